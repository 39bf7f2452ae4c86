import type { QuatLike } from '../math3d/quaternion';
import type { Vec3Like } from '../math3d/vec3';
import type { InertiaTensor } from '../control3d/InertiaTensor';

/**
 * What {@link BodySteering3D} reads of a rigid body in 3D and does to it, whatever the engine: the
 * adapters `rapierBody` and `cannonBody` answer it for Rapier and cannon-es, and a dozen lines
 * answer it for another engine. Every quantity in SI units and in the world frame; each reader
 * writes into `out` and returns it (nothing allocated per step).
 */
export interface Body3D {
  /** The centre of mass, m. */
  position(out: Vec3Like): Vec3Like;
  /** The orientation, a unit quaternion taking the body frame to the world. */
  orientation(out: QuatLike): QuatLike;
  /** The velocity of the centre of mass, m/s. */
  linearVelocity(out: Vec3Like): Vec3Like;
  /** The angular velocity, rad/s, in the world frame. */
  angularVelocity(out: Vec3Like): Vec3Like;
  /** The mass, kg (> 0). */
  mass(): number;
  /** The inertia about the centre of mass: the principal moments (kg·m²) and the rotation from the principal frame to the body frame. */
  inertia(out: InertiaTensor): InertiaTensor;
  /**
   * Applies `torque` (N·m, world) over the coming engine step, in place of what the steering
   * applied on the step before: an engine that keeps a torque until it is reset (Rapier) has it
   * reset first; one that clears torques after each step (cannon-es) is simply given it.
   */
  applyTorque(torque: Readonly<Vec3Like>): void;
  /** Applies `force` (N, world) at the centre of mass over the coming engine step, in place of the steering's force of the step before. */
  applyForce(force: Readonly<Vec3Like>): void;
  /** Sets the velocity of the centre of mass, m/s: a missile's flight re-aimed along its nose (never its orientation). */
  setLinearVelocity(velocity: Readonly<Vec3Like>): void;
  /** Optional: sets the angular velocity, rad/s, world (only a propulsion that stops dead needs it: its dead stop). */
  setAngularVelocity?(velocity: Readonly<Vec3Like>): void;
}
