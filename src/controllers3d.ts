/**
 * The 3D controllers entry, `pid-steering/controllers3d`: turning a rigid body in 3D by torque with
 * any 2D turn controller of `pid-steering/controllers` as the law along the error's axis, the
 * inertia tensor, the motor's limits, the aiming helpers, and the forces-and-torques article's 3D
 * code as published. No dependency at all; plain `{x, y, z}` and `{x, y, z, w}` objects, so three.js,
 * Rapier and cannon-es vectors and quaternions go in as they are.
 *
 *   import { AttitudeController } from 'pid-steering/controllers3d';
 *   import { TimeOptimalController } from 'pid-steering/controllers';
 */
export { AttitudeController, type AttitudeMemory } from './sim/control3d/AttitudeController';
export { createAttitudeController } from './sim/control3d/createAttitudeController';
export { DEFAULT_CROSS_AXIS_DAMPING, type AttitudeOptions } from './sim/control3d/AttitudeOptions';
export type { GyroscopicStep } from './sim/control3d/GyroscopicStep';
export {
  ANGULAR_VELOCITY_RANGE,
  ANGULAR_ACCELERATION_RANGE,
  type AttitudeInput,
  type AttitudeErrorInput,
  type AttitudeState,
} from './sim/control3d/AttitudeInput';
export { TORQUE_LIMIT_RANGE, type AttitudeLimit } from './sim/control3d/AttitudeLimit';
export { HYSTERESIS_RANGE, DEFAULT_HYSTERESIS } from './sim/control3d/ErrorSide';
export { UNIT_QUATERNION_TOLERANCE } from './sim/control3d/check3d';
export { INERTIA_MOMENT_RANGE, boxInertia, sphereInertia, rotateInertia, type InertiaTensor } from './sim/control3d/InertiaTensor';
export { inertiaFromMatrix } from './sim/control3d/inertiaFromMatrix';
export { faceDirection, lookRotation, DEFAULT_FORWARD_AXIS, DEFAULT_UP_AXIS } from './sim/control3d/faceDirection';
export { quat, type QuatLike } from './sim/math3d/quaternion';
export { vec3, type Vec3Like } from './sim/math3d/vec3';
// The forces-and-torques article's 3D code AS PUBLISHED (quirks kept, for comparison), and corrected.
export { publishedTorquePdGains, type PublishedTorquePdGains } from './sim/control3d/seed/publishedStableTorquePd';
export { correctedComputeTorque, correctedStableTorquePd } from './sim/control3d/seed/correctedSeedControllers';
export type { UnityRigidbody } from './sim/control3d/seed/unityConventions';
// The helpers, each checking its arguments before the unchecked one the controllers use inside a step.
export {
  conjugate,
  multiplyQuat,
  multiplyByInverse,
  normalizeQuat,
  rotateVec3,
  rotateVec3ByInverse,
  quatFromAxisAngle,
  quatFromRotationVector,
  shortRotationVector,
  shortestArc,
  inertiaTimes,
  inertiaAbout,
  principalFrameInWorld,
  torqueBudget,
  unityToAngleAxis,
  unityEuler,
  publishedComputeTorque,
  publishedStableTorquePd,
  publishedForceToReach,
  forceToReach,
} from './sim/control3d/publicMath3d';
