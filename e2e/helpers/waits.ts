/**
 * Time in the browser tests. Simulated time is stepped (`pidDemo.advanceFixed`), not waited for,
 * so a slow machine changes how long a test takes, not whether it passes, and a minute of play
 * takes seconds. Real time is watched only where the clock itself is under test.
 */
import type { Page } from '@playwright/test';
import { absDeg, entityById, snapshot, summarize, type Snapshot } from './snapshot';

/** Options of {@link stepUntil}. */
export interface StepOptions {
  /** What is waited for, in the failure message. */
  description?: string;
  /** Fixed steps run before the second look at the snapshot. [default: 3, 1/20 s at 60 Hz] */
  batchSteps?: number;
  /**
   * Each look that fails doubles the steps run before the next, up to this many: a long wait (a
   * race lap) takes few round trips, while a reaction that comes at once is seen at once. Set it to
   * `batchSteps` where the predicate follows a motion closely (a peak, a track of positions).
   * [default: 24, 0.4 s at 60 Hz]
   */
  maxBatchSteps?: number;
  /** Guard against a hang (the page stopped answering, or a Worker never answers), ms of wall time. [default: 60,000] */
  wallTimeoutMs?: number;
}

/** Looks at the snapshot before the page gets an animation frame (its input, camera, HUD and drawing) again. */
const LOOKS_PER_FRAME = 8;

/**
 * Steps simulated time until `predicate(snapshot)` holds, and returns the first snapshot that
 * satisfied it. The game runs its fixed steps at once through `pidDemo.advanceFixed` (never
 * pausing it): `batchSteps` between the first looks, twice as many after each look that fails, up
 * to `maxBatchSteps`. The page gets an animation frame before the first look (so input already
 * sent is handled, as it would be before any step) and after every few looks (so a held drag, the
 * camera and the page keep up), and once more before it returns (so the page shows the state it
 * returns). While the game is paused no step runs and each look waits a frame
 * instead (a key that resumes it, a panel field). Fails when more than `maxSimSeconds` of
 * simulated time pass first; the wall-clock guard only catches a hang. The predicate runs in Node
 * and may keep state between calls (e.g. "first exceeded, then fell").
 */
export async function stepUntil(
  page: Page,
  predicate: (snap: Snapshot) => boolean,
  maxSimSeconds: number,
  options: StepOptions = {},
): Promise<Snapshot> {
  const { description = 'condition', batchSteps = 3, wallTimeoutMs = 60_000 } = options;
  const maxBatchSteps = Math.max(batchSteps, options.maxBatchSteps ?? 24);
  const first = await nextFrameSnapshot(page);
  const simDeadline = first.time + maxSimSeconds;
  const wallDeadline = Date.now() + wallTimeoutMs;
  let last = first;
  let batch = batchSteps;
  let framed = true;
  for (let look = 1; ; look++) {
    if (predicate(last)) {
      // The page shows the state it was met in (its HUD and cards are written each frame).
      if (!framed) await nextFrame(page);
      return last;
    }
    if (last.time > simDeadline + 1e-9) {
      throw new Error(
        `${description}: not met within ${maxSimSeconds} s of sim time (sim time ${first.time.toFixed(3)} → ` +
          `${last.time.toFixed(3)} s); last snapshot: ${summarize(last)}`,
      );
    }
    if (Date.now() > wallDeadline) {
      throw new Error(
        `${description}: not met within ${wallTimeoutMs} ms of wall time (sim time ${first.time.toFixed(3)} → ` +
          `${last.time.toFixed(3)} s, paused=${last.paused}); last snapshot: ${summarize(last)}`,
      );
    }
    // Never far past the deadline: at most the steps to it and one more.
    const toDeadline = Math.max(1, Math.ceil((simDeadline - last.time) / last.dt) + 1);
    framed = look % LOOKS_PER_FRAME === 0;
    last = await stepBatch(page, Math.min(batch, toDeadline), framed);
    batch = Math.min(maxBatchSteps, batch * 2);
  }
}

/**
 * Steps `simSeconds` of simulated time at once (the game must be running; at 1/60 s or the scene's
 * own step) and returns the snapshot then: one round trip, however long.
 */
export async function stepFor(page: Page, simSeconds: number): Promise<Snapshot> {
  const start = await nextFrameSnapshot(page);
  const end = start.time + simSeconds - 1e-9;
  let last = start;
  for (let look = 1; last.time < end; look++) {
    if (look > 1000) throw new Error(`step ${simSeconds} s of sim time: time stalled at ${last.time.toFixed(3)} s (paused=${last.paused})`);
    const before = last.time;
    last = await stepBatch(page, Math.max(1, Math.min(100_000, Math.ceil((end - last.time) / last.dt))), false);
    // Paused, or waiting for the player's code in a Worker: a frame, then on.
    if (last.time === before) last = await nextFrameSnapshot(page);
  }
  await nextFrame(page);
  return last;
}

type AdvanceHook = { pidDemo: { snapshot(): unknown; advanceFixed(n: number): { steps: number; snapshot: unknown } } };

/** Resolves after the page's next animation frame. */
function nextFrame(page: Page): Promise<void> {
  return waitForFrames(page, 1);
}

/**
 * Resolves after `frames` of the page's animation frames: a wait counted in the game's own frames
 * (what the game does "within N frames" it has done by then), never in wall time, so it holds on a
 * loaded machine, where frames come late. One round trip.
 */
export function waitForFrames(page: Page, frames: number): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const tick = (): void => {
          if (--left <= 0) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
}

/** The snapshot after the page's next animation frame. */
function nextFrameSnapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve(JSON.parse(JSON.stringify((window as unknown as AdvanceHook).pidDemo.snapshot()))));
      }),
  ) as Promise<Snapshot>;
}

/**
 * Runs up to `steps` fixed steps at once (none while paused) and returns the snapshot after them;
 * after the next animation frame when `frame` is set, when the game is paused, or when a step
 * waits for the player's code in a Worker (which answers in its own time).
 */
function stepBatch(page: Page, steps: number, frame: boolean): Promise<Snapshot> {
  return page.evaluate(
    ({ count, waitFrame }) => {
      const demo = (window as unknown as AdvanceHook).pidDemo;
      const ran = demo.advanceFixed(count).steps;
      const read = () => JSON.parse(JSON.stringify(demo.snapshot())) as unknown;
      if (!waitFrame && ran === count) return read();
      return new Promise<unknown>((resolve) => requestAnimationFrame(() => resolve(read())));
    },
    { count: steps, waitFrame: frame },
  ) as Promise<Snapshot>;
}

/**
 * Watches simulated time pass on the game's own clock, polling the page, until `predicate` holds:
 * only for tests of the clock itself (pause, slow motion, a hidden tab, the first paint, the pace
 * of a Worker), where real time passing is what is tested. Everything else steps time
 * ({@link stepUntil}). Fails when more than `simSeconds` of simulated time pass first, or after
 * `wallTimeoutMs` of wall time (sim time stalled).
 */
export async function watchRealTime(
  page: Page,
  predicate: (snap: Snapshot) => boolean,
  simSeconds: number,
  options: { description?: string; pollMs?: number; wallTimeoutMs?: number } = {},
): Promise<Snapshot> {
  const { description = 'condition', pollMs = 25, wallTimeoutMs = 40_000 } = options;
  const first = await snapshot(page);
  const simDeadline = first.time + simSeconds;
  const wallDeadline = Date.now() + wallTimeoutMs;
  let last = first;
  for (;;) {
    if (predicate(last)) return last;
    if (last.time > simDeadline) {
      throw new Error(
        `${description}: not met within ${simSeconds} s of sim time (sim time ${first.time.toFixed(3)} → ${last.time.toFixed(3)} ` +
          `s); last snapshot: ${summarize(last)}`,
      );
    }
    if (Date.now() > wallDeadline) {
      throw new Error(
        `${description}: not met within ${wallTimeoutMs} ms of wall time (sim time ${first.time.toFixed(3)} → ` +
          `${last.time.toFixed(3)} s, paused=${last.paused}); last snapshot: ${summarize(last)}`,
      );
    }
    await page.waitForTimeout(pollMs);
    last = await snapshot(page);
  }
}

/**
 * Waits until this entity's heading error stays below `maxDeg` for `holdSeconds` of sim time in a row.
 */
export async function waitUntilSettled(
  page: Page,
  entityId: string,
  options: { maxDeg?: number; holdSeconds?: number; simSeconds?: number } = {},
): Promise<Snapshot> {
  const { maxDeg = 2, holdSeconds = 0.5, simSeconds = 15 } = options;
  let since: number | null = null;
  return stepUntil(
    page,
    (s) => {
      if (absDeg(entityById(s, entityId)) >= maxDeg) {
        since = null;
        return false;
      }
      since ??= s.time;
      return s.time - since >= holdSeconds;
    },
    simSeconds,
    { description: `entity ${entityId} settles within ${maxDeg}° for ${holdSeconds} s` },
  );
}

/** Presses Space and waits until the sim reports paused (or unpaused). */
export async function setPausedWithSpace(page: Page, paused: boolean): Promise<Snapshot> {
  const now = await snapshot(page);
  if (now.paused !== paused) await page.keyboard.press('Space');
  return stepUntil(page, (s) => s.paused === paused, 1, { description: `Space ${paused ? 'pauses' : 'resumes'}` });
}

/**
 * Waits, the game paused, until the camera is still: its centre, zoom and free rectangle the same
 * to a tenth of a pixel over 5 animation frames in a row. Opening the panel narrows the play area, and the camera glides
 * to its new framing by wall time (at most 0.1 s of it a frame, so longer on a loaded machine): a
 * drag aimed at screen points read mid-glide lands elsewhere in the world.
 */
export async function waitForStillCamera(page: Page): Promise<void> {
  const still = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        type Camera = { pixelsPerMetre: number; zoom: number; centre: [number, number]; free: Record<string, number> };
        // To a tenth of a pixel: the glide nears its end exponentially, so the last bits never stop changing.
        const tenth = (px: number) => Math.round(px * 10) / 10 + 0;
        const camera = () => {
          const { pixelsPerMetre, zoom, centre, free } = (window as unknown as { pidDemo: { camera(): Camera } }).pidDemo.camera();
          return JSON.stringify([
            tenth(pixelsPerMetre * 1000),
            tenth(zoom * 1000),
            ...centre.map((m) => tenth(m * pixelsPerMetre)),
            ...Object.values(free).map(tenth),
          ]);
        };
        const deadline = performance.now() + 10_000;
        let last = camera();
        let same = 0;
        const look = () => {
          const now = camera();
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 5) resolve(true);
          else if (performance.now() > deadline) resolve(false);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  if (!still) throw new Error('the camera did not come to rest within 10 s with the game paused');
}

/**
 * Waits until the framing is still: the free rectangle between the overlays has not moved for
 * 150 ms. A new hint or message resizes the HUD and the world glides clear of it for a moment; a
 * test that reads screen positions and then presses on them must not do it mid-glide.
 */
export async function waitForStillFraming(page: Page): Promise<void> {
  // Only the free rectangle: the camera itself may keep following the action (the opening's hopping target).
  const free = () =>
    page.evaluate(() => JSON.stringify((window as unknown as { pidDemo: { camera(): { free: unknown } } }).pidDemo.camera().free));
  const deadline = Date.now() + 10_000;
  let last = await free();
  for (;;) {
    await page.waitForTimeout(150);
    const now = await free();
    if (now === last) return;
    if (Date.now() > deadline) throw new Error(`the framing did not settle within 10 s: ${now}`);
    last = now;
  }
}

/**
 * Waits until target `targetId` keeps its place on screen (moves less than 0.25 px in 150 ms) and
 * returns that snapshot. The camera glides on the wall clock to frame a new body (an entity added
 * with C): pressing where a target was a moment before grabs it off its centre, and a grabbed
 * target keeps that offset from the pointer.
 */
export async function waitForStillTarget(page: Page, targetId: string): Promise<Snapshot> {
  const deadline = Date.now() + 10_000;
  const where = (snap: Snapshot): readonly number[] => snap.targets.find((t) => t.id === targetId)?.screen ?? [Number.NaN, Number.NaN];
  let last = await snapshot(page);
  for (;;) {
    await page.waitForTimeout(150);
    const now = await snapshot(page);
    const [x0, y0] = where(last) as [number, number];
    const [x1, y1] = where(now) as [number, number];
    if (Math.hypot(x1 - x0, y1 - y0) < 0.25) return now;
    if (Date.now() > deadline)
      throw new Error(`target ${targetId} did not keep still on screen within 10 s: at ${x1.toFixed(1)}, ${y1.toFixed(1)}`);
    last = now;
  }
}

/**
 * Waits until the comparison a link or file opened is on screen: its runs are played again between
 * frames (the opening dialog shows how far it has come), at most `timeout` ms of wall time (a
 * guard against a hang: the page plays a slice every frame). No opening under way is not enough: on
 * a loaded machine the page answers before the link's opening has begun.
 */
export async function waitForOpenedComparison(page: Page, timeout = 120_000): Promise<void> {
  await page.waitForFunction(
    () =>
      window.pidDemo !== undefined && window.pidDemo.snapshot().opening === null && window.pidDemo.snapshot().timeline?.comparing === true,
    undefined,
    { timeout, polling: 100 },
  );
}
