/**
 * The wanted orientations of "face the target": with the roll left free (the smallest turn that
 * points the nose) or with an up vector kept (a look rotation). Hand either to AttitudeController.
 */
import { lookRotation as lookRotationOf, shortestArc } from '../math3d/aim';
import { multiplyQuat, normalizeQuat, rotateVec3, type QuatLike } from '../math3d/quaternion';
import { directionInRange, lengthOf, type Vec3Like } from '../math3d/vec3';
import { checkUnitQuaternion, checkVec3 } from './check3d';

/** The body axis a body faces along when none is given: +z (glTF's, three.js's `lookAt` of an object, Unity's; Godot's is −z). */
export const DEFAULT_FORWARD_AXIS: Readonly<Vec3Like> = /* @__PURE__ */ Object.freeze({ x: 0, y: 0, z: 1 });

/** The body axis that stays up when none is given: +y (glTF's, three.js's, Unity's, Godot's). */
export const DEFAULT_UP_AXIS: Readonly<Vec3Like> = /* @__PURE__ */ Object.freeze({ x: 0, y: 1, z: 0 });

const forwardInWorld = { x: 0, y: 0, z: 0 };
const arc: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
const unit: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
// The arguments as directions whose squares neither overflow nor underflow (directionInRange).
const directionScaled = { x: 0, y: 0, z: 0 };
const upScaled = { x: 0, y: 0, z: 0 };
const forwardScaled = { x: 0, y: 0, z: 0 };
const upAxisScaled = { x: 0, y: 0, z: 0 };

/** Checks a direction: a finite vector that is not zero; returns it divided into range (directionInRange) in `out`. */
export function checkDirection(value: unknown, name: string, out: Vec3Like = { x: 0, y: 0, z: 0 }): Vec3Like {
  const vector = checkVec3(value, name, {});
  if (vector.x === 0 && vector.y === 0 && vector.z === 0) throw new RangeError(`${name}: must not be zero (a direction), got (0, 0, 0)`);
  return directionInRange(out, vector);
}

/**
 * The orientation that points the body's `forwardAxis` (body frame) along `direction` (world) by the
 * smallest rotation from `orientation` (body → world), into `out`: roll is free, and stays where it
 * is. As the body turns toward it, this orientation stays put (the turn is about the arc's own
 * axis), so a controller may be given it afresh every step. Pointing straight away (180°) the arc's
 * axis is chosen perpendicular to the nose, the same one each time (the controller's hysteresis
 * keeps the side). Vectors of any finite size are taken (a component of 1e300 or 1e-300 too).
 * Allocation-free. @throws TypeError or RangeError naming a bad argument.
 */
export function faceDirection(
  out: QuatLike,
  orientation: Readonly<QuatLike>,
  direction: Readonly<Vec3Like>,
  forwardAxis: Readonly<Vec3Like> = DEFAULT_FORWARD_AXIS,
): QuatLike {
  checkUnitQuaternion(orientation, 'orientation');
  const towards = checkDirection(direction, 'direction', directionScaled);
  const forward = checkDirection(forwardAxis, 'forwardAxis', forwardScaled);
  normalizeQuat(unit, orientation);
  rotateVec3(forwardInWorld, unit, forward);
  shortestArc(arc, forwardInWorld, towards);
  return multiplyQuat(out, arc, unit);
}

/**
 * The orientation that points the body's `forwardAxis` along `direction` and turns its `upAxis`
 * (body frame) as near `up` (world) as it can be (Unity's `Quaternion.LookRotation`, Godot's
 * `looking_at`, with the axes yours), into `out`. Looking along `up` itself, the roll is that of the
 * smallest arc. Vectors of any finite size are taken (a component of 1e300 or 1e-300 too).
 * Allocation-free. @throws TypeError or RangeError naming a bad argument (`upAxis` along
 * `forwardAxis` included).
 */
export function lookRotation(
  out: QuatLike,
  direction: Readonly<Vec3Like>,
  up: Readonly<Vec3Like>,
  forwardAxis: Readonly<Vec3Like> = DEFAULT_FORWARD_AXIS,
  upAxis: Readonly<Vec3Like> = DEFAULT_UP_AXIS,
): QuatLike {
  const towards = checkDirection(direction, 'direction', directionScaled);
  const upward = directionInRange(upScaled, checkVec3(up, 'up', {}));
  const forward = checkDirection(forwardAxis, 'forwardAxis', forwardScaled);
  const upOfBody = checkDirection(upAxis, 'upAxis', upAxisScaled);
  const cosine = (forward.x * upOfBody.x + forward.y * upOfBody.y + forward.z * upOfBody.z) / (lengthOf(forward) * lengthOf(upOfBody));
  if (!(Math.abs(cosine) < 1 - 1e-9))
    throw new RangeError('upAxis: must not lie along forwardAxis (the up axis names the roll about the forward one)');
  return lookRotationOf(out, towards, upward, forward, upOfBody);
}
