/**
 * The article's missile flight, in the plane and in space: it moves only along its nose. Each step,
 * before the engine's:
 * 1. its velocity is re-aimed along the nose's line at the same speed, capped to `maxSpeed`: all
 *    the momentum turns with the body ("it cannot slip sideways"; a real missile's fins do that
 *    with lift). Forward when it was moving forward; backward when it was moving backward (a wall
 *    bounced it back), so that its heading, the direction it flies, says so and it turns round.
 *    This sets a velocity, never the angle: the body still turns only by torque;
 * 2. it thrusts along the nose at `maxLinearAcceleration` (a force of mass × acceleration), but no
 *    more than brings it to `maxSpeed` within the step: (maxSpeed − speed)/dt.
 * Gravity or a collision changes the velocity during the engine's step; the next re-aim turns what
 * is left back along the nose, so under gravity the missile keeps its line as long as its thrust
 * beats g (it loses speed climbing, as it should). The propulsions (MissilePropulsion,
 * MissilePropulsion3D) apply these to their body.
 */

/**
 * The slowest flight whose direction is a missile's heading, m/s. Slower, the velocity's angle is
 * not the flight's but rounding's: a missile spinning where it stands has a velocity of about
 * 1e-16 m/s (its centre of mass is not its origin), whose angle does not move when the body turns.
 * Steered by it, the heading error would freeze and no torque could remove it. A millimetre a
 * second is far above that noise and far below any flight (one step of thrust is 1.7 m/s).
 */
export const MISSILE_MIN_FLIGHT_SPEED = 1e-3;

/**
 * The signed speed along the nose after the re-aim, m/s: `speed` (m/s, ≥ 0) capped to `maxSpeed`, negative when the flight (`along`, its
 * part along the nose) was backward.
 */
export function noseSpeed(along: number, speed: number, maxSpeed: number): number {
  return (along < 0 ? -1 : 1) * Math.min(speed, maxSpeed);
}

/** The thrust's acceleration along the nose, m/s²: `maxLinearAcceleration`, no more than brings `speed` to `maxSpeed` within `dt` s. */
export function noseThrust(speed: number, maxSpeed: number, maxLinearAcceleration: number, dt: number): number {
  return Math.min(maxLinearAcceleration, (maxSpeed - speed) / dt);
}
