/**
 * `npm run bench:open [-- --port 4192 --shows 20 --seconds 5 --json]`: whether opening a comparison
 * blocks the page, on the two heaviest kinds of comparison (comparisonCases.ts), in headless Chromium at 1280×800
 * against a production build served by `vite preview`:
 * - the heavy file (10 bodies, 100 circling targets, 40 crates; four runs of about 3,800 steps),
 *   opened with Open scene… in a fresh page: the longest gap between the page's animation frames
 *   from the file chosen until the comparison is on screen, the time until then, the frames drawn
 *   meanwhile; then the time to show `--shows` random moments through the timeline (the slider's
 *   input, in the page);
 * - the link whose runs hold 7,800 turn-rate toggles each, opened by its address: the same gap and
 *   time (from the page's navigation: the page's own start-up is in its first gap, with or without
 *   a comparison), then the frame rate over `--seconds` while it plays, against the opening's in the
 *   same browser.
 * Figures depend on this machine and what else runs on it: compare the rows of one run.
 */
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { median } from '../src/sim/math/statistics';
import { numberField } from '../src/sim/validation/fields';
import { numberFlag, parseFlags, runCommandLine, validateFlags } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';
import { heavyComparisonFile, toggleLink } from './comparisonCases';
import { frameGaps, withBuiltPreview } from './previewServer';

const USAGE = 'usage: npm run bench:open -- [--port 4192] [--shows 20] [--seconds 5] [--json]';

const schema = z.strictObject({
  port: numberField({ integer: true, min: 1024, max: 65535 }),
  shows: numberField({ integer: true, min: 1, max: 200 }),
  seconds: numberField({ min: 1, max: 60 }),
});

/**
 * Starts recording the gaps between the page's animation frames (ms) into `window.__gaps`; with
 * `fromLoad`, the first gap from the page's navigation (a link opens its comparison as the page
 * starts: a page that plays it at once draws its first frame only after). Sent as text (see bench-ghost.ts).
 */
function recordGaps(fromLoad: boolean): string {
  return `(() => {
  const gaps = [];
  window.__gaps = gaps;
  let last = ${fromLoad ? '0' : '-1'};
  requestAnimationFrame(function frame(now) {
    if (last >= 0) gaps.push(now - last);
    last = now;
    if (window.__gaps === gaps) requestAnimationFrame(frame);
  });
})()`;
}

/** Waits until the page shows a comparison of `runs` runs (the card's columns) and the game answers; returns the seconds it took from `since` (ms, page clock). */
async function comparisonShown(page: Page, runs: number, since: number): Promise<number> {
  await page.waitForFunction((count) => window.pidDemo?.snapshot().timeline?.comparing === true && document.querySelectorAll('#compare-card thead th[scope=col]').length === count + 1, runs, { timeout: 600_000, polling: 200 });
  return ((await page.evaluate(() => performance.now())) - since) / 1000;
}

/** The gaps recorded since {@link recordGaps}, after two more frames (so that a long gap just ended is in), and stops recording. */
async function takeGaps(page: Page): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const gaps = window.__gaps;
    window.__gaps = null;
    resolve(gaps);
  })))`);
}

/** Shows `count` random moments through the timeline's slider; each one's time, ms (the page's clock). */
function showMoments(page: Page, count: number): Promise<number[]> {
  return page.evaluate(`(() => {
    const slider = document.querySelector('#timeline');
    const min = Number(slider.min), max = Number(slider.max);
    let seed = 49;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const times = [];
    for (let i = 0; i < ${count}; i++) {
      slider.value = String(min + random() * (max - min));
      const start = performance.now();
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      times.push(performance.now() - start);
    }
    return times;
  })()`);
}

interface Opening {
  readonly name: string;
  readonly size: number;
  readonly seconds: number;
  readonly longestGapMs: number;
  readonly frames: number;
}

async function openFile(page: Page, base: string, text: string): Promise<Opening> {
  await page.goto(base);
  await page.waitForFunction(() => window.pidDemo !== undefined);
  await page.evaluate(recordGaps(false));
  const since = await page.evaluate(() => performance.now());
  await page.setInputFiles('#scene-file-input', { name: 'comparison.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const seconds = await comparisonShown(page, 4, since);
  const gaps = await takeGaps(page);
  return { name: 'heavy file, Open scene…', size: text.length, seconds, longestGapMs: Math.max(...gaps), frames: gaps.length };
}

async function openLink(page: Page, base: string, param: string): Promise<Opening> {
  await page.addInitScript(recordGaps(true));
  await page.goto(`${base}?z=${param}`);
  const seconds = await comparisonShown(page, 4, 0);
  const gaps = await takeGaps(page);
  return { name: '7,800 toggles a run, link', size: param.length, seconds, longestGapMs: Math.max(...gaps), frames: gaps.length };
}

async function main(argv: string[]): Promise<void> {
  const { values: flags } = parseFlags(argv, { port: 'string', shows: 'string', seconds: 'string', json: 'boolean' });
  const options = validateFlags(schema, { port: numberFlag(flags.port, 4192), shows: numberFlag(flags.shows, 20), seconds: numberFlag(flags.seconds, 5) }, { port: '--port', shows: '--shows', seconds: '--seconds' });
  const heavy = heavyComparisonFile();
  const toggles = toggleLink();
  await withBuiltPreview('bench-open', options.port, async (browser, origin) => {
    const base = `${origin}/`;
    const problems: string[] = [];
    const fresh = async () => {
      const page = await browser!.newPage({ viewport: { width: 1280, height: 800 } });
      page.on('pageerror', (error) => problems.push(error.message));
      return page;
    };
    let page = await fresh();
    const file = await openFile(page, base, heavy);
    const shows = await showMoments(page, options.shows);
    await page.close();
    page = await fresh();
    await page.goto(base);
    await page.waitForFunction(() => window.pidDemo !== undefined);
    const opening = await frameGaps(page, options.seconds);
    await page.close();
    page = await fresh();
    const link = await openLink(page, base, toggles);
    if (await page.evaluate(() => window.pidDemo?.snapshot().paused)) await page.keyboard.press('p');
    const playing = await frameGaps(page, options.seconds);
    await page.close();
    const fps = (gaps: number[]) => 1000 / median(gaps);
    const result = { openings: [file, link], showMedianMs: median(shows), showMaxMs: Math.max(...shows), openingFps: fps(opening), togglesPlayingFps: fps(playing), togglesLongestGapMs: Math.max(...playing), problems };
    if (flags.json) process.stdout.write(`${JSON.stringify(result)}\n`);
    else {
      process.stdout.write(`${textTable(['opened', 'characters', 'until on screen s', 'longest frame gap ms', 'frames meanwhile'], [file, link].map((o) => [o.name, String(o.size), o.seconds.toFixed(1), o.longestGapMs.toFixed(0), String(o.frames)]))}\n`);
      process.stdout.write(`heavy file: a moment shown in ${result.showMedianMs.toFixed(0)} ms at the median, ${result.showMaxMs.toFixed(0)} ms at most (${options.shows} moments)\n`);
      process.stdout.write(`frames a second over ${options.seconds} s: the opening ${result.openingFps.toFixed(0)}, the toggles' comparison playing ${result.togglesPlayingFps.toFixed(0)} (longest gap ${result.togglesLongestGapMs.toFixed(0)} ms)${problems.length ? `; page errors: ${problems.join('; ')}` : ''}\n`);
    }
  });
}

runCommandLine(USAGE, main);
