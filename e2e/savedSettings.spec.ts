/**
 * Saved settings change only when the player changes a setting (issue 14): modes (the Hunt, a race,
 * the tour) and links apply their values for the session and never write the player's saved set.
 */
import { expect, test, type Page } from '@playwright/test';
import { clickControl } from './helpers/controls';
import { collectConsoleProblems, openDemo } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { stepFor, stepUntil } from './helpers/waits';

const STORAGE_KEY = 'pid-steering/settings';

async function stored(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
}

test('toggling the Hunt on and off, a race and the tour save nothing', async ({ page }) => {
  const problems = await openDemo(page);
  await page.keyboard.press('h');
  await stepUntil(page, (s) => s.hunt, 1, { description: 'the Hunt runs' });
  await stepFor(page, 2);
  await page.keyboard.press('h');
  await stepUntil(page, (s) => !s.hunt, 1, { description: 'the Hunt ends' });
  await clickControl(page, '#race-toggle');
  await stepUntil(page, (s) => s.race, 1, { description: 'a race runs' });
  await stepFor(page, 1);
  await clickControl(page, '#race-toggle');
  await page.keyboard.press('u');
  await stepUntil(page, (s) => s.tour !== null, 1, { description: 'the tour runs' });
  await page.locator('#tour-action').click();
  await stepFor(page, 1);
  await page.locator('#tour-leave').click();
  await stepUntil(page, (s) => s.tour === null, 1, { description: 'the tour ends' });
  // Well past the save delay (400 ms of wall time).
  await page.waitForTimeout(800);
  expect(await stored(page), 'nothing saved').toBeNull();
  expect(problems.messages).toEqual([]);
});

test("a preset link and the Hunt do not write over the player's saved settings", async ({ page }) => {
  // The player's own saved settings: a low turn rate and a changed gain.
  const problems = await openDemo(page);
  await page.keyboard.press('t');
  await page.keyboard.press('t');
  await stepUntil(page, (s) => s.entities.every((e) => Math.abs(e.maxAngularAcceleration - Math.PI) < 1e-9), 1, {
    description: 'everyone at π',
  });
  await expect.poll(() => stored(page), { message: 'the player’s change is saved', timeout: 5000 }).not.toBeNull();
  const saved = await stored(page);

  // The same browser opens a link with the article's preset, and presses H twice.
  const linked = await page.context().newPage();
  const linkProblems = collectConsoleProblems(linked);
  await linked.goto('/?preset=original');
  await linked.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object');
  await stepUntil(linked, (s) => s.time > 0.2 && s.timeBase === 'original', 5, { description: 'the link applies the original preset' });
  await linked.keyboard.press('h');
  await stepUntil(linked, (s) => s.hunt, 1, { description: 'the Hunt runs' });
  await linked.keyboard.press('h');
  await stepUntil(linked, (s) => !s.hunt, 1, { description: 'the Hunt ends' });
  await linked.waitForTimeout(800);
  expect(await stored(linked), "the player's saved settings are untouched").toBe(saved);
  expect((await snapshot(linked)).entities.length).toBeGreaterThan(0);
  await linked.close();
  expect(problems.messages).toEqual([]);
  expect(linkProblems.messages).toEqual([]);
});
