// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionRunner } from '../../src/app/actionRunner';
import type { ActionId } from '../../src/app/actionList';
import { Demo } from '../../src/app/Demo';
import { defaultViewOptions } from '../../src/app/presentation/viewOptions';
import { ChallengePanel } from '../../src/ui/challenge/ChallengePanel';
import { GameUi } from '../../src/ui/GameUi';

/**
 * The page's views learn of changes by the demo's pushing them (`demo.changes`), never by looking
 * each frame: on a paused game, in which nothing changes, none of them reads the demo after the
 * first frame, whatever is open (the panel and its scope, the phase plot, the help, the
 * challenges' panel, the timeline and its compare card, a race's legend, the tour's card). The
 * demo handed to them counts every read of it (and of what is reached through it), as the game
 * runs its frames: the game's steps (none while paused), the changes delivered, the page's frame.
 */

/** One frame of the page, s. */
const FRAME = 1 / 60;
/** Frames played paused. */
const FRAMES = 120;

/**
 * A demo whose reads are counted: every property read on it, and on whatever is reached through it (the changes feed, how the views hear,
 * left out).
 */
function counted(demo: Demo): { demo: Demo; reads: string[]; counting: (on: boolean) => void } {
  const reads: string[] = [];
  let on = false;
  const proxies = new WeakMap<object, object>();
  const wrap = (value: unknown, path: string): unknown => {
    if (value === null || typeof value !== 'object' || value === demo.changes) return value;
    // Plain data (settings, a view's figures) is given as it is, to be copied or cloned: reading it was counted where it was got.
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === null) return value;
    const known = proxies.get(value);
    if (known) return known;
    const proxy = new Proxy(value, {
      get(target, key) {
        const where = `${path}.${String(key)}`;
        if (on) reads.push(where);
        const own = Reflect.getOwnPropertyDescriptor(target, key);
        // A frozen member must be given as it is.
        if (own && !own.configurable && !own.writable && 'value' in own) return own.value;
        const got: unknown = Reflect.get(target, key, target);
        if (typeof got !== 'function') return wrap(got, where);
        return (...args: unknown[]) => wrap((got as (...a: unknown[]) => unknown).apply(target, args), `${where}()`);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  return { demo: wrap(demo, 'demo') as Demo, reads, counting: (value) => (on = value) };
}

/** A canvas 2D context that draws nothing (happy-dom has none): every call a no-op, text measured 0 wide. */
function blindContext(): CanvasRenderingContext2D {
  const target: Record<string | symbol, unknown> = {};
  return new Proxy(target, {
    get: (own, key) => (key in own ? own[key] : key === 'measureText' ? () => ({ width: 0 }) : () => undefined),
    set: (own, key, value) => ((own[key] = value), true),
  }) as unknown as CanvasRenderingContext2D;
}

/** The page as index.html lays it out: its body's containers. */
function indexPage(): void {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, '');
}

/** Waits until `ready` says so (a part of the page built on first use: its chunk imported), at most a few seconds of promises. */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(ready()).toBe(true);
}

let raw: Demo;
let ui: GameUi;

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() =>
    blindContext()) as unknown as HTMLCanvasElement['getContext']);
  indexPage();
  window.localStorage.clear();
});

afterEach(() => {
  ui?.destroy();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The page on `demo` (counted), with its challenges' panel, and the actions run as the game runs them. */
function page(demo: Demo): { run: (id: ActionId) => void } {
  const options = defaultViewOptions();
  let runner: ActionRunner | null = null;
  const run = (id: ActionId): void => runner?.run(id);
  ui = new GameUi(demo, options, run);
  const challenges = new ChallengePanel(document.getElementById('world') as HTMLElement, demo, {
    template: '',
    compile: () => Promise.reject(new Error('no sandbox here')),
    prewarm: () => undefined,
    storage: { read: () => null, write: () => undefined },
    notify: () => undefined,
    changed: () => ui.changed(),
  });
  ui.attachChallenges(challenges);
  const view = {
    zoomBy: () => undefined,
    fit: () => undefined,
    placementPoint: (out: { x: number; y: number }) => out,
    letGo: () => undefined,
  };
  runner = new ActionRunner(demo, options, view, ui);
  return { run };
}

/**
 * One frame as the game runs it: the clock's steps (on the demo itself: the game's, not a view's), the frame's changes delivered, the
 * page's views.
 */
function frame(): void {
  raw.clock.advance(FRAME);
  raw.changes.deliver();
  ui.frame(FRAME, 60);
}

/** Plays `FRAMES` frames paused after a first one, counting the views' reads of the demo after that first one. */
function readsWhilePaused(count: ReturnType<typeof counted>): string[] {
  raw.clock.setPaused(true);
  frame();
  count.counting(true);
  for (let i = 1; i < FRAMES; i++) frame();
  count.counting(false);
  return count.reads;
}

describe('the page’s views read the demo only after a change they were told of', () => {
  it(
    'paused, with the panel and its scope, the phase plot, the help and the challenges open: no view reads the demo after ' +
      'the first frame',
    async () => {
      raw = new Demo();
      const count = counted(raw);
      const { run } = page(count.demo);
      raw.clock.runSteps(90);
      for (const id of ['panel-toggle', 'phase-plot-toggle', 'help-toggle', 'challenges-toggle', 'debug-toggle', 'mode-track'] as const)
        run(id);
      await until(() => ui.isOpen('panel') && ui.isOpen('phase-plot') && ui.isOpen('help'));
      expect(readsWhilePaused(count)).toEqual([]);
    },
  );

  it('paused in a race, with its legend: none reads it', () => {
    raw = new Demo();
    const count = counted(raw);
    const { run } = page(count.demo);
    run('race-toggle');
    raw.clock.runSteps(60);
    expect(raw.plays.isPlaying('race')).toBe(true);
    expect(readsWhilePaused(count)).toEqual([]);
  });

  it('paused on a comparison (the timeline, its compare card, the address it writes): none reads it', async () => {
    raw = new Demo();
    const count = counted(raw);
    const { run } = page(count.demo);
    raw.clock.runSteps(180);
    expect(raw.history.show(raw.history.presentStep - 90).ok).toBe(true);
    run('turn-rate-toggle');
    run('pause');
    raw.clock.runSteps(60);
    frame();
    expect(raw.history.comparing).toBe(true);
    expect(document.getElementById('compare-card')?.hidden).toBe(false);
    // The address follows the comparison at most every 250 ms of real time: pausing it is written at once after that.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readsWhilePaused(count)).toEqual([]);
  });

  it('paused in the tour, its card showing a step: none reads it', () => {
    raw = new Demo();
    const count = counted(raw);
    const { run } = page(count.demo);
    run('tour-toggle');
    raw.clock.runSteps(30);
    expect(raw.tour.active).toBe(true);
    expect(readsWhilePaused(count)).toEqual([]);
  });

  it('and a change, once delivered, is read in the next frame: T while paused shows on the toolbar and the HUD', () => {
    raw = new Demo();
    const count = counted(raw);
    const { run } = page(count.demo);
    readsWhilePaused(count);
    const toggle = document.getElementById('turn-rate-toggle') as HTMLButtonElement;
    const hud = document.querySelector('dd.hud-limit') as HTMLElement;
    expect([toggle.textContent, hud.textContent]).toEqual(['Turn rate: mixed', expect.stringContaining('720')]);
    count.counting(true);
    run('turn-rate-toggle');
    run('turn-rate-toggle');
    frame();
    count.counting(false);
    expect(count.reads.length).toBeGreaterThan(0);
    expect([toggle.textContent, toggle.getAttribute('aria-pressed'), hud.textContent]).toEqual([
      'Turn rate: slow',
      'true',
      expect.stringContaining('180'),
    ]);
  });
});
