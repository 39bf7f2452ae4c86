/**
 * Rapier 3D's own gyroscopic step (0.21, read in its solver and matched to 2e-6 rad/s), predicted so
 * that the attitude controller cancels it exactly: the GyroscopicStep for a Rapier body.
 */
import type { GyroscopicStep } from '../control3d/GyroscopicStep';
import { inertiaTimes, type InertiaTensor } from '../control3d/InertiaTensor';
import {
  copyQuat,
  multiplyQuat,
  normalizeQuat,
  quatFromRotationVector,
  rotateVec3,
  rotateVec3ByInverse,
  type QuatLike,
} from '../math3d/quaternion';
import { addScaled, copyVec3, cross, dot, scaleVec3, setVec3, type Vec3Like } from '../math3d/vec3';
import { givenValue } from '../validation/givenValue';

/** The corrections of the fixed point: each shrinks the residue by about dt·|ω|, so 3 leave ~1e-6 of it at |ω| = 10 rad/s. */
const ITERATIONS = 3;

/** (2⁻²⁴)²: float32's relative rounding, squared (the residues are compared squared). */
const FLOAT32_HALF_ULP_SQUARED = 2 ** -48;

/**
 * Rapier's step, sub-step by sub-step (h = dt/subSteps), as its solver does it: the torque's
 * increment h·I_world⁻¹·τ (the inertia of the step's start) added to ω; then, in the principal frame
 * of the sub-step's orientation, the angular momentum L = I·ω turned by −h·(ω × L) and scaled back to
 * |L| (explicit, norm-preserving); then the orientation turned by exp(h·ω). The controller's torque
 * I_world·α + c must end the step at ω + α·dt: c is found by a fixed point, c += I_world·(ω + α·dt −
 * ω_end(c))/dt, from c = ω × I_world·ω (what the continuous term would need). Allocation-free.
 */
class RapierGyroscopicStep implements GyroscopicStep {
  private readonly correction: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly kept: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly residue: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly spin: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly increment: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly local: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly momentum: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly turned: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly pose: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private readonly axes: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private readonly startAxes: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private readonly turn: QuatLike = { x: 0, y: 0, z: 0, w: 1 };

  constructor(private readonly subSteps: number) {}

  torque(
    out: Vec3Like,
    orientation: Readonly<QuatLike>,
    angularVelocity: Readonly<Vec3Like>,
    inertia: Readonly<InertiaTensor>,
    dt: number,
    acceleration: Readonly<Vec3Like>,
  ): Vec3Like {
    const correction = this.correction;
    multiplyQuat(this.startAxes, orientation, inertia.frame);
    // The acceleration the continuous term would take back: I_world⁻¹·(ω × I_world·ω).
    inertiaTimes(out, inertia.moments, this.startAxes, angularVelocity);
    cross(out, angularVelocity, out);
    inverseInertiaTimes(correction, inertia.moments, this.startAxes, out);
    let missed = Number.POSITIVE_INFINITY;
    for (let k = 0; k < ITERATIONS; k++) {
      this.endSpin(orientation, angularVelocity, inertia, dt, acceleration);
      // What the step missed of ω + α·dt, put back as an acceleration.
      addScaled(this.residue, angularVelocity, acceleration, dt);
      addScaled(this.residue, this.residue, this.spin, -1);
      // A step that turns the body by more than about a radian per sub-step (h·|ω| ≳ 1, far past
      // any engine's cap) makes the fixed point diverge: the last correction that shrank the
      // residue is kept, the first being the continuous term's, which is finite.
      const residue = dot(this.residue, this.residue);
      if (!(residue < missed)) {
        copyVec3(correction, this.kept);
        break;
      }
      missed = residue;
      copyVec3(this.kept, correction);
      addScaled(correction, correction, this.residue, 1 / dt);
      // A residue below what Rapier's float32 angular velocity can hold (half an ulp of the spin the
      // step ends with) is the answer: a further correction could not change the step Rapier takes.
      if (residue <= FLOAT32_HALF_ULP_SQUARED * dot(this.spin, this.spin)) break;
    }
    return inertiaTimes(out, inertia.moments, this.startAxes, correction);
  }

  /** Rapier's step with the acceleration α + this.correction from the torque: the angular velocity it ends with, into this.spin. */
  private endSpin(
    orientation: Readonly<QuatLike>,
    angularVelocity: Readonly<Vec3Like>,
    inertia: Readonly<InertiaTensor>,
    dt: number,
    acceleration: Readonly<Vec3Like>,
  ): void {
    const h = dt / this.subSteps;
    const moments = inertia.moments;
    const spin = copyVec3(this.spin, angularVelocity);
    addScaled(this.increment, acceleration, this.correction, 1);
    scaleVec3(this.increment, this.increment, h);
    const pose = copyQuat(this.pose, orientation);
    const l = this.momentum;
    const turned = this.turned;
    for (let s = 0; s < this.subSteps; s++) {
      addScaled(spin, spin, this.increment, 1);
      multiplyQuat(this.axes, pose, inertia.frame);
      const w = rotateVec3ByInverse(this.local, this.axes, spin);
      setVec3(l, moments.x * w.x, moments.y * w.y, moments.z * w.z);
      setVec3(turned, l.x - h * (w.y * l.z - w.z * l.y), l.y - h * (w.z * l.x - w.x * l.z), l.z - h * (w.x * l.y - w.y * l.x));
      const kept = turned.x * turned.x + turned.y * turned.y + turned.z * turned.z;
      if (kept !== 0) {
        const scale = Math.sqrt((l.x * l.x + l.y * l.y + l.z * l.z) / kept);
        setVec3(w, (turned.x * scale) / moments.x, (turned.y * scale) / moments.y, (turned.z * scale) / moments.z);
        rotateVec3(spin, this.axes, w);
      }
      quatFromRotationVector(this.turn, scaleVec3(this.local, spin, h));
      normalizeQuat(pose, multiplyQuat(pose, this.turn, pose));
    }
  }
}

/** I⁻¹·v for the principal `moments` in the frame `axes` (principal → the frame of v). */
function inverseInertiaTimes(out: Vec3Like, moments: Readonly<Vec3Like>, axes: Readonly<QuatLike>, v: Readonly<Vec3Like>): Vec3Like {
  rotateVec3ByInverse(out, axes, v);
  setVec3(out, out.x / moments.x, out.y / moments.y, out.z / moments.z);
  return rotateVec3(out, axes, out);
}

/**
 * The {@link GyroscopicStep} of a Rapier 3D body (`@dimforge/rapier3d-compat` 0.21), for the
 * attitude controller's `gyroscopic` option: `{ gyroscopic: rapierGyroscopicStep(world.numSolverIterations) }`.
 * Rapier integrates the gyroscopic term in each of its sub-steps and keeps |I·ω|; cancelling
 * ω × I·ω once a step (`gyroscopic: true`) leaves a rotating set-point followed 0.3–0.5° off. This
 * predicts Rapier's own step and cancels it to float32 rounding. Rapier's JavaScript API has no
 * switch to turn the term off (its Rust API does: `RigidBodyBuilder::gyroscopic_forces_enabled`).
 * @param subSteps Rapier's `world.numSolverIterations` (an integer 1–64) [default: 4, Rapier's default]
 */
export function rapierGyroscopicStep(subSteps = 4): GyroscopicStep {
  if (typeof subSteps !== 'number' || !Number.isInteger(subSteps) || subSteps < 1 || subSteps > 64) {
    const Refusal = typeof subSteps === 'number' ? RangeError : TypeError;
    throw new Refusal(
      `rapierGyroscopicStep: subSteps must be an integer from 1 to 64 (Rapier's world.numSolverIterations), got ${givenValue(subSteps)}`,
    );
  }
  return new RapierGyroscopicStep(subSteps);
}
