/**
 * `npm run soak [-- --entities 100 --seconds 3600 --json]`: the long-run check. 100 entities on
 * looping paths for one simulated hour (216,000 steps at 60 Hz): state stays finite, waypoint
 * visits keep increasing, logs stay bounded, the heap stays flat. Exits 1 if any check fails, 2 on
 * a bad flag (one line naming it). Shows its progress on stderr when that is a terminal.
 */
import { z } from 'zod';
import { runSoak } from '../sim/soak/runSoak';
import { numberField } from '../sim/validation/fields';
import { numberFlag, parseFlags, progressLine, runCommandLine, validateFlags } from './commandLine';

const USAGE = 'usage: npm run soak -- [--entities 100] [--seconds 3600] [--json]';
const schema = z.strictObject({ entities: numberField({ integer: true, min: 1, max: 5000 }), seconds: numberField({ gt: 0, max: 86400 }) });

function main(argv: string[]): void {
  const { values: flags } = parseFlags(argv, { entities: 'string', seconds: 'string', json: 'boolean' });
  const raw = { entities: numberFlag(flags.entities, 100), seconds: numberFlag(flags.seconds, 3600) };
  const options = validateFlags(schema, raw, { entities: '--entities', seconds: '--seconds' });
  const gc = (globalThis as { gc?: () => void }).gc;
  const started = Date.now();
  const progress = progressLine('soak');
  const result = runSoak({
    entities: options.entities,
    seconds: options.seconds,
    windowSeconds: Math.min(60, options.seconds),
    heapUsed: gc
      ? () => {
          gc();
          return process.memoryUsage().heapUsed;
        }
      : undefined,
    onProgress: (done, windows) => progress.update(done, windows, 'simulated minutes'),
  });
  progress.done();
  const wallSeconds = (Date.now() - started) / 1000;
  const ok = result.finite && result.visitsKeptIncreasing && result.historiesBounded;
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ ...result, wallSeconds, ok })}\n`);
  } else {
    const visits = result.checkpoints.map((c) => c.visits);
    const heapGrowth =
      result.heapGrowthBytes === null ? 'not measured (run with --expose-gc)' : `${(result.heapGrowthBytes / 1024).toFixed(1)} KiB`;
    process.stdout.write(
      [
        `soak: ${options.entities} entities, ${options.seconds} s simulated (${result.steps} steps) in ${wallSeconds.toFixed(1)} s`,
        `  finite state:           ${result.finite ? 'yes' : 'NO'} (guard resets: ${result.resets})`,
        `  visits per window:      min ${Math.min(...visits)}, max ${Math.max(...visits)} (every window > 0: ` +
          `${result.visitsKeptIncreasing ? 'yes' : 'NO'})`,
        `  histories bounded:      ${result.historiesBounded ? 'yes' : 'NO'}`,
        `  heap growth (¼ → end):  ${heapGrowth}`,
        '',
      ].join('\n'),
    );
  }
  process.exitCode = ok ? 0 : 1;
}

runCommandLine(USAGE, main);
