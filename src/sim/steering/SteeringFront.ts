/**
 * What BodySteering and BodySteering3D have in common, written once: the commands and their
 * checks, the settings checked when they change, and the state read back, on a steerer of a crowd.
 */
import { checkStep } from '../control/checkTurnInput';
import { checkNumber, checkOptionKeys, givenValue } from '../validation/optionChecks';
import { DISTANCE_RANGE } from '../validation/quantities';
import { checkFacing, type Facing } from './facing';
import { guidanceSettings, type GuidanceSettings } from './Guidance';
import {
  isMovingPoint,
  STEERING_MODES,
  type MovingPoint,
  type PointLike,
  type PropulsionTraits,
  type SteeringCrowd,
  type SteeringMode,
} from './SteeringCrowd';
import { SLOT } from './slotLayout';
import type { SlotHolder } from './SteeringSlots';

/** What setGuidance changes. */
const GUIDANCE_KEYS: readonly (keyof GuidanceSettings)[] = ['law', 'navigationConstant'];

const CANNOT_ARRIVE = 'arrive: this propulsion cannot stop on a point (a missile has no brakes unless it stops dead): use seek';

/**
 * A steerer of a crowd (`index` in `crowd`, kept up to date when slots move), with the public API
 * both dimensions share. `Point` is the front's point ({ x, y } or { x, y, z }), `Target` its moving
 * target. Every command checks what it is given and refuses it by name before anything changes;
 * the crowd's step checks nothing per body.
 */
export abstract class SteeringFront<
  Point extends PointLike,
  Target extends MovingPoint,
  P extends PropulsionTraits,
  C extends SteeringCrowd<P>,
> {
  /** Its slot in the crowd, moved by the crowd when slots move. */
  protected readonly slot: SlotHolder = { index: -1 };

  constructor(
    protected readonly crowd: C,
    private readonly guidanceValue: GuidanceSettings,
  ) {}

  /** Its index in the crowd it steps in (a crowd's steerers are 0 to count − 1; it changes when one before it leaves). */
  get index(): number {
    return this.slot.index;
  }

  /** The number at `offset` of its record (slotLayout.ts and the dimension's layout). */
  protected field(offset: number): number {
    return this.crowd.f[this.slot.index * this.crowd.stride + offset] as number;
  }

  /** Sets the number at `offset` of its record. */
  protected setField(offset: number, value: number): void {
    this.crowd.f[this.slot.index * this.crowd.stride + offset] = value;
  }

  /** Its name in refusals, and the propulsions it is given (for "give … a propulsion"). */
  protected abstract readonly owner: string;
  protected abstract readonly propulsionKinds: string;
  /** How a refusal names argument `name` of `command` ("follow: path" in the plane, "follow(path):" in space). */
  protected abstract named(command: string, name: string): string;
  /** Refuses anything but a point of finite numbers, naming argument `name` of `command`. */
  protected abstract checkPoint(command: string, name: string, point: unknown): Point;

  /** Called when an arrival's target (index 0) or a path's waypoint (its index) is reached. */
  get onReached(): ((index: number) => void) | null {
    return this.crowd.onReached[this.index] ?? null;
  }
  set onReached(callback: ((index: number) => void) | null) {
    if (callback !== null && typeof callback !== 'function')
      throw new TypeError(`${this.owner}: onReached must be a function (index) => void or null, got ${givenValue(callback)}`);
    this.crowd.onReached[this.index] = callback;
  }

  /** How the body moves, or null (it only turns). */
  get propulsion(): P | null {
    return this.crowd.propulsions[this.index] ?? null;
  }

  /** Applies this step's torque (and force), dt in s (1e-6 to 10): call once before each engine step. */
  step(dt: number): void {
    checkStep('step', dt);
    this.crowd.stepRange(this.index, this.index + 1, dt);
  }

  // ---- Settings (checked when changed) ----

  /**
   * What a body that moves independently of its facing (a character) faces while it moves: its target, or its direction of travel (above
   * 0.5 m/s).
   */
  get facing(): Facing {
    return this.field(SLOT.FACING_TRAVEL) === 1 ? 'travel' : 'target';
  }
  set facing(value: Facing) {
    this.setField(SLOT.FACING_TRAVEL, checkFacing(this.owner, value) === 'travel' ? 1 : 0);
  }

  /** Within this distance an arrival's target or a waypoint counts as reached, m. */
  get reachDistance(): number {
    return this.field(SLOT.REACH);
  }
  set reachDistance(value: number) {
    this.setField(SLOT.REACH, checkNumber(this.owner, 'reachDistance', value, DISTANCE_RANGE, 'm'));
  }

  /** A waypoint crossed within this distance counts as reached, m (0: off). */
  get passDistance(): number {
    return this.field(SLOT.PASS);
  }
  set passDistance(value: number) {
    this.setField(SLOT.PASS, checkNumber(this.owner, 'passDistance', value, DISTANCE_RANGE, 'm'));
  }

  /** The guidance law and N a missile seeks by. */
  get guidanceSettings(): Readonly<GuidanceSettings> {
    return this.guidanceValue;
  }

  /** Changes the guidance law and/or N from the next step on; throws a TypeError or RangeError naming a bad one and changes nothing. */
  setGuidance(changes: Partial<GuidanceSettings>): void {
    checkOptionKeys('setGuidance', 'changes', changes, GUIDANCE_KEYS);
    Object.assign(this.guidanceValue, guidanceSettings({ ...this.guidanceValue, ...changes }));
  }

  // ---- Commands (each starts the turn's history over, but for a point or heading re-aimed: REAIM_WINDOW) ----

  /** `command` (face, seek, arrive) on `target`, checked; a point given again soon, a little moved, continues it (REAIM_WINDOW). */
  protected aimCommand(command: 'face' | 'seek' | 'arrive', target: Readonly<Point> | Target): void {
    this.checkTarget(command, target);
    if (command !== 'face') {
      const propulsion = this.requirePropulsion(command);
      if (command === 'arrive' && !propulsion.canArrive) throw new Error(CANNOT_ARRIVE);
    }
    this.crowd.aim(this.index, target, command);
  }

  /**
   * Goes to `target` and on through it (Reynolds' seek; a missile flies into it to hit it, steered by its guidance); needs a propulsion.
   */
  seek(target: Readonly<Point> | Target): void {
    this.aimCommand('seek', target);
  }

  /**
   * Goes to `target` and comes to rest on it once within `reachDistance` (Reynolds' arrive: a
   * character slows by force; a missile that stops dead stops dead there, the article's Seek). A
   * moving target that gets away is followed again. Needs a propulsion that can arrive.
   */
  arrive(target: Readonly<Point> | Target): void {
    this.aimCommand('arrive', target);
  }

  /**
   * Turns a seek into an arrival on the same target (`arrive` true), or an arrival into a seek,
   * from the next step on, the turn's history kept. Outside a seek or an arrival it does nothing;
   * it throws as {@link arrive} does for a propulsion that cannot arrive.
   */
  setArrival(arrive: boolean): void {
    if (typeof arrive !== 'boolean') throw new TypeError(`setArrival: arrive must be true or false, got ${givenValue(arrive)}`);
    const mode = this.mode;
    if (mode !== 'seek' && mode !== 'arrive') return;
    if (arrive && !this.propulsion?.canArrive) throw new Error(CANNOT_ARRIVE);
    this.setField(SLOT.MODE, STEERING_MODES.indexOf(arrive ? 'arrive' : 'seek'));
  }

  /**
   * Follows `path` (its waypoints copied) in order; with `loop` it starts over after the last one.
   * Without `loop`, a body that can arrive arrives on the last waypoint, and at it (or at an empty
   * path) the steering stops (as {@link stop}). Needs a propulsion.
   */
  follow(path: readonly Readonly<Point>[], loop = false): void {
    if (!Array.isArray(path))
      throw new TypeError(`${this.named('follow', 'path')} must be an array of points ${this.pointShape} (m), got ${givenValue(path)}`);
    const points = path.map((waypoint, k) => this.checkPoint('follow', `path[${k}]`, waypoint));
    if (typeof loop !== 'boolean') throw new TypeError(`${this.named('follow', 'loop')} must be true or false, got ${givenValue(loop)}`);
    this.requirePropulsion('follow');
    this.readBody();
    if (
      !this.crowd.startPath(
        this.index,
        points.map((point) => this.copyPoint(point)),
        loop,
      )
    )
      this.stop();
  }

  /**
   * Moves waypoint `index` of the path it follows to `position` (a drag): the one it heads for, it steers at at once. Ignores an index out
   * of range.
   */
  moveWaypoint(index: number, position: Readonly<Point>): void {
    if (!Number.isInteger(index))
      throw new TypeError(`${this.named('moveWaypoint', 'index')} must be a whole number, got ${givenValue(index)}`);
    this.crowd.moveWaypoint(this.index, index, this.checkPoint('moveWaypoint', 'position', position));
  }

  /**
   * Comes to rest: a propulsion that stops dead stops at once; otherwise, every step, the turn is
   * braked at most at the motor's limit and the motion by the propulsion's brake. The controller
   * keeps its history (nothing steers it).
   */
  stop(): void {
    this.crowd.comeToStop(this.index);
    if (this.propulsion?.stopsDead === true) this.stopDeadNow();
  }

  /**
   * Stops steering: `step` applies nothing (but for taking its torque and force off, on an engine that keeps them) until the next command.
   */
  release(): void {
    this.crowd.release(this.index);
  }

  // ---- State ----

  /** What it is doing. */
  get mode(): SteeringMode {
    return STEERING_MODES[this.field(SLOT.MODE)] as SteeringMode;
  }
  /** The propulsion's thrust on the last step, 0 to 1 (0 when it did not act). */
  get thrustFraction(): number {
    return this.field(SLOT.PROPELLED) === 1 && this.field(SLOT.KIND) !== 0 ? this.field(SLOT.THRUST) : 0;
  }
  /** The point steered at (a moving target's live position), or null. */
  get target(): Readonly<Point> | null {
    if (this.field(SLOT.GOAL_ACTIVE) === 0) return null;
    const tracked = this.crowd.tracked[this.index];
    return tracked ? (tracked.position as Point) : this.goalPoint();
  }
  /** The moving target steered at (as given to the command), or null (a point, or nothing). */
  get movingTarget(): Target | null {
    return (this.crowd.tracked[this.index] as Target | null) ?? null;
  }
  /** The path being followed (empty otherwise). */
  get path(): readonly Readonly<Point>[] {
    return this.crowd.paths[this.index] as readonly Point[];
  }
  /** Whether the path loops. */
  get pathLoops(): boolean {
    return this.field(SLOT.PATH_LOOP) === 1;
  }
  /** The index of the waypoint sought. */
  get pathIndex(): number {
    return this.field(SLOT.PATH_INDEX);
  }
  /** Waypoints reached since the last `follow`. */
  get waypointsReached(): number {
    return this.field(SLOT.PATH_REACHED);
  }

  /** The point steered at as the front's point (written into an object of its own). */
  protected abstract goalPoint(): Point;
  /** `point` copied, as the front keeps a waypoint. */
  protected abstract copyPoint(point: Readonly<Point>): Point;
  /** The shape of a point in refusals: "{ x, y }" or "{ x, y, z }". */
  protected abstract readonly pointShape: string;
  /** Reads the body's state into its row now (a path starts where it is). */
  protected abstract readBody(): void;
  /** Stops the body dead now (`stop()` of a propulsion that stops dead). */
  protected abstract stopDeadNow(): void;

  /** Refuses a target that is neither a point nor a moving target whose position and velocity are points now. */
  protected checkTarget(command: string, target: unknown): void {
    if (isMovingPoint(target)) {
      this.checkPoint(command, 'target.position', target.position);
      this.checkPoint(command, 'target.velocity', target.velocity);
    } else this.checkPoint(command, 'target', target);
  }

  /** The propulsion, or an Error naming `command` that needs one. */
  protected requirePropulsion(command: string): P {
    const propulsion = this.propulsion;
    if (propulsion === null)
      throw new Error(`${command}: give ${this.owner} a propulsion (${this.propulsionKinds} or your own) to move the body`);
    return propulsion;
  }
}
