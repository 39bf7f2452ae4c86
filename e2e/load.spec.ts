import { expect, test } from '@playwright/test';
import { openDemo, saveScreenshot } from './helpers/page';
import { entityOfType, snapshot, targetOf } from './helpers/snapshot';

test('the page loads with a visible canvas, a missile and a character, and no console errors', async ({ page }, testInfo) => {
  const problems = await openDemo(page);

  const canvas = page.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box, 'canvas has a layout box').not.toBeNull();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  expect(box?.height ?? 0).toBeGreaterThan(200);

  const snap = await snapshot(page);
  expect(snap.paused).toBe(false);
  expect(['track', 'seek', 'path']).toContain(snap.mode);
  const missile = entityOfType(snap, 'missile');
  const character = entityOfType(snap, 'character');
  // The opening: a fast and a slow missile and a character chase one target.
  expect(snap.entities.filter((e) => e.type === 'missile')).toHaveLength(2);
  expect(character.type).toBe('character');
  expect(snap.targets).toHaveLength(1);
  expect(targetOf(snap, missile.id).id).toBe(snap.targets[0]!.id);
  await expect(page.locator('#hud')).toBeVisible();

  // Let the scene run a little so that errors raised while drawing are caught too.
  await page.waitForTimeout(500);
  await saveScreenshot(page, testInfo, 'loaded');
  expect(problems.messages).toEqual([]);
});
