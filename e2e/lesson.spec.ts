import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe';
import { clickControl, openPanel } from './helpers/controls';
import { openDemo, saveScreenshot } from './helpers/page';
import { snapshot } from './helpers/snapshot';
import { stepFor, waitForOpenedComparison } from './helpers/waits';

/**
 * Issue 76, the lesson's fourth round, each point from the route a player takes, at 1280×800 and
 * 390×844: runs keep their names and colours wherever the comparison goes (a link opened again
 * after a run gave way); Intercept's turns are counted; runs added while comparing have their
 * figures, the panel shows the run shown and a change of nothing is refused; the routes that broke
 * (Home T A, Play again after a change made paused, Home on the timeline, the player's code while
 * rewound); from the game to code; the layouts with the card, the panel and the phase plot open.
 */

/** Each run's head on the card: its name and its swatch's colour. */
async function cardRuns(page: Page): Promise<{ name: string; colour: string }[]> {
  return page.locator('#compare-card thead th[scope=col]').evaluateAll((heads) =>
    heads.slice(1).map((head) => ({ name: head.querySelector('.compare-run-name')?.textContent ?? '', colour: getComputedStyle(head.querySelector('.swatch') as HTMLElement).backgroundColor })),
  );
}

/** Sets a gain of the panel's controller (the panel open), as a player types it. */
async function setGain(page: Page, key: string, value: number): Promise<void> {
  const field = page.locator(`#panel-${key}`);
  await field.fill(String(value));
  await field.press('Enter');
}

/** Back to the oldest moment kept (Home), a change, and A: a run of `seconds`. */
async function addRun(page: Page, change: () => Promise<void>, seconds: number): Promise<void> {
  await page.keyboard.press('Home');
  await change();
  await page.keyboard.press('a');
  await stepFor(page, seconds);
}

/** The comparison of the issue: T from the opening's first moment, then three more runs from there, the fourth pushing what if 1 out; titled. */
async function fourRuns(page: Page): Promise<void> {
  await stepFor(page, 4);
  await addRun(page, () => page.keyboard.press('t'), 3);
  await openPanel(page);
  await addRun(page, () => setGain(page, 'kd', 0), 2);
  await addRun(page, () => setGain(page, 'ki', 0), 2);
  await addRun(page, () => setGain(page, 'kd', 30), 2);
  await page.keyboard.press('p');
  const title = page.locator('#compare-title');
  await title.fill('Four ways to turn');
  await title.press('Enter');
}

/** The labels the ghosts carry on the canvas (not an entity's: block −1, and a run's name). */
async function ghostLabels(page: Page): Promise<{ text: string; left: number; top: number; width: number; height: number }[]> {
  const labels = await page.evaluate(() => (window as unknown as { pidDemo: { canvasLabels(): { text: string; left: number; top: number; width: number; height: number; block: number }[] } }).pidDemo.canvasLabels());
  return labels.filter((label) => label.block < 0 && /^(recorded|what if \d+)/.test(label.text));
}

function overlap(a: { left: number; top: number; width: number; height: number }, b: typeof a): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}

for (const size of [
  { name: '1280×800', viewport: { width: 1280, height: 800 }, phone: false },
  { name: '390×844', viewport: { width: 390, height: 844 }, phone: true },
] as const) {
  test.describe(`the lesson at ${size.name}`, () => {
    test.use({ viewport: size.viewport, ...(size.phone && { hasTouch: true, isMobile: true }) });
    // A guard against hangs, far above the time each takes on a loaded 2-core machine.
    test.describe.configure({ timeout: 240_000 });

    test('runs keep their names and colours through Share and the link opened again, after one gave way; ghost labels apart; no tour offer over the card', async ({ page }, testInfo) => {
      const problems = await openDemo(page);
      await fourRuns(page);
      await expect(page.locator('#toast')).toContainText('what if 1, the oldest what-if run set aside, gave way');
      const shared = await cardRuns(page);
      expect(shared.map((run) => run.name)).toEqual(['recorded', 'what if 2', 'what if 3', 'what if 4 (playing)']);
      await clickControl(page, '#share-settings', { tap: size.phone });
      await expect(page.locator('#share-note')).toContainText('“Four ways to turn”: the recorded run, what if 2 (at 0.00 s:');
      await expect(page.locator('#share-note')).toContainText('and what if 4 (at 0.00 s:');
      const link = await page.locator('#share-link').inputValue();
      const before = await snapshot(page);
      await page.goto(link);
      await waitForOpenedComparison(page);
      await expect(page.locator('#compare-card thead th[scope=col]')).toHaveCount(5);
      expect(await cardRuns(page), 'the same names and colours, in the same order').toEqual(shared);
      await expect(page.locator('#compare-title')).toHaveValue('Four ways to turn');
      const opened = await snapshot(page);
      expect(opened.entities.map((e) => [e.id, e.controller]), 'the same settings').toEqual(before.entities.map((e) => [e.id, e.controller]));
      expect(opened.ghost, 'the same ghost').toEqual(before.ghost);
      await expect(page.locator('#tour-offer')).toBeHidden();
      const labels = await ghostLabels(page);
      for (const [i, a] of labels.entries()) for (const b of labels.slice(i + 1)) expect(overlap(a, b), `“${a.text}” and “${b.text}” apart`).toBe(false);
      for (const label of labels) expect(label.left >= 0 && label.left + label.width <= size.viewport.width, `“${label.text}” on screen`).toBe(true);
      await saveScreenshot(page, testInfo, `lesson-link-${size.phone ? 'phone' : 'desktop'}`);
      expect(problems.messages).toEqual([]);
    });

    test('Intercept counts its missiles’ turns: reached, settled and overshoot in both runs', async ({ page }) => {
      const problems = await openDemo(page);
      await page.keyboard.press('i');
      if ((await snapshot(page)).paused) await page.keyboard.press('p');
      await stepFor(page, 5);
      await addRun(page, () => page.keyboard.press('t'), 4);
      await page.keyboard.press('p');
      const rows = page.locator('#compare-card tbody tr');
      await expect(rows.first()).toBeVisible();
      const cells = await page.locator('#compare-card tbody td').allTextContents();
      expect(cells.filter((cell) => /° turn/.test(cell)).length, 'turns counted').toBeGreaterThanOrEqual(4);
      expect(cells.some((cell) => /settled \d+\.\d\d s/.test(cell)), 'a turn settled').toBe(true);
      expect(cells.some((cell) => /overshoot \d+\.\d°/.test(cell))).toBe(true);
      expect(problems.messages).toEqual([]);
    });

    test('a run added 2 steps after the branch has its figures; back at the branch the panel shows the run just played; a change of nothing is refused, saying so', async ({ page }) => {
      const problems = await openDemo(page);
      await stepFor(page, 4);
      await addRun(page, () => page.keyboard.press('t'), 4);
      await page.keyboard.press('p');
      await openPanel(page);
      // Back at the branch: the run just played, its turn rate 720°/s² (the panel's), its change applied.
      await page.keyboard.press('Home');
      await expect(page.locator('#panel-maxAngularAcceleration')).toHaveValue('12.5664');
      // Two steps after the branch (the timeline's → twice), kd 30, A: a run with its figures.
      await page.locator('#timeline').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await setGain(page, 'kd', 30);
      await page.keyboard.press('a');
      await stepFor(page, 3);
      await page.keyboard.press('p');
      await expect(page.locator('#compare-card thead th[scope=col]')).toHaveCount(4);
      const playing = await page.locator('#compare-card tbody tr').evaluateAll((rows) => rows.map((row) => row.lastElementChild?.textContent ?? ''));
      for (const cell of playing) expect(cell).toMatch(/° turn.*reached \d+\.\d\d s/);
      for (const cell of playing) expect(cell).not.toMatch(/cut short/);
      // kd 30 where the run shown has kd 30 (two steps after the branch): nothing changed, no run added, and the player is told.
      await page.keyboard.press('Home');
      await page.locator('#timeline').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('#panel-kd')).toHaveValue('30');
      await setGain(page, 'kd', 30);
      await expect(page.locator('#toast')).toContainText('Nothing changed: the run shown already has that setting, so no run was added');
      // Played on from there, it is the run it was: no fifth column.
      await page.keyboard.press('p');
      await stepFor(page, 1);
      await expect(page.locator('#compare-card thead th[scope=col]')).toHaveCount(4);
      expect(problems.messages).toEqual([]);
    });

    test('the routes: Home T A gives the classic comparison; Play again after a change made paused plays it; Home on the timeline moves its thumb; code applied while rewound says where the timeline went', async ({ page }) => {
      const problems = await openDemo(page);
      await stepFor(page, 5);
      // Paused, then back to the first moment, T, A: the what-if plays (it did nothing when paused).
      await page.keyboard.press('p');
      await page.keyboard.press('Home');
      const home = await snapshot(page);
      expect(home.timeline?.shownStep).toBe(0);
      await page.keyboard.press('t');
      await expect(page.locator('.timeline-status')).toHaveText(/Your change waits at this moment: Play again \(A\) plays the what-if run from here/);
      await page.keyboard.press('a');
      expect((await snapshot(page)).paused, 'A plays the what-if run').toBe(false);
      await stepFor(page, 3);
      await page.keyboard.press('p');
      const classic = await snapshot(page);
      expect(classic.timeline?.comparing).toBe(true);
      await expect(page.locator('#compare-card tbody tr', { hasText: 'missile-2' })).toContainText('84° turn, spinning 6°/s toward');
      await expect(page.locator('#compare-card tbody tr', { hasText: 'missile-2' })).toContainText('overshoot 28.5°');
      // Home on the focused timeline: the moment and the thumb both go to the oldest moment.
      const slider = page.locator('#timeline');
      await slider.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Home');
      expect((await snapshot(page)).timeline?.shownStep).toBe(0);
      expect(Number(await slider.inputValue())).toBe(Number(await slider.getAttribute('min')));
      // The player's code applied while rewound: Play again tells where the timeline went, and , says why there is none.
      await page.keyboard.press('r');
      await page.keyboard.press('r');
      if ((await snapshot(page)).paused) await page.keyboard.press('p');
      await stepFor(page, 2);
      await page.keyboard.press(',');
      if ((await snapshot(page)).selectedId === null) await page.keyboard.press('e');
      await page.evaluate((code) => (window as unknown as { pidDemo: { tryController(s: string): Promise<string> } }).pidDemo.tryController(code), 'function update(input) { return -60 * input.headingError - 14 * input.angularVelocity; }');
      await page.keyboard.press('a');
      await stepFor(page, 0.2);
      await expect(page.locator('#toast')).toContainText('Your code steers a body now, so the timeline’s');
      await page.keyboard.press(',');
      await expect(page.locator('#toast')).toContainText('the timeline keeps no history while your own code steers a body');
      expect(problems.messages).toEqual([]);
    });

    test('from the game to code: More › Use in your game, the panel, the step response and the help give the controller shown as code, how it differs from the library’s defaults, and the guide', async ({ page, request }, testInfo) => {
      const problems = await openDemo(page);
      await clickControl(page, '#use-in-game', { tap: size.phone });
      const dialog = page.locator('#code-dialog');
      await expect(dialog).toBeVisible();
      await expect(page.locator('#code-block')).toContainText("new PidController({ derivativeOn: 'error', scaleWithTurnRate: false, brakingCurve: false });");
      await expect(page.locator('#code-differences')).toHaveText(/differ from the library’s defaults \(new PidController\(\)\): derivative on error \(library: measurement\), scale gains with turn rate off \(library: on\), brake on the motor’s curve off \(library: on\)/);
      for (const href of await page.locator('#code-guide a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) expect((await request.get(href)).status(), href).toBe(200);
      await saveScreenshot(page, testInfo, `lesson-code-${size.phone ? 'phone' : 'desktop'}`);
      await expectNoSeriousViolations(page, testInfo, 'Use in your game');
      await page.locator('#code-close').click();
      // The panel's button.
      await openPanel(page);
      await page.locator('#panel-use-in-game button, button#panel-use-in-game').first().click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      // The step response says how its PID differs from the defaults the guide's figures use.
      await clickControl(page, '#step-response-toggle', { tap: size.phone });
      await expect(page.locator('#sr-library')).toContainText('PID differs from the library’s defaults (new PidController()) in derivative on error');
      await expect(page.locator('#sr-library a')).toHaveAttribute('href', 'docs/step-response-figures.md');
      await page.locator('#sr-use-in-game').click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await page.locator('#step-response-close').click();
      // The help's.
      await clickControl(page, '#help-toggle', { tap: size.phone });
      await page.locator('#help-use-in-game').click();
      await expect(dialog).toBeVisible();
      expect(problems.messages).toEqual([]);
    });

    test('the layout with the card, the panel and the phase plot open: the plot whole, the slow missile’s row above the card’s fold', async ({ page }, testInfo) => {
      const problems = await openDemo(page);
      await fourRuns(page);
      if (!size.phone) await page.keyboard.press('f');
      await expect(page.locator('#compare-card')).toBeVisible();
      const card = (await page.locator('#compare-card').boundingBox())!;
      const row = (await page.locator('#compare-card tbody tr', { hasText: 'missile-2' }).boundingBox())!;
      if (!size.phone) {
        expect(row.y + row.height, 'missile-2’s row inside the card').toBeLessThanOrEqual(card.y + card.height + 1);
        const plot = (await page.locator('#phase-plot').boundingBox())!;
        const canvas = (await page.locator('#phase-plot canvas').boundingBox())!;
        const legend = (await page.locator('#phase-plot .phase-legend').boundingBox())!;
        expect(plot.y + plot.height, 'the plot inside the page').toBeLessThanOrEqual(size.viewport.height);
        expect(canvas.y + canvas.height, 'its canvas whole').toBeLessThanOrEqual(plot.y + plot.height);
        expect(legend.y + legend.height, 'its legend whole').toBeLessThanOrEqual(plot.y + plot.height);
        expect(await page.locator('#phase-plot').evaluate((element) => element.scrollHeight <= element.clientHeight + 1), 'nothing of it scrolled out of view').toBe(true);
      }
      await expect(page.locator('#tour-offer')).toBeHidden();
      await saveScreenshot(page, testInfo, `lesson-layout-${size.phone ? 'phone' : 'desktop'}`);
      await expectNoSeriousViolations(page, testInfo, 'the card, the panel and the phase plot');
      expect(problems.messages).toEqual([]);
    });
  });
}
