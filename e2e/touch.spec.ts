import { expect, test } from '@playwright/test';
import { distance, entityOfType, occupiedScreenPoints, openDemo, pointAround, saveScreenshot, snapshot, targetOf, touchDrag, waitForSim } from './helpers';

test.use({ hasTouch: true });

test('touch: dragging a target with a finger moves it, and the entity turns toward it', async ({ page }, testInfo) => {
  const problems = await openDemo(page);
  await page.keyboard.press('1');
  await waitForSim(page, (s) => s.mode === 'track', 1, { description: 'mode is track after pressing 1' });

  const before = await snapshot(page);
  const character = entityOfType(before, 'character');
  const target = targetOf(before, character.id);
  const destination = await pointAround(page, character.screen, target.screen, 90, { avoid: occupiedScreenPoints(before).filter((p) => p !== target.screen) });
  await touchDrag(page, [target.screen, destination], { stepsPerLeg: 10 });

  const after = await snapshot(page);
  const moved = targetOf(after, character.id);
  expect(distance(moved.screen, destination), 'the target is where the finger lifted').toBeLessThan(8);
  expect(distance(moved.position, target.position), 'the target moved in the world (m)').toBeGreaterThan(1);

  // The character turns to face the new target.
  await waitForSim(page, (s) => Math.abs(entityOfType(s, 'character').headingErrorDeg) < 5, 6, { description: 'character faces the moved target' });
  await saveScreenshot(page, testInfo, 'touch-dragged');
  expect(problems.messages).toEqual([]);
});
