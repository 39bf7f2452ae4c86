/**
 * The 3D lab (3d.html) in the browser, as a player uses it: at 1280×800 it opens on the time-optimal
 * turn beside the ghost of the article's PID, with both turns' figures and a limit the test counts
 * again from θ and α(n); a change of the controller, the turn rate (T) or the target (keys, mouse)
 * replays the turn beside the ghost of the last one; Replay and From here; the frame-rate line; a
 * hundred missiles. At 390×844 the page is whole (no control cut, no label over another) and a touch
 * drag replays the turn. Embedded; axe finds nothing serious; the console stays clean. And the 2D
 * page: it loads none of the lab's code, and leads to the lab from More and from the gallery. Time
 * is stepped through `window.lab3d` with the lab paused, never waited for.
 */
import { expect, test, type Page } from '@playwright/test';
import { degreesFigure } from '../src/app/presentation/turnRateWords';
import { expectNoSeriousViolations } from './helpers/axe';
import { labSnapshot, openLab, pageProblems, pauseLab, stepLab, stepLabUntil, type LabSnapshot } from './helpers/lab3d';
import { collectConsoleProblems, saveScreenshot } from './helpers/page';
import { touchDrag } from './helpers/pointer';

/** The lab's fixed step, s. */
const DT = 1 / 60;

/** The target's place on the page; fails when it is behind the camera. */
function targetOnPage(snap: LabSnapshot): [number, number] {
  if (snap.target.page === null) throw new Error('the target is behind the camera');
  return [snap.target.page.x, snap.target.page.y];
}

/** Presses Tab until the 3D view has the focus (it follows the bar's controls). */
async function tabToView(page: Page): Promise<void> {
  for (let i = 0; i < 14; i++) {
    if (await page.evaluate(() => document.activeElement?.id === 'lab-view')) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab did not reach the 3D view');
}

/** Steps until the turn under way and its ghost (if any) have both settled, at most 8 s of their time. */
function bothSettled(page: Page, description: string): Promise<LabSnapshot> {
  return stepLabUntil(
    page,
    (s) => (s.turn.latest?.seconds ?? null) !== null && (s.ghost === null || (s.ghost.latest?.seconds ?? null) !== null),
    8,
    description,
  );
}

/** The azimuth from `before` to `after`, degrees in (−180, 180]. */
function azimuthMoved(before: LabSnapshot, after: LabSnapshot): number {
  const turn = ((((after.target.azimuthDeg - before.target.azimuthDeg) % 360) + 540) % 360) - 180;
  return Number(turn.toFixed(6));
}

/**
 * The limit the card must show for a turn of θ (rad) from rest with a = α(n) (rad/s²): the rule it
 * states, (2·√(a·(θ − b) + r²/2) − r)/a with b = 1° + r·dt/2 and r = 0.05 rad/s, worked out here
 * from θ and α(n) as a reader would, with a pencil.
 */
function ruleLimit(angle: number, a: number): string {
  const r = 0.05;
  const b = Math.PI / 180 + (r * DT) / 2;
  return `${((2 * Math.sqrt(a * (angle - b) + (r * r) / 2) - r) / a).toFixed(2)} s`;
}

/** A time as the card writes it: "1.82 s", or "not yet". */
function seconds(value: number | null): string {
  return value === null ? 'not yet' : `${value.toFixed(2)} s`;
}

/** Checks one column of the card against a turn: its size, its motor along the axis and its limit by the rule. */
async function expectColumn(page: Page, column: 'now' | 'ghost', turn: NonNullable<LabSnapshot['ghost']>): Promise<void> {
  await expect(page.locator(`#lab-card-${column}-angle`)).toHaveText(`${turn.angleDeg.toFixed(0)}°`);
  await expect(page.locator(`#lab-card-${column}-motor`)).toHaveText(degreesFigure(turn.budget));
  await expect(
    page.locator(`#lab-card-${column}-limit`),
    `the ${column} column's limit, by the rule from θ ${turn.angleDeg.toFixed(2)}° and α(n) ${turn.budget}`,
  ).toHaveText(ruleLimit(turn.angle, turn.budget));
  await expect(page.locator(`#lab-card-${column}-settled`)).toHaveText(seconds(turn.latest?.seconds ?? null));
  await expect(page.locator(`#lab-card-${column}-reached`)).toHaveText(seconds(turn.latest?.reachedSeconds ?? null));
}

test.describe('the 3D lab at 1280×800', () => {
  test(
    'opens on the time-optimal turn beside the article’s PID; each change replays the turn beside the ghost of the last, with both ' +
      'turns’ figures',
    async ({ page }, testInfo) => {
      const problems = await openLab(page);
      await expect(page.locator('#lab-readout'), 'the frame-rate line').toHaveText(/^\d+ fps · step (\d+\.\d\d ms|paused)$/);
      await pauseLab(page);
      const opening = await bothSettled(page, 'the opening turns settle');
      expect(opening.settings.turnRate).toBe('slow');
      expect(opening.turn.controller).toBe('time-optimal');
      expect(opening.ghost?.controller).toBe('article-pid');
      await expect(page.locator('#lab-card-title')).toHaveText('Same 151° turn from rest, another controller');
      await expect(page.locator('#lab-card-now-name')).toHaveText('Time-optimal');
      await expect(page.locator('#lab-card-ghost-name')).toHaveText('Article’s PID');
      await expectColumn(page, 'now', opening.turn);
      await expectColumn(page, 'ghost', opening.ghost as NonNullable<LabSnapshot['ghost']>);
      const limit = opening.turn.limit.seconds as number;
      // No turn settles before the limit; the PID reaches the target before it by swinging through, and the card says so.
      expect(opening.turn.latest?.seconds).toBeGreaterThanOrEqual(limit);
      expect(opening.ghost?.latest?.reachedSeconds).toBeLessThan(limit);
      expect(opening.ghost?.latest?.seconds).toBeGreaterThan(2 * limit);
      expect(opening.ghost?.latest?.overshootDeg, 'the article’s fixed gains overshoot on the slow motor').toBeGreaterThan(30);
      await expect(page.locator('#lab-card-early')).toContainText('The ghost (Article’s PID) swung through the target at speed');
      await expect(page.locator('#lab-card-rule')).toContainText(
        'from rest, (2·√(a·(θ − b) + r²/2) − r)/a with b = 1° + r·dt/2, r = 0.05 rad/s',
      );
      await expect(page.locator('#lab-turn-rate')).toContainText('slow 180°/s²');
      await expectNoSeriousViolations(page, testInfo, 'lab 1280x800');
      await saveScreenshot(page, testInfo, 'lab-1280x800');

      // The controller: the article's PID now, the time-optimal turn its ghost.
      await page.locator('#lab-controller').selectOption('article-pid');
      const switched = await labSnapshot(page);
      expect(switched.turn.cause).toBe('controller');
      expect(switched.turn.time, 'the turn starts again').toBe(0);
      expect(switched.ghost?.controller).toBe('time-optimal');
      await expect(page.locator('.lab-label-ghost').first(), 'the ghost is named on screen').toHaveText('ghost · Time-optimal');
      const slow = await bothSettled(page, 'the PID beside its time-optimal ghost');
      expect(slow.ghost?.latest).toEqual(opening.turn.latest);
      await expectColumn(page, 'ghost', slow.ghost as NonNullable<LabSnapshot['ghost']>);

      // The keyboard: Tab reaches the view, which shows its focus. The turn rate: T makes it fast; the same turn swings past far less than
      // its slow ghost.
      await tabToView(page);
      const ring = await page.locator('#lab-view').evaluate((view) => getComputedStyle(view).boxShadow);
      expect(ring, 'the focused view shows a ring').toContain('inset');
      await page.keyboard.press('t');
      await expect(page.locator('#lab-turn-rate')).toContainText('fast 720°/s²');
      const fast = await bothSettled(page, 'the fast turn beside its slow ghost');
      expect([fast.turn.turnRate, fast.ghost?.turnRate]).toEqual(['fast', 'slow']);
      await expect(page.locator('#lab-card-title')).toHaveText('Same 151° turn from rest, two motors');
      await expectColumn(page, 'now', fast.turn);
      await expectColumn(page, 'ghost', fast.ghost as NonNullable<LabSnapshot['ghost']>);
      const [fastOvershoot, slowOvershoot] = [fast.turn.latest?.overshootDeg ?? 0, fast.ghost?.latest?.overshootDeg ?? 0];
      testInfo.annotations.push({
        type: 'overshoot',
        description: `151° turn, the article's PID: slow ${slowOvershoot.toFixed(1)}°, fast ${fastOvershoot.toFixed(1)}°`,
      });
      expect(slowOvershoot).toBeGreaterThan(fastOvershoot + 10);
      expect(fast.turn.latest?.seconds ?? Infinity).toBeLessThan(fast.ghost?.latest?.seconds ?? 0);

      // Four Shift+Right move the target 120°: one change.
      for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
      const moved = await bothSettled(page, 'the turn to the moved target beside its ghost');
      expect(azimuthMoved(fast, moved), 'four Shift+Right: 120° round').toBeCloseTo(120, 6);
      expect(moved.turn.cause).toBe('target');
      expect(moved.ghost?.target, 'the ghost faces the target from before the keys').toEqual(fast.turn.target);
      expect(moved.turn.latest?.angleDeg).not.toBeCloseTo(fast.turn.angleDeg, 0);
      expect(moved.turn.angleLeftDeg).toBeLessThan(1);
      await expect(page.locator('#lab-card-title')).toHaveText(/^Same start from rest, two targets$/);
      await expectColumn(page, 'now', moved.turn);
      await expect(page.locator('.lab-label-ghost', { hasText: 'ghost’s target' })).toBeVisible();

      // The mouse: a drag on the target moves it over its sphere and replays; a drag elsewhere orbits the camera.
      const [x, y] = targetOnPage(moved);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x - 120, y + 90, { steps: 8 });
      await page.mouse.up();
      const dragged = await stepLab(page, 1);
      expect(
        Math.abs(dragged.target.azimuthDeg - moved.target.azimuthDeg) + Math.abs(dragged.target.elevationDeg - moved.target.elevationDeg),
        'the drag moved the target',
      ).toBeGreaterThan(10);
      expect(dragged.ghost?.target, 'one drag is one change: the ghost is the turn before it').toEqual(moved.turn.target);
      const turned = await bothSettled(page, 'the turn after the drag');
      expect(turned.turn.angleLeftDeg).toBeLessThan(1);
      const box = await page.locator('#lab-view').boundingBox();
      if (!box) throw new Error('no view');
      await page.mouse.move(box.x + 80, box.y + box.height - 80);
      await page.mouse.down();
      await page.mouse.move(box.x + 260, box.y + box.height - 140, { steps: 8 });
      await page.mouse.up();
      const orbited = await stepLab(page, 1);
      expect(orbited.target.azimuthDeg, 'an orbit leaves the target where it is').toBeCloseTo(turned.target.azimuthDeg, 6);
      expect(orbited.turn.changes, 'an orbit replays nothing').toBe(turned.turn.changes);
      expect(
        Math.hypot(targetOnPage(orbited)[0] - targetOnPage(turned)[0], targetOnPage(orbited)[1] - targetOnPage(turned)[1]),
        'the camera moved',
      ).toBeGreaterThan(20);

      // Replay: both turns again from their start, the same figures; From here: no ghost until the next change.
      await page.locator('#lab-replay').click();
      expect((await labSnapshot(page)).turn.time).toBe(0);
      const replayed = await bothSettled(page, 'the replayed turns');
      expect([replayed.turn.latest, replayed.ghost?.latest]).toEqual([turned.turn.latest, turned.ghost?.latest]);
      await page.locator('#lab-from-here').click();
      const here = await labSnapshot(page);
      expect(here.ghost).toBeNull();
      await expect(page.locator('#lab-card-hint')).toBeVisible();
      await expect(page.locator('#lab-card-ghost-name')).toBeHidden();

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
    },
  );

  test('embedded (?embed=1): the thin bar with a link to the full lab, no help line', async ({ page }) => {
    const problems = await openLab(page, '?embed=1');
    await expect(page.locator('html')).toHaveClass(/embed/);
    await expect(page.locator('#lab-back')).toHaveText('Open the full lab');
    expect(await page.locator('#lab-back').getAttribute('href')).toMatch(/3d\.html$/);
    await expect(page.locator('#lab-help')).toBeHidden();
    expect(pageProblems(problems)).toEqual([]);
  });
});

/** The page boxes of the labels on screen, CSS px. */
function labelBoxes(page: Page): Promise<{ text: string; left: number; top: number; right: number; bottom: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.lab-label')]
      .filter((label) => !label.hidden)
      .map((label) => {
        const box = label.getBoundingClientRect();
        return { text: label.textContent ?? '', left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      }),
  );
}

test.describe('the 3D lab on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test(
    'the page is whole: the bar at the bottom, no control cut, the card on screen, no label over another; a touch drag replays the ' +
      'turn beside its ghost',
    async ({ page }, testInfo) => {
      const problems = await openLab(page);
      await pauseLab(page, true);
      const start = await stepLab(page, 90);
      const bar = await page.locator('#lab-bar').boundingBox();
      expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeGreaterThan(844 - 2);
      for (const control of await page.locator('#lab-bar a, #lab-bar button, #lab-bar select, #lab-bar input').all()) {
        if (!(await control.isVisible())) continue;
        const size = await control.boundingBox();
        const id = await control.getAttribute('id');
        expect(size?.height ?? 0, `${id} is a touch target`).toBeGreaterThanOrEqual(44);
        expect((size?.x ?? -1) >= 0 && (size?.x ?? 0) + (size?.width ?? 0) <= 390, `${id} is on screen`).toBe(true);
      }
      // The controller's name is whole in its menu, and the card's figures are on screen.
      const select = await page.locator('#lab-controller').evaluate((menu: HTMLSelectElement) => ({
        text: menu.selectedOptions[0]?.textContent ?? '',
        width: menu.clientWidth,
        font: getComputedStyle(menu).font,
      }));
      const textWidth = await page.evaluate(({ text, font }) => {
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        context.font = font;
        return context.measureText(text).width;
      }, select);
      expect(textWidth, `"${select.text}" fits its menu`).toBeLessThan(select.width - 20);
      const card = await page.locator('#lab-card').boundingBox();
      expect(
        (card?.x ?? -1) >= 0 && (card?.x ?? 0) + (card?.width ?? 0) <= 390 && (card?.y ?? 0) + (card?.height ?? 0) < (bar?.y ?? 0),
        'the card is whole, above the bar',
      ).toBe(true);
      await expect(page.locator('#lab-card-ghost-limit')).toBeVisible();
      expect(targetOnPage(start)[1], 'the card is above the view, not over the target').toBeGreaterThan(
        (card?.y ?? 0) + (card?.height ?? 0),
      );
      for (let n = 0; n < 6; n++) {
        const boxes = await labelBoxes(page);
        for (const [i, a] of boxes.entries())
          for (const b of boxes.slice(i + 1))
            expect(
              a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
              `"${a.text}" and "${b.text}" overlap`,
            ).toBe(true);
        await stepLab(page, 20);
      }
      const [x, y] = targetOnPage(await labSnapshot(page));
      await touchDrag(page, [
        [x, y],
        [x - 60, y + 120],
      ]);
      const moved = await stepLab(page, 1);
      expect(
        Math.abs(moved.target.azimuthDeg - start.target.azimuthDeg) + Math.abs(moved.target.elevationDeg - start.target.elevationDeg),
        'the touch drag moved the target',
      ).toBeGreaterThan(10);
      expect(moved.turn.cause).toBe('target');
      expect(moved.ghost?.target).toEqual(start.turn.target);
      const turned = await bothSettled(page, 'the turn after the touch drag');
      expect(turned.turn.angleLeftDeg).toBeLessThan(1);
      await expect(page.locator('#lab-card-title')).toHaveText('Same start from rest, two targets');
      await expectNoSeriousViolations(page, testInfo, 'lab 390x844');
      await saveScreenshot(page, testInfo, 'lab-390x844');
      expect(pageProblems(problems)).toEqual([]);
    },
  );
});

test.describe('the 2D page and the lab', () => {
  test('the 2D page loads none of the lab; More › 3D lab… and the gallery card lead to it', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, {
      timeout: 20_000,
    });
    expect(
      requested.filter((url) => /lab3d|rapier|three|cannon/i.test(url)),
      'the 2D page loads no 3D code',
    ).toEqual([]);

    await page.locator('#menu-toggle').click();
    await page.locator('#lab3d-open').click();
    await page.waitForURL(/3d\.html$/);
    await page.waitForFunction(() => typeof (window as unknown as { lab3d?: unknown }).lab3d === 'object', undefined, { timeout: 60_000 });
    await page.locator('#lab-back').click();
    await page.waitForFunction(() => typeof (window as unknown as { pidDemo?: unknown }).pidDemo === 'object', undefined, {
      timeout: 20_000,
    });

    await page.goto('/?gallery');
    const card = page.locator('#gallery-page-lab3d');
    await expect(card).toHaveAttribute('href', '3d.html');
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(problems.messages).toEqual([]);
  });
});
