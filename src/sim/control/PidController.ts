import { memoryBoolean, memoryNumber, memoryNumbers, type ControllerMemory } from './controllerMemory';
import { STANDARD_DT } from '../time/timeBases';
import type { ControllerTerms, TurnController, TurnInput } from './TurnController';
import { checkSample, checkTurnInput } from './checkTurnInput';
import { refuseNotANumber } from '../validation/numberArgument';
import { defaultPidSettings, type PidSettings } from './PidSettings';
import { checkSettings } from './checkSettings';
import { PID_RULES } from './settingRules';
import {
  handOverPid,
  PID_COUNT,
  PID_FILTERED,
  PID_HAS_FILTERED,
  PID_INTEGRAL,
  PID_LAST_OUTPUT,
  PID_OLDEST,
  PID_TERM_D,
  PID_TERM_FF,
  PID_TERM_I,
  PID_TERM_P,
  pidBlockSize,
  pidCommand,
  pidOutput,
  pidSample,
  pushPidSample,
  resetPid,
  writePidSettings,
} from './pidLaw';
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
  /** Its settings and memory (pidLaw.ts): a block of its own, or in a crowd's blocks (placePidMemory). */
  private m: Float64Array;
  private o = 0;
  /** The crowd that holds its memory, or null. */
  private holder: { pidLeft(controller: PidController): void } | null = null;
  private readonly termsValue: ControllerTerms = { proportional: 0, integral: 0, derivative: 0, feedForward: 0 };

  /**
   * @throws TypeError or RangeError naming the field and its range when a setting is unknown, of the wrong kind or out of range
   * (checkSettings.ts).
   */
  constructor(settings: Partial<PidSettings> = {}) {
    this.settings = { ...defaultPidSettings(), ...checkSettings<PidSettings>('pid', settings, PID_RULES) };
    if (this.settings.arithmetic === 'as-published') {
      throw new RangeError("the article's arithmetic is PublishedPidController (createTurnController picks it)");
    }
    this.m = new Float64Array(pidBlockSize(this.settings.maxHistory));
    writePidSettings(this.m, 0, this.settings);
    resetPid(this.m, 0);
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
    if (checked.arithmetic === 'as-published')
      throw new RangeError("pid: the article's arithmetic is PublishedPidController (createTurnController picks it)");
    const previousHistory = this.settings.maxHistory;
    Object.assign(this.settings, checked);
    if (this.settings.maxHistory !== previousHistory) {
      // A new window: a block of its own (a crowd that held its memory runs it as an object from now on).
      this.holder?.pidLeft(this);
      this.m = new Float64Array(pidBlockSize(this.settings.maxHistory));
      this.o = 0;
      this.holder = null;
      writePidSettings(this.m, 0, this.settings);
      this.resetHistory();
    } else writePidSettings(this.m, this.o, this.settings);
  }

  /** Forgets the error history (the article's `ResetHistory`). Gains are kept. */
  resetHistory(): void {
    resetPid(this.m, this.o);
  }

  /** The article's `ResetConstants`: kp = ki = kd = 0, kPlant = 1. */
  resetConstants(): void {
    Object.assign(this.settings, { kp: 0, ki: 0, kd: 0, kPlant: 1 });
    writePidSettings(this.m, this.o, this.settings);
  }

  /** {@link TurnController.reset}: forgets the history. */
  reset(): void {
    this.resetHistory();
  }

  /** What the P, I and D parts of the last command were (−output), rad/s², before the output limit, and the feed-forward added. */
  get terms(): Readonly<ControllerTerms> {
    const { m, o } = this;
    const terms = this.termsValue;
    terms.proportional = m[o + PID_TERM_P] as number;
    terms.integral = m[o + PID_TERM_I] as number;
    terms.derivative = m[o + PID_TERM_D] as number;
    terms.feedForward = m[o + PID_TERM_FF] as number;
    return terms;
  }

  /** {@link TurnController.saveState}: the error window (oldest first), the running integral, the derivative filter and the last output. */
  saveState(): ControllerMemory {
    const { m, o } = this;
    const errors: number[] = [];
    for (let i = 0, n = m[o + PID_COUNT] as number; i < n; i++) errors.push(pidSample(m, o, i));
    return {
      errors,
      runningIntegral: m[o + PID_INTEGRAL] as number,
      filteredRate: m[o + PID_FILTERED] as number,
      hasFilteredRate: m[o + PID_HAS_FILTERED] === 1,
      lastOutput: m[o + PID_LAST_OUTPUT] as number,
    };
  }

  /** {@link TurnController.restoreState}: every field checked before any is written. */
  restoreState(memory: Readonly<ControllerMemory>): void {
    const errors = memoryNumbers(memory, 'errors', this.settings.maxHistory);
    const runningIntegral = memoryNumber(memory, 'runningIntegral');
    const filteredRate = memoryNumber(memory, 'filteredRate');
    const hasFilteredRate = memoryBoolean(memory, 'hasFilteredRate');
    const lastOutput = memoryNumber(memory, 'lastOutput');
    const { m, o } = this;
    m[o + PID_COUNT] = 0;
    m[o + PID_OLDEST] = 0;
    for (const error of errors) pushPidSample(m, o, error);
    m[o + PID_INTEGRAL] = runningIntegral;
    m[o + PID_FILTERED] = filteredRate;
    m[o + PID_HAS_FILTERED] = hasFilteredRate ? 1 : 0;
    m[o + PID_LAST_OUTPUT] = lastOutput;
  }

  /** The output computed by the last {@link addSample} (0 before any). */
  get lastOutput(): number {
    return this.m[this.o + PID_LAST_OUTPUT] as number;
  }

  /** The most recent error sample (0 before any), like the article's `GetLastError`. */
  get lastError(): number {
    const count = this.m[this.o + PID_COUNT] as number;
    return count === 0 ? 0 : pidSample(this.m, this.o, count - 1);
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
    return pidOutput(this.m, this.o, error, dt, measuredRate, limit);
  }

  /**
   * As a turn controller: −output for the heading error, with the set-point's motion: its rate in
   * the derivative on measurement (ω − ω_d) and its acceleration α_d added to the command
   * (terms.feedForward).
   */
  update(input: Readonly<TurnInput>): number {
    checkTurnInput(this.type, input);
    return pidCommand(
      this.m,
      this.o,
      input.headingError,
      input.angularVelocity,
      input.dt,
      input.maxAngularAcceleration,
      input.desiredHeadingRate ?? 0,
      input.desiredHeadingAcceleration ?? 0,
    );
  }

  /**
   * Bumpless transfer: called when this controller replaces another mid-command whose last
   * command was `previousCommand` (rad/s²). The window is filled with a history of the current
   * error changing at the current angular velocity (no warm-up, no derivative kick); with the
   * running integral, the integral is set so that the first output continues the previous command.
   */
  handOver(input: Readonly<TurnInput>, previousCommand: number): void {
    checkTurnInput(this.type, input);
    handOverPid(
      this.m,
      this.o,
      input.headingError,
      input.angularVelocity,
      input.dt,
      input.maxAngularAcceleration,
      input.desiredHeadingRate ?? 0,
      input.desiredHeadingAcceleration ?? 0,
      previousCommand,
    );
  }
}
