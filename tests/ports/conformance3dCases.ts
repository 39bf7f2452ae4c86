/**
 * The 3D conformance test's input sequences, run on the TypeScript reference as they are written
 * (tests/ports/conformance3dProtocol.ts). Per 2D law (and per corrected seed controller), from a seed:
 *
 * - sequence 0: a body turned in closed loop by updateFromError with no set-point motion, the error
 *   given (so nothing on the ports' path calls atan2, sin, cos or exp): every answer bit for bit;
 * - sequence 1: closed loop by update() toward a wanted orientation that jumps now and then (often to
 *   near 180° away) or moves (a set-point turning at a varying rate, its rate and acceleration fed
 *   forward), the attitude read with noise near 180°;
 * - sequence 2: open loop, every step drawn at random: any axis and angle, errors of 0, of 1e-13 rad
 *   and of 180° ± a hair with noise, spins, set-point motion;
 * - sequence 3: open loop from any state (anyStateSequence): spins to 1e6 rad/s, moments 10,000
 *   apart, limits of any size with Infinity, turns about a body axis (an axis the turn does not load),
 *   the error given: bit for bit.
 *
 * Each draws its options (gyroscopic, hysteresis 0 to 0.5, cross-axis damping), the law's settings
 * (none at all in sequence 0), the inertia (moments 0.2 to 20 kg·m², equal or not, the
 * principal frame turned within the body or not), the limit (a bound on |α|, or torques about each
 * body axis, some of them unlimited) and the step (1/240 to 1/30 s, fixed or changing), and now and
 * then resets, saves, restores a memory into a new controller, restores a damaged memory (refused),
 * and gives a refused input (NaN, ∞, a quaternion that is not unit, a step, moment or limit out of
 * range, an error longer than π), after which the controller must be as it was. The body is stepped
 * as an engine steps it (tests/sim/control3d/rigidBody3d.ts), with the gyroscopic term or without
 * (whatever the controller was told), and started afresh if a law that does not settle spins it past
 * 60 rad/s.
 */
import type { AttitudeMemory } from '../../src/sim/control3d/AttitudeController';
import type { AttitudeInput, AttitudeState } from '../../src/sim/control3d/AttitudeInput';
import type { AttitudeOptions } from '../../src/sim/control3d/AttitudeOptions';
import type { InertiaTensor } from '../../src/sim/control3d/InertiaTensor';
import { multiplyByInverse, quat, shortRotationVector, type QuatLike } from '../../src/sim/math3d/quaternion';
import type { Vec3Like } from '../../src/sim/math3d/vec3';
import { compose, matrixOf, product, rotationAbout, stepBody, unitVector, type Body3D, type Matrix3 } from '../sim/control3d/rigidBody3d';
import { sfc32 } from './conformanceCases';
import { PORTED_TYPES, randomSettings, type PortedType } from './conformanceProtocol';
import { limitOf, Reference3d, type Answer3d } from './conformance3dProtocol';

/** The laws along the axis: every 2D controller, and the article's two corrected ones. */
export const LAWS_3D = [...PORTED_TYPES, 'compute-torque', 'stable-torque-pd'] as const;
export type Law3d = (typeof LAWS_3D)[number];

/** The laws whose gains come from exp and cos (tuned by natural frequency): never bit for bit. */
const LIBM_LAWS: readonly Law3d[] = ['stable-pd', 'spd'];

/** Steps per sequence, and sequences per law. */
export const STEPS_3D = 1500;
export const SEQUENCES_3D = 4;

/** One law's lines and the reference's answers to them. */
export interface Sequences3d {
  readonly law: Law3d;
  readonly lines: readonly string[];
  readonly answers: readonly Answer3d[];
}

type Random = () => number;

const between = (random: Random, low: number, high: number): number => low + random() * (high - low);
const randomRotation = (random: Random, largest = Math.PI): QuatLike => rotationAbout(unitVector(random(), random()), random() * largest);
const randomVector = (random: Random, size: number): Vec3Like => ({
  x: between(random, -size, size),
  y: between(random, -size, size),
  z: between(random, -size, size),
});
const ZERO: Vec3Like = { x: 0, y: 0, z: 0 };

/** Options of every kind: the gyroscopic term or not, the hysteresis off, default or any, the damping default or any. */
function randomOptions(random: Random): AttitudeOptions {
  const pick = random();
  return {
    gyroscopic: random() < 0.4,
    hysteresis: pick < 0.2 ? 0 : pick < 0.6 ? 0.1 : random() * 0.5,
    crossAxisDamping: random() < 0.5 ? 10 : between(random, 0.5, 200),
  };
}

/** Moments of 0.2 to 20 kg·m² (all equal one time in four), the principal frame the body's or turned within it. */
function randomInertia(random: Random): InertiaTensor {
  const moment = (): number => between(random, 0.2, 20);
  const equal = random() < 0.25 ? moment() : 0;
  const moments = equal > 0 ? { x: equal, y: equal, z: equal } : { x: moment(), y: moment(), z: moment() };
  return { moments, frame: random() < 0.3 ? quat() : randomRotation(random) };
}

/** A bound on |α| (one time in ten none), or torques about each body axis (each one time in ten unlimited). */
function randomLimit(random: Random): ReturnType<typeof limitOf> {
  if (random() < 0.5)
    return limitOf('acceleration', { x: random() < 0.1 ? Number.POSITIVE_INFINITY : between(random, 0.5, 60), y: 0, z: 0 });
  const torque = (): number => (random() < 0.1 ? Number.POSITIVE_INFINITY : between(random, 0.2, 20));
  return limitOf('torques', { x: torque(), y: torque(), z: torque() });
}

/** A step in [1/240, 1/30] s. */
const randomDt = (random: Random): number => 1 / between(random, 30, 240);

/** A state with one field refused by the reference (and the ports): NaN, ∞, not unit, out of range. */
function spoiled<T extends AttitudeState>(input: T, random: Random): T {
  const bad = { ...input, inertia: { ...input.inertia, moments: { ...input.inertia.moments } } };
  const choices: (() => void)[] = [
    () => (bad.orientation = { ...bad.orientation, x: Number.NaN }),
    () => (bad.orientation = { x: 0, y: 0, z: 0, w: 1.01 }),
    () => (bad.angularVelocity = { ...bad.angularVelocity, y: Number.POSITIVE_INFINITY }),
    () => (bad.angularVelocity = { ...bad.angularVelocity, z: 2e6 }),
    () => (bad.desiredAngularVelocity = { x: 0, y: Number.NaN, z: 0 }),
    () => (bad.desiredAngularAcceleration = { x: 0, y: 0, z: -2e9 }),
    () => (bad.dt = random() < 0.5 ? 0 : 11),
    () => (bad.inertia.moments.y = random() < 0.5 ? 0 : Number.NaN),
    () => (bad.inertia = { ...bad.inertia, frame: { x: 0, y: 0, z: 0, w: 0 } }),
    () =>
      (bad.limit =
        'maxTorque' in bad.limit
          ? { maxTorque: { ...bad.limit.maxTorque, z: -1 } }
          : { maxAngularAcceleration: random() < 0.5 ? 0 : Number.NaN }),
  ];
  (choices[Math.floor(random() * choices.length)] as () => void)();
  return bad;
}

/**
 * A memory the reference refuses, as text: a key gone, an axis not unit or of 2 numbers, an angle past π + 0.5, a law's memory missing its
 * keys.
 */
function damagedMemory(memory: AttitudeMemory, random: Random): string {
  const copy: Record<string, unknown> = { ...memory };
  const pick = Math.floor(random() * 5);
  if (pick === 0) delete copy[['turn', 'axis', 'angle'][Math.floor(random() * 3)] as string];
  else if (pick === 1) copy.axis = [0, 0, 2];
  else if (pick === 2) copy.axis = [1, 0];
  else if (pick === 3) copy.angle = 4;
  else copy.turn = Object.keys(memory.turn).length > 0 ? {} : { errors: [1] };
  return JSON.stringify(copy);
}

/** The error's rotation vector q ⊗ q_d⁻¹ taken the short way, as a game with its own error hands it over. */
function errorOf(orientation: QuatLike, desired: QuatLike): Vec3Like {
  return shortRotationVector({ x: 0, y: 0, z: 0 }, multiplyByInverse(quat(), orientation, desired));
}

/** The body turned by `angle` about a random axis from `orientation`, with noise of `noise` rad. */
function turnedFrom(random: Random, orientation: QuatLike, angle: number, noise: number): QuatLike {
  return compose(
    rotationAbout(unitVector(random(), random()), noise * random()),
    compose(rotationAbout(unitVector(random(), random()), angle), orientation),
  );
}

/** A new controller over `law` in the reference, with random options and settings (variant 0: the defaults). */
function createController(reference: Reference3d, law: Law3d, random: Random, variant: number): () => void {
  const options = randomOptions(random);
  if (law === 'compute-torque') return () => reference.createSeed(null, options);
  if (law === 'stable-torque-pd') {
    const gains = { frequency: between(random, 0.5, 30), damping: between(random, 0.5, 1.5) };
    return () => reference.createSeed(gains, options);
  }
  const settings = randomSettings(law as PortedType, random, variant);
  return () => reference.create(law as PortedType, settings, options);
}

/** One law's sequences: `count` of `steps` steps, from `seed`. */
export function generateSequences3d(law: Law3d, seed: number, count = SEQUENCES_3D, steps = STEPS_3D): Sequences3d {
  const random = sfc32(seed);
  const reference = new Reference3d();
  for (let sequence = 0; sequence < count; sequence++) {
    const mode = sequence % 4;
    const exactOnly = mode === 0;
    const exact = exactOnly && !LIBM_LAWS.includes(law);
    const create = createController(reference, law, random, sequence);
    create();
    if (mode === 3) {
      anyStateSequence(reference, random, create, steps, !LIBM_LAWS.includes(law));
      continue;
    }
    const inertia = randomInertia(random);
    const body: Body3D = { orientation: randomRotation(random), angularVelocity: randomVector(random, 1), inertia };
    const engineGyroscopic = random() < 0.5;
    let limit = randomLimit(random);
    const fixedDt = random() < 0.5 ? randomDt(random) : 0;
    const moving = !exactOnly && random() < 0.5;
    let target = turnedFrom(random, body.orientation, random() * Math.PI, 0);
    let time = 0;
    for (let step = 0; step < steps; step++) {
      const dt = fixedDt > 0 ? fixedDt : randomDt(random);
      const event = random();
      if (event < 0.001) reference.reset();
      else if (event < 0.004) {
        // A new controller of the same law and settings takes over mid-turn (handOver).
        reference.handOverNext();
        create();
      } else if (event < 0.006) reference.save(exact);
      else if (event < 0.008) {
        // Saved, then restored into a new controller of the same law and settings.
        const text = JSON.stringify(reference.controller?.saveState());
        create();
        reference.restore(text);
      } else if (event < 0.01) reference.restore(damagedMemory(reference.controller?.saveState() as AttitudeMemory, random));
      else if (event < 0.011) limit = randomLimit(random);
      // The set-point: fixed (jumping now and then, often to 180° away), or turning at a varying rate.
      const desiredAngularVelocity = moving ? { x: 1.5 * Math.sin(time * 0.7), y: Math.cos(time * 1.1), z: 0.4 } : ZERO;
      const desiredAngularAcceleration = moving ? { x: 1.05 * Math.cos(time * 0.7), y: -1.1 * Math.sin(time * 1.1), z: 0 } : ZERO;
      if (mode !== 2 && random() < 0.004)
        target = turnedFrom(random, body.orientation, random() < 0.4 ? Math.PI - 0.02 + random() * 0.04 : random() * Math.PI, 0);
      let answer: Answer3d;
      if (mode === 2) {
        // Open loop: everything drawn at random.
        const orientation = randomRotation(random, 2 * Math.PI);
        const kind = random();
        const desired =
          kind < 0.1
            ? orientation
            : kind < 0.2
              ? turnedFrom(random, orientation, 1e-13, 0)
              : kind < 0.45
                ? turnedFrom(random, orientation, Math.PI, 0.02)
                : randomRotation(random, 2 * Math.PI);
        const input: AttitudeInput = {
          orientation,
          desiredOrientation: random() < 0.5 ? desired : { x: -desired.x, y: -desired.y, z: -desired.z, w: -desired.w },
          angularVelocity: randomVector(random, random() < 0.8 ? 5 : 30),
          desiredAngularVelocity: random() < 0.5 ? randomVector(random, 3) : ZERO,
          desiredAngularAcceleration: random() < 0.5 ? randomVector(random, 10) : ZERO,
          dt,
          inertia: random() < 0.9 ? inertia : randomInertia(random),
          limit: random() < 0.8 ? limit : randomLimit(random),
        };
        answer =
          random() < 0.01
            ? reference.update(spoiled(input, random), false)
            : random() < 0.7
              ? reference.update(input, false)
              : reference.updateFromError({ ...input, error: errorOf(input.orientation, input.desiredOrientation) }, false);
      } else {
        // Closed loop: the body read (with noise near 180° in sequence 1), the torque applied.
        const noisy =
          mode === 1 && random() < 0.5
            ? compose(rotationAbout(unitVector(random(), random()), 0.017 * random()), body.orientation)
            : body.orientation;
        const state: AttitudeState = {
          orientation: noisy,
          angularVelocity: { ...body.angularVelocity },
          desiredAngularVelocity,
          desiredAngularAcceleration,
          dt,
          inertia,
          limit,
        };
        const spoil = random() < 0.005;
        if (exactOnly) {
          const input = { ...state, error: errorOf(noisy, target) };
          answer = reference.updateFromError(spoil ? spoiled(input, random) : input, exact);
        } else {
          const input = { ...state, desiredOrientation: target };
          answer = reference.update(spoil ? spoiled(input, random) : input, false);
        }
        const torque =
          answer.kind === 'numbers'
            ? { x: answer.values[0] as number, y: answer.values[1] as number, z: answer.values[2] as number }
            : ZERO;
        stepBody(body, torque, dt, { gyroscopic: engineGyroscopic });
        // A law that does not settle (random gains, the article's PID as published) spins the body up: start it afresh.
        if (!(Math.hypot(body.angularVelocity.x, body.angularVelocity.y, body.angularVelocity.z) < 60)) {
          body.orientation = randomRotation(random);
          body.angularVelocity = randomVector(random, 1);
        }
        if (moving) {
          // The set-point turns at its rate: q_d ← exp(ω_d·dt) ⊗ q_d.
          const rate = Math.hypot(desiredAngularVelocity.x, desiredAngularVelocity.y, desiredAngularVelocity.z);
          target = compose(
            rotationAbout(
              { x: desiredAngularVelocity.x / rate, y: desiredAngularVelocity.y / rate, z: desiredAngularVelocity.z / rate },
              rate * dt,
            ),
            target,
          );
        }
      }
      time += dt;
    }
  }
  return { law, lines: reference.lines, answers: reference.answers };
}

/** A number spread evenly over the decades from `low` to `high`. */
const decades = (random: Random, low: number, high: number): number =>
  Math.min(high, Math.max(low, Math.exp(between(random, Math.log(low), Math.log(high)))));
const BODY_AXES: readonly Vec3Like[] = [
  { x: 1, y: 0, z: 0 },
  { x: 0, y: 1, z: 0 },
  { x: 0, y: 0, z: 1 },
  { x: 0, y: -1, z: 0 },
];
const bodyAxis = (random: Random): Vec3Like => BODY_AXES[Math.floor(random() * BODY_AXES.length)] as Vec3Like;

/**
 * Sequence 3, from any state (open loop): the two reported states first (a box 0.2 × 0.2 × 2 m of 0.8 kg
 * spinning at 2 rad/s about its long axis, turned 90° about y under torques of 6, 5 and 0.1 N·m; unit
 * moments under torques of 1 N·m, spinning at 0.5 rad/s across a 1 rad turn about y), then states
 * drawn from everywhere the checks allow: spins up to 1e6 rad/s about a body axis or any, moments
 * from 1e-6 to 1e9 kg·m² up to 10,000 apart (the frame the body's or askew), limits of any size with
 * Infinity on any axis, the body at the identity or a quarter turn, turns about a body axis (an
 * unloaded axis), half turns ± a hair, steps of 1 µs–10 s. The error is given (updateFromError, the
 * set-point at rest), so that the answers are compared bit for bit (but the laws tuned by natural
 * frequency, whose gains come from exp and cos); the reported states go through update() too.
 */
function anyStateSequence(reference: Reference3d, random: Random, create: () => void, steps: number, exact: boolean): void {
  const identity = quat();
  const quarterAboutY = rotationAbout({ x: 0, y: 1, z: 0 }, Math.PI / 2);
  const box = { moments: { x: (0.8 / 12) * 4.04, y: (0.8 / 12) * 4.04, z: (0.8 / 12) * 0.08 }, frame: identity };
  const spinning = {
    orientation: identity,
    angularVelocity: { x: 0, y: 0, z: 2 },
    desiredAngularVelocity: ZERO,
    desiredAngularAcceleration: ZERO,
    dt: 1 / 60,
  };
  const reportedCases: AttitudeInput[] = [
    { ...spinning, desiredOrientation: quarterAboutY, inertia: box, limit: { maxTorque: { x: 6, y: 5, z: 0.1 } } },
    {
      ...spinning,
      angularVelocity: { x: 0.5, y: 0, z: 0 },
      desiredOrientation: rotationAbout({ x: 0, y: 1, z: 0 }, 1),
      inertia: { moments: { x: 1, y: 1, z: 1 }, frame: identity },
      limit: { maxTorque: { x: 1, y: 1, z: 1 } },
    },
  ];
  for (const input of reportedCases) {
    reference.update(input, false);
    reference.updateFromError({ ...input, error: errorOf(input.orientation, input.desiredOrientation) }, exact);
  }
  let inertia = randomInertia(random);
  let limit = randomLimit(random);
  for (let step = 4; step < steps; step++) {
    const event = random();
    if (event < 0.01) reference.reset();
    else if (event < 0.02) create();
    if (event < 0.05) {
      // Moments spread over the decades, up to 10,000 apart, and a limit of any size for them.
      const scale = decades(random, 1e-6, 1e9);
      const ratio = (): number => (random() < 0.3 ? 1 : decades(random, 1e-4, 1));
      inertia = {
        moments: { x: scale * ratio(), y: scale * ratio(), z: scale * ratio() },
        frame: random() < 0.5 ? quat() : randomRotation(random, 2 * Math.PI),
      };
      const torque = (): number =>
        random() < 0.25 ? Number.POSITIVE_INFINITY : Math.min(1e18, Math.max(1e-9, scale * decades(random, 1e-6, 1e9)));
      limit =
        random() < 0.3
          ? limitOf('acceleration', { x: random() < 0.2 ? Number.POSITIVE_INFINITY : decades(random, 1e-6, 1e9), y: 0, z: 0 })
          : limitOf('torques', { x: torque(), y: torque(), z: torque() });
    }
    const orientation =
      random() < 0.3 ? quat() : random() < 0.5 ? rotationAbout(bodyAxis(random), Math.PI / 2) : randomRotation(random, 2 * Math.PI);
    const kind = random();
    const desired =
      kind < 0.35
        ? compose(orientation, rotationAbout(bodyAxis(random), random() * Math.PI))
        : kind < 0.5
          ? turnedFrom(random, orientation, Math.PI, 1e-6)
          : kind < 0.55
            ? orientation
            : randomRotation(random, 2 * Math.PI);
    const speed = decades(random, 1e-3, 1e6);
    const spinAxis = random() < 0.5 ? bodyAxis(random) : unitVector(random(), random());
    const angularVelocity =
      random() < 0.2 ? randomVector(random, 5) : { x: spinAxis.x * speed, y: spinAxis.y * speed, z: spinAxis.z * speed };
    // The error given (updateFromError) with the set-point at rest: nothing on the path calls atan2,
    // sin or cos, so every answer is bit for bit, as it must be where a 1-ulp difference in the angle
    // is multiplied by a moment of 1e9 kg·m² and a step of 1e-6 s.
    reference.updateFromError(
      {
        orientation,
        error: errorOf(orientation, desired),
        angularVelocity,
        desiredAngularVelocity: ZERO,
        desiredAngularAcceleration: ZERO,
        dt: random() < 0.5 ? 1 / 60 : decades(random, 1e-6, 10),
        inertia,
        limit,
      },
      exact,
    );
  }
}

/** A symmetric inertia matrix R·diag(moments)·Rᵀ, row by row. */
function inertiaMatrix(moments: Vec3Like, rotation: QuatLike): number[] {
  const r = matrixOf(rotation);
  const scaled: Matrix3 = [
    r[0] * moments.x,
    r[1] * moments.y,
    r[2] * moments.z,
    r[3] * moments.x,
    r[4] * moments.y,
    r[5] * moments.z,
    r[6] * moments.x,
    r[7] * moments.y,
    r[8] * moments.z,
  ];
  const m = product(scaled, [r[0], r[3], r[6], r[1], r[4], r[7], r[2], r[5], r[8]]);
  // Symmetric to the bit, as an engine's tensor is.
  return [m[0], m[1], m[2], m[1], m[4], m[5], m[2], m[5], m[8]];
}

/**
 * The helpers' lines: faceDirection (straight behind too), lookRotation (looking along up, an up
 * axis along the forward one: refused), both now and then with vectors 1e200 or 1e-200 times their
 * size, inertiaFromMatrix (random tensors, diagonal ones, equal moments, and matrices not symmetric,
 * not positive definite or not finite: refused), boxInertia, sphereInertia, rotateInertia, inertiaTimes, inertiaAbout and torqueBudget (an
 * unloaded axis: ∞, spent or not).
 */
export function generateHelpers3d(seed: number, count = 400): Sequences3d {
  const random = sfc32(seed);
  const reference = new Reference3d();
  const axes = [
    { x: 0, y: 0, z: 1 },
    { x: 0, y: 0, z: -1 },
    { x: 1, y: 0, z: 0 },
  ];
  for (let i = 0; i < count; i++) {
    const orientation = randomRotation(random, 2 * Math.PI);
    const forward = random() < 0.5 ? (axes[Math.floor(random() * 3)] as Vec3Like) : randomVector(random, 2);
    const kind = random();
    // Straight behind (the nose turned round), a zero direction (refused), or any.
    const direction =
      kind < 0.15 ? rotateBy(orientation, { x: -forward.x, y: -forward.y, z: -forward.z }) : kind < 0.2 ? ZERO : randomVector(random, 10);
    // Now and then every vector far out of the range whose squares stay finite: 1e200 or 1e-200 times itself.
    const far = random() < 0.15 ? (random() < 0.5 ? 1e200 : 1e-200) : 1;
    const sized = (v: Vec3Like): Vec3Like => (far === 1 ? v : { x: v.x * far, y: v.y * far, z: v.z * far });
    reference.faceDirection(orientation, sized(direction), sized(forward));
    const up = random() < 0.1 ? direction : random() < 0.5 ? { x: 0, y: 1, z: 0 } : randomVector(random, 1);
    const upAxis = random() < 0.05 ? forward : random() < 0.5 ? { x: 0, y: 1, z: 0 } : randomVector(random, 1);
    reference.lookRotation(sized(kind < 0.2 ? randomVector(random, 3) : direction), sized(up), sized(forward), sized(upAxis));
    const moments =
      random() < 0.2 ? { x: 2, y: 2, z: 2 } : { x: between(random, 0.1, 30), y: between(random, 0.1, 30), z: between(random, 0.1, 30) };
    const rotation = random() < 0.2 ? quat() : randomRotation(random, 2 * Math.PI);
    const matrix = inertiaMatrix(moments, rotation);
    const damage = random();
    if (damage < 0.05) matrix[3] = (matrix[3] as number) + 1;
    else if (damage < 0.08) matrix[4] = -(matrix[4] as number);
    else if (damage < 0.1) matrix[Math.floor(random() * 9)] = Number.NaN;
    reference.inertiaFromMatrix(matrix);
    const size = { x: between(random, 0.1, 5), y: between(random, 0.1, 5), z: between(random, 0.1, 5) };
    const mass = between(random, 0.1, 100);
    reference.boxInertia(mass, size);
    reference.sphereInertia(mass, size.x);
    const tensor = { moments, frame: rotation };
    reference.rotateInertia(tensor, randomRotation(random, 2 * Math.PI));
    reference.inertiaTimes(tensor, randomVector(random, 5));
    reference.inertiaAbout(tensor, unitVector(random(), random()));
    const load = randomVector(random, 5);
    if (random() < 0.2) load.y = 0;
    const maxTorque = {
      x: between(random, 0.2, 20),
      y: random() < 0.2 ? Number.POSITIVE_INFINITY : between(random, 0.2, 20),
      z: between(random, 0.2, 20),
    };
    // Nothing spent, part of two axes, or all of the unloaded axis y (its quotient would be 0/0).
    const spentKind = random();
    const spent =
      spentKind < 0.4
        ? ZERO
        : { x: random() * maxTorque.x, y: spentKind < 0.7 || !Number.isFinite(maxTorque.y) ? 0 : maxTorque.y, z: random() * maxTorque.z };
    reference.torqueBudget(maxTorque, load, spent);
  }
  return { law: 'time-optimal', lines: reference.lines, answers: reference.answers };
}

/** q·v·q⁻¹. */
function rotateBy(q: QuatLike, v: Vec3Like): Vec3Like {
  const r = matrixOf(q);
  return { x: r[0] * v.x + r[1] * v.y + r[2] * v.z, y: r[3] * v.x + r[4] * v.y + r[5] * v.z, z: r[6] * v.x + r[7] * v.y + r[8] * v.z };
}
