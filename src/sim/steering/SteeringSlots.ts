/**
 * The state every steerer of a crowd has in the plane and in space, one slot per steerer in flat
 * typed arrays: its command, goal, path progress, settings and propulsion; and the laws of the
 * goal and the path, as functions of a slot.
 */
import type { MovingPoint, PointLike } from './SteeringCrowd';

/** A typed array of `capacity` elements holding `from`'s first ones. */
export function resized<T extends Float64Array | Uint8Array | Int32Array>(from: T, capacity: number): T {
  const to = new (from.constructor as new (length: number) => T)(capacity);
  to.set(from.subarray(0, Math.min(from.length, capacity)));
  return to;
}

/** Who holds a slot (a front: BodySteering, BodySteering3D): told its new index when slots move. */
export interface SlotHolder {
  index: number;
}

const NO_POINTS = new Float64Array(0);

/**
 * The slots of a crowd. Positions in m, velocities in m/s, distances in m; the plane's z is 0.
 * Allocation-free per step; arrays grow (doubling) when a slot is added beyond them.
 */
export abstract class SteeringSlots<P> {
  /** Slots in use: steerers 0 to count − 1. */
  count = 0;
  /** What each is doing (the index of its mode in STEERING_MODES). */
  mode = new Uint8Array(0);
  /** Within this of a target or waypoint it counts as reached, m. */
  reach = new Float64Array(0);
  /** A waypoint passed within this counts as reached too, m (0: off). */
  pass = new Float64Array(0);
  /** 1: it faces its direction of travel while it moves (a character); 0: its target. */
  facingTravel = new Uint8Array(0);
  /** Whether it has a goal, and whether an arrival reached it (until the goal changes). */
  goalActive = new Uint8Array(0);
  goalReached = new Uint8Array(0);
  /** The point steered at this step (a moving target's, read once a step), and its velocity. */
  goalX = new Float64Array(0);
  goalY = new Float64Array(0);
  goalZ = new Float64Array(0);
  goalVX = new Float64Array(0);
  goalVY = new Float64Array(0);
  goalVZ = new Float64Array(0);
  /** The moving target read each step, or null (a point). */
  readonly tracked: (MovingPoint | null)[] = [];
  /** Where the body is this step: the plane's origin, space's centre of mass (a path's legs start there). */
  px = new Float64Array(0);
  py = new Float64Array(0);
  pz = new Float64Array(0);
  /** The path's waypoints, flat x, y, z, and as points (replaced, never changed in place, when one moves). */
  readonly pathPoints: Float64Array[] = [];
  readonly paths: (readonly PointLike[])[] = [];
  pathLength = new Int32Array(0);
  pathLoop = new Uint8Array(0);
  /** The waypoint sought (its length when done), and the waypoints reached since `follow`. */
  pathIndex = new Int32Array(0);
  pathReached = new Float64Array(0);
  /** Where the leg to the waypoint sought starts: the previous waypoint, or where the path began. */
  legX = new Float64Array(0);
  legY = new Float64Array(0);
  legZ = new Float64Array(0);
  /** Seconds stepped since the command was given (a command given again soon continues: REAIM_WINDOW). */
  sinceCommand = new Float64Array(0);
  /** Whether the propulsion acted on the last step. */
  propelled = new Uint8Array(0);
  readonly propulsions: (P | null)[] = [];
  readonly onReached: (((index: number) => void) | null)[] = [];
  private readonly holders: (SlotHolder | null)[] = [];
  private capacity = 0;

  /** A new slot (index) for `holder`, idle, with no goal, path or propulsion. */
  addSlot(holder: SlotHolder | null, propulsion: P | null): number {
    if (this.count === this.capacity) this.resize(Math.max(4, 2 * this.capacity));
    const i = this.count++;
    this.holders[i] = holder;
    this.tracked[i] = null;
    this.pathPoints[i] = NO_POINTS;
    this.paths[i] = [];
    this.propulsions[i] = propulsion;
    this.onReached[i] = null;
    this.initSlot(i);
    return i;
  }

  /** Frees slot `i`: the last slot moves into it (its holder told), so that the slots stay 0 to count − 1. */
  removeSlot(i: number): void {
    const last = --this.count;
    if (i !== last) {
      this.moveSlot(last, i);
      const holder = this.holders[i] ?? null;
      if (holder !== null) holder.index = i;
    }
    this.trimSlots(last);
  }

  /** Grows every array to `capacity` slots (subclasses grow theirs, and call this). */
  protected resize(capacity: number): void {
    this.capacity = capacity;
    this.mode = resized(this.mode, capacity);
    this.reach = resized(this.reach, capacity);
    this.pass = resized(this.pass, capacity);
    this.facingTravel = resized(this.facingTravel, capacity);
    this.goalActive = resized(this.goalActive, capacity);
    this.goalReached = resized(this.goalReached, capacity);
    this.goalX = resized(this.goalX, capacity);
    this.goalY = resized(this.goalY, capacity);
    this.goalZ = resized(this.goalZ, capacity);
    this.goalVX = resized(this.goalVX, capacity);
    this.goalVY = resized(this.goalVY, capacity);
    this.goalVZ = resized(this.goalVZ, capacity);
    this.px = resized(this.px, capacity);
    this.py = resized(this.py, capacity);
    this.pz = resized(this.pz, capacity);
    this.pathLength = resized(this.pathLength, capacity);
    this.pathLoop = resized(this.pathLoop, capacity);
    this.pathIndex = resized(this.pathIndex, capacity);
    this.pathReached = resized(this.pathReached, capacity);
    this.legX = resized(this.legX, capacity);
    this.legY = resized(this.legY, capacity);
    this.legZ = resized(this.legZ, capacity);
    this.sinceCommand = resized(this.sinceCommand, capacity);
    this.propelled = resized(this.propelled, capacity);
  }

  /** Every typed array of this class and its subclasses, for a slot's move (the arrays in the order resize made them). */
  private typedArrays(): (Float64Array | Uint8Array | Int32Array)[] {
    return Object.values(this).filter((value): value is Float64Array | Uint8Array | Int32Array => ArrayBuffer.isView(value) && (value as Float64Array).length === this.capacity);
  }

  /** Copies slot `from` into slot `to` in every array (subclasses move their objects too). */
  protected moveSlot(from: number, to: number): void {
    for (const array of this.typedArrays()) array[to] = array[from] as number;
    for (const list of [this.holders, this.tracked, this.pathPoints, this.paths, this.propulsions, this.onReached] as unknown[][]) list[to] = list[from];
  }

  /** Drops the objects of the slots from `count` on (subclasses drop theirs too). */
  protected trimSlots(count: number): void {
    for (const list of [this.holders, this.tracked, this.pathPoints, this.paths, this.propulsions, this.onReached]) list.length = count;
  }

  /** Zeroes slot `i` of every typed array (a new steerer). */
  protected initSlot(i: number): void {
    for (const array of this.typedArrays()) array[i] = 0;
  }

  // ---- The goal ----

  /** Steerer `i` steers at the fixed point `point` (copied), not yet reached. */
  setPoint(i: number, point: PointLike): void {
    this.tracked[i] = null;
    this.placeGoal(i, point);
    this.goalVX[i] = 0;
    this.goalVY[i] = 0;
    this.goalVZ[i] = 0;
    this.goalActive[i] = 1;
    this.goalReached[i] = 0;
  }

  /** Steerer `i` steers at `target`, read each step. */
  track(i: number, target: MovingPoint): void {
    this.setPoint(i, target.position);
    this.tracked[i] = target;
  }

  /** The point steered at becomes `point` (a waypoint moved on to, a point re-aimed at). */
  protected placeGoal(i: number, point: PointLike): void {
    this.goalX[i] = point.x;
    this.goalY[i] = point.y;
    this.goalZ[i] = point.z ?? 0;
  }

  /**
   * Reads steerer `i`'s moving target for this step (a point stays), refusing one that has become
   * non-finite: it would turn the body's own numbers to NaN.
   */
  protected refreshGoal(i: number): void {
    const target = this.tracked[i];
    if (target === null || target === undefined) return;
    const { position: p, velocity: v } = target;
    const x = p.x;
    const y = p.y;
    const z = p.z ?? 0;
    const vx = v.x;
    const vy = v.y;
    const vz = v.z ?? 0;
    if (!Number.isFinite(x + y + z) || !Number.isFinite(vx + vy + vz)) {
      throw new RangeError(`step: the moving target's position and velocity must be finite numbers (m, m/s), got position { x: ${x}, y: ${y}, z: ${z} }, velocity { x: ${vx}, y: ${vy}, z: ${vz} }`);
    }
    this.goalX[i] = x;
    this.goalY[i] = y;
    this.goalZ[i] = z;
    this.goalVX[i] = vx;
    this.goalVY[i] = vy;
    this.goalVZ[i] = vz;
  }

  /** Whether steerer `i`'s body (its path position) is within `distance` (m) of its goal. */
  protected goalWithin(i: number, distance: number): boolean {
    const dx = (this.goalX[i] as number) - (this.px[i] as number);
    const dy = (this.goalY[i] as number) - (this.py[i] as number);
    const dz = (this.goalZ[i] as number) - (this.pz[i] as number);
    return dx * dx + dy * dy + dz * dz < distance * distance;
  }

  /** The goal becomes the waypoint sought. */
  protected goalAtWaypoint(i: number): void {
    const points = this.pathPoints[i] as Float64Array;
    const k = 3 * (this.pathIndex[i] as number);
    this.goalX[i] = points[k] as number;
    this.goalY[i] = points[k + 1] as number;
    this.goalZ[i] = points[k + 2] as number;
  }

  // ---- The path ----

  /** Forgets steerer `i`'s path (the count of waypoints reached stays until the next `follow`). */
  protected clearPath(i: number): void {
    this.pathPoints[i] = NO_POINTS;
    this.paths[i] = [];
    this.pathLength[i] = 0;
    this.pathLoop[i] = 0;
    this.pathIndex[i] = 0;
  }

  /**
   * Passes every waypoint within `reach` of the body and, when `pass` > 0, one the body has gone
   * beyond (across the line through it square to its leg) within `pass` of it: so a body that
   * turns too slowly does not circle a waypoint it cannot get inside (pure pursuit's orbit); it
   * overshoots, then heads for the next. Several waypoints within reach are passed in one step, as
   * in the original demo, a looping path at most once round. onReached(index) for each. False when
   * the path is done (then `pathIndex` is its length).
   */
  protected advancePath(i: number): boolean {
    const points = this.pathPoints[i] as Float64Array;
    const length = this.pathLength[i] as number;
    const reach = this.reach[i] as number;
    const pass = this.pass[i] as number;
    const reachSquared = reach * reach;
    const passSquared = pass * pass;
    const x = this.px[i] as number;
    const y = this.py[i] as number;
    const z = this.pz[i] as number;
    let index = this.pathIndex[i] as number;
    for (let budget = length; index < length && budget > 0; budget--) {
      const k = 3 * index;
      const wx = points[k] as number;
      const wy = points[k + 1] as number;
      const wz = points[k + 2] as number;
      const dx = wx - x;
      const dy = wy - y;
      const dz = wz - z;
      const distanceSquared = dx * dx + dy * dy + dz * dz;
      if (distanceSquared >= reachSquared) {
        // Beyond the waypoint along its leg: (position − waypoint)·leg > 0.
        const beyond = -(dx * (wx - (this.legX[i] as number)) + dy * (wy - (this.legY[i] as number)) + dz * (wz - (this.legZ[i] as number))) > 0;
        if (!(passSquared > 0 && beyond && distanceSquared < passSquared)) break;
      }
      const reached = index;
      this.legX[i] = wx;
      this.legY[i] = wy;
      this.legZ[i] = wz;
      this.pathReached[i] = (this.pathReached[i] as number) + 1;
      index++;
      if (this.pathLoop[i] === 1 && index >= length) index = 0;
      this.pathIndex[i] = index;
      this.onReached[i]?.(reached);
      // A callback that gave a new command: its state goes on.
      if (this.pathPoints[i] !== points) return (this.pathIndex[i] as number) < (this.pathLength[i] as number);
    }
    return index < length;
  }
}
