/**
 * AS PUBLISHED: "Controlling Objects With Forces and Torques", section "Stable Torque PD Controller",
 * line for line in Unity's conventions (unityConventions.ts), quirks kept, in doubles (Unity's floats are 32-bit). For comparison only: the
 * corrected version is correctedSeedControllers.ts's; docs/controllers-3d.md shows each quirk.
 */
import { conjugate, multiplyQuat, rotateVec3, rotateVec3ByInverse, type QuatLike } from '../../math3d/quaternion';
import { addScaled, scaleVec3, type Vec3Like } from '../../math3d/vec3';
import { checkNumber } from '../check3d';
import { DEG2RAD, unityNormalize, unityScale, unityToAngleAxis, type UnityRigidbody } from './unityConventions';

/** The article's gains for a frequency f and a damping: kp = (6f)²·0.25, kd = 4.5·f·damping, and the stable PD's ksg, kdg for a step dt. */
export interface PublishedTorquePdGains {
  kp: number;
  kd: number;
  /** kp·g with g = 1/(1 + kd·dt + kp·dt²): the stable PD's stiffness, computed by the article and never applied. */
  ksg: number;
  /** (kd + kp·dt)·g: the stable PD's damping, computed by the article and never applied. */
  kdg: number;
}

/**
 * The gains the article computes, AS PUBLISHED (its `frequency`, `damping`, `Time.fixedDeltaTime`). @throws TypeError or RangeError naming
 * an argument that is not a finite number.
 */
export function publishedTorquePdGains(frequency: number, damping: number, dt: number): PublishedTorquePdGains {
  checkNumber(frequency, 'publishedTorquePdGains(frequency)', {});
  checkNumber(damping, 'publishedTorquePdGains(damping)', {});
  checkNumber(dt, 'publishedTorquePdGains(dt)', {});
  const kp = 6 * frequency * (6 * frequency) * 0.25;
  const kd = 4.5 * frequency * damping;
  const g = 1 / (1 + kd * dt + kp * dt * dt);
  return { kp, kd, ksg: kp * g, kdg: (kd + kp * dt) * g };
}

const q: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
const inverse: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
const rotInertia2World: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
const x: Vec3Like = { x: 0, y: 0, z: 0 };

/**
 * The torque of the article's "Stable Torque PD Controller", AS PUBLISHED, into `out` (which it
 * returns: the argument of its `rigidbody.AddTorque`). It takes the short way (q.w < 0 negated), as
 * `ComputeTorque` does not. Its quirks, each checked by tests/sim/control3d/seed.test.ts:
 *
 * - it computes the stable PD's ksg and kdg and then applies kp and kd: the torque is the forward
 *   PD's, kp·θ·n − kd·ω, which is unstable once kd·dt > 2 or kp·dt² > 4 − 2·kd·dt (f = 30 at 50 Hz);
 * - it composes `inertiaTensorRotation * transform.rotation` (principal ⊗ body orientation) where
 *   the principal frame in the world is `transform.rotation * inertiaTensorRotation`: the torque is
 *   right only when the principal axes are the body's (or the moments are equal).
 */
export function publishedStableTorquePd(
  rigidbody: Readonly<UnityRigidbody>,
  desiredRotation: Readonly<QuatLike>,
  frequency: number,
  damping: number,
  fixedDeltaTime: number,
  out: Vec3Like,
): Vec3Like {
  // kp = (6f*frequency)*(6f*frequency)* 0.25f; kd = 4.5f*frequency*damping; (g, ksg, kdg: computed, not used)
  const { kp, kd } = publishedTorquePdGains(frequency, damping, fixedDeltaTime);
  // Quaternion q = desiredRotation * Quaternion.Inverse(transform.rotation);
  multiplyQuat(q, desiredRotation, conjugate(inverse, rigidbody.rotation));
  // if (q.w < 0) { q.x = -q.x; q.y = -q.y; q.z = -q.z; q.w = -q.w; }
  if (q.w < 0) {
    q.x = -q.x;
    q.y = -q.y;
    q.z = -q.z;
    q.w = -q.w;
  }
  // q.ToAngleAxis(out xMag, out x); x.Normalize(); x *= Mathf.Deg2Rad;
  const xMag = unityToAngleAxis(q, x);
  unityNormalize(x);
  scaleVec3(x, x, DEG2RAD);
  // Vector3 pidv = kp * x * xMag - kd * rigidbody.angularVelocity;
  addScaled(out, scaleVec3(out, scaleVec3(out, x, kp), xMag), rigidbody.angularVelocity, -kd);
  // Quaternion rotInertia2World = rigidbody.inertiaTensorRotation * transform.rotation;
  multiplyQuat(rotInertia2World, rigidbody.inertiaTensorRotation, rigidbody.rotation);
  // pidv = Quaternion.Inverse(rotInertia2World) * pidv; pidv.Scale(rigidbody.inertiaTensor); pidv = rotInertia2World * pidv;
  rotateVec3ByInverse(out, rotInertia2World, out);
  unityScale(out, rigidbody.inertiaTensor);
  return rotateVec3(out, rotInertia2World, out);
}
