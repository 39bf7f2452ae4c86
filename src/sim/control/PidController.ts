import { wrapAngle } from '../math/angle';
import { shapedProportional } from './brakingCurve';
import type { ControllerTerms, TurnController, TurnInput } from './TurnController';
import { defaultPidSettings, PID_MIN_SAMPLES, type PidSettings } from './PidSettings';
import { turnRateRatio } from './turnRateScaling';

export { defaultPidSettings, PID_MIN_SAMPLES, PID_REFERENCE_TURN_RATE, type PidArithmetic, type PidSettings } from './PidSettings';

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
 * Options that users of simple-pid or the Arduino PID library expect (corrected arithmetic only):
 * a running integral with output limits and anti-windup, derivative on measurement (no kick when
 * the target jumps), a low-pass filter on the derivative, and bumpless hand-over ({@link handOver})
 * when it replaces another controller mid-turn. The running integral is stored already multiplied
 * by ki, so changing ki mid-turn does not make the output jump.
 *
 * Standalone use: call `addSample(error, dt)` once per step and read the returned output.
 * As a {@link TurnController}, `update()` returns `−output` (negative feedback, as in the article's
 * `Missile::ApplyTurnTorque`).
 */
export class PidController implements TurnController {
  readonly type = 'pid';
  private readonly settings: PidSettings;
  /**
   * Ring buffer of the last `maxHistory` errors, each stored twice (at slot s and s + maxHistory),
   * so that the window is always the contiguous run starting at `oldestIndex`: reading sample i is
   * one array access, with no modulo (the PID runs for every entity every step).
   */
  private errors: Float64Array;
  private capacity: number;
  private sampleCount = 0;
  private oldestIndex = 0;
  private lastOutputValue = 0;
  /** Running integral, already multiplied by ki (rad/s²). */
  private runningIntegral = 0;
  /** Filtered derivative term's input, (rad/s). */
  private filteredRate = 0;
  private hasFilteredRate = false;
  /** The P, I and D parts of the last command (−output), rad/s², before the output limit. */
  readonly terms: ControllerTerms = { proportional: 0, integral: 0, derivative: 0, feedForward: 0 };

  constructor(settings: Partial<PidSettings> = {}) {
    this.settings = { ...defaultPidSettings(), ...settings };
    if (!(this.settings.maxHistory >= PID_MIN_SAMPLES)) {
      throw new RangeError(`maxHistory must be at least ${PID_MIN_SAMPLES}, got ${this.settings.maxHistory}`);
    }
    this.capacity = this.settings.maxHistory;
    this.errors = new Float64Array(2 * this.capacity);
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
      this.capacity = this.settings.maxHistory;
      this.errors = new Float64Array(2 * this.capacity);
      this.resetHistory();
    }
  }

  /** Forgets the error history (the article's `ResetHistory`). Gains are kept. */
  resetHistory(): void {
    this.sampleCount = 0;
    this.oldestIndex = 0;
    this.lastOutputValue = 0;
    this.runningIntegral = 0;
    this.filteredRate = 0;
    this.hasFilteredRate = false;
    this.setTerms(0, 0, 0, 0);
    this.terms.feedForward = 0;
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
   * @param measuredRate the measured rate of the controlled value (for turning: the angular
   *   velocity, rad/s); used with `derivativeOn: "measurement"`. [default: 0]
   * @param limit the output limit when `outputLimit` is 0, e.g. the motor's. [default: none]
   */
  addSample(error: number, dt = 1 / 60, measuredRate = 0, limit = Number.POSITIVE_INFINITY): number {
    const capacity = this.capacity;
    let slot: number;
    if (this.sampleCount < capacity) {
      // Filling: the oldest sample is at slot 0.
      slot = this.sampleCount;
      this.sampleCount++;
    } else {
      // Window full: overwrite the oldest sample, which makes the next one the oldest.
      slot = this.oldestIndex;
      this.oldestIndex = slot + 1 === capacity ? 0 : slot + 1;
    }
    this.errors[slot] = error;
    this.errors[slot + capacity] = error;
    this.lastOutputValue =
      this.settings.arithmetic === 'as-published' ? this.outputAsPublished() : this.outputCorrected(dt, measuredRate, limit);
    return this.lastOutputValue;
  }

  /**
   * As a turn controller: −output for the heading error. The corrected arithmetic also gets the
   * set-point's motion: its rate in the derivative on measurement (ω − ω_d) and its acceleration
   * α_d added to the command (terms.feedForward). The as-published arithmetic sees the error alone,
   * as the article's class does.
   */
  update(input: Readonly<TurnInput>): number {
    if (this.settings.arithmetic === 'as-published') return -this.addSample(input.headingError, input.dt, input.angularVelocity, input.maxAngularAcceleration);
    const command = -this.addSample(input.headingError, input.dt, input.angularVelocity - (input.desiredHeadingRate ?? 0), input.maxAngularAcceleration);
    const feedForward = input.desiredHeadingAcceleration ?? 0;
    this.terms.feedForward = feedForward;
    return command + feedForward;
  }

  /**
   * Bumpless transfer: called when this controller replaces another mid-command whose last
   * command was `previousCommand` (rad/s²). The window is filled with a history of the current
   * error changing at the current angular velocity (no warm-up, no derivative kick); with the
   * running integral, the integral is set so that the first
   * output continues the previous command.
   */
  handOver(input: Readonly<TurnInput>, previousCommand: number): void {
    this.resetHistory();
    // A history consistent with the present: the error changing at its rate, the body's angular
    // velocity less the set-point's.
    const capacity = this.capacity;
    const rate = input.angularVelocity - (input.desiredHeadingRate ?? 0);
    for (let i = 0; i < capacity; i++) {
      const error = input.headingError - (capacity - 1 - i) * rate * input.dt;
      this.errors[i] = error;
      this.errors[i + capacity] = error;
    }
    this.sampleCount = capacity;
    if (this.settings.arithmetic !== 'corrected' || this.settings.integral !== 'running') return;
    const { kPlant } = this.settings;
    if (kPlant === 0) return;
    const r = this.gainScale(input.maxAngularAcceleration);
    const kp = this.baseKp() * r;
    const kd = this.baseKd() * Math.sqrt(r);
    this.filteredRate = rate;
    this.hasFilteredRate = true;
    // Want kPlant·(P + I + kd·rate) = −previousCommand (the command is −output, before the feed-forward).
    const command = previousCommand - (input.desiredHeadingAcceleration ?? 0);
    this.runningIntegral = -command / kPlant - this.proportional(input.headingError, kp, kd, input.maxAngularAcceleration) - kd * rate;
    this.lastOutputValue = -command;
  }

  /**
   * r = motor limit / {@link PID_REFERENCE_TURN_RATE} when the gains scale with the turn rate, else 1
   * (also standalone, where there is no motor: an infinite limit).
   */
  private gainScale(motorLimit: number): number {
    return turnRateRatio(motorLimit, this.settings.scaleWithTurnRate && this.settings.arithmetic === 'corrected');
  }

  /** kp before scaling: ω² when tuned by natural frequency, else the setting. */
  private baseKp(): number {
    const { naturalFrequency, kp } = this.settings;
    return naturalFrequency === undefined ? kp : naturalFrequency * naturalFrequency;
  }

  /** kd before scaling: 2·ζ·ω when tuned by natural frequency, else the setting. */
  private baseKd(): number {
    const { naturalFrequency, dampingRatio, kd } = this.settings;
    // 2·ζ·ω (naturalFrequency.ts), inline: this runs every step and allocates nothing.
    return naturalFrequency === undefined ? kd : 2 * (dampingRatio ?? 1) * naturalFrequency;
  }

  /** The i-th sample of the window in time order (0 = oldest). */
  private errorAt(i: number): number {
    return this.errors[this.oldestIndex + i] as number;
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
    this.setTerms(kPlant, proportional, integral, derivative);
    return kPlant * (proportional + integral + derivative);
  }

  private outputCorrected(dt: number, measuredRate: number, motorLimit: number): number {
    const n = this.sampleCount;
    const s = this.settings;
    const latest = this.errorAt(n - 1);

    let rate: number;
    if (s.derivativeOn === 'measurement') rate = measuredRate;
    else rate = n >= 2 ? wrapAngle(latest - this.errorAt(n - 2)) / dt : 0;
    if (s.derivativeFilterTime > 0) {
      // First-order low-pass: y += (dt / (T + dt))·(x − y), exact for a step input held over dt.
      this.filteredRate = this.hasFilteredRate ? this.filteredRate + (dt / (s.derivativeFilterTime + dt)) * (rate - this.filteredRate) : rate;
      this.hasFilteredRate = true;
      rate = this.filteredRate;
    }

    const limit = s.outputLimit > 0 ? s.outputLimit : motorLimit;
    const r = this.gainScale(motorLimit);
    const kp = this.baseKp() * r;
    const ki = s.ki * r * Math.sqrt(r);
    const kd = this.baseKd() * Math.sqrt(r);
    const proportional = this.proportional(latest, kp, kd, motorLimit);
    if (s.integral === 'window') {
      const integral = ki * this.windowIntegral(dt);
      this.setTerms(s.kPlant, proportional, integral, kd * rate);
      return clamp(s.kPlant * (proportional + integral + kd * rate), limit);
    }

    const withoutIntegral = proportional + kd * rate;
    const candidate = this.runningIntegral + ki * latest * dt;
    const unclamped = s.kPlant * (withoutIntegral + candidate);
    // Conditional integration: integrate unless saturated and the new error pushes further out.
    const windingUp = Math.abs(unclamped) > limit && Math.sign(unclamped) === Math.sign(s.kPlant * ki * latest);
    if (!(s.antiWindup && windingUp)) this.runningIntegral = candidate;
    this.setTerms(s.kPlant, proportional, this.runningIntegral, kd * rate);
    return clamp(s.kPlant * (withoutIntegral + this.runningIntegral), limit);
  }

  /**
   * The proportional part of the output: kp·e, or shaped by the motor's braking curve beyond its
   * knee (see {@link PidSettings.brakingCurve}; the curve is in angular acceleration, the command
   * being −kPlant·output, so it is shaped there and brought back).
   */
  private proportional(error: number, kp: number, kd: number, motorLimit: number): number {
    const { kPlant, brakingCurve } = this.settings;
    if (!brakingCurve || !(kPlant > 0)) return kp * error;
    return -shapedProportional(error, kPlant * kp, kPlant * kd, motorLimit, true) / kPlant;
  }

  /** Keeps the parts of the output as parts of the command (−output), rad/s². */
  private setTerms(kPlant: number, proportional: number, integral: number, derivative: number): void {
    this.terms.proportional = -kPlant * proportional;
    this.terms.integral = -kPlant * integral;
    this.terms.derivative = -kPlant * derivative;
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
    let weight = 4;
    for (let i = first + 1; i < intervals; i++) {
      weighted += weight * this.errorAt(i);
      weight = 6 - weight;
    }
    return sum38 + (dt / 3) * weighted;
  }
}

/** Clamps to ±limit (no-op for an infinite limit). */
function clamp(value: number, limit: number): number {
  return value > limit ? limit : value < -limit ? -limit : value;
}
