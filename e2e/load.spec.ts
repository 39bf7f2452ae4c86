import { expect, test } from '@playwright/test';
import { collectConsoleProblems, openDemo, saveScreenshot } from './helpers/page';
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

test('the page draws with Canvas from a Phaser without WebGL; ?renderer=webgl loads the second build and draws with WebGL', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    );
  const context = () =>
    page.evaluate(() => ((document.querySelector('#game canvas') as HTMLCanvasElement).getContext('2d') === null ? 'webgl' : '2d'));
  // The game has stepped, so its canvas has its context.
  const runs = () =>
    page.waitForFunction(() => ((window as unknown as { pidDemo?: { snapshot(): { time: number } } }).pidDemo?.snapshot().time ?? 0) > 0);

  await page.goto('/');
  await runs();
  expect(await context()).toBe('2d');
  expect((await scripts()).filter((path) => path.includes('/webgl/'))).toEqual([]);

  await page.goto('/?renderer=webgl');
  await runs();
  expect(await context()).toBe('webgl');
  // The second build's entry and its Phaser (the one with WebGL) came from its folder.
  expect((await scripts()).filter((path) => /\/assets\/webgl\/(main|phaser-[\w-]+)\.js$/.test(path))).toHaveLength(2);
  // Software WebGL in headless Chromium reports GPU stalls as warnings (src/game/startGame.ts); nothing else.
  expect(problems.messages.filter((message) => !message.includes('GPU stall'))).toEqual([]);
});
