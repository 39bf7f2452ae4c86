/**
 * What a 3D attitude controller is given each step (and the torque it writes into), and the one check of it: every field named in
 * the refusal with its range, so a bad number never reaches the controller's memory or the physics.
 */
import { MOTOR_LIMIT_RANGE, TURN_STEP_RANGE } from '../control/turnTorque';
import type { QuatLike } from '../math3d/quaternion';
import type { Vec3Like } from '../math3d/vec3';
import { checkAttitudeLimit, type AttitudeLimit } from './AttitudeLimit';
import { checkNumber, checkOptionalVec3, checkUnitQuaternion, checkVec3 } from './check3d';
import { checkInertia, type InertiaTensor } from './InertiaTensor';

/**
 * The angular velocities the controllers take, rad/s, each component: far beyond any engine's cap (Rapier's is π/4 a step, 47 rad/s at 60
 * Hz).
 */
export const ANGULAR_VELOCITY_RANGE = { min: -1e6, max: 1e6 } as const;

/** The set-point accelerations the controllers take, rad/s², each component (the 2D motor limit's bound). */
export const ANGULAR_ACCELERATION_RANGE = { min: -MOTOR_LIMIT_RANGE.max, max: MOTOR_LIMIT_RANGE.max } as const;

/** The body's state, its motor and the step: what every 3D update needs besides the error. */
export interface AttitudeState {
  /** The body's orientation, a unit quaternion rotating body → world. */
  orientation: QuatLike;
  /** The body's angular velocity, world frame, rad/s. */
  angularVelocity: Vec3Like;
  /** The wanted orientation's angular velocity, world frame, rad/s: a moving set-point's rate, fed forward. [default: 0] */
  desiredAngularVelocity?: Vec3Like;
  /** The wanted orientation's angular acceleration, world frame, rad/s². [default: 0] */
  desiredAngularAcceleration?: Vec3Like;
  /** The fixed step the physics advances after this call, s ({@link TURN_STEP_RANGE}). */
  dt: number;
  /** The body's inertia about its centre of mass. */
  inertia: InertiaTensor;
  /** The motor: a bound on |angular acceleration| or on the torque about each body axis. */
  limit: AttitudeLimit;
}

/** One step of a 3D attitude controller: the body's state and the orientation wanted. */
export interface AttitudeInput extends AttitudeState {
  /** The wanted orientation, a unit quaternion rotating body → world. */
  desiredOrientation: QuatLike;
}

/**
 * One step given the error itself: the rotation vector of q ⊗ q_d⁻¹ (world, rad; its length is the
 * angle, at most π: the short way), e.g. from a game's own error, or θ·n along a fixed axis.
 */
export interface AttitudeErrorInput extends AttitudeState {
  /**
   * The error's rotation vector, world frame, rad, |error| ≤ π: the body is turned by |error| about error/|error| past the wanted
   * orientation.
   */
  error: Vec3Like;
}

/** Checks the fields every update shares; throws a TypeError or RangeError naming the first bad one. */
export function checkAttitudeState(input: unknown): AttitudeState {
  if (typeof input !== 'object' || input === null) throw new TypeError(`input: must be an object, got ${String(input)}`);
  const state = input as Record<string, unknown>;
  checkUnitQuaternion(state.orientation, 'orientation');
  checkVec3(state.angularVelocity, 'angularVelocity', ANGULAR_VELOCITY_RANGE);
  checkOptionalVec3(state.desiredAngularVelocity, 'desiredAngularVelocity', ANGULAR_VELOCITY_RANGE);
  checkOptionalVec3(state.desiredAngularAcceleration, 'desiredAngularAcceleration', ANGULAR_ACCELERATION_RANGE);
  checkNumber(state.dt, 'dt', TURN_STEP_RANGE);
  checkInertia(state.inertia);
  checkAttitudeLimit(state.limit);
  return input as AttitudeState;
}

/** Checks an {@link AttitudeInput}; throws naming the first bad field. */
export function checkAttitudeInput(input: unknown): AttitudeInput {
  checkAttitudeState(input);
  checkUnitQuaternion((input as Record<string, unknown>).desiredOrientation, 'desiredOrientation');
  return input as AttitudeInput;
}

/** Checks an {@link AttitudeErrorInput}; throws naming the first bad field (an error longer than π: the short way is the caller's). */
export function checkAttitudeErrorInput(input: unknown): AttitudeErrorInput {
  checkAttitudeState(input);
  const error = checkVec3((input as Record<string, unknown>).error, 'error', {});
  const length = Math.sqrt(error.x * error.x + error.y * error.y + error.z * error.z);
  // π and a rounding's worth: a short-way vector computed by the caller may come out an ulp long.
  if (!(length <= Math.PI * (1 + 1e-12)))
    throw new RangeError(`error: must be a rotation vector no longer than π (the short way), got length ${length}`);
  return input as AttitudeErrorInput;
}

/** Checks the object an update writes its torque into; a TypeError when it is none, or frozen. */
export function checkTorqueOut(torque: unknown): void {
  if (typeof torque !== 'object' || torque === null)
    throw new TypeError(`torque: must be an object {x, y, z} to write the torque into, got ${String(torque)}`);
  if (Object.isFrozen(torque))
    throw new TypeError('torque: must be an object whose x, y and z can be written (the torque is written into it), got a frozen one');
}
