/**
 * `npm run bench:ghost [-- --seconds 5 --port 4191 --json]`: whether the game holds its frame rate
 * while a what-if run plays beside its ghost (src/app/history), at the game's most entities (10).
 *
 * In headless Chromium at 1280×800 against a production build served by `vite preview`, it opens
 * a scene of 10 bodies (missiles and characters, alternately) each chasing a target of its own that
 * circles, lets it run 14 s of real time, and measures the frames drawn for `--seconds` (the gaps
 * between animation frames, in the page): first at the present (the history recording, no ghost),
 * then after going back 12 s with `,` (12 presses), toggling the turn rate with T and playing again
 * with A (the what-if run with the recorded run drawn beside it as a ghost, the compare card
 * refreshing). It prints both windows' median and 95th-percentile frame times, the frame rates,
 * whether the ghost was there at the window's end, and the ratio of the two medians (same run,
 * same load). Figures depend on this machine and what else runs on it: nothing else should.
 */
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { median } from '../src/sim/math/statistics';
import { numberField } from '../src/sim/validation/fields';
import { numberFlag, parseFlags, runCommandLine, validateFlags } from '../src/cli/commandLine';
import { textTable } from '../src/cli/textTable';
import { frameGaps, withBuiltPreview } from './previewServer';

const USAGE = 'usage: npm run bench:ghost -- [--seconds 5] [--port 4191] [--json]';

const schema = z.strictObject({
  seconds: numberField({ min: 1, max: 60 }),
  port: numberField({ integer: true, min: 1024, max: 65535 }),
});

/** The scene: 10 bodies, each chasing its own circling target, spread over the view. */
function tenBodies(): string {
  const targets = Array.from({ length: 10 }, (_, i) => {
    const x = -32 + (i % 5) * 16;
    const y = i < 5 ? 10 : -10;
    return { id: `t${i}`, position: [x + 5, y], motion: { type: 'circle', center: [x, y], angularSpeed: i % 2 === 0 ? 0.8 : -0.8 } };
  });
  const entities = targets.map((target, i) => ({
    id: `${i % 2 === 0 ? 'missile' : 'character'}-${i + 1}`,
    type: i % 2 === 0 ? 'missile' : 'character',
    position: [target.position[0] as number, (target.position[1] as number) - 6],
    command: { type: 'seek', targetId: target.id },
  }));
  return JSON.stringify({ name: 'Ten bodies, each chasing its own circling target (bench:ghost)', duration: 600, targets, entities });
}

interface Window {
  readonly name: string;
  readonly frames: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly ghost: boolean;
}

async function measure(page: Page, name: string, seconds: number): Promise<Window> {
  const gaps = await frameGaps(page, seconds);
  const sorted = [...gaps].sort((a, b) => a - b);
  const ghost = await page.evaluate(() => window.pidDemo?.snapshot().ghost !== null);
  return { name, frames: gaps.length, medianMs: median(gaps), p95Ms: sorted[Math.floor(0.95 * (sorted.length - 1))] ?? Number.NaN, ghost };
}

async function main(argv: string[]): Promise<void> {
  const { values: flags } = parseFlags(argv, { seconds: 'string', port: 'string', json: 'boolean' });
  const options = validateFlags(
    schema,
    { seconds: numberFlag(flags.seconds, 5), port: numberFlag(flags.port, 4191) },
    { seconds: '--seconds', port: '--port' },
  );
  await withBuiltPreview('bench-ghost', options.port, async (browser, origin) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => window.pidDemo !== undefined);
    const opened = await page.evaluate((text) => window.pidDemo?.loadScene(text), tenBodies());
    if (!opened?.ok) throw new Error(`the scene did not open: ${opened && !opened.ok ? opened.error : 'no page hook'}`);
    await page.waitForTimeout(14_000);
    const present = await measure(page, 'present, recording', options.seconds);
    for (let i = 0; i < 12; i++) await page.keyboard.press(',');
    await page.keyboard.press('t');
    await page.keyboard.press('a');
    const whatIf = await measure(page, 'what if, ghost beside it', options.seconds);
    const rows = [present, whatIf];
    if (flags.json)
      process.stdout.write(
        `${JSON.stringify({ seconds: options.seconds, windows: rows, ratio: whatIf.medianMs / present.medianMs, problems })}\n`,
      );
    else {
      const table = rows.map((r) => [
        r.name,
        String(r.frames),
        r.medianMs.toFixed(1),
        r.p95Ms.toFixed(1),
        (1000 / r.medianMs).toFixed(0),
        r.ghost ? 'yes' : 'no',
      ]);
      process.stdout.write(
        `${textTable(['window', 'frames', 'frame median ms', 'frame p95 ms', 'fps (median)', 'ghost at the end'], table)}\n`,
      );
      process.stdout.write(
        `what-if frame median / present: ` +
          `${(whatIf.medianMs / present.medianMs).toFixed(2)}${problems.length ? `; page errors: ${problems.join('; ')}` : ''}\n`,
      );
    }
  });
}

runCommandLine(USAGE, main);
