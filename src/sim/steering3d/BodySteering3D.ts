import type { AttitudeLimit } from '../control3d/AttitudeLimit';
import { checkUnitQuaternion, checkVec3 } from '../control3d/check3d';
import { checkStep } from '../control/checkTurnInput';
import { checkOptionKeys, givenValue } from '../validation/optionChecks';
import { copyQuat, rotateVec3, type QuatLike } from '../math3d/quaternion';
import { copyVec3, dot, normalizeInto, type Vec3Like } from '../math3d/vec3';
import { PathFollower } from '../steering/PathFollower';
import { checkFacing, type Facing } from '../steering/facing';
import { DISTANCE_RANGE } from '../validation/quantities';
import { checkNumber } from '../validation/optionChecks';
import type { Body3D } from './Body3D';
import { AttitudeDrive } from './AttitudeDrive';
import { checkBodySteering3DOptions, type AttitudeControl, type BodySteering3DOptions } from './bodySteering3DOptions';
import { checkPath3, checkTarget3, isMoving } from './checkInput3D';
import { Guidance3D } from './Guidance3D';
import type { MovingOrientation, MovingTarget3D } from './MovingTarget3D';
import type { Propulsion3D } from './Propulsion3D';
import { GoalSight } from './GoalSight';
import { SteeringGoal3D } from './SteeringGoal3D';
import { restoreSteering3D, saveSteering3D } from './steering3DState';
import type { BodySteering3DMemory, BodySteering3DMode } from './steering3DMemory';

export type { BodySteering3DOptions } from './bodySteering3DOptions';

/**
 * Steers a rigid body of your own in 3D, in your own Rapier, cannon-es or other world, by torque:
 * call a command (`turnTo`, `face`, `seek`, `arrive`, `follow`, `pursue`, `stop`), then `step(dt)`
 * once before each engine step. The plane's BodySteering in space, with the same commands and
 * checks; the body is read through a {@link Body3D} (rapierBody, cannonBody or your own).
 *
 * Each step it works out the orientation wanted: turnTo's; or, to aim at a point, the smallest
 * rotation that takes the body's heading (its nose, or a missile's direction of flight) onto the
 * direction wanted, applied to the body's orientation (its roll left free), or with `face(target,
 * { up })` the orientation with the nose on the target and the up axis as near `up` as it goes. The
 * wanted orientation's angular velocity is fed forward: the line of sight's rate from the target's
 * motion, guidance's rate, or a moving orientation's own. The attitude controller (a 2D law along
 * the eigenaxis) turns that into a world torque within the motor's limit, which the body is given;
 * it never sets the orientation or the angular velocity. A propulsion, if given, then applies its
 * force (and a missile's velocity re-aim). Allocation-free per step.
 */
export class BodySteering3D {
  onReached: ((index: number) => void) | null;
  readonly propulsion: Propulsion3D | null;
  private readonly controller: AttitudeControl;
  private readonly drive: AttitudeDrive;
  private facingValue: Facing;
  private reach: number;
  private pass: number;
  private readonly forwardAxis: Vec3Like;
  private readonly upAxis: Vec3Like;
  private readonly guidance: Guidance3D;
  private readonly goal = new SteeringGoal3D();
  private readonly pathFollower = new PathFollower<Vec3Like>();
  private modeValue: BodySteering3DMode = 'idle';
  private readonly fixedOrientation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  private movingOrientation: MovingOrientation | null = null;
  private up: Vec3Like | null = null;
  private readonly sight = new GoalSight();
  private applied = false;
  // This step's reading of the body and what is wanted of it (reused every step).
  private readonly position: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly velocity: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly nose: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly heading: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly direction: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly zero: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly reportReached = (index: number): void => this.onReached?.(index);

  /** @throws TypeError or RangeError naming the option and what it allows (bodySteering3DOptions.ts). */
  constructor(
    readonly body: Body3D,
    options: BodySteering3DOptions,
  ) {
    const checked = checkBodySteering3DOptions(body, options);
    this.controller = checked.controller;
    this.drive = new AttitudeDrive(body, checked.controller, checked.limit);
    this.propulsion = checked.propulsion;
    this.reach = checked.reachDistance;
    this.pass = checked.passDistance;
    this.facingValue = checked.facing;
    this.onReached = checked.onReached;
    normalizeInto(this.forwardAxis = checked.forwardAxis, checked.forwardAxis);
    normalizeInto(this.upAxis = checked.upAxis, checked.upAxis);
    this.guidance = new Guidance3D(checked.guidance);
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

  /** Within this distance a target or waypoint counts as reached, m. */
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

  // ---- Commands ----

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
   * Turns its nose to `target` (a point, or a moving target read every step) without moving toward
   * it. With `up` (world) the body's up axis is kept as near it as it goes (a turret, a ship that
   * stays level); without, the roll is left as it is.
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

  /** Goes to `target` at full speed, facing it, and on through it (Reynolds' seek); needs a propulsion. */
  seek(target: Readonly<Vec3Like> | MovingTarget3D): void {
    checkTarget3('seek', target);
    this.requirePropulsion('seek');
    this.aimAt(target);
    this.enter('seek');
  }

  /** Goes to `target` and stops on it (Reynolds' arrive), then stops turning; needs a propulsion that can stop. */
  arrive(target: Readonly<Vec3Like> | MovingTarget3D): void {
    checkTarget3('arrive', target);
    if (!this.requirePropulsion('arrive').canArrive) throw new Error('arrive: this propulsion cannot stop on a point (a missile has no brakes): use seek');
    this.aimAt(target);
    this.enter('arrive');
  }

  /** Follows `path` (points { x, y, z }, copied) in order; with `loop` it starts over after the last. Needs a propulsion. */
  follow(path: readonly Readonly<Vec3Like>[], loop = false): void {
    checkPath3('follow', path);
    if (typeof loop !== 'boolean') throw new TypeError(`follow(loop): must be true or false, got ${givenValue(loop)}`);
    this.requirePropulsion('follow');
    this.pathFollower.start(path, loop, this.body.position(this.position));
    const first = this.pathFollower.current;
    if (first === null) {
      this.release();
      return;
    }
    this.goal.setPoint(first);
    this.enter('follow');
  }

  /** Chases the moving `target` by the `guidance` law; needs a propulsion that flies along its heading (a missile). */
  pursue(target: MovingTarget3D): void {
    checkTarget3('pursue', target, true);
    if (!this.requirePropulsion('pursue').followsHeading) throw new Error('pursue: guidance steers the direction of flight, and this propulsion does not fly along its heading: use seek');
    this.aimAt(target);
    this.enter('pursue');
  }

  /** Comes to rest: brakes the spin at most at the motor's limit along it, and the motion by the propulsion's brake. */
  stop(): void {
    this.enter('stop');
  }

  /** Stops steering: the next step takes the steering's torque and force off the body, and then applies nothing until the next command. */
  release(): void {
    this.enter('idle');
    this.pathFollower.clear();
  }

  // ---- State ----

  get mode(): BodySteering3DMode {
    return this.modeValue;
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
  /** The torque applied on the last step, N·m, world. */
  get torque(): Readonly<Vec3Like> {
    return this.drive.torque;
  }
  /** Waypoints reached since the last `follow`. */
  get waypointsReached(): number {
    return this.pathFollower.reached;
  }
  /** The predicted intercept of `pursue` (lead, proportional navigation), or null. */
  get intercept(): Readonly<Vec3Like> | null {
    return this.modeValue === 'pursue' ? this.guidance.intercept : null;
  }

  // ---- The step ----

  /** Applies this step's torque (and force), dt in s (1e-6 to 10, checkStep): call once before each engine step. */
  step(dt: number): void {
    checkStep('step', dt);
    const body = this.body;
    const propulsion = this.propulsion;
    if (this.modeValue === 'idle') {
      this.drive.rest();
      if (this.applied) {
        // An engine that keeps a torque or force until it is replaced (Rapier) has the steering's taken off.
        body.applyTorque(this.zero);
        if (propulsion !== null) body.applyForce(this.zero);
        this.applied = false;
      }
      return;
    }
    this.applied = true;
    this.readBody();
    const goal = this.goal;
    switch (this.modeValue) {
      case 'stop':
        this.drive.brake(dt);
        propulsion?.brake(body, this.nose, dt);
        return;
      case 'turn': {
        const moving = this.movingOrientation;
        this.drive.turnTo(moving?.orientation ?? this.fixedOrientation, moving?.angularVelocity ?? this.zero, moving?.angularAcceleration ?? this.zero, dt);
        propulsion?.coast(body, this.nose, dt);
        return;
      }
      case 'face':
        goal.refresh();
        this.turnToGoal(dt);
        propulsion?.coast(body, this.nose, dt);
        return;
      case 'seek':
      case 'arrive': {
        goal.refresh();
        this.checkReached();
        const arrive = this.modeValue === 'arrive';
        if (arrive && goal.reached) this.drive.brake(dt);
        else this.turnToGoal(dt);
        propulsion?.drive(body, this.nose, goal.position, arrive, dt);
        return;
      }
      case 'follow':
        this.followPath(dt);
        return;
      case 'pursue': {
        goal.refresh();
        const speed = Math.max(Math.sqrt(dot(this.velocity, this.velocity)), propulsion?.maxSpeed ?? 0);
        this.guidance.desiredDirection(this.direction, this.position, this.velocity, speed, this.heading, goal.position, goal.velocity, dt);
        this.steerAlong(this.direction, this.guidance.rate, null, dt);
        propulsion?.drive(body, this.nose, goal.position, false, dt);
        return;
      }
    }
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

  /** Its parts, as the save and the restore read and write them. */
  private stateParts() {
    return { mode: this.modeValue, fixedOrientation: this.fixedOrientation, movingOrientation: this.movingOrientation, up: this.up, goal: this.goal, pathFollower: this.pathFollower, guidance: this.guidance, travel: this.sight.travel, hasTravel: this.sight.hasTravel, controller: this.controller, limit: this.drive.limit, torque: this.drive.torque, applied: this.applied };
  }

  private readBody(): void {
    const body = this.body;
    this.drive.begin();
    body.position(this.position);
    body.linearVelocity(this.velocity);
    rotateVec3(this.nose, this.drive.input.orientation, this.forwardAxis);
    if (this.propulsion !== null) this.propulsion.heading(body, this.nose, this.heading);
    else copyVec3(this.heading, this.nose);
  }

  private followPath(dt: number): void {
    const follower = this.pathFollower;
    const propulsion = this.propulsion as Propulsion3D;
    const waypoint = follower.advance(this.position, this.reach, this.reportReached, this.pass);
    if (waypoint === null) {
      // The end of a path that does not loop: a body that can stop holds the last waypoint; a missile flies on, unsteered.
      const last = follower.path[follower.path.length - 1];
      if (propulsion.canArrive && last !== undefined) {
        this.goal.setPoint(last);
        this.goal.reached = true;
        this.modeValue = 'arrive';
        this.drive.brake(dt);
        propulsion.drive(this.body, this.nose, last, true, dt);
      } else {
        this.release();
        this.step(dt);
      }
      return;
    }
    this.goal.moveTo(waypoint);
    this.turnToGoal(dt);
    const arrive = propulsion.canArrive && !follower.isLooping && follower.currentIndex === follower.path.length - 1;
    propulsion.drive(this.body, this.nose, this.goal.position, arrive, dt);
  }

  /** Turns toward the goal (GoalSight: the direction and its rate); `face` keeps its up. */
  private turnToGoal(dt: number): void {
    const sight = this.sight;
    sight.aim(this.goal, this.position, this.velocity, this.heading, this.propulsion?.followsHeading === true, this.facingValue === 'travel', dt);
    this.steerAlong(sight.direction, sight.rate, this.modeValue === 'face' ? this.up : null, dt);
  }

  /** Turns the heading onto `direction` (unit, world) at the feed-forward `rate` (rad/s), to the look rotation with `up` (not for a body that flies along its heading). */
  private steerAlong(direction: Readonly<Vec3Like>, rate: Readonly<Vec3Like>, up: Readonly<Vec3Like> | null, dt: number): void {
    const look = up !== null && this.propulsion?.followsHeading !== true ? up : null;
    this.drive.steerAlong(this.heading, direction, rate, look, this.forwardAxis, this.upAxis, dt);
  }

  private checkReached(): void {
    const goal = this.goal;
    if (!goal.reached && goal.isWithin(this.position, this.reach)) {
      goal.reached = true;
      this.onReached?.(0);
    }
  }

  private aimAt(target: Readonly<Vec3Like> | MovingTarget3D): void {
    this.pathFollower.clear();
    if (isMoving(target)) this.goal.track(target as MovingTarget3D);
    else this.goal.setPoint(target as Vec3Like);
  }

  private requirePropulsion(command: string): Propulsion3D {
    if (this.propulsion === null) throw new Error(`${command}: give BodySteering3D a propulsion (MissilePropulsion3D, CharacterPropulsion3D or your own) to move the body`);
    return this.propulsion;
  }

  private enter(mode: BodySteering3DMode): void {
    this.modeValue = mode;
    this.sight.hasTravel = false;
    this.controller.reset();
    this.guidance.reset();
  }
}
