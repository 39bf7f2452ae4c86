/**
 * The 3D lab (3d.html) in the browser, as a player uses it: at 1280×800 with the mouse and the
 * keyboard, at 390×844 by touch, embedded; the turn-rate toggle changes the turn (the slow motor
 * overshoots more); axe finds nothing serious; the console stays clean. And the 2D page: it loads
 * none of the lab's code, and leads to the lab from More and from the gallery. Time is stepped
 * through `window.lab3d` with the lab paused, never waited for.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe';
import { labSnapshot, openLab, pageProblems, pauseLab, settledTurn, stepLab, stepLabUntil, type LabSnapshot } from './helpers/lab3d';
import { collectConsoleProblems, saveScreenshot } from './helpers/page';
import { touchDrag } from './helpers/pointer';

/** The target's place on the page; fails when it is behind the camera. */
function targetOnPage(snap: LabSnapshot): [number, number] {
  if (snap.target.page === null) throw new Error('the target is behind the camera');
  return [snap.target.page.x, snap.target.page.y];
}

/** Presses Tab until the 3D view has the focus (it follows the bar's controls). */
async function tabToView(page: Page): Promise<void> {
  for (let i = 0; i < 12; i++) {
    if (await page.evaluate(() => document.activeElement?.id === 'lab-view')) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab did not reach the 3D view');
}

/** Moves the target by `presses` of an arrow key (Shift: 30° each); returns the lab before and once the turn it starts settled. */
async function turnByKeys(page: Page, key: string, presses: number): Promise<{ before: LabSnapshot; after: LabSnapshot }> {
  const before = await labSnapshot(page);
  for (let i = 0; i < presses; i++) await page.keyboard.press(key);
  return { before, after: await settledTurn(page, before.turn.changes, `the turn after ${presses} × ${key}`) };
}

/** The azimuth from `before` to `after`, degrees in (−180, 180]. */
function azimuthMoved(before: LabSnapshot, after: LabSnapshot): number {
  const turn = (((after.target.azimuthDeg - before.target.azimuthDeg) % 360) + 540) % 360 - 180;
  return Number(turn.toFixed(6));
}

test.describe('the 3D lab at 1280×800', () => {
  test('opens with a turn that overshoots at the slow rate; mouse and keyboard move the target; the turn rate changes the turn', async ({ page }, testInfo) => {
    const problems = await openLab(page);
    await pauseLab(page);
    const opening = await stepLabUntil(page, (s) => s.turn.phase === 'settled' && s.time > 1, 8, 'the opening turn settles');
    expect(opening.settings.turnRate).toBe('slow');
    expect(opening.turn.latest?.angleDeg).toBeGreaterThan(120);
    expect(opening.turn.latest?.overshootDeg, 'the opening overshoots on the slow motor').toBeGreaterThan(20);
    await expect(page.locator('#lab-card-overshoot')).toHaveText(/°$/);
    await expect(page.locator('#lab-turn-rate')).toContainText('slow 180°/s²');
    await stepLab(page, 360);
    await expectNoSeriousViolations(page, testInfo, 'lab 1280x800');
    await saveScreenshot(page, testInfo, 'lab-1280x800');

    // The keyboard: Tab reaches the view, which shows its focus; the arrows move the target.
    await tabToView(page);
    const ring = await page.locator('#lab-view').evaluate((view) => getComputedStyle(view).boxShadow);
    expect(ring, 'the focused view shows a ring').toContain('inset');
    const slowTurn = await turnByKeys(page, 'Shift+ArrowRight', 4);
    expect(azimuthMoved(slowTurn.before, slowTurn.after), 'four Shift+Right: 120° round').toBeCloseTo(120, 6);
    const slow = slowTurn.after;

    // The turn rate: T makes it fast; the same turn back overshoots less.
    await page.keyboard.press('t');
    await expect(page.locator('#lab-turn-rate')).toContainText('fast 720°/s²');
    const fastTurn = await turnByKeys(page, 'Shift+ArrowLeft', 4);
    expect(azimuthMoved(fastTurn.before, fastTurn.after)).toBeCloseTo(-120, 6);
    const fast = fastTurn.after;
    expect(fast.settings.turnRate).toBe('fast');
    const slowOvershoot = slow.turn.latest?.overshootDeg ?? 0;
    const fastOvershoot = fast.turn.latest?.overshootDeg ?? 0;
    testInfo.annotations.push({ type: 'overshoot', description: `120° turn: slow ${slowOvershoot.toFixed(1)}°, fast ${fastOvershoot.toFixed(1)}°` });
    expect(slowOvershoot, `slow ${slowOvershoot}° against fast ${fastOvershoot}°`).toBeGreaterThan(fastOvershoot + 10);
    expect(fast.turn.latest?.seconds ?? Infinity).toBeLessThan(slow.turn.latest?.seconds ?? 0);

    // The mouse: a drag on the target moves it over its sphere; a drag elsewhere orbits the camera.
    const held = await labSnapshot(page);
    const [x, y] = targetOnPage(held);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 120, y + 90, { steps: 8 });
    await page.mouse.up();
    const dragged = await stepLab(page, 1);
    expect(Math.abs(dragged.target.azimuthDeg - held.target.azimuthDeg) + Math.abs(dragged.target.elevationDeg - held.target.elevationDeg), 'the drag moved the target').toBeGreaterThan(10);
    const turned = await settledTurn(page, held.turn.changes, 'the turn after the drag');
    expect(turned.craft.angleDeg).toBeLessThan(1);
    const box = await page.locator('#lab-view').boundingBox();
    if (!box) throw new Error('no view');
    await page.mouse.move(box.x + 80, box.y + box.height - 80);
    await page.mouse.down();
    await page.mouse.move(box.x + 260, box.y + box.height - 140, { steps: 8 });
    await page.mouse.up();
    const orbited = await stepLab(page, 1);
    expect(orbited.target.azimuthDeg, 'an orbit leaves the target where it is').toBeCloseTo(turned.target.azimuthDeg, 6);
    expect(Math.hypot(targetOnPage(orbited)[0] - targetOnPage(turned)[0], targetOnPage(orbited)[1] - targetOnPage(turned)[1]), 'the camera moved').toBeGreaterThan(20);

    // A hundred missiles chase the target.
    await page.locator('#lab-missiles').click();
    await expect(page.locator('#lab-missiles')).toHaveAttribute('aria-pressed', 'true');
    await page.locator('#lab-missile-count').fill('100');
    await page.locator('#lab-missile-count').press('Enter');
    const swarm = await stepLabUntil(page, (s) => s.missiles.hits > 0, 20, 'a missile hits the target');
    expect(swarm.missiles.count).toBe(100);
    await page.locator('#lab-missile-count').fill('500');
    await page.locator('#lab-missile-count').press('Enter');
    expect((await labSnapshot(page)).settings.missileCount, 'a count over 100 is refused').toBe(100);
    await saveScreenshot(page, testInfo, 'lab-missiles-1280x800');
    expect(pageProblems(problems)).toEqual([]);
  });

  test('embedded (?embed=1): the thin bar with a link to the full lab, no help line', async ({ page }) => {
    const problems = await openLab(page, '?embed=1');
    await expect(page.locator('html')).toHaveClass(/embed/);
    await expect(page.locator('#lab-back')).toHaveText('Open the full lab');
    expect(await page.locator('#lab-back').getAttribute('href')).toMatch(/3d\.html$/);
    await expect(page.locator('#lab-help')).toBeHidden();
    expect(pageProblems(problems)).toEqual([]);
  });
});

test.describe('the 3D lab on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the bar at the bottom; a touch drag moves the target and the craft turns to it', async ({ page }, testInfo) => {
    const problems = await openLab(page);
    await pauseLab(page, true);
    const start = await stepLab(page, 600);
    const bar = await page.locator('#lab-bar').boundingBox();
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeGreaterThan(844 - 2);
    for (const control of await page.locator('#lab-bar a, #lab-bar button, #lab-bar select, #lab-bar input').all()) {
      const size = await control.boundingBox();
      expect(size?.height ?? 0, `${await control.getAttribute('id')} is a touch target`).toBeGreaterThanOrEqual(44);
    }
    const [x, y] = targetOnPage(start);
    await touchDrag(page, [
      [x, y],
      [x - 60, y + 120],
    ]);
    const moved = await stepLab(page, 1);
    expect(Math.abs(moved.target.azimuthDeg - start.target.azimuthDeg) + Math.abs(moved.target.elevationDeg - start.target.elevationDeg), 'the touch drag moved the target').toBeGreaterThan(10);
    const turned = await settledTurn(page, start.turn.changes, 'the turn after the touch drag');
    expect(turned.craft.angleDeg).toBeLessThan(1);
    await expectNoSeriousViolations(page, testInfo, 'lab 390x844');
    await saveScreenshot(page, testInfo, 'lab-390x844');
    expect(pageProblems(problems)).toEqual([]);
  });
});

test.describe('the 2D page and the lab', () => {
  test('the 2D page loads none of the lab; More › 3D lab… and the gallery card lead to it', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, { timeout: 20_000 });
    expect(requested.filter((url) => /lab3d|rapier|three|cannon/i.test(url)), 'the 2D page loads no 3D code').toEqual([]);

    await page.locator('#menu-toggle').click();
    await page.locator('#lab3d-open').click();
    await page.waitForURL(/3d\.html$/);
    await page.waitForFunction(() => typeof (window as unknown as { lab3d?: unknown }).lab3d === 'object', undefined, { timeout: 60_000 });
    await page.locator('#lab-back').click();
    await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, { timeout: 20_000 });

    await page.goto('/?gallery');
    const card = page.locator('#gallery-page-lab3d');
    await expect(card).toHaveAttribute('href', '3d.html');
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(problems.messages).toEqual([]);
  });
});
