/**
 * The steering core, written once for the plane and for space: the mode machine that steps many
 * steerers whose state lies in flat arrays (SteeringSlots), and their commands, as functions of a
 * steerer's index.
 */
import { SLOT } from './slotLayout';
import { SteeringSlots, type MovingPoint, type PointLike } from './SteeringSlots';

const {
  KIND,
  STOPS_DEAD,
  CAN_ARRIVE,
  MODE,
  REACH,
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
  PATH_INDEX,
  PATH_LENGTH,
  PATH_LOOP,
  PATH_REACHED,
  LEGX,
  LEGY,
  LEGZ,
  SINCE,
  PROPELLED,
} = SLOT;

/** What a steerer is doing (the same seven in the plane and in space). */
export type SteeringMode = 'idle' | 'stop' | 'turn' | 'face' | 'seek' | 'arrive' | 'follow';

/** The modes, in the order the docs list them; a mode's number in a crowd is its index here. */
export const STEERING_MODES: readonly SteeringMode[] = ['idle', 'stop', 'turn', 'face', 'seek', 'arrive', 'follow'];

const IDLE = 0;
const STOP = 1;
const TURN = 2;
const FACE = 3;
const SEEK = 4;
const ARRIVE = 5;
const FOLLOW = 6;

/** The propulsion's verbs (Propulsion, Propulsion3D): one step toward a target, flying on, turning in place, coming to rest. */
export const DRIVE = 0;
export const COAST = 1;
export const HOLD = 2;
export const BRAKE = 3;

export type { MovingPoint, PointLike } from './SteeringSlots';

/** What a steerer reads of a propulsion, in the plane and in space (Propulsion, Propulsion3D). */
export interface PropulsionTraits {
  /** Top speed, m/s (guidance solves its intercept with it). */
  readonly maxSpeed: number;
  /**
   * Whether it can stop on a point (`arrive`, a path's last waypoint): by force, or dead ({@link stopsDead}). A missile without brakes
   * cannot.
   */
  readonly canArrive: boolean;
  /**
   * Whether it stops dead, its velocity and spin set to zero, as the article's missile does: when
   * told to `stop()`, and every step it is within reach of the point it arrives at. It then needs
   * no braking (its brake is never called, and its turn is not braked). [default: false]
   */
  readonly stopsDead?: boolean;
  /** Whether its flight follows its heading, so that guidance steering the heading steers the flight. */
  readonly followsHeading: boolean;
  /** The thrust used on the last step, as a fraction of the most it may use (0 to 1). */
  readonly thrustFraction: number;
}

/**
 * A command given again within this long of the last (s), on a point or heading that moved a
 * little, continues it (a turret re-aimed every frame): its history kept, the set-point's motion
 * fed forward as a moving target's. Later, it starts over.
 */
export const REAIM_WINDOW = 0.25;

/** "A little": the direction to the point (or the heading) turned by at most this since the last call, rad (about 11°). */
export const REAIM_ANGLE = 0.2;

/**
 * The mode machine over a crowd of steerers: per mode, the propulsion acts first (a missile's
 * heading is then its re-aimed velocity's), then the turn toward what is wanted (a fixed heading or
 * orientation, the goal, a waypoint, guidance's heading); an arrival within reach comes to rest on
 * its target and follows again a target that gets away; a path that does not loop ends in a stop.
 * What depends on the dimension (the body's state, the heading, the turn actuator, the
 * propulsions' laws) is the subclass's: SteeringCrowd2D, SteeringCrowd3D. Commands arrive checked
 * (the fronts, BodySteering and BodySteering3D, check them); nothing here checks per step.
 * Allocation-free per step.
 */
export abstract class SteeringCrowd<P extends PropulsionTraits = PropulsionTraits> extends SteeringSlots<P> {
  /**
   * One step of every steerer from `from` to `to` (exclusive): each body read, steered, given its commands; dt in s, checked by the caller,
   * once.
   */
  stepRange(from: number, to: number, dt: number): void {
    for (let i = from; i < to; i++) {
      this.read(i);
      this.sense(i, dt);
      this.finish(i);
      this.write(i);
    }
  }

  /** The first half of steerer `i`'s step (its body read): the propulsion's force and the turn sensed (its controller asked). */
  sense(i: number, dt: number): void {
    const f = this.f;
    const b = i * this.stride;
    this.begin(i);
    f[b + SINCE] = (f[b + SINCE] as number) + dt;
    f[b + PROPELLED] = 0;
    const mode = f[b + MODE] as number;
    switch (mode) {
      case IDLE:
        this.idle(i);
        return;
      case STOP:
        this.rest(i, false, dt);
        return;
      case TURN:
        if (f[b + KIND] !== 0) this.propel(i, COAST, false, dt);
        this.turnToFixed(i, dt);
        return;
      case FACE:
        this.refreshGoal(i);
        if (f[b + KIND] !== 0) this.propel(i, HOLD, false, dt);
        this.aimAtGoal(i, dt);
        return;
      case SEEK:
      case ARRIVE:
        this.refreshGoal(i);
        if (mode === ARRIVE && this.goalWithin(i, f[b + REACH] as number)) {
          if (f[b + GOAL_REACHED] === 0) {
            f[b + GOAL_REACHED] = 1;
            this.newSetpoint(i);
            this.onReached[i]?.(0);
          }
          this.rest(i, true, dt);
          return;
        }
        // The propulsion comes first: a missile's heading is then its re-aimed velocity's.
        this.propel(i, DRIVE, mode === ARRIVE, dt);
        this.aimAtGoal(i, dt);
        return;
      case FOLLOW:
        this.followPath(i, dt);
        return;
    }
  }

  /** Steerer `i`'s path: the waypoints reached passed, the next one steered at; the end of one that does not loop, a stop. */
  private followPath(i: number, dt: number): void {
    const b = i * this.stride;
    const index = this.f[b + PATH_INDEX] as number;
    if (!this.advancePath(i)) {
      // The end of a path that does not loop: it comes to rest there.
      this.comeToStop(i);
      if (this.f[b + STOPS_DEAD] === 1) this.stopDead(i);
      this.rest(i, false, dt);
      return;
    }
    const f = this.f;
    const current = f[b + PATH_INDEX] as number;
    // A new waypoint is a new set-point, not a moving one.
    if (current !== index) this.newSetpoint(i);
    this.goalAtWaypoint(i);
    const last = f[b + CAN_ARRIVE] === 1 && f[b + PATH_LOOP] === 0 && current === (f[b + PATH_LENGTH] as number) - 1;
    this.propel(i, DRIVE, last, dt);
    this.aimAtGoal(i, dt);
  }

  /**
   * Brings steerer `i` to rest for a step, on its goal (`atGoal`, an arrival) or where it is: a
   * propulsion that stops dead stops dead on its goal (and had stopped when told); otherwise it
   * brakes (or arrives on the goal) and the turn is braked within the motor.
   */
  private rest(i: number, atGoal: boolean, dt: number): void {
    const b = i * this.stride;
    if (this.f[b + STOPS_DEAD] === 1) {
      if (atGoal) this.stopDead(i);
      this.restTurn(i, dt, false);
      return;
    }
    if (atGoal) this.propel(i, DRIVE, true, dt);
    else if (this.f[b + KIND] !== 0) this.propel(i, BRAKE, false, dt);
    this.restTurn(i, dt, true);
  }

  // ---- Commands (checked by the fronts) ----

  /** A new command for steerer `i`: a path belongs to its own; the turn's, set-point's and guidance's histories start over. */
  enter(i: number, mode: SteeringMode): void {
    const b = i * this.stride;
    this.f[b + MODE] = STEERING_MODES.indexOf(mode);
    if (mode !== 'follow') this.clearPath(i);
    this.f[b + SINCE] = 0;
    this.resetTurn(i);
  }

  /**
   * Steerer `i` aims at `target` for `mode` (face, seek, arrive): a point given again soon after,
   * a little moved, continues the command as a moving point (see {@link REAIM_WINDOW}); else the
   * command starts over.
   */
  aim(i: number, target: PointLike | MovingPoint, mode: SteeringMode): void {
    if (isMovingPoint(target)) this.track(i, target);
    else if (this.continues(i, target, mode)) return;
    else this.setPoint(i, target);
    this.enter(i, mode);
  }

  /** Whether the point `point` continues steerer `i`'s `mode` (then its goal moved there, at the velocity that took it there). */
  private continues(i: number, point: PointLike, mode: SteeringMode): boolean {
    const f = this.f;
    const b = i * this.stride;
    const elapsed = this.reaiming(i, mode);
    if (elapsed === 0 || this.tracked[i] !== null || f[b + GOAL_ACTIVE] === 0) return false;
    const gx = f[b + GX] as number;
    const gy = f[b + GY] as number;
    const gz = f[b + GZ] as number;
    const pz = point.z ?? 0;
    if (!(directionTurn(gx, gy, gz, point.x, point.y, pz, f[b + PX] as number, f[b + PY] as number, f[b + PZ] as number) <= REAIM_ANGLE))
      return false;
    f[b + GVX] = (point.x - gx) / elapsed;
    f[b + GVY] = (point.y - gy) / elapsed;
    f[b + GVZ] = (pz - gz) / elapsed;
    this.placeGoal(i, point);
    f[b + SINCE] = 0;
    return true;
  }

  /** The seconds since steerer `i`'s command when it is `mode` and was given within REAIM_WINDOW (and stepped since), else 0. */
  reaiming(i: number, mode: SteeringMode): number {
    const b = i * this.stride;
    const elapsed = this.f[b + SINCE] as number;
    return STEERING_MODES[this.f[b + MODE] as number] === mode && elapsed > 0 && elapsed <= REAIM_WINDOW ? elapsed : 0;
  }

  /**
   * Steerer `i` follows `path` (points copied) from where its body is (its row read); false when the path is empty (then it is done at
   * once).
   */
  startPath(i: number, path: readonly PointLike[], loop: boolean): boolean {
    const f = this.f;
    const b = i * this.stride;
    this.writePath(i, path, loop);
    f[b + PATH_INDEX] = 0;
    f[b + PATH_REACHED] = 0;
    f[b + LEGX] = f[b + PX] as number;
    f[b + LEGY] = f[b + PY] as number;
    f[b + LEGZ] = f[b + PZ] as number;
    if (path.length === 0) return false;
    this.setPoint(i, path[0] as PointLike);
    this.enter(i, 'follow');
    return true;
  }

  /**
   * Steerer `i` comes to rest from now on (its turn braked, or, by a propulsion that stops dead, stopped by the caller), its goal and path
   * forgotten.
   */
  comeToStop(i: number): void {
    this.f[i * this.stride + MODE] = STOP;
    this.clearGoal(i);
    this.clearPath(i);
    this.stopTurn(i);
  }

  /** Steerer `i` steers no more. */
  release(i: number): void {
    this.enter(i, 'idle');
    this.clearGoal(i);
  }

  /** Moves waypoint `k` of steerer `i`'s path to `point` (a drag; the path is replaced, never changed in place). */
  moveWaypoint(i: number, k: number, point: PointLike): void {
    const path = this.paths[i] as readonly PointLike[];
    if (!(k >= 0 && k < path.length)) return;
    const b = i * this.stride;
    this.paths[i] = path.map((waypoint, n) => (n === k ? this.pathPoint(point) : waypoint));
    this.writeWaypoint((this.f[b + SLOT.PATH_START] as number) + k, point);
    if (this.f[b + MODE] === FOLLOW && k === this.f[b + PATH_INDEX]) this.goalAtWaypoint(i);
  }

  /** Puts back steerer `i`'s path and its progress (a restore): the waypoint sought, the waypoints reached, where the leg began (m). */
  restorePath(i: number, path: readonly PointLike[], loop: boolean, index: number, reached: number, leg: readonly number[]): void {
    const f = this.f;
    const b = i * this.stride;
    this.writePath(i, path, loop);
    f[b + PATH_INDEX] = index;
    f[b + PATH_REACHED] = reached;
    f[b + LEGX] = leg[0] as number;
    f[b + LEGY] = leg[1] as number;
    f[b + LEGZ] = leg[2] ?? 0;
  }

  /** On a path, steerer `i` steers at the waypoint it heads for (after a restore). */
  steerAtWaypoint(i: number): void {
    const b = i * this.stride;
    if (this.f[b + MODE] === FOLLOW && (this.f[b + PATH_INDEX] as number) < (this.f[b + PATH_LENGTH] as number)) this.goalAtWaypoint(i);
  }

  /** A waypoint as the front's kind of point ({ x, y } or { x, y, z }), copied. */
  protected abstract pathPoint(point: PointLike): PointLike;

  // ---- What the dimension does ----

  /** Reads steerer `i`'s body into its record (its state for this step; nothing commanded yet). */
  abstract read(i: number): void;
  /** Gives steerer `i`'s body what its step commanded. */
  abstract write(i: number): void;
  /** The start of `i`'s step. */
  protected abstract begin(i: number): void;
  /** The second half of `i`'s step: the controller's command, the torque. */
  abstract finish(i: number): void;
  /** A step of an idle steerer. */
  protected abstract idle(i: number): void;
  /** Steerer `i`'s propulsion does `verb` (DRIVE toward the goal, with `arrive`; COAST; HOLD; BRAKE). */
  protected abstract propel(i: number, verb: number, arrive: boolean, dt: number): void;
  /** The turn onto the fixed (or moving) heading or orientation of `turnTo`. */
  protected abstract turnToFixed(i: number, dt: number): void;
  /** The turn toward the goal: along the line of sight, by guidance, or facing the direction of travel. */
  protected abstract aimAtGoal(i: number, dt: number): void;
  /** The turn braked to rest within the motor (`brake` false: no torque at all, a dead stop). */
  protected abstract restTurn(i: number, dt: number, brake: boolean): void;
  /** Steerer `i`'s body stopped dead in this step: velocity and spin zero (not a force: it has no brakes). */
  protected abstract stopDead(i: number): void;
  /** A new command: the controller's, the set-point's and guidance's histories start over. */
  protected abstract resetTurn(i: number): void;
  /** A stop: nothing steers the turn (the controller keeps its history). */
  protected abstract stopTurn(i: number): void;
  /** A new set-point (a waypoint, an arrival reached): not a moving one. */
  protected abstract newSetpoint(i: number): void;
}

/** Whether `target` is a moving target (an object with a `position` object) rather than a point. */
export function isMovingPoint(target: unknown): target is MovingPoint {
  return typeof target === 'object' && target !== null && typeof (target as { position?: unknown }).position === 'object';
}

/** The angle between the directions from (x, y, z) to (ax, ay, az) and to (bx, by, bz), rad (π when either is the point itself). */
function directionTurn(ax: number, ay: number, az: number, bx: number, by: number, bz: number, x: number, y: number, z: number): number {
  const ux = ax - x;
  const uy = ay - y;
  const uz = az - z;
  const vx = bx - x;
  const vy = by - y;
  const vz = bz - z;
  const cx = uy * vz - uz * vy;
  const cy = uz * vx - ux * vz;
  const cz = ux * vy - uy * vx;
  const along = ux * vx + uy * vy + uz * vz;
  const across = Math.sqrt(cx * cx + cy * cy + cz * cz);
  return across === 0 && along <= 0 ? Math.PI : Math.atan2(across, along);
}
