import { wrapAngle } from '../math/angle';
import { boundedMemory, memoryBoolean, memoryNumber, memoryNumbers, type ControllerMemory } from './controllerMemory';
import { STANDARD_DT } from '../time/timeBases';
import { shapedProportional } from './brakingCurve';
import { clampToMotor } from './clampToMotor';
import type { ControllerTerms, TurnController, TurnInput } from './TurnController';
import { checkSample, checkTurnInput } from './checkTurnInput';
import { refuseNotANumber } from '../validation/numberArgument';
import { ErrorWindow } from './ErrorWindow';
import { defaultPidSettings, type PidSettings } from './PidSettings';
import { turnRateRatio } from './turnRateScaling';
import { checkSettings } from './checkSettings';
import { PID_RULES } from './settingRules';
/** Wraps an angle into (−π, π], rad: for the heading error, wrapAngle(heading − desired). Re-exported so this module's own entry has it. */
export { wrapAngle } from '../math/angle';

export { defaultPidSettings, PID_MIN_SAMPLES, PID_REFERENCE_TURN_RATE, type PidArithmetic, type PidSettings } from './PidSettings';

/**
 * A PID controller for turning, with the structure of the article "PID Control of Physics Bodies"
 * (a window of the last `maxHistory` errors, an integral over that window, a backward-difference
 * derivative, an overall plant gain: `output = kPlant · (kp·e + ki·∫e dt + kd·de/dt)`) and correct
 * numbers. The article's own arithmetic, quirks included, is {@link PublishedPidController}.
 *
 * - the integral is the true integral of the error over the window's time span (ErrorWindow.ts);
 * - the derivative is (e[n] − e[n−1]) / dt, with the difference wrapped into (−π, π] because the
 *   errors are angles (a target passing behind the body flips the error from +π to −π: that jump
 *   is not a rate), or the measured rate (derivative on measurement, the default);
 * - dt is the step passed to {@link addSample} (the simulation's fixed step);
 * - it acts from the first sample (P only, then P + I + D) instead of waiting for three;
 * - memory is bounded: the window is a fixed ring buffer and only the last output is kept.
 *
 * With no settings it turns a body well: the gains tuned for the demo (kp 60, ki 2, kd 14, read at
 * a motor limit of 4π rad/s² and scaled to the actual one) settle a 90° turn without overshoot.
 *
 * Options that users of simple-pid or the Arduino PID library expect: a running integral with
 * output limits and anti-windup, derivative on measurement (no kick when the target jumps), a
 * low-pass filter on the derivative, and bumpless hand-over ({@link handOver}) when it replaces
 * another controller mid-turn. The running integral is stored already multiplied by ki, so changing
 * ki mid-turn does not make the output jump.
 *
 * Standalone use: call `addSample(error, dt)` once per step and read the returned output.
 * As a {@link TurnController}, `update()` returns `−output` (negative feedback, as in the article's
 * `Missile::ApplyTurnTorque`).
 */
export class PidController implements TurnController {
  readonly type = 'pid';
  private readonly settings: PidSettings;
  /** The last `maxHistory` errors. */
  private history: ErrorWindow;
  private lastOutputValue = 0;
  /** Running integral, already multiplied by ki (rad/s²). */
  private runningIntegral = 0;
  /** Filtered derivative term's input, (rad/s). */
  private filteredRate = 0;
  private hasFilteredRate = false;
  /** The P, I and D parts of the last command (−output), rad/s², before the output limit. */
  readonly terms: ControllerTerms = { proportional: 0, integral: 0, derivative: 0, feedForward: 0 };

  /** @throws TypeError or RangeError naming the field and its range when a setting is unknown, of the wrong kind or out of range (checkSettings.ts). */
  constructor(settings: Partial<PidSettings> = {}) {
    this.settings = { ...defaultPidSettings(), ...checkSettings<PidSettings>('pid', settings, PID_RULES) };
    if (this.settings.arithmetic === 'as-published') {
      throw new RangeError('the article\'s arithmetic is PublishedPidController (createTurnController picks it)');
    }
    this.history = new ErrorWindow(this.settings.maxHistory);
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
    const checked = checkSettings<PidSettings>('pid', changes, PID_RULES);
    if (checked.arithmetic === 'as-published') throw new RangeError("pid: the article's arithmetic is PublishedPidController (createTurnController picks it)");
    const previousHistory = this.settings.maxHistory;
    Object.assign(this.settings, checked);
    if (this.settings.maxHistory !== previousHistory) {
      this.history = new ErrorWindow(this.settings.maxHistory);
      this.resetHistory();
    }
  }

  /** Forgets the error history (the article's `ResetHistory`). Gains are kept. */
  resetHistory(): void {
    this.history.clear();
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

  /** {@link TurnController.saveState}: the error window (oldest first), the running integral, the derivative filter and the last output. */
  saveState(): ControllerMemory {
    return { errors: this.history.values(), runningIntegral: this.runningIntegral, filteredRate: this.filteredRate, hasFilteredRate: this.hasFilteredRate, lastOutput: this.lastOutputValue };
  }

  /** {@link TurnController.restoreState}. */
  restoreState(memory: Readonly<ControllerMemory>): void {
    const errors = memoryNumbers(memory, 'errors', this.settings.maxHistory);
    const runningIntegral = memoryNumber(memory, 'runningIntegral');
    const filteredRate = memoryNumber(memory, 'filteredRate');
    const hasFilteredRate = memoryBoolean(memory, 'hasFilteredRate');
    const lastOutput = memoryNumber(memory, 'lastOutput');
    this.history.setValues(errors);
    this.runningIntegral = runningIntegral;
    this.filteredRate = filteredRate;
    this.hasFilteredRate = hasFilteredRate;
    this.lastOutputValue = lastOutput;
  }

  /** The output computed by the last {@link addSample} (0 before any). */
  get lastOutput(): number {
    return this.lastOutputValue;
  }

  /** The most recent error sample (0 before any), like the article's `GetLastError`. */
  get lastError(): number {
    return this.history.latest;
  }

  /**
   * Adds one error sample and returns the new output.
   * @param error the error this step (for turning: wrap(heading − desired), rad).
   * @param dt the time since the previous sample, s. [default: 1/60]
   * @param measuredRate the measured rate of the controlled value (for turning: the angular
   *   velocity, rad/s); used with `derivativeOn: "measurement"`. [default: 0]
   * @param limit the output limit when `outputLimit` is 0, e.g. the motor's. [default: none]
   * @throws TypeError or RangeError naming an argument that is not a number, an error that is not
   *   finite or a step that is not finite and > 0; then nothing changed.
   */
  addSample(error: number, dt = STANDARD_DT, measuredRate = 0, limit = Number.POSITIVE_INFINITY): number {
    checkSample(this.type, error, dt);
    if (typeof measuredRate !== 'number') refuseNotANumber('pid: addSample', 'measuredRate', 'rad/s', measuredRate);
    if (typeof limit !== 'number') refuseNotANumber('pid: addSample', 'limit', 'rad/s²', limit);
    this.history.push(error);
    this.lastOutputValue = boundedMemory(this.outputCorrected(dt, measuredRate, limit));
    return this.lastOutputValue;
  }

  /**
   * As a turn controller: −output for the heading error, with the set-point's motion: its rate in
   * the derivative on measurement (ω − ω_d) and its acceleration α_d added to the command
   * (terms.feedForward).
   */
  update(input: Readonly<TurnInput>): number {
    checkTurnInput(this.type, input);
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
    checkTurnInput(this.type, input);
    this.resetHistory();
    // A history consistent with the present: the error changing at its rate, the body's angular
    // velocity less the set-point's.
    const rate = input.angularVelocity - (input.desiredHeadingRate ?? 0);
    this.history.fillWithRamp(input.headingError, rate, input.dt);
    if (this.settings.integral !== 'running') return;
    const { kPlant } = this.settings;
    if (kPlant === 0) return;
    const r = this.gainScale(input.maxAngularAcceleration);
    const kp = this.baseKp() * r;
    const kd = this.baseKd() * Math.sqrt(r);
    this.filteredRate = boundedMemory(rate);
    this.hasFilteredRate = true;
    // Want kPlant·(P + I + kd·rate) = −previousCommand (the command is −output, before the feed-forward).
    const command = previousCommand - (input.desiredHeadingAcceleration ?? 0);
    this.runningIntegral = boundedMemory(-command / kPlant - this.proportional(input.headingError, kp, kd, input.maxAngularAcceleration) - kd * rate);
    this.lastOutputValue = boundedMemory(-command);
  }

  /**
   * r = motor limit / {@link PID_REFERENCE_TURN_RATE} when the gains scale with the turn rate, else 1
   * (also standalone, where there is no motor: an infinite limit).
   */
  private gainScale(motorLimit: number): number {
    return turnRateRatio(motorLimit, this.settings.scaleWithTurnRate);
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

  private outputCorrected(dt: number, measuredRate: number, motorLimit: number): number {
    const history = this.history;
    const n = history.length;
    const s = this.settings;
    const latest = history.at(n - 1);

    let rate: number;
    if (s.derivativeOn === 'measurement') rate = measuredRate;
    else rate = n >= 2 ? wrapAngle(latest - history.at(n - 2)) / dt : 0;
    if (s.derivativeFilterTime > 0) {
      // First-order low-pass: y += (dt / (T + dt))·(x − y), exact for a step input held over dt.
      this.filteredRate = boundedMemory(this.hasFilteredRate ? this.filteredRate + (dt / (s.derivativeFilterTime + dt)) * (rate - this.filteredRate) : rate);
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
      const integral = ki * history.integral(dt);
      this.setTerms(s.kPlant, proportional, integral, kd * rate);
      return clampToMotor(s.kPlant * (proportional + integral + kd * rate), limit);
    }

    const withoutIntegral = proportional + kd * rate;
    const candidate = boundedMemory(this.runningIntegral + ki * latest * dt);
    const unclamped = s.kPlant * (withoutIntegral + candidate);
    // Conditional integration: integrate unless saturated and the new error pushes further out.
    const windingUp = Math.abs(unclamped) > limit && Math.sign(unclamped) === Math.sign(s.kPlant * ki * latest);
    if (!(s.antiWindup && windingUp)) this.runningIntegral = candidate;
    this.setTerms(s.kPlant, proportional, this.runningIntegral, kd * rate);
    return clampToMotor(s.kPlant * (withoutIntegral + this.runningIntegral), limit);
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
}
