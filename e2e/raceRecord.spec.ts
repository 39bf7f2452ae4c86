/**
 * A finished race's table is a record (issue 41): after a Seek race ends, dragging the target
 * round the racers (they turn, overshoot and hit again) changes nothing in the table, whose
 * caption says that it is kept.
 */
import { expect, test } from '@playwright/test';
import { clickControl } from './helpers/controls';
import { openDemo, saveScreenshot } from './helpers/page';
import { mouseDrag } from './helpers/pointer';
import { stepFor, stepUntil } from './helpers/waits';

test.use({ viewport: { width: 1280, height: 800 } });

test('after a Seek race ends, dragging the target changes nothing in its table', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const problems = await openDemo(page);
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
