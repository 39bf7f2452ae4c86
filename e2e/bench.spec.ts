import { expect, test, type Page } from '@playwright/test';
import type { BenchResult } from '../src/app/instruments/BenchMeter';
import type { Summary } from '../src/sim/math/statistics';
import { collectConsoleProblems } from './helpers/page';
import { entityOfType, snapshot } from './helpers/snapshot';
import { stepFor, stepUntil } from './helpers/waits';

async function benchResult(page: Page): Promise<BenchResult | null> {
  return page.evaluate(() => {
    const demo = (window as unknown as { pidDemo?: { benchResult(): unknown } }).pidDemo;
    const result = demo ? demo.benchResult() : null;
    return result === null ? null : (JSON.parse(JSON.stringify(result)) as unknown);
  }) as Promise<BenchResult | null>;
}

function expectSummary(summary: Summary, name: string): void {
  for (const key of ['median', 'p95', 'mean', 'max'] as const) {
    expect(Number.isFinite(summary[key]), `${name}.${key} is finite`).toBe(true);
    expect(summary[key], `${name}.${key} ≥ 0`).toBeGreaterThanOrEqual(0);
  }
  expect(summary.p95, `${name}: p95 ≥ median`).toBeGreaterThanOrEqual(summary.median);
  expect(summary.max, `${name}: max ≥ p95`).toBeGreaterThanOrEqual(summary.p95);
}

// @realtime: the benchmark measures frames over a window of wall time.
test(
  '?bench=N&thread=main fills the world with N looping entities, measures the frames and shows the figures',
  { tag: '@realtime' },
  async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const entities = 150;
    // On the page's thread, so that the snapshot sees the crowd (crowdWorker.spec.ts: the Worker's),
    // with a warm-up of 3 s instead of 2.
    await page.goto(`/?bench=${entities}&thread=main&warmup=3`);

    const panel = page.getByRole('region', { name: 'Benchmark' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(`Benchmark: ${entities} entities (canvas) · simulated on the page · measured after 3 s`);
    // The playground's first-visit hint and the tour's offer do not fit a crowd being measured.
    await expect(page.locator('#hint')).toHaveClass(/\bgone\b/);
    await expect(page.locator('#tour-offer')).toBeHidden();

    // The crowd is real: N entities in the simulation, following their looping paths.
    const first = await stepUntil(page, (s) => s.entities.length === entities && s.time > 0.2, 30, {
      description: 'the crowd is loaded and running',
    });
    expect(first.mode).toBe('path');
    const later = await stepFor(page, 1);
    const moved = later.entities.filter((e) => {
      const before = first.entities.find((b) => b.id === e.id);
      return before !== undefined && Math.hypot(e.position[0] - before.position[0], e.position[1] - before.position[1]) > 0.5;
    });
    expect(moved.length, 'entities that moved over a simulated second').toBeGreaterThan(entities * 0.9);
    expect(
      later.entities.every((e) => e.path.length > 0 && e.mode === 'followPath'),
      'every entity follows its path',
    ).toBe(true);

    // 2 s warm-up + 5 s window, however slow this machine draws.
    await expect.poll(() => benchResult(page), { timeout: 45_000, intervals: [500] }).not.toBeNull();
    const result = (await benchResult(page)) as BenchResult;
    expect(result.entities).toBe(entities);
    expect(result.renderer).toBe('canvas');
    expect(result.frames).toBeGreaterThan(10);
    expect(result.windowSeconds).toBeGreaterThanOrEqual(4.9);
    expect(result.fps).toBeCloseTo(result.frames / result.windowSeconds, 6);
    expectSummary(result.frameMs, 'frameMs');
    expectSummary(result.simMsPerFrame, 'simMsPerFrame');
    expectSummary(result.drawMsPerFrame, 'drawMsPerFrame');
    expectSummary(result.renderMsPerFrame, 'renderMsPerFrame');
    // Time was really simulated and drawn in the window.
    expect(result.simMsPerFrame.mean).toBeGreaterThan(0);
    expect(result.drawMsPerFrame.mean).toBeGreaterThan(0);
    expect(result.stepsPerFrame).toBeGreaterThan(0);
    expect(result.simSpeed).toBeGreaterThan(0);
    expect(result.simSpeed).toBeLessThanOrEqual(1.05);
    // Simulated on the page, the crowd drawn is never behind the clock.
    expect(result.lagSteps.max).toBe(0);

    // The panel shows the same figures.
    await expect(panel).toContainText(/done: (a|not a) steady 60 fps/);
    // On a desktop it is a panel at the right-hand side, and the camera frames the crowd left of it.
    const panelBox = (await panel.boundingBox()) as { x: number; y: number; width: number; height: number };
    const underPanel = (await snapshot(page)).entities.filter(
      (e) => e.screen[0] > panelBox.x && e.screen[1] < panelBox.y + panelBox.height,
    );
    expect(underPanel.map((e) => e.id)).toEqual([]);
    await expect(panel.getByRole('row', { name: /^fps/ })).toContainText(result.fps.toFixed(1));
    await expect(panel.getByRole('row', { name: /steps per frame/ })).toContainText(result.stepsPerFrame.toFixed(2));
    expect(problems.messages).toEqual([]);
  },
);

test('a bad ?bench= value is refused with a message naming the parameter and range, and the game starts normally', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/?bench=0x10');

  const alert = page.getByRole('alert').filter({ hasText: 'Benchmark not started' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('?bench= must be an integer from 1 to 10000 (entities); got "0x10"');

  // The opening scene, running.
  const snap = await stepUntil(page, (s) => s.time > 0.5, 30, { description: 'the game runs' });
  expect(snap.entities).toHaveLength(3);
  entityOfType(snap, 'missile');
  entityOfType(snap, 'character');
  expect(await benchResult(page)).toBeNull();
  // A normal start: the first-visit hint and the tour's offer are there.
  await expect(page.locator('#hint')).not.toHaveClass(/\bgone\b/);
  await expect(page.locator('#tour-offer')).toBeVisible();

  await alert.getByRole('button', { name: 'Close' }).click();
  await expect(alert).toHaveCount(0);
  expect((await snapshot(page)).entities).toHaveLength(3);

  // A bad warm-up is refused the same way.
  await page.goto('/?bench=10&warmup=-1');
  await expect(page.getByRole('alert').filter({ hasText: 'Benchmark not started' })).toContainText(
    '&warmup= must be a number of seconds from 0 to 600 (the warm-up before the measured window); got "-1"',
  );
  expect((await stepUntil(page, (s) => s.time > 0.2, 30, { description: 'the game runs' })).entities).toHaveLength(3);
  expect(problems.messages).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the benchmark panel sits along the bottom, clear of the HUD, and the camera frames the crowd above it', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const entities = 60;
    await page.goto(`/?bench=${entities}&thread=main`);
    const panel = page.getByRole('region', { name: 'Benchmark' });
    await expect(panel).toBeVisible();
    await stepUntil(page, (s) => s.entities.length === entities && s.time > 1, 30, {
      description: 'the crowd is loaded and the camera has made room',
    });

    const panelBox = (await panel.boundingBox()) as { x: number; y: number; width: number; height: number };
    const hudBox = (await page.locator('#hud').boundingBox()) as { x: number; y: number; width: number; height: number };
    // Once it covered the HUD's top line.
    expect(panelBox.y, 'the panel starts below the HUD').toBeGreaterThan(hudBox.y + hudBox.height);
    expect(panelBox.y + panelBox.height / 2, 'the panel is in the lower half').toBeGreaterThan(844 / 2);

    // Every entity is drawn between the HUD and the panel (their loops keep them near their start).
    const snap = await snapshot(page);
    const covered = snap.entities.filter((e) => e.screen[1] > panelBox.y || e.screen[1] < hudBox.y + hudBox.height);
    expect(covered.map((e) => e.id)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});
