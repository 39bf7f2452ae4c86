import { wrapAngle } from '../math/angle';
import type { TurnController, TurnInput } from './TurnController';

/**
 * Which arithmetic the PID uses.
 * - `"corrected"`: the article's structure with correct numerics (see {@link PidController}).
 * - `"as-published"`: the article's C++ `PIDController`, output for output, quirks included.
 */
export type PidArithmetic = 'corrected' | 'as-published';

/** Settings of a {@link PidController}. Plain, JSON-able; every field documented with its default. */
export interface PidSettings {
  type: 'pid';
  /** Proportional gain, (rad/s²) per rad of error. [default: 1] */
  kp: number;
  /** Integral gain, (rad/s²) per (rad·s) of windowed error integral. [default: 0] */
  ki: number;
  /** Derivative gain, (rad/s²) per (rad/s) of error rate. [default: 0] */
  kd: number;
  /** Overall gain of the plant, multiplies P + I + D (the article's `kPlant`). [default: 1] */
  kPlant: number;
  /** Number of error samples kept; the integral spans these samples. At least 3. [default: 7] */
  maxHistory: number;
  /** Which arithmetic to use. [default: "corrected"] */
  arithmetic: PidArithmetic;
  /**
   * The time step the as-published arithmetic divides by, s. The article's class defaults to 0.01
   * and its demo never changed it, although its physics stepped at 1/30 s. Ignored by the corrected
   * arithmetic, which uses the simulation's own step. [default: 0.01]
   */
  asPublishedDt: number;
}

/** The fewest samples the article's class needs before it outputs anything (`MIN_SAMPLES`). */
export const PID_MIN_SAMPLES = 3;

/** Default PID settings: a unit proportional gain, no I or D, corrected arithmetic. */
export function defaultPidSettings(): PidSettings {
  return { type: 'pid', kp: 1, ki: 0, kd: 0, kPlant: 1, maxHistory: 7, arithmetic: 'corrected', asPublishedDt: 0.01 };
}

/**
 * A PID controller with the structure of the article "PID Control of Physics Bodies": a window of the
 * last `maxHistory` errors, an integral by Simpson's rule over that window, a backward-difference
 * derivative, and an overall plant gain: `output = kPlant · (kp·e + ki·∫e dt + kd·de/dt)`.
 *
 * **As published** (`arithmetic: "as-published"`) reproduces the C++ class exactly:
 * - no output (0) until 3 samples are in the window;
 * - the Simpson weights 1, 4, 2, 4, …, 1 are applied to whatever window length there is (composite
 *   Simpson needs an even number of intervals), and the weighted sum is *divided* by `3·dt`
 *   instead of multiplied by `dt/3`: for a constant error e over 7 samples with dt = 0.01 the
 *   "integral" is 18·e/0.03 = 600·e instead of 0.06·e;
 * - dt is the class's own setting (default 0.01 s), not the step the physics really takes.
 *
 * **Corrected** (`arithmetic: "corrected"`, the default) keeps the structure and fixes the numbers:
 * - the integral is the true integral of the error over the window's time span, exact for
 *   cubic errors: composite Simpson 1/3 (weights × dt/3) when the window has an even number of
 *   intervals; Simpson 3/8 on the oldest three intervals plus Simpson 1/3 on the rest when it is
 *   odd; the trapezoid rule for a two-sample window;
 * - the derivative is (e[n] − e[n−1]) / dt, with the difference wrapped into (−π, π] because the
 *   errors are angles (a target passing behind the body flips the error from +π to −π: that jump
 *   is not a rate);
 * - dt is the step passed to {@link addSample} (the simulation's fixed step);
 * - it acts from the first sample (P only, then P + I + D) instead of waiting for three;
 * - memory is bounded: the window is a fixed ring buffer and only the last output is kept.
 *
 * Standalone use: call `addSample(error, dt)` once per step and read the returned output.
 * As a {@link TurnController}, `update()` returns `−output` (negative feedback, as in the article's
 * `Missile::ApplyTurnTorque`).
 */
export class PidController implements TurnController {
  readonly type = 'pid';
  private readonly settings: PidSettings;
  /** Ring buffer of the last `maxHistory` errors; `oldestIndex` points at the oldest. */
  private errors: Float64Array;
  private sampleCount = 0;
  private oldestIndex = 0;
  private lastOutputValue = 0;

  constructor(settings: Partial<PidSettings> = {}) {
    this.settings = { ...defaultPidSettings(), ...settings };
    if (!(this.settings.maxHistory >= PID_MIN_SAMPLES)) {
      throw new RangeError(`maxHistory must be at least ${PID_MIN_SAMPLES}, got ${this.settings.maxHistory}`);
    }
    this.errors = new Float64Array(this.settings.maxHistory);
  }

  /** A copy of the current settings. */
  getSettings(): PidSettings {
    return { ...this.settings };
  }

  /**
   * Changes gains or options live. The error history is kept, so the output continues smoothly
   * unless the window length changes (then the history restarts).
   */
  configure(changes: Partial<Omit<PidSettings, 'type'>>): void {
    const previousHistory = this.settings.maxHistory;
    Object.assign(this.settings, changes);
    if (this.settings.maxHistory !== previousHistory) {
      this.errors = new Float64Array(this.settings.maxHistory);
      this.resetHistory();
    }
  }

  /** Forgets the error history (the article's `ResetHistory`). Gains are kept. */
  resetHistory(): void {
    this.sampleCount = 0;
    this.oldestIndex = 0;
    this.lastOutputValue = 0;
  }

  /** The article's `ResetConstants`: kp = ki = kd = 0, kPlant = 1. */
  resetConstants(): void {
    this.settings.kp = 0;
    this.settings.ki = 0;
    this.settings.kd = 0;
    this.settings.kPlant = 1;
  }

  /** {@link TurnController.reset}: forgets the history. */
  reset(): void {
    this.resetHistory();
  }

  /** The output computed by the last {@link addSample} (0 before any). */
  get lastOutput(): number {
    return this.lastOutputValue;
  }

  /** The most recent error sample (0 before any), like the article's `GetLastError`. */
  get lastError(): number {
    return this.sampleCount === 0 ? 0 : this.errorAt(this.sampleCount - 1);
  }

  /**
   * Adds one error sample and returns the new output.
   * @param error the error this step (for turning: wrap(heading − desired), rad).
   * @param dt the time since the previous sample, s. Used by the corrected arithmetic only; the
   *   as-published arithmetic uses `asPublishedDt`. [default: 1/60]
   */
  addSample(error: number, dt = 1 / 60): number {
    const capacity = this.errors.length;
    if (this.sampleCount < capacity) {
      this.errors[(this.oldestIndex + this.sampleCount) % capacity] = error;
      this.sampleCount++;
    } else {
      // Window full: overwrite the oldest sample, which makes the next one the oldest.
      this.errors[this.oldestIndex] = error;
      this.oldestIndex = (this.oldestIndex + 1) % capacity;
    }
    this.lastOutputValue =
      this.settings.arithmetic === 'as-published' ? this.outputAsPublished() : this.outputCorrected(dt);
    return this.lastOutputValue;
  }

  update(input: Readonly<TurnInput>): number {
    return -this.addSample(input.headingError, input.dt);
  }

  /** The i-th sample of the window in time order (0 = oldest). */
  private errorAt(i: number): number {
    return this.errors[(this.oldestIndex + i) % this.errors.length] as number;
  }

  /** The C++ class's `CalculateNextOutput`, with its order of operations kept for equal rounding. */
  private outputAsPublished(): number {
    const n = this.sampleCount;
    if (n < PID_MIN_SAMPLES) return 0;
    const { kp, ki, kd, kPlant, asPublishedDt: dt } = this.settings;
    const proportional = kp * this.errorAt(n - 1);
    let integral = 0;
    for (let i = 1; i < n - 1; i += 2) integral += 4 * this.errorAt(i);
    for (let i = 2; i < n - 1; i += 2) integral += 2 * this.errorAt(i);
    integral += this.errorAt(0);
    integral += this.errorAt(n - 1);
    integral /= 3 * dt;
    integral *= ki;
    const derivative = (kd * (this.errorAt(n - 1) - this.errorAt(n - 2))) / dt;
    return kPlant * (proportional + integral + derivative);
  }

  private outputCorrected(dt: number): number {
    const n = this.sampleCount;
    const { kp, ki, kd, kPlant } = this.settings;
    const latest = this.errorAt(n - 1);
    const derivative = n >= 2 ? wrapAngle(latest - this.errorAt(n - 2)) / dt : 0;
    return kPlant * (kp * latest + ki * this.windowIntegral(dt) + kd * derivative);
  }

  /** ∫ error dt over the window's span, exact for errors that are cubic in time. */
  private windowIntegral(dt: number): number {
    const intervals = this.sampleCount - 1;
    if (intervals <= 0) return 0;
    if (intervals === 1) return (dt / 2) * (this.errorAt(0) + this.errorAt(1));
    let first = 0;
    let sum38 = 0;
    if (intervals % 2 === 1) {
      // Simpson 3/8 on the three oldest intervals leaves an even count for Simpson 1/3.
      sum38 = ((3 * dt) / 8) * (this.errorAt(0) + 3 * this.errorAt(1) + 3 * this.errorAt(2) + this.errorAt(3));
      first = 3;
      if (intervals === 3) return sum38;
    }
    let weighted = this.errorAt(first) + this.errorAt(intervals);
    for (let i = first + 1; i < intervals; i++) {
      weighted += ((i - first) % 2 === 1 ? 4 : 2) * this.errorAt(i);
    }
    return sum38 + (dt / 3) * weighted;
  }
}
