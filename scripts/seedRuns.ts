/**
 * The forces-and-torques article's 3D code run on a body, as published and corrected, for the plots
 * of docs/controllers-3d.md (scripts/seedPlots.ts): each run steps the test integrator
 * (tests/sim/control3d/rigidBody3d.ts, semi-implicit Euler, no gyroscopic term, as PhysX in Unity)
 * at Unity's default fixedDeltaTime, 0.02 s, and returns a series per curve.
 */
import { AttitudeController } from '../src/sim/control3d/AttitudeController';
import type { AttitudeLimit } from '../src/sim/control3d/AttitudeLimit';
import { correctedComputeTorque, correctedStableTorquePd } from '../src/sim/control3d/seed/correctedSeedControllers';
import { publishedComputeTorque } from '../src/sim/control3d/seed/publishedComputeTorque';
import { forceToReach, publishedForceToReach } from '../src/sim/control3d/seed/publishedForce';
import { publishedStableTorquePd } from '../src/sim/control3d/seed/publishedStableTorquePd';
import { unityEuler, type UnityRigidbody } from '../src/sim/control3d/seed/unityConventions';
import type { QuatLike } from '../src/sim/math3d/quaternion';
import type { Vec3Like } from '../src/sim/math3d/vec3';
import {
  angleBetween,
  compose,
  matrixOf,
  rotationAbout,
  stepBody,
  times,
  unitVector,
  type Body3D,
} from '../tests/sim/control3d/rigidBody3d';

/** Unity's default fixed step, s. */
export const UNITY_DT = 0.02;

/** One point of a curve: time (s) and a value. */
export interface Point {
  time: number;
  value: number;
}

/** A slab whose principal axes are turned within the body: where the inertia's frame matters. */
export const SLAB = { moments: { x: 0.4, y: 3, z: 3.2 }, frame: rotationAbout(unitVector(0.15, 0.85), 0.7) };

/** What a step's controller gives: a torque (applied over the step, ForceMode.Force) or an impulse (ForceMode.Impulse). */
type Command = (body: Body3D, out: Vec3Like) => { impulse: boolean };

/** The body as the article's code reads it (Unity's names). */
function unityView(body: Body3D): UnityRigidbody {
  return {
    rotation: body.orientation,
    angularVelocity: body.angularVelocity,
    inertiaTensor: body.inertia.moments,
    inertiaTensorRotation: body.inertia.frame,
  };
}

/** The corrected controller as a command: AttitudeController toward `desired` within `limit`. */
function attitudeCommand(controller: AttitudeController, desired: QuatLike, limit: AttitudeLimit): Command {
  return (body, out) => {
    controller.update(
      {
        orientation: body.orientation,
        desiredOrientation: desired,
        angularVelocity: body.angularVelocity,
        dt: UNITY_DT,
        inertia: body.inertia,
        limit,
      },
      out,
    );
    return { impulse: false };
  };
}

/** Runs `command` for `seconds` from `start` (at rest) and samples `measure` every step. */
function run(start: QuatLike, inertia: Body3D['inertia'], command: Command, seconds: number, measure: (body: Body3D) => number): Point[] {
  const body: Body3D = { orientation: { ...start }, angularVelocity: { x: 0, y: 0, z: 0 }, inertia };
  const torque = { x: 0, y: 0, z: 0 };
  const points: Point[] = [];
  for (let step = 0; step * UNITY_DT <= seconds + 1e-9; step++) {
    points.push({ time: step * UNITY_DT, value: measure(body) });
    const { impulse } = command(body, torque);
    // An impulse J changes ω by I⁻¹·J: the torque J/dt held for the step.
    const applied = impulse ? { x: torque.x / UNITY_DT, y: torque.y / UNITY_DT, z: torque.z / UNITY_DT } : torque;
    stepBody(body, applied, UNITY_DT);
  }
  return points;
}

const degrees = (radians: number): number => (radians * 180) / Math.PI;

/** The 120° turn about (1, 2, 3) of the slab: the start, the target, the error in degrees. */
const TURN_START = rotationAbout(unitVector(0.6, 0.3), 0.5);
const TURN_DESIRED = compose(
  rotationAbout({ x: 1 / Math.sqrt(14), y: 2 / Math.sqrt(14), z: 3 / Math.sqrt(14) }, (2 * Math.PI) / 3),
  TURN_START,
);
const turnError = (body: Body3D): number => degrees(angleBetween(body.orientation, TURN_DESIRED));

/** ComputeTorque as published applied as a torque (AddTorque's default), as an impulse, and corrected: the slab's 120° turn. */
export function computeTorqueRuns(): Record<string, Point[]> {
  const published =
    (impulse: boolean): Command =>
    (body, out) => {
      publishedComputeTorque(unityView(body), TURN_DESIRED, UNITY_DT, out);
      return { impulse };
    };
  return {
    'as published, AddTorque (a torque)': run(TURN_START, SLAB, published(false), 3, turnError),
    'as published, as an impulse': run(TURN_START, SLAB, published(true), 3, turnError),
    'corrected, no limit': run(
      TURN_START,
      SLAB,
      attitudeCommand(correctedComputeTorque(), TURN_DESIRED, { maxAngularAcceleration: 1e9 }),
      3,
      turnError,
    ),
    'corrected, at 4π rad/s²': run(
      TURN_START,
      SLAB,
      attitudeCommand(correctedComputeTorque(), TURN_DESIRED, { maxAngularAcceleration: 4 * Math.PI }),
      3,
      turnError,
    ),
  };
}

/**
 * No short way: a sphere told to face Quaternion.Euler(0, 350, 0), which is 10° the other way
 * round (w < 0), ComputeTorque's impulse clamped to 4π rad/s² as the article advises against the
 * engine's limits, against the corrected controller at 4π: the heading about y, unwrapped, deg.
 */
export function shortWayRuns(): Record<string, Point[]> {
  const sphere = { moments: { x: 1, y: 1, z: 1 }, frame: { x: 0, y: 0, z: 0, w: 1 } };
  const desired = unityEuler({ x: 0, y: 0, z: 0, w: 1 }, 0, 350, 0);
  const limit = 4 * Math.PI;
  const clamped: Command = (body, out) => {
    publishedComputeTorque(unityView(body), desired, UNITY_DT, out);
    // The impulse's Δω = I⁻¹·J, cut to a·dt (a sphere: J/I).
    const change = Math.hypot(out.x, out.y, out.z) / sphere.moments.x;
    if (change > limit * UNITY_DT) for (const key of ['x', 'y', 'z'] as const) out[key] *= (limit * UNITY_DT) / change;
    return { impulse: true };
  };
  let last = 0;
  let turns = 0;
  // The heading about y, unwrapped from step to step.
  const heading = (body: Body3D): number => {
    const forward = times(matrixOf(body.orientation), { x: 0, y: 0, z: 1 });
    const angle = degrees(Math.atan2(forward.x, forward.z));
    if (angle - last > 180) turns--;
    else if (angle - last < -180) turns++;
    last = angle;
    return angle + 360 * turns;
  };
  const runFrom = (command: Command): Point[] => {
    last = 0;
    turns = 0;
    return run({ x: 0, y: 0, z: 0, w: 1 }, sphere, command, 2, heading);
  };
  return {
    'as published, clamped to 4π rad/s²': runFrom(clamped),
    'corrected, at 4π rad/s²': runFrom(attitudeCommand(correctedComputeTorque(), desired, { maxAngularAcceleration: limit })),
  };
}

/** The stable torque PD as published and corrected, toward `desired` from `start`, with f and damping, measured by `measure`. */
function stablePdRuns(
  inertia: Body3D['inertia'],
  start: QuatLike,
  desired: QuatLike,
  frequency: number,
  seconds: number,
  measure: (body: Body3D) => number,
): Record<string, Point[]> {
  const published: Command = (body, out) => {
    publishedStableTorquePd(unityView(body), desired, frequency, 1, UNITY_DT, out);
    return { impulse: false };
  };
  return {
    'as published': run(start, inertia, published, seconds, measure),
    corrected: run(
      start,
      inertia,
      attitudeCommand(correctedStableTorquePd(frequency, 1), desired, { maxAngularAcceleration: 1e9 }),
      seconds,
      measure,
    ),
  };
}

/**
 * Frequency 30 at 50 Hz: the forward PD the published code applies (kd·dt = 2.7 > 2) blows up; the stable PD it meant settles. A sphere,
 * 60° about x.
 */
export function stablePdGainRuns(): Record<string, Point[]> {
  const sphere = { moments: { x: 1, y: 1, z: 1 }, frame: { x: 0, y: 0, z: 0, w: 1 } };
  const desired = rotationAbout({ x: 1, y: 0, z: 0 }, Math.PI / 3);
  const start = { x: 0, y: 0, z: 0, w: 1 };
  return stablePdRuns(sphere, start, desired, 30, 0.6, (body) => degrees(angleBetween(body.orientation, desired)));
}

/**
 * How far (deg) the slab's rotation axis strays from its error's first axis: the frame composed the wrong way round turns the torque off
 * it. Frequency 2, the 120° turn.
 */
export function stablePdFrameRuns(): Record<string, Point[]> {
  const axis = { x: 1 / Math.sqrt(14), y: 2 / Math.sqrt(14), z: 3 / Math.sqrt(14) };
  const offAxis = (body: Body3D): number => {
    const w = body.angularVelocity;
    const speed = Math.hypot(w.x, w.y, w.z);
    return speed < 1e-3 ? 0 : degrees(Math.acos(Math.min(1, Math.abs(w.x * axis.x + w.y * axis.y + w.z * axis.z) / speed)));
  };
  return stablePdRuns(SLAB, TURN_START, TURN_DESIRED, 2, 1.5, offAxis);
}

/** The error of the same stable-PD turn, deg: the published one's wrong frame also changes how the turn closes. */
export function stablePdFrameErrors(): Record<string, Point[]> {
  return stablePdRuns(SLAB, TURN_START, TURN_DESIRED, 2, 1.5, turnError);
}

/** The force snippet each step toward pNew 3 m away, from rest, 1 kg: distance to pNew, m. */
export function forceRuns(): Record<string, Point[]> {
  const target = { x: 0, y: 0, z: 3 };
  const series = (force: typeof forceToReach): Point[] => {
    const position = { x: 0, y: 0, z: 0 };
    const velocity = { x: 0, y: 0, z: 0 };
    const out = { x: 0, y: 0, z: 0 };
    const points: Point[] = [];
    for (let step = 0; step * UNITY_DT <= 4 + 1e-9; step++) {
      points.push({ time: step * UNITY_DT, value: Math.hypot(target.x - position.x, target.y - position.y, target.z - position.z) });
      force(1, position, velocity, target, UNITY_DT, out);
      for (const key of ['x', 'y', 'z'] as const) {
        velocity[key] += out[key] * UNITY_DT;
        position[key] += velocity[key] * UNITY_DT;
      }
    }
    return points;
  };
  return { 'as published (÷dt)': series(publishedForceToReach), 'corrected (÷dt²)': series(forceToReach) };
}
