import { boundedMemory, memoryNumber, memoryNumbers, type ControllerMemory } from './controllerMemory';
import { ErrorWindow } from './ErrorWindow';
import { PID_MIN_SAMPLES, type PidSettings } from './PidSettings';
import type { ControllerTerms, TurnController, TurnInput } from './TurnController';
import { checkSample, checkTurnInput } from './checkTurnInput';
import { checkSettings } from './checkSettings';
import { PID_RULES } from './settingRules';
/** Wraps an angle into (−π, π], rad: for the heading error, wrapAngle(heading − desired). Re-exported so this module's own entry has it. */
export { wrapAngle } from '../math/angle';

/** The settings the article's arithmetic reads: the gains, the window and its own time step. */
export type PublishedPidSettings = Pick<PidSettings, 'kp' | 'ki' | 'kd' | 'kPlant' | 'maxHistory' | 'asPublishedDt'>;

/** The article's missile gains (kp 1, ki 0.05, kd 5) on its class's window of 7 and its dt of 0.01 s. */
export function defaultPublishedPidSettings(): PublishedPidSettings {
  return { kp: 1, ki: 0.05, kd: 5, kPlant: 1, maxHistory: 7, asPublishedDt: 0.01 };
}

/**
 * The C++ `PIDController` of the article "PID Control of Physics Bodies", output for output, its
 * quirks included; kept to reproduce the article (the game's "as published" mode), not to steer
 * with. Use {@link PidController} for a PID that is right.
 *
 * The quirks:
 * - no output (0) until 3 samples are in the window;
 * - the Simpson weights 1, 4, 2, 4, …, 1 are applied to whatever window length there is (composite
 *   Simpson needs an even number of intervals), and the weighted sum is *divided* by `3·dt`
 *   instead of multiplied by `dt/3`: for a constant error e over 7 samples with dt = 0.01 the
 *   "integral" is 18·e/0.03 = 600·e instead of 0.06·e;
 * - dt is the class's own setting (default 0.01 s), not the step the physics really takes;
 * - the derivative is the plain backward difference of the errors, not wrapped: an error jumping
 *   from +π to −π reads as a huge rate.
 *
 * `output = kPlant · (kp·e + ki·"∫e" + kd·de/dt)`; as a {@link TurnController}, `update()` returns
 * −output (negative feedback, as in the article's `Missile::ApplyTurnTorque`).
 */
export class PublishedPidController implements TurnController {
  readonly type = 'pid';
  private readonly settings: PublishedPidSettings;
  private history: ErrorWindow;
  private lastOutputValue = 0;
  /** The P, I and D parts of the last command (−output), rad/s². */
  readonly terms: ControllerTerms = { proportional: 0, integral: 0, derivative: 0, feedForward: 0 };

  /**
   * Takes the PID's settings (all of them, as createTurnController passes them: those the corrected
   * arithmetic alone reads are checked and ignored).
   * @throws TypeError or RangeError naming the field and its range when a setting is unknown, of the wrong kind or out of range
   * (checkSettings.ts).
   */
  constructor(settings: Partial<PublishedPidSettings> = {}) {
    const merged = { ...defaultPublishedPidSettings(), ...checkSettings<PublishedPidSettings>('pid', settings, PID_RULES) };
    this.settings = {
      kp: merged.kp,
      ki: merged.ki,
      kd: merged.kd,
      kPlant: merged.kPlant,
      maxHistory: merged.maxHistory,
      asPublishedDt: merged.asPublishedDt,
    };
    this.history = new ErrorWindow(this.settings.maxHistory);
  }

  /** A copy of the current settings. */
  getSettings(): PublishedPidSettings {
    return { ...this.settings };
  }

  /** Changes gains live; a new window length restarts the history. */
  configure(changes: Partial<PublishedPidSettings>): void {
    const checked = checkSettings<PublishedPidSettings>('pid', changes, PID_RULES);
    const previousHistory = this.settings.maxHistory;
    for (const key of ['kp', 'ki', 'kd', 'kPlant', 'maxHistory', 'asPublishedDt'] as const) {
      const value = checked[key];
      if (value !== undefined) this.settings[key] = value;
    }
    if (this.settings.maxHistory !== previousHistory) {
      this.history = new ErrorWindow(this.settings.maxHistory);
      this.resetHistory();
    }
  }

  /** {@link TurnController.saveState}: the error window (oldest first) and the last output. */
  saveState(): ControllerMemory {
    return { errors: this.history.values(), lastOutput: this.lastOutputValue };
  }

  /** {@link TurnController.restoreState}. */
  restoreState(memory: Readonly<ControllerMemory>): void {
    const errors = memoryNumbers(memory, 'errors', this.settings.maxHistory);
    const lastOutput = memoryNumber(memory, 'lastOutput');
    this.history.setValues(errors);
    this.lastOutputValue = lastOutput;
  }

  /** The article's `ResetHistory`. Gains are kept. */
  resetHistory(): void {
    this.history.clear();
    this.lastOutputValue = 0;
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

  reset(): void {
    this.resetHistory();
  }

  /** The output computed by the last {@link addSample} (0 before any). */
  get lastOutput(): number {
    return this.lastOutputValue;
  }

  /** The most recent error sample (0 before any), the article's `GetLastError`. */
  get lastError(): number {
    return this.history.latest;
  }

  /**
   * The article's `AddSample` followed by `CalculateNextOutput`: returns the new output. @throws TypeError or RangeError when `error` is
   * not a finite number; then nothing changed.
   */
  addSample(error: number): number {
    checkSample(this.type, error, 1);
    this.history.push(error);
    // The output as it is, and as kept (bounded: its memory always saves).
    const output = this.output();
    this.lastOutputValue = boundedMemory(output);
    return output;
  }

  /** As a turn controller: −output for the heading error alone, as the article's missile does. */
  update(input: Readonly<TurnInput>): number {
    checkTurnInput(this.type, input);
    return -this.addSample(input.headingError);
  }

  /** Bumpless start mid-turn: a window of the current error changing at the body's rate. */
  handOver(input: Readonly<TurnInput>): void {
    checkTurnInput(this.type, input);
    this.resetHistory();
    this.history.fillWithRamp(input.headingError, input.angularVelocity - (input.desiredHeadingRate ?? 0), input.dt);
  }

  /** The C++ class's `CalculateNextOutput`, with its order of operations kept for equal rounding. */
  private output(): number {
    const history = this.history;
    const n = history.length;
    if (n < PID_MIN_SAMPLES) return 0;
    const { kp, ki, kd, kPlant, asPublishedDt: dt } = this.settings;
    const proportional = kp * history.at(n - 1);
    let integral = 0;
    for (let i = 1; i < n - 1; i += 2) integral += 4 * history.at(i);
    for (let i = 2; i < n - 1; i += 2) integral += 2 * history.at(i);
    integral += history.at(0);
    integral += history.at(n - 1);
    integral /= 3 * dt;
    integral *= ki;
    const derivative = (kd * (history.at(n - 1) - history.at(n - 2))) / dt;
    this.setTerms(kPlant, proportional, integral, derivative);
    return kPlant * (proportional + integral + derivative);
  }

  /** Keeps the parts of the output as parts of the command (−output), rad/s². */
  private setTerms(kPlant: number, proportional: number, integral: number, derivative: number): void {
    this.terms.proportional = -kPlant * proportional;
    this.terms.integral = -kPlant * integral;
    this.terms.derivative = -kPlant * derivative;
  }
}
