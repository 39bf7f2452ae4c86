/**
 * The explorable article (article.html) at 1280×800 and on a 390×844 phone, one page per size:
 * every figure builds when it comes into view, plays, branches with its what-if and shows its
 * ghost; its numbers reach the text; figures out of view step 0 times; a drag on a figure moves
 * its target and, on the phone, a swipe outside the figures scrolls the page; axe finds nothing
 * serious; the console stays clean. Simulated time is stepped through `window.article`; the one wait
 * on the page's own frames counts frames that stepped, not time.
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
  target: { x: number; y: number } | null;
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

async function openArticle(browser: Browser, options: Parameters<Browser['newPage']>[0]): Promise<{ page: Page; problems: ConsoleProblems }> {
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
const stepFigure = (page: Page, id: string, count: number) => page.evaluate(([section, n]) => (window as unknown as ArticleWindow).article.stepFixed(section as string, n as number), [id, count] as const) as Promise<FigureState>;

/** Every figure plays, branches with another what-if (the page's own control) and shows its ghost; its numbers reach the text at the run's end. */
async function everyFigurePlaysAndBranches(page: Page): Promise<void> {
  for (const id of SECTIONS) {
    const built = await showFigure(page, id);
    expect(built.comparing, `${id} compares its what-if with the recorded run`).toBe(true);
    const played = await stepFigure(page, id, 30);
    expect(played.played, `${id} plays`).toBeGreaterThanOrEqual(30);
    expect(played.ghost, `${id} shows its ghost`).toBe(true);
    const select = page.locator(`#${id}-whatif`);
    const choices = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const other = choices.find((c) => c !== played.choice) ?? played.choice;
    await select.selectOption(other);
    const branched = await stepFigure(page, id, 20);
    expect([branched.choice, branched.comparing, branched.ghost], `${id} branched with ${other}`).toEqual([other, true, true]);
    const ended = await stepFigure(page, id, branched.length);
    expect(ended.played).toBe(ended.length);
    await expect(page.locator(`#${id}-summary`)).toContainText(other === played.choice ? 'What if' : 'overshoot');
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

  test('the text shows the numbers measured at build time; a what-if changes them to its own run’s', async () => {
    await expect(page.locator('[data-claim="p-and-d:whatIf.overshoot"]')).toHaveText(/^\d+\.\d°$/);
    await expect(page.locator('[data-claim="published:recorded.settled"]')).toHaveText('does not settle within 6 s');
    await showFigure(page, 'p-and-d');
    await page.locator('#p-and-d-whatif').selectOption('kd-28');
    await stepFigure(page, 'p-and-d', 240);
    await expect(page.locator('[data-claim="p-and-d:choice"]')).toHaveText('twice the damping (kd 28)');
    await expect(page.locator('[data-claim="p-and-d:whatIf.overshoot"]')).toHaveText('0.0°');
  });

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

  test('“Open in the game” opens the figure’s comparison: the game’s compare card shows the article’s figures', async () => {
    await showFigure(page, 'turn-rate');
    await page.evaluate(() => (window as unknown as ArticleWindow & { article: { choose(id: string, choice: string): unknown } }).article.choose('turn-rate', 'slow'));
    await stepFigure(page, 'turn-rate', 400);
    const overshoot = await page.locator('[data-claim="turn-rate:whatIf.overshoot"]').textContent();
    const recordedOvershoot = await page.locator('[data-claim="turn-rate:recorded.overshoot"]').textContent();
    const link = page.locator('figure[data-section="turn-rate"] a.figure-game');
    await link.focus();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\.\/index\.html\?z=/);
    await page.goto(`/${href.slice(2)}`);
    await waitForOpenedComparison(page);
    const row = page.locator('#compare-card tbody tr', { hasText: 'missile' });
    await expect(row).toContainText(`overshoot ${overshoot}`);
    await expect(row).toContainText(`overshoot ${recordedOvershoot}`);
  });

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
  test.beforeAll(async ({ browser }) => ({ page, problems } = await openArticle(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })));
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

  test('a touch drag on a figure moves its target; a swipe on the text scrolls the page', async () => {
    await showFigure(page, 'p-and-d');
    const box = (await page.locator('figure[data-section="p-and-d"] canvas.figure-scene').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = async (points: [number, number][]) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: points[0]![0], y: points[0]![1], id: 1 }] });
      for (const [x, y] of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y, id: 1 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const scrolled = await page.evaluate(() => window.scrollY);
    await touch([0.5, 0.55, 0.6, 0.65].map((f) => [box.x + box.width * 0.8, box.y + box.height * f] as [number, number]));
    expect(await page.evaluate(() => window.scrollY), 'a drag inside the figure does not scroll').toBe(scrolled);
    const moved = (await figures(page))['p-and-d'] as FigureState;
    expect(moved.target!.x, 'the drag moved the target').toBeGreaterThan(5);
    await page.locator('#integral p').first().scrollIntoViewIfNeeded();
    const at = await page.evaluate(() => window.scrollY);
    const para = (await page.locator('#integral p').first().boundingBox())!;
    await touch([0, 1, 2, 3, 4, 5].map((i) => [para.x + 40, para.y + para.height - 10 - i * 30] as [number, number]));
    await page.waitForFunction((y) => window.scrollY > y + 20, at);
    await cdp.detach();
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
    await expect(page.locator('[data-claim="p-and-d:whatIf.overshoot"]')).toHaveText(/^\d+\.\d°$/);
    await expect(page.locator('[data-claim="published:recorded.settled"]')).toHaveText('does not settle within 6 s');
    for (const id of SECTIONS) {
      const figure = page.locator(`figure[data-section="${id}"]`);
      await figure.scrollIntoViewIfNeeded();
      await expect(figure.locator('svg polyline[data-run="recorded"]'), id).toBeVisible();
      await expect(figure.locator('svg polyline[data-run="whatIf"]'), id).toBeVisible();
      await expect(figure.locator('.figure-static-caption'), id).toContainText(/\d+\.\d°/);
    }
    // The caption's numbers are the text's: the build measured both from the same run.
    const overshoot = (await page.locator('[data-claim="p-and-d:whatIf.overshoot"]').textContent()) ?? 'none';
    await expect(page.locator('figure[data-section="p-and-d"] .figure-static-caption')).toContainText(`swings ${overshoot} past`);
    // The turn in 3D: the lab's turn measured when the page was built, its picture and numbers.
    await page.locator('figure.turn3d').scrollIntoViewIfNeeded();
    await expect(page.locator('figure.turn3d svg polyline[data-run="fast"]')).toBeVisible();
    await expect(page.locator('[data-claim="in-3d:slow.settled"]')).toHaveText(/^settles in \d+\.\d\d s$/);
    const box = (await page.locator('figure[data-section="p-and-d"] svg').boundingBox())!;
    expect(box.width, 'the picture has a size').toBeGreaterThan(300);
  });
});
