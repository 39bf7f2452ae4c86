/**
 * A 3D turn run for the tests: an AttitudeController turning a free body (the integrator of
 * rigidBody3d.ts) toward a fixed orientation, with the figures a test asserts: when it arrived,
 * how far the torque went against each body axis's limit, how far the body left the eigenaxis.
 */
import type { AttitudeController } from '../../../src/sim/control3d/AttitudeController';
import type { AttitudeLimit } from '../../../src/sim/control3d/AttitudeLimit';
import type { InertiaTensor } from '../../../src/sim/control3d/InertiaTensor';
import type { QuatLike } from '../../../src/sim/math3d/quaternion';
import type { Vec3Like } from '../../../src/sim/math3d/vec3';
import { angleBetween, compose, matrixOf, stepBody, transposeTimes, type Body3D, type StepOptions } from './rigidBody3d';

/** A rest-to-rest turn: from `start`, by `angle` (rad) about the world `axis`. */
export interface TurnCase {
  readonly start: QuatLike;
  readonly axis: Vec3Like;
  readonly angle: number;
  readonly inertia: InertiaTensor;
  readonly limit: AttitudeLimit;
  readonly dt: number;
  /** Steps to run. */
  readonly steps: number;
  readonly integration?: StepOptions;
  /** Hand the controller −q_d, the same orientation (an engine may give either sign). [default: false] */
  readonly negateDesired?: boolean;
}

/** What a turn did. */
export interface TurnFiguresOf3D {
  /** The first time (s) from which the error stays under `arrivedWithin` rad to the end, or null. */
  readonly arrivalTime: number | null;
  /** The largest |body torque| / its limit over every step and axis (per-axis limits; 0 otherwise). */
  readonly worstTorqueRatio: number;
  /** The largest angle (rad) between the body's angular velocity and the turn's axis while it turned faster than 1e-6 rad/s. */
  readonly worstAxisDeviation: number;
  /** The largest angle (rad) the body went past the wanted orientation along the turn's axis: its overshoot. */
  readonly overshoot: number;
  /** The error at the end, rad. */
  readonly finalError: number;
  /** The controller's budget along the axis at the first step, rad/s². */
  readonly firstBudget: number;
}

/** Runs `turn` with `controller` and returns its figures; `arrivedWithin` (rad) is the arrival's tolerance [default: 1e-9]. */
export function runTurn(controller: AttitudeController, turn: TurnCase, arrivedWithin = 1e-9): TurnFiguresOf3D {
  const half = Math.sin(turn.angle / 2);
  const desired = compose({ x: turn.axis.x * half, y: turn.axis.y * half, z: turn.axis.z * half, w: Math.cos(turn.angle / 2) }, turn.start);
  const given = turn.negateDesired ? { x: -desired.x, y: -desired.y, z: -desired.z, w: -desired.w } : desired;
  const body: Body3D = { orientation: { ...turn.start }, angularVelocity: { x: 0, y: 0, z: 0 }, inertia: turn.inertia };
  const torque = { x: 0, y: 0, z: 0 };
  const input = {
    orientation: body.orientation,
    desiredOrientation: given,
    angularVelocity: body.angularVelocity,
    dt: turn.dt,
    inertia: turn.inertia,
    limit: turn.limit,
  };
  let arrival: number | null = null;
  let worstTorqueRatio = 0;
  let worstAxisDeviation = 0;
  let overshoot = 0;
  let firstBudget = 0;
  for (let step = 0; step <= turn.steps; step++) {
    const error = angleBetween(body.orientation, desired);
    if (error <= arrivedWithin) arrival ??= step * turn.dt;
    else arrival = null;
    // The rotation still to go, desired ⊗ q⁻¹, as an angle along the axis: negative once past the target.
    const left = compose(desired, { x: -body.orientation.x, y: -body.orientation.y, z: -body.orientation.z, w: body.orientation.w });
    const sign = left.w < 0 ? -1 : 1;
    overshoot = Math.max(
      overshoot,
      -sign * 2 * Math.atan2(left.x * turn.axis.x + left.y * turn.axis.y + left.z * turn.axis.z, sign * left.w),
    );
    if (step === turn.steps) break;
    controller.update(input, torque);
    if (step === 0) firstBudget = controller.budget;
    if ('maxTorque' in turn.limit) {
      const inBody = transposeTimes(matrixOf(body.orientation), torque);
      const m = turn.limit.maxTorque;
      worstTorqueRatio = Math.max(worstTorqueRatio, Math.abs(inBody.x) / m.x, Math.abs(inBody.y) / m.y, Math.abs(inBody.z) / m.z);
    }
    stepBody(body, torque, turn.dt, turn.integration);
    const w = body.angularVelocity;
    const speed = Math.hypot(w.x, w.y, w.z);
    if (speed > 1e-6) {
      const along = Math.abs(w.x * turn.axis.x + w.y * turn.axis.y + w.z * turn.axis.z) / speed;
      worstAxisDeviation = Math.max(worstAxisDeviation, Math.acos(Math.min(1, along)));
    }
  }
  return {
    arrivalTime: arrival,
    worstTorqueRatio,
    worstAxisDeviation,
    overshoot,
    finalError: angleBetween(body.orientation, desired),
    firstBudget,
  };
}
