import type { TurnController, TurnInput } from './TurnController';

/** Settings of an {@link SpdController}. Gains are in torque units, so they depend on the body. */
export interface SpdSettings {
  type: 'spd';
  /** Stiffness, N·m/rad. [default: 2700, ≈ 60 (rad/s²)/rad on the 44 kg·m² missile] */
  kp: number;
  /** Damping, N·m·s/rad. [default: 620, ≈ 14 (rad/s²)/(rad/s) on the same body] */
  kd: number;
}

/** Documented defaults. */
export function defaultSpdSettings(): SpdSettings {
  return { type: 'spd', kp: 2700, kd: 620 };
}

/**
 * Stable Proportional-Derivative control (Tan, Liu and Turk, "Stable Proportional-Derivative
 * Controllers", 2011; the last section of seed 004). The torque uses the state one step ahead:
 *
 *   τ = −kp·(e + dt·ω) − kd·(ω + dt·α),   α = τ / I
 *
 * and since α depends on τ, solve for it (the paper's implicit step, with no other torques):
 *
 *   α = (−kp·(e + dt·ω) − kd·ω) / (I + kd·dt)
 *
 * The body's inertia I enters directly, so the same gains give a heavier body a slower turn (as a
 * real servo would).
 *
 * Stability in this engine. The paper proves SPD stable for any gains under *implicit*
 * integration. planck steps semi-implicit Euler (ω += α·dt, then θ += ω·dt), and SPD predicts the
 * next angle as θ + dt·ω, one dt²·α short of what the engine will do. Writing K = kp·dt²/(I + kd·dt)
 * and D = kd·dt/(I + kd·dt) < 1, the error obeys a 2×2 step matrix with trace 2 − 2K − D and
 * determinant 1 − K − D; the Jury conditions give stability exactly when 3K + 2D < 4, which holds
 * whenever K < 2/3, i.e. kp·dt² < (2/3)·(I + kd·dt). So huge gains are stable as long as the
 * damping keeps up (kd ≥ 3·kp·dt keeps K ≤ 1/3, with margin, for any kp); a huge kp with a small
 * kd is not. David
 * Wu's backward PD, which predicts with the engine's own step, has no such condition.
 */
export class SpdController implements TurnController {
  readonly type = 'spd';
  private readonly settings: SpdSettings;

  constructor(settings: Partial<SpdSettings> = {}) {
    this.settings = { ...defaultSpdSettings(), ...settings };
  }

  reset(): void {}

  update(input: Readonly<TurnInput>): number {
    const { kp, kd } = this.settings;
    const { headingError, angularVelocity, dt, inertia } = input;
    return (-kp * (headingError + dt * angularVelocity) - kd * angularVelocity) / (inertia + kd * dt);
  }
}
