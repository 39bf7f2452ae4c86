/**
 * `npm run tune -- [--controller pid] [--entity missile] [--max-angular-acceleration 12.566]
 *   [--angles 30,60,90,135,170] [--overshoot 2] [--iterations 120] [--seed 1] [--json]`
 *
 * Searches the gains of one controller type for the shortest settling over a suite of turns with
 * an overshoot bound, on the headless simulation, and prints the best settings. Bad flags print
 * one line naming the flag and the allowed range, and exit 2. Each turn is simulated for at most
 * 60 s (MAX_TURN_HORIZON), so a run costs at most iterations × angles × 3,600 steps of one body.
 */
import { CONTROLLER_TYPES } from '../sim/control/ControllerSettings';
import { autoTuneToEnd } from '../sim/autotune/autoTune';
import { DEFAULT_TUNE_OPTIONS, tuneOptionsSchema } from '../sim/autotune/tuneOptionsSchema';
import { numberFlag, numberListFlag, parseFlags, progressLine, runCommandLine, validateFlags } from './commandLine';

const USAGE =
  `usage: npm run tune -- [--controller ${CONTROLLER_TYPES.join('|')}] [--entity missile|character] [--max-angular-acceleration N] ` +
  `[--angles 30,60,90] [--overshoot DEG] [--iterations N] [--seed N] [--json]`;

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

function main(argv: string[]): void {
  const { values: flags } = parseFlags(argv, {
    controller: 'string',
    entity: 'string',
    'max-angular-acceleration': 'string',
    angles: 'string',
    overshoot: 'string',
    iterations: 'string',
    seed: 'string',
    json: 'boolean',
  });
  const defaults = DEFAULT_TUNE_OPTIONS;
  const raw = {
    controller: flags.controller ?? defaults.controller,
    entity: flags.entity ?? defaults.entity,
    maxAngularAcceleration: numberFlag(flags['max-angular-acceleration'], defaults.maxAngularAcceleration),
    anglesDeg: numberListFlag(flags.angles, defaults.anglesDeg),
    maxOvershootDeg: numberFlag(flags.overshoot, defaults.maxOvershootDeg),
    iterations: numberFlag(flags.iterations, defaults.iterations),
    seed: numberFlag(flags.seed, defaults.seed),
  };
  const options = validateFlags(tuneOptionsSchema(), raw, FLAG_NAMES);
  const progress = progressLine('tune');
  const result = autoTuneToEnd(
    {
      controllerType: options.controller,
      suite: {
        entityType: options.entity,
        maxAngularAcceleration: options.maxAngularAcceleration,
        anglesDeg: options.anglesDeg,
        maxOvershootDeg: options.maxOvershootDeg,
      },
      iterations: options.iterations,
      seed: options.seed,
    },
    (p) => progress.update(p.iteration, p.iterations, `cost ${p.bestScore.cost.toFixed(3)}`),
  );
  progress.done();
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ options, best: result.best, score: result.score, startScore: result.startScore })}\n`);
    return;
  }
  const line = (label: string, score: typeof result.score) =>
    `${label}: mean settle ${score.meanSettleRatio.toFixed(2)}× the time-optimal limit, worst overshoot ` +
    `${score.worstOvershootDeg.toFixed(2)}°, cost ${score.cost.toFixed(3)}`;
  process.stdout.write(
    [
      `Tuned ${options.controller} for a ${options.entity} at ${options.maxAngularAcceleration.toFixed(3)} rad/s², turns of ` +
        `${options.anglesDeg.join(', ')}°, overshoot ≤ ${options.maxOvershootDeg}°, ${options.iterations} candidates:`,
      line('  defaults', result.startScore),
      line('  best    ', result.score),
      `  settings: ${JSON.stringify(result.best)}`,
      '',
    ].join('\n'),
  );
}

runCommandLine(USAGE, main);
