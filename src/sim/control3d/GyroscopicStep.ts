/**
 * GyroscopicStep: an engine's own integration of the gyroscopic term over one step, as the attitude
 * controller cancels it (option `gyroscopic`), so that the step gives the angular acceleration wanted.
 */
import type { QuatLike } from '../math3d/quaternion';
import type { Vec3Like } from '../math3d/vec3';
import type { InertiaTensor } from './InertiaTensor';

/**
 * What an engine's step does to a spin beyond the torque, predicted exactly enough to cancel it.
 * `true` for the controller's `gyroscopic` option is the continuous term ω × I_world·ω (exact for
 * an engine that integrates I·ω̇ = τ − ω × I·ω once a step at its start); an engine whose scheme
 * differs (Rapier's, sub-stepped and norm-preserving: `rapierGyroscopicStep`) answers this instead.
 */
export interface GyroscopicStep {
  /**
   * Writes into `out` and returns the torque (N·m, world) that, added to I_world·α, makes the
   * engine's coming step of `dt` s end with the angular velocity ω + α·dt, for a body at
   * `orientation` (unit, body → world) spinning at ω (`angularVelocity`, rad/s, world) with
   * `inertia`. Allocates nothing.
   */
  torque(
    out: Vec3Like,
    orientation: Readonly<QuatLike>,
    angularVelocity: Readonly<Vec3Like>,
    inertia: Readonly<InertiaTensor>,
    dt: number,
    acceleration: Readonly<Vec3Like>,
  ): Vec3Like;
}

/** Whether `value` is a {@link GyroscopicStep} (an object with a `torque` function). */
export function isGyroscopicStep(value: unknown): value is GyroscopicStep {
  return typeof value === 'object' && value !== null && typeof (value as { torque?: unknown }).torque === 'function';
}
