/**
 * The explorable article (article.html) at 1280×800 and on a 390×844 phone, one page per size:
 * every figure builds when it comes into view, plays, branches with its what-if and shows its
 * ghost; its numbers reach the text; figures out of view step 0 times; a drag of the first
 * figure's target mid-run turns the body to it and changes the section's numbers, the ghost beside
 * it; on the phone a swipe over a figure scrolls the page; a value of the text dragged or typed is
 * a what-if (bad input refused, by name); form controls and tap targets are large enough; the game
 * opened from a figure links back to its section and what-if; axe finds nothing serious; the
 * console stays clean. Simulated time is stepped through `window.article`; the one wait on the
 * page's own frames counts frames that stepped, not time.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe';
import { collectConsoleProblems, type ConsoleProblems } from './helpers/page';
import { waitForOpenedComparison } from './helpers/waits';

/** A figure's state as `window.article` gives it. */
interface FigureState {
  section: string;
  choice: string;
  playing: boolean;
  played: number;
  length: number;
  stepsTaken: number;
  comparing: boolean;
  ghost: boolean;
  dragged: boolean;
  target: { x: number; y: number } | null;
  wantedHeading: number | null;
}

interface ArticleWindow {
  article: {
    figures(): Record<string, FigureState>;
    inView(): string[];
    stepFixed(id: string, count: number): FigureState | null;
    readonly steppingFrames: number;
  };
}

const SECTIONS = ['p-and-d', 'integral', 'character', 'turn-rate', 'published', 'stable-pd', 'tuning', 'spd', 'limit'];

async function openArticle(
  browser: Browser,
  options: Parameters<Browser['newPage']>[0],
): Promise<{ page: Page; problems: ConsoleProblems }> {
  const page = await browser.newPage(options);
  const problems = collectConsoleProblems(page);
  await page.goto('/article.html');
  await page.waitForFunction(() => typeof (window as unknown as Partial<ArticleWindow>).article === 'object');
  return { page, problems };
}

/** Scrolls figure `id` into view and returns its state once it is built and in view. */
async function showFigure(page: Page, id: string): Promise<FigureState> {
  await page.locator(`figure[data-section="${id}"]`).scrollIntoViewIfNeeded();
  await page.waitForFunction((section) => (window as unknown as ArticleWindow).article.inView().includes(section), id);
  // Built, the figure is taller than its placeholder was: into view again.
  await page.locator(`figure[data-section="${id}"]`).scrollIntoViewIfNeeded();
  return (await figures(page))[id] as FigureState;
}

const figures = (page: Page) => page.evaluate(() => (window as unknown as ArticleWindow).article.figures());
const figureState = async (page: Page, id: string) => (await figures(page))[id] as FigureState;

/**
 * Mid-run (30 steps in, paused), drags the first figure's target sideways with the mouse or a
 * finger from where it is; the body's heading goal turns to it, the section's numbers change,
 * the ghost stays beside it.
 */
async function dragFirstTargetMidRun(page: Page, touch: boolean): Promise<void> {
  await showFigure(page, 'p-and-d');
  await page.locator('#p-and-d-whatif').selectOption('kd-7');
  await stepFigure(page, 'p-and-d', 30);
  const canvas = page.locator('figure[data-section="p-and-d"] canvas.figure-scene');
  await canvas.scrollIntoViewIfNeeded();
  const before = await figureState(page, 'p-and-d');
  expect(before.played).toBeLessThan(before.length);
  const sentence = await page.locator('[data-say="p-and-d:whatIf"]').textContent();
  const box = (await canvas.boundingBox())!;
  // The target at (0, 20) m on a view 40 m wide from x −20, 28 m tall from y 24 down.
  const at = (x: number, y: number): [number, number] => [box.x + ((x + 20) / 40) * box.width, box.y + ((24 - y) / 28) * box.height];
  const path = [at(0, 20), at(4, 19), at(8, 18), at(12, 16)];
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: path[0]![0], y: path[0]![1], id: 1 }] });
    for (const [x, y] of path.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y, id: 1 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(...path[0]!);
    await page.mouse.down();
    for (const point of path.slice(1)) await page.mouse.move(...point, { steps: 2 });
    await page.mouse.up();
  }
  const after = await figureState(page, 'p-and-d');
  expect(after.dragged, 'the what-if knows its target moved').toBe(true);
  expect(after.target!.x, 'the target moved right').toBeGreaterThan(8);
  // What the body steers to turned with the target: toward (12, 16) m from the origin, not up the page any more.
  expect(after.wantedHeading!, 'the heading goal').toBeCloseTo(Math.atan2(after.target!.y, after.target!.x), 2);
  expect(Math.abs(after.wantedHeading! - before.wantedHeading!)).toBeGreaterThan(0.3);
  await expect(page.locator('[data-say="p-and-d:whatIf"]')).not.toHaveText(sentence ?? '');
  await expect(page.locator('[data-say="p-and-d:whatIf"]')).toContainText('turning to where you left the target');
  const played = await stepFigure(page, 'p-and-d', 20);
  expect([played.comparing, played.ghost], 'the ghost beside it').toEqual([true, true]);
  await expect(page.locator('#p-and-d-summary')).toContainText('turning to where you left the target');
}
const stepFigure = (page: Page, id: string, count: number) =>
  page.evaluate(([section, n]) => (window as unknown as ArticleWindow).article.stepFixed(section as string, n as number), [
    id,
    count,
  ] as const) as Promise<FigureState>;

/**
 * Every figure plays, branches with another what-if (the page's own control) and shows its ghost; its numbers reach the text at the run's
 * end.
 */
async function everyFigurePlaysAndBranches(page: Page): Promise<void> {
  for (const id of SECTIONS) {
    const built = await showFigure(page, id);
    expect(built.comparing, `${id} compares its what-if with the recorded run`).toBe(true);
    const played = await stepFigure(page, id, 30);
    expect(played.played, `${id} plays`).toBeGreaterThanOrEqual(30);
    expect(played.ghost, `${id} shows its ghost`).toBe(true);
    const select = page.locator(`#${id}-whatif`);
    const choices = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const other = choices.find((c) => c !== played.choice && c !== '') ?? played.choice;
    await select.selectOption(other);
    const branched = await stepFigure(page, id, 20);
    expect([branched.choice, branched.comparing, branched.ghost], `${id} branched with ${other}`).toEqual([other, true, true]);
    const ended = await stepFigure(page, id, branched.length);
    expect(ended.played).toBe(ended.length);
    await expect(page.locator(`#${id}-summary`)).toContainText('The what-if has played to its end.');
    await expect(page.locator(`#${id}-summary`)).toContainText('what if (');
  }
}

/**
 * With the first figure built and then out of view, and the last in view and playing: the last
 * steps, the first steps 0 times. Waits for 10 of the page's frames that stepped (a count, not a time).
 */
async function outOfViewStepsZero(page: Page): Promise<void> {
  await showFigure(page, 'p-and-d');
  await page.locator('#p-and-d-whatif').selectOption('p-alone');
  const away = await showFigure(page, 'limit');
  expect(await page.evaluate(() => (window as unknown as ArticleWindow).article.inView())).not.toContain('p-and-d');
  const before = (await figures(page))['p-and-d'] as FigureState;
  await page.locator('#limit-whatif').selectOption('time-optimal');
  const frames = await page.evaluate(() => (window as unknown as ArticleWindow).article.steppingFrames);
  await page.waitForFunction((n) => (window as unknown as ArticleWindow).article.steppingFrames >= n + 10, frames);
  const after = await figures(page);
  expect(after['limit']?.stepsTaken, 'the figure in view played').toBeGreaterThan(away.stepsTaken);
  expect(after['p-and-d']?.stepsTaken, 'the figure out of view did not step').toBe(before.stepsTaken);
}

test.describe('the article at 1280×800', () => {
  let page: Page;
  let problems: ConsoleProblems;
  test.beforeAll(async ({ browser }) => ({ page, problems } = await openArticle(browser, { viewport: { width: 1280, height: 800 } })));
  test.afterAll(() => page.close());

  test(
    'the text shows the numbers measured at build time; a what-if changes them to its own run’s at once; Step keeps the ' +
      'caption current',
    async () => {
      await expect(page.locator('[data-say="p-and-d:whatIf"]')).toHaveText(
        /^The what-if, P alone \(kd 0\), swings \d+\.\d° past the target and does not settle within 4 s\.$/,
      );
      await expect(page.locator('[data-say="published:recorded"]')).toContainText('does not settle within 6 s');
      await showFigure(page, 'p-and-d');
      await page.locator('#p-and-d-whatif').selectOption('kd-28');
      await expect(page.locator('[data-say="p-and-d:whatIf"]')).toHaveText(
        /^The what-if, twice the damping \(kd 28\), does not swing past the target and settles in \d\.\d\d s\.$/,
      );
      await page.locator('figure[data-section="p-and-d"] button.figure-step').click();
      const shown = await figureState(page, 'p-and-d');
      await expect(page.locator('#p-and-d-summary')).toContainText(`Paused at ${(shown.played / 60).toFixed(2)} s of 4 s.`);
      await page.locator('figure[data-section="p-and-d"] button.figure-step').click();
      await expect(page.locator('#p-and-d-summary')).toContainText(`Paused at ${((shown.played + 1) / 60).toFixed(2)} s of 4 s.`);
      await stepFigure(page, 'p-and-d', 240);
      await expect(page.locator('#p-and-d-summary')).toContainText('The what-if has played to its end.');
    },
  );

  test(
    'a mouse drag of the first figure’s target mid-run turns the body to it ' + 'and changes the section’s numbers, the ghost beside it',
    async () => {
      await dragFirstTargetMidRun(page, false);
    },
  );

  test(
    'a value of the text, dragged or typed, is a what-if; a typed value out ' + 'of range is refused by name and the last good one kept',
    async () => {
      await showFigure(page, 'tuning');
      const scrub = page.locator('#tuning-scrub');
      await scrub.scrollIntoViewIfNeeded();
      const box = (await scrub.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      // 6 px a step of 0.05: 24 px to the right is 0.2 more than 0.5.
      await page.mouse.move(box.x + box.width / 2 + 12, box.y + box.height / 2, { steps: 3 });
      await page.mouse.move(box.x + box.width / 2 + 24, box.y + box.height / 2, { steps: 3 });
      await page.mouse.up();
      await expect(scrub).toHaveValue('0.7');
      expect((await figureState(page, 'tuning')).choice).toBe('zeta-0.5.zeta-0.7');
      await expect(page.locator('[data-say="tuning:whatIf"]')).toContainText('With the what-if, ζ 0.7, it swings');
      await scrub.fill('0.35');
      await scrub.press('Enter');
      await expect(page.locator('[data-say="tuning:whatIf"]')).toContainText('ζ 0.35');
      await scrub.press('ArrowUp');
      await expect(scrub).toHaveValue('0.4');
      await scrub.fill('7');
      await scrub.press('Enter');
      await expect(page.locator('#tuning-scrub-message')).toContainText('the damping ratio ζ must be a number from 0.1 to 1.5');
      await expect(scrub).toHaveValue('0.4');
      expect((await figureState(page, 'tuning')).choice).toBe('zeta-0.5.zeta-0.4');
    },
  );

  test('every figure plays, branches and shows its ghost', async () => {
    await everyFigurePlaysAndBranches(page);
  });

  test('a figure out of view steps 0 times while one in view plays; a mouse drag moves the target', async () => {
    await outOfViewStepsZero(page);
    await page.locator('figure[data-section="limit"] canvas.figure-scene').scrollIntoViewIfNeeded();
    const box = (await page.locator('figure[data-section="limit"] canvas.figure-scene').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.85, box.y + box.height * 0.3, { steps: 4 });
    await page.mouse.up();
    const dragged = (await figures(page))['limit'] as FigureState;
    expect(dragged.target!.x, 'the target moved right').toBeGreaterThan(5);
  });

  test('axe finds nothing serious; the keyboard reaches a figure, which shows its focus; no console errors', async () => {
    await expectNoSeriousViolations(page, test.info(), 'article 1280x800');
    const canvas = page.locator('figure[data-section="limit"] canvas.figure-scene');
    await page.locator('#limit-whatif').focus();
    await page.keyboard.press('Tab');
    await expect(canvas).toBeFocused();
    const outline = await canvas.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    const before = ((await figures(page))['limit'] as FigureState).target!;
    await page.keyboard.press('ArrowLeft');
    expect(((await figures(page))['limit'] as FigureState).target!.x).toBeLessThan(before.x);
    expect(problems.messages).toEqual([]);
  });

  test('printed, each figure shows its static picture of the run with its caption in place of the live controls', async () => {
    await page.emulateMedia({ media: 'print' });
    for (const id of SECTIONS) {
      const figure = page.locator(`figure[data-section="${id}"]`);
      await expect(figure.locator('.figure-static svg polyline[data-run="whatIf"]'), id).toBeVisible();
      await expect(figure.locator('.figure-static-caption'), id).toContainText('Heading error against time');
      await expect(figure.locator('.figure-bar'), id).toBeHidden();
      await expect(figure.locator('canvas.figure-scene'), id).toBeHidden();
    }
    await expect(page.locator('figure.turn3d .figure-static svg')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('figure[data-section="limit"] .figure-static')).toBeHidden();
  });

  test(
    '“Open in the game” opens the figure’s comparison: the game’s compare card shows the article’s figures, the limit’s rule, and ' +
      'a link back to the section and its what-if',
    async () => {
      await showFigure(page, 'turn-rate');
      await page.evaluate(() =>
        (window as unknown as ArticleWindow & { article: { choose(id: string, choice: string): unknown } }).article.choose(
          'turn-rate',
          'slow',
        ),
      );
      await stepFigure(page, 'turn-rate', 400);
      const overshoot = /swings (\d+\.\d°) past/.exec((await page.locator('[data-say="turn-rate:whatIf"]').textContent()) ?? '')?.[1];
      const recordedOvershoot = '0.0°';
      await expect(page.locator('[data-say="turn-rate:recorded"]')).toContainText('does not swing past');
      const link = page.locator('figure[data-section="turn-rate"] a.figure-game');
      await link.focus();
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^\.\/index\.html\?z=.*&article=turn-rate%3Aslow$/);
      await page.goto(`/${href.slice(2)}`);
      await waitForOpenedComparison(page);
      const row = page.locator('#compare-card tbody tr', { hasText: 'missile' });
      await expect(row).toContainText(`overshoot ${overshoot}`);
      await expect(row).toContainText(`overshoot ${recordedOvershoot}`);
      await expect(page.locator('#compare-limit-note')).toContainText('(2·√(a·(θ − b) + r²/2) − r)/a');
      const back = page.locator('#compare-article');
      await expect(back).toHaveAttribute('href', 'article.html?turn-rate=slow#turn-rate');
      await back.click();
      await page.waitForFunction(() => (window as unknown as ArticleWindow).article?.inView().includes('turn-rate'));
      expect((await figureState(page, 'turn-rate')).choice).toBe('slow');
    },
  );

  test('the game leads to the article: the gallery’s card, and the tour’s last step', async () => {
    await page.goto('/?gallery');
    const card = page.locator('#gallery-page-article');
    await expect(card).toHaveAttribute('href', 'article.html');
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.locator('img').evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // The tour resumed at its last step (as a returning player's saved progress) offers the article.
    await page.evaluate(() => localStorage.setItem('pid-steering-tour', JSON.stringify({ status: 'started', step: 6 })));
    await page.goto('/');
    await page.locator('#tour-offer-start').click();
    await expect(page.locator('#tour-article a')).toHaveAttribute('href', 'article.html');
    await expect(page.locator('#tour-article')).toBeVisible();
  });
});

test.describe('the article on a 390×844 phone', () => {
  let page: Page;
  let problems: ConsoleProblems;
  test.beforeAll(
    async ({ browser }) =>
      ({ page, problems } = await openArticle(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })),
  );
  test.afterAll(() => page.close());

  test('a section’s link opens there with its figure’s what-if', async () => {
    await page.goto('/article.html?turn-rate=slower#turn-rate');
    await page.waitForFunction(() => (window as unknown as ArticleWindow).article?.inView().includes('turn-rate'));
    expect(((await figures(page))['turn-rate'] as FigureState).choice).toBe('slower');
  });

  test('every figure fits the width, plays, branches and shows its ghost', async () => {
    await everyFigurePlaysAndBranches(page);
    const widths = await page.locator('canvas').evaluateAll((canvases) => canvases.map((c) => c.getBoundingClientRect().right));
    for (const right of widths) expect(right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a figure out of view steps 0 times while one in view plays', async () => {
    await outOfViewStepsZero(page);
  });

  test(
    'a touch drag of the first figure’s target mid-run turns the body to it ' + 'and changes the section’s numbers, the ghost beside it',
    async () => {
      await dragFirstTargetMidRun(page, true);
    },
  );

  test(
    'a vertical swipe over a figure (off its target) scrolls the page and leaves the target where it was; so does one over a ' +
      'value of the text',
    async () => {
      const canvas = page.locator('figure[data-section="integral"] canvas.figure-scene');
      await showFigure(page, 'integral');
      const target = (await figureState(page, 'integral')).target!;
      const box = (await canvas.boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (x: number, y: number) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
        for (let i = 1; i <= 8; i++)
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - i * 20, id: 1 }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const at = await page.evaluate(() => window.scrollY);
      // Low on the scene, well away from the target (at the top middle).
      await swipe(box.x + box.width * 0.25, box.y + box.height * 0.85);
      await page.waitForFunction((y) => window.scrollY > y + 40, at);
      expect((await figureState(page, 'integral')).target, 'the target stayed').toEqual(target);
      const scrub = page.locator('#integral-scrub');
      await scrub.scrollIntoViewIfNeeded();
      const value = await scrub.inputValue();
      const there = await page.evaluate(() => window.scrollY);
      const field = (await scrub.boundingBox())!;
      await swipe(field.x + field.width / 2, field.y + field.height / 2);
      await page.waitForFunction((y) => window.scrollY > y + 40, there);
      await expect(scrub).toHaveValue(value);
      await cdp.detach();
    },
  );

  test('form controls are 16 px at least, tap targets 24 px at least', async () => {
    const sizes = await page.locator('figure.live.built select, figure.live.built button, input.scrub').evaluateAll((elements) =>
      elements.map((e) => ({
        font: parseFloat(getComputedStyle(e).fontSize),
        height: e.getBoundingClientRect().height,
        what: e.outerHTML.slice(0, 60),
      })),
    );
    expect(sizes.length).toBeGreaterThan(10);
    for (const size of sizes) {
      expect(size.font, size.what).toBeGreaterThanOrEqual(16);
      expect(size.height, size.what).toBeGreaterThanOrEqual(24);
    }
    const links = await page
      .locator('figure.live.built .figure-links a')
      .evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().height));
    for (const height of links) expect(height).toBeGreaterThanOrEqual(24);
  });

  test('axe finds nothing serious; no console errors', async () => {
    await expectNoSeriousViolations(page, test.info(), 'article 390x844');
    expect(problems.messages).toEqual([]);
  });
});

test.describe('the article without scripts', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await page.goto('/article.html');
  });
  test.afterAll(() => page.context().close());

  test('reads as text with the measured numbers and a picture of each figure’s run', async () => {
    await expect(page.locator('[data-say="p-and-d:whatIf"]')).toContainText(/swings \d+\.\d° past/);
    await expect(page.locator('[data-say="published:recorded"]')).toContainText('does not settle within 6 s');
    // The values to drag need scripts: without them the sentence that offers one is not shown.
    await expect(page.locator('[data-scrub="p-and-d"]')).toBeHidden();
    for (const id of SECTIONS) {
      const figure = page.locator(`figure[data-section="${id}"]`);
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.locator('svg polyline[data-run="recorded"]'), id).toBeVisible();
      await expect(figure.locator('svg polyline[data-run="whatIf"]'), id).toBeVisible();
      await expect(figure.locator('.figure-static-caption'), id).toContainText(/\d+\.\d°/);
    }
    // The caption's numbers are the text's: the build measured both from the same run; the plot marks them.
    const overshoot = /swings (\d+\.\d°) past/.exec((await page.locator('[data-say="p-and-d:whatIf"]').textContent()) ?? '')?.[1];
    await expect(page.locator('figure[data-section="p-and-d"] .figure-static-caption')).toContainText(`swings ${overshoot} past`);
    await expect(page.locator('figure[data-section="p-and-d"] svg [data-mark="band"]')).toBeVisible();
    await expect(page.locator('figure[data-section="p-and-d"] svg [data-mark="overshoot"]')).toBeVisible();
    // The turn in 3D: the lab's turn measured when the page was built, its picture and numbers.
    await page.locator('figure.turn3d').scrollIntoViewIfNeeded();
    await expect(page.locator('figure.turn3d svg polyline[data-run="fast"]')).toBeVisible();
    await expect(page.locator('[data-claim="in-3d:slow.settled"]')).toHaveText(/^settles in \d+\.\d\d s$/);
    const box = (await page.locator('figure[data-section="p-and-d"] svg').boundingBox())!;
    expect(box.width, 'the picture has a size').toBeGreaterThan(300);
  });
});
