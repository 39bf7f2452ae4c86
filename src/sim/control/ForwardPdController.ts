import { shapedProportional } from './brakingCurve';
import { gainsFromNaturalFrequency } from './naturalFrequency';
import type { ControllerTerms, TurnController, TurnInput } from './TurnController';
import { checkStabilityArguments, checkTurnInput } from './checkTurnInput';
import { givenValue } from '../validation/givenValue';
import { turnRateRatio } from './turnRateScaling';
import { checkSettings } from './checkSettings';
import { FORWARD_PD_RULES } from './settingRules';
/** Wraps an angle into (−π, π], rad: for the heading error, wrapAngle(heading − desired). Re-exported so this module's own entry has it. */
export { wrapAngle } from '../math/angle';

/** Settings of a {@link ForwardPdController}. */
export interface ForwardPdSettings {
  type: 'pd';
  /** Spring gain, (rad/s²)/rad. [default: 60] */
  kp: number;
  /** Damping gain, (rad/s²)/(rad/s) of the error's rate. [default: 14] */
  kd: number;
  /**
   * Natural frequency ω of the closed loop, rad/s: when given (with {@link dampingRatio}), kp = ω²
   * and kd = 2·ζ·ω replace kp and kd (src/sim/control/naturalFrequency.ts). [default: unset]
   */
  naturalFrequency?: number;
  /** Damping ratio ζ (1: critically damped), used with {@link naturalFrequency}. [default: 1] */
  dampingRatio?: number;
  /**
   * Read the gains as tuned at 4π rad/s² and scale them to the motor's limit a (kp·r, kd·√r,
   * r = a/4π; src/sim/control/turnRateScaling.ts): a turn then looks the same at any limit, only
   * slower. [default: true]
   */
  scaleWithTurnRate?: boolean;
  /**
   * Beyond the knee |e| = A/k² (k = kp/kd, A = 0.8 × the motor's limit) ask for no faster a closing
   * rate than the motor can brake from (src/sim/control/brakingCurve.ts): large turns on a weak
   * motor stop without overshoot. Within the knee the law is the plain PD. [default: true]
   */
  brakingCurve?: boolean;
}

/** Defaults that behave like the tuned PID: kp 60, kd 14 (ω 7.75 rad/s, ζ 0.90 at 4π rad/s²), scaled and shaped. */
export function defaultForwardPdSettings(): ForwardPdSettings {
  return { type: 'pd', kp: 60, kd: 14, scaleWithTurnRate: true, brakingCurve: true };
}

/**
 * Whether a forward PD's plain law is stable at a fixed step (see {@link ForwardPdController}): its gains as applied, and the two
 * conditions.
 */
export interface ForwardPdStability {
  /** kp·dt², with kp as applied (scaled to the motor when the settings say so). */
  readonly kpDt2: number;
  /** kd·dt, with kd as applied. */
  readonly kdDt: number;
  /** kd·dt < 2 and kp·dt² < 4 − 2·kd·dt. */
  readonly stable: boolean;
}

/** {@link forwardPdStability} of `controller` when it is a forward PD's settings; null for any other controller. */
export function forwardPdStabilityOf(controller: { readonly type: string }, motorLimit: number, dt: number): ForwardPdStability | null {
  if (typeof controller !== 'object' || controller === null)
    throw new TypeError(`forwardPdStabilityOf: controller must be a controller's settings { type, … }, got ${givenValue(controller)}`);
  return controller.type === 'pd' ? forwardPdStability(controller as ForwardPdSettings, motorLimit, dt) : null;
}

/**
 * Whether `settings` on a motor of limit `motorLimit` (rad/s²) stepped at `dt` (s) obey the
 * stability conditions of the semi-implicit Euler step (kd·dt < 2, kp·dt² < 4 − 2·kd·dt). The
 * gains scale with the motor (kp·r, kd·√r), so a strong enough motor makes the default gains
 * unstable: at 10,000 rad/s² and 1/60 s, kp·dt² ≈ 13.3 and kd·dt ≈ 6.6.
 */
export function forwardPdStability(settings: ForwardPdSettings, motorLimit: number, dt: number): ForwardPdStability {
  const checked = { ...defaultForwardPdSettings(), ...checkSettings<ForwardPdSettings>('pd', settings, FORWARD_PD_RULES) };
  checkStabilityArguments('forwardPdStability', motorLimit, dt);
  // Gains given without a natural frequency are the gains; else the frequency's (as the controller reads them).
  const { naturalFrequency, dampingRatio } = settings;
  const { kp, kd } = naturalFrequency === undefined ? checked : gainsFromNaturalFrequency(naturalFrequency, dampingRatio ?? 1);
  const r = turnRateRatio(motorLimit, checked.scaleWithTurnRate ?? true);
  const kpDt2 = kp * r * dt * dt;
  const kdDt = kd * Math.sqrt(r) * dt;
  return { kpDt2, kdDt, stable: kdDt < 2 && kpDt2 < 4 - 2 * kdDt };
}

/**
 * The forward PD controller (a spring and a damper), as in "Controlling Objects With Forces and
 * Torques": α = −kp·e − kd·ė, with the error's rate ė = ω − ω_d and the set-point's
 * acceleration fed forward (the seed's `F = (Pdes − P)·kp − (Vdes − V)·kd` with Vdes = ω_d):
 *
 *   α = α_d − kp·e − kd·(ω − ω_d)
 *
 * The error then obeys ë = −kp·e − kd·ė whatever the set-point does, so a target turning steadily
 * at Ω is held with no lag. Damping the body's rate ω instead (ω_d left at 0) leaves a steady lag
 * of e = (kd/kp)·Ω: the spring must pull the damper along.
 *
 * It computes the acceleration from the state *now*, and the physics applies it for a whole step.
 * With the step's semi-implicit Euler (ω += α·dt, θ += ω·dt) the error obeys
 * e[n+1] = (2 − kd·dt − kp·dt²)·e[n] − (1 − kd·dt)·e[n−1], which is stable only while
 * kd·dt < 2 and kp·dt² < 4 − 2·kd·dt. Past that, a higher gain makes it *worse*: the body
 * overshoots further each step and only the motor's limit keeps it from blowing up. That is why the
 * seed calls forward PD unstable and prefers the backward (stable) PD.
 */
export class ForwardPdController implements TurnController {
  readonly type = 'pd';
  private readonly settings: ForwardPdSettings;
  private readonly kp: number;
  private readonly kd: number;

  /**
   * @throws TypeError or RangeError naming the field and its range when a setting is unknown, of the wrong kind or out of range
   * (checkSettings.ts).
   */
  constructor(settings: Partial<ForwardPdSettings> = {}) {
    this.settings = { ...defaultForwardPdSettings(), ...checkSettings<ForwardPdSettings>('pd', settings, FORWARD_PD_RULES) };
    const { naturalFrequency, dampingRatio } = this.settings;
    ({ kp: this.kp, kd: this.kd } =
      naturalFrequency === undefined ? this.settings : gainsFromNaturalFrequency(naturalFrequency, dampingRatio ?? 1));
  }

  /** The spring (P) and damper (D) parts of the last command and the feed-forward, rad/s²; no integral. */
  readonly terms: ControllerTerms = { proportional: 0, integral: 0, derivative: 0, feedForward: 0 };

  reset(): void {
    this.terms.proportional = 0;
    this.terms.derivative = 0;
    this.terms.feedForward = 0;
  }

  update(input: Readonly<TurnInput>): number {
    checkTurnInput(this.type, input);
    const limit = input.maxAngularAcceleration;
    const r = turnRateRatio(limit, this.settings.scaleWithTurnRate ?? true);
    const kp = this.kp * r;
    const kd = this.kd * Math.sqrt(r);
    const terms = this.terms;
    terms.proportional = shapedProportional(input.headingError, kp, kd, limit, this.settings.brakingCurve ?? true);
    terms.derivative = -kd * (input.angularVelocity - (input.desiredHeadingRate ?? 0));
    terms.feedForward = input.desiredHeadingAcceleration ?? 0;
    return terms.proportional + terms.derivative + terms.feedForward;
  }
}
