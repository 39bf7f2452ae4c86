import { expect, test, type Page } from '@playwright/test';
import type { BenchResult } from '../src/app/instruments/BenchMeter';
import { collectConsoleProblems } from './helpers/page';
import { waitForFrames } from './helpers/waits';

/** Steps both runs end at: 4 s of simulated time, enough for the crowd to collide. */
const STEPS = 240;
const ENTITIES = 150;
/** Where the runs change a setting: 2 s in. */
const HALF = 120;
/** The page tells the Worker of a changed setting the frame after its intent (src/game/bench/BenchMode.ts): more than that. */
const SETTINGS_FRAMES = 20;

/** The page's hooks this test uses (window.pidDemo, window.pidBench). */
interface Hooks {
  pidDemo: { stepFixed(n: number): unknown; benchResult(): unknown };
  pidBench: { crowdState(): Promise<{ steps: number; words: number[] }> };
}

/** The crowd's state once the Worker (or the page) has run every step of the page's clock. */
function crowdState(page: Page): Promise<{ steps: number; words: number[] }> {
  return page.evaluate(() => (window as unknown as Hooks).pidBench.crowdState());
}

/**
 * Pauses the benchmark crowd at once, steps it to HALF fixed steps, runs `change` (if any) and
 * lets SETTINGS_FRAMES frames pass (the Worker is told of changed settings the frame after), then
 * steps on to exactly STEPS; the crowd's state as 32-bit words.
 */
async function crowdAfterSteps(page: Page, url: string, change?: () => Promise<void>): Promise<{ steps: number; words: number[] }> {
  await page.goto(url);
  await page.waitForFunction(() => 'pidBench' in window && 'pidDemo' in window, null, { timeout: 30_000 });
  // stepFixed pauses first; then the page's clock has run `steps` (the Worker may still be catching up).
  await page.evaluate(() => (window as unknown as Hooks).pidDemo.stepFixed(1));
  const { steps } = await crowdState(page);
  expect(steps, 'paused before the common end').toBeLessThan(HALF);
  await page.evaluate((n) => (window as unknown as Hooks).pidDemo.stepFixed(n), HALF - steps);
  await crowdState(page);
  if (change) {
    await change();
    await waitForFrames(page, SETTINGS_FRAMES);
  }
  await page.evaluate((n) => (window as unknown as Hooks).pidDemo.stepFixed(n), STEPS - HALF);
  return crowdState(page);
}

/** The turn-rate toggle (every entity fast ↔ slow), by its key. */
async function toggleTurnRate(page: Page): Promise<void> {
  await page.keyboard.press('t');
  await expect(page.locator('#hud')).toContainText('π rad/s² (180 °/s²)');
}

// Stepped, not timed: the Worker is told of the changed setting the frame after, and the test waits 20 (counted, not timed).
test('the crowd simulated in a Web Worker ends in the same state, bit for bit, as on the page, with a setting changed mid-run', async ({
  browser,
}) => {
  // Three pages, each loading and stepping a crowd: about 15 s alone on a quiet 2-core machine.
  test.setTimeout(150_000);
  // Pages of their own (not the fixture's), closed at the end, pass or fail: left open, their crowds
  // went on drawing for the rest of the suite in the same browser and slowed every later test.
  const worker = await browser.newPage();
  const main = await browser.newPage();
  const unchanged = await browser.newPage();
  try {
    const problems = [collectConsoleProblems(worker), collectConsoleProblems(main), collectConsoleProblems(unchanged)];

    // Both toggle the turn rate 2 s in (every entity fast → slow): the Worker gets the change as a
    // message before its next batch of steps, the page's crowd at the same step.
    const inWorker = await crowdAfterSteps(worker, `/?bench=${ENTITIES}`, () => toggleTurnRate(worker));
    const onPage = await crowdAfterSteps(main, `/?bench=${ENTITIES}&thread=main`, () => toggleTurnRate(main));
    const without = await crowdAfterSteps(unchanged, `/?bench=${ENTITIES}`);
    await expect(worker.getByRole('region', { name: 'Benchmark' })).toContainText(
      `Benchmark: ${ENTITIES} entities (canvas) · simulated in a Web Worker`,
    );
    await expect(main.getByRole('region', { name: 'Benchmark' })).toContainText(
      `Benchmark: ${ENTITIES} entities (canvas) · simulated on the page`,
    );

    expect(inWorker.steps).toBe(STEPS);
    expect(onPage.steps).toBe(STEPS);
    // 7 numbers of 2 words per entity (position, angle, velocity, spin, thrust).
    expect(inWorker.words).toHaveLength(ENTITIES * 7 * 2);
    expect(inWorker.words).toEqual(onPage.words);
    // The change did reach the Worker's crowd: slow turns took other paths.
    expect(inWorker.words).not.toEqual(without.words);

    // Paused stays paused: no step runs in the Worker without the page's clock, frames pass as they may.
    await waitForFrames(worker, SETTINGS_FRAMES);
    expect((await crowdState(worker)).words).toEqual(inWorker.words);
    // A single step moves the crowd.
    await worker.evaluate(() => (window as unknown as Hooks).pidDemo.stepFixed(1));
    const stepped = await crowdState(worker);
    expect(stepped.steps).toBe(STEPS + 1);
    expect(stepped.words).not.toEqual(inWorker.words);

    for (const p of problems) expect(p.messages).toEqual([]);
  } finally {
    await Promise.all([worker.close(), main.close(), unchanged.close()]);
  }
});

// @realtime: the Worker's pace against real time, measured over a window of wall time.
test(
  'running, the Worker keeps the crowd moving at up to real time and the benchmark measures its steps',
  { tag: '@realtime' },
  async ({ page }) => {
    const problems = collectConsoleProblems(page);
    await page.goto('/?bench=150');
    const panel = page.getByRole('region', { name: 'Benchmark' });
    await expect(panel).toContainText(/done: (a|not a) steady 60 fps/, { timeout: 45_000 });
    const result = (await page.evaluate(
      () => JSON.parse(JSON.stringify((window as unknown as Hooks).pidDemo.benchResult())) as unknown,
    )) as BenchResult;
    expect(result.entities).toBe(150);
    expect(result.stepsPerFrame).toBeGreaterThan(0);
    expect(result.simSpeed).toBeGreaterThan(0.2);
    expect(result.simSpeed).toBeLessThanOrEqual(1.05);
    // The steps ran in the Worker and took time there.
    expect(result.simMsPerFrame.mean).toBeGreaterThan(0);
    expect(result.drawMsPerFrame.mean).toBeGreaterThan(0);
    // The crowd drawn is behind the clock by whole steps, never more than the clock lets it fall (5
    // steps not sent yet) plus two batches in flight of at most 5 steps each.
    expect(Number.isInteger(result.lagSteps.max)).toBe(true);
    expect(result.lagSteps.median).toBeGreaterThanOrEqual(0);
    expect(result.lagSteps.max).toBeLessThanOrEqual(15);
    await expect(panel.getByRole('row', { name: /lag behind the clock/ })).toContainText(
      `${result.lagSteps.median} / ${result.lagSteps.max} steps`,
    );
    expect(problems.messages).toEqual([]);
  },
);
