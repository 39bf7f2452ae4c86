/**
 * The phase plot (More › Phase plot, or F): the selected entity's heading error against its
 * angular velocity, the time-optimal switching curve of its limit and the present state as a dot.
 * One page for the whole file (a touch-capable context, at 1280×800 and then at 390×844). The plot
 * is read through the read-only hook `window.pidDemo.phasePlot()` (what it drew last); time is
 * stepped, never waited for.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { PhasePlotView } from '../src/app/instruments/PhasePlotModel';
import { expectNoSeriousViolations } from './helpers/axe';
import { clickControl } from './helpers/controls';
import { openDemo, saveScreenshot, type ConsoleProblems } from './helpers/page';
import { entityById, snapshot, targetOf } from './helpers/snapshot';
import { dragTargetAndMeasureTurn } from './helpers/turns';
import { setPausedWithSpace, stepFor, stepUntil } from './helpers/waits';

/** What `window.pidDemo.phasePlot()` answers once the plot was built. */
type Shown = PhasePlotView & { entityId: string | null; open: boolean };

const DEG = 180 / Math.PI;

/** The plot as drawn, after two animation frames (the game's frame has drawn what the last steps recorded). */
async function shown(page: Page): Promise<Shown> {
  const view = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { pidDemo: { phasePlot(): unknown } }).pidDemo.phasePlot())),
        );
      }),
  );
  if (!view) throw new Error('the phase plot was never built');
  return view as Shown;
}

/** The selected entity's state (heading error °, angular velocity °/s) with the game paused, and the plot as it drew it. */
async function pausedState(page: Page): Promise<{ state: [number, number]; plot: Shown }> {
  const snap = await setPausedWithSpace(page, true);
  const id = snap.selectedId;
  if (!id) throw new Error('no entity is selected');
  const entity = entityById(await snapshot(page), id);
  return { state: [entity.headingErrorDeg, entity.angularVelocity * DEG], plot: await shown(page) };
}

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let problems: ConsoleProblems;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    hasTouch: true,
  });
  page = await context.newPage();
  problems = await openDemo(page);
});

test.afterAll(async () => {
  await context.close();
});

test(
  'More › Phase plot opens it with the mouse: the dot is the selected entity’s state and moves as time steps, the curve is ω = ' +
    '−sign(e)·√(2·a·|e|) of its limit',
  async () => {
    test.setTimeout(120_000);
    const testInfo = test.info();
    // A turn to look at: Track mode at the low turn rate (π rad/s², where the PID overshoots; the first T
    // brings the opening's mix to 4π, the second to π), the selected entity's target dragged 90° round.
    await page.keyboard.press('1');
    await page.keyboard.press('t');
    await page.keyboard.press('t');
    const track = await stepUntil(
      page,
      (s) => s.mode === 'track' && s.entities.every((e) => Math.abs(e.maxAngularAcceleration - Math.PI) < 1e-9),
      1,
      { description: 'Track mode at π rad/s²' },
    );
    const id = track.selectedId;
    if (!id) throw new Error('no entity is selected at the start');
    await dragTargetAndMeasureTurn(page, id, { angleDeg: 90, doneDeg: 20, holdSeconds: 0.1, simSeconds: 10 });
    await stepFor(page, 1.5);
    // Paused, so that the seconds the clicks take do not carry the turn out of the scope's 5 s.
    await setPausedWithSpace(page, true);

    await clickControl(page, '#phase-plot-toggle');
    const root = page.locator('#phase-plot');
    await expect(root).toBeVisible();
    await expect(page.locator('#phase-plot-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(root).toHaveAttribute('role', 'dialog');
    await expect(root.locator('h2')).toHaveText('Phase plot');
    await expect(root).toContainText('rides it to the origin');

    const first = await pausedState(page);
    expect(first.plot.open).toBe(true);
    expect(first.plot.entityId).toBe(id);
    expect(first.plot.limit).toBeCloseTo(entityById(await snapshot(page), id).maxAngularAcceleration, 12);
    // The trace holds at least the 1.5 s stepped after the turn (90 steps); how much of the turn itself
    // is in it depends on how long the drag was held in real time, i.e. on the machine's load.
    expect(first.plot.live).toBeGreaterThan(90);
    // The dot is where the entity is: the scope's newest sample.
    expect(first.plot.dot?.[0]).toBeCloseTo(first.state[0], 6);
    expect(first.plot.dot?.[1]).toBeCloseTo(first.state[1], 6);
    // The curve, in radians as the entity has its limit: ω² = 2·a·|e|, ω opposite to e; symmetric axes that hold it.
    const a = first.plot.limit;
    expect(first.plot.curve.length).toBeGreaterThan(40);
    for (const [errorDeg, rateDeg] of first.plot.curve) {
      expect((rateDeg / DEG) ** 2).toBeCloseTo(2 * a * Math.abs(errorDeg / DEG), 9);
      if (errorDeg !== 0) expect(Math.sign(rateDeg)).toBe(-Math.sign(errorDeg));
      expect(Math.abs(errorDeg)).toBeLessThanOrEqual(first.plot.errorHalfDeg);
    }
    expect(first.plot.curve.map(([e]) => e)).toEqual(expect.arrayContaining([-first.plot.errorHalfDeg, first.plot.errorHalfDeg]));
    await saveScreenshot(page, testInfo, 'phase-plot-desktop');

    // Another turn: as time steps, the dot moves with the state.
    await dragTargetAndMeasureTurn(page, id, { angleDeg: 120, peakDeg: 60, doneDeg: 3, simSeconds: 10 });
    const second = await pausedState(page);
    expect(second.plot.dot).not.toEqual(first.plot.dot);
    expect(second.plot.dot?.[0]).toBeCloseTo(second.state[0], 6);
    expect(second.plot.dot?.[1]).toBeCloseTo(second.state[1], 6);
    expect(second.plot.limit).toBeCloseTo(Math.PI, 12);

    await expectNoSeriousViolations(page, testInfo, 'phase plot open (desktop)');

    // Opened from a menu item (gone since), Escape gives focus to More.
    await page.keyboard.press('Escape');
    await expect(root).toBeHidden();
    await expect(page.locator('#menu-toggle')).toBeFocused();
    await expect(page.locator('#phase-plot-toggle')).toHaveAttribute('aria-pressed', 'false');
    // Space would press the focused More button: P resumes.
    await page.keyboard.press('p');
    await stepUntil(page, (s) => !s.paused, 1, { description: 'P resumes' });
  },
);

test(
  'F opens and closes it; opened by F from a bar button, Escape closes ' + 'it and focus goes back to that button; the help lists F',
  async () => {
    const pause = page.locator('#pause');
    await pause.focus();
    await page.keyboard.press('f');
    await expect(page.locator('#phase-plot')).toBeVisible();
    await page.keyboard.press('f');
    await expect(page.locator('#phase-plot')).toBeHidden();
    await page.keyboard.press('f');
    await expect(page.locator('#phase-plot')).toBeVisible();
    // It follows a new selection: E selects the next entity, and the plot draws that one's samples.
    await page.locator('#pause').focus();
    await page.keyboard.press('e');
    const selected = await stepUntil(page, (s) => s.selectedId !== null, 1, { description: 'an entity is selected' });
    await stepFor(page, 0.5);
    expect((await shown(page)).entityId).toBe((await snapshot(page)).selectedId ?? selected.selectedId);
    await expect(pause).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#phase-plot')).toBeHidden();
    await expect(pause).toBeFocused();

    await page.keyboard.press('?');
    const help = page.locator('#help');
    await expect(help).toBeVisible();
    await expect(help.locator('tr', { has: page.locator('kbd', { hasText: /^F$/ }) })).toContainText('Phase plot');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  },
);

test(
  'on a 390×844 phone, a tap on More › Phase plot opens it inside the ' + 'screen, above the bar, its Close and More within reach',
  async () => {
    const testInfo = test.info();
    await page.setViewportSize({ width: 390, height: 844 });
    await clickControl(page, '#phase-plot-toggle', { tap: true });
    const root = page.locator('#phase-plot');
    await expect(root).toBeVisible();
    // Something to show: E selects the entity that owns the missiles' target ring (the plot follows);
    // paused, Shift+arrows move that ring 15 m toward the arena's middle (no drag near the screen's edge), and it turns.
    let snap = await snapshot(page);
    const owner = snap.targets.find((target) => target.entityId !== null)?.entityId;
    if (!owner) throw new Error('no target belongs to an entity');
    for (let presses = 0; snap.selectedId !== owner && presses < snap.entities.length; presses++) {
      const before = snap.selectedId;
      await page.keyboard.press('e');
      snap = await stepUntil(page, (s) => s.selectedId !== before, 1, { description: 'E selects the next entity' });
    }
    expect(snap.selectedId).toBe(owner);
    snap = await setPausedWithSpace(page, true);
    const [x, y] = targetOf(snap, owner).position;
    const key = Math.abs(x) > Math.abs(y) ? (x > 0 ? 'ArrowLeft' : 'ArrowRight') : y > 0 ? 'ArrowDown' : 'ArrowUp';
    for (let i = 0; i < 3; i++) await page.keyboard.press(`Shift+${key}`);
    await setPausedWithSpace(page, false);
    await stepFor(page, 2.5);
    await setPausedWithSpace(page, true);
    await shown(page);
    const box = await root.boundingBox();
    const bar = await page.locator('#toolbar').boundingBox();
    if (!box || !bar) throw new Error('no box for the plot or the bar');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height, 'the plot ends above the bar').toBeLessThanOrEqual(bar.y + 0.5);
    // Its canvas is drawn whole: the plot does not scroll inside its panel.
    expect(await root.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    // Nothing covers its Close button nor the bar's More button.
    const onTop = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const r = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
    expect(await onTop('#phase-plot-close')).toBe(true);
    expect(await onTop('#menu-toggle')).toBe(true);
    await saveScreenshot(page, testInfo, 'phase-plot-phone');
    await expectNoSeriousViolations(page, testInfo, 'phase plot open (phone)');
    await page.locator('#phase-plot-close').tap();
    await expect(root).toBeHidden();
    await page.keyboard.press('p');
    await stepUntil(page, (s) => !s.paused, 1, { description: 'P resumes' });
    expect(problems.messages).toEqual([]);
  },
);
