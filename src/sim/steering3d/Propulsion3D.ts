import type { Vec3Like } from '../math3d/vec3';
import type { Body3D } from './Body3D';

/**
 * How a body steered in 3D moves, as {@link BodySteering3D} drives it: which direction its
 * attitude controller steers and what force moves it. Two come with the library:
 * `MissilePropulsion3D` (it flies only along its nose, so turning its nose turns its flight) and
 * `CharacterPropulsion3D` (a drone or a ship with thrusters: it moves independently of its facing,
 * by a capped seek/arrive force). Without one, BodySteering3D only turns the body. `nose` is the
 * body's nose in the world (unit), read by the steering each step. Positions in m, velocities in
 * m/s, dt in s.
 */
export interface Propulsion3D {
  /** Top speed, m/s (guidance solves its intercept with it). */
  readonly maxSpeed: number;
  /** Whether it can stop on a point (`arrive`, a path's last waypoint). A missile cannot: it has no brakes. */
  readonly canArrive: boolean;
  /** Whether its flight follows its heading, so that guidance steering the heading steers the flight. */
  readonly followsHeading: boolean;
  /** The thrust used on the last step, as a fraction of the most it may use (0 to 1). */
  readonly thrustFraction: number;

  /** The direction the attitude controller steers (unit, world), into `out`: the nose, or (a missile) its direction of flight. */
  heading(body: Body3D, nose: Readonly<Vec3Like>, out: Vec3Like): Vec3Like;

  /** One step toward `target`: with `arrive`, slowing to stop on it (only when {@link canArrive}). */
  drive(body: Body3D, nose: Readonly<Vec3Like>, target: Readonly<Vec3Like>, arrive: boolean, dt: number): void;

  /** One step of a pure turn (`turnTo`, `face`): a missile flies on along its nose; a character leaves its motion alone. */
  coast(body: Body3D, nose: Readonly<Vec3Like>, dt: number): void;

  /** One step of coming to rest (`stop()`): a character brakes by force; a missile, without brakes, cuts its thrust. */
  brake(body: Body3D, nose: Readonly<Vec3Like>, dt: number): void;
}
