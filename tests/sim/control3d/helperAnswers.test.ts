/**
 * The 3D helpers the package exports answer rightly or refuse by name: lengths whose squares
 * overflow or underflow are taken (normalizeQuat, lookRotation, faceDirection, shortestArc), what
 * names no direction or rotation is refused (a zero vector or quaternion, a zero axis), a quaternion
 * that rotates must be unit, an answer that overflows is refused, a frozen out is refused, and the
 * inertia helpers hand out no tensor the controllers would refuse.
 */
import { describe, expect, it } from 'vitest';
import {
  boxInertia,
  faceDirection,
  lookRotation,
  multiplyQuat,
  normalizeQuat,
  quat,
  quatFromAxisAngle,
  rotateVec3,
  shortestArc,
  shortRotationVector,
  sphereInertia,
  torqueBudget,
  vec3,
} from '../../../src/controllers3d';

const close = (
  a: { x: number; y: number; z: number; w: number },
  b: { x: number; y: number; z: number; w: number },
  tolerance = 1e-15,
): boolean =>
  Math.abs(a.x - b.x) <= tolerance &&
  Math.abs(a.y - b.y) <= tolerance &&
  Math.abs(a.z - b.z) <= tolerance &&
  Math.abs(a.w - b.w) <= tolerance;

describe('lengths far from 1 are taken, as directions', () => {
  it(
    'normalizeQuat of (1e308, 1e308, 0, 0) is (√½, √½, 0, 0) and of ' + '(1e-300, 0, 0, 0) is (1, 0, 0, 0); a zero quaternion is refused',
    () => {
      expect(close(normalizeQuat(quat(), { x: 1e308, y: 1e308, z: 0, w: 0 }), { x: Math.SQRT1_2, y: Math.SQRT1_2, z: 0, w: 0 })).toBe(true);
      expect(normalizeQuat(quat(), { x: 1e-300, y: 0, z: 0, w: 0 })).toEqual({ x: 1, y: 0, z: 0, w: 0 });
      expect(normalizeQuat(quat(), { x: 0, y: 0, z: 0, w: 2 })).toEqual({ x: 0, y: 0, z: 0, w: 1 });
      expect(() => normalizeQuat(quat(), { x: 0, y: 0, z: 0, w: 0 })).toThrow(/^normalizeQuat\(q\): must not be \(0, 0, 0, 0\)/);
    },
  );

  it('lookRotation and faceDirection with components of 1e200 and 1e-200 answer as with the same directions of ordinary size', () => {
    const direction = { x: 3, y: -1, z: 2 };
    const up = { x: 0.2, y: 1, z: 0 };
    const ordinary = lookRotation(quat(), direction, up);
    for (const scale of [1e200, 1e-200, 5e-310]) {
      const big = lookRotation(
        quat(),
        { x: direction.x * scale, y: direction.y * scale, z: direction.z * scale },
        { x: up.x * scale, y: up.y * scale, z: up.z * scale },
      );
      expect(close(big, ordinary, 1e-12), `scale ${scale}: ${JSON.stringify(big)} against ${JSON.stringify(ordinary)}`).toBe(true);
    }
    const orientation = quatFromAxisAngle(quat(), { x: 0, y: 1, z: 0 }, 0.3);
    const faced = faceDirection(quat(), orientation, direction);
    expect(close(faceDirection(quat(), orientation, { x: 3e300, y: -1e300, z: 2e300 }), faced, 1e-12)).toBe(true);
    expect(close(faceDirection(quat(), orientation, { x: 3e-300, y: -1e-300, z: 2e-300 }), faced, 1e-12)).toBe(true);
  });

  it('shortestArc takes directions of any size and refuses a zero one by name (not a half turn about z)', () => {
    const ordinary = shortestArc(quat(), { x: 1, y: 0, z: 0 }, { x: 0, y: 1, z: 1 });
    expect(close(shortestArc(quat(), { x: 1e300, y: 0, z: 0 }, { x: 0, y: 1e-300, z: 1e-300 }), ordinary, 1e-15)).toBe(true);
    expect(() => shortestArc(quat(), { x: 0, y: 0, z: 0 }, { x: 1, y: 0, z: 0 })).toThrow(/^shortestArc\(from\): must not be zero/);
    expect(() => shortestArc(quat(), { x: 1, y: 0, z: 0 }, { x: 0, y: 0, z: 0 })).toThrow(/^shortestArc\(to\): must not be zero/);
  });

  it(
    'quatFromAxisAngle refuses a zero axis and gives a unit quaternion for an axis that is not unit; a unit axis answers bit for ' +
      'bit as before',
    () => {
      expect(() => quatFromAxisAngle(quat(), { x: 0, y: 0, z: 0 }, 1)).toThrow(/^quatFromAxisAngle\(axis\): must not be zero/);
      const q = quatFromAxisAngle(quat(), { x: 0, y: 3, z: 4 }, 1);
      expect(Math.hypot(q.x, q.y, q.z, q.w)).toBeCloseTo(1, 15);
      expect(close(q, quatFromAxisAngle(quat(), { x: 0, y: 0.6, z: 0.8 }, 1))).toBe(true);
      expect(quatFromAxisAngle(quat(), { x: 0, y: 0.6, z: 0.8 }, 1)).toEqual({
        x: 0,
        y: 0.6 * Math.sin(0.5),
        z: 0.8 * Math.sin(0.5),
        w: Math.cos(0.5),
      });
    },
  );
});

describe('what has no right answer is refused by name', () => {
  it('a quaternion that rotates must be unit; a zero one has no rotation vector; an answer that overflows is refused', () => {
    expect(() => rotateVec3(vec3(), { x: 0, y: 0, z: 0, w: 2 }, vec3(1, 0, 0))).toThrow(/^rotateVec3\(q\): must be a unit quaternion/);
    expect(() => shortRotationVector(vec3(), { x: 0, y: 0, z: 0, w: 0 })).toThrow(/^shortRotationVector\(q\): must not be \(0, 0, 0, 0\)/);
    expect(() => multiplyQuat(quat(), { x: 1e200, y: 0, z: 0, w: 1e200 }, { x: 1e200, y: 0, z: 0, w: 1e200 })).toThrow(
      /^multiplyQuat: its answer overflows/,
    );
  });

  it('a frozen out is refused by name, not by the engine\'s "Cannot assign to read only property"', () => {
    expect(() => normalizeQuat(Object.freeze(quat()), quat())).toThrow(
      /^normalizeQuat\(out\): must be an object whose fields can be written/,
    );
    expect(() => rotateVec3(Object.freeze(vec3()), quat(), vec3(1, 0, 0))).toThrow(
      /^rotateVec3\(out\): must be an object whose fields can be written/,
    );
  });

  it('boxInertia and sphereInertia refuse moments the controllers would refuse, naming the moment; in range they answer as before', () => {
    expect(() => boxInertia(1e15, { x: 1e6, y: 1e6, z: 1e6 })).toThrow(
      new RegExp(
        '^moments\\.x: a box of 1000000000000000 kg with edges 1000000 × 1000000 × 1000000 m has the moment .* outside the ' +
          '1e-12–1000000000000000 kg·m² the controllers take',
      ),
    );
    expect(() => boxInertia(1e-6, { x: 1e-6, y: 1e-6, z: 1 })).toThrow(/^moments\.z: a box/);
    expect(() => sphereInertia(1e-6, 1e-6)).toThrow(
      /^moments\.x: a sphere of 0\.000001 kg and radius 0\.000001 m has the moment [\d.]+e-19 kg·m² about x/,
    );
    expect(boxInertia(12, { x: 1, y: 2, z: 3 }).moments).toEqual({ x: 13, y: 10, z: 5 });
    expect(sphereInertia(5, 2).moments).toEqual({ x: 8, y: 8, z: 8 });
  });

  it(
    'torqueBudget takes Infinity for no limit about an axis, and an axis the turn does not load bounds nothing even when all ' +
      'of it is spent',
    () => {
      expect(torqueBudget({ x: Number.POSITIVE_INFINITY, y: 5, z: 0.1 }, { x: 0, y: 2, z: 0 }, { x: 0, y: 0, z: 0.1 })).toBe(2.5);
      expect(torqueBudget({ x: 6, y: 5, z: 0.1 }, { x: 0, y: 0.25, z: 0 }, { x: 0, y: 0, z: -0.1 })).toBe(20);
    },
  );
});
