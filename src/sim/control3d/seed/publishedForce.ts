/**
 * The forces-and-torques article's "Force Needed To Achieve A Desired Translation", AS PUBLISHED
 * (it divides by dt once) beside its own formula (by dt², corrected): the force that puts a body on
 * pNew at the end of the step, in the engine's semi-implicit Euler step.
 */
import { setVec3, type Vec3Like } from '../../math3d/vec3';

/**
 * AS PUBLISHED: `force = rigidbody.mass * (pNew - p - v * dt) / (dt)` into `out`. The article's
 * formula, a = (pNew − p − v·dt)/dt², wants dt² below; dividing once gives m·Δv, an impulse
 * (N·s): applied as a force for one step (AddForce's default ForceMode.Force) the body covers dt
 * times the way, and with ForceMode.Impulse it would be right.
 */
export function publishedForceToReach(
  mass: number,
  position: Readonly<Vec3Like>,
  velocity: Readonly<Vec3Like>,
  target: Readonly<Vec3Like>,
  dt: number,
  out: Vec3Like,
): Vec3Like {
  return setVec3(
    out,
    (mass * (target.x - position.x - velocity.x * dt)) / dt,
    (mass * (target.y - position.y - velocity.y * dt)) / dt,
    (mass * (target.z - position.z - velocity.z * dt)) / dt,
  );
}

/**
 * Corrected: m·(pNew − p − v·dt)/dt², the article's own formula: after one step of v += F/m·dt,
 * p += v·dt the body is on `target` (and must be stopped the step after, as the article says).
 */
export function forceToReach(
  mass: number,
  position: Readonly<Vec3Like>,
  velocity: Readonly<Vec3Like>,
  target: Readonly<Vec3Like>,
  dt: number,
  out: Vec3Like,
): Vec3Like {
  const perStep = mass / (dt * dt);
  return setVec3(
    out,
    perStep * (target.x - position.x - velocity.x * dt),
    perStep * (target.y - position.y - velocity.y * dt),
    perStep * (target.z - position.z - velocity.z * dt),
  );
}
