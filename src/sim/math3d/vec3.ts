/**
 * Plain 3-D vectors `{ x, y, z }` (m, rad/s, N·m…) and the few operations the 3D controllers need,
 * each writing into an `out` it is given (which may be one of its inputs), so a step allocates nothing.
 */

/** A plain 3-D vector, JSON-able and engine-agnostic (three.js, Rapier and cannon-es vectors are all one). */
export interface Vec3Like {
  x: number;
  y: number;
  z: number;
}

/** A new vector (x, y, z) [default: 0, 0, 0]: for set-up, never in a step. */
export function vec3(x = 0, y = 0, z = 0): Vec3Like {
  return { x, y, z };
}

/** Writes (x, y, z) into `out` and returns it. */
export function setVec3(out: Vec3Like, x: number, y: number, z: number): Vec3Like {
  out.x = x;
  out.y = y;
  out.z = z;
  return out;
}

/** Copies `from` into `out` and returns it. */
export function copyVec3(out: Vec3Like, from: Readonly<Vec3Like>): Vec3Like {
  return setVec3(out, from.x, from.y, from.z);
}

/** a · b. */
export function dot(a: Readonly<Vec3Like>, b: Readonly<Vec3Like>): number {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

/** |v| (no overflow guard: the quantities here are far from 1e154). */
export function lengthOf(v: Readonly<Vec3Like>): number {
  return Math.sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
}

/** a × b into `out` (which may be a or b). */
export function cross(out: Vec3Like, a: Readonly<Vec3Like>, b: Readonly<Vec3Like>): Vec3Like {
  return setVec3(out, a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

/** a + s·b into `out` (which may be a or b). */
export function addScaled(out: Vec3Like, a: Readonly<Vec3Like>, b: Readonly<Vec3Like>, s: number): Vec3Like {
  return setVec3(out, a.x + s * b.x, a.y + s * b.y, a.z + s * b.z);
}

/** s·v into `out` (which may be v). */
export function scaleVec3(out: Vec3Like, v: Readonly<Vec3Like>, s: number): Vec3Like {
  return setVec3(out, s * v.x, s * v.y, s * v.z);
}

/**
 * v / |v| into `out` and returns |v|; a zero (or not finite) vector leaves `out` as it is and
 * returns its length (0, or NaN/∞), so the caller decides what a direction of nothing means.
 */
export function normalizeInto(out: Vec3Like, v: Readonly<Vec3Like>): number {
  const length = lengthOf(v);
  if (length > 0 && length < Number.POSITIVE_INFINITY) scaleVec3(out, v, 1 / length);
  return length;
}

/**
 * `v` into `out`, divided by its largest component when that is past 1e150 or under 1e-150 (so that
 * the squares of its length neither overflow nor underflow), else as it is, bit for bit: for the
 * aiming helpers, which use a direction only. Returns `out`.
 */
export function directionInRange(out: Vec3Like, v: Readonly<Vec3Like>): Vec3Like {
  const largest = Math.max(Math.abs(v.x), Math.abs(v.y), Math.abs(v.z));
  if (largest > 1e150 || (largest > 0 && largest < 1e-150)) return setVec3(out, v.x / largest, v.y / largest, v.z / largest);
  return setVec3(out, v.x, v.y, v.z);
}

/**
 * Any unit vector perpendicular to the unit vector `v`, into `out`: v crossed with the world axis
 * it is least aligned with, so the result is never short. For the degenerate cases of a half turn.
 */
export function anyPerpendicular(out: Vec3Like, v: Readonly<Vec3Like>): Vec3Like {
  const ax = Math.abs(v.x);
  const ay = Math.abs(v.y);
  const az = Math.abs(v.z);
  // v × e_i for the axis e_i of the smallest |v_i|.
  if (ax <= ay && ax <= az) setVec3(out, 0, v.z, -v.y);
  else if (ay <= az) setVec3(out, -v.z, 0, v.x);
  else setVec3(out, v.y, -v.x, 0);
  normalizeInto(out, out);
  return out;
}
