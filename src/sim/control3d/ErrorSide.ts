/**
 * Which way round a 3D error is turned: the axis a 2D law works along, kept from step to step, and
 * the side of the turn, kept near 180° by hysteresis so that a noisy attitude does not flip it.
 */
import { copyVec3, dot, scaleVec3, setVec3, type Vec3Like } from '../math3d/vec3';

/** The hysteresis a controller is given: how far past 180° it keeps turning the way it was, rad. */
export const HYSTERESIS_RANGE = { min: 0, max: 0.5 } as const;

/** The default hysteresis, rad: 0.1 (5.7°), above an engine's attitude noise and small beside a turn. */
export const DEFAULT_HYSTERESIS = 0.1;

/**
 * The smallest error whose direction is taken as the axis, rad: 1e-12. Below it the rotation
 * vector's direction is rounding (a turn that has just landed is 1e-16 rad off, about any axis), and
 * a law along that axis would leave the last step's motion to the damping across it: the last axis
 * is kept, with the error's part along it.
 */
export const AXIS_RESOLUTION = 1e-12;

/**
 * An {@link ErrorSide}'s memory as plain data: the axis (unit, world; +z before any step) and the signed angle along it (rad; 0 before any
 * step) of the last step.
 */
export interface ErrorSideMemory {
  readonly axis: readonly number[];
  readonly angle: number;
}

/**
 * The axis and signed angle a 2D law turns a 3D error by. The error's rotation vector e = θ·n₀
 * (short way: θ ∈ [0, π]) names its axis only up to sign once θ passes through 0: an overshoot turns
 * n₀ round. A 2D law with memory (an integral, an error window) needs one axis and a signed error
 * along it, as a heading error in 2D changes sign, so the axis is kept: n = ±n₀, whichever is nearer
 * the last step's, and the angle along it is ±θ.
 *
 * Near 180° the short way is ill-defined: the two ways round differ by a hair, and a noisy attitude
 * flips between them from step to step (the body shakes where it should turn). Hysteresis after
 * Mayhew, Sanfelice and Teel ("Quaternion-based hybrid control for robust global attitude
 * tracking", 2011): keep turning the way the last step turned until the other way is shorter by
 * more than a margin, i.e. keep the sign of the angle while the long way's angle 2π − θ is at most
 * π + hysteresis. Their margin is on the quaternion's w; this one is the same margin as an angle.
 */
export class ErrorSide {
  private readonly lastAxis: Vec3Like = { x: 0, y: 0, z: 1 };
  private lastAngle = 0;

  /**
   * The axis (unit, world) into `axis` and the signed angle along it (rad, |angle| ≤ π + hysteresis)
   * of the error rotation vector `error` (short way, |error| ≤ π), remembered for the next step.
   * Before any step the axis kept is +z: a fresh controller takes the sign of n₀ that points into
   * z ≥ 0 (so a planar error (0, 0, e) is turned along +z with the angle e, as in 2D). An error
   * under {@link AXIS_RESOLUTION} keeps the last axis.
   */
  choose(axis: Vec3Like, error: Readonly<Vec3Like>, hysteresis: number, resolution = AXIS_RESOLUTION): number {
    // hypot: the squares of a tiny error (1e-162 rad) underflow, and the axis would not be unit.
    const theta = Math.hypot(error.x, error.y, error.z);
    let angle: number;
    if (theta > resolution) {
      // Divided, not multiplied by 1/θ: a planar error (0, 0, e) gives the axis (0, 0, ±1) exactly.
      setVec3(axis, error.x / theta, error.y / theta, error.z / theta);
      angle = theta;
      if (dot(axis, this.lastAxis) < 0) {
        scaleVec3(axis, axis, -1);
        angle = -theta;
      }
      // Keep the side of the last step near 180°: the long way round, if it is within the margin.
      if (this.lastAngle > 0 && angle < 0 && angle + 2 * Math.PI <= Math.PI + hysteresis) angle += 2 * Math.PI;
      else if (this.lastAngle < 0 && angle > 0 && angle - 2 * Math.PI >= -Math.PI - hysteresis) angle -= 2 * Math.PI;
    } else {
      // Too small to name an axis: the last one, and the error's part along it.
      copyVec3(axis, this.lastAxis);
      angle = dot(error, axis);
    }
    copyVec3(this.lastAxis, axis);
    this.lastAngle = angle;
    return angle;
  }

  /** Forgets the axis and the side. */
  reset(): void {
    setVec3(this.lastAxis, 0, 0, 1);
    this.lastAngle = 0;
  }

  /** The memory, as plain data. */
  save(): ErrorSideMemory {
    return { axis: [this.lastAxis.x, this.lastAxis.y, this.lastAxis.z], angle: this.lastAngle };
  }

  /** Checks a memory {@link save} gave; throws a RangeError naming the field (`memory.axis`), changing nothing. */
  static check(memory: Readonly<ErrorSideMemory>, name: string): void {
    const { axis, angle } = memory;
    if (!Array.isArray(axis) || axis.length !== 3 || !axis.every((value) => typeof value === 'number' && Number.isFinite(value)))
      throw new RangeError(`${name}.axis: must be 3 finite numbers (a unit vector)`);
    if (Math.abs(Math.hypot(...axis) - 1) > 1e-9)
      throw new RangeError(`${name}.axis: must be a unit vector, got length ${Math.hypot(...axis)}`);
    if (typeof angle !== 'number' || !(Math.abs(angle) <= Math.PI + HYSTERESIS_RANGE.max))
      throw new RangeError(
        `${name}.angle: must be a number from ${-(Math.PI + HYSTERESIS_RANGE.max)} to ${Math.PI + HYSTERESIS_RANGE.max} rad, got ` +
          `${String(angle)}`,
      );
  }

  /** Puts back a memory {@link save} gave (checked by {@link ErrorSide.check} first). */
  restore(memory: Readonly<ErrorSideMemory>): void {
    const [x = 0, y = 0, z = 1] = memory.axis;
    setVec3(this.lastAxis, x, y, z);
    this.lastAngle = memory.angle;
  }
}
