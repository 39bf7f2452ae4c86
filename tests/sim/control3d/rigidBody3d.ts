/**
 * A small exact rigid-body integrator for the 3D controllers' tests, written with rotation matrices
 * of its own (not the library's quaternion helpers, which it checks): one semi-implicit Euler step,
 * as engines take it,
 *
 *   ω ← ω + I_world⁻¹·(τ − ω × I_world·ω)·dt      (the gyroscopic term only when `gyroscopic`)
 *   q ← exp(ω·dt) ⊗ q, renormalised               (or q + ½·dt·ω ⊗ q, renormalised: `firstOrder`)
 *
 * with I_world = R·F·diag(moments)·Fᵀ·Rᵀ at the step's start (R the body's rotation, F the principal
 * frame). The exponential rotates exactly by |ω|·dt about ω (Rapier's and Box2D's way), so a turn
 * about a fixed axis is the 1D semi-implicit step exactly; cannon-es takes the first-order step.
 */
import type { InertiaTensor } from '../../../src/sim/control3d/InertiaTensor';
import type { QuatLike } from '../../../src/sim/math3d/quaternion';
import type { Vec3Like } from '../../../src/sim/math3d/vec3';

/** A 3×3 matrix, row by row. */
export type Matrix3 = readonly [number, number, number, number, number, number, number, number, number];

/** The rotation matrix of the unit quaternion q (row by row). */
export function matrixOf(q: Readonly<QuatLike>): Matrix3 {
  const { x, y, z, w } = q;
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ];
}

/** m·v. */
export function times(m: Matrix3, v: Readonly<Vec3Like>): Vec3Like {
  return { x: m[0] * v.x + m[1] * v.y + m[2] * v.z, y: m[3] * v.x + m[4] * v.y + m[5] * v.z, z: m[6] * v.x + m[7] * v.y + m[8] * v.z };
}

/** mᵀ·v. */
export function transposeTimes(m: Matrix3, v: Readonly<Vec3Like>): Vec3Like {
  return { x: m[0] * v.x + m[3] * v.y + m[6] * v.z, y: m[1] * v.x + m[4] * v.y + m[7] * v.z, z: m[2] * v.x + m[5] * v.y + m[8] * v.z };
}

/** Entry `index` of a matrix (row by row). */
function at(m: Matrix3, index: number): number {
  return m[index] as number;
}

/** a·b for matrices. */
export function product(a: Matrix3, b: Matrix3): Matrix3 {
  const out: number[] = [];
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 3; column++)
      out.push(at(a, row * 3) * at(b, column) + at(a, row * 3 + 1) * at(b, 3 + column) + at(a, row * 3 + 2) * at(b, 6 + column));
  return out as unknown as Matrix3;
}

/** The inertia tensor of `inertia` in the body frame, F·diag(I)·Fᵀ, as a matrix. */
export function bodyInertiaMatrix(inertia: Readonly<InertiaTensor>): Matrix3 {
  const f = matrixOf(inertia.frame);
  const { x, y, z } = inertia.moments;
  const scaled: Matrix3 = [f[0] * x, f[1] * y, f[2] * z, f[3] * x, f[4] * y, f[5] * z, f[6] * x, f[7] * y, f[8] * z];
  return product(scaled, [f[0], f[3], f[6], f[1], f[4], f[7], f[2], f[5], f[8]]);
}

/** I_body·v (body frame). */
export function bodyInertiaTimes(inertia: Readonly<InertiaTensor>, v: Readonly<Vec3Like>): Vec3Like {
  return times(bodyInertiaMatrix(inertia), v);
}

/** a × b. */
export function crossOf(a: Readonly<Vec3Like>, b: Readonly<Vec3Like>): Vec3Like {
  return { x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x };
}

/** The state of a free rigid body (its centre of mass fixed): orientation (body → world) and angular velocity (world, rad/s). */
export interface Body3D {
  orientation: QuatLike;
  angularVelocity: Vec3Like;
  readonly inertia: InertiaTensor;
}

/** How the integrator steps. */
export interface StepOptions {
  /** Integrate the gyroscopic term −ω × I·ω (Rapier does; cannon-es does not). [default: false] */
  gyroscopic?: boolean;
  /** Integrate the orientation to first order (cannon-es) instead of exactly. [default: false] */
  firstOrder?: boolean;
}

/** Steps `body` by `dt` (s) under the world torque `torque` (N·m), in place. */
export function stepBody(body: Body3D, torque: Readonly<Vec3Like>, dt: number, options: StepOptions = {}): void {
  const rotation = matrixOf(body.orientation);
  // Body frame: I_b·ω̇_b = τ_b − ω_b × I_b·ω_b.
  const spin = transposeTimes(rotation, body.angularVelocity);
  const load = transposeTimes(rotation, torque);
  if (options.gyroscopic) {
    const gyro = crossOf(spin, bodyInertiaTimes(body.inertia, spin));
    load.x -= gyro.x;
    load.y -= gyro.y;
    load.z -= gyro.z;
  }
  // I_b⁻¹ = F·diag(1/I)·Fᵀ.
  const frame = matrixOf(body.inertia.frame);
  const principal = transposeTimes(frame, load);
  const acceleration = times(
    rotation,
    times(frame, {
      x: principal.x / body.inertia.moments.x,
      y: principal.y / body.inertia.moments.y,
      z: principal.z / body.inertia.moments.z,
    }),
  );
  const w = body.angularVelocity;
  w.x += acceleration.x * dt;
  w.y += acceleration.y * dt;
  w.z += acceleration.z * dt;
  const q = body.orientation;
  let turn: QuatLike;
  if (options.firstOrder) {
    turn = { x: (w.x * dt) / 2, y: (w.y * dt) / 2, z: (w.z * dt) / 2, w: 1 };
  } else {
    const angle = Math.hypot(w.x, w.y, w.z) * dt;
    const s = angle === 0 ? 0 : Math.sin(angle / 2) / (angle / dt);
    turn = { x: w.x * s, y: w.y * s, z: w.z * s, w: Math.cos(angle / 2) };
  }
  const next = {
    x: turn.w * q.x + turn.x * q.w + turn.y * q.z - turn.z * q.y,
    y: turn.w * q.y - turn.x * q.z + turn.y * q.w + turn.z * q.x,
    z: turn.w * q.z + turn.x * q.y - turn.y * q.x + turn.z * q.w,
    w: turn.w * q.w - turn.x * q.x - turn.y * q.y - turn.z * q.z,
  };
  const length = Math.hypot(next.x, next.y, next.z, next.w);
  q.x = next.x / length;
  q.y = next.y / length;
  q.z = next.z / length;
  q.w = next.w / length;
}

/**
 * The angle of the rotation taking orientation b to orientation a, rad, in [0, π]: 2·atan2(|v|, |w|) of a ⊗ b⁻¹ (acos of w loses precision
 * near 0).
 */
export function angleBetween(a: Readonly<QuatLike>, b: Readonly<QuatLike>): number {
  const relative = compose(a, { x: -b.x, y: -b.y, z: -b.z, w: b.w });
  return 2 * Math.atan2(Math.hypot(relative.x, relative.y, relative.z), Math.abs(relative.w));
}

/** The rotation by `angle` (rad) about the unit `axis`. */
export function rotationAbout(axis: Readonly<Vec3Like>, angle: number): QuatLike {
  const s = Math.sin(angle / 2);
  return { x: axis.x * s, y: axis.y * s, z: axis.z * s, w: Math.cos(angle / 2) };
}

/** a ⊗ b (the rotation b, then a). */
export function compose(a: Readonly<QuatLike>, b: Readonly<QuatLike>): QuatLike {
  return {
    x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
    y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
    z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
    w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
  };
}

/** A unit vector from two numbers in [0, 1) (uniform on the sphere). */
export function unitVector(u: number, v: number): Vec3Like {
  const z = 2 * u - 1;
  const r = Math.sqrt(Math.max(0, 1 - z * z));
  const phi = 2 * Math.PI * v;
  return { x: r * Math.cos(phi), y: r * Math.sin(phi), z };
}
