import type { ControllerTerms, TurnController } from '../control/TurnController';
import type { AttitudeLimit } from '../control3d/AttitudeLimit';
import { checkUnitQuaternion, checkVec3 } from '../control3d/check3d';
import { multiplyByInverse, setQuat, shortRotationVector, type QuatLike } from '../math3d/quaternion';
import { scaleVec3, setVec3, type Vec3Like } from '../math3d/vec3';
import { SLOT } from '../steering/slotLayout';
import { REAIM_ANGLE } from '../steering/SteeringCrowd';
import { SteeringFront } from '../steering/SteeringFront';
import { checkOptionKeys } from '../validation/optionChecks';
import type { Body3D } from './Body3D';
import {
  checkAttitudeControl,
  checkBodySteering3DOptions,
  type AttitudeControl,
  type BodySteering3DOptions,
} from './bodySteering3DOptions';
import type { MovingOrientation, MovingTarget3D } from './MovingTarget3D';
import type { Propulsion3D } from './Propulsion3D';
import { restoreSteering3D, saveSteering3D } from './steering3DState';
import type { BodySteering3DMemory } from './steering3DMemory';
import { SteeringCrowd3D, type Steerer3D } from './SteeringCrowd3D';

export type { BodySteering3DOptions } from './bodySteering3DOptions';

/**
 * Steers a rigid body of your own in 3D, in your own Rapier, cannon-es or other world, by torque:
 * call a command (`turnTo`, `face`, `seek`, `arrive`, `follow`, `stop`), then `step(dt)` once before
 * each engine step. The plane's BodySteering in space, with its commands, names and meanings (one
 * core: SteeringFront, SteeringCrowd); the body is read through a {@link Body3D} (rapierBody,
 * cannonBody or your own).
 *
 * Each step it works out the orientation wanted: turnTo's; or, to aim at a point, the smallest
 * rotation that takes the body's heading (its nose, or a missile's direction of flight) onto the
 * direction wanted, applied to the body's orientation (its roll left free), or with `face(target,
 * { up })` the orientation with the nose on the target and the up axis as near `up` as it goes. A
 * missile that seeks is steered by its guidance law (default pursuit: straight at the target). The
 * wanted orientation's angular velocity is fed forward: the line of sight's rate from the target's
 * motion, guidance's rate, or a moving orientation's own. The attitude controller (a 2D law along
 * the eigenaxis) turns that into a world torque within the motor's limit, which the body is given;
 * it never sets the orientation or the angular velocity (but a propulsion's dead stop).
 * Allocation-free per step.
 */
export class BodySteering3D extends SteeringFront<Vec3Like, MovingTarget3D, Propulsion3D, SteeringCrowd3D> {
  /** The body it steers. */
  readonly body: Body3D;
  protected readonly owner = 'BodySteering3D';
  protected readonly propulsionKinds = 'MissilePropulsion3D, CharacterPropulsion3D';
  protected readonly pointShape = '{ x, y, z }';
  private readonly point: Vec3Like = { x: 0, y: 0, z: 0 };

  /**
   * @param crowd the crowd it steps in [default: one of its own] (the 3D lab's missiles share one)
   * @throws TypeError or RangeError naming the option and what it allows (bodySteering3DOptions.ts).
   */
  constructor(body: Body3D, options: BodySteering3DOptions, crowd = new SteeringCrowd3D()) {
    const checked = checkBodySteering3DOptions(body, options);
    super(crowd, checked.guidance);
    crowd.addSteerer(this.slot, body, checked);
    this.body = body;
  }

  private get steerer(): Steerer3D {
    return this.crowd.steerers[this.index] as Steerer3D;
  }

  protected named(command: string, name: string): string {
    return `${command}(${name}):`;
  }

  protected checkPoint(command: string, name: string, point: unknown): Vec3Like {
    return checkVec3(point, `${command}(${name})`);
  }

  protected goalPoint(): Vec3Like {
    return setVec3(this.point, this.field(SLOT.GX), this.field(SLOT.GY), this.field(SLOT.GZ));
  }

  protected copyPoint(point: Readonly<Vec3Like>): Vec3Like {
    return { x: point.x, y: point.y, z: point.z };
  }

  protected readBody(): void {
    this.crowd.read(this.index);
  }

  protected stopDeadNow(): void {
    this.crowd.stopDeadNow(this.index);
  }

  // ---- Settings (checked when changed) ----

  /** The motor: { maxAngularAcceleration } (rad/s²) or { maxTorque } (N·m about each body axis); checked and copied when set. */
  get limit(): Readonly<AttitudeLimit> {
    return this.steerer.drive.limit;
  }
  set limit(value: AttitudeLimit) {
    this.steerer.drive.limit = value;
  }

  /** The attitude controller that steers. */
  get controller(): AttitudeControl {
    return this.steerer.drive.controller;
  }

  /**
   * Steers with `controller` from the next step on. Mid-command the new one takes over from the
   * old one's last step (its `handOver`: an AttitudeController continues the turn along the same
   * axis without a jump); idle or stopped, or without `handOver`, it starts with no history.
   * Throws a TypeError for anything but an attitude controller.
   */
  useController(controller: AttitudeControl): void {
    const drive = this.steerer.drive;
    const next = checkAttitudeControl(controller);
    const mode = this.mode;
    if (mode !== 'idle' && mode !== 'stop' && typeof next.handOver === 'function') next.handOver(drive.controller);
    else next.reset();
    drive.controller = next;
  }

  /**
   * What the P, I and D parts of the 2D law along the axis added to its last command (an AttitudeController with a PID-type law), or null.
   */
  get controllerTerms(): Readonly<ControllerTerms> | null {
    return (this.steerer.drive.controller as { turn?: TurnController }).turn?.terms ?? null;
  }

  // ---- Commands ----

  /**
   * Turns to `orientation` (a unit quaternion, body → world), or follows a moving orientation read
   * every step. A missile flies on meanwhile. Given again within a few steps an orientation turned
   * a little, the turn goes on, at the angular velocity that turned it.
   */
  turnTo(orientation: Readonly<QuatLike> | MovingOrientation): void {
    const s = this.steerer;
    if (
      typeof orientation === 'object' &&
      orientation !== null &&
      typeof (orientation as { orientation?: unknown }).orientation === 'object'
    ) {
      const moving = orientation as MovingOrientation;
      checkUnitQuaternion(moving.orientation, 'turnTo(orientation.orientation)');
      checkVec3(moving.angularVelocity, 'turnTo(orientation.angularVelocity)');
      if (moving.angularAcceleration !== undefined) checkVec3(moving.angularAcceleration, 'turnTo(orientation.angularAcceleration)');
      s.movingOrientation = moving;
    } else {
      const fixed = checkUnitQuaternion(orientation, 'turnTo(orientation)');
      const length = Math.sqrt(fixed.x * fixed.x + fixed.y * fixed.y + fixed.z * fixed.z + fixed.w * fixed.w);
      const wanted = { x: fixed.x / length, y: fixed.y / length, z: fixed.z / length, w: fixed.w / length };
      const elapsed = s.movingOrientation === null ? this.crowd.reaiming(this.index, 'turn') : 0;
      // The turn from the last orientation given to this one, as a rotation vector.
      const turned = shortRotationVector({ x: 0, y: 0, z: 0 }, multiplyByInverse({ x: 0, y: 0, z: 0, w: 1 }, wanted, s.fixedOrientation));
      setQuat(s.fixedOrientation, wanted.x, wanted.y, wanted.z, wanted.w);
      if (elapsed > 0 && Math.hypot(turned.x, turned.y, turned.z) <= REAIM_ANGLE) {
        scaleVec3(s.fixedRate, turned, 1 / elapsed);
        this.setField(SLOT.SINCE, 0);
        return;
      }
      setVec3(s.fixedRate, 0, 0, 0);
      s.movingOrientation = null;
    }
    this.crowd.clearGoal(this.index);
    this.crowd.enter(this.index, 'turn');
  }

  /**
   * Turns in place to point its nose at `target` (a point, or a moving target read every step):
   * a character brakes any motion by force; a missile cuts its thrust, and its nose is turned (not
   * its flight). With `up` (world) the body's up axis is kept as near it as it goes (a turret, a
   * ship that stays level); without, the roll is left as it is. Given again every frame a point
   * that moved a little (a turret's script), the turn goes on: the point's motion is fed forward as
   * a moving target's, and the controller keeps its history.
   */
  face(target: Readonly<Vec3Like> | MovingTarget3D, options: { up?: Readonly<Vec3Like> } = {}): void {
    this.checkTarget('face', target);
    checkOptionKeys('face', 'options', options, ['up']);
    const up = options.up === undefined ? null : checkVec3(options.up, 'face(options.up)');
    if (up !== null && up.x === 0 && up.y === 0 && up.z === 0)
      throw new RangeError('face(options.up): must be a direction, not { x: 0, y: 0, z: 0 }');
    this.aimCommand('face', target);
    this.steerer.up = up === null ? null : { x: up.x, y: up.y, z: up.z };
  }

  // ---- State ----

  /** The direction steered on the last step (unit, world): the nose, or a missile's direction of flight. */
  get heading(): Readonly<Vec3Like> {
    return this.steerer.heading;
  }
  /** The error's angle θ = |rotation vector of q ⊗ q_d⁻¹| of the last step, rad, in [0, π]. */
  get angle(): number {
    return this.steerer.drive.angle;
  }
  /** The error's unit axis n of the last step (world): the body is θ past the wanted orientation about n. */
  get axis(): Readonly<Vec3Like> {
    return this.steerer.drive.axis;
  }
  /** The orientation wanted on the last step, or null (idle, stopping). */
  get desiredOrientation(): Readonly<QuatLike> | null {
    return this.steerer.drive.desiredOrientation;
  }
  /** The wanted orientation's angular velocity fed forward on the last step, rad/s, world. */
  get desiredAngularVelocity(): Readonly<Vec3Like> {
    return this.steerer.drive.input.desiredAngularVelocity as Vec3Like;
  }
  /** The torque applied on the last step, N·m, world. */
  get torque(): Readonly<Vec3Like> {
    return this.steerer.drive.torque;
  }
  /** The moving target's velocity of the last step, m/s (zero for a point or none). */
  get targetVelocity(): Readonly<Vec3Like> {
    return this.field(SLOT.GOAL_ACTIVE) === 1
      ? setVec3(this.point, this.field(SLOT.GVX), this.field(SLOT.GVY), this.field(SLOT.GVZ))
      : NO_POINT;
  }
  /** The predicted intercept a missile's guidance steered to on the last step (lead, proportional navigation), or null. */
  get intercept(): Readonly<Vec3Like> | null {
    const s = this.steerer;
    return s.guided ? s.guidance.intercept : null;
  }

  /** Saves everything it holds, as plain JSON (see BodySteering3DMemory): restoreState continues bit for bit. */
  saveState(): BodySteering3DMemory {
    return saveSteering3D(this.crowd, this.index);
  }

  /**
   * Puts back what {@link saveState} gave, on this steerer or a new one made with the same options
   * (for the same body, or its copy in a restored world). A command that read a moving target or
   * orientation needs it again as `target`. Throws a TypeError or RangeError naming a field that is
   * missing or wrong, with its range (a path index beyond its path, a quaternion that is not a unit
   * one…), and then changes nothing: the whole memory is checked before any of it is written.
   */
  restoreState(memory: Readonly<BodySteering3DMemory>, target?: MovingTarget3D | MovingOrientation): void {
    restoreSteering3D(this.crowd, this.index, memory, target);
  }
}

const NO_POINT: Readonly<Vec3Like> = Object.freeze({ x: 0, y: 0, z: 0 });
