import { defaultControllerSettings, type ControllerSettings, type ControllerType } from '../control/ControllerSettings';
import { defaultEntitySettings } from '../entities/EntitySettings';
import { seededRandom } from '../math/random';
import { scoreTurnSuite, type TurnSuite, type TurnSuiteScore } from './evaluateTurns';
import { TUNABLE_PARAMETERS } from './tunableParameters';

/** What to tune and how hard to look. Plain and JSON-able. */
export interface AutoTuneOptions {
  controllerType: ControllerType;
  /** Fixed settings to start from (e.g. arithmetic, integral mode); searched gains override them. */
  baseSettings?: Partial<ControllerSettings>;
  suite: TurnSuite;
  /** Number of candidate controllers to evaluate. [default: 120] */
  iterations?: number;
  /** Seed of the search's random numbers (the search is deterministic). [default: 1] */
  seed?: number;
}

/** Progress after each candidate, for a progress bar. */
export interface AutoTuneProgress {
  iteration: number;
  iterations: number;
  best: ControllerSettings;
  bestScore: TurnSuiteScore;
}

/** The result: the best settings found and their score. */
export interface AutoTuneResult {
  best: ControllerSettings;
  score: TurnSuiteScore;
  /** The score of the starting point, for comparison. */
  startScore: TurnSuiteScore;
  iterations: number;
}

/**
 * Searches the gains of one controller type for the shortest settling over a suite of turns,
 * with an overshoot bound (see {@link scoreTurnSuite}). The search works on the logarithm of each
 * gain's magnitude: a third of the budget samples the whole range at random (seeded), the rest
 * refines around the best point with a shrinking step (a simple, robust pattern search that does
 * not need gradients, which a saturated, discrete plant does not have).
 *
 * It is a generator so that a caller can show progress and cancel between candidates: the
 * browser runs it in a Web Worker, the CLI runs it to the end.
 */
export function* autoTune(options: AutoTuneOptions): Generator<AutoTuneProgress, AutoTuneResult> {
  const iterations = options.iterations ?? 120;
  const random = seededRandom(options.seed ?? 1);
  const parameters = TUNABLE_PARAMETERS[options.controllerType];
  // Start from the entity's tuned defaults when they are of this type, else the type's defaults.
  const entityDefault = defaultEntitySettings(options.suite.entityType).controller;
  const typeDefault = entityDefault.type === options.controllerType ? entityDefault : defaultControllerSettings(options.controllerType);
  const start = { ...typeDefault, ...options.baseSettings, type: options.controllerType } as ControllerSettings;

  const toPoint = (settings: ControllerSettings): number[] =>
    parameters.map((p) => {
      const value = Number((settings as unknown as Record<string, unknown>)[p.key] ?? Math.sqrt(p.min * p.max));
      return Math.log(Math.min(p.max, Math.max(p.min, value || p.min)));
    });
  const toSettings = (point: readonly number[]): ControllerSettings => {
    const settings: Record<string, unknown> = { ...start };
    parameters.forEach((p, i) => {
      const magnitude = Math.exp(Math.min(Math.log(p.max), Math.max(Math.log(p.min), point[i] as number)));
      settings[p.key] = Number(magnitude.toPrecision(4));
    });
    return settings as unknown as ControllerSettings;
  };

  let bestPoint = toPoint(start);
  let best: ControllerSettings = start;
  const startScore = scoreTurnSuite(start, options.suite);
  let bestScore = startScore;
  let step = 1; // in log units: a factor of e
  const exploration = Math.floor(iterations / 3);

  for (let iteration = 1; iteration <= iterations; iteration++) {
    let candidate: number[];
    if (iteration <= exploration) {
      candidate = parameters.map((p) => Math.log(p.min) + random() * (Math.log(p.max) - Math.log(p.min)));
    } else {
      candidate = bestPoint.map((value) => value + (random() * 2 - 1) * step);
    }
    const settings = toSettings(candidate);
    const score = scoreTurnSuite(settings, options.suite);
    if (score.cost < bestScore.cost) {
      bestScore = score;
      bestPoint = candidate;
      best = settings;
    } else if (iteration > exploration) {
      step = Math.max(0.02, step * 0.93);
    }
    yield { iteration, iterations, best, bestScore };
  }
  return { best, score: bestScore, startScore, iterations };
}

/** Runs {@link autoTune} to the end and returns its result. */
export function autoTuneToEnd(options: AutoTuneOptions, onProgress?: (progress: AutoTuneProgress) => void): AutoTuneResult {
  const search = autoTune(options);
  for (;;) {
    const next = search.next();
    if (next.done) return next.value;
    onProgress?.(next.value);
  }
}
