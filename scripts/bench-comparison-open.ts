/**
 * `npm run bench:open [-- --port 4192 --shows 20 --seconds 5 --only name,name --json]`: how long a
 * shared comparison takes to show and whether opening it blocks the page, on the heaviest kinds
 * (comparisonCases.ts), in headless Chromium at 1280×800 against a production build served by
 * `vite preview`, each in a fresh page:
 * - the heavy scene (10 bodies, 100 circling targets, 40 crates) compared over three and four runs
 *   of 2,900 steps, each a link opened by its address, and over four runs of 3,800 steps, a file
 *   opened with Open scene…; a file whose what-if run carries 5,000 paths of 100 points; a link
 *   whose four runs hold 7,800 turn-rate toggles each;
 * - for each: the time until the comparison shows its shared moment (the timeline comparing) and
 *   until every run is on the card (from the page's navigation for a link, from the page having the
 *   file for a file: Playwright's own making of the File is left out), the longest gap between the
 *   page's animation frames meanwhile (a link's page start apart: the gap until its game has started), the time to show
 *   `--shows` random moments through the timeline once it is all there (the slider's input, in the
 *   page), the longest gap in the second after (what the page does once it has opened), and the
 *   page's memory then (after a garbage collection: the JavaScript heap and the typed arrays' buffers);
 * - the heavy link with its second what-if run's colour the first's: how long the refusal takes;
 * - the frame rate over `--seconds` while the toggles' comparison plays, against the opening's.
 * Figures depend on this machine and what else runs on it: compare the rows of one run.
 */
import type { Browser, Page } from '@playwright/test';
import { deflateSync, inflateSync } from 'fflate';
import { z } from 'zod';
import { median } from '../src/sim/math/statistics';
import { numberField } from '../src/sim/validation/fields';
import { numberFlag, parseFlags, runCommandLine, validateFlags } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';
import { decodeBytesBase64Url, encodeBytesBase64Url } from '../src/app/settings/base64url';
import { heavyComparisonFile, heavyLink, pathFile, toggleLink } from './comparisonCases';
import { frameGaps, withBuiltPreview } from './previewServer';

const USAGE =
  'usage: npm run bench:open -- [--port 4192] [--shows 20] [--seconds 5] [--only heavy3,heavy4,heavyFile,paths,toggles,refusal] [--json]';

const CASES = ['heavy3', 'heavy4', 'heavyFile', 'paths', 'toggles', 'refusal'] as const;
type CaseName = (typeof CASES)[number];

const schema = z.strictObject({
  port: numberField({ integer: true, min: 1024, max: 65535 }),
  shows: numberField({ integer: true, min: 1, max: 200 }),
  seconds: numberField({ min: 1, max: 60 }),
  only: z.array(z.enum(CASES, { error: `must be among ${CASES.join(', ')}` })).min(1),
});

/**
 * Records, once an animation frame, the gaps between frames (ms) and the page's clock when the
 * comparison first shows (the timeline comparing) and when it is all there (no opening under way,
 * every run on the card), into `window.__open`. With `fromLoad`, the first gap counts from the
 * page's navigation (a link opens its comparison as the page starts). Sent as text (see bench-ghost.ts).
 */
function recordOpening(fromLoad: boolean, runs: number): string {
  return `(() => {
  const record = { gaps: [], ends: [], started: null, shown: null, complete: null, shownStep: null, refused: null };
  window.__open = record;
  let last = ${fromLoad ? '0' : '-1'};
  const since = ${fromLoad ? '0' : 'performance.now()'};
  record.since = since;
  requestAnimationFrame(function frame(now) {
    if (last >= 0) {
      record.gaps.push(now - last);
      record.ends.push(now);
    }
    last = now;
    const hook = window.pidDemo;
    const snapshot = hook ? hook.snapshot() : null;
    if (hook && record.started === null) record.started = record.gaps.length;
    // Shown: the timeline compares, and the opening says its moment is on screen (it is put together behind the dialog first).
    const onScreen = snapshot && snapshot.timeline && snapshot.timeline.comparing && (!snapshot.opening || snapshot.opening.shown);
    if (onScreen && record.shown === null) {
      record.shown = now - since;
      record.shownStep = snapshot.timeline.shownStep;
    }
    const columns = document.querySelectorAll('#compare-card thead th[scope=col]').length;
    if (snapshot && record.shown !== null && record.complete === null && snapshot.opening === null && columns === ${runs + 1}) {
      record.complete = now - since;
    }
    const said = (document.querySelector('#toast')?.textContent || '') + (document.querySelector('#settings-notice')?.textContent || '');
    if (record.refused === null && /was not opened|could not be opened/.test(said)) record.refused = now - since;
    if (window.__open === record && record.complete === null && record.refused === null) requestAnimationFrame(frame);
  });
})()`;
}

interface OpenRecord {
  readonly gaps: number[];
  /** The gaps up to the first frame of the page's game (its scripts evaluated, the game started). */
  readonly started: number | null;
  /** When each gap ended, ms (the page's clock). */
  readonly ends: number[];
  /** When the record's times count from, ms (the page's clock). */
  readonly since: number;
  readonly shown: number | null;
  readonly complete: number | null;
  readonly shownStep: number | null;
  readonly refused: number | null;
}

/** Waits until the opening recorded by {@link recordOpening} is complete or refused, then two frames more; returns the record. */
async function openingRecord(page: Page): Promise<OpenRecord> {
  await page.waitForFunction(
    () => {
      const record = (window as unknown as { __open?: OpenRecord }).__open;
      return record !== undefined && (record.complete !== null || record.refused !== null);
    },
    undefined,
    { timeout: 600_000, polling: 100 },
  );
  return page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__open))))`);
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

/** The page's memory after a full garbage collection, MiB: its JavaScript heap, and the buffers of its typed arrays. */
async function memoryMiB(page: Page): Promise<{ heap: number; buffers: number }> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const usage = (await session.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
  await session.detach();
  return { heap: usage.usedSize / 2 ** 20, buffers: (usage.backingStorageSize ?? Number.NaN) / 2 ** 20 };
}

interface Row {
  readonly name: string;
  readonly size: number;
  readonly shownS: number | null;
  readonly completeS: number | null;
  readonly refusedS: number | null;
  readonly shownStep: number | null;
  /** A link's: the longest gap before the page's game had started (its scripts evaluated, as for any address), ms. */
  readonly startGapMs: number | null;
  /** The longest gap from then (a file's: from when the page had the file) until every run is there or it is refused, ms. */
  readonly longestGapMs: number;
  /** The longest gap between frames in the second after it was all there, ms. */
  readonly afterGapMs: number;
  readonly frames: number;
  readonly momentMedianMs: number;
  readonly momentMaxMs: number;
  readonly heapMiB: number;
  readonly buffersMiB: number;
}

/** An opening, a link by its address (`param`) or a file with Open scene… (`file`), in a fresh page; its row. */
async function measure(
  browser: Browser,
  base: string,
  name: string,
  runs: number,
  what: { param: string } | { file: string },
  shows: number,
  problems: string[],
): Promise<Row> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => problems.push(`${name}: ${error.message}`));
  try {
    // From when the page has the file: Playwright's own making of a large File in the page is not the game's (7.7 million characters took
    // it 0.8–2 s).
    let given = 0;
    if ('param' in what) {
      await page.addInitScript(recordOpening(true, runs));
      await page.goto(`${base}?z=${what.param}`);
    } else {
      await page.goto(base);
      await page.waitForFunction(() => window.pidDemo !== undefined);
      await page.evaluate(recordOpening(false, runs));
      await page.setInputFiles('#scene-file-input', {
        name: 'comparison.json',
        mimeType: 'application/json',
        buffer: Buffer.from(what.file),
      });
      given = await page.evaluate(() => performance.now());
    }
    const record = await openingRecord(page);
    // The second after it is all there: what the page does once it has opened (the address written, the card drawn).
    const after = await frameGaps(page, 1);
    const moments = record.complete !== null ? await showMoments(page, shows) : [];
    const memory = await memoryMiB(page);
    // A link refused before the page's game started: all of it the page's start.
    const started = record.started ?? record.gaps.length;
    // For a file, from when the page had it.
    const offset = given > 0 ? given - record.since : 0;
    const seconds = (ms: number | null) => (ms === null ? null : (ms - offset) / 1000);
    return {
      name,
      size: 'param' in what ? what.param.length : what.file.length,
      shownS: seconds(record.shown),
      completeS: seconds(record.complete),
      refusedS: seconds(record.refused),
      shownStep: record.shownStep,
      startGapMs: 'param' in what ? Math.max(...record.gaps.slice(0, started)) : null,
      longestGapMs: Math.max(...record.gaps.filter((_, i) => i >= started && (record.ends[i] as number) > given)),
      afterGapMs: Math.max(...after),
      frames: record.gaps.length,
      momentMedianMs: moments.length > 0 ? median(moments) : Number.NaN,
      momentMaxMs: moments.length > 0 ? Math.max(...moments) : Number.NaN,
      heapMiB: memory.heap,
      buffersMiB: memory.buffers,
    };
  } finally {
    await page.close();
  }
}

/**
 * `param` (a share link's `?z=`) with its first what-if run's colour left out (it gets the first
 * free one, 1) and its second's set to 1: a link the game refuses, by the runs' names, which it
 * used to find only once it had played the first two runs again.
 */
function withColourTaken(param: string): string {
  const bytes = decodeBytesBase64Url(param);
  if (!bytes) throw new Error('not a share link');
  const value = JSON.parse(new TextDecoder().decode(inflateSync(bytes))) as { scene: { comparison: { whatIfs: { colour?: number }[] } } };
  const [first, second] = value.scene.comparison.whatIfs;
  if (!first || !second) throw new Error('the link has fewer than two what-if runs');
  delete first.colour;
  second.colour = 1;
  return encodeBytesBase64Url(deflateSync(new TextEncoder().encode(JSON.stringify(value)), { level: 9 }));
}

async function main(argv: string[]): Promise<void> {
  const { values: flags } = parseFlags(argv, { port: 'string', shows: 'string', seconds: 'string', only: 'string', json: 'boolean' });
  const options = validateFlags(
    schema,
    {
      port: numberFlag(flags.port, 4192),
      shows: numberFlag(flags.shows, 20),
      seconds: numberFlag(flags.seconds, 5),
      only: typeof flags.only === 'string' ? flags.only.split(',') : [...CASES],
    },
    { port: '--port', shows: '--shows', seconds: '--seconds', only: '--only' },
  );
  const wanted = (name: CaseName) => options.only.includes(name);
  process.stderr.write('building the comparisons…\n');
  const heavy3 = wanted('heavy3') || wanted('refusal') ? heavyLink(3) : '';
  const heavy4 = wanted('heavy4') ? heavyLink(4) : '';
  const heavyFile = wanted('heavyFile') ? heavyComparisonFile() : '';
  const paths = wanted('paths') ? pathFile() : '';
  const toggles = wanted('toggles') ? toggleLink() : '';
  await withBuiltPreview('bench-open', options.port, async (browser, origin) => {
    const base = `${origin}/`;
    const problems: string[] = [];
    const rows: Row[] = [];
    const run = async (name: CaseName, label: string, runs: number, what: { param: string } | { file: string }) => {
      if (!wanted(name)) return;
      process.stderr.write(`${label}…\n`);
      const row = await measure(browser, base, label, runs, what, options.shows, problems);
      process.stderr.write(`  ${JSON.stringify(row)}\n`);
      rows.push(row);
    };
    await run('heavy3', 'heavy, 3 runs of 2,900 steps, link', 3, { param: heavy3 });
    await run('heavy4', 'heavy, 4 runs of 2,900 steps, link', 4, { param: heavy4 });
    await run('heavyFile', 'heavy, 4 runs of 3,800 steps, file', 4, { file: heavyFile });
    await run('paths', '5,000 paths of 100 points, file', 2, { file: paths });
    await run('toggles', '7,800 toggles a run, link', 4, { param: toggles });
    await run('refusal', 'heavy 3-run link, a colour taken', 3, { param: wanted('refusal') ? withColourTaken(heavy3) : '' });
    let playing: number[] = [];
    let opening: number[] = [];
    if (wanted('toggles')) {
      let page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(base);
      await page.waitForFunction(() => window.pidDemo !== undefined);
      opening = await frameGaps(page, options.seconds);
      await page.close();
      page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript(recordOpening(true, 4));
      await page.goto(`${base}?z=${toggles}`);
      await openingRecord(page);
      if (await page.evaluate(() => window.pidDemo?.snapshot().paused)) await page.keyboard.press('p');
      playing = await frameGaps(page, options.seconds);
      await page.close();
    }
    const fps = (gaps: number[]) => (gaps.length > 0 ? 1000 / median(gaps) : Number.NaN);
    const result = {
      rows,
      openingFps: fps(opening),
      togglesPlayingFps: fps(playing),
      togglesLongestGapMs: playing.length > 0 ? Math.max(...playing) : Number.NaN,
      problems,
    };
    if (flags.json) {
      process.stdout.write(`${JSON.stringify(result)}\n`);
      return;
    }
    const s = (value: number | null) => (value === null ? '—' : value.toFixed(2));
    // No frame in that span (a link refused before its game started has no gap after).
    const gap = (value: number | null) => (value === null || !Number.isFinite(value) ? '—' : value.toFixed(0));
    const header = [
      'opened',
      'characters',
      'shared moment s',
      'all runs s',
      'refused s',
      'page start gap ms',
      'longest frame gap ms',
      'frames',
      'gap the second after ms',
      'moment median / max ms',
      'heap MiB',
      'buffers MiB',
    ];
    const table = rows.map((row) => [
      row.name,
      String(row.size),
      s(row.shownS),
      s(row.completeS),
      s(row.refusedS),
      gap(row.startGapMs),
      gap(row.longestGapMs),
      String(row.frames),
      row.afterGapMs.toFixed(0),
      Number.isNaN(row.momentMedianMs) ? '—' : `${row.momentMedianMs.toFixed(0)} / ${row.momentMaxMs.toFixed(0)}`,
      row.heapMiB.toFixed(0),
      row.buffersMiB.toFixed(0),
    ]);
    process.stdout.write(`${textTable(header, table)}\n`);
    process.stdout.write(
      '(from the page’s navigation for a link, from the page having the file for a file; the page start gap: a link’s, until the ' +
        'page’s game has started (its scripts evaluated, as for any address); the longest gap from then until every run is there or ' +
        'it is refused; moments: the slider moved to a random moment, its input handled; memory after a garbage ' +
        'collection once it is all there)\n',
    );
    if (wanted('toggles'))
      process.stdout.write(
        `frames a second over ${options.seconds} s: the opening ${result.openingFps.toFixed(0)}, the toggles' comparison playing ` +
          `${result.togglesPlayingFps.toFixed(0)} (longest gap ${result.togglesLongestGapMs.toFixed(0)} ms)\n`,
      );
    if (problems.length > 0) process.stdout.write(`page errors: ${problems.join('; ')}\n`);
  });
}

runCommandLine(USAGE, main);
