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
import { resized } from '../steering/SteeringSlots';
import { turnBrakingCommand } from '../steering/turnBraking';
import type { Body2D } from './Body2D';
import type { MovingTarget } from './MovingTarget';
import type { Propulsion, RowPropulsion } from './Propulsion';
import { RowPropulsion2D } from './RowPropulsion2D';
import { addTorque, readRow, singleRow, SPIN, VELOCITY, writeRow, type BodyRows2D } from './rows2d';
import { TurnMotors2D } from './TurnMotors2D';
import { YourPropulsion } from './YourPropulsion';

const TURN = 2;
const FACE = 3;
const SEEK = 4;
const ARRIVE = 5;

/** Reads and writes the rows of bodies whose state crosses in bulk (the Box2D crowd's WebAssembly arrays), instead of body by body. */
export interface BulkBodies2D {
  read(rows: BodyRows2D, i: number): void;
  write(rows: BodyRows2D, i: number): void;
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
  /** The propulsion's law on a row (a library propulsion itself; yours through YourPropulsion), or null. */
  readonly movers: (RowPropulsion | null)[] = [];
  readonly guidance: (Guidance | null)[] = [];
  /** Measures without side effects (pursuit and lead from the current state). */
  readonly measuring: (Guidance | null)[] = [];
  readonly guidanceSettings: GuidanceSettings[] = [];
  /** turnTo's heading (rad) and its rate (rad/s: a heading given again soon, a little turned). */
  fixedHeading = new Float64Array(0);
  fixedRate = new Float64Array(0);
  /** 1: the line of sight starts at the centre of mass; 0: at the origin. */
  sightCenter = new Uint8Array(0);
  /** 1: the propulsion flies along its heading (a missile). */
  flies = new Uint8Array(0);
  /** The heading guidance gave on the last sensed step, rad, or NaN when it did not steer it. */
  guidedHeading = new Float64Array(0);
  /** When set, rows are read and written through it, not body by body. */
  bulk: BulkBodies2D | null = null;
  private readonly scratch = singleRow();
  private readonly from: Vec2Like = { x: 0, y: 0 };
  private readonly velocity: Vec2Like = { x: 0, y: 0 };
  private readonly aimPoint: Vec2Like = { x: 0, y: 0 };
  private readonly aimVelocity: Vec2Like = { x: 0, y: 0 };
  private readonly zero: Readonly<Vec2Like> = Object.freeze({ x: 0, y: 0 });

  /** A new steerer of `body` with `settings`, idle; returns its index. */
  addSteerer(holder: SlotHolder | null, body: Body2D, settings: Steerer2D): number {
    const propulsion = settings.propulsion;
    const i = this.addSlot(holder, propulsion);
    this.bodies[i] = body;
    this.movers[i] = propulsion === null ? null : propulsion instanceof RowPropulsion2D ? propulsion : new YourPropulsion(propulsion, body);
    this.limit[i] = settings.maxAngularAcceleration;
    this.reach[i] = settings.reachDistance;
    this.pass[i] = settings.passDistance;
    this.facingTravel[i] = settings.facing === 'travel' ? 1 : 0;
    this.sightCenter[i] = settings.sightFrom === 'center' ? 1 : 0;
    this.onReached[i] = settings.onReached;
    this.guidanceSettings[i] = settings.guidance;
    // Only a body that flies along its heading is guided: the others keep no guidance.
    const flies = propulsion?.followsHeading === true;
    this.flies[i] = flies ? 1 : 0;
    this.guidance[i] = flies ? new Guidance(settings.guidance, settings.noseLength) : null;
    this.measuring[i] = flies ? new Guidance(settings.guidance) : null;
    this.guidedHeading[i] = Number.NaN;
    this.sensors[i] = null;
    this.useController(i, settings.controller, false);
    this.read(i);
    return i;
  }

  protected override resize(capacity: number): void {
    super.resize(capacity);
    this.fixedHeading = resized(this.fixedHeading, capacity);
    this.fixedRate = resized(this.fixedRate, capacity);
    this.guidedHeading = resized(this.guidedHeading, capacity);
    this.sightCenter = resized(this.sightCenter, capacity);
    this.flies = resized(this.flies, capacity);
  }

  protected override moveSlot(from: number, to: number): void {
    super.moveSlot(from, to);
    for (const list of [this.bodies, this.movers, this.guidance, this.measuring, this.guidanceSettings] as unknown[][]) list[to] = list[from];
  }

  protected override trimSlots(count: number): void {
    super.trimSlots(count);
    for (const list of [this.bodies, this.movers, this.guidance, this.measuring, this.guidanceSettings]) list.length = count;
  }

  /** Reads steerer `i`'s body into its row (its state for this step; nothing commanded yet). */
  read(i: number): void {
    if (this.bulk !== null) this.bulk.read(this, i);
    else readRow(this, i, this.bodies[i] as Body2D);
  }

  /** Gives steerer `i`'s body what its row commanded (velocity, spin, force, torque). */
  write(i: number): void {
    if (this.bulk !== null) this.bulk.write(this, i);
    else writeRow(this, i, this.bodies[i] as Body2D);
  }

  /** One step of steerers `from` to `to` (exclusive): each body read, steered and given its commands. dt in s, checked by the caller. */
  override stepRange(from: number, to: number, dt: number): void {
    for (let i = from; i < to; i++) {
      this.read(i);
      this.sense(i, dt);
      this.finish(i);
      this.write(i);
    }
  }

  protected begin(i: number): void {
    this.turning[i] = 0;
    this.resting[i] = 0;
  }

  protected sensed(): void {}

  finish(i: number): void {
    this.actTurn(i);
  }

  protected idle(): void {}

  protected propel(i: number, verb: number, arrive: boolean, dt: number): void {
    this.propelled[i] = 1;
    (this.movers[i] as RowPropulsion).act(this, i, verb, this.goalX[i] as number, this.goalY[i] as number, arrive, dt);
  }

  protected turnToFixed(i: number, dt: number): void {
    this.guidedHeading[i] = Number.NaN;
    const mover = this.movers[i] ?? null;
    this.senseTurn(i, mover ? mover.headingOf(this, i) : (this.angle[i] as number), this.fixedHeading[i] as number, this.fixedRate[i] as number, true, dt);
  }

  /**
   * The turn toward the goal: a missile seeking by its guidance law; else along the line of sight,
   * with the part of its rate the target's motion makes (a body flying along its heading turns the
   * line of sight by its own flight, which follows from the turn being commanded: fed forward, it
   * would loop back through the turn), or a character's direction of travel.
   */
  protected aimAtGoal(i: number, dt: number): void {
    const mode = this.mode[i] as number;
    const inPlace = mode === FACE;
    const mover = this.movers[i] ?? null;
    const heading = inPlace || mover === null ? (this.angle[i] as number) : mover.headingOf(this, i);
    const vx = this.vx[i] as number;
    const vy = this.vy[i] as number;
    const guidance = this.guidance[i] as Guidance | null;
    if (guidance !== null && (mode === SEEK || mode === ARRIVE)) {
      const speed = Math.max(length(vx, vy), (this.propulsions[i] as Propulsion).maxSpeed);
      const guided = guidance.desiredHeading(this.sightOrigin(i, this, i), this.vectors(vx, vy), speed, this.goalPoint(i), this.aimVelocity, dt, this.course(i));
      this.guidedHeading[i] = guided;
      this.senseTurn(i, heading, guided, guidance.rate, inPlace, dt);
      return;
    }
    this.guidedHeading[i] = Number.NaN;
    guidance?.reset();
    if (this.facesTravel(i, vx, vy)) {
      // Facing its travel: the heading's rate is its step-to-step difference (NaN asks for it).
      this.senseTurn(i, heading, Math.atan2(vy, vx), Number.NaN, inPlace, dt);
      return;
    }
    const sightCenter = this.sightCenter[i] === 1;
    const rx = (this.goalX[i] as number) - ((sightCenter ? this.cx[i] : this.px[i]) as number);
    const ry = (this.goalY[i] as number) - ((sightCenter ? this.cy[i] : this.py[i]) as number);
    const gvx = this.goalVX[i] as number;
    const gvy = this.goalVY[i] as number;
    const rate = this.flies[i] === 1 ? lineOfSightRate(rx, ry, gvx, gvy, dt) : lineOfSightRate(rx, ry, gvx - vx, gvy - vy, dt);
    this.senseTurn(i, heading, Math.atan2(ry, rx), rate, inPlace, dt);
  }

  protected restTurn(i: number, dt: number, brake: boolean): void {
    if (!brake) return;
    const command = turnBrakingCommand(this.w[i] as number, dt, this.limit[i] as number);
    if (command !== 0) addTorque(this, i, command * (this.inertia[i] as number));
    this.resting[i] = command;
  }

  protected stopDead(i: number): void {
    this.vx[i] = 0;
    this.vy[i] = 0;
    this.w[i] = 0;
    this.writes[i] = (this.writes[i] as number) | VELOCITY | SPIN;
  }

  protected resetTurn(i: number): void {
    this.turning[i] = 0;
    (this.controllers[i] as TurnController).reset();
    this.resetSetpoint(i);
    this.guidance[i]?.reset();
  }

  protected stopTurn(i: number): void {
    this.turning[i] = 0;
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
    const row = this.scratch;
    readRow(row, 0, this.bodies[i] as Body2D);
    const mode = this.mode[i] as number;
    const mover = this.movers[i] ?? null;
    const heading = wrapAngle(mode === FACE || mover === null ? (row.angle[0] as number) : mover.headingOf(row, 0));
    if (mode === TURN) return wrapAngle(heading - wrapAngle(this.fixedHeading[i] as number));
    if (this.goalActive[i] === 0) return 0;
    const tracked = this.tracked[i] as MovingTarget | null;
    const target = tracked ? tracked.position : this.goalPoint(i);
    const from = this.sightOrigin(i, row, 0);
    const vx = row.vx[0] as number;
    const vy = row.vy[0] as number;
    let wanted = Math.atan2(target.y - from.y, target.x - from.x);
    const measuring = this.measuring[i] as Guidance | null;
    if (measuring !== null && (mode === SEEK || mode === ARRIVE)) {
      if ((this.guidanceSettings[i] as GuidanceSettings).law === 'proportional-navigation') wanted = Number.isNaN(this.guidedHeading[i] as number) ? wanted : (this.guidedHeading[i] as number);
      else wanted = measuring.desiredHeading(from, this.vectors(vx, vy), Math.max(length(vx, vy), (this.propulsions[i] as Propulsion).maxSpeed), target, tracked?.velocity ?? this.zero, 0);
    } else if (this.facesTravel(i, vx, vy)) wanted = Math.atan2(vy, vx);
    return wrapAngle(heading - wrapAngle(wanted));
  }

  /** Whether steerer `i` turns to its direction of travel now: a character facing its travel, moving fast enough. */
  private facesTravel(i: number, vx: number, vy: number): boolean {
    return this.flies[i] === 0 && this.facingTravel[i] === 1 && length(vx, vy) > TRAVEL_FACING_MIN_SPEED;
  }

  /** Where steerer `i`'s line of sight starts, read from `rows`' row `k` (its centre of mass, or its origin). */
  private sightOrigin(i: number, rows: BodyRows2D, k: number): Vec2Like {
    const center = this.sightCenter[i] === 1;
    this.from.x = (center ? rows.cx[k] : rows.px[k]) as number;
    this.from.y = (center ? rows.cy[k] : rows.py[k]) as number;
    return this.from;
  }

  /** The goal of steerer `i` as a point (and its velocity into aimVelocity). */
  private goalPoint(i: number): Vec2Like {
    this.aimPoint.x = this.goalX[i] as number;
    this.aimPoint.y = this.goalY[i] as number;
    this.aimVelocity.x = this.goalVX[i] as number;
    this.aimVelocity.y = this.goalVY[i] as number;
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
