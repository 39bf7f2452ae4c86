import type { PathMemory } from '../state/memory';
import type { Vec2Like } from '../math/vec2';

/** A waypoint, m: in the plane, or in space with `z` (the walk is the same; a missing z reads as 0). */
export type PathPoint = Vec2Like & { z?: number };

/** The saved start of a leg for waypoints of type `Point`: [x, y] in the plane, [x, y, z] in space. */
export type LegStart<Point extends PathPoint> = Point extends { z: number } ? [number, number, number] : [number, number];

/**
 * Walks a list of waypoints, in the plane or in space: the current waypoint is the target until the body comes within
 * `reachDistance` of it, then the next one is (the original demo pops the front of its list).
 * Several waypoints inside the radius are passed in the same step, as in the original. With `loop`
 * the walk starts over after the last waypoint; without, it ends (`done`).
 *
 * It only chooses targets; it never moves a body.
 */
export class PathFollower<Point extends PathPoint = Vec2Like> {
  private waypoints: Point[] = [];
  private loop = false;
  private index = 0;
  private reachedCount = 0;
  /** Where the leg to the current waypoint starts: the previous waypoint, or the start. */
  private readonly legStart = { x: 0, y: 0, z: 0 };
  /** Whether the path is in space (its start had a z): the saved leg start then has a z too. */
  private spatial = false;

  /**
   * Starts following a new path (copied) from `from` (the entity's position; in space when it has
   * a z). An empty path is done at once.
   */
  start(path: readonly Readonly<Point>[], loop: boolean, from: Readonly<PathPoint> = { x: 0, y: 0 }): void {
    this.spatial = typeof from.z === 'number';
    this.waypoints = path.map((p) => (this.spatial ? { x: p.x, y: p.y, z: p.z ?? 0 } : { x: p.x, y: p.y }) as Point);
    this.loop = loop;
    this.index = 0;
    this.reachedCount = 0;
    this.legStart.x = from.x;
    this.legStart.y = from.y;
    this.legStart.z = from.z ?? 0;
  }

  /** Where it is along the path, and how many waypoints it has reached (also once the path is done), for a snapshot. */
  saveState(): PathMemory<LegStart<Point>> {
    const { x, y, z } = this.legStart;
    return { index: this.index, reached: this.reachedCount, legStart: (this.spatial ? [x, y, z] : [x, y]) as LegStart<Point> };
  }

  /** Puts back what {@link saveState} gave, on the same path: it heads for the same waypoint, from the same leg. */
  restoreState(memory: Readonly<PathMemory<LegStart<Point>>>): void {
    if (!Number.isInteger(memory.index) || memory.index < 0 || memory.index > this.waypoints.length) throw new RangeError(`path.index must be a whole number from 0 to ${this.waypoints.length}, got ${memory.index}`);
    this.index = memory.index;
    this.reachedCount = memory.reached;
    this.legStart.x = memory.legStart[0];
    this.legStart.y = memory.legStart[1];
    this.legStart.z = (memory.legStart as readonly number[])[2] ?? 0;
  }

  /** Forgets the path (the count of waypoints reached stays until the next `start`). */
  clear(): void {
    this.waypoints = [];
    this.loop = false;
    this.index = 0;
  }

  /** The waypoints being followed (read-only view). */
  get path(): readonly Readonly<Point>[] {
    return this.waypoints;
  }

  /** Whether the walk restarts after the last waypoint. */
  get isLooping(): boolean {
    return this.loop;
  }

  /** Index of the waypoint currently sought (equals `path.length` when done). */
  get currentIndex(): number {
    return this.index;
  }

  /** How many waypoints have been reached since `start` (keeps growing on a loop). */
  get reached(): number {
    return this.reachedCount;
  }

  /** True when there is nothing left to seek. */
  get done(): boolean {
    return this.index >= this.waypoints.length;
  }

  /** The waypoint currently sought, or null when done. */
  get current(): Readonly<Point> | null {
    return this.done ? null : (this.waypoints[this.index] as Point);
  }

  /**
   * Moves waypoint `i` (e.g. dragged by the player). Ignores an index out of range. The path is
   * replaced, never changed in place: one read before (a snapshot's) stays as it was.
   */
  moveWaypoint(i: number, position: Readonly<Point>): void {
    if (!this.waypoints[i]) return;
    this.waypoints = this.waypoints.map((waypoint, k) => (k === i ? ((this.spatial ? { x: position.x, y: position.y, z: position.z ?? 0 } : { x: position.x, y: position.y }) as Point) : waypoint));
  }

  /**
   * Advances past every waypoint within `reachDistance` of `position` and, when `passDistance` > 0,
   * past a waypoint the body has gone beyond (across the line through it square to the leg that
   * leads to it) while within `passDistance` of it. The second rule keeps a body that turns too
   * slowly from circling a waypoint it can never get inside (pure pursuit's classic orbit); it
   * overshoots, then heads for the next one. Calls `onReached(index)` for each waypoint passed.
   * Returns the waypoint to seek now, or null when the path is done.
   */
  advance(position: Readonly<PathPoint>, reachDistance: number, onReached?: (index: number) => void, passDistance = 0): Readonly<Point> | null {
    const reachSquared = reachDistance * reachDistance;
    const passSquared = passDistance * passDistance;
    // A looping path can be passed at most once per step, so a tiny loop inside the radius cannot spin forever.
    let budget = this.waypoints.length;
    while (!this.done && budget-- > 0) {
      const waypoint = this.waypoints[this.index] as Point;
      const waypointZ = waypoint.z ?? 0;
      const dx = waypoint.x - position.x;
      const dy = waypoint.y - position.y;
      const dz = waypointZ - (position.z ?? 0);
      const distanceSquared = dx * dx + dy * dy + dz * dz;
      if (distanceSquared >= reachSquared) {
        const legX = waypoint.x - this.legStart.x;
        const legY = waypoint.y - this.legStart.y;
        const legZ = waypointZ - this.legStart.z;
        // Beyond the waypoint along its leg: (position − waypoint)·leg > 0.
        const beyond = -(dx * legX + dy * legY + dz * legZ) > 0;
        if (!(passSquared > 0 && beyond && distanceSquared < passSquared)) break;
      }
      const reachedIndex = this.index;
      this.legStart.x = waypoint.x;
      this.legStart.y = waypoint.y;
      this.legStart.z = waypointZ;
      this.reachedCount++;
      this.index++;
      if (this.loop && this.index >= this.waypoints.length) this.index = 0;
      onReached?.(reachedIndex);
    }
    return this.current;
  }
}
