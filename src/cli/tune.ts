/**
 * `npm run tune -- [--controller pid] [--entity missile] [--max-angular-acceleration 12.566]
 *   [--angles 30,60,90,135,170] [--overshoot 2] [--iterations 120] [--seed 1] [--json]`
 *
 * Searches the gains of one controller type for the shortest settling over a suite of turns with
 * an overshoot bound, on the headless simulation, and prints the best settings. Bad flags print
 * one line naming the flag and the allowed range, and exit 2.
 */
import { parseArgs } from 'node:util';
import { autoTuneToEnd } from '../sim/tuning/autoTune';
import { DEFAULT_TUNE_OPTIONS, tuneOptionsSchema } from '../sim/tuning/tuneOptionsSchema';
import { formatIssues } from '../sim/validation/formatIssues';

const USAGE =
  'usage: npm run tune -- [--controller pid|stolk|pd|stable-pd|spd|time-optimal] [--entity missile|character] [--max-angular-acceleration N] [--angles 30,60,90] [--overshoot DEG] [--iterations N] [--seed N] [--json]';

/** CLI flag name for each option, so messages name what the user typed. */
const FLAG_NAMES: Record<string, string> = {
  controller: '--controller',
  entity: '--entity',
  maxAngularAcceleration: '--max-angular-acceleration',
  anglesDeg: '--angles',
  maxOvershootDeg: '--overshoot',
  iterations: '--iterations',
  seed: '--seed',
};

function fail(line: string): never {
  process.stderr.write(`${line}\n${USAGE}\n`);
  process.exit(2);
}

/** "12.5" → 12.5; anything that is not a plain number → NaN (refused by the schema). */
function toNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  return text.trim() === '' ? Number.NaN : Number(text);
}

function main(argv: string[]): void {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        controller: { type: 'string' },
        entity: { type: 'string' },
        'max-angular-acceleration': { type: 'string' },
        angles: { type: 'string' },
        overshoot: { type: 'string' },
        iterations: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const flags = parsed.values;
  if (flags.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const raw = {
    ...DEFAULT_TUNE_OPTIONS,
    ...(flags.controller !== undefined && { controller: flags.controller }),
    ...(flags.entity !== undefined && { entity: flags.entity }),
    ...(flags['max-angular-acceleration'] !== undefined && { maxAngularAcceleration: toNumber(flags['max-angular-acceleration']) }),
    ...(flags.angles !== undefined && { anglesDeg: flags.angles.split(',').map((a) => toNumber(a)) }),
    ...(flags.overshoot !== undefined && { maxOvershootDeg: toNumber(flags.overshoot) }),
    ...(flags.iterations !== undefined && { iterations: toNumber(flags.iterations) }),
    ...(flags.seed !== undefined && { seed: toNumber(flags.seed) }),
  };
  const checked = tuneOptionsSchema.safeParse(raw);
  if (!checked.success) {
    const [first] = formatIssues(checked.error, raw, 'options');
    const [key, ...rest] = (first as string).split(':');
    const base = (key as string).replace(/\[\d+\]$/, '');
    fail(`${FLAG_NAMES[base] ?? key}${(key as string).slice(base.length)}:${rest.join(':')}`);
  }
  const options = checked.data;
  const showProgress = !flags.json && process.stderr.isTTY;
  const result = autoTuneToEnd(
    {
      controllerType: options.controller,
      suite: { entityType: options.entity, maxAngularAcceleration: options.maxAngularAcceleration, anglesDeg: options.anglesDeg, maxOvershootDeg: options.maxOvershootDeg },
      iterations: options.iterations,
      seed: options.seed,
    },
    showProgress ? (p) => process.stderr.write(`\r${p.iteration}/${p.iterations}  cost ${p.bestScore.cost.toFixed(3)}`) : undefined,
  );
  if (showProgress) process.stderr.write('\n');
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ options, best: result.best, score: result.score, startScore: result.startScore })}\n`);
    return;
  }
  const line = (label: string, score: typeof result.score) =>
    `${label}: mean settle ${score.meanSettleRatio.toFixed(2)}× the time-optimal limit, worst overshoot ${score.worstOvershootDeg.toFixed(2)}°, cost ${score.cost.toFixed(3)}`;
  process.stdout.write(
    [
      `Tuned ${options.controller} for a ${options.entity} at ${options.maxAngularAcceleration.toFixed(3)} rad/s², turns of ${options.anglesDeg.join(', ')}°, overshoot ≤ ${options.maxOvershootDeg}°, ${options.iterations} candidates:`,
      line('  defaults', result.startScore),
      line('  best    ', result.score),
      `  settings: ${JSON.stringify(result.best)}`,
      '',
    ].join('\n'),
  );
}

main(process.argv.slice(2));
