import type { EntityMemory } from '../state/memory';
import type { Vec2Like } from '../math/vec2';

/**
 * Walks a list of waypoints: the current waypoint is the target until the body comes within
 * `reachDistance` of it, then the next one is (the original demo pops the front of its list).
 * Several waypoints inside the radius are passed in the same step, as in the original. With `loop`
 * the walk starts over after the last waypoint; without, it ends (`done`).
 *
 * It only chooses targets; it never moves a body.
 */
export class PathFollower {
  private waypoints: Vec2Like[] = [];
  private loop = false;
  private index = 0;
  private reachedCount = 0;
  /** Where the leg to the current waypoint starts: the previous waypoint, or the start. */
  private readonly legStart: Vec2Like = { x: 0, y: 0 };

  /**
   * Starts following a new path (copied) from `from` (the entity's position). An empty path is
   * done at once.
   */
  start(path: readonly Vec2Like[], loop: boolean, from: Readonly<Vec2Like> = { x: 0, y: 0 }): void {
    this.waypoints = path.map((p) => ({ x: p.x, y: p.y }));
    this.loop = loop;
    this.index = 0;
    this.reachedCount = 0;
    this.legStart.x = from.x;
    this.legStart.y = from.y;
  }

  /** Where it is along the path, and how many waypoints it has reached (also once the path is done), for a snapshot. */
  saveState(): NonNullable<EntityMemory['path']> {
    return { index: this.index, reached: this.reachedCount, legStart: [this.legStart.x, this.legStart.y] };
  }

  /** Puts back what {@link saveState} gave, on the same path: it heads for the same waypoint, from the same leg. */
  restoreState(memory: Readonly<NonNullable<EntityMemory['path']>>): void {
    if (!Number.isInteger(memory.index) || memory.index < 0 || memory.index > this.waypoints.length) throw new RangeError(`path.index must be a whole number from 0 to ${this.waypoints.length}, got ${memory.index}`);
    this.index = memory.index;
    this.reachedCount = memory.reached;
    this.legStart.x = memory.legStart[0];
    this.legStart.y = memory.legStart[1];
  }

  /** Forgets the path (the count of waypoints reached stays until the next `start`). */
  clear(): void {
    this.waypoints = [];
    this.loop = false;
    this.index = 0;
  }

  /** The waypoints being followed (read-only view). */
  get path(): readonly Readonly<Vec2Like>[] {
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
  get current(): Readonly<Vec2Like> | null {
    return this.done ? null : (this.waypoints[this.index] as Vec2Like);
  }

  /**
   * Moves waypoint `i` (e.g. dragged by the player). Ignores an index out of range. The path is
   * replaced, never changed in place: one read before (a snapshot's) stays as it was.
   */
  moveWaypoint(i: number, position: Readonly<Vec2Like>): void {
    if (!this.waypoints[i]) return;
    this.waypoints = this.waypoints.map((waypoint, k) => (k === i ? { x: position.x, y: position.y } : waypoint));
  }

  /**
   * Advances past every waypoint within `reachDistance` of `position` and, when `passDistance` > 0,
   * past a waypoint the body has gone beyond (across the line through it square to the leg that
   * leads to it) while within `passDistance` of it. The second rule keeps a body that turns too
   * slowly from circling a waypoint it can never get inside (pure pursuit's classic orbit); it
   * overshoots, then heads for the next one. Calls `onReached(index)` for each waypoint passed.
   * Returns the waypoint to seek now, or null when the path is done.
   */
  advance(position: Vec2Like, reachDistance: number, onReached?: (index: number) => void, passDistance = 0): Readonly<Vec2Like> | null {
    const reachSquared = reachDistance * reachDistance;
    const passSquared = passDistance * passDistance;
    // A looping path can be passed at most once per step, so a tiny loop inside the radius cannot spin forever.
    let budget = this.waypoints.length;
    while (!this.done && budget-- > 0) {
      const waypoint = this.waypoints[this.index] as Vec2Like;
      const dx = waypoint.x - position.x;
      const dy = waypoint.y - position.y;
      const distanceSquared = dx * dx + dy * dy;
      if (distanceSquared >= reachSquared) {
        const legX = waypoint.x - this.legStart.x;
        const legY = waypoint.y - this.legStart.y;
        // Beyond the waypoint along its leg: (position − waypoint)·leg > 0.
        const beyond = -(dx * legX + dy * legY) > 0;
        if (!(passSquared > 0 && beyond && distanceSquared < passSquared)) break;
      }
      const reachedIndex = this.index;
      this.legStart.x = waypoint.x;
      this.legStart.y = waypoint.y;
      this.reachedCount++;
      this.index++;
      if (this.loop && this.index >= this.waypoints.length) this.index = 0;
      onReached?.(reachedIndex);
    }
    return this.current;
  }
}
