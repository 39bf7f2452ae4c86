/**
 * Robustness in the browser: a seeded "monkey" (random drags, clicks, keys and panel values, bad
 * ones included), a hidden tab, bad saved settings and links, a shared link that round-trips, and
 * the Content-Security-Policy in force. Input is real (mouse, keyboard, DOM fields); state is read
 * through `window.pidDemo.snapshot()`; waiting is on simulated time.
 */
import { expect, test, type Page } from '@playwright/test';
import { seededRandom } from '../src/sim/math/random';
import { collectConsoleProblems, type ConsoleProblems, openDemo, saveScreenshot } from './helpers/page';
import { entityOfType, FIXED_STEP, snapshot, type Snapshot } from './helpers/snapshot';
import { stepFor, stepUntil, waitForFrames, watchRealTime } from './helpers/waits';
import { openPanel } from './helpers/controls';

/** The localStorage key of the saved settings (src/ui/settings/SettingsSession.ts). */
const STORAGE_KEY = 'pid-steering/settings';

/** The catch-up cap of the game's frame clock: at most this many fixed steps per frame. */
const MAX_STEPS_PER_FRAME = 5;

/** Default top speed of every entity, m/s (fresh browser context: no saved settings). */
const DEFAULT_MAX_SPEED = 10;

/** Base64url of a string, as the game encodes settings links. */
function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Opens the game at `path` (with its query) and waits until it runs, like `openDemo`. */
async function openAt(page: Page, path: string): Promise<ConsoleProblems> {
  const problems = collectConsoleProblems(page);
  await page.goto(path);
  await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, {
    timeout: 20_000,
  });
  const start = await snapshot(page);
  await watchRealTime(page, (s) => s.time > start.time + 0.1, 5, { description: 'sim time advances after load' });
  return problems;
}

/**
 * Every number in the raw snapshot that is not finite, with its path. Read inside the page: the
 * JSON round trip of `snapshot()` in the helpers would turn NaN and ±Infinity into null.
 */
async function nonFiniteValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'number') {
        if (!Number.isFinite(value)) found.push(`${path} = ${value}`);
      } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
      else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    };
    const hook = (window as unknown as { pidDemo?: { snapshot(): unknown } }).pidDemo;
    if (!hook) return ['window.pidDemo is missing'];
    walk(hook.snapshot(), 'snapshot');
    return found;
  });
}

/** The game's keys (src/app/actionCatalog.ts, with the plays' own) and Escape, as Playwright names them. */
const GAME_KEYS = [
  '1',
  '2',
  '3',
  't',
  'Space',
  'p',
  'n',
  '.',
  's',
  'r',
  'm',
  'c',
  'Delete',
  'Backspace',
  'y',
  'e',
  'h',
  'k',
  'v',
  'w',
  'b',
  'o',
  'x',
  '+',
  '-',
  '0',
  'd',
  'g',
  '?',
  'Escape',
];

/** What the monkey types into number fields: good values, and every kind of bad one. */
const TYPED_VALUES = [
  'abc',
  '',
  '-',
  '1e999',
  '-1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1e12',
  '1e12',
  '0',
  '-0',
  '1e-320',
  '12abc',
  ' 7 ',
  '0x10',
  '١٢',
  '<b>x</b>',
  '3.5',
  '60',
  '2',
  '14',
  '0.5',
  '1',
];

/**
 * How many actions the monkey takes (MONKEY_ACTIONS sets more): counted, not timed, so that a seed
 * gives the same actions on any machine. The tour, plays and drags have their own model-based walk
 * (tourModel.spec.ts); this one covers every key, the panel's fields with bad values and the view.
 */
const MONKEY_ACTIONS = Number(process.env.MONKEY_ACTIONS ?? 100);

/** The opening's turn rates with default settings: the fast missile 4π, the slow one π, the character 4π (rad/s²). */
function hasOpeningTurnRates(snap: Snapshot): boolean {
  const expected = [4 * Math.PI, Math.PI, 4 * Math.PI];
  return (
    snap.entities.length === expected.length &&
    snap.entities.every((e, i) => Math.abs(e.maxAngularAcceleration - (expected[i] as number)) < 1e-9)
  );
}

test.describe('robustness', () => {
  test('a seeded monkey: random drags, clicks, keys and panel values give no console error and no non-finite value', async ({
    page,
  }, testInfo) => {
    // A guard against hangs: about 2 min alone, over 5 beside a second browser.
    test.setTimeout(300_000 + MONKEY_ACTIONS * 2_000);
    const seed = Number(process.env.MONKEY_SEED ?? 20_251_122);
    const random = seededRandom(seed);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const problems = await openDemo(page);
    // The panel starts closed: open it, so the monkey reaches its fields from the start (G toggles it later).
    await openPanel(page);
    const canvas = await page.locator('canvas').first().boundingBox();
    if (!canvas) throw new Error('the canvas has no layout box');
    const onCanvas = (): [number, number] => [
      canvas.x + 10 + random() * (canvas.width - 20),
      canvas.y + 10 + random() * (canvas.height - 20),
    ];
    const counts: Record<string, number> = {
      drag: 0,
      rightDrag: 0,
      click: 0,
      wheel: 0,
      key: 0,
      number: 0,
      select: 0,
      checkbox: 0,
      preset: 0,
      skipped: 0,
      checks: 0,
    };
    const failures: string[] = [];

    const checkFinite = async (when: string): Promise<void> => {
      counts.checks = (counts.checks ?? 0) + 1;
      const bad = await nonFiniteValues(page);
      if (bad.length) failures.push(`${when}: ${bad.slice(0, 5).join(', ')}`);
    };

    /** The visible, enabled fields of the sidebar (the panel and the preset row), by kind. */
    const fields = async (): Promise<{ numbers: string[]; selects: string[]; checkboxes: string[] }> =>
      page.evaluate(() => {
        const visible = (element: Element): boolean =>
          element instanceof HTMLElement &&
          !(element as HTMLInputElement).disabled &&
          element.checkVisibility() &&
          element.getClientRects().length > 0;
        // The single-key shortcuts switch is left alone: off, it would silence the monkey's keys for the rest of the run.
        const ids = (selector: string): string[] =>
          [...document.querySelectorAll(`#sidebar ${selector}`)]
            .filter(visible)
            .map((element) => element.id)
            .filter((id) => id !== '' && id !== 'panel-single-key-shortcuts');
        return { numbers: ids('input[type="text"]'), selects: ids('select'), checkboxes: ids('input[type="checkbox"]') };
      });

    let step = 0;
    while (step < MONKEY_ACTIONS) {
      step++;
      const roll = random();
      try {
        if (roll < 0.25) {
          // A drag on the canvas: moves a target, a waypoint or an obstacle, draws a path, or pans.
          const from = onCanvas();
          const to = onCanvas();
          if (await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', from)) {
            const right = random() < 0.15;
            await page.mouse.move(from[0], from[1]);
            await page.mouse.down({ button: right ? 'right' : 'left' });
            const moves = 3 + Math.floor(random() * 8);
            for (let i = 1; i <= moves; i++)
              await page.mouse.move(from[0] + ((to[0] - from[0]) * i) / moves, from[1] + ((to[1] - from[1]) * i) / moves);
            await page.mouse.up({ button: right ? 'right' : 'left' });
            counts[right ? 'rightDrag' : 'drag']!++;
          } else counts.skipped!++;
        } else if (roll < 0.35) {
          const at = onCanvas();
          if (await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', at)) {
            await page.mouse.click(at[0], at[1]);
            counts.click!++;
          } else counts.skipped!++;
        } else if (roll < 0.4) {
          const at = onCanvas();
          await page.mouse.move(at[0], at[1]);
          await page.mouse.wheel(0, (random() - 0.5) * 600);
          counts.wheel!++;
        } else if (roll < 0.7) {
          await page.keyboard.press(pick(GAME_KEYS));
          counts.key!++;
        } else {
          const { numbers, selects, checkboxes } = await fields();
          const kind = random();
          if (kind < 0.6 && numbers.length) {
            const field = page.locator(`#${pick(numbers)}`);
            const value =
              random() < 0.5 ? pick(TYPED_VALUES) : String(Number(((random() - 0.3) * 10 ** Math.floor(random() * 4)).toPrecision(3)));
            await field.fill(value, { timeout: 2000 });
            await field.press(random() < 0.8 ? 'Enter' : 'Tab', { timeout: 2000 });
            counts.number!++;
          } else if (kind < 0.85 && selects.length) {
            const id = pick(selects);
            const options = await page.locator(`#${id} option`).count();
            await page.locator(`#${id}`).selectOption({ index: Math.floor(random() * options) }, { timeout: 2000 });
            if (id === 'preset-select' && (await page.locator('#preset-apply').isEnabled())) {
              await page.locator('#preset-apply').click({ timeout: 2000 });
              counts.preset!++;
            } else counts.select!++;
          } else if (checkboxes.length) {
            await page.locator(`#${pick(checkboxes)}`).click({ timeout: 2000 });
            counts.checkbox!++;
          } else counts.skipped!++;
          // Give the keyboard back to the game, as a player clicking the canvas would.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        }
      } catch (error) {
        // An overlay (help, step-response view) over a field the list saw a moment ago: not a bug.
        counts.skipped!++;
        testInfo.annotations.push({ type: 'monkey-skip', description: `step ${step}: ${String(error).split('\n')[0]}` });
      }
      // A few frames of play between actions (1 to 4, counted, not timed: the same on a loaded machine).
      await waitForFrames(page, 1 + Math.floor(random() * 4));
      if (step % 25 === 0) await checkFinite(`after step ${step}`);
    }

    // Close what may be open, make sure time runs, and check once more.
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    if ((await snapshot(page)).paused) await page.keyboard.press('p');
    const before = await snapshot(page);
    await stepUntil(page, (s) => !s.paused && s.time > before.time + 0.5, 5, { description: 'the game still runs after the monkey' });
    await checkFinite('at the end');
    const summary = `seed ${seed}: ${step} actions: ${JSON.stringify(counts)}`;
    testInfo.annotations.push({ type: 'monkey', description: summary });
    console.log(`monkey ${summary}`);
    await saveScreenshot(page, testInfo, 'after-monkey');
    expect(failures, 'non-finite values in snapshot()').toEqual([]);
    expect(problems.messages, 'console errors and warnings').toEqual([]);
  });

  // @realtime: frames stopping and starting on the page's clock, run in real time.
  test(
    'hiding and showing the tab does not make bodies jump: at most 5 steps per frame, no faster than max speed',
    { tag: '@realtime' },
    async ({ page }) => {
      // The page's clock (timers, requestAnimationFrame, performance.now) is Playwright's, so that
      // frames can be stopped for 3 s as in a hidden tab and then resumed.
      await page.clock.install();
      const problems = await openDemo(page);
      // Path mode: the entities loop their paths, with no hits (a missile that hits respawns elsewhere).
      await page.keyboard.press('3');
      await stepUntil(page, (s) => s.mode === 'path', 1, { description: 'Path mode' });

      // Record the simulated time and positions at every frame, after the game's own update.
      await page.evaluate(() => {
        const w = window as unknown as {
          pidDemo: { snapshot(): Snapshot };
          frames: { wall: number; time: number; positions: Record<string, [number, number]> }[];
          recording: boolean;
        };
        w.frames = [];
        w.recording = true;
        const record = (): void => {
          const s = w.pidDemo.snapshot();
          const positions: Record<string, [number, number]> = {};
          for (const e of s.entities) positions[e.id] = e.position;
          w.frames.push({ wall: performance.now(), time: s.time, positions });
          if (w.recording) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      const hideFor = async (ms: number, withEvents: boolean): Promise<void> => {
        // A hidden tab: the page is told it is hidden (visibilitychange) and stops getting frames.
        if (withEvents) {
          await page.evaluate(() => {
            Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
            Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
            document.dispatchEvent(new Event('visibilitychange'));
          });
        }
        // No frames while hidden: the clock stops (pauseAt needs a time a little ahead: one frame
        // comes then), then jumps `ms` ahead and runs on.
        for (const margin of [500, 1500]) {
          const now = await page.evaluate(() => Date.now());
          try {
            await page.clock.pauseAt(now + margin);
            break;
          } catch (error) {
            // The page's clock ran past that time before the call arrived (a busy machine): try further ahead.
            if (margin === 1500) throw error;
          }
        }
        await page.clock.fastForward(ms);
        await page.clock.resume();
        if (withEvents) {
          await page.evaluate(() => {
            delete (document as unknown as Record<string, unknown>).visibilityState;
            delete (document as unknown as Record<string, unknown>).hidden;
            document.dispatchEvent(new Event('visibilitychange'));
          });
        }
      };
      // The clock itself is under test (frames stopping and starting): real time, not stepped.
      const runFor = async (seconds: number): Promise<void> => {
        const start = (await snapshot(page)).time;
        await watchRealTime(page, (s) => s.time >= start + seconds, seconds + 2, { description: `${seconds} s of sim time` });
      };

      await runFor(1);
      await hideFor(3000, true); // hidden with visibility events, as on a real tab switch
      await runFor(1);
      await hideFor(3000, false); // frames stop with no event (a frozen or throttled page)
      await runFor(1);
      const frames = await page.evaluate(() => {
        const w = window as unknown as {
          frames: { wall: number; time: number; positions: Record<string, [number, number]> }[];
          recording: boolean;
        };
        w.recording = false;
        return w.frames;
      });

      const pauses = [];
      let largestStep = 0;
      const jumps: string[] = [];
      for (let i = 1; i < frames.length; i++) {
        const previous = frames[i - 1]!;
        const frame = frames[i]!;
        const simStep = frame.time - previous.time;
        largestStep = Math.max(largestStep, simStep);
        if (frame.wall - previous.wall > 2500) pauses.push({ wallMs: frame.wall - previous.wall, simSeconds: simStep });
        for (const [id, position] of Object.entries(frame.positions)) {
          const before = previous.positions[id];
          if (!before) continue;
          const moved = Math.hypot(position[0] - before[0], position[1] - before[1]);
          // A body moves at most at its top speed (some margin for collisions), never by a jump.
          const allowed = DEFAULT_MAX_SPEED * 1.5 * simStep + 0.05;
          if (moved > allowed) jumps.push(`${id} moved ${moved.toFixed(3)} m in ${simStep.toFixed(4)} s of sim time (frame ${i})`);
        }
      }
      expect(pauses.length, `both hidden periods show as a frame gap of ~3 s: ${JSON.stringify(pauses)}`).toBe(2);
      for (const pause of pauses)
        expect(pause.simSeconds, `sim time across a ${pause.wallMs.toFixed(0)} ms hidden period`).toBeLessThanOrEqual(
          MAX_STEPS_PER_FRAME * FIXED_STEP + 1e-6,
        );
      expect(largestStep, 'sim time per frame never exceeds the catch-up cap').toBeLessThanOrEqual(MAX_STEPS_PER_FRAME * FIXED_STEP + 1e-6);
      expect(jumps).toEqual([]);
      expect(await nonFiniteValues(page)).toEqual([]);
      expect(problems.messages).toEqual([]);
    },
  );

  test('a corrupt saved value shows a notice, the game runs with the defaults, and the value is kept until a change', async ({
    page,
  }, testInfo) => {
    await page.addInitScript(
      ([key]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key as string, '{"format": "pid-steering-settings", "version": 1, "maxSpe');
          sessionStorage.setItem('seeded', '1');
        }
      },
      [STORAGE_KEY],
    );
    const problems = await openAt(page, '/');
    const notice = page.locator('#settings-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your saved settings could not be used');
    await expect(notice).toContainText('is not valid JSON');
    await expect(notice).toContainText('defaults are in use');
    await saveScreenshot(page, testInfo, 'corrupt-settings-notice');

    const defaults = await snapshot(page);
    expect(hasOpeningTurnRates(defaults), 'the opening’s default turn rates: fast, slow, fast').toBe(true);
    expect(entityOfType(defaults, 'missile')).toMatchObject({
      controller: { type: 'pid', kp: 60, ki: 2, kd: 14, arithmetic: 'corrected' },
    });
    // The bad value stays until the player changes something (well past the save delay)...
    await stepFor(page, 1.5);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toMatch(/"maxSpe$/);
    // ...then the new settings replace it.
    await page.locator('#settings-notice-close').click();
    await expect(notice).toBeHidden();
    // The opening mixes a fast and a slow missile: the first T brings all to 4π, the second to π.
    await page.keyboard.press('t');
    await page.keyboard.press('t');
    const savedTurnRate = async (): Promise<unknown> => {
      const text = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
      try {
        return (JSON.parse(text ?? 'null') as { maxAngularAcceleration?: number } | null)?.maxAngularAcceleration;
      } catch {
        return 'not JSON yet';
      }
    };
    await expect.poll(savedTurnRate, { timeout: 5000 }).toBeCloseTo(Math.PI, 9);
    // And they are restored on the next load, with no notice.
    await page.reload();
    await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object');
    await stepUntil(page, (s) => s.entities.length > 0 && s.entities.every((e) => Math.abs(e.maxAngularAcceleration - Math.PI) < 1e-9), 2, {
      description: 'saved turn rate restored',
    });
    await expect(notice).toBeHidden();
    expect(problems.messages).toEqual([]);
  });

  test('an invalid URL parameter is refused with a notice naming it and the field; the rest of the link applies', async ({
    page,
  }, testInfo) => {
    const link = base64Url(
      JSON.stringify({ format: 'pid-steering-settings', version: 1, maxAngularAcceleration: Math.PI, timeScale: 99, colour: 'red' }),
    );
    const problems = await openAt(page, `/?s=${link}&preset=%3Cimg%20src%3Dx%3E`);
    const notice = page.locator('#settings-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('URL parameter "s": refused timeScale: must be a number ≥ 0.05 and ≤ 4');
    await expect(notice).toContainText('colour: unknown key');
    await expect(notice).toContainText('URL parameter "preset" was refused');
    // The preset's text is shown as text, never as HTML.
    await expect(notice).toContainText('got "<img src=x>"');
    expect(await page.locator('#settings-notice img').count()).toBe(0);
    await saveScreenshot(page, testInfo, 'invalid-link-notice');
    const snap = await snapshot(page);
    expect(snap.timeScale).toBe(1);
    expect(
      snap.entities.every((e) => Math.abs(e.maxAngularAcceleration - Math.PI) < 1e-9),
      'the valid field of the link applied',
    ).toBe(true);
    expect(await nonFiniteValues(page)).toEqual([]);

    // A link that is not settings at all: refused, the game runs with the defaults.
    const other = await page.context().newPage();
    const otherProblems = await openAt(other, '/?s=%7Bnot-base64');
    await expect(other.locator('#settings-notice')).toContainText(
      'URL parameter "s" was refused (settings: is not base64url-encoded UTF-8 text), so the defaults are in use.',
    );
    expect(hasOpeningTurnRates(await snapshot(other)), 'the opening’s default turn rates: fast, slow, fast').toBe(true);
    await other.close();
    expect(problems.messages).toEqual([]);
    expect(otherProblems.messages).toEqual([]);
  });

  test('a shared link round-trips: panel changes, Share, and a new page shows the same settings', async ({ page, browser }, testInfo) => {
    const problems = await openDemo(page);
    await openPanel(page);
    // Change settings in the panel, for all entities: a preset, a gain, the time scale, the turn rate.
    await page.locator('#preset-select').selectOption('original');
    await page.locator('#preset-apply').click();
    await stepUntil(
      page,
      (s) => s.entities.every((e) => (e as unknown as { controller: { arithmetic?: string } }).controller.arithmetic === 'as-published'),
      2,
      { description: 'preset applied' },
    );
    await page.locator('#panel-kd').fill('7.5');
    await page.locator('#panel-kd').press('Enter');
    await page.locator('#panel-timeScale').fill('0.5');
    await page.locator('#panel-timeScale').press('Enter');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // T: the opening mixes a fast and a slow missile, so the first press brings all to 4π, the second to π.
    await page.keyboard.press('t');
    await stepUntil(page, (s) => s.entities.every((e) => Math.abs(e.maxAngularAcceleration - 4 * Math.PI) < 1e-9), 2, {
      description: 'the first T: all at 4π',
    });
    await page.keyboard.press('t');
    const changed = await stepUntil(
      page,
      (s) => s.timeScale === 0.5 && s.entities.every((e) => Math.abs(e.maxAngularAcceleration - Math.PI) < 1e-9),
      2,
      { description: 'panel changes applied' },
    );
    const controllersOf = (s: Snapshot) =>
      Object.fromEntries(s.entities.map((e) => [e.type, (e as unknown as { controller: unknown }).controller]));
    const expected = controllersOf(changed);
    expect(expected.missile).toMatchObject({ kp: 1, ki: 0.05, kd: 7.5, arithmetic: 'as-published' });
    expect(expected.character).toMatchObject({ kp: 2, ki: 0.1, kd: 7.5, arithmetic: 'as-published' });

    await page.locator('#share-settings').click();
    const dialog = page.locator('#share-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('#share-status')).not.toBeEmpty();
    await saveScreenshot(page, testInfo, 'share-dialog');
    const url = await page.locator('#share-link').inputValue();
    expect(url).toMatch(/[?&]z=[A-Za-z0-9_-]+$/);
    expect(page.url(), 'the address bar carries the settings too').toBe(url);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A new browser context: no saved settings, only the link.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await context.newPage();
    const otherProblems = await openAt(other, url);
    const received = await snapshot(other);
    expect(received.timeScale).toBe(0.5);
    expect(received.entities.every((e) => Math.abs(e.maxAngularAcceleration - Math.PI) < 1e-9)).toBe(true);
    expect(controllersOf(received)).toEqual(expected);
    await openPanel(other);
    await expect(other.locator('#panel-kd')).toHaveValue('7.5');
    await expect(other.locator('#panel-timeScale')).toHaveValue(/^0\.50?$/);
    await expect(other.locator('#settings-notice')).toBeHidden();
    await saveScreenshot(other, testInfo, 'shared-link-opened');
    await context.close();
    expect(problems.messages).toEqual([]);
    expect(otherProblems.messages).toEqual([]);
  });

  test('the preset menu lists the original article, the video look and each controller', async ({ page }, testInfo) => {
    const problems = await openDemo(page);
    await openPanel(page);
    const labels = await page.locator('#preset-select option').allTextContents();
    expect(labels).toEqual(
      expect.arrayContaining(['Original article (as published)', 'Video look (fixed tuned gains, corrected; the defaults)']),
    );
    for (const type of ['PID', 'Stolk', 'forward PD', 'stable PD', 'SPD', 'time-optimal'])
      expect(
        labels.some((label) => label.startsWith('Controller:') && label.includes(type)),
        type,
      ).toBe(true);
    await page.locator('#preset-select').selectOption('controller-stable-pd');
    await page.locator('#preset-apply').click();
    await stepUntil(
      page,
      (s) => s.entities.every((e) => (e as unknown as { controller: { type: string } }).controller.type === 'stable-pd'),
      2,
      { description: 'stable PD preset applied to every entity' },
    );
    await expect(page.locator('#toast')).toContainText('Preset applied');
    await page.locator('#preset-select').focus();
    await saveScreenshot(page, testInfo, 'preset-select');
    expect(problems.messages).toEqual([]);
  });

  test('the Content-Security-Policy is in force: an injected inline script does not run, and the game still works', async ({ page }) => {
    const problems = await openDemo(page);
    await page.waitForTimeout(300);
    expect(problems.messages, 'no console error under the CSP').toEqual([]);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");

    // Count what the policy blocks, as the page sees it.
    await page.evaluate(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (event) => w.violations.push(event.effectiveDirective));
    });
    // An inline script, as an attacker's string written as HTML would be: blocked.
    await page.addScriptTag({ content: 'window.injectedInlineScriptRan = true;' }).catch(() => undefined);
    // A string handed to the page's own timer is evaluated by the page (DevTools' own evaluation is
    // exempt from the policy, the page's is not): blocked as eval.
    await page.evaluate(() => setTimeout('window.injectedEvalRan = true;' as unknown as () => void, 0));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations.length))
      .toBeGreaterThanOrEqual(2);
    const ran = await page.evaluate(() => {
      const w = window as unknown as { injectedInlineScriptRan?: boolean; injectedEvalRan?: boolean; violations: string[] };
      return { inline: w.injectedInlineScriptRan ?? false, evaluated: w.injectedEvalRan ?? false, violations: w.violations };
    });
    expect(ran.inline, 'the injected inline script ran').toBe(false);
    expect(ran.evaluated, 'the string given to setTimeout was evaluated').toBe(false);
    expect(ran.violations).toEqual(expect.arrayContaining(['script-src-elem', 'script-src']));
    // The only console messages are the browser's reports of what the policy blocked.
    expect(
      problems.messages.every((message) => /Content Security Policy|unsafe-eval|unsafe-inline/.test(message)),
      problems.messages.join('\n'),
    ).toBe(true);

    await stepFor(page, 0.5);
    await page.keyboard.press('1');
    await stepUntil(page, (s) => s.mode === 'track', 1, { description: 'keys still work' });
  });
});
