/**
 * Unit quaternions `{ x, y, z, w }` as rotations (Hamilton's product, the convention of three.js,
 * Rapier, cannon-es, Unity and Godot alike): products, rotation of vectors, and the rotation vector.
 * Every function writes into an `out` it is given (which may be one of its inputs).
 */
import { setVec3, type Vec3Like } from './vec3';

/** A quaternion {x, y, z, w}: as an orientation, a unit one that rotates the body's frame into the world's. */
export interface QuatLike {
  x: number;
  y: number;
  z: number;
  w: number;
}

/** A new quaternion [default: the identity, no rotation]: for set-up, never in a step. */
export function quat(x = 0, y = 0, z = 0, w = 1): QuatLike {
  return { x, y, z, w };
}

/** Writes (x, y, z, w) into `out` and returns it. */
export function setQuat(out: QuatLike, x: number, y: number, z: number, w: number): QuatLike {
  out.x = x;
  out.y = y;
  out.z = z;
  out.w = w;
  return out;
}

/** Copies `from` into `out` and returns it. */
export function copyQuat(out: QuatLike, from: Readonly<QuatLike>): QuatLike {
  return setQuat(out, from.x, from.y, from.z, from.w);
}

/** |q|. */
export function quatLength(q: Readonly<QuatLike>): number {
  return Math.sqrt(q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w);
}

/** q / |q| into `out` (the identity for a zero quaternion). */
export function normalizeQuat(out: QuatLike, q: Readonly<QuatLike>): QuatLike {
  const length = quatLength(q);
  if (!(length > 0)) return setQuat(out, 0, 0, 0, 1);
  return setQuat(out, q.x / length, q.y / length, q.z / length, q.w / length);
}

/** The conjugate (x, y, z, w) → (−x, −y, −z, w): the inverse of a unit quaternion. */
export function conjugate(out: QuatLike, q: Readonly<QuatLike>): QuatLike {
  return setQuat(out, -q.x, -q.y, -q.z, q.w);
}

/** a ⊗ b into `out` (which may be a or b): the rotation b, then a. */
export function multiplyQuat(out: QuatLike, a: Readonly<QuatLike>, b: Readonly<QuatLike>): QuatLike {
  return setQuat(
    out,
    a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  );
}

/** a ⊗ b⁻¹ into `out` (which may be a or b), for unit b. */
export function multiplyByInverse(out: QuatLike, a: Readonly<QuatLike>, b: Readonly<QuatLike>): QuatLike {
  return setQuat(
    out,
    -a.w * b.x + a.x * b.w - a.y * b.z + a.z * b.y,
    -a.w * b.y + a.x * b.z + a.y * b.w - a.z * b.x,
    -a.w * b.z - a.x * b.y + a.y * b.x + a.z * b.w,
    a.w * b.w + a.x * b.x + a.y * b.y + a.z * b.z,
  );
}

/** The unit quaternion q rotates v: q·v·q⁻¹ into `out` (which may be v), as t = 2·(u × v), v + w·t + u × t. */
export function rotateVec3(out: Vec3Like, q: Readonly<QuatLike>, v: Readonly<Vec3Like>): Vec3Like {
  const { x, y, z, w } = q;
  const tx = 2 * (y * v.z - z * v.y);
  const ty = 2 * (z * v.x - x * v.z);
  const tz = 2 * (x * v.y - y * v.x);
  return setVec3(out, v.x + w * tx + (y * tz - z * ty), v.y + w * ty + (z * tx - x * tz), v.z + w * tz + (x * ty - y * tx));
}

/** The inverse rotation: q⁻¹·v·q into `out` (which may be v), for unit q (world → body for an orientation). */
export function rotateVec3ByInverse(out: Vec3Like, q: Readonly<QuatLike>, v: Readonly<Vec3Like>): Vec3Like {
  const { x, y, z, w } = q;
  const tx = 2 * (z * v.y - y * v.z);
  const ty = 2 * (x * v.z - z * v.x);
  const tz = 2 * (y * v.x - x * v.y);
  return setVec3(out, v.x + w * tx - (y * tz - z * ty), v.y + w * ty - (z * tx - x * tz), v.z + w * tz - (x * ty - y * tx));
}

/** The rotation by `angle` (rad) about the unit `axis`, into `out` (right hand: counter-clockwise seen from the axis' tip). */
export function quatFromAxisAngle(out: QuatLike, axis: Readonly<Vec3Like>, angle: number): QuatLike {
  const half = angle / 2;
  const s = Math.sin(half);
  return setQuat(out, axis.x * s, axis.y * s, axis.z * s, Math.cos(half));
}

/** The rotation whose rotation vector is `e` (its axis e/|e|, its angle |e| rad), into `out`. */
export function quatFromRotationVector(out: QuatLike, e: Readonly<Vec3Like>): QuatLike {
  const angle = Math.hypot(e.x, e.y, e.z);
  if (angle === 0) return setQuat(out, 0, 0, 0, 1);
  const s = Math.sin(angle / 2) / angle;
  return setQuat(out, e.x * s, e.y * s, e.z * s, Math.cos(angle / 2));
}

/**
 * The rotation vector of q taken the short way, into `out`: its angle θ = 2·atan2(|v|, |w|) ∈ [0, π]
 * times its unit axis (q and −q are the same rotation; the sign with w ≥ 0 turns by at most π).
 * atan2 keeps full precision near 0 and near π, where acos(w) or asin(|v|) lose it; hypot keeps
 * it for a tiny |v|, whose squares would underflow.
 */
export function shortRotationVector(out: Vec3Like, q: Readonly<QuatLike>): Vec3Like {
  const sign = q.w < 0 ? -1 : 1;
  const s = Math.hypot(q.x, q.y, q.z);
  if (s === 0) return setVec3(out, 0, 0, 0);
  const scale = (sign * 2 * Math.atan2(s, sign * q.w)) / s;
  return setVec3(out, q.x * scale, q.y * scale, q.z * scale);
}
