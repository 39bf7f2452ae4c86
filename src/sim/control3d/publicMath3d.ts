/**
 * The 3D helpers as the package exports them: each checks its arguments (objects of finite numbers,
 * an out object to write into, a unit quaternion where it rotates, a direction that is not zero) and
 * refuses by name (`rotateVec3(q).w: must be …`) before calling the unchecked helper the controllers
 * use inside their step, and refuses an answer that overflowed rather than hand it out. No
 * allocation on the accepted path.
 */
import * as quaternion from '../math3d/quaternion';
import * as aim from '../math3d/aim';
import type { QuatLike } from '../math3d/quaternion';
import { setVec3, type Vec3Like } from '../math3d/vec3';
import { checkNumber, checkUnitQuaternion, checkVec3 } from './check3d';
import { checkDirection } from './faceDirection';
import * as inertiaTensor from './InertiaTensor';
import * as attitudeLimit from './AttitudeLimit';
import * as unity from './seed/unityConventions';
import * as computeTorque from './seed/publishedComputeTorque';
import * as stableTorquePd from './seed/publishedStableTorquePd';
import * as force from './seed/publishedForce';
import { givenValue } from '../validation/givenValue';

const ANY = {} as const;

/** Refuses anything but an object to write into, naming it. */
export function checkOut(value: unknown, name: string): void {
  if (typeof value !== 'object' || value === null)
    throw new TypeError(`${name}: must be an object to write the result into, got ${givenValue(value)}`);
  if (Object.isFrozen(value))
    throw new TypeError(`${name}: must be an object whose fields can be written (the result is written into it), got a frozen one`);
}

/** Refuses anything but a quaternion {x, y, z, w} of finite numbers (any length), naming it. */
export function checkQuat(value: unknown, name: string): QuatLike {
  checkVec3(value, name);
  checkNumber((value as QuatLike).w, `${name}.w`, ANY);
  return value as QuatLike;
}

/** Refuses a quaternion of four zeros, which is no rotation and has no direction to normalise to. */
function checkNotZeroQuat(q: Readonly<QuatLike>, name: string): void {
  if (q.x === 0 && q.y === 0 && q.z === 0 && q.w === 0)
    throw new RangeError(`${name}: must not be (0, 0, 0, 0) (no rotation has length 0)`);
}

/** `out` as a helper answers it, refused naming `owner` when a component overflowed (inputs near 1e308). */
function finiteAnswer<T extends Vec3Like>(out: T, owner: string): T {
  const w = (out as Partial<QuatLike>).w;
  if (!(Number.isFinite(out.x) && Number.isFinite(out.y) && Number.isFinite(out.z) && (w === undefined || Number.isFinite(w)))) {
    throw new RangeError(
      `${owner}: its answer overflows (${out.x}, ${out.y}, ${out.z}${w === undefined ? '' : `, ${w}`}): the arguments are too ` +
        `large to combine`,
    );
  }
  return out;
}

const axisScaled = { x: 0, y: 0, z: 0 };
const fromScaled = { x: 0, y: 0, z: 0 };
const toScaled = { x: 0, y: 0, z: 0 };

/** Refuses a Unity Rigidbody's fields that are not what the seed reads, naming them. */
function checkRigidbody(rigidbody: unknown, name: string): void {
  if (typeof rigidbody !== 'object' || rigidbody === null)
    throw new TypeError(
      `${name}: must be an object { rotation, angularVelocity, inertiaTensor, inertiaTensorRotation }, got ${givenValue(rigidbody)}`,
    );
  const body = rigidbody as Record<string, unknown>;
  checkUnitQuaternion(body.rotation, `${name}.rotation`);
  checkVec3(body.angularVelocity, `${name}.angularVelocity`);
  checkVec3(body.inertiaTensor, `${name}.inertiaTensor`, inertiaTensor.INERTIA_MOMENT_RANGE);
  checkUnitQuaternion(body.inertiaTensorRotation, `${name}.inertiaTensorRotation`);
}

/**
 * {@link quaternion.normalizeQuat}, checked: q/|q| into out, for q of any finite size; q = 0 is
 * refused. A length whose square overflows or underflows (components past 1e150 or under 1e-150) is
 * taken after dividing by the largest component, so (1e308, 1e308, 0, 0) gives (√½, √½, 0, 0).
 */
export function normalizeQuat(out: QuatLike, q: Readonly<QuatLike>): QuatLike {
  checkOut(out, 'normalizeQuat(out)');
  checkQuat(q, 'normalizeQuat(q)');
  checkNotZeroQuat(q, 'normalizeQuat(q)');
  const length = quaternion.quatLength(q);
  if (length >= 1e-150 && length <= 1e150) return quaternion.normalizeQuat(out, q);
  const largest = Math.max(Math.abs(q.x), Math.abs(q.y), Math.abs(q.z), Math.abs(q.w));
  return quaternion.normalizeQuat(out, quaternion.setQuat(out, q.x / largest, q.y / largest, q.z / largest, q.w / largest));
}

/** {@link quaternion.conjugate}, checked. */
export function conjugate(out: QuatLike, q: Readonly<QuatLike>): QuatLike {
  checkOut(out, 'conjugate(out)');
  checkQuat(q, 'conjugate(q)');
  return quaternion.conjugate(out, q);
}

/** {@link quaternion.multiplyQuat}, checked: a ⊗ b into out. */
export function multiplyQuat(out: QuatLike, a: Readonly<QuatLike>, b: Readonly<QuatLike>): QuatLike {
  checkOut(out, 'multiplyQuat(out)');
  checkQuat(a, 'multiplyQuat(a)');
  checkQuat(b, 'multiplyQuat(b)');
  return finiteAnswer(quaternion.multiplyQuat(out, a, b), 'multiplyQuat');
}

/** {@link quaternion.multiplyByInverse}, checked: a ⊗ b⁻¹ into out, b a unit quaternion (b⁻¹ is its conjugate). */
export function multiplyByInverse(out: QuatLike, a: Readonly<QuatLike>, b: Readonly<QuatLike>): QuatLike {
  checkOut(out, 'multiplyByInverse(out)');
  checkQuat(a, 'multiplyByInverse(a)');
  checkUnitQuaternion(b, 'multiplyByInverse(b)');
  return finiteAnswer(quaternion.multiplyByInverse(out, a, b), 'multiplyByInverse');
}

/** {@link quaternion.rotateVec3}, checked: v rotated by the unit quaternion q into out (a q that is not unit is no rotation). */
export function rotateVec3(out: Vec3Like, q: Readonly<QuatLike>, v: Readonly<Vec3Like>): Vec3Like {
  checkOut(out, 'rotateVec3(out)');
  checkUnitQuaternion(q, 'rotateVec3(q)');
  checkVec3(v, 'rotateVec3(v)');
  return finiteAnswer(quaternion.rotateVec3(out, q, v), 'rotateVec3');
}

/** {@link quaternion.rotateVec3ByInverse}, checked: v rotated by q⁻¹ into out, q a unit quaternion. */
export function rotateVec3ByInverse(out: Vec3Like, q: Readonly<QuatLike>, v: Readonly<Vec3Like>): Vec3Like {
  checkOut(out, 'rotateVec3ByInverse(out)');
  checkUnitQuaternion(q, 'rotateVec3ByInverse(q)');
  checkVec3(v, 'rotateVec3ByInverse(v)');
  return finiteAnswer(quaternion.rotateVec3ByInverse(out, q, v), 'rotateVec3ByInverse');
}

/**
 * {@link quaternion.quatFromAxisAngle}, checked: the rotation by `angle` rad about `axis` into out.
 * The axis need not be unit (it is normalised when it is not, to 1e-12); a zero axis names no
 * rotation and is refused.
 */
export function quatFromAxisAngle(out: QuatLike, axis: Readonly<Vec3Like>, angle: number): QuatLike {
  checkOut(out, 'quatFromAxisAngle(out)');
  checkDirection(axis, 'quatFromAxisAngle(axis)', axisScaled);
  checkNumber(angle, 'quatFromAxisAngle(angle)', ANY);
  const length = Math.sqrt(axisScaled.x * axisScaled.x + axisScaled.y * axisScaled.y + axisScaled.z * axisScaled.z);
  if (Math.abs(length - 1) > 1e-12) setVec3(axisScaled, axisScaled.x / length, axisScaled.y / length, axisScaled.z / length);
  return quaternion.quatFromAxisAngle(out, axisScaled, angle);
}

/** {@link quaternion.quatFromRotationVector}, checked. */
export function quatFromRotationVector(out: QuatLike, e: Readonly<Vec3Like>): QuatLike {
  checkOut(out, 'quatFromRotationVector(out)');
  checkVec3(e, 'quatFromRotationVector(e)');
  return quaternion.quatFromRotationVector(out, e);
}

/** {@link quaternion.shortRotationVector}, checked. */
export function shortRotationVector(out: Vec3Like, q: Readonly<QuatLike>): Vec3Like {
  checkOut(out, 'shortRotationVector(out)');
  checkQuat(q, 'shortRotationVector(q)');
  checkNotZeroQuat(q, 'shortRotationVector(q)');
  return quaternion.shortRotationVector(out, q);
}

/**
 * {@link aim.shortestArc}, checked: the shortest rotation from the direction `from` to the direction `to` into out (any finite size; a zero
 * one names no direction and is refused).
 */
export function shortestArc(out: QuatLike, from: Readonly<Vec3Like>, to: Readonly<Vec3Like>): QuatLike {
  checkOut(out, 'shortestArc(out)');
  checkDirection(from, 'shortestArc(from)', fromScaled);
  checkDirection(to, 'shortestArc(to)', toScaled);
  return aim.shortestArc(out, fromScaled, toScaled);
}

/** {@link inertiaTensor.principalFrameInWorld}, checked. */
export function principalFrameInWorld(
  out: QuatLike,
  inertia: Readonly<inertiaTensor.InertiaTensor>,
  orientation: Readonly<QuatLike>,
): QuatLike {
  checkOut(out, 'principalFrameInWorld(out)');
  inertiaTensor.checkInertia(inertia, 'principalFrameInWorld(inertia)');
  checkUnitQuaternion(orientation, 'principalFrameInWorld(orientation)');
  return inertiaTensor.principalFrameInWorld(out, inertia, orientation);
}

/** {@link inertiaTensor.inertiaTimes}, checked: I·v into out. */
export function inertiaTimes(
  out: Vec3Like,
  moments: Readonly<Vec3Like>,
  principalFrame: Readonly<QuatLike>,
  v: Readonly<Vec3Like>,
): Vec3Like {
  checkOut(out, 'inertiaTimes(out)');
  checkVec3(moments, 'inertiaTimes(moments)', inertiaTensor.INERTIA_MOMENT_RANGE);
  checkUnitQuaternion(principalFrame, 'inertiaTimes(principalFrame)');
  checkVec3(v, 'inertiaTimes(v)');
  return finiteAnswer(inertiaTensor.inertiaTimes(out, moments, principalFrame, v), 'inertiaTimes');
}

/** {@link inertiaTensor.inertiaAbout}, checked: nᵀ·I·n, kg·m². */
export function inertiaAbout(moments: Readonly<Vec3Like>, principalFrame: Readonly<QuatLike>, n: Readonly<Vec3Like>): number {
  checkVec3(moments, 'inertiaAbout(moments)', inertiaTensor.INERTIA_MOMENT_RANGE);
  checkUnitQuaternion(principalFrame, 'inertiaAbout(principalFrame)');
  checkVec3(n, 'inertiaAbout(n)');
  return inertiaTensor.inertiaAbout(moments, principalFrame, n);
}

/** {@link attitudeLimit.torqueBudget}, checked: each limit a number ≥ 0 or Infinity (no limit about that axis). */
export function torqueBudget(maxTorque: Readonly<Vec3Like>, torquePerAcceleration: Readonly<Vec3Like>, spent?: Readonly<Vec3Like>): number {
  if (typeof maxTorque !== 'object' || maxTorque === null)
    throw new TypeError(`torqueBudget(maxTorque): must be an object {x, y, z}, got ${givenValue(maxTorque)}`);
  for (const key of ['x', 'y', 'z'] as const)
    if (maxTorque[key] !== Number.POSITIVE_INFINITY) checkNumber(maxTorque[key], `torqueBudget(maxTorque).${key}`, { min: 0 });
  checkVec3(torquePerAcceleration, 'torqueBudget(torquePerAcceleration)');
  if (spent !== undefined) checkVec3(spent, 'torqueBudget(spent)');
  return attitudeLimit.torqueBudget(maxTorque, torquePerAcceleration, spent);
}

/** {@link unity.unityToAngleAxis}, checked. */
export function unityToAngleAxis(q: Readonly<QuatLike>, axis: Vec3Like): number {
  checkQuat(q, 'unityToAngleAxis(q)');
  checkOut(axis, 'unityToAngleAxis(axis)');
  return unity.unityToAngleAxis(q, axis);
}

/** {@link unity.unityEuler}, checked: degrees. */
export function unityEuler(out: QuatLike, xDeg: number, yDeg: number, zDeg: number): QuatLike {
  checkOut(out, 'unityEuler(out)');
  checkNumber(xDeg, 'unityEuler(xDeg)', ANY);
  checkNumber(yDeg, 'unityEuler(yDeg)', ANY);
  checkNumber(zDeg, 'unityEuler(zDeg)', ANY);
  return unity.unityEuler(out, xDeg, yDeg, zDeg);
}

/** {@link computeTorque.publishedComputeTorque}, its arguments checked (the seed's arithmetic as published). */
export function publishedComputeTorque(
  rigidbody: Readonly<unity.UnityRigidbody>,
  desiredRotation: Readonly<QuatLike>,
  fixedDeltaTime: number,
  out: Vec3Like,
): Vec3Like {
  checkRigidbody(rigidbody, 'publishedComputeTorque(rigidbody)');
  checkQuat(desiredRotation, 'publishedComputeTorque(desiredRotation)');
  checkNumber(fixedDeltaTime, 'publishedComputeTorque(fixedDeltaTime)', { gt: 0, max: 10 });
  checkOut(out, 'publishedComputeTorque(out)');
  return computeTorque.publishedComputeTorque(rigidbody, desiredRotation, fixedDeltaTime, out);
}

/** {@link stableTorquePd.publishedStableTorquePd}, its arguments checked (the seed's arithmetic as published). */
export function publishedStableTorquePd(
  rigidbody: Readonly<unity.UnityRigidbody>,
  desiredRotation: Readonly<QuatLike>,
  frequency: number,
  damping: number,
  fixedDeltaTime: number,
  out: Vec3Like,
): Vec3Like {
  checkRigidbody(rigidbody, 'publishedStableTorquePd(rigidbody)');
  checkQuat(desiredRotation, 'publishedStableTorquePd(desiredRotation)');
  checkNumber(frequency, 'publishedStableTorquePd(frequency)', { min: 0, max: 1e6 });
  checkNumber(damping, 'publishedStableTorquePd(damping)', { min: 0, max: 1e6 });
  checkNumber(fixedDeltaTime, 'publishedStableTorquePd(fixedDeltaTime)', { gt: 0, max: 10 });
  checkOut(out, 'publishedStableTorquePd(out)');
  return stableTorquePd.publishedStableTorquePd(rigidbody, desiredRotation, frequency, damping, fixedDeltaTime, out);
}

/** Checks the arguments the two force helpers share. */
function checkForceArguments(
  owner: string,
  mass: number,
  position: unknown,
  velocity: unknown,
  target: unknown,
  dt: number,
  out: unknown,
): void {
  checkNumber(mass, `${owner}(mass)`, { gt: 0, max: 1e12 });
  checkVec3(position, `${owner}(position)`);
  checkVec3(velocity, `${owner}(velocity)`);
  checkVec3(target, `${owner}(target)`);
  checkNumber(dt, `${owner}(dt)`, { gt: 0, max: 10 });
  checkOut(out, `${owner}(out)`);
}

/** {@link force.publishedForceToReach}, its arguments checked. */
export function publishedForceToReach(
  mass: number,
  position: Readonly<Vec3Like>,
  velocity: Readonly<Vec3Like>,
  target: Readonly<Vec3Like>,
  dt: number,
  out: Vec3Like,
): Vec3Like {
  checkForceArguments('publishedForceToReach', mass, position, velocity, target, dt, out);
  return force.publishedForceToReach(mass, position, velocity, target, dt, out);
}

/** {@link force.forceToReach}, its arguments checked. */
export function forceToReach(
  mass: number,
  position: Readonly<Vec3Like>,
  velocity: Readonly<Vec3Like>,
  target: Readonly<Vec3Like>,
  dt: number,
  out: Vec3Like,
): Vec3Like {
  checkForceArguments('forceToReach', mass, position, velocity, target, dt, out);
  return force.forceToReach(mass, position, velocity, target, dt, out);
}
