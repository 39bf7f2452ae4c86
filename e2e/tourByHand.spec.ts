/**
 * A tour step done by hand leaks nothing into the next (issue 39): step 4's instruction carried out
 * through the panel, applied to all entities (not with the card's button), then Next: step 5 runs
 * with the corrected arithmetic, the documented turn rate and time scale, as after the button.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems } from './helpers/page';
import { chooseOption, setTimeScale } from './helpers/panel';
import { snapshot, type Snapshot } from './helpers/snapshot';
import { stepUntil } from './helpers/waits';

type Controller = { type: string; arithmetic?: string };
const controllerOf = (snap: Snapshot, id: string): Controller =>
  (snap.entities.find((e) => e.id === id) as unknown as { controller: Controller }).controller;

/** Step 5 as it starts: every entity's controller and turn rate, and the time scale. */
async function stepFiveAfter(page: Page, byHand: boolean): Promise<unknown> {
  const problems = collectConsoleProblems(page);
  await page.goto('/?tour=4');
  await stepUntil(page, (s) => s.tour?.id === 'as-published', 5, { description: 'step 4' });
  if (byHand) {
    await chooseOption(page, '#panel-apply-to', 'all entities');
    await chooseOption(page, '#panel-arithmetic', "as published (article's C++)");
    await stepUntil(page, (s) => controllerOf(s, 'missile-1').arithmetic === 'as-published', 2, { description: 'switched by hand' });
    await setTimeScale(page, 0.5);
  } else {
    await page.locator('#tour-action').click();
    await stepUntil(page, (s) => controllerOf(s, 'missile-1').arithmetic === 'as-published', 2, { description: 'switched by the button' });
  }
  await page.locator('#tour-next').click();
  const five = await stepUntil(page, (s) => s.tour?.id === 'time-optimal', 3, { description: 'step 5' });
  expect(problems.messages).toEqual([]);
  return {
    timeScale: five.timeScale,
    entities: five.entities.map((e) => ({
      id: e.id,
      controller: controllerOf(five, e.id),
      maxAngularAcceleration: e.maxAngularAcceleration,
    })),
  };
}

test('tour step 4 done by hand through the panel: step 5 starts as it does after the card’s button', async ({ page }) => {
  const withButton = await stepFiveAfter(page, false);
  const byHand = await stepFiveAfter(page, true);
  expect(byHand).toEqual(withButton);
  const five = await snapshot(page);
  expect(five.entities.every((e) => controllerOf(five, e.id).arithmetic !== 'as-published')).toBe(true);
});
