import type { Body } from 'planck';
import { length, type Vec2Like } from '../math/vec2';

/**
 * The article's missile physics on a planck body, shared by the game's `Missile` and the
 * `MissilePropulsion` a user attaches to a body of their own.
 *
 * A missile can only move along its nose (the body's own x-axis). Each step, before planck's:
 * 1. its velocity is re-aimed along the nose's line at the same speed, capped to `maxSpeed`: all
 *    the momentum turns with the body ("it cannot slip sideways"; a real missile's fins do that
 *    with lift). Forward when it was moving forward; backward when it was moving backward (a wall
 *    bounced it back), so that its heading, the direction it flies, says so and it turns round.
 *    This sets a velocity, never the angle: the body still turns only by torque;
 * 2. it thrusts along the nose at `maxLinearAcceleration` (a force of mass × acceleration), but no
 *    more than brings it to `maxSpeed` within the step: (maxSpeed − speed)/dt.
 *
 * Gravity or a collision changes the velocity during planck's step; the next re-aim turns what is
 * left back along the nose, so under gravity the missile keeps its line as long as its thrust
 * beats g (it loses speed climbing, as it should). Writes into `scratch` and allocates nothing.
 * Returns the thrust used, as a fraction of `maxLinearAcceleration` (0 to 1).
 */
export function propelAlongNose(body: Body, maxSpeed: number, maxLinearAcceleration: number, dt: number, scratch: Vec2Like): number {
  // planck keeps the cosine and sine of the body's angle with its transform.
  const rotation = body.getTransform().q;
  const noseX = rotation.c;
  const noseY = rotation.s;
  const velocity = body.getLinearVelocity();
  // Forward or backward along the nose's line: a missile that a wall bounced back flies backward.
  const backward = velocity.x * noseX + velocity.y * noseY < 0;
  const speed = (backward ? -1 : 1) * Math.min(length(velocity.x, velocity.y), maxSpeed);
  scratch.x = speed * noseX;
  scratch.y = speed * noseY;
  body.setLinearVelocity(scratch);

  const acceleration = Math.min(maxLinearAcceleration, (maxSpeed - speed) / dt);
  const thrustFraction = maxLinearAcceleration > 0 ? acceleration / maxLinearAcceleration : 0;
  const force = acceleration * body.getMass();
  scratch.x = force * noseX;
  scratch.y = force * noseY;
  body.applyForceToCenter(scratch, true);
  return thrustFraction;
}

/**
 * How much of its thrust a missile spends when it thrusts only toward the point it steers at
 * (`thrust: "toward-target"`, see EntityDefinition): the cosine of the angle between its nose and
 * the direction to `target`, 0 when the nose points more than 90° away, 1 on the target itself. A
 * missile turning round then stops pushing the wrong way: pressed against another body, it falls
 * back instead of pinning it, and both can turn free (docs/performance.md, "A crowd that keeps
 * flowing").
 */
export function throttleTowardTarget(body: Body, target: Readonly<Vec2Like>): number {
  const rotation = body.getTransform().q;
  const position = body.getPosition();
  const toTargetX = target.x - position.x;
  const toTargetY = target.y - position.y;
  const distance = length(toTargetX, toTargetY);
  if (distance === 0) return 1;
  return Math.max(0, (rotation.c * toTargetX + rotation.s * toTargetY) / distance);
}

/**
 * The slowest flight whose direction is a missile's heading, m/s. Slower, the velocity's angle is
 * not the flight's but rounding's: a missile spinning where it stands has a velocity of about
 * 1e-16 m/s (its centre of mass is not its origin), whose angle does not move when the body turns.
 * Steered by it, the heading error would freeze and no torque could remove it. A millimetre a
 * second is far above that noise and far below any flight (one step of thrust is 1.7 m/s).
 */
export const MISSILE_MIN_FLIGHT_SPEED = 1e-3;

/**
 * A missile's heading, rad: the direction it flies (its velocity's angle) when it moves faster than
 * {@link MISSILE_MIN_FLIGHT_SPEED}, its body's angle otherwise. The turn controller steers this, so
 * that the flight, not only the nose, points where it is told; the body's angle at rest, so that
 * turning the body always turns the heading it is steered by.
 */
export function missileHeading(body: Body): number {
  const velocity = body.getLinearVelocity();
  if (velocity.x * velocity.x + velocity.y * velocity.y > MISSILE_MIN_FLIGHT_SPEED * MISSILE_MIN_FLIGHT_SPEED) return Math.atan2(velocity.y, velocity.x);
  return body.getAngle();
}
