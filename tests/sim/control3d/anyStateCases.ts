/**
 * The states and settings the "any state" property tests draw (fast-check arbitraries): spins up to
 * the end of ANGULAR_VELOCITY_RANGE about a body axis or any axis, inertia ratios to 1:10,000 with
 * the principal frame askew or not, any mix of limits (Infinity included), targets at 180° ± ε, a
 * body-axis turn, the same orientation or 1e-13 rad away, a moving set-point, any step; and the
 * check every answer must pass: finite, and within every limit to rounding.
 */
import fc from 'fast-check';
import { createTurnController } from '../../../src/sim/control/createTurnController';
import { PublishedPidController } from '../../../src/sim/control/PublishedPidController';
import type { TurnController } from '../../../src/sim/control/TurnController';
import { withSubSteps } from '../../../src/sim/control/subSteps';
import { MOTOR_LIMIT_RANGE } from '../../../src/sim/control/turnTorque';
import { AttitudeController } from '../../../src/sim/control3d/AttitudeController';
import { ANGULAR_ACCELERATION_RANGE, ANGULAR_VELOCITY_RANGE } from '../../../src/sim/control3d/AttitudeInput';
import { TORQUE_LIMIT_RANGE, type AttitudeLimit } from '../../../src/sim/control3d/AttitudeLimit';
import type { AttitudeOptions } from '../../../src/sim/control3d/AttitudeOptions';
import { INERTIA_MOMENT_RANGE, type InertiaTensor } from '../../../src/sim/control3d/InertiaTensor';
import type { QuatLike } from '../../../src/sim/math3d/quaternion';
import type { Vec3Like } from '../../../src/sim/math3d/vec3';
import { rapierGyroscopicStep } from '../../../src/sim/steering3d/rapierGyroscopicStep';
import { compose, matrixOf, rotationAbout, transposeTimes, unitVector } from './rigidBody3d';

/** Every 2D law along the axis. */
export const LAWS = ['pid', 'published-pid', 'naive-snippet', 'stolk', 'pd', 'stable-pd', 'spd', 'time-optimal'] as const;
export type Law = (typeof LAWS)[number];

/** A number spread evenly over the decades from `low` to `high`. */
export const logUniform = (low: number, high: number): fc.Arbitrary<number> =>
  fc.double({ min: Math.log(low), max: Math.log(high), noNaN: true }).map((v) => Math.min(high, Math.max(low, Math.exp(v))));

const fraction = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });
const BODY_AXES: readonly Vec3Like[] = [
  { x: 1, y: 0, z: 0 },
  { x: 0, y: 1, z: 0 },
  { x: 0, y: 0, z: 1 },
  { x: -1, y: 0, z: 0 },
  { x: 0, y: -1, z: 0 },
  { x: 0, y: 0, z: -1 },
];
/** A unit direction: a body axis (where an unloaded axis gives 0/0) or any. */
export const direction: fc.Arbitrary<Vec3Like> = fc.oneof(
  fc.constantFrom(...BODY_AXES),
  fc.tuple(fraction, fraction).map(([u, v]) => unitVector(u, v)),
);
/** An orientation: the identity, a quarter or half turn about a body axis, or any rotation. */
export const rotation: fc.Arbitrary<QuatLike> = fc.oneof(
  fc.constant({ x: 0, y: 0, z: 0, w: 1 }),
  fc.tuple(fc.constantFrom(...BODY_AXES), fc.constantFrom(Math.PI / 2, Math.PI)).map(([axis, angle]) => rotationAbout(axis, angle)),
  fc.tuple(direction, fc.double({ min: -Math.PI, max: Math.PI, noNaN: true })).map(([axis, angle]) => rotationAbout(axis, angle)),
);

/** A vector of length 0 or spread over the decades up to `largest`, along a body axis or any direction. */
export const vectorUpTo = (largest: number): fc.Arbitrary<Vec3Like> =>
  fc.oneof(
    fc.constant({ x: 0, y: 0, z: 0 }),
    fc.tuple(direction, logUniform(1e-6, largest)).map(([d, size]) => ({ x: d.x * size, y: d.y * size, z: d.z * size })),
  );

/** A spin up to the range's end (1e6 rad/s), about a body axis or any. */
export const spin = vectorUpTo(ANGULAR_VELOCITY_RANGE.max);

/** A moment scale from 1e-9 to 1e12 kg·m², the moments up to 10,000 times apart, the frame the body's or askew. */
export const inertia: fc.Arbitrary<InertiaTensor> = fc
  .tuple(
    logUniform(1e-9, 1e12),
    fc.tuple(...[0, 1, 2].map(() => fc.oneof(fc.constant(1), logUniform(1e-4, 1)))),
    fc.oneof(fc.constant({ x: 0, y: 0, z: 0, w: 1 }), rotation),
  )
  .map(([scale, [a, b, c], frame]) => {
    const moment = (ratio: number): number => Math.min(INERTIA_MOMENT_RANGE.max, Math.max(INERTIA_MOMENT_RANGE.min, scale * ratio));
    return { moments: { x: moment(a as number), y: moment(b as number), z: moment(c as number) }, frame };
  });

/** A limit for `tensor`: a bound on |α| (or none), or a torque about each body axis (each any size, or none), in range. */
export const limitFor = (tensor: InertiaTensor): fc.Arbitrary<AttitudeLimit> => {
  const torque = fc.oneof(
    fc.constant(Number.POSITIVE_INFINITY),
    // Mostly a torque that gives the body 1e-6 to 1e9 rad/s², sometimes any in range.
    logUniform(MOTOR_LIMIT_RANGE.min, MOTOR_LIMIT_RANGE.max).map((a) =>
      Math.min(TORQUE_LIMIT_RANGE.max, Math.max(TORQUE_LIMIT_RANGE.min, a * tensor.moments.y)),
    ),
    logUniform(TORQUE_LIMIT_RANGE.min, TORQUE_LIMIT_RANGE.max),
  );
  return fc.oneof(
    fc
      .oneof(fc.constant(Number.POSITIVE_INFINITY), logUniform(MOTOR_LIMIT_RANGE.min, MOTOR_LIMIT_RANGE.max))
      .map((a) => ({ maxAngularAcceleration: a })),
    fc.tuple(torque, torque, torque).map(([x, y, z]) => ({ maxTorque: { x, y, z } })),
  );
};

/** A step: an engine's, or any in 1 µs–10 s. */
export const stepLength = fc.oneof(fc.constantFrom(1 / 60, 1 / 240, 1 / 30), logUniform(1e-6, 10));

/** The gyroscopic option: none, the continuous term, or Rapier's own step with 1, 4 or 8 sub-steps. */
export type GyroscopicChoice = false | true | 1 | 4 | 8;

/** A controller's make-up: its law, the sub-steps it is told, and its options. */
export interface ControllerCase {
  readonly law: Law;
  readonly subSteps: number;
  readonly gyroscopic: GyroscopicChoice;
  readonly hysteresis: number;
  readonly crossAxisDamping: number;
}

export const controllerCase: fc.Arbitrary<ControllerCase> = fc.record({
  law: fc.constantFrom(...LAWS),
  subSteps: fc.constantFrom(1, 1, 4, 8),
  gyroscopic: fc.constantFrom<GyroscopicChoice>(false, true, 1, 4, 8),
  hysteresis: fc.oneof(fc.constantFrom(0, 0.1, 0.5), fc.double({ min: 0, max: 0.5, noNaN: true })),
  crossAxisDamping: fc.oneof(fc.constant(10), logUniform(1e-3, 1e6)),
});

/** A 2D law with its defaults (the article's PID as published has no settings type of its own). */
export function lawOf(law: Law): TurnController {
  return law === 'published-pid' ? new PublishedPidController() : createTurnController({ type: law });
}

/** The controller a case describes. */
export function controllerOf(make: ControllerCase): AttitudeController {
  const law = lawOf(make.law);
  const gyroscopic: AttitudeOptions['gyroscopic'] =
    typeof make.gyroscopic === 'number' ? rapierGyroscopicStep(make.gyroscopic) : make.gyroscopic;
  return new AttitudeController(make.subSteps > 1 ? withSubSteps(law, make.subSteps) : law, {
    gyroscopic,
    hysteresis: make.hysteresis,
    crossAxisDamping: make.crossAxisDamping,
  });
}

/** Where the wanted orientation is, from the body's. */
export type TargetKind = 'any' | 'half turn' | 'body axis' | 'same' | 'a hair away';

/**
 * The wanted orientation of `kind` from `orientation` (`axis` and `angle` for the kinds that need them; `noise` rad about `noiseAxis` at
 * 180°).
 */
export function targetOf(
  kind: TargetKind,
  orientation: QuatLike,
  axis: Vec3Like,
  angle: number,
  noise: number,
  noiseAxis: Vec3Like,
): QuatLike {
  if (kind === 'same') return { ...orientation };
  if (kind === 'a hair away') return compose(orientation, rotationAbout(axis, 1e-13));
  if (kind === 'half turn') return compose(rotationAbout(noiseAxis, noise), compose(rotationAbout(axis, Math.PI), orientation));
  // A turn about a body axis (the body's own frame), or any.
  return kind === 'body axis' ? compose(orientation, rotationAbout(axis, angle)) : compose(rotationAbout(axis, angle), orientation);
}

export const targetKind = fc.constantFrom<TargetKind>('any', 'half turn', 'body axis', 'same', 'a hair away');

/** A set-point's motion: at rest, or a rate and an acceleration up to the ranges' ends. */
export const setPointMotion = fc.record({
  rate: vectorUpTo(ANGULAR_VELOCITY_RANGE.max),
  acceleration: vectorUpTo(ANGULAR_ACCELERATION_RANGE.max),
});

/** Whether every component is a finite number. */
export const isFiniteVector = (v: Readonly<Vec3Like>): boolean => Number.isFinite(v.x) && Number.isFinite(v.y) && Number.isFinite(v.z);

/**
 * How far past its limit the torque goes (≤ 0 within it): per axis, |τ_body,i| − T_i, less the
 * rounding of turning the world torque into the body frame (1e-14 of |τ|: an unlimited axis's
 * torque of 1e10 N·m moves a limited one by a few 1e-6 N·m) and of the limit itself (1e-12 of T_i);
 * under a bound on |α|, |α| − a less 1e-12 of a. Positive means a limit is exceeded.
 */
export function excess(limit: AttitudeLimit, orientation: QuatLike, torque: Readonly<Vec3Like>, acceleration: Readonly<Vec3Like>): number {
  if ('maxTorque' in limit) {
    const body = transposeTimes(matrixOf(orientation), torque);
    const size = Math.hypot(torque.x, torque.y, torque.z);
    const over = (value: number, bound: number): number =>
      bound === Number.POSITIVE_INFINITY ? -1 : Math.abs(value) - bound - 1e-12 * bound - 1e-14 * size;
    return Math.max(over(body.x, limit.maxTorque.x), over(body.y, limit.maxTorque.y), over(body.z, limit.maxTorque.z));
  }
  const a = limit.maxAngularAcceleration;
  return a === Number.POSITIVE_INFINITY ? -1 : Math.hypot(acceleration.x, acceleration.y, acceleration.z) - a * (1 + 1e-12);
}
