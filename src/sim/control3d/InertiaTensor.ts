/**
 * A rigid body's inertia tensor as engines give it, principal moments and the rotation of their
 * frame, and what a controller does with it in the world: τ = I_world·α and nᵀ·I_world·n.
 */
import { multiplyQuat, quat, rotateVec3, rotateVec3ByInverse, type QuatLike } from '../math3d/quaternion';
import { setVec3, type Vec3Like } from '../math3d/vec3';
import { isInRange } from '../validation/numberRange';
import { checkNumber, checkUnitQuaternion, checkVec3 } from './check3d';

/**
 * A body's inertia about its centre of mass: the principal moments (kg·m², each > 0) and the
 * rotation taking the principal frame to the body frame (Unity's `inertiaTensor` and
 * `inertiaTensorRotation`, Rapier's `principalInertia()` and `principalInertiaLocalFrame()`; a
 * cannon-es body's `inertia` with the identity). In the body frame the tensor is
 * I_body = F·diag(moments)·Fᵀ, F the frame; in the world, with the body's orientation q,
 * I_world = R_w·diag(moments)·R_wᵀ with R_w = q ⊗ F (principal → body → world, in that order).
 */
export interface InertiaTensor {
  /** The principal moments I₁, I₂, I₃, kg·m², each in {@link INERTIA_MOMENT_RANGE}. */
  moments: Vec3Like;
  /** The unit quaternion taking the principal frame to the body frame [the identity when the body's axes are principal]. */
  frame: QuatLike;
}

/** The principal moments the controllers take, kg·m²: from a gram-sized pebble to a space station, and beyond. */
export const INERTIA_MOMENT_RANGE = { min: 1e-12, max: 1e15 } as const;

/**
 * Checks an inertia tensor: each moment in {@link INERTIA_MOMENT_RANGE}, the frame a unit
 * quaternion; throws a TypeError or RangeError naming the field (`inertia.moments.y`).
 */
export function checkInertia(inertia: unknown, name = 'inertia'): InertiaTensor {
  if (typeof inertia !== 'object' || inertia === null)
    throw new TypeError(`${name}: must be an object {moments, frame}, got ${String(inertia)}`);
  const { moments, frame } = inertia as Record<string, unknown>;
  // The default's names are constants: this check runs on every step of every 3D body.
  checkVec3(moments, name === 'inertia' ? 'inertia.moments' : `${name}.moments`, INERTIA_MOMENT_RANGE);
  checkUnitQuaternion(frame, name === 'inertia' ? 'inertia.frame' : `${name}.frame`);
  return inertia as InertiaTensor;
}

/**
 * Refuses moments a helper made that the controllers would refuse (outside {@link INERTIA_MOMENT_RANGE}),
 * naming the moment and the body that gave it, rather than hand out a tensor nothing takes.
 */
function checkMadeMoments(moments: Readonly<Vec3Like>, body: string): void {
  for (const key of ['x', 'y', 'z'] as const) {
    if (!isInRange(moments[key], INERTIA_MOMENT_RANGE))
      throw new RangeError(
        `moments.${key}: ${body} has the moment ${moments[key]} kg·m² about ${key}, outside the ` +
          `${INERTIA_MOMENT_RANGE.min}–${INERTIA_MOMENT_RANGE.max} kg·m² the controllers take (INERTIA_MOMENT_RANGE)`,
      );
  }
}

/**
 * The inertia of a solid box of `mass` (kg) and edge lengths `size` (m, along the body's x, y, z):
 * m/12·(y² + z², x² + z², x² + y²), its principal frame the body's. Throws naming a bad argument,
 * or the moment (`moments.x`) when one falls outside {@link INERTIA_MOMENT_RANGE} (a 1 mg box of
 * 1 µm edges; a 1e15 kg box of 1 km edges), which every controller would refuse.
 */
export function boxInertia(mass: number, size: Readonly<Vec3Like>): InertiaTensor {
  checkNumber(mass, 'mass', { gt: 0, max: 1e15 });
  checkVec3(size, 'size', { gt: 0, max: 1e6 });
  const { x, y, z } = size;
  const moments = { x: (mass / 12) * (y * y + z * z), y: (mass / 12) * (x * x + z * z), z: (mass / 12) * (x * x + y * y) };
  checkMadeMoments(moments, `a box of ${mass} kg with edges ${x} × ${y} × ${z} m`);
  return { moments, frame: quat() };
}

/**
 * The inertia of a solid sphere of `mass` (kg) and `radius` (m): 2/5·m·r² about every axis. Throws
 * naming a bad argument, or the moment (`moments.x`) when it falls outside {@link INERTIA_MOMENT_RANGE}.
 */
export function sphereInertia(mass: number, radius: number): InertiaTensor {
  checkNumber(mass, 'mass', { gt: 0, max: 1e15 });
  checkNumber(radius, 'radius', { gt: 0, max: 1e6 });
  const moment = 0.4 * mass * radius * radius;
  const moments = { x: moment, y: moment, z: moment };
  checkMadeMoments(moments, `a sphere of ${mass} kg and radius ${radius} m`);
  return { moments, frame: quat() };
}

/**
 * The same body's inertia with its principal frame turned by `rotation` within the body (a part
 * mounted askew, a mesh whose axes are not the body's): the frame becomes rotation ⊗ frame, the
 * moments stay. A new tensor; throws naming a bad argument.
 */
export function rotateInertia(inertia: Readonly<InertiaTensor>, rotation: Readonly<QuatLike>): InertiaTensor {
  checkInertia(inertia);
  checkUnitQuaternion(rotation, 'rotation');
  const frame = multiplyQuat(quat(), rotation, inertia.frame);
  return { moments: { ...inertia.moments }, frame };
}

/**
 * The principal frame in the world for a body at `orientation` (body → world): q ⊗ F, into `out`.
 * The order matters: a vector of the principal frame is first taken into the body's (F), then into
 * the world's (q). (The forces-and-torques article composes F ⊗ q, the other way: docs/controllers-3d.md.)
 */
export function principalFrameInWorld(out: QuatLike, inertia: Readonly<InertiaTensor>, orientation: Readonly<QuatLike>): QuatLike {
  return multiplyQuat(out, orientation, inertia.frame);
}

/**
 * I·v for the tensor of principal `moments` whose frame is `principalFrame` (principal → the frame v
 * is in): R·(I ∘ (Rᵀ·v)), into `out` (which may be v). With the world's principal frame
 * ({@link principalFrameInWorld}) it is τ = I_world·α; with F alone, the body frame's I_body·v.
 */
export function inertiaTimes(
  out: Vec3Like,
  moments: Readonly<Vec3Like>,
  principalFrame: Readonly<QuatLike>,
  v: Readonly<Vec3Like>,
): Vec3Like {
  rotateVec3ByInverse(out, principalFrame, v);
  setVec3(out, moments.x * out.x, moments.y * out.y, moments.z * out.z);
  return rotateVec3(out, principalFrame, out);
}

const principal = { x: 0, y: 0, z: 0 };

/**
 * nᵀ·I·n, the moment of inertia about the unit axis n (kg·m²), for the tensor of principal `moments`
 * whose frame is `principalFrame` (principal → the frame n is in): Σ Iᵢ·(Rᵀ·n)ᵢ².
 */
export function inertiaAbout(moments: Readonly<Vec3Like>, principalFrame: Readonly<QuatLike>, n: Readonly<Vec3Like>): number {
  rotateVec3ByInverse(principal, principalFrame, n);
  return moments.x * principal.x * principal.x + moments.y * principal.y * principal.y + moments.z * principal.z * principal.z;
}
