import type { ControllerSettings } from '../../sim/control/ControllerSettings';
import { autoTune } from '../../sim/autotune/autoTune';
import type { TurnSuiteScore } from '../../sim/autotune/evaluateTurns';
import type { TuneOptions } from '../../sim/autotune/tuneOptionsSchema';

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

export type TunerMessage =
  | { kind: 'progress'; iteration: number; iterations: number; best: ControllerSettings; bestScore: TuneScore }
  | { kind: 'done'; best: ControllerSettings; score: TuneScore; startScore: TuneScore; iterations: number }
  | { kind: 'failed'; message: string };

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
      suite: {
        entityType: options.entity,
        maxAngularAcceleration: options.maxAngularAcceleration,
        anglesDeg: options.anglesDeg,
        maxOvershootDeg: options.maxOvershootDeg,
      },
    });
    for (;;) {
      const next = search.next();
      if (next.done) {
        const result = next.value;
        yield {
          kind: 'done',
          best: result.best,
          score: brief(result.score),
          startScore: brief(result.startScore),
          iterations: result.iterations,
        };
        return;
      }
      const progress = next.value;
      yield {
        kind: 'progress',
        iteration: progress.iteration,
        iterations: progress.iterations,
        best: progress.best,
        bestScore: brief(progress.bestScore),
      };
    }
  } catch (error) {
    yield { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
