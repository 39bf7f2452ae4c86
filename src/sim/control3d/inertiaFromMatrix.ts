/**
 * An inertia tensor given as a symmetric 3×3 matrix (Godot's basis, a CAD tool's table) turned into
 * principal moments and their frame, the form the 3D controllers take: Jacobi's eigenvalue method.
 */
import { quat, setQuat, type QuatLike } from '../math3d/quaternion';
import { shownValue } from '../control/checkSettings';
import { checkNumber } from './check3d';
import { checkInertia, type InertiaTensor } from './InertiaTensor';

/** Jacobi sweeps at most: a 3×3 symmetric matrix converges to double precision in 5 or 6. */
const MAX_SWEEPS = 50;

/** Entry (row, column) of a 3×3 matrix stored row by row. */
function at(m: readonly number[], row: number, column: number): number {
  return m[row * 3 + column] as number;
}

/**
 * The principal moments and frame of the symmetric inertia matrix `matrix` (kg·m², 9 numbers, row
 * by row; a symmetric matrix reads the same by columns, as three.js and Godot store them), in the
 * body frame: I_body = F·diag(moments)·Fᵀ. Off-diagonal entries are the products of inertia with
 * their signs as in the matrix (I_xy = −Σ m·x·y). Throws a RangeError naming `matrix` when it is not
 * nine finite numbers, not symmetric (within 1e-9 of its largest entry) or not positive definite.
 */
export function inertiaFromMatrix(matrix: readonly number[]): InertiaTensor {
  if (!Array.isArray(matrix) || matrix.length !== 9)
    throw new TypeError(`matrix: must be 9 numbers (a 3×3 matrix, row by row), got ${shownValue(matrix)}`);
  matrix.forEach((value, index) => checkNumber(value, `matrix[${index}]`, {}));
  const a = [...matrix];
  const scale = Math.max(...a.map(Math.abs));
  for (const [i, j] of [
    [1, 3],
    [2, 6],
    [5, 7],
  ] as const) {
    if (Math.abs((a[i] as number) - (a[j] as number)) > 1e-9 * scale)
      throw new RangeError(`matrix: must be symmetric (matrix[${i}] = matrix[${j}]), got ${a[i]} and ${a[j]}`);
  }
  // v holds the eigenvectors as its columns; each rotation zeroes one off-diagonal pair of a.
  const v = [1, 0, 0, 0, 1, 0, 0, 0, 1];
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    const off = Math.abs(at(a, 0, 1)) + Math.abs(at(a, 0, 2)) + Math.abs(at(a, 1, 2));
    if (off <= 1e-15 * scale) break;
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const apq = at(a, p, q);
      if (apq === 0) continue;
      const theta = (at(a, q, q) - at(a, p, p)) / (2 * apq);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const c = 1 / Math.sqrt(t * t + 1);
      const s = t * c;
      // a ← Jᵀ·a·J and v ← v·J for the rotation J in the (p, q) plane.
      for (let k = 0; k < 3; k++) {
        const akp = at(a, k, p);
        const akq = at(a, k, q);
        a[k * 3 + p] = c * akp - s * akq;
        a[k * 3 + q] = s * akp + c * akq;
      }
      for (let k = 0; k < 3; k++) {
        const apk = at(a, p, k);
        const aqk = at(a, q, k);
        a[p * 3 + k] = c * apk - s * aqk;
        a[q * 3 + k] = s * apk + c * aqk;
      }
      for (let k = 0; k < 3; k++) {
        const vkp = at(v, k, p);
        const vkq = at(v, k, q);
        v[k * 3 + p] = c * vkp - s * vkq;
        v[k * 3 + q] = s * vkp + c * vkq;
      }
    }
  }
  const moments = { x: at(a, 0, 0), y: at(a, 1, 1), z: at(a, 2, 2) };
  if (!(moments.x > 0 && moments.y > 0 && moments.z > 0))
    throw new RangeError(
      `matrix: must be positive definite (a body's inertia), got principal moments ${moments.x}, ${moments.y}, ${moments.z}`,
    );
  // A rotation, not a reflection: turn the third axis round if the columns are left-handed.
  const det =
    at(v, 0, 0) * (at(v, 1, 1) * at(v, 2, 2) - at(v, 1, 2) * at(v, 2, 1)) -
    at(v, 0, 1) * (at(v, 1, 0) * at(v, 2, 2) - at(v, 1, 2) * at(v, 2, 0)) +
    at(v, 0, 2) * (at(v, 1, 0) * at(v, 2, 1) - at(v, 1, 1) * at(v, 2, 0));
  if (det < 0) for (let k = 0; k < 3; k++) v[k * 3 + 2] = -at(v, k, 2);
  return checkInertia({ moments, frame: quatFromMatrix(quat(), v) });
}

/**
 * The unit quaternion of the rotation matrix `m` (9 numbers, row by row), into `out`: Shepperd's method, from the largest of w, x, y, z.
 */
function quatFromMatrix(out: QuatLike, m: readonly number[]): QuatLike {
  const [m00, m01, m02, m10, m11, m12, m20, m21, m22] = m as [number, number, number, number, number, number, number, number, number];
  const trace = m00 + m11 + m22;
  if (trace > 0) {
    const s = 2 * Math.sqrt(trace + 1);
    return setQuat(out, (m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, s / 4);
  }
  if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    return setQuat(out, s / 4, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s);
  }
  if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    return setQuat(out, (m01 + m10) / s, s / 4, (m12 + m21) / s, (m02 - m20) / s);
  }
  const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
  return setQuat(out, (m02 + m20) / s, (m12 + m21) / s, s / 4, (m10 - m01) / s);
}
