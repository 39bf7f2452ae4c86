/**
 * Unity's quaternion and vector calls that the forces-and-torques article's 3D code uses, on plain
 * objects: what each does, so that the article's lines can be written here line for line.
 *
 * Converting Unity's conventions: its quaternions (x, y, z, w) and vectors are taken number for
 * number. `Quaternion * Quaternion` is Hamilton's product and `Quaternion * Vector3` is q·v·q⁻¹, the
 * same algebra as three.js's, Rapier's and ours; that Unity's axes are left-handed changes how a
 * rotation looks (a positive angle turns clockwise seen from the axis' tip) and what a cross product
 * points at on screen, but not one number of these formulas, so every result below is the one Unity
 * computes. What does change is units: Unity speaks degrees (`ToAngleAxis`, `Euler`), we radians.
 */
import { multiplyQuat, quatFromAxisAngle, type QuatLike } from '../../math3d/quaternion';
import { setVec3, type Vec3Like } from '../../math3d/vec3';

/** Unity's `Mathf.Deg2Rad`. */
export const DEG2RAD = 0.017453292519943295; // π/180, as a literal: a bundler keeps a computed constant it cannot prove pure

/**
 * What the article reads of a Unity rigidbody: its `transform.rotation`, `angularVelocity` (world, rad/s), `inertiaTensor` (the principal
 * moments) and `inertiaTensorRotation` (principal → body).
 */
export interface UnityRigidbody {
  rotation: QuatLike;
  angularVelocity: Vec3Like;
  inertiaTensor: Vec3Like;
  inertiaTensorRotation: QuatLike;
}

/**
 * `Quaternion.ToAngleAxis(out angle, out axis)`: the angle in DEGREES, in [0, 360] (2·acos(w): a
 * quaternion with w < 0 gives more than 180°, the long way round), written into `axis` (unit), which
 * is Vector3.right (1, 0, 0) for no rotation. Returns the angle. For a unit q.
 */
export function unityToAngleAxis(q: Readonly<QuatLike>, axis: Vec3Like): number {
  const w = Math.max(-1, Math.min(1, q.w));
  const angle = 2 * Math.acos(w);
  const s = Math.sqrt(1 - w * w);
  if (s < 1e-6) setVec3(axis, 1, 0, 0);
  else setVec3(axis, q.x / s, q.y / s, q.z / s);
  return angle / DEG2RAD;
}

/** `Vector3.Normalize()`: to unit length, or to zero when shorter than 1e-5 (Unity's cut-off). */
export function unityNormalize(v: Vec3Like): Vec3Like {
  const length = Math.sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
  return length > 1e-5 ? setVec3(v, v.x / length, v.y / length, v.z / length) : setVec3(v, 0, 0, 0);
}

/** `Vector3.Scale(other)`: each component times the other's, in place. */
export function unityScale(v: Vec3Like, other: Readonly<Vec3Like>): Vec3Like {
  return setVec3(v, v.x * other.x, v.y * other.y, v.z * other.z);
}

const turn: QuatLike = { x: 0, y: 0, z: 0, w: 1 };

/**
 * `Quaternion.Euler(x, y, z)` (degrees) into `out`: z degrees about z, then x about x, then y about y
 * (q = Ry ⊗ Rx ⊗ Rz), as Unity documents it.
 */
export function unityEuler(out: QuatLike, xDeg: number, yDeg: number, zDeg: number): QuatLike {
  quatFromAxisAngle(out, { x: 0, y: 1, z: 0 }, yDeg * DEG2RAD);
  multiplyQuat(out, out, quatFromAxisAngle(turn, { x: 1, y: 0, z: 0 }, xDeg * DEG2RAD));
  return multiplyQuat(out, out, quatFromAxisAngle(turn, { x: 0, y: 0, z: 1 }, zDeg * DEG2RAD));
}
