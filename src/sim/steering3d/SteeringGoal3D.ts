import { copyVec3, setVec3, type Vec3Like } from '../math3d/vec3';
import type { MovingTarget3D } from './MovingTarget3D';

/**
 * What BodySteering3D steers at: a fixed point, or a moving target read each step, and whether a
 * seek has reached it. The point and velocity of this step are copies ({@link refresh}), so a
 * target moved in the middle of a step is read once. Positions in m, velocities in m/s.
 */
export class SteeringGoal3D {
  /** The point steered at this step. */
  readonly position: Vec3Like = { x: 0, y: 0, z: 0 };
  /** Its velocity this step (0 for a fixed point). */
  readonly velocity: Vec3Like = { x: 0, y: 0, z: 0 };
  /** Whether a seek reached it (stays true until the goal changes). */
  reached = false;
  private moving: MovingTarget3D | null = null;

  /** The moving target read each step, or null for a fixed point. */
  get target(): MovingTarget3D | null {
    return this.moving;
  }

  /** Steer at the fixed point `point` (copied). */
  setPoint(point: Readonly<Vec3Like>): void {
    this.moving = null;
    copyVec3(this.position, point);
    setVec3(this.velocity, 0, 0, 0);
    this.reached = false;
  }

  /** Steer at `target`, read each step. */
  track(target: MovingTarget3D): void {
    this.setPoint(target.position);
    this.moving = target;
  }

  /** A waypoint the body moves on to without a new command: steer at it. */
  moveTo(point: Readonly<Vec3Like>): void {
    copyVec3(this.position, point);
  }

  /**
   * Reads a moving target's position and velocity for this step (a fixed point stays), refusing one
   * that has become non-finite: it would turn the body's own numbers to NaN.
   */
  refresh(): void {
    const moving = this.moving;
    if (moving === null) return;
    copyVec3(this.position, moving.position);
    copyVec3(this.velocity, moving.velocity);
    const { position: p, velocity: v } = this;
    if (!Number.isFinite(p.x + p.y + p.z) || !Number.isFinite(v.x + v.y + v.z)) {
      throw new RangeError(`step: the moving target's position and velocity must be finite numbers (m, m/s), got position { x: ${p.x}, y: ${p.y}, z: ${p.z} }, velocity { x: ${v.x}, y: ${v.y}, z: ${v.z} }`);
    }
  }

  /** Whether `from` is within `distance` (m) of the point steered at. */
  isWithin(from: Readonly<Vec3Like>, distance: number): boolean {
    const dx = this.position.x - from.x;
    const dy = this.position.y - from.y;
    const dz = this.position.z - from.z;
    return dx * dx + dy * dy + dz * dz <= distance * distance;
  }
}
