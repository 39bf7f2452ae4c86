/**
 * Orientations that aim a body: the smallest rotation taking one direction onto another, and a
 * look rotation (a forward axis onto a direction, an up axis as near an up vector as it can be).
 * The algebra of "face the target" (cannon.js #322, Godot's `look_at`); the controllers turn to them.
 */
import { multiplyQuat, quatFromAxisAngle, rotateVec3, setQuat, type QuatLike } from './quaternion';
import { addScaled, anyPerpendicular, cross, dot, normalizeInto, type Vec3Like } from './vec3';

const unitFrom = { x: 0, y: 0, z: 0 };
const unitTo = { x: 0, y: 0, z: 0 };
const axis = { x: 0, y: 0, z: 0 };
const turnedUp = { x: 0, y: 0, z: 0 };
const wantedUp = { x: 0, y: 0, z: 0 };
const roll: QuatLike = { x: 0, y: 0, z: 0, w: 1 };

/**
 * The smallest rotation taking the direction `from` onto the direction `to` (neither need be unit,
 * neither may be zero), into `out`: about from × to, by the angle between them. Opposite
 * directions have no smallest rotation: then a half turn about an axis perpendicular to `from`
 * (anyPerpendicular), the same one every time for the same `from`.
 */
export function shortestArc(out: QuatLike, from: Readonly<Vec3Like>, to: Readonly<Vec3Like>): QuatLike {
  normalizeInto(unitFrom, from);
  normalizeInto(unitTo, to);
  // q = (from × to, 1 + from·to) normalised: the half-angle form. Its angle is exact to rounding but
  // δ away from a half turn, where 1 + from·to ≈ δ²/2 carries an error of about 1e-16/δ rad.
  cross(axis, unitFrom, unitTo);
  const w = 1 + dot(unitFrom, unitTo);
  if (!(w > 0) || (axis.x === 0 && axis.y === 0 && axis.z === 0 && w < 1)) {
    anyPerpendicular(axis, unitFrom);
    return setQuat(out, axis.x, axis.y, axis.z, 0);
  }
  const length = Math.sqrt(axis.x * axis.x + axis.y * axis.y + axis.z * axis.z + w * w);
  return setQuat(out, axis.x / length, axis.y / length, axis.z / length, w / length);
}

/**
 * The orientation (body → world) that points the body's `forwardAxis` (body frame) along `direction`
 * (world) and its `upAxis` (body frame) as near `up` (world) as it can be: `up` less its part along
 * `direction`. Into `out`. With `up` along `direction` (looking straight up or down) the roll is
 * left where the smallest arc puts it. `upAxis` need not be perpendicular to `forwardAxis`: its part
 * along it is ignored. Vectors need not be unit; `direction`, `forwardAxis` and the two axes' cross
 * product must not be zero (the caller checks).
 */
export function lookRotation(
  out: QuatLike,
  direction: Readonly<Vec3Like>,
  up: Readonly<Vec3Like>,
  forwardAxis: Readonly<Vec3Like>,
  upAxis: Readonly<Vec3Like>,
): QuatLike {
  shortestArc(out, forwardAxis, direction);
  // The body's up axis once its forward axis is on the direction, and the up wanted, both ⟂ the direction.
  normalizeInto(unitTo, direction);
  rotateVec3(turnedUp, out, upAxis);
  addScaled(turnedUp, turnedUp, unitTo, -dot(turnedUp, unitTo));
  addScaled(wantedUp, up, unitTo, -dot(up, unitTo));
  if (!(normalizeInto(turnedUp, turnedUp) > 0) || !(normalizeInto(wantedUp, wantedUp) > 1e-12 * Math.sqrt(dot(up, up)))) return out;
  // Roll about the direction by the signed angle from the turned up to the wanted one.
  cross(axis, turnedUp, wantedUp);
  const angle = Math.atan2(dot(axis, unitTo), dot(turnedUp, wantedUp));
  quatFromAxisAngle(roll, unitTo, angle);
  return multiplyQuat(out, roll, out);
}
