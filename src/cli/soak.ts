/**
 * `npm run soak [-- --entities 100 --seconds 3600 --json]`: the long-run check. 100 entities on
 * looping paths for one simulated hour (216,000 steps at 60 Hz): state stays finite, waypoint
 * visits keep increasing, logs stay bounded, the heap stays flat. Exits 1 if any check fails.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { runSoak } from '../sim/soak/runSoak';
import { numberField } from '../sim/validation/fields';
import { formatIssues } from '../sim/validation/formatIssues';

const USAGE = 'usage: npm run soak -- [--entities 100] [--seconds 3600] [--json]';
const schema = z.strictObject({ entities: numberField({ integer: true, min: 1, max: 5000 }), seconds: numberField({ gt: 0, max: 86400 }) });

function main(argv: string[]): void {
  let flags;
  try {
    flags = parseArgs({ args: argv, options: { entities: { type: 'string' }, seconds: { type: 'string' }, json: { type: 'boolean' } } }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  const raw = { entities: flags.entities === undefined ? 100 : Number(flags.entities), seconds: flags.seconds === undefined ? 3600 : Number(flags.seconds) };
  const checked = schema.safeParse(raw);
  if (!checked.success) {
    process.stderr.write(`--${formatIssues(checked.error, raw, 'options')[0]}\n${USAGE}\n`);
    process.exit(2);
  }
  const gc = (globalThis as { gc?: () => void }).gc;
  const started = Date.now();
  const result = runSoak({
    entities: checked.data.entities,
    seconds: checked.data.seconds,
    windowSeconds: Math.min(60, checked.data.seconds),
    heapUsed: gc
      ? () => {
          gc();
          return process.memoryUsage().heapUsed;
        }
      : undefined,
  });
  const wallSeconds = (Date.now() - started) / 1000;
  const ok = result.finite && result.visitsKeptIncreasing && result.historiesBounded;
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ ...result, wallSeconds, ok })}\n`);
  } else {
    const visits = result.checkpoints.map((c) => c.visits);
    process.stdout.write(
      [
        `soak: ${checked.data.entities} entities, ${checked.data.seconds} s simulated (${result.steps} steps) in ${wallSeconds.toFixed(1)} s`,
        `  finite state:           ${result.finite ? 'yes' : 'NO'} (guard resets: ${result.resets})`,
        `  visits per window:      min ${Math.min(...visits)}, max ${Math.max(...visits)} (every window > 0: ${result.visitsKeptIncreasing ? 'yes' : 'NO'})`,
        `  histories bounded:      ${result.historiesBounded ? 'yes' : 'NO'}`,
        `  heap growth (¼ → end):  ${result.heapGrowthBytes === null ? 'not measured (run with --expose-gc)' : `${(result.heapGrowthBytes / 1024).toFixed(1)} KiB`}`,
        '',
      ].join('\n'),
    );
  }
  process.exit(ok ? 0 : 1);
}

main(process.argv.slice(2));
