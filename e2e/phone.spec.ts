/**
 * The phone is first-class (issue 13), at 390×844 with touch: one bar of at most 64 px with
 * touch targets of at least 44 px and legible text; a finger drags the target, two fingers pinch,
 * and the More drawer opens by touch and changes values (slow motion, and a panel field).
 */
import { expect, test } from '@playwright/test';
import { pointAround } from './helpers/canvasPoints';
import { distance } from './helpers/geometry';
import { collectConsoleProblems, openDemo, saveScreenshot } from './helpers/page';
import { touchDrag, touchPinch } from './helpers/pointer';
import { occupiedScreenPoints, screenSpan, snapshot, worldSpan, type Snapshot } from './helpers/snapshot';
import { stepUntil, waitForStillFraming } from './helpers/waits';
import { clickControl } from './helpers/controls';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('phone: one bar of at most 64 px, every control at least 44 px, text at least 12 px', async ({ page }, testInfo) => {
  const problems = await openDemo(page);
  const bar = await page.locator('#toolbar').boundingBox();
  if (!bar) throw new Error('no toolbar');
  expect(bar.height, 'the bar').toBeLessThanOrEqual(64);
  expect(bar.width).toBeGreaterThanOrEqual(389);
  const small = async (selector: string): Promise<string[]> =>
    page.locator(selector).evaluateAll((buttons) =>
      buttons
        .filter((b) => b.checkVisibility())
        .map((b) => ({ id: b.id, r: b.getBoundingClientRect() }))
        .filter(({ r }) => r.width < 44 || r.height < 44)
        .map(({ id, r }) => `${id} ${r.width.toFixed(0)}×${r.height.toFixed(0)}`),
    );
  expect(await small('#toolbar button'), 'bar buttons smaller than 44 px').toEqual([]);
  await page.locator('#menu-toggle').tap();
  await expect(page.locator('#toolbar-menu')).toBeVisible();
  expect(await small('#toolbar-menu button'), 'drawer buttons smaller than 44 px').toEqual([]);
  await saveScreenshot(page, testInfo, 'phone-drawer');
  const tinyText = await page.locator('#toolbar button, #hud dd, #hud dt, #hint').evaluateAll((elements) =>
    elements
      .filter((e) => e.checkVisibility())
      .map((e) => ({ id: e.id || e.className, size: Number.parseFloat(getComputedStyle(e).fontSize) }))
      .filter((e) => e.size < 12),
  );
  expect(tinyText, 'text below 12 px').toEqual([]);
  await page.locator('#menu-toggle').tap();
  await expect(page.locator('#toolbar-menu')).toBeHidden();
  expect(problems.messages).toEqual([]);
});

test('phone: a finger drags the target and the entities steer to it; two fingers pinch to zoom', async ({ page }, testInfo) => {
  const problems = await openDemo(page);
  await page.locator('#mode-track').tap();
  await stepUntil(page, (s) => s.mode === 'track', 1, { description: 'Track mode by a tap' });
  // The new hint resizes the HUD, and the world glides clear of it: grab the target once it is still.
  await waitForStillFraming(page);
  const before = await snapshot(page);
  const target = before.targets[0];
  const entity = before.entities.find((e) => e.id === target?.entityId) ?? before.entities[0];
  if (!target || !entity) throw new Error('no target');
  const destination = await pointAround(page, entity.screen, target.screen, 90, {
    avoid: occupiedScreenPoints(before).filter((p) => p !== target.screen),
  });
  let held: Snapshot | null = null;
  await touchDrag(page, [target.screen, destination], {
    stepsPerLeg: 10,
    holdMs: 300,
    beforeLift: async () => void (held = await snapshot(page)),
  });
  const underFinger = (held as Snapshot | null)?.targets.find((t) => t.id === target.id);
  if (!underFinger) throw new Error('the target is gone');
  expect(distance(underFinger.screen, destination), 'the target is under the finger before it lifts (px)').toBeLessThan(10);
  // Dropped, it stays where it was in the world (the camera may then move to keep it clear of an edge).
  const after = await stepUntil(page, (s) => s.time > ((held as Snapshot | null)?.time ?? 0) + 0.5, 2, {
    description: 'half a second after the drop',
  });
  const moved = after.targets.find((t) => t.id === target.id);
  if (!moved) throw new Error('the target is gone');
  expect(distance(moved.position, underFinger.position), 'the dropped target stays where it was let go (m)').toBeLessThan(0.3);
  expect(distance(moved.position, target.position), 'the target moved in the world (m)').toBeGreaterThan(3);
  await stepUntil(page, (s) => Math.abs(s.entities.find((e) => e.id === entity.id)?.headingErrorDeg ?? 180) < 5, 8, {
    description: 'the entity turns to face the moved target',
  });

  const spanBefore = await snapshot(page);
  const centre: [number, number] = [195, 250];
  await touchPinch(page, centre, 80, 160);
  const zoomed = await snapshot(page);
  expect(worldSpan(zoomed)).toBeCloseTo(worldSpan(spanBefore), 1);
  expect(screenSpan(zoomed) / screenSpan(spanBefore), 'pinching out zooms in').toBeGreaterThan(1.3);
  await saveScreenshot(page, testInfo, 'phone-pinched');
  expect(problems.messages).toEqual([]);
});

test('phone: the drawer opens by touch and changes values: slow motion, and the max turn rate in the panel', async ({ page }, testInfo) => {
  const problems = await openDemo(page);
  await page.locator('#menu-toggle').tap();
  await expect(page.locator('#toolbar-menu')).toBeVisible();
  await page.locator('#slow').tap();
  await stepUntil(page, (s) => s.timeScale === 0.25, 1, { description: 'slow motion from the drawer' });
  await expect(page.locator('#toolbar-menu'), 'the drawer closes after a choice').toBeHidden();

  await page.locator('#menu-toggle').tap();
  await page.locator('#panel-toggle').tap();
  const sidebar = page.locator('#sidebar');
  await expect(sidebar).toBeVisible();
  // The panel is a sheet under the play area, which shrinks to make room: it covers no entity. The
  // canvas is resized by the scene's ResizeObserver once the sheet has taken its room (a frame later).
  const sheet = await sidebar.boundingBox();
  if (!sheet) throw new Error('no layout');
  const canvasBottom = async () => {
    const canvas = await page.locator('#game canvas').boundingBox();
    return canvas ? canvas.y + canvas.height : Number.POSITIVE_INFINITY;
  };
  await expect.poll(canvasBottom, { message: 'the play area ends where the panel begins' }).toBeLessThanOrEqual(sheet.y + 1);
  const field = page.locator('#panel-maxAngularAcceleration');
  await field.scrollIntoViewIfNeeded();
  await field.tap();
  await field.fill('6');
  await field.press('Enter');
  await stepUntil(page, (s) => s.entities.every((e) => Math.abs(e.maxAngularAcceleration - 6) < 1e-9), 1, {
    description: 'max turn rate 6 rad/s² from the panel, for every entity',
  });
  await expect(page.locator('#turn-rate-toggle'), 'the toggle shows the new rate').toContainText('344°/s²');
  await saveScreenshot(page, testInfo, 'phone-panel');
  expect(problems.messages).toEqual([]);
});

test("phone: in a race the legend sits under the HUD, the whole width, and shows every racer's figures", async ({ page }, testInfo) => {
  const problems = await openDemo(page);
  await clickControl(page, '#race-toggle', { tap: true });
  const legend = page.locator('#race-legend');
  await expect(legend).toBeVisible();
  const hudBox = await page.locator('#hud').boundingBox();
  const legendBox = await legend.boundingBox();
  if (!hudBox || !legendBox) throw new Error('no HUD or legend');
  expect(legendBox.y, 'the legend starts under the HUD').toBeGreaterThanOrEqual(hudBox.y + hudBox.height);
  expect(legendBox.x).toBeGreaterThanOrEqual(0);
  expect(legendBox.x + legendBox.width, 'the legend ends within the screen').toBeLessThanOrEqual(390);
  // Every cell of the racers' table is on the screen, none clipped (the names lose their detail, the waypoints' columns go).
  const cutOff = await page
    .locator('#race-results th, #race-results td')
    .evaluateAll((cells) =>
      cells
        .filter((c) => c.checkVisibility() && (c.getBoundingClientRect().right > window.innerWidth || c.scrollWidth > c.clientWidth + 1))
        .map((c) => c.textContent),
    );
  expect(cutOff).toEqual([]);
  await saveScreenshot(page, testInfo, 'phone-race');
  expect(problems.messages).toEqual([]);
});

test('phone: tour step 4 by touch, its long result in full above the card’s buttons (it was cut mid-sentence under them)', async ({
  page,
}, testInfo) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/?tour=4');
  await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object');
  // The step's button twice: switch to the arithmetic as published, then move the target.
  for (let i = 0; i < 2; i++) {
    await page.locator('#tour-action').tap();
    await stepUntil(page, () => true, 1, { description: 'a frame after the tap' });
  }
  await stepUntil(page, (s) => s.tour?.result !== null && s.tour?.result !== undefined, 20, { description: 'the step’s result' });
  const result = page.locator('#tour-result');
  await expect(result).toContainText(/^Result: As published, I\/\(Ki·e\) = \d+/);
  // Its whole box within the words that scroll, above the buttons: every line readable.
  const boxes = await page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    const [words, shown, buttons] = [box('.tour-words'), box('#tour-result'), box('.tour-buttons')];
    return { wordsTop: words.top, wordsBottom: words.bottom, resultTop: shown.top, resultBottom: shown.bottom, buttonsTop: buttons.top };
  });
  expect(boxes.resultTop, JSON.stringify(boxes)).toBeGreaterThanOrEqual(boxes.wordsTop - 1);
  expect(boxes.resultBottom, JSON.stringify(boxes)).toBeLessThanOrEqual(boxes.wordsBottom + 1);
  expect(boxes.resultBottom, JSON.stringify(boxes)).toBeLessThanOrEqual(boxes.buttonsTop);
  await saveScreenshot(page, testInfo, 'phone-tour-step-4-result');
  expect(problems.messages).toEqual([]);
});
