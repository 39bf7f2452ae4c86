import { length, type Vec2Like } from '../math/vec2';

/**
 * Vector-feedback seek (the original demo's character, "like a traditional seek behaviour"):
 * the desired velocity points at the target at full speed, and the force is proportional to the
 * velocity error:
 *
 *   F = m · k · (maxSpeed · unit(target − position) − velocity)
 *
 * With k in 1/s this is a first-order lag of the velocity toward the desired one, time constant
 * 1/k, independent of the body's mass and facing. Writes the force (N) into `out` and returns it;
 * at the target itself (zero distance) it only brakes.
 */
export function seekForce(
  position: Vec2Like,
  velocity: Vec2Like,
  target: Vec2Like,
  maxSpeed: number,
  velocityGain: number,
  mass: number,
  out: Vec2Like,
): Vec2Like {
  const dx = target.x - position.x;
  const dy = target.y - position.y;
  const distance = length(dx, dy);
  const scale = distance > 0 ? maxSpeed / distance : 0;
  const gain = mass * velocityGain;
  out.x = gain * (dx * scale - velocity.x);
  out.y = gain * (dy * scale - velocity.y);
  return out;
}
