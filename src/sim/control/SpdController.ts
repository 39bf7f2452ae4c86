import { shapedProportional } from './brakingCurve';
import { spdPoleGains } from './naturalFrequency';
import type { TurnController, TurnInput } from './TurnController';
import { checkTurnInput } from './checkTurnInput';
import { turnRateRatio } from './turnRateScaling';
import { checkSettings } from './checkSettings';
import { SPD_RULES } from './settingRules';
/** Wraps an angle into (−π, π], rad: for the heading error, wrapAngle(heading − desired). Re-exported so this module's own entry has it. */
export { wrapAngle } from '../math/angle';

/**
 * Settings of an {@link SpdController}. By default it is tuned by natural frequency and damping
 * ratio, so the same turn on any body; raw gains are torques, so they depend on the body.
 */
export interface SpdSettings {
  type: 'spd';
  /**
   * Raw stiffness, N·m/rad (e.g. 2700, ≈ 60 (rad/s²)/rad on a 44 kg·m² body). Given without
   * {@link naturalFrequency}, the raw gains are the tuning (a missing one from the default ω);
   * a given ω replaces them. [default: unset, from ω and ζ]
   */
  kp?: number;
  /** Raw damping, N·m·s/rad (e.g. 620), read as {@link kp}. [default: unset, from ω and ζ] */
  kd?: number;
  /**
   * Natural frequency ω, rad/s: torque gains of about I·ω² and 2·I·ζ·ω for the body's inertia I,
   * exactly those whose discrete poles are ω's and ζ's (spdPoleGains): the same turn on any body.
   * Critically damped, a turn is 95% done after 4.74/ω s. [default: 8, unless raw gains are given]
   */
  naturalFrequency?: number;
  /** Damping ratio ζ, used with {@link naturalFrequency}: 1 is critically damped. [default: 1] */
  dampingRatio?: number;
  /** Read the gains as tuned at 4π rad/s² and scale to the motor's limit (kp·r, kd·√r). [default: true] */
  scaleWithTurnRate?: boolean;
  /** Shape large turns by the motor's braking curve, so a large turn stops without overshoot. [default: true] */
  brakingCurve?: boolean;
}

/**
 * Documented defaults: ω = 8 rad/s, critically damped (ζ = 1), as the stable PD, so that they hold
 * for any inertia (torque gains tuned for one body overshoot a heavier one and cannot turn a light
 * one's step), scaled and shaped.
 */
export function defaultSpdSettings(): SpdSettings {
  return { type: 'spd', naturalFrequency: 8, dampingRatio: 1, scaleWithTurnRate: true, brakingCurve: true };
}

/**
 * Stable Proportional-Derivative control (Tan, Liu and Turk, "Stable Proportional-Derivative
 * Controllers", 2011). The torque uses the state one step ahead,
 * relative to the set-point (rate ω_d, acceleration α_d), with the error's rate ė = ω − ω_d:
 *
 *   τ = I·α_d − kp·(e + dt·ė) − kd·(ė + dt·(α − α_d)),   α = τ / I
 *
 * and since α depends on τ, solve for it (the paper's implicit step, with no other torques):
 *
 *   α = α_d + (−kp·(e + dt·ė) − kd·ė) / (I + kd·dt)
 *
 * A set-point turning steadily is then held with no lag. The body's inertia I enters directly, so
 * the same gains give a heavier body a slower turn (as a real servo would).
 *
 * Stability in this engine. The paper proves SPD stable for any gains under *implicit*
 * integration. planck steps semi-implicit Euler (ω += α·dt, then θ += ω·dt), and SPD predicts the
 * next angle as θ + dt·ω, one dt²·α short of what the engine will do. Writing K = kp·dt²/(I + kd·dt)
 * and D = kd·dt/(I + kd·dt) < 1, the error obeys a 2×2 step matrix with trace 2 − 2K − D and
 * determinant 1 − K − D; the Jury conditions give stability exactly when 3K + 2D < 4, which holds
 * whenever K < 2/3, i.e. kp·dt² < (2/3)·(I + kd·dt). So huge gains are stable as long as the
 * damping keeps up (kd ≥ 3·kp·dt keeps K ≤ 1/3, with margin, for any kp); a huge kp with a small
 * kd is not. David Wu's backward PD, which predicts with the engine's own step, has no such
 * condition.
 */
export class SpdController implements TurnController {
  readonly type = 'spd';
  private readonly settings: SpdSettings;

  /**
   * @throws TypeError or RangeError naming the field and its range when a setting is unknown, of the wrong kind or out of range
   * (checkSettings.ts).
   */
  constructor(settings: Partial<SpdSettings> = {}) {
    const given = checkSettings<SpdSettings>('spd', settings, SPD_RULES);
    this.settings = { ...defaultSpdSettings(), ...given };
    // Raw torque gains given without ω: they are the tuning, not the default ω.
    if (given.naturalFrequency === undefined && (given.kp !== undefined || given.kd !== undefined)) delete this.settings.naturalFrequency;
  }

  /** Tuned by ω and ζ: the gains for the last step, motor ratio and inertia seen (recomputed only when those change). */
  private poleKp = 0;
  private poleKd = 0;
  private gainsDt = Number.NaN;
  private gainsRatio = Number.NaN;
  private gainsInertia = Number.NaN;

  reset(): void {}

  private updatePoleGains(naturalFrequency: number, dampingRatio: number, dt: number, inertia: number, r: number): void {
    ({ kp: this.poleKp, kd: this.poleKd } = spdPoleGains(naturalFrequency, dampingRatio, dt, inertia));
    this.gainsDt = dt;
    this.gainsRatio = r;
    this.gainsInertia = inertia;
  }

  update(input: Readonly<TurnInput>): number {
    checkTurnInput(this.type, input);
    const s = this.settings;
    const { headingError, dt, inertia } = input;
    const limit = input.maxAngularAcceleration;
    const r = turnRateRatio(limit, s.scaleWithTurnRate ?? true);
    // ω's gains for this inertia (recomputed only when it, dt or r change), unless raw torque gains replace both.
    const byFrequency = s.naturalFrequency !== undefined;
    if (
      (byFrequency || s.kp === undefined || s.kd === undefined) &&
      (dt !== this.gainsDt || r !== this.gainsRatio || inertia !== this.gainsInertia)
    ) {
      this.updatePoleGains((s.naturalFrequency ?? 8) * Math.sqrt(r), s.dampingRatio ?? 1, dt, inertia, r);
    }
    const baseKp = byFrequency || s.kp === undefined ? this.poleKp / r : s.kp;
    const baseKd = byFrequency || s.kd === undefined ? this.poleKd / Math.sqrt(r) : s.kd;
    const kp = baseKp * r;
    const kd = baseKd * Math.sqrt(r);
    // As a P-D law in angular acceleration: α = α_d − p·e − d·ė with p = kp/(I + kd·dt), d = (kd + kp·dt)/(I + kd·dt).
    const denominator = inertia + kd * dt;
    const p = kp / denominator;
    const d = (kd + kp * dt) / denominator;
    const errorRate = input.angularVelocity - (input.desiredHeadingRate ?? 0);
    return (input.desiredHeadingAcceleration ?? 0) + shapedProportional(headingError, p, d, limit, s.brakingCurve ?? true) - d * errorRate;
  }
}
