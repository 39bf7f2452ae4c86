import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { heavyScene } from '../scripts/comparisonCases';
import { openPanel } from './helpers/controls';
import { openDemo } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { stepFor, waitForOpenedComparison } from './helpers/waits';

/**
 * What the game says it can share, it shares: runs longer than the minute the timeline keeps, each
 * played from the earliest moment kept, shared by link (the opening's scene) and by file (the heavy
 * scene, too large for a link: Share offers the file), and opened again with every run. The
 * comparison keeps its start while it lives, so Share writes it whole, from the step it began at.
 */

/**
 * Seconds recorded before the first run, and seconds each what-if run plays: both past the timeline's minute, within a comparison’s 65 s
 * (each run a snapshot’s interval past the minute, so that the minute kept moves past its branch).
 */
const RECORDED_S = 63;
const RUN_S = 64;

/** Sets a gain of the panel's controller (the panel open), as a player types it. */
async function setGain(page: Page, key: string, value: number): Promise<void> {
  const field = page.locator(`#panel-${key}`);
  await field.fill(String(value));
  await field.press('Enter');
}

/**
 * Records {@link RECORDED_S} s, then three what-if runs of {@link RUN_S} s, each from the earliest moment kept (Home): the turn rate, then
 * two gains.
 */
async function longRuns(page: Page): Promise<void> {
  await stepFor(page, RECORDED_S);
  const changes = [() => page.keyboard.press('t'), () => setGain(page, 'kd', 0), () => setGain(page, 'ki', 0)];
  for (const [i, change] of changes.entries()) {
    await page.keyboard.press('Home');
    if (i === 1) await openPanel(page);
    await change();
    await page.keyboard.press('a');
    await stepFor(page, RUN_S);
  }
  await page.keyboard.press('p');
}

/** The runs on the compare card, by name. */
function cardRuns(page: Page): Promise<string[]> {
  return page.locator('#compare-card thead th[scope=col] .compare-run-name').allTextContents();
}

/** What the opened comparison shows and holds against the sharer's: the runs, the bodies at the moment shown, the timeline's span. */
async function expectSameComparison(page: Page, runs: string[], sharer: Awaited<ReturnType<typeof snapshot>>): Promise<void> {
  await waitForOpenedComparison(page, 300_000);
  await expect(page.locator('#compare-card thead th[scope=col]')).toHaveCount(5);
  expect(await cardRuns(page)).toEqual(runs);
  const opened = await snapshot(page);
  expect(opened.timeline?.shownStep).toBe(sharer.timeline?.shownStep);
  expect(opened.entities.map((e) => [e.id, e.position, e.angle])).toEqual(sharer.entities.map((e) => [e.id, e.position, e.angle]));
  // Every run outlasts the timeline's minute: the comparison holds more than a minute from its start.
  expect((opened.timeline?.presentStep ?? 0) - (opened.timeline?.oldestStep ?? 0)).toBeGreaterThan(3600);
}

test.describe('a comparison whose runs outlast the timeline’s minute', () => {
  test.describe.configure({ timeout: 600_000 });

  test('shared by link, opens again with every run', async ({ page, browser }) => {
    const problems = await openDemo(page);
    await longRuns(page);
    // The card takes the last run with its next delivery of changes (a frame of the heavy scene may come later).
    await expect.poll(async () => (await cardRuns(page)).length).toBe(4);
    const runs = await cardRuns(page);
    const sharer = await snapshot(page);
    await page.locator('#share-settings').click();
    await expect(page.locator('#share-note')).toContainText('This link opens the comparison as it is now, all 4 runs from where they part');
    const link = await page.locator('#share-link').inputValue();
    const fresh = await browser.newPage();
    await fresh.goto(link);
    await expectSameComparison(fresh, runs, sharer);
    await fresh.close();
    expect(problems.messages).toEqual([]);
  });

  test('of the heavy scene, too large for a link, shared by file, opens again with every run', async ({ page, browser }) => {
    const problems = await openDemo(page);
    expect(
      await page.evaluate(
        (text) => (window as unknown as { pidDemo: { loadScene(text: string): { ok: boolean } } }).pidDemo.loadScene(text),
        heavyScene(),
      ),
    ).toEqual({ ok: true });
    await longRuns(page);
    // The card takes the last run with its next delivery of changes (a frame of the heavy scene may come later).
    await expect.poll(async () => (await cardRuns(page)).length).toBe(4);
    const runs = await cardRuns(page);
    const sharer = await snapshot(page);
    await page.locator('#share-settings').click();
    await expect(page.locator('#share-note')).toContainText('This comparison is too large for a link');
    const download = page.waitForEvent('download');
    await page.locator('#share-save-file').click();
    const text = readFileSync(await (await download).path(), 'utf8');
    expect(JSON.parse(text)).toHaveProperty('comparison.whatIfs');
    const fresh = await browser.newPage();
    await fresh.goto('/');
    await fresh.waitForFunction(() => window.pidDemo !== undefined);
    await fresh.setInputFiles('#scene-file-input', { name: 'comparison.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expectSameComparison(fresh, runs, sharer);
    await fresh.close();
    expect(problems.messages).toEqual([]);
  });
});
