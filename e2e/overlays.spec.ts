import { expect, test } from '@playwright/test';
import { openDemo, saveScreenshot } from './helpers/page';
import { stepFor } from './helpers/waits';
import { clickControl } from './helpers/controls';

test('? opens the help overlay and Escape closes it', async ({ page }, testInfo) => {
  const problems = await openDemo(page);
  const help = page.locator('#help');
  await expect(help).toBeHidden();
  await page.keyboard.press('?');
  await expect(help).toBeVisible();
  await expect(help).toContainText(/track/i);
  await saveScreenshot(page, testInfo, 'help-open');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  // The ? button opens it too.
  await page.click('#help-toggle');
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  expect(problems.messages).toEqual([]);
});

test('debug drawing toggles with D and with the button, while the sim runs, without console errors', async ({ page }, testInfo) => {
  const problems = await openDemo(page);
  const button = page.locator('#debug-toggle');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('d');
  await expect(button, 'D turns the debug overlay on').toHaveAttribute('aria-pressed', 'true');
  // Draw the overlay for a while in every mode.
  for (const key of ['1', '2', '3']) {
    await page.keyboard.press(key);
    await stepFor(page, 0.5);
  }
  await saveScreenshot(page, testInfo, 'debug-on');
  await page.keyboard.press('d');
  await expect(button, 'D turns it off').toHaveAttribute('aria-pressed', 'false');
  await stepFor(page, 0.3);
  await clickControl(page, '#debug-toggle');
  await expect(button, 'the button turns it on').toHaveAttribute('aria-pressed', 'true');
  await stepFor(page, 0.5);
  await saveScreenshot(page, testInfo, 'debug-button');
  await clickControl(page, '#debug-toggle');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await stepFor(page, 0.3);
  expect(problems.messages).toEqual([]);
});

test('the challenge panel hides the race legend, which would show through it and past its edge', async ({ page }) => {
  const problems = await openDemo(page);
  await clickControl(page, '#race-toggle');
  const legend = page.locator('#race-legend');
  await expect(legend).toBeVisible();
  await clickControl(page, '#challenges-toggle');
  await expect(page.locator('#challenge-panel')).toBeVisible();
  await expect(legend).toBeHidden();
  await page.locator('#challenge-close').click();
  await expect(page.locator('#challenge-panel')).toBeHidden();
  await expect(legend, 'back when the panel closes, the race still on').toBeVisible();
  expect(problems.messages).toEqual([]);
});

test('the race legend and the HUD say what the racers do: the same target, or in a Hunt a target of their own', async ({ page }) => {
  const problems = await openDemo(page);
  await clickControl(page, '#race-toggle');
  const subtitle = page.locator('#race-legend .race-subtitle');
  const mode = page.locator('#hud dd.hud-mode');
  await expect(subtitle).toHaveText('the same target, from an arc round it · K ends it');
  await expect(mode).toHaveText('Race · Seek (move to target)');
  await clickControl(page, '#hunt-toggle');
  await expect(subtitle).toHaveText('each hunting a moving target of its own · K ends it');
  await expect(mode).toHaveText('Race · Hunt · Seek (move to target)');
  await clickControl(page, '#hunt-toggle');
  await expect(subtitle).toHaveText('the same target, from an arc round it · K ends it');
  await expect(mode).toHaveText('Race · Seek (move to target)');
  expect(problems.messages).toEqual([]);
});
