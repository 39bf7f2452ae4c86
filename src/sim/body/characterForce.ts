import type { Body } from 'planck';
import { length, type Vec2Like } from '../math/vec2';
import { arriveForce } from '../steering/arriveForce';

/**
 * The article's character motion on a planck body, shared by the game's `Character` and the
 * `CharacterPropulsion` a user attaches to a body of their own: applies for one step the
 * vector-feedback seek force toward `target` (with `arrive`, Reynolds' arrive: slowing to stop on
 * it), or without a target the force that brakes the body to rest; capped at
 * mass × `maxLinearAcceleration` (see arriveForce.ts for the derivation). The body moves
 * independently of its facing. Writes into `force`, allocates nothing. Returns the force used as a
 * fraction of the most it may be (0 to 1).
 */
export function pushCharacter(
  body: Body,
  target: Readonly<Vec2Like> | null,
  arrive: boolean,
  maxSpeed: number,
  velocityGain: number,
  maxLinearAcceleration: number,
  dt: number,
  force: Vec2Like,
): number {
  const mass = body.getMass();
  arriveForce(body.getPosition(), body.getLinearVelocity(), target, maxSpeed, velocityGain, maxLinearAcceleration, mass, arrive, dt, force);
  const fullForce = mass * maxLinearAcceleration;
  const fraction = fullForce > 0 ? Math.min(1, length(force.x, force.y) / fullForce) : 0;
  if (force.x !== 0 || force.y !== 0) body.applyForceToCenter(force, true);
  return fraction;
}
