import type { ControllerSettings } from '../sim/control/ControllerSettings';
import { autoTune } from '../sim/tuning/autoTune';
import type { TurnSuiteScore } from '../sim/tuning/evaluateTurns';
import { DEFAULT_TUNE_OPTIONS, tuneOptionsSchema, type TuneOptions } from '../sim/tuning/tuneOptionsSchema';
import { formatIssues } from '../sim/validation/formatIssues';

/** What the game asks the tuner worker to do: validated options and the settings to start from. */
export interface TuneRequest {
  options: TuneOptions;
  /** The selected entity's controller: its fixed options (arithmetic, integral mode…) are kept. */
  baseSettings: ControllerSettings;
}

/** A score, without the per-turn detail (small enough to post after every candidate). */
export interface TuneScore {
  /** Lower is better. */
  cost: number;
  /** Mean over the turns of settling time / time-optimal limit. */
  meanSettleRatio: number;
  /** Largest overshoot over the turns, deg. */
  worstOvershootDeg: number;
}

/** A message from the tuner worker. */
export type TunerMessage =
  | { kind: 'progress'; iteration: number; iterations: number; best: ControllerSettings; bestScore: TuneScore }
  | { kind: 'done'; best: ControllerSettings; score: TuneScore; startScore: TuneScore; iterations: number }
  | { kind: 'failed'; message: string };

/** What the player may set for a run in the panel. */
export interface TuneChoices {
  /** Candidates to evaluate. */
  iterations: number;
  /** The overshoot bound, deg. */
  maxOvershootDeg: number;
}

/** The panel's defaults: the CLI's defaults (120 candidates, 2° of overshoot). */
export function defaultTuneChoices(): TuneChoices {
  return { iterations: DEFAULT_TUNE_OPTIONS.iterations, maxOvershootDeg: DEFAULT_TUNE_OPTIONS.maxOvershootDeg };
}

/** A request, or why not: one line naming the field and its range. */
export type TuneRequestResult = { ok: true; request: TuneRequest } | { ok: false; field: string; message: string };

/**
 * Builds a tuning request for an entity's controller, entity type and max turn rate, with the
 * player's choices, validated by the same schema as `npm run tune`'s flags.
 */
export function buildTuneRequest(baseSettings: ControllerSettings, entityType: 'missile' | 'character', maxAngularAcceleration: number, choices: Readonly<TuneChoices>): TuneRequestResult {
  const candidate = {
    ...DEFAULT_TUNE_OPTIONS,
    controller: baseSettings.type,
    entity: entityType,
    maxAngularAcceleration,
    iterations: choices.iterations,
    maxOvershootDeg: choices.maxOvershootDeg,
  };
  const parsed = tuneOptionsSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'options');
    return { ok: false, field, message: formatIssues(parsed.error, candidate, 'options')[0] ?? `${field}: not valid` };
  }
  return { ok: true, request: { options: parsed.data, baseSettings: { ...baseSettings } } };
}

function brief(score: TurnSuiteScore): TuneScore {
  return { cost: score.cost, meanSettleRatio: score.meanSettleRatio, worstOvershootDeg: score.worstOvershootDeg };
}

/**
 * Runs the auto-tuner for a request, yielding one message after every candidate and a last one
 * with the result. The worker posts each; a caller can stop between candidates by not asking for
 * the next (the browser simply terminates the worker).
 */
export function* runTuneJob(request: Readonly<TuneRequest>): Generator<TunerMessage, void> {
  const { options, baseSettings } = request;
  try {
    const search = autoTune({
      controllerType: options.controller,
      baseSettings,
      iterations: options.iterations,
      seed: options.seed,
      suite: { entityType: options.entity, maxAngularAcceleration: options.maxAngularAcceleration, anglesDeg: options.anglesDeg, maxOvershootDeg: options.maxOvershootDeg },
    });
    for (;;) {
      const next = search.next();
      if (next.done) {
        const result = next.value;
        yield { kind: 'done', best: result.best, score: brief(result.score), startScore: brief(result.startScore), iterations: result.iterations };
        return;
      }
      const progress = next.value;
      yield { kind: 'progress', iteration: progress.iteration, iterations: progress.iterations, best: progress.best, bestScore: brief(progress.bestScore) };
    }
  } catch (error) {
    yield { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
