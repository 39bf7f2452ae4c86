import { expect, test } from '@playwright/test';
import { pointAround } from './helpers/canvasPoints';
import { distance } from './helpers/geometry';
import { openDemo, saveScreenshot } from './helpers/page';
import { touchDrag, touchPinch } from './helpers/pointer';
import { entityById, entityOfType, occupiedScreenPoints, screenSpan, snapshot, targetOf, worldSpan } from './helpers/snapshot';
import { setPausedWithSpace, stepUntil } from './helpers/waits';

test.use({ hasTouch: true });

test('touch: dragging a target with a finger moves it, and the entity turns toward it', async ({ page }, testInfo) => {
  const problems = await openDemo(page);
  await page.keyboard.press('1');
  await stepUntil(page, (s) => s.mode === 'track', 1, { description: 'mode is track after pressing 1' });

  // A character added with C gets a target of its own (the opening's entities share one).
  const opening = await snapshot(page);
  await page.keyboard.press('c');
  const before = await stepUntil(page, (s) => s.entities.length === opening.entities.length + 1, 1, { description: 'C adds a character' });
  const character = before.entities[before.entities.length - 1]!;
  expect(character.type).toBe('character');
  await stepUntil(page, (s) => Math.abs(entityById(s, character.id).headingErrorDeg) < 2, 6, {
    description: 'the added character faces its target',
  });
  const target = targetOf(await snapshot(page), character.id);
  const destination = await pointAround(page, character.screen, target.screen, 90, {
    avoid: occupiedScreenPoints(before).filter((p) => p !== target.screen),
  });
  await touchDrag(page, [target.screen, destination], { stepsPerLeg: 10, holdMs: 300 });

  const after = await snapshot(page);
  const moved = targetOf(after, character.id);
  expect(distance(moved.screen, destination), 'the target is where the finger lifted (px)').toBeLessThan(8);
  expect(distance(moved.position, target.position), 'the target moved in the world (m)').toBeGreaterThan(5);
  // The other entities' target did not move.
  const missile = entityOfType(before, 'missile');
  expect(targetOf(after, missile.id).position).toEqual(targetOf(before, missile.id).position);

  // The character turns to face the new target.
  await stepUntil(page, (s) => Math.abs(entityById(s, character.id).headingErrorDeg) < 5, 6, {
    description: 'character faces the moved target',
  });
  await saveScreenshot(page, testInfo, 'touch-dragged');
  expect(problems.messages).toEqual([]);
});

test('touch: a tap on an entity selects it, and a two-finger pinch zooms', async ({ page }, testInfo) => {
  const problems = await openDemo(page);
  await page.keyboard.press('1');
  await stepUntil(page, (s) => s.mode === 'track', 1, { description: 'mode is track after pressing 1' });
  const paused = await setPausedWithSpace(page, true);

  // Tap whichever entity is not selected.
  const other = paused.entities.find((e) => e.id !== paused.selectedId);
  if (!other) throw new Error('expected an unselected entity');
  await page.touchscreen.tap(other.screen[0], other.screen[1]);
  await expect.poll(async () => (await snapshot(page)).selectedId, { message: 'a tap selects the entity', timeout: 5000 }).toBe(other.id);

  // Spread two fingers on empty canvas: the view zooms in (screen distances grow, world ones do not).
  const before = await snapshot(page);
  const centre: [number, number] = [
    (entityOfType(before, 'missile').screen[0] + entityOfType(before, 'character').screen[0]) / 2 + 150,
    (entityOfType(before, 'missile').screen[1] + entityOfType(before, 'character').screen[1]) / 2,
  ];
  await touchPinch(page, centre, 100, 180);
  const after = await snapshot(page);
  expect(after.time, 'still paused').toBe(before.time);
  expect(worldSpan(after)).toBeCloseTo(worldSpan(before), 9);
  expect(screenSpan(after) / screenSpan(before), 'pinching out zooms in').toBeGreaterThan(1.3);
  await saveScreenshot(page, testInfo, 'pinched');
  expect(problems.messages).toEqual([]);
});
