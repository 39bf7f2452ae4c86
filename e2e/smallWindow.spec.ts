/** Small windows degrade to a usable layout, down to 320×240 (issue 14): a real canvas, the game running, the controls reachable. */
import { expect, test } from '@playwright/test';
import { openDemo } from './helpers/page';
import { snapshot } from './helpers/snapshot';

test.use({ viewport: { width: 320, height: 240 } });

test('at 320×240 the canvas keeps most of the window, the entities are on it, and the mode and More buttons are reachable', async ({
  page,
}) => {
  const problems = await openDemo(page);
  const canvas = await page.locator('canvas').first().boundingBox();
  if (!canvas) throw new Error('no canvas');
  expect(canvas.width * canvas.height, 'canvas area (px²)').toBeGreaterThanOrEqual(0.6 * 320 * 240);
  expect(canvas.height).toBeGreaterThanOrEqual(200);
  const snap = await snapshot(page);
  const onCanvas = snap.entities.filter(
    ({ screen: [x, y] }) => x >= canvas.x && x <= canvas.x + canvas.width && y >= canvas.y && y <= canvas.y + canvas.height,
  );
  expect(onCanvas.length, 'entities drawn on the canvas').toBe(snap.entities.length);
  for (const id of ['#mode-track', '#menu-toggle']) {
    const box = await page.locator(id).boundingBox();
    expect(box, `${id} is on screen`).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(box!.y + box!.height).toBeLessThanOrEqual(240);
  }
  await page.locator('#mode-track').click();
  await expect.poll(async () => (await snapshot(page)).mode).toBe('track');
  expect(problems.messages).toEqual([]);
});
