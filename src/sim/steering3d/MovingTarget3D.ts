import type { QuatLike } from '../math3d/quaternion';
import type { Vec3Like } from '../math3d/vec3';
import type { Body3D } from './Body3D';

/**
 * Something in space to steer at that may move, read every step: its position (m) and velocity
 * (m/s, the feed-forward that lets a turn keep up with it, and what guidance leads it by).
 */
export interface MovingTarget3D {
  readonly position: Readonly<Vec3Like>;
  readonly velocity: Readonly<Vec3Like>;
}

/**
 * An orientation set-point that moves, read every step: the orientation to turn to (a unit
 * quaternion, body → world), how fast it turns (rad/s, world) and, if known, how fast that changes
 * (rad/s², world) [default: 0]: another ship's attitude to hold, a camera's, a scripted spin.
 */
export interface MovingOrientation {
  readonly orientation: Readonly<QuatLike>;
  readonly angularVelocity: Readonly<Vec3Like>;
  readonly angularAcceleration?: Readonly<Vec3Like>;
}

/**
 * A body as a {@link MovingTarget3D}: its centre of mass and its velocity, read live (into vectors of its own; nothing allocated per read).
 */
export function bodyTarget3D(body: Body3D): MovingTarget3D {
  const position: Vec3Like = { x: 0, y: 0, z: 0 };
  const velocity: Vec3Like = { x: 0, y: 0, z: 0 };
  return {
    get position() {
      return body.position(position);
    },
    get velocity() {
      return body.linearVelocity(velocity);
    },
  };
}
