/**
 * The steering core in space: the core's mode machine (SteeringCrowd) with a 3D body's attitude,
 * heading, propulsion and attitude controller. BodySteering3D is a steerer of one; the 3D lab's
 * missiles are steerers of a shared one.
 */
import { rotateVec3, type QuatLike } from '../math3d/quaternion';
import { copyVec3, dot, normalizeInto, setVec3, type Vec3Like } from '../math3d/vec3';
import type { GuidanceSettings } from '../steering/Guidance';
import { SLOT, SLOT_FIELDS } from '../steering/slotLayout';
import { BRAKE, COAST, DRIVE, HOLD, SteeringCrowd } from '../steering/SteeringCrowd';
import type { SlotHolder } from '../steering/SteeringSlots';
import { AttitudeDrive } from './AttitudeDrive';
import type { Body3D } from './Body3D';
import type { Steerer3DSettings } from './bodySteering3DOptions';
import { GoalSight } from './GoalSight';
import { Guidance3D } from './Guidance3D';
import type { MovingOrientation } from './MovingTarget3D';
import type { Propulsion3D } from './Propulsion3D';

export type { Steerer3DSettings } from './bodySteering3DOptions';

const { KIND, MAX_SPEED, STOPS_DEAD, CAN_ARRIVE, THRUST, PROPELLED, MODE, FACING_TRAVEL, PX, PY, PZ, GX, GY, GZ, GVX, GVY, GVZ } = SLOT;

const IDLE = 0;
const FACE = 3;
const SEEK = 4;
const ARRIVE = 5;

/** What a steerer in space keeps besides its record: its body, attitude drive, guidance, sight, and this step's vectors. */
export class Steerer3D {
  readonly drive: AttitudeDrive;
  readonly guidance: Guidance3D;
  /** The body's nose and up in its own frame (unit). */
  readonly forwardAxis: Vec3Like;
  readonly upAxis: Vec3Like;
  readonly sight = new GoalSight();
  /** turnTo's orientation, and its angular velocity (rad/s, world: an orientation given again soon, a little turned). */
  readonly fixedOrientation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  readonly fixedRate: Vec3Like = { x: 0, y: 0, z: 0 };
  movingOrientation: MovingOrientation | null = null;
  /** face's up (world), or null. */
  up: Vec3Like | null = null;
  /**
   * Whether the steering holds a torque or force on the body (an idle step takes them off), and whether guidance chose the direction on the
   * last step.
   */
  applied = false;
  guided = false;
  // This step's reading of the body and what is wanted of it.
  readonly position: Vec3Like = { x: 0, y: 0, z: 0 };
  readonly velocity: Vec3Like = { x: 0, y: 0, z: 0 };
  readonly nose: Vec3Like = { x: 0, y: 0, z: 0 };
  readonly heading: Vec3Like = { x: 0, y: 0, z: 1 };
  readonly desiredDirection: Vec3Like = { x: 0, y: 0, z: 1 };
  readonly goal: Vec3Like = { x: 0, y: 0, z: 0 };
  readonly goalVelocity: Vec3Like = { x: 0, y: 0, z: 0 };

  constructor(
    readonly body: Body3D,
    settings: Steerer3DSettings,
    readonly guidanceSettings: GuidanceSettings,
  ) {
    this.drive = new AttitudeDrive(body, settings.controller, settings.limit);
    this.guidance = new Guidance3D(guidanceSettings);
    this.forwardAxis = unitAxis(settings.forwardAxis);
    this.upAxis = unitAxis(settings.upAxis);
  }
}

const ZERO: Readonly<Vec3Like> = Object.freeze({ x: 0, y: 0, z: 0 });

/**
 * Steerers in space. Per mode, as the plane's (SteeringCrowd): `turn` to a fixed or moving
 * orientation (a missile flies on); `face` a target in place (its nose, not its flight); `seek`
 * and `arrive`, the propulsion first (a missile's heading is then the direction of the velocity it
 * was just re-aimed to), a missile steered by its guidance law; `follow`; `stop` brakes the spin
 * along its axis at most at the motor's limit. The torque and force go to the body as the laws
 * give them (an engine that keeps them, Rapier, has them replaced). Allocation-free per step.
 */
export class SteeringCrowd3D extends SteeringCrowd<Propulsion3D> {
  readonly steerers: Steerer3D[] = [];

  constructor() {
    super(SLOT_FIELDS);
  }

  /** A new steerer of `body` with `settings` (checked), idle; returns its index. */
  addSteerer(holder: SlotHolder | null, body: Body3D, settings: Steerer3DSettings): number {
    const propulsion = settings.propulsion;
    const i = this.addSlot(holder, propulsion);
    const f = this.f;
    const b = i * SLOT_FIELDS;
    const steerer = new Steerer3D(body, settings, settings.guidance);
    this.steerers[i] = steerer;
    f[b + SLOT.REACH] = settings.reachDistance;
    f[b + SLOT.PASS] = settings.passDistance;
    f[b + FACING_TRAVEL] = settings.facing === 'travel' ? 1 : 0;
    if (propulsion !== null) {
      f[b + KIND] = 3;
      f[b + MAX_SPEED] = propulsion.maxSpeed;
      f[b + STOPS_DEAD] = propulsion.stopsDead === true ? 1 : 0;
      f[b + CAN_ARRIVE] = propulsion.canArrive ? 1 : 0;
    }
    this.onReached[i] = settings.onReached;
    this.read(i);
    return i;
  }

  protected override moveSlot(from: number, to: number): void {
    super.moveSlot(from, to);
    this.steerers[to] = this.steerers[from] as Steerer3D;
  }

  protected override trimSlots(count: number): void {
    super.trimSlots(count);
    this.steerers.length = count;
  }

  /** Reads steerer `i`'s body: its attitude, spin and inertia (the drive's input), position, velocity, nose and heading. */
  read(i: number): void {
    const s = this.steerers[i] as Steerer3D;
    const f = this.f;
    const b = i * SLOT_FIELDS;
    s.drive.begin();
    s.body.position(s.position);
    f[b + PX] = s.position.x;
    f[b + PY] = s.position.y;
    f[b + PZ] = s.position.z;
    rotateVec3(s.nose, s.drive.input.orientation, s.forwardAxis);
    this.readHeading(i);
  }

  /**
   * The body's velocity, and the direction steered: the nose, or a missile's direction of flight (read again after its propulsion
   * acted).
   */
  private readHeading(i: number): void {
    const s = this.steerers[i] as Steerer3D;
    const propulsion = this.propulsions[i];
    s.body.linearVelocity(s.velocity);
    if (propulsion) propulsion.heading(s.body, s.nose, s.heading);
    else copyVec3(s.heading, s.nose);
  }

  /** The torque and force went to the body as the laws gave them. */
  write(): void {}

  protected begin(i: number): void {
    const s = this.steerers[i] as Steerer3D;
    s.guided = false;
    if (this.f[i * SLOT_FIELDS + MODE] !== IDLE) s.applied = true;
  }

  finish(): void {}

  protected idle(i: number): void {
    const s = this.steerers[i] as Steerer3D;
    s.drive.rest();
    if (!s.applied) return;
    // An engine that keeps a torque or force until it is replaced (Rapier) has the steering's taken off.
    s.body.applyTorque(ZERO);
    if (this.propulsions[i]) s.body.applyForce(ZERO);
    s.applied = false;
  }

  protected propel(i: number, verb: number, arrive: boolean, dt: number): void {
    const s = this.steerers[i] as Steerer3D;
    const propulsion = this.propulsions[i] as Propulsion3D;
    const f = this.f;
    const b = i * SLOT_FIELDS;
    f[b + PROPELLED] = 1;
    if (verb === DRIVE) propulsion.drive(s.body, s.nose, this.goalOf(i), arrive, dt);
    else if (verb === COAST) propulsion.coast(s.body, s.nose, dt);
    else if (verb === HOLD) propulsion.hold(s.body, s.nose, dt);
    else if (verb === BRAKE) propulsion.brake(s.body, s.nose, dt);
    f[b + THRUST] = propulsion.thrustFraction;
  }

  protected turnToFixed(i: number, dt: number): void {
    const s = this.steerers[i] as Steerer3D;
    const moving = s.movingOrientation;
    this.readHeading(i);
    s.drive.turnTo(
      moving?.orientation ?? s.fixedOrientation,
      moving?.angularVelocity ?? s.fixedRate,
      moving?.angularAcceleration ?? ZERO,
      dt,
    );
  }

  /**
   * Toward the goal: a missile seeking by its guidance law; else along the line of sight (turning in place, the nose, to the look rotation
   * with `up`) or its travel.
   */
  protected aimAtGoal(i: number, dt: number): void {
    const s = this.steerers[i] as Steerer3D;
    const f = this.f;
    const b = i * SLOT_FIELDS;
    const mode = f[b + MODE] as number;
    const inPlace = mode === FACE;
    if (inPlace) copyVec3(s.heading, s.nose);
    else this.readHeading(i);
    const flies = this.propulsions[i]?.followsHeading === true;
    const goal = this.goalOf(i);
    const goalVelocity = setVec3(s.goalVelocity, f[b + GVX] as number, f[b + GVY] as number, f[b + GVZ] as number);
    if (flies && (mode === SEEK || mode === ARRIVE)) {
      const speed = Math.max(Math.sqrt(dot(s.velocity, s.velocity)), f[b + MAX_SPEED] as number);
      s.guidance.desiredDirection(s.desiredDirection, s.position, s.velocity, speed, s.heading, goal, goalVelocity, dt);
      s.guided = true;
      s.drive.steerAlong(s.heading, s.desiredDirection, s.guidance.rate, null, s.forwardAxis, s.upAxis, dt);
      return;
    }
    const sight = s.sight;
    sight.aim(goal, goalVelocity, s.position, s.velocity, s.heading, !inPlace && flies, f[b + FACING_TRAVEL] === 1 && !inPlace, dt);
    copyVec3(s.desiredDirection, sight.direction);
    // Turning in place with `up`, to the look rotation; else by the smallest arc (the roll left free).
    s.drive.steerAlong(s.heading, sight.direction, sight.rate, inPlace ? s.up : null, s.forwardAxis, s.upAxis, dt);
  }

  protected restTurn(i: number, dt: number, brake: boolean): void {
    const s = this.steerers[i] as Steerer3D;
    if (brake) s.drive.brake(dt);
    else {
      s.drive.rest();
      s.body.applyTorque(ZERO);
    }
  }

  protected stopDead(i: number): void {
    const body = (this.steerers[i] as Steerer3D).body;
    body.setLinearVelocity(ZERO);
    body.setAngularVelocity?.(ZERO);
  }

  protected resetTurn(i: number): void {
    const s = this.steerers[i] as Steerer3D;
    s.sight.hasTravel = false;
    s.drive.controller.reset();
    s.guidance.reset();
  }

  protected stopTurn(i: number): void {
    (this.steerers[i] as Steerer3D).sight.hasTravel = false;
  }

  protected newSetpoint(): void {}

  protected pathPoint(point: Vec3Like): Vec3Like {
    return { x: point.x, y: point.y, z: point.z ?? 0 };
  }

  /** Steerer `i`'s goal of this step, as a vector. */
  goalOf(i: number): Vec3Like {
    const f = this.f;
    const b = i * SLOT_FIELDS;
    return setVec3((this.steerers[i] as Steerer3D).goal, f[b + GX] as number, f[b + GY] as number, f[b + GZ] as number);
  }

  /** The body of steerer `i` stopped dead now, between steps. */
  stopDeadNow(i: number): void {
    this.stopDead(i);
  }
}

/** A body axis as given, normalised into a copy. */
export function unitAxis(axis: Readonly<Vec3Like>): Vec3Like {
  const copy = { x: axis.x, y: axis.y, z: axis.z };
  normalizeInto(copy, copy);
  return copy;
}
