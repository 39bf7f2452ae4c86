/**
 * The forces-and-torques article's 3D code as published, each quirk checked from its own lines
 * against what the algebra says it should do, and the corrected controllers beside it. Unity's calls
 * as unityConventions.ts writes them: the documented examples of ToAngleAxis and Euler hold.
 */
import { describe, expect, it } from 'vitest';
import { correctedComputeTorque, correctedStableTorquePd } from '../../../src/sim/control3d/seed/correctedSeedControllers';
import { publishedComputeTorque } from '../../../src/sim/control3d/seed/publishedComputeTorque';
import { forceToReach, publishedForceToReach } from '../../../src/sim/control3d/seed/publishedForce';
import { publishedStableTorquePd, publishedTorquePdGains } from '../../../src/sim/control3d/seed/publishedStableTorquePd';
import { DEG2RAD, unityEuler, unityToAngleAxis, type UnityRigidbody } from '../../../src/sim/control3d/seed/unityConventions';
import { quat } from '../../../src/sim/math3d/quaternion';
import { vec3, type Vec3Like } from '../../../src/sim/math3d/vec3';
import { bodyInertiaMatrix, compose, matrixOf, rotationAbout, times, transposeTimes, unitVector } from './rigidBody3d';

const DT = 0.02; // Unity's default fixedDeltaTime
const close = (a: Vec3Like, b: Vec3Like, tolerance = 1e-9): void => {
  expect(Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z), `${JSON.stringify(a)} against ${JSON.stringify(b)}`).toBeLessThanOrEqual(
    tolerance * Math.max(1, Math.hypot(b.x, b.y, b.z)),
  );
};
const scaled = (v: Vec3Like, s: number): Vec3Like => ({ x: v.x * s, y: v.y * s, z: v.z * s });

describe("Unity's calls, as written here", () => {
  it(
    'ToAngleAxis gives degrees in [0, 360] (the long way past w < 0) and Vector3.right for no rotation; Euler(0, 90, 0) is 90° ' +
      "about y and turns forward onto right, as Unity's docs say",
    () => {
      const axis = vec3();
      expect(unityToAngleAxis(unityEuler(quat(), 0, 90, 0), axis)).toBeCloseTo(90, 10);
      close(axis, { x: 0, y: 1, z: 0 });
      close(times(matrixOf(unityEuler(quat(), 0, 90, 0)), { x: 0, y: 0, z: 1 }), { x: 1, y: 0, z: 0 });
      expect(unityToAngleAxis(quat(), axis)).toBe(0);
      expect(axis).toEqual({ x: 1, y: 0, z: 0 });
      const long = rotationAbout({ x: 0, y: 0, z: 1 }, -10 * DEG2RAD);
      expect(unityToAngleAxis({ x: -long.x, y: -long.y, z: -long.z, w: -long.w }, axis)).toBeCloseTo(350, 9);
      // Euler applies z, then x, then y.
      const euler = unityEuler(quat(), 30, 40, 50);
      const expected = compose(
        rotationAbout({ x: 0, y: 1, z: 0 }, 40 * DEG2RAD),
        compose(rotationAbout({ x: 1, y: 0, z: 0 }, 30 * DEG2RAD), rotationAbout({ x: 0, y: 0, z: 1 }, 50 * DEG2RAD)),
      );
      close(euler as unknown as Vec3Like, expected as unknown as Vec3Like, 1e-15);
    },
  );
});

describe('ComputeTorque as published', () => {
  const sphere: UnityRigidbody = {
    rotation: quat(),
    angularVelocity: vec3(),
    inertiaTensor: { x: 2, y: 2, z: 2 },
    inertiaTensorRotation: quat(),
  };

  it('returns I·Δω, an impulse: the corrected torque times dt (a 60° turn of a sphere at rest)', () => {
    const desired = rotationAbout(unitVector(0.3, 0.3), 60 * DEG2RAD);
    const published = publishedComputeTorque(sphere, desired, DT, vec3());
    const corrected = correctedComputeTorque().update(
      {
        orientation: sphere.rotation,
        desiredOrientation: desired,
        angularVelocity: vec3(),
        dt: DT,
        inertia: { moments: sphere.inertiaTensor, frame: quat() },
        limit: { maxAngularAcceleration: 1e9 },
      },
      vec3(),
    );
    close(published, scaled(corrected, DT), 1e-9);
  });

  it('takes no short way: a target 10° the other way round is turned 350°', () => {
    const desired = rotationAbout({ x: 0, y: 0, z: 1 }, -10 * DEG2RAD);
    // Written with w < 0 (the same rotation): ToAngleAxis reads 350° about +z.
    const published = publishedComputeTorque(sphere, { x: -desired.x, y: -desired.y, z: -desired.z, w: -desired.w }, DT, vec3());
    close(published, { x: 0, y: 0, z: (2 * 350 * DEG2RAD) / DT });
    const corrected = correctedComputeTorque().update(
      {
        orientation: quat(),
        desiredOrientation: desired,
        angularVelocity: vec3(),
        dt: DT,
        inertia: { moments: sphere.inertiaTensor, frame: quat() },
        limit: { maxAngularAcceleration: 1e9 },
      },
      vec3(),
    );
    close(scaled(corrected, DT), { x: 0, y: 0, z: (-2 * 10 * DEG2RAD) / DT });
  });

  it('maps into the inertia frame the converse way: Rᵀ·D·R·Δω where the body tensor is R·D·Rᵀ', () => {
    const body: UnityRigidbody = {
      rotation: rotationAbout(unitVector(0.8, 0.1), 0.7),
      angularVelocity: { x: 0.2, y: -0.1, z: 0.3 },
      inertiaTensor: { x: 1, y: 3, z: 6 },
      inertiaTensorRotation: rotationAbout(unitVector(0.4, 0.2), 0.9),
    };
    const desired = rotationAbout(unitVector(0.1, 0.6), 1.2);
    const published = publishedComputeTorque(body, desired, DT, vec3());
    // Δω (world) as the article forms it, then both tensors in the body frame.
    const relative = compose(desired, { x: -body.rotation.x, y: -body.rotation.y, z: -body.rotation.z, w: body.rotation.w });
    const angle = 2 * Math.acos(relative.w);
    const axis = { x: relative.x / Math.sin(angle / 2), y: relative.y / Math.sin(angle / 2), z: relative.z / Math.sin(angle / 2) };
    const deltaOmega = {
      x: (axis.x * angle) / DT - body.angularVelocity.x,
      y: (axis.y * angle) / DT - body.angularVelocity.y,
      z: (axis.z * angle) / DT - body.angularVelocity.z,
    };
    const local = transposeTimes(matrixOf(body.rotation), deltaOmega);
    const conjugateFrame = {
      ...body.inertiaTensorRotation,
      x: -body.inertiaTensorRotation.x,
      y: -body.inertiaTensorRotation.y,
      z: -body.inertiaTensorRotation.z,
    };
    const swapped = times(matrixOf(body.rotation), times(bodyInertiaMatrix({ moments: body.inertiaTensor, frame: conjugateFrame }), local));
    const right = times(
      matrixOf(body.rotation),
      times(bodyInertiaMatrix({ moments: body.inertiaTensor, frame: body.inertiaTensorRotation }), local),
    );
    close(published, swapped, 1e-12);
    expect(Math.hypot(published.x - right.x, published.y - right.y, published.z - right.z)).toBeGreaterThan(
      0.1 * Math.hypot(right.x, right.y, right.z),
    );
  });
});

describe('the Stable Torque PD Controller as published', () => {
  it(
    'computes ksg and kdg and applies kp and kd: its torque is the forward PD, kp·θ·n − kd·ω, whatever dt (f 6, damping 1, ' +
      'principal axes the body’s)',
    () => {
      const body: UnityRigidbody = {
        rotation: rotationAbout(unitVector(0.2, 0.5), 0.4),
        angularVelocity: { x: 0.5, y: 0.1, z: -0.2 },
        inertiaTensor: { x: 1, y: 2, z: 3 },
        inertiaTensorRotation: quat(),
      };
      const desired = unityEuler(quat(), 45, 45, 34);
      const gains = publishedTorquePdGains(6, 1, DT);
      expect(gains.kp).toBe(324);
      expect(gains.kd).toBe(27);
      expect(gains.ksg).toBeCloseTo(324 / (1 + 27 * DT + 324 * DT * DT), 12);
      const atOneStep = publishedStableTorquePd(body, desired, 6, 1, DT, vec3());
      const atAnother = publishedStableTorquePd(body, desired, 6, 1, DT / 4, vec3());
      close(atAnother, atOneStep, 0);
      // kp·θ·n − kd·ω through the body's tensor (R_w = q when the principal axes are the body's).
      const relative = compose(desired, { x: -body.rotation.x, y: -body.rotation.y, z: -body.rotation.z, w: body.rotation.w });
      const sign = relative.w < 0 ? -1 : 1;
      const angle = 2 * Math.acos(sign * relative.w);
      const n = scaled({ x: relative.x, y: relative.y, z: relative.z }, sign / Math.sin(angle / 2));
      const alpha = {
        x: gains.kp * angle * n.x - gains.kd * body.angularVelocity.x,
        y: gains.kp * angle * n.y - gains.kd * body.angularVelocity.y,
        z: gains.kp * angle * n.z - gains.kd * body.angularVelocity.z,
      };
      const q = matrixOf(body.rotation);
      close(atOneStep, times(q, times(bodyInertiaMatrix({ moments: body.inertiaTensor, frame: quat() }), transposeTimes(q, alpha))), 1e-12);
    },
  );

  it('composes inertiaTensorRotation * rotation where the principal frame in the world is rotation * inertiaTensorRotation', () => {
    const frame = rotationAbout(unitVector(0.7, 0.7), 1.1);
    const body: UnityRigidbody = {
      rotation: rotationAbout(unitVector(0.2, 0.5), 0.9),
      angularVelocity: vec3(),
      inertiaTensor: { x: 1, y: 2, z: 6 },
      inertiaTensorRotation: frame,
    };
    const desired = rotationAbout(unitVector(0.9, 0.4), 0.8);
    const published = publishedStableTorquePd(body, desired, 2, 1, DT, vec3());
    const { kp } = publishedTorquePdGains(2, 1, DT);
    const relative = compose(desired, { x: -body.rotation.x, y: -body.rotation.y, z: -body.rotation.z, w: body.rotation.w });
    const angle = 2 * Math.acos(relative.w);
    const alpha = scaled({ x: relative.x, y: relative.y, z: relative.z }, (kp * angle) / Math.sin(angle / 2));
    const through = (principalToWorld: ReturnType<typeof quat>): Vec3Like => {
      const m = matrixOf(principalToWorld);
      const p = transposeTimes(m, alpha);
      return times(m, { x: p.x * 1, y: p.y * 2, z: p.z * 6 });
    };
    close(published, through(compose(frame, body.rotation)), 1e-12);
    const right = through(compose(body.rotation, frame));
    expect(Math.hypot(published.x - right.x, published.y - right.y, published.z - right.z)).toBeGreaterThan(
      0.05 * Math.hypot(right.x, right.y, right.z),
    );
  });

  it('corrected: the stable PD with the article gains, whose torque does depend on dt', () => {
    const input = {
      orientation: quat(),
      desiredOrientation: rotationAbout({ x: 1, y: 0, z: 0 }, 0.5),
      angularVelocity: vec3(),
      dt: DT,
      inertia: { moments: { x: 1, y: 1, z: 1 }, frame: quat() },
      limit: { maxAngularAcceleration: 1e9 },
    };
    const { ksg } = publishedTorquePdGains(6, 1, DT);
    const torque = correctedStableTorquePd(6, 1).update(input, vec3());
    close(torque, { x: ksg * 0.5, y: 0, z: 0 }, 1e-12);
  });
});

describe('the force snippet', () => {
  it('as published divides by dt once: applied as a force for a step the body covers dt of the way; by dt² it lands on pNew', () => {
    const mass = 3;
    const position = { x: 1, y: 2, z: 0 };
    const velocity = { x: 0.5, y: 0, z: -1 };
    const target = { x: 1, y: 2, z: 3 };
    for (const [force, lands] of [
      [publishedForceToReach(mass, position, velocity, target, DT, vec3()), false],
      [forceToReach(mass, position, velocity, target, DT, vec3()), true],
    ] as const) {
      // One semi-implicit step: v += F/m·dt; p += v·dt.
      const v = { x: velocity.x + (force.x / mass) * DT, y: velocity.y + (force.y / mass) * DT, z: velocity.z + (force.z / mass) * DT };
      const p = { x: position.x + v.x * DT, y: position.y + v.y * DT, z: position.z + v.z * DT };
      const miss = Math.hypot(p.x - target.x, p.y - target.y, p.z - target.z);
      if (lands) expect(miss).toBeLessThan(1e-12);
      else expect(miss).toBeGreaterThan(2.9);
    }
  });
});
