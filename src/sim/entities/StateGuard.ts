import { length } from '../math/vec2';
import { MAX_COORDINATE } from '../validation/fields';
import { MAX_ANGULAR_VELOCITY_LIMIT, MAX_SPEED_LIMIT } from '../validation/quantities';

/**
 * Beyond these, an entity's state is absurd and the world resets it. The position and speed limits
 * are the largest values the input rules accept (MAX_COORDINATE, MAX_SPEED_LIMIT), so a state that
 * input could set runs normally; the guard fires only past a limit by more than
 * {@link STATE_LIMIT_TOLERANCE} of it, which floating-point rounding of a value at the limit
 * (1000·cos a, 1000·sin a has a length of 1000.0000000000001 for some a) never reaches.
 */
export const STATE_LIMITS = {
  /** |x|, |y|, m. */
  position: MAX_COORDINATE,
  /** m/s. */
  speed: MAX_SPEED_LIMIT,
  /** rad/s. */
  angularVelocity: MAX_ANGULAR_VELOCITY_LIMIT,
} as const;

/** Relative margin past a {@link STATE_LIMITS} value before the guard fires (rounding, not physics). */
export const STATE_LIMIT_TOLERANCE = 1e-9;

// Each limit with its rounding margin (what |value| must not pass).
const POSITION_BOUND = STATE_LIMITS.position * (1 + STATE_LIMIT_TOLERANCE);
const SPEED_BOUND = STATE_LIMITS.speed * (1 + STATE_LIMIT_TOLERANCE);
const SPIN_BOUND = STATE_LIMITS.angularVelocity * (1 + STATE_LIMIT_TOLERANCE);

/**
 * The per-step guard's law: why a body's state (origin x, y in m, angle in rad, velocity in m/s,
 * spin in rad/s; `speed` the velocity's length, which the caller has) is unsound, a non-finite or
 * absurd value, or null when it is fine. Allocates nothing when it is.
 */
export function stateProblem(
  x: number,
  y: number,
  angle: number,
  vx: number,
  vy: number,
  spin: number,
  speed = length(vx, vy),
): string | null {
  if (!(
    Number.isFinite(x) &&
    Number.isFinite(y) &&
    Number.isFinite(angle) &&
    Number.isFinite(vx) &&
    Number.isFinite(vy) &&
    Number.isFinite(spin)
  )) {
    return 'its state became non-finite (NaN or infinity)';
  }
  if (Math.abs(x) > POSITION_BOUND || Math.abs(y) > POSITION_BOUND) return `it left the world (|position| > ${STATE_LIMITS.position} m)`;
  if (Math.abs(speed) > SPEED_BOUND) return `its speed exceeded ${STATE_LIMITS.speed} m/s`;
  if (Math.abs(spin) > SPIN_BOUND) return `it spun faster than ${STATE_LIMITS.angularVelocity} rad/s`;
  return null;
}
