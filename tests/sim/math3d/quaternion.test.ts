/**
 * The quaternion algebra the 3D controllers stand on, against rotation matrices built here (the
 * test integrator's): products compose rotations, rotating by q and by its inverse are each other's
 * undoing, the short rotation vector has the angle and axis it was made from, and the aiming helpers
 * point what they say where they say.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookRotation, shortestArc } from '../../../src/sim/math3d/aim';
import {
  multiplyByInverse,
  multiplyQuat,
  quat,
  quatFromRotationVector,
  rotateVec3,
  rotateVec3ByInverse,
  shortRotationVector,
} from '../../../src/sim/math3d/quaternion';
import { anyPerpendicular, vec3 } from '../../../src/sim/math3d/vec3';
import { compose, matrixOf, rotationAbout, times, transposeTimes, unitVector } from '../control3d/rigidBody3d';

const unit = fc
  .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([u, v]) => unitVector(u, v));
const rotation = fc.tuple(unit, fc.double({ min: -Math.PI, max: Math.PI, noNaN: true })).map(([axis, angle]) => rotationAbout(axis, angle));
const vector = fc
  .tuple(
    fc.double({ min: -5, max: 5, noNaN: true }),
    fc.double({ min: -5, max: 5, noNaN: true }),
    fc.double({ min: -5, max: 5, noNaN: true }),
  )
  .map(([x, y, z]) => ({ x, y, z }));

const close = (a: { x: number; y: number; z: number }, b: { x: number; y: number; z: number }, tolerance = 1e-12): boolean =>
  Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z) <= tolerance * Math.max(1, Math.hypot(b.x, b.y, b.z));

describe('quaternions as rotations', () => {
  it(
    'rotateVec3 is the rotation matrix, rotateVec3ByInverse its transpose, multiplyQuat composes (b, then a), multiplyByInverse is ' +
      'a ⊗ b⁻¹ (seed 21)',
    () => {
      fc.assert(
        fc.property(rotation, rotation, vector, (a, b, v) => {
          expect(close(rotateVec3(vec3(), a, v), times(matrixOf(a), v))).toBe(true);
          expect(close(rotateVec3ByInverse(vec3(), a, v), transposeTimes(matrixOf(a), v))).toBe(true);
          expect(close(rotateVec3(vec3(), multiplyQuat(quat(), a, b), v), times(matrixOf(a), times(matrixOf(b), v)))).toBe(true);
          const ab = multiplyByInverse(quat(), a, b);
          expect(close(rotateVec3(vec3(), ab, rotateVec3(vec3(), b, v)), rotateVec3(vec3(), a, v))).toBe(true);
        }),
        { seed: 21, numRuns: 200 },
      );
    },
  );

  it(
    'the short rotation vector is θ·n for a rotation by θ ∈ [0, π] about n, and (π·2 − θ)·(−n) past π; quatFromRotationVector ' +
      'undoes it (seed 22)',
    () => {
      fc.assert(
        fc.property(unit, fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.boolean(), (axis, angle, negate) => {
          const q = rotationAbout(axis, angle);
          const sign = negate ? -1 : 1; // q and −q are one rotation
          const e = shortRotationVector(vec3(), { x: sign * q.x, y: sign * q.y, z: sign * q.z, w: sign * q.w });
          const expected =
            angle <= Math.PI
              ? { x: angle * axis.x, y: angle * axis.y, z: angle * axis.z }
              : { x: (angle - 2 * Math.PI) * axis.x, y: (angle - 2 * Math.PI) * axis.y, z: (angle - 2 * Math.PI) * axis.z };
          expect(close(e, expected, 1e-9)).toBe(true);
          const back = quatFromRotationVector(quat(), e);
          const v = { x: 0.3, y: -1, z: 2 };
          expect(close(rotateVec3(vec3(), back, v), rotateVec3(vec3(), q, v), 1e-9)).toBe(true);
        }),
        { seed: 22, numRuns: 200 },
      );
    },
  );

  it(
    'shortestArc takes one direction onto another by the angle between them, and a half turn about a perpendicular when they are ' +
      'opposite (seed 23)',
    () => {
      fc.assert(
        fc.property(unit, unit, (from, to) => {
          // δ from a half turn the arc's angle is good to about 1e-16/δ (shortestArc's note): not tested within 1e-6 of one.
          if (Math.hypot(from.x + to.x, from.y + to.y, from.z + to.z) < 1e-6) return;
          const arc = shortestArc(quat(), { x: 2 * from.x, y: 2 * from.y, z: 2 * from.z }, to);
          expect(close(rotateVec3(vec3(), arc, from), to, 1e-9)).toBe(true);
          const angle = Math.acos(Math.max(-1, Math.min(1, from.x * to.x + from.y * to.y + from.z * to.z)));
          expect(2 * Math.acos(Math.min(1, Math.abs(arc.w)))).toBeCloseTo(angle, 6);
        }),
        { seed: 23, numRuns: 200 },
      );
      const opposite = shortestArc(quat(), { x: 0, y: 0, z: 1 }, { x: 0, y: 0, z: -1 });
      expect(close(rotateVec3(vec3(), opposite, { x: 0, y: 0, z: 1 }), { x: 0, y: 0, z: -1 })).toBe(true);
      const perpendicular = anyPerpendicular(vec3(), { x: 0.6, y: 0.8, z: 0 });
      expect(Math.abs(perpendicular.x * 0.6 + perpendicular.y * 0.8)).toBeLessThan(1e-15);
    },
  );

  it('lookRotation points the forward axis along the direction and the up axis as near up as it can be (seed 24)', () => {
    fc.assert(
      fc.property(unit, unit, (direction, up) => {
        if (Math.abs(direction.x * up.x + direction.y * up.y + direction.z * up.z) > 0.999) return;
        const q = lookRotation(quat(), direction, up, { x: 0, y: 0, z: 1 }, { x: 0, y: 1, z: 0 });
        expect(close(rotateVec3(vec3(), q, { x: 0, y: 0, z: 1 }), direction, 1e-9)).toBe(true);
        // The body's up is the world's up less its part along the direction, normalised.
        const along = direction.x * up.x + direction.y * up.y + direction.z * up.z;
        const wanted = { x: up.x - along * direction.x, y: up.y - along * direction.y, z: up.z - along * direction.z };
        const length = Math.hypot(wanted.x, wanted.y, wanted.z);
        expect(
          close(rotateVec3(vec3(), q, { x: 0, y: 1, z: 0 }), { x: wanted.x / length, y: wanted.y / length, z: wanted.z / length }, 1e-9),
        ).toBe(true);
      }),
      { seed: 24, numRuns: 200 },
    );
    // Composed with a rotation, as a check of the test's own compose.
    expect(
      close(rotateVec3(vec3(), compose(rotationAbout({ x: 0, y: 0, z: 1 }, Math.PI / 2), quat()), { x: 1, y: 0, z: 0 }), {
        x: 0,
        y: 1,
        z: 0,
      }),
    ).toBe(true);
  });
});
