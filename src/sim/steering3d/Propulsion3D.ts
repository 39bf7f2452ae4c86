import type { Vec3Like } from '../math3d/vec3';
import type { PropulsionTraits } from '../steering/SteeringCrowd';
import type { Body3D } from './Body3D';

/**
 * How a body steered in 3D moves, as {@link BodySteering3D} drives it: which direction its
 * attitude controller steers and what force moves it. Two come with the library:
 * `MissilePropulsion3D` (it flies only along its nose, so turning its nose turns its flight) and
 * `CharacterPropulsion3D` (a drone or a ship with thrusters: it moves independently of its facing,
 * by a capped seek/arrive force). Without one, BodySteering3D only turns the body. `nose` is the
 * body's nose in the world (unit), read by the steering each step. Positions in m, velocities in
 * m/s, dt in s. The traits a steerer reads (maxSpeed, canArrive, stopsDead, followsHeading,
 * thrustFraction) are the plane's (PropulsionTraits).
 */
export interface Propulsion3D extends PropulsionTraits {
  /** The direction the attitude controller steers (unit, world), into `out`: the nose, or (a missile) its direction of flight. */
  heading(body: Body3D, nose: Readonly<Vec3Like>, out: Vec3Like): Vec3Like;

  /** One step toward `target`: with `arrive`, slowing to stop on it (only when {@link canArrive}). */
  drive(body: Body3D, nose: Readonly<Vec3Like>, target: Readonly<Vec3Like>, arrive: boolean, dt: number): void;

  /** One step of a turn that flies on (`turnTo`): a missile flies on along its nose; a character leaves its motion alone. */
  coast(body: Body3D, nose: Readonly<Vec3Like>, dt: number): void;

  /**
   * One step of turning in place (`face`): a character brakes any motion by force; a missile cuts its thrust (its nose is turned, not its
   * flight).
   */
  hold(body: Body3D, nose: Readonly<Vec3Like>, dt: number): void;

  /** One step of coming to rest (`stop()`): a character brakes by force; a missile, without brakes, cuts its thrust. */
  brake(body: Body3D, nose: Readonly<Vec3Like>, dt: number): void;
}
