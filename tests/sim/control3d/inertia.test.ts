/**
 * The inertia tensor as the controllers take it: a box's moments, a tensor's frame turned within the
 * body, principal moments and frame found from a full matrix, and τ = I_world·α and nᵀ·I·n against
 * the matrices built here (R·F·diag(I)·Fᵀ·Rᵀ). The frame composes principal → body → world: q ⊗ F.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inertiaFromMatrix } from '../../../src/sim/control3d/inertiaFromMatrix';
import {
  boxInertia,
  inertiaAbout,
  inertiaTimes,
  principalFrameInWorld,
  rotateInertia,
  sphereInertia,
} from '../../../src/sim/control3d/InertiaTensor';
import { quat } from '../../../src/sim/math3d/quaternion';
import { vec3 } from '../../../src/sim/math3d/vec3';
import { bodyInertiaMatrix, matrixOf, rotationAbout, times, transposeTimes, unitVector } from './rigidBody3d';

const unit = fc
  .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([u, v]) => unitVector(u, v));
const rotation = fc.tuple(unit, fc.double({ min: 0, max: Math.PI, noNaN: true })).map(([axis, angle]) => rotationAbout(axis, angle));
const moment = fc.double({ min: 0.1, max: 10, noNaN: true });

describe('the inertia tensor', () => {
  it("a box's moments are m/12·(y² + z², x² + z², x² + y²); a sphere's 2/5·m·r²; bad sizes are refused naming them", () => {
    expect(boxInertia(12, { x: 1, y: 2, z: 3 }).moments).toEqual({ x: 13, y: 10, z: 5 });
    expect(sphereInertia(5, 2).moments).toEqual({ x: 8, y: 8, z: 8 });
    expect(() => boxInertia(0, { x: 1, y: 1, z: 1 })).toThrow(/^mass: must be a number > 0/);
    expect(() => boxInertia(1, { x: 1, y: -1, z: 1 })).toThrow(/^size\.y: must be a number > 0/);
  });

  it('inertiaTimes is R_w·diag(I)·R_wᵀ·v with R_w = q ⊗ F, and inertiaAbout is nᵀ·I_world·n (seed 31)', () => {
    fc.assert(
      fc.property(rotation, rotation, moment, moment, moment, unit, (orientation, frame, ix, iy, iz, n) => {
        const inertia = { moments: { x: ix, y: iy, z: iz }, frame };
        const world = principalFrameInWorld(quat(), inertia, orientation);
        const expected = times(matrixOf(orientation), times(bodyInertiaMatrix(inertia), transposeTimes(matrixOf(orientation), n)));
        const got = inertiaTimes(vec3(), inertia.moments, world, n);
        expect(Math.hypot(got.x - expected.x, got.y - expected.y, got.z - expected.z)).toBeLessThan(1e-12 * 10);
        expect(inertiaAbout(inertia.moments, world, n)).toBeCloseTo(n.x * expected.x + n.y * expected.y + n.z * expected.z, 12);
      }),
      { seed: 31, numRuns: 200 },
    );
  });

  it('rotateInertia turns the principal frame within the body: the body-frame tensor becomes Q·I_body·Qᵀ', () => {
    const inertia = { moments: { x: 1, y: 2, z: 5 }, frame: rotationAbout(unitVector(0.2, 0.7), 0.5) };
    const turn = rotationAbout(unitVector(0.9, 0.1), 1.1);
    const turned = rotateInertia(inertia, turn);
    const v = { x: 0.3, y: -0.4, z: 1.2 };
    const expected = times(matrixOf(turn), times(bodyInertiaMatrix(inertia), transposeTimes(matrixOf(turn), v)));
    const got = times(bodyInertiaMatrix(turned), v);
    expect(Math.hypot(got.x - expected.x, got.y - expected.y, got.z - expected.z)).toBeLessThan(1e-12);
    expect(turned.moments).toEqual(inertia.moments);
  });

  it('inertiaFromMatrix finds the moments and frame of a full matrix (Jacobi), and gives the matrix back (seed 32)', () => {
    fc.assert(
      fc.property(rotation, moment, moment, moment, (frame, ix, iy, iz) => {
        const matrix = bodyInertiaMatrix({ moments: { x: ix, y: iy, z: iz }, frame });
        const found = inertiaFromMatrix([...matrix]);
        const again = bodyInertiaMatrix(found);
        for (let i = 0; i < 9; i++) expect(Math.abs((again[i] as number) - (matrix[i] as number))).toBeLessThan(1e-10);
        expect([found.moments.x, found.moments.y, found.moments.z].sort((a, b) => a - b).map((m) => m.toFixed(9))).toEqual(
          [ix, iy, iz].sort((a, b) => a - b).map((m) => m.toFixed(9)),
        );
        expect(Math.hypot(found.frame.x, found.frame.y, found.frame.z, found.frame.w)).toBeCloseTo(1, 12);
      }),
      { seed: 32, numRuns: 200 },
    );
    expect(() => inertiaFromMatrix([1, 2, 0, 0, 1, 0, 0, 0, 1])).toThrow(/^matrix: must be symmetric/);
    expect(() => inertiaFromMatrix([1, 0, 0, 0, -1, 0, 0, 0, 1])).toThrow(/^matrix: must be positive definite/);
    expect(() => inertiaFromMatrix([1, 0, 0])).toThrow(/^matrix: must be 9 numbers/);
  });
});
