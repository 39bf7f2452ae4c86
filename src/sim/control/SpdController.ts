import { shapedProportional } from './brakingCurve';
import { spdPoleGains } from './naturalFrequency';
import type { TurnController, TurnInput } from './TurnController';
import { turnRateRatio } from './turnRateScaling';

/** Settings of an {@link SpdController}. Gains are in torque units, so they depend on the body. */
export interface SpdSettings {
  type: 'spd';
  /** Stiffness, N·m/rad. [default: 2700, ≈ 60 (rad/s²)/rad on the 44 kg·m² missile] */
  kp: number;
  /** Damping, N·m·s/rad. [default: 620, ≈ 14 (rad/s²)/(rad/s) on the same body] */
  kd: number;
  /**
   * Natural frequency ω, rad/s: when given (with {@link dampingRatio}), torque gains of about I·ω²
   * and 2·I·ζ·ω for the body's inertia I replace kp and kd, exactly those whose discrete poles are
   * ω's and ζ's (spdPoleGains): the same turn on any body. [default: unset]
   */
  naturalFrequency?: number;
  /** Damping ratio ζ, used with {@link naturalFrequency}. [default: 1] */
  dampingRatio?: number;
  /** Read the gains as tuned at 4π rad/s² and scale to the motor's limit (kp·r, kd·√r). [default: true] */
  scaleWithTurnRate?: boolean;
  /** Shape large turns by the motor's braking curve (src/sim/control/brakingCurve.ts). [default: true] */
  brakingCurve?: boolean;
}

/** Documented defaults. */
export function defaultSpdSettings(): SpdSettings {
  return { type: 'spd', kp: 2700, kd: 620, scaleWithTurnRate: true, brakingCurve: true };
}

/**
 * Stable Proportional-Derivative control (Tan, Liu and Turk, "Stable Proportional-Derivative
 * Controllers", 2011; the last section of seed 004). The torque uses the state one step ahead,
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

  constructor(settings: Partial<SpdSettings> = {}) {
    this.settings = { ...defaultSpdSettings(), ...settings };
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
    const s = this.settings;
    const { headingError, dt, inertia } = input;
    const limit = input.maxAngularAcceleration;
    let baseKp = s.kp;
    let baseKd = s.kd;
    const r = turnRateRatio(limit, s.scaleWithTurnRate ?? true);
    if (s.naturalFrequency !== undefined) {
      if (dt !== this.gainsDt || r !== this.gainsRatio || inertia !== this.gainsInertia) this.updatePoleGains(s.naturalFrequency * Math.sqrt(r), s.dampingRatio ?? 1, dt, inertia, r);
      baseKp = this.poleKp / r;
      baseKd = this.poleKd / Math.sqrt(r);
    }
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
