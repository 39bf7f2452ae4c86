/** The steps the clock takes, s (the controllers' TURN_STEP_RANGE). */
const STEP_RANGE = { min: 1e-6, max: 10 } as const;
import { checkNumber, checkOptionKeys, givenValue } from '../validation/optionChecks';
import { STANDARD_DT } from './timeBases';

/** The default cap on catch-up, steps per frame (see {@link FixedStepClockSettings.maxStepsPerFrame}). */
export const MAX_STEPS_PER_FRAME = 5;

/** Settings of a {@link FixedStepClock}. */
export interface FixedStepClockSettings {
  /** The fixed step, s. [default: 1/60] */
  dt: number;
  /**
   * At most this many steps per frame. Time beyond it is dropped, so a hidden tab or a slow frame
   * slows the simulation down instead of making it jump or spiral. [default: 5]
   */
  maxStepsPerFrame: number;
}

/**
 * Turns variable frame times into a whole number of fixed steps (the "fix your timestep"
 * accumulator), with a cap on catch-up: the simulation runs at the same speed on 60 Hz and
 * 144 Hz screens, and never runs more than `maxStepsPerFrame` steps for one frame.
 */
export class FixedStepClock {
  readonly dt: number;
  readonly maxStepsPerFrame: number;
  private accumulator = 0;
  private droppedSeconds = 0;

  /**
   * @throws TypeError naming an unknown setting (a typo) or a setting that is no number;
   * RangeError for a dt outside 1e-6 to 10 s or a maxStepsPerFrame that is no whole number from 1
   * to 1000. Each message begins "FixedStepClock: ".
   */
  constructor(settings: Partial<FixedStepClockSettings> = {}) {
    const given = checkOptionKeys('FixedStepClock', 'settings', settings, ['dt', 'maxStepsPerFrame']);
    this.dt = checkNumber('FixedStepClock', 'dt', given.dt, STEP_RANGE, 's', STANDARD_DT);
    this.maxStepsPerFrame = checkStepCount('FixedStepClock: maxStepsPerFrame', given.maxStepsPerFrame ?? MAX_STEPS_PER_FRAME);
  }

  /**
   * Adds a frame's elapsed time (s, scaled by any time scale) and returns how many fixed steps to
   * run now. Refuses (TypeError or RangeError, naming it, the clock unchanged) an elapsed time that
   * is no number, negative, NaN or infinite, and a maxSteps that is no whole number from 1 to 1000.
   *
   * @param maxSteps a lower cap for this frame only (at least 1; `maxStepsPerFrame` is the most),
   *   e.g. when steps have become so costly that catching up would only make frames slower still:
   *   time beyond it is dropped, as beyond `maxStepsPerFrame`. [default: maxStepsPerFrame]
   */
  advance(elapsedSeconds: number, maxSteps: number = this.maxStepsPerFrame): number {
    if (typeof elapsedSeconds !== 'number' || !(elapsedSeconds >= 0 && elapsedSeconds < Infinity)) {
      throw new (typeof elapsedSeconds === 'number' ? RangeError : TypeError)(
        `advance: elapsedSeconds must be a finite number ≥ 0 (s), got ${givenValue(elapsedSeconds)}`,
      );
    }
    const cap = Math.min(this.maxStepsPerFrame, checkStepCount('advance: maxSteps', maxSteps));
    this.accumulator += elapsedSeconds;
    // A tiny tolerance keeps 1/60 s frames from alternating 0 and 2 steps through rounding.
    let steps = Math.floor(this.accumulator / this.dt + 1e-9);
    if (steps > cap) {
      this.droppedSeconds += (steps - cap) * this.dt;
      steps = cap;
      this.accumulator = 0;
    } else {
      this.accumulator = Math.max(0, this.accumulator - steps * this.dt);
    }
    return steps;
  }

  /** Fraction of a step left in the accumulator, 0…1 (for interpolated drawing). */
  get alpha(): number {
    return Math.min(1, this.accumulator / this.dt);
  }

  /** Total simulated time dropped by the catch-up cap, s. */
  get dropped(): number {
    return this.droppedSeconds;
  }

  /** Empties the accumulator (e.g. after a pause). */
  reset(): void {
    this.accumulator = 0;
  }
}

/** `value` if it is a whole number from 1 to 1000 (steps), else a RangeError beginning with `name`. */
function checkStepCount(name: string, value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1000) return value;
  throw new (typeof value === 'number' ? RangeError : TypeError)(`${name} must be a whole number from 1 to 1000, got ${givenValue(value)}`);
}
