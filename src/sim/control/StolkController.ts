import { boundedMemory, memoryBoolean, memoryNumber, type ControllerMemory } from './controllerMemory';
import { wrapAngle } from '../math/angle';
import type { ControllerTerms, TurnController, TurnInput } from './TurnController';
import { checkTurnInput } from './checkTurnInput';
import { checkSettingsWithOldNames } from './oldSettingNames';
import { STOLK_OLD_NAMES, STOLK_RULES } from './settingRules';
/** Wraps an angle into (−π, π], rad: for the heading error, wrapAngle(heading − desired). Re-exported so this module's own entry has it. */
export { wrapAngle } from '../math/angle';

/**
 * Settings of a {@link StolkController}: gains named and signed as every other controller's (a
 * positive gain turns the body toward its target). Bram Stolk's own p, i, d are accepted too, with
 * his sign (p = −kp: his suggested −10 is kp 10), wherever settings are read: the constructor, the
 * factory, the scenario files.
 */
export interface StolkSettings {
  type: 'stolk';
  /** Proportional gain, (rad/s²)/rad, ≥ 0 (his p = −kp). [default: 60] */
  kp: number;
  /** Gain of the leaky integral, (rad/s²)/(rad·s), ≥ 0 (his i = −ki). [default: 1] */
  ki: number;
  /** Derivative gain, (rad/s²)/(rad/s), ≥ 0 (his d = −kd). [default: 15] */
  kd: number;
}

/** His own names and signs, still accepted: p = −kp, i = −ki, d = −kd (each ≤ 0). */
export interface StolkOldSettings {
  type?: 'stolk';
  p?: number;
  i?: number;
  d?: number;
}

/**
 * Defaults that turn a body well, the ones `new StolkController()` uses: a spring of 60 and a
 * damper of 15 (just under critical damping, 2·√60 ≈ 15.5, so the small leaky integral does not
 * push it over) settle a 90° turn at 4π rad/s² in 0.83 s with 0.6° of overshoot. They are tuned for
 * that motor: his law has no braking curve, so on a much weaker motor a large turn overshoots.
 */
export function defaultStolkSettings(): StolkSettings {
  return { type: 'stolk', kp: 60, ki: 1, kd: 15 };
}

/**
 * Bram Stolk's suggested starting values, "(−10, −2, −1)" in his sign (kp 10, ki 2, kd 1): what the
 * game shows as his controller. Barely damped (ζ = 1/(2·√10) ≈ 0.16), they swing through a 90° turn
 * by some 70°.
 */
export function stolkSuggestedSettings(): StolkSettings {
  return { type: 'stolk', kp: 10, ki: 2, kd: 1 };
}

/**
 * Bram Stolk's `pid1` ("Proportional Integral Differential", 2013), for turning:
 *
 *   error = wrap(ist − soll)                      (angular: wrapped into ±π)
 *   integral = (1 − dt)·integral + dt·error        (a leaky integral: old error fades in ~1 s)
 *   derivative = (error − previousError) / dt
 *   output = −(kp·error + ki·integral + kd·derivative)
 *
 * On the first sample after a reset the integral and the previous error start at the error itself
 * (his `fresh` flag), so there is no derivative kick. His error is "actual − desired", which is our
 * heading error, and his coefficients are negative ("we need to steer against current error"):
 * P·e with his P = −kp is the −kp·e here, bit for bit, so his suggested (−10, −2, −1) are kp 10,
 * ki 2, kd 1, and just work, if barely damped (the no-argument defaults are stiffer and damped). He
 * resets the controller when the turret picks a new target; entities reset it on every new command.
 * As he notes, the output depends on dt: retune when the step changes.
 */
export class StolkController implements TurnController {
  readonly type = 'stolk';
  private readonly settings: StolkSettings;
  private previousError = 0;
  private integralError = 0;
  private fresh = true;
  /** The three parts of the last command, rad/s². */
  readonly terms: ControllerTerms = { proportional: 0, integral: 0, derivative: 0, feedForward: 0 };

  /**
   * Takes kp, ki, kd (or his p, i, d: p = −kp), each optional.
   * @throws TypeError or RangeError naming the field and its range when a setting is unknown, of the wrong kind or out of range, or given
   * under both names (checkSettings.ts, oldSettingNames.ts).
   */
  constructor(settings: Partial<StolkSettings> | StolkOldSettings = {}) {
    this.settings = {
      ...defaultStolkSettings(),
      ...checkSettingsWithOldNames<StolkSettings>('stolk', settings, STOLK_RULES, STOLK_OLD_NAMES),
    };
  }

  reset(): void {
    this.previousError = 0;
    this.integralError = 0;
    this.fresh = true;
    this.terms.proportional = 0;
    this.terms.integral = 0;
    this.terms.derivative = 0;
  }

  /** {@link TurnController.saveState}: the previous error, the leaky integral and whether the next sample is the first. */
  saveState(): ControllerMemory {
    return { previousError: this.previousError, integralError: this.integralError, fresh: this.fresh };
  }

  /** {@link TurnController.restoreState}. */
  restoreState(memory: Readonly<ControllerMemory>): void {
    const previousError = memoryNumber(memory, 'previousError');
    const integralError = memoryNumber(memory, 'integralError');
    const fresh = memoryBoolean(memory, 'fresh');
    this.previousError = previousError;
    this.integralError = integralError;
    this.fresh = fresh;
  }

  update(input: Readonly<TurnInput>): number {
    checkTurnInput(this.type, input);
    const { dt } = input;
    if (dt <= 0) return 0;
    const error = wrapAngle(input.headingError);
    if (this.fresh) {
      this.integralError = boundedMemory(error);
      this.previousError = boundedMemory(error);
    }
    this.integralError = boundedMemory((1 - dt) * this.integralError + dt * error);
    const derivativeError = (error - this.previousError) / dt;
    this.previousError = boundedMemory(error);
    this.fresh = false;
    const { kp, ki, kd } = this.settings;
    const terms = this.terms;
    // −kp·e is his P·e with P = −kp, bit for bit (a negation is exact).
    terms.proportional = -kp * error;
    terms.integral = -ki * this.integralError;
    terms.derivative = -kd * derivativeError;
    return terms.proportional + terms.integral + terms.derivative;
  }
}
