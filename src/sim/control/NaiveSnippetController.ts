import { boundedMemory, memoryNumber, type ControllerMemory } from './controllerMemory';
import type { ControllerTerms, TurnController, TurnInput } from './TurnController';
import { checkTurnInput } from './checkTurnInput';
import { checkSettings } from './checkSettings';
import { NAIVE_SNIPPET_RULES } from './settingRules';
import { refuseNotANumber } from '../validation/numberArgument';
/** Wraps an angle into (−π, π], rad: for the heading error, wrapAngle(heading − desired). Re-exported so this module's own entry has it. */
export { wrapAngle } from '../math/angle';

/**
 * Settings of a {@link NaiveSnippetController}. The gains are per frame, as a blog post's snippet
 * tunes them by eye in a game running at 60 frames a second.
 */
export interface NaiveSnippetSettings {
  type: 'naive-snippet';
  /** Proportional gain, (rad/s²) per rad of error. [default: 60] */
  kp: number;
  /** Integral gain per rad·frame: the integral is a sum of errors, one per frame. [default: 2/60] */
  ki: number;
  /** Derivative gain per rad/frame: the derivative is the error's change since the last frame. [default: 14·60] */
  kd: number;
}

/** Defaults: the PID's gains (kp 60, ki 2, kd 14), turned into per-frame gains at 60 frames a second. */
export function defaultNaiveSnippetSettings(): NaiveSnippetSettings {
  return { type: 'naive-snippet', kp: 60, ki: 2 / 60, kd: 14 * 60 };
}

/**
 * The heading error as the snippet writes it: `heading − desired`, with no wrap. Bug 1, the angle
 * wrap, bites here: from 170° to −170° this is 340°, so the body turns the long way round. The
 * game's entities hand every controller the wrapped error (TurnInput.headingError), so inside the
 * game this line is never used and the bug cannot bite; a game that copies the snippet and feeds
 * it raw angles has it (measured in tests/sim/control/naiveSnippet.test.ts). @throws TypeError
 * naming an argument that is not a number.
 */
export function naiveHeadingError(heading: number, desired: number): number {
  if (typeof heading !== 'number') refuseNotANumber('naiveHeadingError', 'heading', 'rad', heading);
  if (typeof desired !== 'number') refuseNotANumber('naiveHeadingError', 'desired', 'rad', desired);
  return heading - desired;
}

/**
 * The PID of a typical blog post, bugs included, to race the others with (docs/controllers-pid.md,
 * "The naive snippet"): `integral += error; derivative = error − lastError; output = kp·error +
 * ki·integral + kd·derivative`, once per frame.
 */
export class NaiveSnippetController implements TurnController {
  readonly type = 'naive-snippet';
  readonly terms: ControllerTerms = { proportional: 0, integral: 0, derivative: 0 };
  private readonly kp: number;
  private readonly ki: number;
  private readonly kd: number;
  private sum = 0;
  private lastError = 0;

  /**
   * @throws TypeError or RangeError naming the field and its range when a setting is unknown, of the wrong kind or out of range
   * (checkSettings.ts).
   */
  constructor(settings: Partial<NaiveSnippetSettings> = {}) {
    const defaults = defaultNaiveSnippetSettings();
    const given = checkSettings<NaiveSnippetSettings>('naive-snippet', settings, NAIVE_SNIPPET_RULES);
    this.kp = given.kp ?? defaults.kp;
    this.ki = given.ki ?? defaults.ki;
    this.kd = given.kd ?? defaults.kd;
  }

  update(input: Readonly<TurnInput>): number {
    checkTurnInput(this.type, input);
    const error = input.headingError;
    // Bug 3, gains that depend on the frame rate: a sum without dt. At 120 frames a second the
    // integral grows twice as fast per second as at 60.
    this.sum = boundedMemory(this.sum + error);
    // Bug 2, the derivative kick: the derivative is on the error, so a jump of the target is an
    // enormous one-frame derivative (kd × the jump). And bug 3 again: a difference without dt, so
    // at 120 frames a second the damping is half that at 60.
    const change = error - this.lastError;
    this.lastError = boundedMemory(error);
    this.terms.proportional = -this.kp * error;
    this.terms.integral = -this.ki * this.sum;
    this.terms.derivative = -this.kd * change;
    const output = this.terms.proportional + this.terms.integral + this.terms.derivative;
    // Terms of 1e308-sized errors can be opposite infinities; their sum, NaN, is no command: 0.
    return output === output ? output : 0;
  }

  reset(): void {
    this.sum = 0;
    this.lastError = 0;
  }

  /** {@link TurnController.saveState}: the sum of the errors and the last error. */
  saveState(): ControllerMemory {
    return { sum: this.sum, lastError: this.lastError };
  }

  /** {@link TurnController.restoreState}. */
  restoreState(memory: Readonly<ControllerMemory>): void {
    const sum = memoryNumber(memory, 'sum');
    const lastError = memoryNumber(memory, 'lastError');
    this.sum = sum;
    this.lastError = lastError;
  }
}
