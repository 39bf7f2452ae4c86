/**
 * The plane's steering core: many bodies in 2D steered in one pass over flat arrays (the core's
 * mode machine, SteeringCrowd, with the plane's heading, propulsions and turn motor). BodySteering
 * is a steerer of one; a world's entities and the Box2D crowd are steerers of a shared one.
 */
import type { TurnController } from '../control/TurnController';
import { wrapAngle } from '../math/angle';
import { length, type Vec2Like } from '../math/vec2';
import { TRAVEL_FACING_MIN_SPEED } from '../steering/facing';
import { Guidance, type GuidanceSettings, type TargetCourse } from '../steering/Guidance';
import { lineOfSightRate } from '../steering/lineOfSight';
import type { SlotHolder } from '../steering/SteeringSlots';
import { turnBrakingCommand } from '../steering/turnBraking';
import type { Body2D } from '../body/Body2D';
import { F2, STRIDE_2D } from './layout2d';
import type { MovingTarget } from '../body/MovingTarget';
import { characterAct } from './CharacterPropulsion';
import { missileAct, missileHeading } from './MissilePropulsion';
import type { Propulsion } from './Propulsion';
import { bindPropulsion, RowPropulsion2D, unbindPropulsion } from './RowPropulsion2D';
import { addTorque, readRow, setVelocity, writeRow } from './rows2d';
import { TurnMotors2D } from './TurnMotors2D';
import { YourPropulsion } from './YourPropulsion';

const {
  KIND,
  MAX_SPEED,
  STOPS_DEAD,
  CAN_ARRIVE,
  GUIDANCE_USED,
  PROPELLED,
  MODE,
  REACH,
  PASS,
  FACING_TRAVEL,
  GX,
  GY,
  GVX,
  GVY,
  PX,
  PY,
  CX,
  CY,
  ANGLE,
  VX,
  VY,
  W,
  INERTIA,
  LIMIT,
  TURNING,
  RESTING,
  FIXED_HEADING,
  FIXED_RATE,
  SIGHT_CENTER,
  FLIES,
  GUIDED_HEADING,
} = F2;

const TURN = 2;
const FACE = 3;
const SEEK = 4;
const ARRIVE = 5;

/** Reads and writes the rows of bodies whose state crosses in bulk (the Box2D crowd's WebAssembly arrays), instead of body by body. */
export interface BulkBodies2D {
  /** Reads body `i`'s state into the record at `b` of `f`; nothing commanded yet. */
  read(f: Float64Array, b: number, i: number): void;
  /** Gives body `i` what the record at `b` commanded. */
  write(f: Float64Array, b: number, i: number): void;
}

/** A steerer's settings as a crowd takes them, checked (bodySteeringOptions.ts). */
export interface Steerer2D {
  controller: TurnController;
  maxAngularAcceleration: number;
  propulsion: Propulsion | null;
  reachDistance: number;
  passDistance: number;
  facing: 'target' | 'travel';
  guidance: GuidanceSettings;
  noseLength: number;
  sightFrom: 'center' | 'origin';
  onReached: ((index: number) => void) | null;
}

/** Steerers in the plane, each a body, a turn controller and a propulsion (or none). Allocation-free per step. */
export class SteeringCrowd2D extends TurnMotors2D {
  /** Each steerer's body. */
  readonly bodies: Body2D[] = [];
  /** Your propulsions (KIND 3), run through their objects; null for the library's (their laws run on the records) and none. */
  readonly yours: (YourPropulsion | null)[] = [];
  readonly guidance: (Guidance | null)[] = [];
  /** Measures without side effects (pursuit and lead from the current state). */
  readonly measuring: (Guidance | null)[] = [];
  readonly guidanceSettings: GuidanceSettings[] = [];
  /** When set, rows are read and written through it, not body by body. */
  bulk: BulkBodies2D | null = null;
  private readonly scratch = new Float64Array(STRIDE_2D);
  private readonly from: Vec2Like = { x: 0, y: 0 };
  private readonly velocity: Vec2Like = { x: 0, y: 0 };
  private readonly aimPoint: Vec2Like = { x: 0, y: 0 };
  private readonly aimVelocity: Vec2Like = { x: 0, y: 0 };
  private readonly zero: Readonly<Vec2Like> = Object.freeze({ x: 0, y: 0 });

  /** A new steerer of `body` with `settings`, idle; returns its index. */
  addSteerer(holder: SlotHolder | null, body: Body2D, settings: Steerer2D): number {
    const propulsion = settings.propulsion;
    const i = this.addSlot(holder, propulsion);
    const f = this.f;
    const b = i * STRIDE_2D;
    this.bodies[i] = body;
    this.yours[i] = null;
    if (propulsion instanceof RowPropulsion2D) bindPropulsion(propulsion, this, holder ?? { index: i });
    else if (propulsion !== null) {
      this.yours[i] = new YourPropulsion(propulsion, body);
      f[b + KIND] = 3;
      f[b + MAX_SPEED] = propulsion.maxSpeed;
      f[b + STOPS_DEAD] = propulsion.stopsDead === true ? 1 : 0;
      f[b + CAN_ARRIVE] = propulsion.canArrive ? 1 : 0;
    }
    f[b + LIMIT] = settings.maxAngularAcceleration;
    f[b + REACH] = settings.reachDistance;
    f[b + PASS] = settings.passDistance;
    f[b + FACING_TRAVEL] = settings.facing === 'travel' ? 1 : 0;
    f[b + SIGHT_CENTER] = settings.sightFrom === 'center' ? 1 : 0;
    this.onReached[i] = settings.onReached;
    this.guidanceSettings[i] = settings.guidance;
    // Only a body that flies along its heading is guided: the others keep no guidance.
    const flies = propulsion?.followsHeading === true;
    f[b + FLIES] = flies ? 1 : 0;
    this.guidance[i] = flies ? new Guidance(settings.guidance, settings.noseLength) : null;
    this.measuring[i] = flies ? new Guidance(settings.guidance) : null;
    f[b + GUIDED_HEADING] = Number.NaN;
    this.sensors[i] = null;
    this.useController(i, settings.controller, false);
    this.read(i);
    return i;
  }

  protected override moveSlot(from: number, to: number): void {
    super.moveSlot(from, to);
    for (const list of [this.bodies, this.yours, this.guidance, this.measuring, this.guidanceSettings] as unknown[][])
      list[to] = list[from];
  }

  protected override trimSlots(count: number): void {
    super.trimSlots(count);
    for (const list of [this.bodies, this.yours, this.guidance, this.measuring, this.guidanceSettings]) list.length = count;
  }

  override removeSlot(i: number): void {
    const propulsion = this.propulsions[i];
    if (propulsion instanceof RowPropulsion2D) unbindPropulsion(propulsion, this.holderOf(i));
    super.removeSlot(i);
  }

  /** Reads steerer `i`'s body into its row (its state for this step; nothing commanded yet). */
  read(i: number): void {
    if (this.bulk !== null) this.bulk.read(this.f, i * STRIDE_2D, i);
    else readRow(this.f, i * STRIDE_2D, this.bodies[i] as Body2D);
  }

  /** Gives steerer `i`'s body what its row commanded (velocity, spin, force, torque). */
  write(i: number): void {
    if (this.bulk !== null) this.bulk.write(this.f, i * STRIDE_2D, i);
    else writeRow(this.f, i * STRIDE_2D, this.bodies[i] as Body2D);
  }

  protected begin(i: number): void {
    const b = i * STRIDE_2D;
    this.f[b + TURNING] = 0;
    this.f[b + RESTING] = 0;
  }

  finish(i: number): void {
    this.actTurn(i);
  }

  protected idle(): void {}

  protected propel(i: number, verb: number, arrive: boolean, dt: number): void {
    const f = this.f;
    const b = i * STRIDE_2D;
    f[b + PROPELLED] = 1;
    const kind = f[b + KIND] as number;
    if (kind === 1) missileAct(f, b, verb, f[b + GX] as number, f[b + GY] as number, dt);
    else if (kind === 2) characterAct(f, b, verb, f[b + GX] as number, f[b + GY] as number, arrive, dt);
    else (this.yours[i] as YourPropulsion).act(f, b, verb, f[b + GX] as number, f[b + GY] as number, arrive, dt);
  }

  /** The heading steerer `i` steers while it moves, rad, from the record at `b` of `f`: its body's angle, or a missile's flight. */
  private headingOf(i: number, f: Float64Array, b: number): number {
    const kind = f[b + KIND] as number;
    if (kind === 1) return missileHeading(f, b);
    if (kind === 3) return (this.yours[i] as YourPropulsion).headingOf(f, b);
    return f[b + ANGLE] as number;
  }

  protected turnToFixed(i: number, dt: number): void {
    const f = this.f;
    const b = i * STRIDE_2D;
    f[b + GUIDED_HEADING] = Number.NaN;
    this.senseTurn(i, this.headingOf(i, f, b), f[b + FIXED_HEADING] as number, f[b + FIXED_RATE] as number, true, dt);
  }

  /**
   * The turn toward the goal: a missile seeking by its guidance law; else along the line of sight,
   * with the part of its rate the target's motion makes (a body flying along its heading turns the
   * line of sight by its own flight, which follows from the turn being commanded: fed forward, it
   * would loop back through the turn), or a character's direction of travel.
   */
  protected aimAtGoal(i: number, dt: number): void {
    const f = this.f;
    const b = i * STRIDE_2D;
    const mode = f[b + MODE] as number;
    const inPlace = mode === FACE;
    const heading = inPlace ? (f[b + ANGLE] as number) : this.headingOf(i, f, b);
    const vx = f[b + VX] as number;
    const vy = f[b + VY] as number;
    if (f[b + FLIES] === 1 && (mode === SEEK || mode === ARRIVE)) {
      const guidance = this.guidance[i] as Guidance;
      f[b + GUIDANCE_USED] = 1;
      const speed = Math.max(length(vx, vy), f[b + MAX_SPEED] as number);
      const guided = guidance.desiredHeading(
        this.sightOrigin(f, b),
        this.vectors(vx, vy),
        speed,
        this.goalPoint(f, b),
        this.aimVelocity,
        dt,
        this.course(i),
      );
      f[b + GUIDED_HEADING] = guided;
      this.senseTurn(i, heading, guided, guidance.rate, inPlace, dt);
      return;
    }
    f[b + GUIDED_HEADING] = Number.NaN;
    if (f[b + GUIDANCE_USED] === 1) {
      // Steered by guidance before, not now: it starts over next time.
      this.guidance[i]?.reset();
      f[b + GUIDANCE_USED] = 0;
    }
    if (f[b + FLIES] === 0 && f[b + FACING_TRAVEL] === 1 && length(vx, vy) > TRAVEL_FACING_MIN_SPEED) {
      // Facing its travel: the heading's rate is its step-to-step difference (NaN asks for it).
      this.senseTurn(i, heading, Math.atan2(vy, vx), Number.NaN, inPlace, dt);
      return;
    }
    const center = f[b + SIGHT_CENTER] === 1;
    const rx = (f[b + GX] as number) - (f[b + (center ? CX : PX)] as number);
    const ry = (f[b + GY] as number) - (f[b + (center ? CY : PY)] as number);
    const gvx = f[b + GVX] as number;
    const gvy = f[b + GVY] as number;
    const rate = f[b + FLIES] === 1 ? lineOfSightRate(rx, ry, gvx, gvy, dt) : lineOfSightRate(rx, ry, gvx - vx, gvy - vy, dt);
    this.senseTurn(i, heading, Math.atan2(ry, rx), rate, inPlace, dt);
  }

  protected restTurn(i: number, dt: number, brake: boolean): void {
    if (!brake) return;
    const f = this.f;
    const b = i * STRIDE_2D;
    const command = turnBrakingCommand(f[b + W] as number, dt, f[b + LIMIT] as number);
    if (command !== 0) addTorque(f, b, command * (f[b + INERTIA] as number));
    f[b + RESTING] = command;
  }

  protected stopDead(i: number): void {
    setVelocity(this.f, i * STRIDE_2D, 0, 0, 0);
  }

  protected resetTurn(i: number): void {
    this.f[i * STRIDE_2D + TURNING] = 0;
    (this.controllers[i] as TurnController).reset();
    this.resetSetpoint(i);
    this.guidance[i]?.reset();
    this.f[i * STRIDE_2D + GUIDANCE_USED] = 0;
  }

  protected stopTurn(i: number): void {
    this.f[i * STRIDE_2D + TURNING] = 0;
    this.resetSetpoint(i);
  }

  protected newSetpoint(i: number): void {
    this.resetSetpoint(i);
  }

  protected pathPoint(point: Vec2Like): Vec2Like {
    return { x: point.x, y: point.y };
  }

  /** Steerer `i`'s body stopped dead now, between steps (`stop()` of a propulsion that stops dead). */
  stopDeadNow(i: number): void {
    this.read(i);
    this.stopDead(i);
    this.write(i);
  }

  /**
   * The heading error steerer `i`'s controller would see now, rad, from its body's current state
   * and without side effects (0 with nothing to steer at): to measure a turn after a step.
   */
  measureHeadingError(i: number): number {
    const f = this.f;
    const b = i * STRIDE_2D;
    const row = this.scratch;
    readRow(row, 0, this.bodies[i] as Body2D);
    row[SIGHT_CENTER] = f[b + SIGHT_CENTER] as number;
    const mode = f[b + MODE] as number;
    for (const offset of [KIND, MAX_SPEED]) row[offset] = f[b + offset] as number;
    const heading = wrapAngle(mode === FACE ? (row[ANGLE] as number) : this.headingOf(i, row, 0));
    if (mode === TURN) return wrapAngle(heading - wrapAngle(f[b + FIXED_HEADING] as number));
    if (f[b + F2.GOAL_ACTIVE] === 0) return 0;
    const tracked = this.tracked[i] as MovingTarget | null;
    const target = tracked ? tracked.position : this.goalPoint(f, b);
    const from = this.sightOrigin(row, 0);
    const vx = row[VX] as number;
    const vy = row[VY] as number;
    let wanted = Math.atan2(target.y - from.y, target.x - from.x);
    const measuring = this.measuring[i] as Guidance | null;
    if (measuring !== null && (mode === SEEK || mode === ARRIVE)) {
      const guided = f[b + GUIDED_HEADING] as number;
      if ((this.guidanceSettings[i] as GuidanceSettings).law === 'proportional-navigation') wanted = Number.isNaN(guided) ? wanted : guided;
      else
        wanted = measuring.desiredHeading(
          from,
          this.vectors(vx, vy),
          Math.max(length(vx, vy), f[b + MAX_SPEED] as number),
          target,
          tracked?.velocity ?? this.zero,
          0,
        );
    } else if (f[b + FLIES] === 0 && f[b + FACING_TRAVEL] === 1 && length(vx, vy) > TRAVEL_FACING_MIN_SPEED) wanted = Math.atan2(vy, vx);
    return wrapAngle(heading - wrapAngle(wanted));
  }

  /** Where the line of sight of the record at `b` starts (its centre of mass, or its origin). */
  private sightOrigin(f: Float64Array, b: number): Vec2Like {
    const center = f[b + SIGHT_CENTER] === 1;
    this.from.x = f[b + (center ? CX : PX)] as number;
    this.from.y = f[b + (center ? CY : PY)] as number;
    return this.from;
  }

  /** The goal of the record at `b` as a point (and its velocity into aimVelocity). */
  private goalPoint(f: Float64Array, b: number): Vec2Like {
    this.aimPoint.x = f[b + GX] as number;
    this.aimPoint.y = f[b + GY] as number;
    this.aimVelocity.x = f[b + GVX] as number;
    this.aimVelocity.y = f[b + GVY] as number;
    return this.aimPoint;
  }

  /** The body's velocity as a vector. */
  private vectors(vx: number, vy: number): Vec2Like {
    this.velocity.x = vx;
    this.velocity.y = vy;
    return this.velocity;
  }

  /** The moving target of steerer `i` when it can tell where it is going; else null. */
  private course(i: number): TargetCourse | null {
    const tracked = this.tracked[i] as MovingTarget | null;
    return tracked?.positionIn ? (tracked as TargetCourse) : null;
  }
}
