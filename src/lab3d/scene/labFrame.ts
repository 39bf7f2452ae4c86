/**
 * What the lab's drawing reads of its scene each frame, read-only: the craft's pose and turn, the
 * ghost of the last turn, the target, the missiles. SI units, world frame (y up).
 */
import type { QuatLike } from '../../sim/math3d/quaternion';
import type { Vec3Like } from '../../sim/math3d/vec3';

/** A craft and its turn. */
export interface CraftFrame {
  /** The body's origin, m: its boxes are drawn from there. */
  readonly position: Readonly<Vec3Like>;
  /** Its centre of mass, m: the point it turns about. */
  readonly centerOfMass: Readonly<Vec3Like>;
  /** Its orientation (body → world). */
  readonly orientation: Readonly<QuatLike>;
  /** The orientation it turns to. */
  readonly desiredOrientation: Readonly<QuatLike>;
  /** The unit axis n of the error (world), and the error angle θ ∈ [0, π], rad: it turns by −θ about n. */
  readonly axis: Readonly<Vec3Like>;
  readonly angle: number;
  /** The torque applied on the last step, N·m, world. */
  readonly torque: Readonly<Vec3Like>;
  /** The torque the motor gives at its limit along the axis, N·m (the drawn torque's scale). */
  readonly torqueAtLimit: number;
}

/** The missiles: their count and poses. */
export interface MissilesFrame {
  /** How many fly now. */
  readonly count: number;
  /** Missile `index`'s position into `out` (m), and its orientation into `orientation`. */
  pose(index: number, position: Vec3Like, orientation: QuatLike): void;
}

/** The scene as the drawing reads it. */
export interface LabFrame {
  readonly craft: CraftFrame;
  /** The last turn replayed beside this one (a translucent craft), or null before a change. */
  readonly ghost: CraftFrame | null;
  /** The target: its position, m, on the sphere of {@link targetRadius} round the craft. */
  readonly target: { readonly position: Readonly<Vec3Like> };
  /** Where the ghost's target was, m, when it was elsewhere (the change was a move of the target); else null. */
  readonly ghostTarget: Readonly<Vec3Like> | null;
  readonly targetRadius: number;
  readonly missiles: MissilesFrame;
}
