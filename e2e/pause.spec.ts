import { expect, test } from '@playwright/test';
import { openDemo, saveScreenshot } from './helpers/page';
import { FIXED_STEP, snapshot } from './helpers/snapshot';
import { stepUntil, watchRealTime } from './helpers/waits';

// @realtime: the clock itself is under test (frozen while paused, running by itself again after).
test('pause freezes sim time, N advances exactly one fixed step, unpausing resumes', { tag: '@realtime' }, async ({ page }, testInfo) => {
  const problems = await openDemo(page);

  await page.keyboard.press('Space');
  const paused = await stepUntil(page, (s) => s.paused, 1, { description: 'Space pauses' });
  const frozen = paused.time;
  // Wall-clock waits only here: time must not advance while paused.
  await page.waitForTimeout(1000);
  const later = await snapshot(page);
  expect(later.paused).toBe(true);
  expect(later.time, 'sim time is frozen while paused').toBe(frozen);

  // N: one fixed step, exactly.
  await page.keyboard.press('n');
  await expect.poll(async () => (await snapshot(page)).time, { timeout: 5000 }).toBeGreaterThan(frozen);
  await page.waitForTimeout(300); // and then stays put
  const stepped = await snapshot(page);
  expect(stepped.paused).toBe(true);
  expect(stepped.time - frozen).toBeCloseTo(FIXED_STEP, 9);

  // N again: another single step.
  await page.keyboard.press('n');
  await expect.poll(async () => (await snapshot(page)).time, { timeout: 5000 }).toBeGreaterThan(stepped.time);
  await page.waitForTimeout(300);
  expect((await snapshot(page)).time - frozen).toBeCloseTo(2 * FIXED_STEP, 9);
  await saveScreenshot(page, testInfo, 'paused');

  // The pause button resumes, and time flows again.
  await page.click('#pause');
  const resumed = await stepUntil(page, (s) => !s.paused, 1, { description: '#pause resumes' });
  // The clock itself is under test: time must flow again by itself.
  await watchRealTime(page, (s) => s.time > resumed.time + 0.5, 2, { description: 'sim time advances after unpausing' });

  // P pauses too.
  await page.keyboard.press('p');
  await stepUntil(page, (s) => s.paused, 1, { description: 'P pauses' });
  expect(problems.messages).toEqual([]);
});
