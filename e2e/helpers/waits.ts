/**
 * Waiting in the browser tests. Waiting is done on simulated time (`snapshot().time`), never on
 * wall-clock time, so a slow machine (SwiftShader WebGL on 2 cores) changes how long a test takes,
 * not whether it passes.
 */
import type { Page } from '@playwright/test';
import { absDeg, entityById, snapshot, summarize, type Snapshot } from './snapshot';

/**
 * Waits until `predicate(snapshot)` holds, polling the page. Fails when more than `simSeconds` of
 * SIMULATED time pass first, or when `wallTimeoutMs` of wall time pass (sim time stalled).
 * The predicate runs in Node and may keep state between calls (e.g. "first exceeded, then fell").
 * Returns the first snapshot that satisfied it.
 */
export async function waitForSim(
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
      throw new Error(`${description}: not met within ${simSeconds} s of sim time (sim time ${first.time.toFixed(3)} → ${last.time.toFixed(3)} s); last snapshot: ${summarize(last)}`);
    }
    if (Date.now() > wallDeadline) {
      throw new Error(`${description}: not met within ${wallTimeoutMs} ms of wall time (sim time ${first.time.toFixed(3)} → ${last.time.toFixed(3)} s, paused=${last.paused}); last snapshot: ${summarize(last)}`);
    }
    await page.waitForTimeout(pollMs);
    last = await snapshot(page);
  }
}

/** Lets `simSeconds` of simulated time pass (the sim must be running). */
export async function advanceSim(page: Page, simSeconds: number): Promise<Snapshot> {
  const start = (await snapshot(page)).time;
  return waitForSim(page, (s) => s.time >= start + simSeconds, simSeconds + 1, { description: `advance ${simSeconds} s of sim time` });
}

/**
 * Waits until this entity's heading error stays below `maxDeg` for `holdSeconds` of sim time in a row.
 */
export async function waitUntilSettled(page: Page, entityId: string, options: { maxDeg?: number; holdSeconds?: number; simSeconds?: number } = {}): Promise<Snapshot> {
  const { maxDeg = 2, holdSeconds = 0.5, simSeconds = 15 } = options;
  let since: number | null = null;
  return waitForSim(
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
  return waitForSim(page, (s) => s.paused === paused, 1, { description: `Space ${paused ? 'pauses' : 'resumes'}` });
}

/**
 * Waits until the framing is still: the free rectangle between the overlays has not moved for
 * 150 ms. A new hint or message resizes the HUD and the world glides clear of it for a moment; a
 * test that reads screen positions and then presses on them must not do it mid-glide.
 */
export async function waitForStillFraming(page: Page): Promise<void> {
  // Only the free rectangle: the camera itself may keep following the action (the opening's hopping target).
  const free = () => page.evaluate(() => JSON.stringify((window as unknown as { pidDemo: { camera(): { free: unknown } } }).pidDemo.camera().free));
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
    if (Date.now() > deadline) throw new Error(`target ${targetId} did not keep still on screen within 10 s: at ${x1.toFixed(1)}, ${y1.toFixed(1)}`);
    last = now;
  }
}
