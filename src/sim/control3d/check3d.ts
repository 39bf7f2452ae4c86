/**
 * The checks of the 3D controllers' arguments: vectors, unit quaternions and bounded numbers, each
 * refusal a TypeError (not a number, not an object) or a RangeError (NaN, ∞, out of range) that
 * names the argument, its range and what it got. Checks only: nothing is changed by them.
 */
import { shownValue } from '../control/checkSettings';
import { describeRange, isInRange, type NumberRange } from '../validation/numberRange';
import type { QuatLike } from '../math3d/quaternion';
import type { Vec3Like } from '../math3d/vec3';

/**
 * How far from 1 the length of a quaternion given as a rotation may be: 1e-4. An engine's float32
 * quaternion is within about 1e-7 of unit (Rapier's, Unity's), and a few float32 operations by the
 * caller keep it within 1e-6; a quaternion that is no rotation (a zero one, Euler angles in its
 * slots, a sum of two) is far outside. Within it, the controllers divide by the length.
 */
export const UNIT_QUATERNION_TOLERANCE = 1e-4;

/** Any finite number. */
const ANY_FINITE: NumberRange = Object.freeze({});

/** `value` as an object whose keys can be read; a TypeError naming `name` when it is not one. */
function objectNamed(value: unknown, name: string, shape: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw new TypeError(`${name}: must be an object ${shape}, got ${shownValue(value)}`);
  return value as Record<string, unknown>;
}

/** Checks that `value` is a number within `range`; TypeError or RangeError naming `name`. */
export function checkNumber(value: unknown, name: string, range: NumberRange): number {
  if (typeof value !== 'number' || !isInRange(value, range)) refuseNumber(value, name, range);
  return value;
}

/** The refusal of a number outside `range`: a TypeError when it is no number, else a RangeError. */
function refuseNumber(value: unknown, name: string, range: NumberRange): never {
  const Refusal = typeof value === 'number' ? RangeError : TypeError;
  throw new Refusal(`${name}: must be ${describeRange(range)}, got ${shownValue(value)}`);
}

/**
 * Checks component `key` of `vector` against `range`, the name `name.key` made only for a refusal: these checks run on every step of
 * every 3D body, and a name built each time would be garbage each time.
 */
function checkComponent(vector: Record<string, unknown>, key: string, name: string, range: NumberRange): void {
  const value = vector[key];
  if (typeof value !== 'number' || !isInRange(value, range)) refuseNumber(value, `${name}.${key}`, range);
}

/** Checks that `value` is a vector {x, y, z} whose components are each within `range` [default: any finite number]. */
export function checkVec3(value: unknown, name: string, range: NumberRange = {}): Vec3Like {
  const vector = objectNamed(value, name, '{x, y, z}');
  checkComponent(vector, 'x', name, range);
  checkComponent(vector, 'y', name, range);
  checkComponent(vector, 'z', name, range);
  return value as Vec3Like;
}

/**
 * Checks that `value` is a unit quaternion {x, y, z, w} of finite numbers, its length within
 * {@link UNIT_QUATERNION_TOLERANCE} of 1.
 */
export function checkUnitQuaternion(value: unknown, name: string): QuatLike {
  const q = objectNamed(value, name, '{x, y, z, w}');
  checkComponent(q, 'x', name, ANY_FINITE);
  checkComponent(q, 'y', name, ANY_FINITE);
  checkComponent(q, 'z', name, ANY_FINITE);
  checkComponent(q, 'w', name, ANY_FINITE);
  const { x, y, z, w } = value as QuatLike;
  const length = Math.sqrt(x * x + y * y + z * z + w * w);
  if (!(Math.abs(length - 1) <= UNIT_QUATERNION_TOLERANCE)) {
    throw new RangeError(`${name}: must be a unit quaternion (its length within ${UNIT_QUATERNION_TOLERANCE} of 1), got length ${length}`);
  }
  return value as QuatLike;
}

/** Checks an optional vector: undefined passes; anything else as {@link checkVec3}. */
export function checkOptionalVec3(value: unknown, name: string, range: NumberRange): void {
  if (value !== undefined) checkVec3(value, name, range);
}
