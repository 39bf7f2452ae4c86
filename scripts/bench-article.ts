/**
 * `npm run bench:article [-- --runs 3 --port 4194 --json]`
 *
 * The explorable article's cost in headless Chromium against a production build (`vite preview`):
 * 1. First play: cold loads of `article.html` (fresh context, empty cache), each timed from
 *    navigation start to the first animation frame in which a figure stepped by itself
 *    (`window.article.firstStepMs`), interleaved with cold loads of the game's page timed to its
 *    own first frame (scripts/firstFrame.ts): the figure should play within the game's time.
 * 2. Scrolling: with every figure built (each scrolled into view once), the page scrolled from top
 *    to bottom and back, 24 px an animation frame, its figures in view playing: the frame gaps'
 *    median and p95 and the fps they make.
 * Figures depend on the machine and its load (printed beside them): nothing else should run.
 */
import { loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import { z } from 'zod';
import { median } from '../src/sim/math/statistics';
import { numberField } from '../src/sim/validation/fields';
import { numberFlag, parseFlags, runCommandLine, validateFlags } from '../src/cli/commandLine';
import { describeFirstFrame, firstFrame, firstFrameReport, type FirstFrameSample } from './firstFrame';
import { withBuiltPreview } from './previewServer';

const USAGE = 'usage: npm run bench:article -- [--runs 3] [--port 4194] [--json]';
const VIEWPORT = { width: 1280, height: 800 };
/** Pixels the page scrolls each animation frame while the scroll is measured. */
const SCROLL_STEP_PX = 24;

/** What the benchmark reads of the article's `window.article` (src/article/articleHook.ts). */
interface ArticleWindow {
  article?: { firstStepMs: number | null; figures(): Record<string, unknown> };
}

const schema = z.strictObject({
  runs: numberField({ integer: true, min: 1, max: 20 }),
  port: numberField({ integer: true, min: 1024, max: 65535 }),
});

/** One cold load of the article: ms from navigation start to its first figure's first step by itself. */
async function articleFirstStep(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    // The first figure is below the article's head: a link to its section opens there.
    await page.goto(`${base}/article.html#p-and-d`);
    await page.waitForFunction(() => (window as unknown as ArticleWindow).article?.firstStepMs != null, null, { timeout: 60_000 });
    return (await page.evaluate('window.article.firstStepMs')) as number;
  } finally {
    await context.close();
  }
}

/**
 * Frame gaps (ms) while the article, every figure built, scrolls from top to bottom and back. Sent as text (see previewServer's frameGaps).
 */
async function scrollGaps(browser: Browser, base: string): Promise<{ gaps: number[]; figures: number }> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await page.goto(`${base}/article.html`);
    await page.waitForFunction(() => (window as unknown as ArticleWindow).article !== undefined);
    for (const figure of await page.locator('figure.live[data-section]').all()) {
      await figure.scrollIntoViewIfNeeded();
      const id = await figure.getAttribute('data-section');
      await page.waitForFunction((section) => (window as unknown as ArticleWindow).article?.figures()[section ?? ''] !== undefined, id);
    }
    const figures = (await page.evaluate('Object.keys(window.article.figures()).length')) as number;
    await page.evaluate('window.scrollTo(0, 0)');
    const gaps = (await page.evaluate(`new Promise((resolve) => {
      const gaps = [];
      let last = -1;
      let direction = 1;
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      requestAnimationFrame(function frame(now) {
        if (last >= 0) gaps.push(now - last);
        last = now;
        window.scrollBy(0, direction * ${SCROLL_STEP_PX});
        if (direction === 1 && window.scrollY >= bottom - 1) direction = -1;
        if (direction === -1 && window.scrollY <= 0) resolve(gaps);
        else requestAnimationFrame(frame);
      });
    })`)) as number[];
    return { gaps, figures };
  } finally {
    await page.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const { values: flags } = parseFlags(argv, { runs: 'string', port: 'string', json: 'boolean' });
  const options = validateFlags(
    schema,
    { runs: numberFlag(flags.runs, 3), port: numberFlag(flags.port, 4194) },
    { runs: '--runs', port: '--port' },
  );
  await withBuiltPreview('bench-article', options.port, async (browser, origin) => {
    const base = origin;
    const loadBefore = loadavg()[0] as number;
    const game: FirstFrameSample[] = [];
    const article: number[] = [];
    for (let round = 0; round < options.runs; round++) {
      // Interleaved, so that a host that gets busier or quieter weighs on both alike.
      if (round % 2 === 0) game.push(await firstFrame(browser, base));
      article.push(await articleFirstStep(browser, base));
      if (round % 2 === 1) game.push(await firstFrame(browser, base));
    }
    const scroll = await scrollGaps(browser, base);
    const sorted = [...scroll.gaps].sort((a, b) => a - b);
    const result = {
      runs: options.runs,
      load: { before: loadBefore, after: loadavg()[0] as number },
      gameFirstFrame: firstFrameReport(game),
      articleFirstStepMs: median(article),
      articleFirstStepSamplesMs: article.map(Math.round),
      scroll: {
        figures: scroll.figures,
        frames: scroll.gaps.length,
        medianMs: median(scroll.gaps),
        p95Ms: sorted[Math.floor(0.95 * (sorted.length - 1))] ?? Number.NaN,
      },
    };
    if (flags.json) process.stdout.write(`${JSON.stringify(result)}\n`);
    else {
      const { scroll: s } = result;
      process.stdout.write(
        [
          `load average (1 min): ${result.load.before.toFixed(2)} before, ${result.load.after.toFixed(2)} after`,
          `the game's first frame: ${describeFirstFrame(result.gameFirstFrame)}`,
          `the article's first figure steps: ${result.articleFirstStepMs.toFixed(0)} ms [${result.articleFirstStepSamplesMs.join(', ')}]`,
          `scrolling the article, ${s.figures} figures built: ${s.frames} frames, gap median ${s.medianMs.toFixed(1)} ms, p95 ` +
            `${s.p95Ms.toFixed(1)} ms (${(1000 / s.medianMs).toFixed(0)} fps at the median)`,
        ].join('\n') + '\n',
      );
    }
  });
}

runCommandLine(USAGE, main);
