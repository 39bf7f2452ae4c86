import { shapedProportional } from './brakingCurve';
import { gainsFromNaturalFrequency, stablePdPoleGains, type PdGains } from './naturalFrequency';
import type { TurnController, TurnInput } from './TurnController';
import { checkTurnInput } from './checkTurnInput';
import { turnRateRatio } from './turnRateScaling';
import { checkSettings } from './checkSettings';
import { STABLE_PD_RULES } from './settingRules';
/** Wraps an angle into (−π, π], rad: for the heading error, wrapAngle(heading − desired). Re-exported so this module's own entry has it. */
export { wrapAngle } from '../math/angle';

/** Settings of a {@link StablePdController}: tune by natural frequency and damping ratio, or give raw gains. */
export interface StablePdSettings {
  type: 'stable-pd';
  /**
   * The closed loop's natural frequency ω, rad/s (not Hz): kp = ω². Critically damped, a turn is
   * 95% done after 4.74/ω s. The forces-and-torques article's "frequency f" is ω = 3·f. [default: 8]
   */
  naturalFrequency: number;
  /**
   * The damping ratio ζ: kd = 2·ζ·ω. 1 is critically damped (no overshoot), 0.5 overshoots by 16%,
   * above 1 creeps in. The forces-and-torques article's "damping d" is ζ = 0.75·d. [default: 1]
   */
  dampingRatio: number;
  /** Raw spring gain, (rad/s²)/rad; when set, overrides the natural frequency. [default: ω²] */
  kp?: number;
  /** Raw damping gain, (rad/s²)/(rad/s); when set, overrides the damping ratio. [default: 2·ζ·ω] */
  kd?: number;
  /**
   * Read ω (or kp, kd) as tuned at 4π rad/s² and scale to the motor's limit a: ω·√r, r = a/4π
   * (src/sim/control/turnRateScaling.ts). [default: true]
   */
  scaleWithTurnRate?: boolean;
  /** Shape large turns by the motor's braking curve (src/sim/control/brakingCurve.ts). [default: true] */
  brakingCurve?: boolean;
}

/**
 * Documented defaults: ω = 8 rad/s, critically damped (ζ = 1; kp 64, kd 16, close to the tuned
 * PID's 60 and 14), scaled and shaped. (The forces-and-torques article's defaults f = 2, damping 1 were ω = 6, ζ = 0.75.)
 */
export function defaultStablePdSettings(): StablePdSettings {
  return { type: 'stable-pd', naturalFrequency: 8, dampingRatio: 1, scaleWithTurnRate: true, brakingCurve: true };
}

/**
 * The gains of stable-PD settings in continuous time: kp = ω², kd = 2·ζ·ω, unless raw kp or kd are
 * given (at 4π rad/s² when scaled). The controller itself takes them from the poles for its step
 * (stablePdPoleGains), which these are the limit of as dt → 0.
 */
export function stablePdGains(settings: Readonly<Pick<StablePdSettings, 'naturalFrequency' | 'dampingRatio' | 'kp' | 'kd'>>): PdGains {
  // Checked as the controller's settings are (a TypeError or RangeError naming the field); what is left out is the default's.
  const checked = { ...defaultStablePdSettings(), ...checkSettings<StablePdSettings>('stable-pd', settings, STABLE_PD_RULES) };
  const fromFrequency = gainsFromNaturalFrequency(checked.naturalFrequency, checked.dampingRatio);
  return { kp: checked.kp ?? fromFrequency.kp, kd: checked.kd ?? fromFrequency.kd };
}

/**
 * David Wu's stable *backward* PD ("Controlling Objects With Forces and Torques"): instead of the acceleration that the spring wants
 * now, apply the one it will want at the end of the step, estimating that state by the same
 * semi-implicit Euler step the physics takes. With the set-point moving (rate ω_d, acceleration
 * α_d; the seed's `Vdes`), the error's rate is ė = ω − ω_d and after the step
 * ė' = ė + dt·(α − α_d), e' = e + dt·ė'. Solving α − α_d = −kp·e' − kd·ė' for α:
 *
 *   g = 1 / (1 + kd·dt + kp·dt²),   α = α_d − kp·g·e − (kd + kp·dt)·g·ė
 *
 * the seed's `F = (Pdes − P)·ksg + (Vdes − V)·kdg`. A set-point turning steadily is held with no
 * lag (damping ω instead of ė would leave (kd + kp·dt)/kp·Ω).
 *
 * Stability for all gains: the error's step matrix has the characteristic polynomial
 * (1 + kd·dt + kp·dt²)·z² − (2 + kd·dt)·z + 1, the implicit (backward) Euler image of
 * s² + kd·s + kp, whose roots lie inside the unit circle for every kp, kd ≥ 0 and dt > 0. As
 * kp → ∞ it tends to α = −(e + dt·ė)/dt², a dead-beat move to the target in one step, not a
 * blow-up. Implicit Euler also keeps real roots real: critically damped (ζ = 1) never overshoots.
 *
 * Tuning: the forces-and-torques article maps a "frequency" f and a "damping" d to kp = (6f)²/4, kd = 4.5·f·d, which is
 * a natural frequency of 3·f rad/s and a damping ratio of 0.75·d (src/sim/control/naturalFrequency.ts);
 * here the settings are the true ω and ζ. Because the backward step adds damping of its own (ζ = 0.5
 * would overshoot 14.5% instead of 16.3% at ω = 4 rad/s), the gains are those whose discrete poles
 * are exactly e^(s·dt) of ω and ζ (stablePdPoleGains), computed when the step or the motor changes.
 */
export class StablePdController implements TurnController {
  readonly type = 'stable-pd';
  private readonly settings: StablePdSettings;
  private readonly scaleWithTurnRate: boolean;
  private readonly brakingCurve: boolean;
  /** The gains for the last step and motor ratio seen (recomputed only when those change). */
  private kp = 0;
  private kd = 0;
  private gainsDt = Number.NaN;
  private gainsRatio = Number.NaN;

  /**
   * @throws TypeError or RangeError naming the field and its range when a setting is unknown, of the wrong kind or out of range
   * (checkSettings.ts).
   */
  constructor(settings: Partial<StablePdSettings> = {}) {
    this.settings = { ...defaultStablePdSettings(), ...checkSettings<StablePdSettings>('stable-pd', settings, STABLE_PD_RULES) };
    this.scaleWithTurnRate = this.settings.scaleWithTurnRate ?? true;
    this.brakingCurve = this.settings.brakingCurve ?? true;
  }

  reset(): void {}

  update(input: Readonly<TurnInput>): number {
    checkTurnInput(this.type, input);
    const { dt } = input;
    const limit = input.maxAngularAcceleration;
    const r = turnRateRatio(limit, this.scaleWithTurnRate);
    if (dt !== this.gainsDt || r !== this.gainsRatio) this.updateGains(dt, r);
    const { kp, kd } = this;
    const g = 1 / (1 + kd * dt + kp * dt * dt);
    const stiffness = kp * g;
    const damping = (kd + kp * dt) * g;
    const errorRate = input.angularVelocity - (input.desiredHeadingRate ?? 0);
    return (
      (input.desiredHeadingAcceleration ?? 0) +
      shapedProportional(input.headingError, stiffness, damping, limit, this.brakingCurve) -
      damping * errorRate
    );
  }

  /**
   * kp and kd for steps of `dt` and the motor ratio `r`: from the poles of ω·√r and ζ
   * (stablePdPoleGains: the turn is the sampled continuous one), or the raw gains scaled (kp·r, kd·√r).
   */
  private updateGains(dt: number, r: number): void {
    const { naturalFrequency, dampingRatio, kp, kd } = this.settings;
    const poles = kp === undefined || kd === undefined ? stablePdPoleGains(naturalFrequency * Math.sqrt(r), dampingRatio, dt) : null;
    this.kp = kp === undefined ? (poles as PdGains).kp : kp * r;
    this.kd = kd === undefined ? (poles as PdGains).kd : kd * Math.sqrt(r);
    this.gainsDt = dt;
    this.gainsRatio = r;
  }
}
