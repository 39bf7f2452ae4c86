import type { Body } from 'planck';
import { length } from '../math/vec2';

/**
 * Speed above which a character facing its direction of travel turns to its velocity's angle, m/s.
 * Slower, that angle is mostly noise (a body braking to rest swings it about), so it faces its
 * target instead.
 */
export const TRAVEL_FACING_MIN_SPEED = 0.5;

/** Whether `body` moves fast enough for its direction of travel to be the heading it faces. */
export function movesEnoughToFaceTravel(body: Body): boolean {
  const velocity = body.getLinearVelocity();
  return length(velocity.x, velocity.y) > TRAVEL_FACING_MIN_SPEED;
}
