/**
 * `npm run bench:lab3d [-- --missiles 100 --seconds 5 --warmup 3 --rounds 2 --port 4193 --json]`: the
 * 3D lab's frame rate with a hundred missiles, beside the 2D page's, in one run.
 *
 * In headless Chromium at 1280×800 (WebGL from SwiftShader, the software renderer: no GPU) against
 * a production build served by `vite preview`, it opens the 2D page (its opening) and the lab
 * (3d.html, `--missiles` missiles switched on by the bar's controls, as a player does), each in a
 * page of its own, and in turn, `--rounds` times each (the same load for both), lets the page run
 * `--warmup` s and measures the gaps between its animation frames for `--seconds`. It prints each
 * page's median and 95th-percentile frame time, its frames per second at the median gap and over
 * the whole window (frames drawn ÷ seconds: dropped frames count), the lab's against the 2D page's
 * in the same run, and, for the lab, the time one fixed step of its simulation takes (both turns'
 * Rapier worlds and the missiles', with every missile's steering: 600 steps through
 * `window.lab3d.stepFixed`, timed in the page) and what its frame draws (three.js's count of draw calls and
 * triangles), and the load average before and after. Figures
 * depend on this machine and what else runs on it: nothing else should.
 */
import { loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { z } from 'zod';
import { median } from '../src/sim/math/statistics';
import { numberField } from '../src/sim/validation/fields';
import { numberFlag, parseFlags, runCommandLine, validateFlags } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';
import { frameGaps, withBuiltPreview } from './previewServer';

const USAGE = 'usage: npm run bench:lab3d -- [--missiles 100] [--seconds 5] [--warmup 3] [--rounds 2] [--port 4193] [--json]';

const schema = z.strictObject({
  missiles: numberField({ integer: true, min: 1, max: 100 }),
  seconds: numberField({ min: 1, max: 60 }),
  warmup: numberField({ min: 0, max: 60 }),
  rounds: numberField({ integer: true, min: 1, max: 10 }),
  port: numberField({ integer: true, min: 1024, max: 65535 }),
});

/** One page's measured window. */
interface Window {
  readonly page: '2D page' | '3D lab';
  readonly frames: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  /** Frames drawn a second over the whole window: frames ÷ the sum of their gaps. */
  readonly meanFps: number;
}

function summarize(page: Window['page'], gaps: readonly number[]): Window {
  const sorted = [...gaps].sort((a, b) => a - b);
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  return {
    page,
    frames: gaps.length,
    medianMs: median(gaps),
    p95Ms: sorted[Math.floor(0.95 * (sorted.length - 1))] ?? Number.NaN,
    meanFps: (1000 * gaps.length) / total,
  };
}

/** Opens the 2D page and waits for its game. */
async function open2d(browser: Browser, base: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/`);
  await page.waitForFunction(() => window.pidDemo !== undefined, undefined, { timeout: 60_000 });
  return page;
}

/** Opens the lab and switches `missiles` missiles on by its bar. */
async function openLab(browser: Browser, base: string, missiles: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/3d.html`);
  await page.waitForFunction(() => typeof (window as { lab3d?: unknown }).lab3d === 'object', undefined, { timeout: 60_000 });
  await page.locator('#lab-missiles').click();
  await page.locator('#lab-missile-count').fill(String(missiles));
  await page.locator('#lab-missile-count').press('Enter');
  const count = await page.evaluate('window.lab3d.snapshot().missiles.count');
  if (count !== missiles) throw new Error(`the lab flies ${String(count)} missiles, not ${missiles}`);
  return page;
}

/** The draw calls and triangles of the lab's last frame (three.js's count). */
function labDrawn(page: Page): Promise<{ drawCalls: number; triangles: number }> {
  return page.evaluate('(() => { const { drawCalls, triangles } = window.lab3d.snapshot().readout; return { drawCalls, triangles }; })()');
}

/** Milliseconds one fixed step of the lab takes, over `steps` steps run at once in the page. */
function labStepMs(page: Page, steps: number): Promise<number> {
  return page.evaluate(
    `(() => { const start = performance.now(); window.lab3d.stepFixed(${steps}); return (performance.now() - start) / ${steps}; })()`,
  );
}

async function main(argv: string[]): Promise<void> {
  const { values: flags } = parseFlags(argv, {
    missiles: 'string',
    seconds: 'string',
    warmup: 'string',
    rounds: 'string',
    port: 'string',
    json: 'boolean',
  });
  const options = validateFlags(
    schema,
    {
      missiles: numberFlag(flags.missiles, 100),
      seconds: numberFlag(flags.seconds, 5),
      warmup: numberFlag(flags.warmup, 3),
      rounds: numberFlag(flags.rounds, 2),
      port: numberFlag(flags.port, 4193),
    },
    { missiles: '--missiles', seconds: '--seconds', warmup: '--warmup', rounds: '--rounds', port: '--port' },
  );
  await withBuiltPreview('bench-lab3d', options.port, async (browser, origin) => {
    const base = origin;
    const loadBefore = loadavg()[0] as number;
    const gaps: Record<Window['page'], number[]> = { '2D page': [], '3D lab': [] };
    let stepMs = Number.NaN;
    let drawn = { drawCalls: Number.NaN, triangles: Number.NaN };
    for (let round = 0; round < options.rounds; round++) {
      for (const which of ['2D page', '3D lab'] as const) {
        const page = which === '2D page' ? await open2d(browser, base) : await openLab(browser, base, options.missiles);
        await page.waitForTimeout(options.warmup * 1000);
        gaps[which].push(...(await frameGaps(page, options.seconds)));
        if (which === '3D lab' && round === options.rounds - 1) {
          drawn = await labDrawn(page);
          stepMs = await labStepMs(page, 600);
        }
        await page.close();
      }
    }
    const windows = [summarize('2D page', gaps['2D page']), summarize('3D lab', gaps['3D lab'])] as const;
    const load = { before: loadBefore, after: loadavg()[0] as number };
    const ratio = windows[1].meanFps / windows[0].meanFps;
    if (flags.json)
      process.stdout.write(`${JSON.stringify({ ...options, windows, labStepMs: stepMs, labDrawn: drawn, labOver2d: ratio, load })}\n`);
    else {
      const rows = windows.map((w) => [
        w.page === '3D lab' ? `3D lab, ${options.missiles} missiles` : '2D page, the opening',
        String(w.frames),
        w.medianMs.toFixed(1),
        w.p95Ms.toFixed(1),
        (1000 / w.medianMs).toFixed(0),
        w.meanFps.toFixed(1),
      ]);
      process.stdout.write(
        `${textTable(['page', 'frames', 'frame median ms', 'frame p95 ms', 'fps (median)', 'fps (frames ÷ s)'], rows)}\n`,
      );
      process.stdout.write(`the lab's frames against the 2D page's in the same run: ${ratio.toFixed(2)}\n`);
      process.stdout.write(
        `the lab's fixed step with ${options.missiles} missiles: ${stepMs.toFixed(2)} ms (600 steps at once, in the page); its ` +
          `frame: ${drawn.drawCalls} draw calls, ${drawn.triangles} triangles\n`,
      );
      process.stdout.write(`load average (1 min): ${load.before.toFixed(2)} before, ${load.after.toFixed(2)} after\n`);
    }
  });
}

runCommandLine(USAGE, main);
