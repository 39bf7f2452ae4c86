/**
 * The page side of the model-based tour test (e2e/tourModel.spec.ts): one call into the page per
 * phase of an action (this machine is slow to answer), installed on every load by `installLook`.
 */
import type { Page } from '@playwright/test';
import type { ConsoleProblems } from './page';
import type { Vec2 } from './geometry';
import type { Snapshot } from './snapshot';
import type { Frame } from './tourFrames';

/** The page, and what it reported. */
export interface Real {
  page: Page;
  problems: ConsoleProblems;
}

/** What one call into the page reads back: the game's state, the card's line, the player's scene and settings. */
export interface Look {
  s: Snapshot;
  card: string;
  state: string;
  exactState: string;
  /** The frames recorded after each fixed step since the last look (e2e/helpers/tourFrames.ts's startRecording; none before it). */
  frames: Frame[];
}

/** Where a drag goes: from the target to `to`, both on the canvas (`ok`), and the look before it. */
export interface DragPlan {
  start: Look;
  from: Vec2;
  to: Vec2;
  ok: boolean;
}

/** What `installLook` puts on the page's window. */
export type LookHook = {
  tourLook(steps: number, draw: boolean): Promise<Look>;
  tourDragPlan(style: string, turn: number, reach: number): Promise<DragPlan>;
};

/**
 * Installs, on every page load, the page-side helper of the test: pause and step exactly `steps`
 * fixed steps (the game's hook), optionally let the page draw twice (the card follows once a
 * frame), blur any field (keys then go to the game), and read back everything the checks need.
 */
export async function installLook(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Hook = { stepFixed(n: number): unknown; snapshot(): Snapshot };
    const state = (s: Snapshot, exact: boolean): string => {
      const round = (v: number) => Number(v.toFixed(6));
      return JSON.stringify({
        mode: s.mode,
        selected: s.selectedId,
        scene: s.scene,
        paused: s.paused,
        timeScale: s.timeScale,
        entities: [...s.entities]
          .sort((a, b) => a.id.localeCompare(b.id))
          .map((e) => ({
            id: e.id,
            type: e.type,
            rate: e.maxAngularAcceleration,
            controller: e.controller,
            guidance: e.guidance,
            ...(exact && { position: e.position.map(round), angle: round(e.angle) }),
          })),
        targets: [...s.targets]
          .sort((a, b) => a.id.localeCompare(b.id))
          .map((t) => ({ id: t.id, ...(exact && { position: t.position.map(round) }) })),
      });
    };
    const hooks = window as unknown as LookHook & { pidDemo?: Hook };
    hooks.tourLook = async (steps, draw) => {
      (document.activeElement as HTMLElement | null)?.blur?.();
      const demo = hooks.pidDemo as Hook;
      if (steps > 0) demo.stepFixed(steps);
      // One frame: the game's own frame callback was queued first, so the card has followed by the time this one runs.
      if (draw) await new Promise((done) => requestAnimationFrame(done));
      const s = JSON.parse(JSON.stringify(demo.snapshot())) as Snapshot;
      const frames = ((window as unknown as { tourFrames?: Frame[] }).tourFrames ?? []).splice(0);
      return {
        s,
        card: document.querySelector('#tour-result')?.textContent ?? '',
        state: state(s, false),
        exactState: state(s, true),
        frames,
      };
    };
    hooks.tourDragPlan = async (style, turn, reach) => {
      const start = await hooks.tourLook(1, false);
      const { s } = start;
      const target = s.targets[0];
      const body = s.entities.find((e) => e.id === (s.selectedId ?? '')) ?? s.entities[0];
      if (!target || !body) return { start, from: [0, 0], to: [0, 0], ok: false };
      // Screen y points down: a body's nose is (cos a, −sin a) on screen.
      const angle =
        style === 'behind'
          ? body.angle + Math.PI + (turn * Math.PI) / 720
          : Math.atan2(body.screen[1] - target.screen[1], target.screen[0] - body.screen[0]) + (turn * Math.PI) / 180;
      const to: Vec2 = [body.screen[0] + reach * Math.cos(angle), body.screen[1] - reach * Math.sin(angle)];
      // A player drags only what they can reach: the target and the drop point on the canvas, not under a card.
      const ok = [target.screen, to].every(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS');
      return { start, from: target.screen, to, ok };
    };
  });
}

/**
 * The recorded frames of each page, one run of one scene's clock: a new step or a clock that went back (a load, the tour's own scene)
 * starts them again.
 */
const recorded = new WeakMap<Page, Frame[]>();

/** One call into the page: steps on `steps` fixed steps, draws (`draw`), and reads back what the checks need. */
export async function look(page: Page, steps: number, draw = true): Promise<Look> {
  const seen = await page.evaluate(([n, d]) => (window as unknown as LookHook).tourLook(n, d), [steps, draw] as const);
  const frames = recorded.get(page) ?? [];
  for (const frame of seen.frames) {
    const last = frames.at(-1);
    if (last && (last.step !== frame.step || frame.t < last.t)) frames.length = 0;
    frames.push(frame);
  }
  recorded.set(page, frames);
  return seen;
}

/** The frames recorded on `page` in the current run of the scene on screen (see {@link look}). */
export function recordedFrames(page: Page): readonly Frame[] {
  return recorded.get(page) ?? [];
}
