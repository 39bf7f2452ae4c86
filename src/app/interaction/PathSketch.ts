import type { Vec2Like } from '../../sim/math/vec2';

/** Distance between the waypoints sampled while a path is drawn, m (the original sampled its drag too). */
export const PATH_SAMPLE_SPACING = 3;

/** Most waypoints a drawn path keeps; a longer drag stops adding points. */
export const MAX_PATH_WAYPOINTS = 400;

/**
 * A path being drawn with a drag: the first point where the drag started, then one waypoint every
 * `spacing` metres along the drag, and the release point if it is far enough from the last one.
 */
export class PathSketch {
  private readonly pointList: Vec2Like[] = [];

  /** @param spacing distance between samples, m. [default: 3] */
  constructor(readonly spacing = PATH_SAMPLE_SPACING) {}

  /** The waypoints so far (m), read-only view. */
  get points(): readonly Readonly<Vec2Like>[] {
    return this.pointList;
  }

  /** Starts a new sketch at `start` (m). */
  begin(start: Vec2Like): void {
    this.pointList.length = 0;
    this.pointList.push({ x: start.x, y: start.y });
  }

  /** Adds `point` (m) if it is at least `spacing` from the last waypoint. Returns whether it did. */
  extend(point: Vec2Like): boolean {
    const last = this.pointList[this.pointList.length - 1];
    if (!last || this.pointList.length >= MAX_PATH_WAYPOINTS) return false;
    if (Math.hypot(point.x - last.x, point.y - last.y) < this.spacing) return false;
    this.pointList.push({ x: point.x, y: point.y });
    return true;
  }

  /**
   * Ends the sketch at `end` (m), which is kept when at least a third of `spacing` from the last
   * waypoint. Returns the waypoints, or null when the drag was too short to be a path (a tap).
   */
  finish(end: Vec2Like): Vec2Like[] | null {
    const last = this.pointList[this.pointList.length - 1];
    if (last && this.pointList.length < MAX_PATH_WAYPOINTS && Math.hypot(end.x - last.x, end.y - last.y) >= this.spacing / 3) {
      this.pointList.push({ x: end.x, y: end.y });
    }
    const points = this.pointList.length >= 2 ? this.pointList.slice() : null;
    this.pointList.length = 0;
    return points;
  }

  /** Abandons the sketch (e.g. a second finger turned the drag into a pinch). */
  cancel(): void {
    this.pointList.length = 0;
  }
}
