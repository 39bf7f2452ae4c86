import type { ControllerTerms, TurnController } from '../control/TurnController';
import type { AttitudeLimit } from '../control3d/AttitudeLimit';
import { checkUnitQuaternion, checkVec3 } from '../control3d/check3d';
import { copyQuat, type QuatLike } from '../math3d/quaternion';
import type { Vec3Like } from '../math3d/vec3';
import { guidanceSettings, type GuidanceSettings } from '../steering/Guidance';
import { checkOptionKeys, givenValue } from '../validation/optionChecks';
import { checkFacing, type Facing } from '../steering/facing';
import { DISTANCE_RANGE } from '../validation/quantities';
import { checkNumber } from '../validation/optionChecks';
import type { Body3D } from './Body3D';
import { checkAttitudeControl, checkBodySteering3DOptions, type AttitudeControl, type BodySteering3DOptions } from './bodySteering3DOptions';
import { checkPath3, checkTarget3, isMoving } from './checkInput3D';
import type { MovingOrientation, MovingTarget3D } from './MovingTarget3D';
import { SteeringStep3D } from './SteeringStep3D';
import { restoreSteering3D, saveSteering3D } from './steering3DState';
import type { BodySteering3DMemory, BodySteering3DMode } from './steering3DMemory';

export type { BodySteering3DOptions } from './bodySteering3DOptions';

const CANNOT_ARRIVE = 'arrive: this propulsion cannot stop on a point (a missile has no brakes): use seek';
const NO_POINT: Readonly<Vec3Like> = Object.freeze({ x: 0, y: 0, z: 0 });

/**
 * Steers a rigid body of your own in 3D, in your own Rapier, cannon-es or other world, by torque:
 * call a command (`turnTo`, `face`, `seek`, `arrive`, `follow`, `stop`), then `step(dt)` once before
 * each engine step. The plane's BodySteering in space, with its commands, names and meanings; the
 * body is read through a {@link Body3D} (rapierBody, cannonBody or your own).
 *
 * Each step it works out the orientation wanted: turnTo's; or, to aim at a point, the smallest
 * rotation that takes the body's heading (its nose, or a missile's direction of flight) onto the
 * direction wanted, applied to the body's orientation (its roll left free), or with `face(target,
 * { up })` the orientation with the nose on the target and the up axis as near `up` as it goes. A
 * missile that seeks is steered by its guidance law (default pursuit: straight at the target). The
 * wanted orientation's angular velocity is fed forward: the line of sight's rate from the target's
 * motion, guidance's rate, or a moving orientation's own. The attitude controller (a 2D law along
 * the eigenaxis) turns that into a world torque within the motor's limit, which the body is given;
 * it never sets the orientation or the angular velocity. What each command does step by step:
 * SteeringStep3D.ts. Allocation-free per step.
 */
export class BodySteering3D extends SteeringStep3D {
  /** @throws TypeError or RangeError naming the option and what it allows (bodySteering3DOptions.ts). */
  constructor(body: Body3D, options: BodySteering3DOptions) {
    super(body, checkBodySteering3DOptions(body, options));
  }

  // ---- Settings (checked when changed) ----

  /** The motor: { maxAngularAcceleration } (rad/s²) or { maxTorque } (N·m about each body axis); checked and copied when set. */
  get limit(): Readonly<AttitudeLimit> {
    return this.drive.limit;
  }
  set limit(value: AttitudeLimit) {
    this.drive.limit = value;
  }

  /** What a body that moves independently of its facing faces while it moves. */
  get facing(): Facing {
    return this.facingValue;
  }
  set facing(value: Facing) {
    this.facingValue = checkFacing('BodySteering3D', value);
  }

  /** Within this distance an arrival's target or a waypoint counts as reached, m. */
  get reachDistance(): number {
    return this.reach;
  }
  set reachDistance(value: number) {
    this.reach = checkNumber('BodySteering3D', 'reachDistance', value, DISTANCE_RANGE, 'm');
  }

  /** A waypoint crossed within this distance counts as reached, m (0: off). */
  get passDistance(): number {
    return this.pass;
  }
  set passDistance(value: number) {
    this.pass = checkNumber('BodySteering3D', 'passDistance', value, DISTANCE_RANGE, 'm');
  }

  /** The guidance law and N a missile seeks by (see {@link BodySteering3DOptions.guidance}). */
  get guidanceSettings(): Readonly<GuidanceSettings> {
    return this.guidanceValue;
  }

  /** Changes the guidance law and/or N from the next step on; throws a RangeError naming a bad one and changes nothing. */
  setGuidance(changes: Partial<GuidanceSettings>): void {
    Object.assign(this.guidanceValue, guidanceSettings({ ...this.guidanceValue, ...changes }));
  }

  /** The attitude controller that steers. */
  get controller(): AttitudeControl {
    return this.drive.controller;
  }

  /**
   * Steers with `controller` from the next step on. Mid-command the new one takes over from the
   * old one's last step (its `handOver`: an AttitudeController continues the turn along the same
   * axis without a jump); idle or stopped, or without `handOver`, it starts with no history.
   * Throws a TypeError for anything but an attitude controller.
   */
  useController(controller: AttitudeControl): void {
    const previous = this.drive.controller;
    const next = checkAttitudeControl(controller);
    if (this.modeValue !== 'idle' && this.modeValue !== 'stop' && typeof next.handOver === 'function') next.handOver(previous);
    else next.reset();
    this.drive.controller = next;
  }

  /** What the P, I and D parts of the 2D law along the axis added to its last command (an AttitudeController with a PID-type law), or null. */
  get controllerTerms(): Readonly<ControllerTerms> | null {
    return (this.drive.controller as { turn?: TurnController }).turn?.terms ?? null;
  }

  // ---- Commands (each starts the controller's and guidance's history over) ----

  /** Turns to `orientation` (a unit quaternion, body → world), or follows a moving orientation read every step. A missile flies on meanwhile. */
  turnTo(orientation: Readonly<QuatLike> | MovingOrientation): void {
    if (isMoving(orientation)) {
      const moving = orientation as MovingOrientation;
      checkUnitQuaternion(moving.orientation, 'turnTo(orientation.orientation)');
      checkVec3(moving.angularVelocity, 'turnTo(orientation.angularVelocity)');
      if (moving.angularAcceleration !== undefined) checkVec3(moving.angularAcceleration, 'turnTo(orientation.angularAcceleration)');
      this.movingOrientation = moving;
    } else {
      const fixed = checkUnitQuaternion(orientation, 'turnTo(orientation)');
      const length = Math.sqrt(fixed.x * fixed.x + fixed.y * fixed.y + fixed.z * fixed.z + fixed.w * fixed.w);
      copyQuat(this.fixedOrientation, { x: fixed.x / length, y: fixed.y / length, z: fixed.z / length, w: fixed.w / length });
      this.movingOrientation = null;
    }
    this.enter('turn');
  }

  /**
   * Turns in place to point its nose at `target` (a point, or a moving target read every step):
   * a character brakes any motion by force; a missile cuts its thrust, and its nose is turned (not
   * its flight). With `up` (world) the body's up axis is kept as near it as it goes (a turret, a
   * ship that stays level); without, the roll is left as it is.
   */
  face(target: Readonly<Vec3Like> | MovingTarget3D, options: { up?: Readonly<Vec3Like> } = {}): void {
    checkTarget3('face', target);
    checkOptionKeys('face', 'options', options, ['up']);
    const up = options.up === undefined ? null : checkVec3(options.up, 'face(options.up)');
    if (up !== null && up.x === 0 && up.y === 0 && up.z === 0) throw new RangeError('face(options.up): must be a direction, not { x: 0, y: 0, z: 0 }');
    this.aimAt(target);
    this.up = up === null ? null : { x: up.x, y: up.y, z: up.z };
    this.enter('face');
  }

  /** Goes to `target` and on through it (Reynolds' seek; a missile flies into it to hit it, steered by its guidance); needs a propulsion. */
  seek(target: Readonly<Vec3Like> | MovingTarget3D): void {
    checkTarget3('seek', target);
    this.requirePropulsion('seek');
    this.aimAt(target);
    this.enter('seek');
  }

  /**
   * Goes to `target` and comes to rest on it while within `reachDistance` (Reynolds' arrive); a
   * moving target that gets away is followed again. Needs a propulsion that can arrive.
   */
  arrive(target: Readonly<Vec3Like> | MovingTarget3D): void {
    checkTarget3('arrive', target);
    if (!this.requirePropulsion('arrive').canArrive) throw new Error(CANNOT_ARRIVE);
    this.aimAt(target);
    this.enter('arrive');
  }

  /**
   * Turns a seek into an arrival on the same target (`arrive` true), or an arrival into a seek,
   * from the next step on, the turn's history kept. Outside a seek or an arrival it does nothing;
   * it throws as {@link arrive} does for a propulsion that cannot arrive.
   */
  setArrival(arrive: boolean): void {
    if (typeof arrive !== 'boolean') throw new TypeError(`setArrival: arrive must be true or false, got ${givenValue(arrive)}`);
    if (this.modeValue !== 'seek' && this.modeValue !== 'arrive') return;
    if (arrive && !this.propulsion?.canArrive) throw new Error(CANNOT_ARRIVE);
    this.modeValue = arrive ? 'arrive' : 'seek';
  }

  /**
   * Follows `path` (points { x, y, z }, copied) in order; with `loop` it starts over after the
   * last. Without `loop`, a character arrives on the last waypoint, and at it (or at an empty path)
   * the steering stops (as {@link stop}). Needs a propulsion.
   */
  follow(path: readonly Readonly<Vec3Like>[], loop = false): void {
    checkPath3('follow', path);
    if (typeof loop !== 'boolean') throw new TypeError(`follow(loop): must be true or false, got ${givenValue(loop)}`);
    this.requirePropulsion('follow');
    this.pathFollower.start(path, loop, this.body.position(this.position));
    const first = this.pathFollower.current;
    if (first === null) {
      this.stop();
      return;
    }
    this.goal.setPoint(first);
    this.enter('follow');
  }

  /** Moves waypoint `index` of the path it follows to `position` (a drag): the one it heads for, it steers at at once. Ignores an index out of range. */
  moveWaypoint(index: number, position: Readonly<Vec3Like>): void {
    const point = checkVec3(position, 'moveWaypoint(position)');
    this.pathFollower.moveWaypoint(index, point);
    if (this.modeValue === 'follow' && index === this.pathFollower.currentIndex) this.goal.moveTo(point);
  }

  /** Comes to rest: brakes the spin at most at the motor's limit along it, and the motion by the propulsion's brake. The controller keeps its history. */
  stop(): void {
    this.comeToStop();
  }

  /** Stops steering: the next step takes the steering's torque and force off the body, and then applies nothing until the next command. */
  release(): void {
    this.enter('idle');
  }

  // ---- State ----

  /** What it is doing. */
  get mode(): BodySteering3DMode {
    return this.modeValue;
  }
  /** The direction steered on the last step (unit, world): the nose, or a missile's direction of flight. */
  get heading(): Readonly<Vec3Like> {
    return this.headingValue;
  }
  /** The error's angle θ = |rotation vector of q ⊗ q_d⁻¹| of the last step, rad, in [0, π]. */
  get angle(): number {
    return this.drive.angle;
  }
  /** The error's unit axis n of the last step (world): the body is θ past the wanted orientation about n. */
  get axis(): Readonly<Vec3Like> {
    return this.drive.axis;
  }
  /** The orientation wanted on the last step, or null (idle, stopping). */
  get desiredOrientation(): Readonly<QuatLike> | null {
    return this.drive.desiredOrientation;
  }
  /** The wanted orientation's angular velocity fed forward on the last step, rad/s, world. */
  get desiredAngularVelocity(): Readonly<Vec3Like> {
    return this.drive.input.desiredAngularVelocity as Vec3Like;
  }
  /** The torque applied on the last step, N·m, world. */
  get torque(): Readonly<Vec3Like> {
    return this.drive.torque;
  }
  /** The propulsion's thrust on the last step, 0 to 1 (0 when it did not act). */
  get thrustFraction(): number {
    return this.propelled && this.propulsion ? this.propulsion.thrustFraction : 0;
  }
  /** The point steered at (a moving target's position of the last step), or null. */
  get target(): Readonly<Vec3Like> | null {
    return this.aiming ? this.goal.position : null;
  }
  /** The moving target steered at (as given to the command), or null. */
  get movingTarget(): MovingTarget3D | null {
    return this.aiming ? this.goal.target : null;
  }
  /** The moving target's velocity of the last step, m/s (zero for a point or none). */
  get targetVelocity(): Readonly<Vec3Like> {
    return this.aiming ? this.goal.velocity : NO_POINT;
  }
  /** The predicted intercept a missile's guidance steered to on the last step (lead, proportional navigation), or null. */
  get intercept(): Readonly<Vec3Like> | null {
    return this.guided ? this.guidance.intercept : null;
  }
  /** The path being followed (empty otherwise). */
  get path(): readonly Readonly<Vec3Like>[] {
    return this.pathFollower.path;
  }
  /** Whether the path loops. */
  get pathLoops(): boolean {
    return this.pathFollower.isLooping;
  }
  /** The index of the waypoint sought. */
  get pathIndex(): number {
    return this.pathFollower.currentIndex;
  }
  /** Waypoints reached since the last `follow`. */
  get waypointsReached(): number {
    return this.pathFollower.reached;
  }

  /** Saves everything it holds, as plain JSON (see BodySteering3DMemory): restoreState continues bit for bit. */
  saveState(): BodySteering3DMemory {
    return saveSteering3D(this.stateParts());
  }

  /**
   * Puts back what {@link saveState} gave, on this steerer or a new one made with the same options
   * (for the same body, or its copy in a restored world). A command that read a moving target or
   * orientation needs it again as `target`. Throws naming a field that is missing or wrong, and
   * then changes nothing.
   */
  restoreState(memory: Readonly<BodySteering3DMemory>, target?: MovingTarget3D | MovingOrientation): void {
    const restored = restoreSteering3D(memory, target, this.stateParts());
    this.modeValue = restored.mode;
    this.movingOrientation = restored.movingOrientation;
    this.up = restored.up;
    this.sight.hasTravel = restored.hasTravel;
    this.applied = restored.applied;
    this.drive.limit = restored.limit;
  }

  /** Whether the command aims at a goal (its target getters answer). */
  private get aiming(): boolean {
    const mode = this.modeValue;
    return mode === 'face' || mode === 'seek' || mode === 'arrive' || mode === 'follow';
  }

  /** Its parts, as the save and the restore read and write them. */
  private stateParts() {
    return { mode: this.modeValue, fixedOrientation: this.fixedOrientation, movingOrientation: this.movingOrientation, up: this.up, goal: this.goal, pathFollower: this.pathFollower, guidance: this.guidance, travel: this.sight.travel, hasTravel: this.sight.hasTravel, controller: this.drive.controller, limit: this.drive.limit, torque: this.drive.torque, applied: this.applied };
  }
}
