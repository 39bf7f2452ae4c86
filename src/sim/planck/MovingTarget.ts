import type { Body } from 'planck';
import type { Vec2Like } from '../math/vec2';

/**
 * Something to steer at that may move: read every step. Position in m, velocity in m/s (the
 * velocity is the feed-forward that lets a turn keep up with it, and what guidance leads it by).
 */
export interface MovingTarget {
  readonly position: Readonly<Vec2Like>;
  readonly velocity: Readonly<Vec2Like>;
}

/** A planck body as a {@link MovingTarget}: its position and velocity read live (nothing is copied per step). */
export function bodyTarget(body: Body): MovingTarget {
  return {
    get position() {
      return body.getPosition();
    },
    get velocity() {
      return body.getLinearVelocity();
    },
  };
}
