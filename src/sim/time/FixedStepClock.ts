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

  constructor(settings: Partial<FixedStepClockSettings> = {}) {
    this.dt = settings.dt ?? STANDARD_DT;
    this.maxStepsPerFrame = settings.maxStepsPerFrame ?? MAX_STEPS_PER_FRAME;
    if (!(this.dt > 0) || !Number.isFinite(this.dt)) throw new RangeError(`dt must be a finite number > 0, got ${this.dt}`);
    if (!Number.isInteger(this.maxStepsPerFrame) || this.maxStepsPerFrame < 1) {
      throw new RangeError(`maxStepsPerFrame must be an integer ≥ 1, got ${this.maxStepsPerFrame}`);
    }
  }

  /**
   * Adds a frame's elapsed time (s, scaled by any time scale) and returns how many fixed steps to
   * run now. A negative or non-finite elapsed time counts as zero.
   *
   * @param maxSteps a lower cap for this frame only (at least 1; `maxStepsPerFrame` is the most),
   *   e.g. when steps have become so costly that catching up would only make frames slower still:
   *   time beyond it is dropped, as beyond `maxStepsPerFrame`. [default: maxStepsPerFrame]
   */
  advance(elapsedSeconds: number, maxSteps: number = this.maxStepsPerFrame): number {
    if (Number.isFinite(elapsedSeconds) && elapsedSeconds > 0) this.accumulator += elapsedSeconds;
    const cap = Math.max(1, Math.min(this.maxStepsPerFrame, Math.floor(maxSteps) || 1));
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
