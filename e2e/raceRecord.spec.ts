/**
 * A race's table belongs to its race. A finished race's table is a record (issue 41): after a
 * Seek race ends, dragging the target round the racers (they turn, overshoot and hit again)
 * changes nothing in the table, whose caption says that it is kept. And a play started over the
 * race is not described by the race's rows (issue 50): More › Hunt gives a table of the Hunt's own,
 * whose hits are the status box's; Intercept on top shows no racers' table over its three missiles.
 * One page for both.
 */
import { expect, test, type Page } from '@playwright/test';
import { clickControl } from './helpers/controls';
import { openDemo, saveScreenshot, type ConsoleProblems } from './helpers/page';
import { mouseDrag } from './helpers/pointer';
import { stepFor, stepUntil } from './helpers/waits';

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

let page: Page;
let problems: ConsoleProblems;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, baseURL: test.info().project.use.baseURL });
  problems = await openDemo(page);
});

test.afterAll(async () => {
  await page.close();
});

test('after a Seek race ends, dragging the target changes nothing in its table', async () => {
  test.setTimeout(120_000);
  const testInfo = test.info();
  await page.keyboard.press('2');
  await clickControl(page, '#race-toggle');
  await stepUntil(page, (s) => s.raceResults?.complete === true, 70, { description: 'the race ends' });
  const table = page.locator('#race-results');
  await expect(table.locator('caption')).toContainText('kept as they stood');
  const before = await table.innerText();
  // Drag the target back and forth across the play area, through and behind the racers.
  const box = await page.locator('#game canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const at = (fx: number, fy: number): [number, number] => [box.x + box.width * fx, box.y + box.height * fy];
  for (let i = 0; i < 3; i++) await mouseDrag(page, [at(0.3, 0.5), at(0.7, 0.3), at(0.6, 0.7), at(0.35, 0.4)]);
  await stepFor(page, 8);
  expect(await table.innerText()).toBe(before);
  await saveScreenshot(page, testInfo, 'race-record-1280');
  expect(problems.messages).toEqual([]);
});

test('?play=race, then More › Hunt: the Hunt’s own table, its hits the status box’s; then Intercept: no racers’ table', async () => {
  test.setTimeout(120_000);
  const testInfo = test.info();
  await page.goto('/?play=race');
  await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object');
  await stepUntil(page, (s) => s.raceResults?.complete === true, 70, { description: 'the race ends' });
  const legend = page.locator('#race-legend');
  const table = page.locator('#race-results');
  await clickControl(page, '#hunt-toggle');
  await expect(page.locator('#race-legend .race-subtitle')).toHaveText('each hunting a moving target of its own · K ends it');
  await expect(table.locator('caption')).toHaveText('Racers in the Hunt, timed from its start, hits since it began');
  await expect(table.locator('thead th')).toHaveText(['racer', 'first hit (s)', 'hits']);
  await stepUntil(page, (s) => s.hunt && s.hits >= 20, 60, { description: 'the Hunt scores 20 hits' });
  // Paused, the table and the status box settle on one moment, and agree.
  await page.keyboard.press('p');
  const still = await stepUntil(page, (s) => s.paused, 1, { description: 'paused' });
  const racers = still.raceResults?.rows.map((row) => row.id) ?? [];
  expect(racers.length).toBeGreaterThan(3);
  expect(still.raceResults?.rows.map((row) => row.hits)).toEqual(racers.map((id) => still.hitsByEntity[id] ?? 0));
  const hitsCells = racers.map((id) => table.locator(`tr[data-racer="${id}"] td`).last());
  await expect
    .poll(async () => Promise.all(hitsCells.map((cell) => cell.innerText())))
    .toEqual(racers.map((id) => String(still.hitsByEntity[id] ?? 0)));
  await expect(page.locator('#hud dd.hud-hits')).toContainText(`${still.hits} (`);
  await saveScreenshot(page, testInfo, 'race-then-hunt-1280');
  await page.keyboard.press('p');
  // Intercept on top: three missiles of its own, and the racers' table goes.
  await clickControl(page, '#intercept-toggle');
  const intercept = await stepUntil(page, (s) => s.entities.length === 3 && s.raceResults === null, 1, { description: 'Intercept plays' });
  expect(intercept.entities.map((e) => e.id)).toEqual(['pursuit', 'lead', 'prop-nav']);
  await expect(legend).toBeHidden();
  await stepFor(page, 2);
  await expect(legend).toBeHidden();
  await saveScreenshot(page, testInfo, 'race-hunt-intercept-1280');
  expect(problems.messages).toEqual([]);
});
