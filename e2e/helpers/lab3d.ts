/** The 3D lab (3d.html) in a browser test: opening it, its hook's snapshot, stepping its time. */
import { expect, type Page } from '@playwright/test';
import type { Lab3dSnapshot } from '../../src/lab3d/labHook';
import { collectConsoleProblems, type ConsoleProblems } from './page';

/** The lab's snapshot (src/lab3d/labHook.ts): angles in degrees, times in s, page positions in CSS px. */
export type LabSnapshot = Lab3dSnapshot;

/** The hook as a page sees it. */
type LabWindow = Window & { lab3d?: { stepFixed(count: number): LabSnapshot; snapshot(): LabSnapshot } };

/**
 * SwiftShader (the software WebGL of headless Chromium) warns when a canvas is read back, e.g. for a
 * screenshot ("GPU stall due to ReadPixels"): the driver's own notice, not the page's.
 */
const DRIVER_NOTICE = /GL Driver Message/;

/** The console's problems without the software renderer's notices. */
export function pageProblems(problems: ConsoleProblems): string[] {
  return problems.messages.filter((message) => !DRIVER_NOTICE.test(message));
}

/** Opens the lab (`query` appended to 3d.html) and waits for its hook; returns the console collector. */
export async function openLab(page: Page, query = ''): Promise<ConsoleProblems> {
  const problems = collectConsoleProblems(page);
  await page.goto(`/3d.html${query}`);
  await page.waitForFunction(() => typeof (window as LabWindow).lab3d === 'object', undefined, { timeout: 60_000 });
  await expect(page.locator('#lab-view canvas')).toBeVisible();
  return problems;
}

/** The lab's snapshot now. */
export function labSnapshot(page: Page): Promise<LabSnapshot> {
  return page.evaluate(() => (window as LabWindow).lab3d?.snapshot() as LabSnapshot);
}

/** Runs `steps` fixed steps at once (1/60 s each) and returns the snapshot after them. */
export function stepLab(page: Page, steps: number): Promise<LabSnapshot> {
  return page.evaluate((count) => (window as LabWindow).lab3d?.stepFixed(count) as LabSnapshot, steps);
}

/** Steps until `predicate` holds, at most `maxSeconds` of simulated time, 6 steps a look; fails naming `description`. */
export async function stepLabUntil(
  page: Page,
  predicate: (snap: LabSnapshot) => boolean,
  maxSeconds: number,
  description: string,
): Promise<LabSnapshot> {
  let snap = await labSnapshot(page);
  const deadline = snap.time + maxSeconds;
  while (!predicate(snap)) {
    if (snap.time > deadline)
      throw new Error(
        `${description}: not within ${maxSeconds} s of simulated time; last: ` +
          `${JSON.stringify({ time: snap.time, turn: snap.turn, target: snap.target })}`,
      );
    snap = await stepLab(page, 6);
  }
  return snap;
}

/** Pauses the lab's own clock by its Pause button (the tests then step time themselves). */
export async function pauseLab(page: Page, tap = false): Promise<void> {
  if (tap) await page.locator('#lab-pause').tap();
  else await page.locator('#lab-pause').click();
  await expect(page.locator('#lab-pause')).toHaveText('Play');
  expect((await labSnapshot(page)).paused).toBe(true);
}
