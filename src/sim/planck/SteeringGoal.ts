import type { Vec2Like } from '../math/vec2';
import type { TargetCourse } from '../steering/CollisionCourse';
import type { MovingTarget } from './MovingTarget';

const ZERO: Readonly<Vec2Like> = Object.freeze({ x: 0, y: 0 });

/**
 * What a body steers at: a fixed point, or a moving target (read each step), and whether an
 * arrival has reached it. The point steered this step is a copy ({@link position}), so that a
 * target moved between two halves of a step is read once. Positions in m, velocities in m/s.
 */
export class SteeringGoal {
  /** The point steered at this step (a copy, refreshed by {@link refresh}). */
  readonly position: Vec2Like = { x: 0, y: 0 };
  /** Whether there is anything to steer at. */
  active = false;
  /** Whether an arrival reached it (stays true until the goal changes). */
  reached = false;
  private tracked: MovingTarget | null = null;

  /** Steer at the fixed point `point`. */
  setPoint(point: Readonly<Vec2Like>): void {
    this.tracked = null;
    this.copy(point);
    this.active = true;
    this.reached = false;
  }

  /** Steer at `target`, read each step. */
  track(target: MovingTarget): void {
    this.setPoint(target.position);
    this.tracked = target;
  }

  /** Nothing to steer at. */
  clear(): void {
    this.active = false;
    this.tracked = null;
  }

  /** A waypoint (or any point the body moves on to without a new command): steer at it. */
  moveTo(point: Readonly<Vec2Like>): void {
    this.copy(point);
  }

  /** Reads the moving target's position for this step (a fixed point stays). */
  refresh(): void {
    if (this.tracked) this.copy(this.tracked.position);
  }

  /** The moving target's live position, or the fixed point; null without a goal. */
  get livePosition(): Readonly<Vec2Like> | null {
    if (!this.active) return null;
    return this.tracked ? this.tracked.position : this.position;
  }

  /** The moving target steered at, or null (a fixed point, or nothing). */
  get movingTarget(): MovingTarget | null {
    return this.tracked;
  }

  /** The moving target's velocity (m/s), or zero for a fixed point. */
  get velocity(): Readonly<Vec2Like> {
    return this.tracked?.velocity ?? ZERO;
  }

  /** The moving target, when it can tell where it is going; else null. */
  get course(): TargetCourse | null {
    const tracked = this.tracked;
    return tracked?.positionIn ? (tracked as TargetCourse) : null;
  }

  /** Whether a player drags the moving target (its velocity is then a difference of pointer positions). */
  get held(): boolean {
    return this.tracked?.isDragged === true;
  }

  /** Whether `from` is within `distance` (m) of the point steered at. */
  isWithin(from: Readonly<Vec2Like>, distance: number): boolean {
    const dx = this.position.x - from.x;
    const dy = this.position.y - from.y;
    return dx * dx + dy * dy < distance * distance;
  }

  private copy(point: Readonly<Vec2Like>): void {
    this.position.x = point.x;
    this.position.y = point.y;
  }
}
