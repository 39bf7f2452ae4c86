/**
 * AS PUBLISHED: "Controlling Objects With Forces and Torques", section "Torque Needed to Achieve a
 * Desired Rotation": `ComputeTorque(Quaternion desiredRotation)`, line for line in Unity's
 * conventions (unityConventions.ts), quirks kept, in doubles (Unity's floats are 32-bit). For comparison only: the corrected version is
 * correctedSeedControllers.ts's, and docs/controllers-3d.md shows what each quirk does.
 */
import { conjugate, multiplyQuat, rotateVec3, rotateVec3ByInverse, type QuatLike } from '../../math3d/quaternion';
import { addScaled, scaleVec3, setVec3, type Vec3Like } from '../../math3d/vec3';
import { DEG2RAD, unityNormalize, unityScale, unityToAngleAxis, type UnityRigidbody } from './unityConventions';

const q: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
const inverse: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
const x: Vec3Like = { x: 0, y: 0, z: 0 };
const w: Vec3Like = { x: 0, y: 0, z: 0 };
const wll: Vec3Like = { x: 0, y: 0, z: 0 };

/**
 * The article's `ComputeTorque`, AS PUBLISHED, into `out` (which it returns). Its quirks, each
 * checked by tests/sim/control3d/seed.test.ts:
 *
 * - no short way: `ToAngleAxis` gives 0–360°, so a target 10° the other way round is turned 350°;
 * - it returns I·Δω, the change of angular momentum that reaches the wanted rate in one step: an
 *   impulse (N·m·s). Given to `AddTorque` as a torque (ForceMode.Force, the default) it is applied
 *   for one step, Δω·dt instead of Δω: the /dt is missing (with ForceMode.Impulse it is right);
 * - the inertia: it maps body → principal with `inertiaTensorRotation` and back with its inverse,
 *   the converse of what the tensor's rotation means (principal → body): it applies Rᵀ·D·R where
 *   the body's tensor is R·D·Rᵀ (the same only when R is the identity or the moments are equal).
 *
 * Its sign is the article's own, desired ⊗ current⁻¹ (the rotation still to make), the opposite of
 * the library's error; the arithmetic does not depend on it.
 */
export function publishedComputeTorque(
  rigidbody: Readonly<UnityRigidbody>,
  desiredRotation: Readonly<QuatLike>,
  fixedDeltaTime: number,
  out: Vec3Like,
): Vec3Like {
  // Quaternion q = desiredRotation * Quaternion.Inverse(transform.rotation);
  multiplyQuat(q, desiredRotation, conjugate(inverse, rigidbody.rotation));
  // q.ToAngleAxis(out xMag, out x); x.Normalize();
  const xMag = unityToAngleAxis(q, x);
  unityNormalize(x);
  // Vector3 w = x * xMag * Mathf.Deg2Rad / Time.fixedDeltaTime; w -= rigidbody.angularVelocity;
  scaleVec3(w, scaleVec3(w, x, xMag), DEG2RAD);
  setVec3(w, w.x / fixedDeltaTime, w.y / fixedDeltaTime, w.z / fixedDeltaTime);
  addScaled(w, w, rigidbody.angularVelocity, -1);
  // Vector3 wl = transform.InverseTransformDirection(w); Vector3 wll = wl;
  rotateVec3ByInverse(wll, rigidbody.rotation, w);
  // wll = rigidbody.inertiaTensorRotation * wll; wll.Scale(rigidbody.inertiaTensor);
  rotateVec3(wll, rigidbody.inertiaTensorRotation, wll);
  unityScale(wll, rigidbody.inertiaTensor);
  // Vector3 Tl = Quaternion.Inverse(rigidbody.inertiaTensorRotation) * wll;
  rotateVec3ByInverse(wll, rigidbody.inertiaTensorRotation, wll);
  // Vector3 T = transform.TransformDirection(Tl); return T;
  return rotateVec3(out, rigidbody.rotation, wll);
}
