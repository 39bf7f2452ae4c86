import type { Vec2Like } from '../math/vec2';

/**
 * What the plane's steering (BodySteering, a crowd) reads of a rigid body in 2D and does to it,
 * whatever the engine: `planckBody` answers it for planck.js, the Box2D crowd for its WebAssembly
 * bodies, and a dozen lines for another engine. SI units, world frame; a reader with `out` writes
 * into it and returns it (nothing allocated per step). Read once at the start of the body's step;
 * what the step commands is given once at its end.
 */
export interface Body2D {
  /** The body's origin, m (planck's `getPosition`). */
  position(out: Vec2Like): Vec2Like;
  /** Its centre of mass, m (planck's `getWorldCenter`): the point it turns about when free. */
  center(out: Vec2Like): Vec2Like;
  /** Its angle, rad, counter-clockwise from +x. */
  angle(): number;
  /** Its x axis in the world, the cosine and sine of its angle as the engine keeps them (a missile's nose), into `out`. */
  axis(out: Vec2Like): Vec2Like;
  /** The velocity of its centre of mass, m/s. */
  linearVelocity(out: Vec2Like): Vec2Like;
  /** rad/s, counter-clockwise positive. */
  angularVelocity(): number;
  /** kg (> 0). */
  mass(): number;
  /** The rotational inertia about the centre of mass, kg·m² (not about the origin: see inertiaAboutCenter). */
  inertia(): number;
  /** Adds `force` (N) at the centre of mass for the coming engine step. */
  applyForce(force: Readonly<Vec2Like>): void;
  /** Adds `torque` (N·m) for the coming engine step. */
  applyTorque(torque: number): void;
  /** Sets the velocity of the centre of mass, m/s (a missile's flight re-aimed down its nose; a dead stop). */
  setLinearVelocity(velocity: Readonly<Vec2Like>): void;
  /** Sets the angular velocity, rad/s (only a dead stop does). */
  setAngularVelocity(spin: number): void;
}
