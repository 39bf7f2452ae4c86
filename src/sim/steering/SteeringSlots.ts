/**
 * The records of a crowd's steerers, one after another in one flat array of doubles (a steerer's
 * numbers lie together: a pass over the crowd reads memory in order), the waypoints of their paths
 * in another, and the laws of the goal and the path, as functions of a steerer's index.
 */
import { SLOT } from './slotLayout';

const {
  GOAL_ACTIVE,
  GOAL_REACHED,
  GX,
  GY,
  GZ,
  GVX,
  GVY,
  GVZ,
  PX,
  PY,
  PZ,
  PATH_START,
  PATH_LENGTH,
  PATH_ROOM,
  PATH_LOOP,
  PATH_INDEX,
  PATH_REACHED,
  LEGX,
  LEGY,
  LEGZ,
  REACH,
  PASS,
} = SLOT;

/** A point, m: in the plane (no z: 0) or in space. */
export interface PointLike {
  readonly x: number;
  readonly y: number;
  readonly z?: number;
}

/** Something to steer at that may move, read once a step: its position (m) and velocity (m/s). */
export interface MovingPoint {
  readonly position: PointLike;
  readonly velocity: PointLike;
}

/** Who holds a slot (a front: BodySteering, BodySteering3D): told its new index when slots move. */
export interface SlotHolder {
  index: number;
}

/**
 * The slots of a crowd: steerer i's record is `f[i·stride]` to `f[(i + 1)·stride − 1]` (fields at
 * the offsets of slotLayout.ts and the dimension's layout), its objects (moving target, propulsion,
 * callback…) at index i of the lists. Positions in m, velocities in m/s; the plane's z is 0.
 * Allocation-free per step; the arrays grow (doubling) when a slot is added beyond them.
 */
export abstract class SteeringSlots<P> {
  /** Slots in use: steerers 0 to count − 1. */
  count = 0;
  /** The records. */
  f = new Float64Array(0);
  /** The paths' waypoints, x, y, z each; a path is the run from its PATH_START (in waypoints). */
  waypoints = new Float64Array(0);
  /** The moving target read each step, or null (a point). */
  readonly tracked: (MovingPoint | null)[] = [];
  /** Each path as the points it was given (replaced, never changed in place, when one moves). */
  readonly paths: (readonly PointLike[])[] = [];
  readonly propulsions: (P | null)[] = [];
  readonly onReached: (((index: number) => void) | null)[] = [];
  private readonly holders: (SlotHolder | null)[] = [];
  private capacity = 0;
  /** Waypoints in use in {@link waypoints} (live paths and the room left by paths since replaced). */
  private waypointEnd = 0;

  /** @param stride doubles per record (the dimension's layout). */
  constructor(readonly stride: number) {}

  /** A new slot (index) for `holder`, idle, with no goal, path or propulsion. */
  addSlot(holder: SlotHolder | null, propulsion: P | null): number {
    if (this.count === this.capacity) this.resize(Math.max(4, 2 * this.capacity));
    const i = this.count++;
    this.f.fill(0, i * this.stride, (i + 1) * this.stride);
    this.holders[i] = holder;
    if (holder !== null) holder.index = i;
    this.tracked[i] = null;
    this.paths[i] = [];
    this.propulsions[i] = propulsion;
    this.onReached[i] = null;
    return i;
  }

  /** Who holds slot `i` (a stand-in when none does). */
  protected holderOf(i: number): SlotHolder {
    return this.holders[i] ?? { index: i };
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

  /** Grows the records to `capacity` slots (subclasses grow their own arrays too). */
  protected resize(capacity: number): void {
    const f = new Float64Array(capacity * this.stride);
    f.set(this.f);
    this.f = f;
    this.capacity = capacity;
  }

  /** Copies slot `from` into slot `to` (subclasses move their objects too). */
  protected moveSlot(from: number, to: number): void {
    const stride = this.stride;
    this.f.copyWithin(to * stride, from * stride, (from + 1) * stride);
    for (const list of [this.holders, this.tracked, this.paths, this.propulsions, this.onReached] as unknown[][]) list[to] = list[from];
  }

  /** Drops the objects of the slots from `count` on (subclasses drop theirs too). */
  protected trimSlots(count: number): void {
    for (const list of [this.holders, this.tracked, this.paths, this.propulsions, this.onReached]) list.length = count;
  }

  // ---- The goal ----

  /** Steerer `i` steers at the fixed point `point` (copied), not yet reached. */
  setPoint(i: number, point: PointLike): void {
    const f = this.f;
    const b = i * this.stride;
    this.tracked[i] = null;
    this.placeGoal(i, point);
    f[b + GVX] = 0;
    f[b + GVY] = 0;
    f[b + GVZ] = 0;
    f[b + GOAL_ACTIVE] = 1;
    f[b + GOAL_REACHED] = 0;
  }

  /** Steerer `i` steers at `target`, read each step. */
  track(i: number, target: MovingPoint): void {
    this.setPoint(i, target.position);
    this.tracked[i] = target;
  }

  /** Steerer `i` has nothing to steer at. */
  clearGoal(i: number): void {
    this.f[i * this.stride + GOAL_ACTIVE] = 0;
    this.tracked[i] = null;
  }

  /** The point steered at becomes `point` (a waypoint moved on to, a point re-aimed at). */
  protected placeGoal(i: number, point: PointLike): void {
    const f = this.f;
    const b = i * this.stride;
    f[b + GX] = point.x;
    f[b + GY] = point.y;
    f[b + GZ] = point.z ?? 0;
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
      throw new RangeError(
        `step: the moving target's position and velocity must be finite numbers (m, m/s), got position { x: ${x}, y: ${y}, z: ` +
          `${z} }, velocity { x: ${vx}, y: ${vy}, z: ${vz} }`,
      );
    }
    const f = this.f;
    const b = i * this.stride;
    f[b + GX] = x;
    f[b + GY] = y;
    f[b + GZ] = z;
    f[b + GVX] = vx;
    f[b + GVY] = vy;
    f[b + GVZ] = vz;
  }

  /** Whether steerer `i`'s body (its path position) is within `distance` (m) of its goal. */
  protected goalWithin(i: number, distance: number): boolean {
    const f = this.f;
    const b = i * this.stride;
    const dx = (f[b + GX] as number) - (f[b + PX] as number);
    const dy = (f[b + GY] as number) - (f[b + PY] as number);
    const dz = (f[b + GZ] as number) - (f[b + PZ] as number);
    return dx * dx + dy * dy + dz * dz < distance * distance;
  }

  /** The goal becomes the waypoint sought. */
  protected goalAtWaypoint(i: number): void {
    const f = this.f;
    const b = i * this.stride;
    const k = 3 * ((f[b + PATH_START] as number) + (f[b + PATH_INDEX] as number));
    const points = this.waypoints;
    f[b + GX] = points[k] as number;
    f[b + GY] = points[k + 1] as number;
    f[b + GZ] = points[k + 2] as number;
  }

  // ---- The path ----

  /**
   * Steerer `i`'s path becomes `path`: its waypoints written into the crowd's (in place when they
   * fit the room of its last path; else at the end, the crowd's waypoints packed when half of them
   * are room left behind). Its progress starts over; `loop`, whether it starts over after the last.
   */
  protected writePath(i: number, path: readonly PointLike[], loop: boolean): void {
    const f = this.f;
    const b = i * this.stride;
    const length = path.length;
    if (length > (f[b + PATH_ROOM] as number)) {
      if (3 * (this.waypointEnd + length) > this.waypoints.length) this.packWaypoints(length);
      f[b + PATH_START] = this.waypointEnd;
      f[b + PATH_ROOM] = length;
      this.waypointEnd += length;
    }
    const start = f[b + PATH_START] as number;
    for (let k = 0; k < length; k++) this.writeWaypoint(start + k, path[k] as PointLike);
    this.paths[i] = path;
    f[b + PATH_LENGTH] = length;
    f[b + PATH_LOOP] = loop ? 1 : 0;
  }

  /** Writes waypoint `k` of the crowd's waypoints. */
  protected writeWaypoint(k: number, point: PointLike): void {
    const points = this.waypoints;
    points[3 * k] = point.x;
    points[3 * k + 1] = point.y;
    points[3 * k + 2] = point.z ?? 0;
  }

  /** Packs the live paths to the start of the waypoints, with room for `more` after them (the array grows if they need it). */
  private packWaypoints(more: number): void {
    let live = more;
    for (let i = 0; i < this.count; i++) live += this.f[i * this.stride + PATH_ROOM] as number;
    const packed = new Float64Array(3 * Math.max(64, 2 * live));
    let end = 0;
    for (let i = 0; i < this.count; i++) {
      const b = i * this.stride;
      const room = this.f[b + PATH_ROOM] as number;
      const start = this.f[b + PATH_START] as number;
      packed.set(this.waypoints.subarray(3 * start, 3 * (start + room)), 3 * end);
      this.f[b + PATH_START] = end;
      end += room;
    }
    this.waypoints = packed;
    this.waypointEnd = end;
  }

  /** Forgets steerer `i`'s path (the count of waypoints reached stays until the next `follow`). */
  protected clearPath(i: number): void {
    const f = this.f;
    const b = i * this.stride;
    this.paths[i] = [];
    f[b + PATH_LENGTH] = 0;
    f[b + PATH_LOOP] = 0;
    f[b + PATH_INDEX] = 0;
  }

  /**
   * Passes every waypoint within REACH of the body and, when PASS > 0, one the body has gone
   * beyond (across the line through it square to its leg) within PASS of it: so a body that turns
   * too slowly does not circle a waypoint it cannot get inside (pure pursuit's orbit); it
   * overshoots, then heads for the next. Several waypoints within reach are passed in one step, as
   * in the original demo, a looping path at most once round. onReached(index) for each. False when
   * the path is done (then PATH_INDEX is its length).
   */
  protected advancePath(i: number): boolean {
    const f = this.f;
    const b = i * this.stride;
    const points = this.waypoints;
    const path = this.paths[i];
    const start = f[b + PATH_START] as number;
    const length = f[b + PATH_LENGTH] as number;
    const reach = f[b + REACH] as number;
    const pass = f[b + PASS] as number;
    const reachSquared = reach * reach;
    const passSquared = pass * pass;
    const x = f[b + PX] as number;
    const y = f[b + PY] as number;
    const z = f[b + PZ] as number;
    let index = f[b + PATH_INDEX] as number;
    for (let budget = length; index < length && budget > 0; budget--) {
      const k = 3 * (start + index);
      const wx = points[k] as number;
      const wy = points[k + 1] as number;
      const wz = points[k + 2] as number;
      const dx = wx - x;
      const dy = wy - y;
      const dz = wz - z;
      const distanceSquared = dx * dx + dy * dy + dz * dz;
      if (distanceSquared >= reachSquared) {
        // Beyond the waypoint along its leg: (position − waypoint)·leg > 0.
        const beyond =
          -(dx * (wx - (f[b + LEGX] as number)) + dy * (wy - (f[b + LEGY] as number)) + dz * (wz - (f[b + LEGZ] as number))) > 0;
        if (!(passSquared > 0 && beyond && distanceSquared < passSquared)) break;
      }
      const reached = index;
      f[b + LEGX] = wx;
      f[b + LEGY] = wy;
      f[b + LEGZ] = wz;
      f[b + PATH_REACHED] = (f[b + PATH_REACHED] as number) + 1;
      index++;
      if (f[b + PATH_LOOP] === 1 && index >= length) index = 0;
      f[b + PATH_INDEX] = index;
      const onReached = this.onReached[i];
      if (onReached) {
        onReached(reached);
        // A callback that gave a new command: its state goes on.
        if (this.paths[i] !== path || this.f !== f) return this.pathGoesOn(i);
      }
    }
    return index < length;
  }

  /** Whether steerer `i` still has a waypoint to seek. */
  protected pathGoesOn(i: number): boolean {
    const b = i * this.stride;
    return (this.f[b + PATH_INDEX] as number) < (this.f[b + PATH_LENGTH] as number);
  }
}
