import { ORIGINAL_MAX_ANGULAR_ACCELERATION } from '../validation/defaultQuantities';

/**
 * Gains that mean the same at any turn rate. A controller's gains are tuned for one motor; read
 * them as tuned at {@link REFERENCE_TURN_RATE} and scale them to the motor's actual limit a, with
 * r = a / 4π:
 *
 *     kp → kp·r,    ki → ki·r^1.5,    kd → kd·√r     (a natural frequency ω → ω·√r; ζ unchanged)
 *
 * Why these powers: let the body be a double integrator, θ'' = sat_a(u). Stretch time by s = √r
 * (τ = s·t): d/dt = s·d/dτ, d²/dt² = r·d²/dτ², ∫dt = (1/s)·∫dτ, so
 *
 *     r·θ_ττ = sat_a(kp·r·e + ki·r^1.5·(1/s)·∫e dτ + kd·√r·s·e_τ) = r·sat_a₀(kp·e + ki·∫e dτ + kd·e_τ)
 *
 * and dividing by r gives exactly the loop at a₀ = 4π in the time τ. The turn at any limit is the
 * turn at 4π, √(4π/a) times slower, with the same overshoot: the same multiple of the time-optimal
 * turn 2·√(angle/a), which scales the same way.
 */

/** The motor limit gains are read at when they scale with the turn rate, rad/s² (the original's 4π). */
export const REFERENCE_TURN_RATE = ORIGINAL_MAX_ANGULAR_ACCELERATION;

/**
 * r = `motorLimit` / {@link REFERENCE_TURN_RATE} when `enabled` and the limit is a finite number
 * > 0, else 1 (a controller used on its own, without a motor, keeps its gains).
 */
export function turnRateRatio(motorLimit: number, enabled: boolean): number {
  return enabled && motorLimit > 0 && motorLimit < Number.POSITIVE_INFINITY ? motorLimit / REFERENCE_TURN_RATE : 1;
}
