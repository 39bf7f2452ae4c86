/**
 * The browser benchmark's first frame (`npm run bench:browser`): time from navigation start to the
 * first frame in which the simulation has stepped, over cold loads, and the same for another
 * commit's build in the same run (`--against REF`), the two builds' loads interleaved.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { median } from '../src/sim/math/statistics';
import { ROOT } from './previewServer';

const VIEWPORT = { width: 1280, height: 800 };

/**
 * Runs in the page from the very start of the document: polls every animation frame until the
 * game's hook reports simulated time > 0 (the scene has stepped and drawn a frame), and stores
 * performance.now() then (ms from the navigation's start) in window.pidFirstFrameMs.
 */
const FIRST_FRAME_PROBE = `(() => {
  const poll = () => {
    try {
      const hook = window.pidDemo;
      if (hook && hook.snapshot().time > 0) {
        window.pidFirstFrameMs = performance.now();
        return;
      }
    } catch (error) {
      // The scene is still starting: try again next frame.
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

/** One cold load's figures, ms from navigation start. */
export interface FirstFrameSample {
  firstFrameMs: number;
  firstContentfulPaintMs: number;
  domContentLoadedMs: number;
  loadEventMs: number;
  /** Bytes transferred for the page (HTML, scripts, styles), from Resource Timing. */
  transferredBytes: number;
}

/** Time to the first frame, ms from navigation start (medians over the runs). */
export interface FirstFrameReport extends FirstFrameSample {
  runs: number;
  firstFrameSamplesMs: number[];
}

/** Opens `${base}/` in a fresh context (empty cache) and times its first frame. */
export async function firstFrame(browser: Browser, base: string): Promise<FirstFrameSample> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  await page.addInitScript(FIRST_FRAME_PROBE);
  try {
    await page.goto(`${base}/`);
    await page.waitForFunction(() => (window as unknown as { pidFirstFrameMs?: number }).pidFirstFrameMs !== undefined, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint');
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        firstFrameMs: (window as unknown as { pidFirstFrameMs: number }).pidFirstFrameMs,
        firstContentfulPaintMs: paint?.startTime ?? Number.NaN,
        domContentLoadedMs: navigation?.domContentLoadedEventEnd ?? Number.NaN,
        loadEventMs: navigation?.loadEventEnd ?? Number.NaN,
        transferredBytes: (navigation?.transferSize ?? 0) + resources.reduce((sum, r) => sum + r.transferSize, 0),
      };
    });
  } finally {
    await context.close();
  }
}

/** The medians of `samples`. */
export function firstFrameReport(samples: readonly FirstFrameSample[]): FirstFrameReport {
  return {
    runs: samples.length,
    firstFrameMs: median(samples.map((s) => s.firstFrameMs)),
    firstFrameSamplesMs: samples.map((s) => Math.round(s.firstFrameMs)),
    firstContentfulPaintMs: median(samples.map((s) => s.firstContentfulPaintMs)),
    domContentLoadedMs: median(samples.map((s) => s.domContentLoadedMs)),
    loadEventMs: median(samples.map((s) => s.loadEventMs)),
    transferredBytes: median(samples.map((s) => s.transferredBytes)),
  };
}

/**
 * `runs` cold loads of each base URL, interleaved (the first URL first in even rounds, second in
 * odd ones), so that a host that gets busier or quieter during the run weighs on both alike.
 */
export async function interleavedFirstFrames(browser: Browser, bases: readonly string[], runs: number): Promise<FirstFrameReport[]> {
  const samples: FirstFrameSample[][] = bases.map(() => []);
  for (let round = 0; round < runs; round++) {
    const order = bases.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) (samples[i] as FirstFrameSample[]).push(await firstFrame(browser, bases[i] as string));
  }
  return samples.map(firstFrameReport);
}

/**
 * The sources of commit `ref` of this repository, written into `dir` (`git archive`), with this
 * checkout's node_modules linked in: a tree `vite build` can build as that commit built itself.
 * Throws with git's message when `ref` names no commit.
 */
export function checkOut(ref: string, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', ref], { cwd: ROOT, maxBuffer: 1 << 30 });
  if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr.toString().trim()}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar: ${untar.stderr.toString().trim()}`);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/** One line of a first-frame report. */
export function describeFirstFrame(first: FirstFrameReport): string {
  return (
    `${first.firstFrameMs.toFixed(0)} ms [${first.firstFrameSamplesMs.join(', ')}]; first contentful paint ` +
    `${first.firstContentfulPaintMs.toFixed(0)} ms; ` +
    (`DOMContentLoaded ${first.domContentLoadedMs.toFixed(0)} ms; load ${first.loadEventMs.toFixed(0)} ms; ` +
      `${(first.transferredBytes / 1024).toFixed(0)} KiB transferred`)
  );
}
