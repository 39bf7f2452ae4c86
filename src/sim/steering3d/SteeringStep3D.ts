/**
 * What BodySteering3D does each fixed step, per command: the body read, the propulsion's force, the
 * orientation wanted and the attitude controller's torque. Its commands, settings and state are
 * BodySteering3D's; the plane's SteeringStep is the same split.
 */
import { checkStep } from '../control/checkTurnInput';
import { rotateVec3, type QuatLike } from '../math3d/quaternion';
import { copyVec3, dot, normalizeInto, type Vec3Like } from '../math3d/vec3';
import { PathFollower } from '../steering/PathFollower';
import type { GuidanceSettings } from '../steering/Guidance';
import type { Facing } from '../steering/facing';
import type { Body3D } from './Body3D';
import { AttitudeDrive } from './AttitudeDrive';
import type { CheckedBodySteering3DOptions } from './bodySteering3DOptions';
import { GoalSight } from './GoalSight';
import { Guidance3D } from './Guidance3D';
import type { MovingOrientation, MovingTarget3D } from './MovingTarget3D';
import type { Propulsion3D } from './Propulsion3D';
import { SteeringGoal3D } from './SteeringGoal3D';
import type { BodySteering3DMode } from './steering3DMemory';
import { isMoving } from './checkInput3D';

/**
 * The step of a 3D steerer. Per mode: `turn` to a fixed or moving orientation (a missile flies on);
 * `face` a target in place (its nose, not its flight; a character brakes its motion, a missile cuts
 * its thrust: the propulsion's `hold`); `seek` and `arrive`, the propulsion first (a missile's
 * heading is then the direction of the velocity it was just re-aimed to), a missile steered by its
 * guidance law; an arrival within reach comes to rest on its target, and follows again a target
 * that gets away; `follow` a path, which, not looping, ends in a stop; `stop` brakes the spin along
 * its axis at most at the motor's limit, and the motion by the propulsion's brake. Allocation-free.
 */
export class SteeringStep3D {
  /** Called when an arrival's target (index 0) or a path's waypoint (its index) is reached. */
  onReached: ((index: number) => void) | null;
  /** How the body moves, or null (it only turns). */
  readonly propulsion: Propulsion3D | null;
  protected readonly drive: AttitudeDrive;
  protected facingValue: Facing;
  protected reach: number;
  protected pass: number;
  protected readonly forwardAxis: Vec3Like;
  protected readonly upAxis: Vec3Like;
  protected readonly guidanceValue: GuidanceSettings;
  protected readonly guidance: Guidance3D;
  protected readonly goal = new SteeringGoal3D();
  protected readonly pathFollower = new PathFollower<Vec3Like>();
  protected modeValue: BodySteering3DMode = 'idle';
  protected readonly fixedOrientation: QuatLike = { x: 0, y: 0, z: 0, w: 1 };
  protected movingOrientation: MovingOrientation | null = null;
  protected up: Vec3Like | null = null;
  protected readonly sight = new GoalSight();
  protected applied = false;
  /** Whether the propulsion acted on the last step. */
  protected propelled = false;
  /** Whether guidance chose the direction on the last step. */
  protected guided = false;
  // This step's reading of the body and what is wanted of it (reused every step).
  protected readonly position: Vec3Like = { x: 0, y: 0, z: 0 };
  protected readonly velocity: Vec3Like = { x: 0, y: 0, z: 0 };
  protected readonly nose: Vec3Like = { x: 0, y: 0, z: 0 };
  protected readonly headingValue: Vec3Like = { x: 0, y: 0, z: 1 };
  protected readonly desiredDirection: Vec3Like = { x: 0, y: 0, z: 1 };
  private readonly zero: Vec3Like = { x: 0, y: 0, z: 0 };
  private readonly reportReached = (index: number): void => this.onReached?.(index);

  /** @param body the body it steers; @param checked its options, checked (bodySteering3DOptions.ts). */
  constructor(
    readonly body: Body3D,
    checked: CheckedBodySteering3DOptions,
  ) {
    this.drive = new AttitudeDrive(body, checked.controller, checked.limit);
    this.propulsion = checked.propulsion;
    this.reach = checked.reachDistance;
    this.pass = checked.passDistance;
    this.facingValue = checked.facing;
    this.onReached = checked.onReached;
    normalizeInto(this.forwardAxis = checked.forwardAxis, checked.forwardAxis);
    normalizeInto(this.upAxis = checked.upAxis, checked.upAxis);
    this.guidanceValue = checked.guidance;
    this.guidance = new Guidance3D(this.guidanceValue);
  }

  /** Applies this step's torque (and force), dt in s (1e-6 to 10, checkStep): call once before each engine step. */
  step(dt: number): void {
    checkStep('step', dt);
    const body = this.body;
    const propulsion = this.propulsion;
    this.propelled = false;
    this.guided = false;
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
        if (propulsion !== null) this.propel().brake(body, this.nose, dt);
        return;
      case 'turn': {
        const moving = this.movingOrientation;
        if (propulsion !== null) this.propel().coast(body, this.nose, dt);
        this.readHeading();
        this.drive.turnTo(moving?.orientation ?? this.fixedOrientation, moving?.angularVelocity ?? this.zero, moving?.angularAcceleration ?? this.zero, dt);
        return;
      }
      case 'face':
        goal.refresh();
        if (propulsion !== null) this.propel().hold(body, this.nose, dt);
        // In place, the nose is turned, not the flight.
        copyVec3(this.headingValue, this.nose);
        this.turnToGoal(dt);
        return;
      case 'seek':
      case 'arrive': {
        goal.refresh();
        const arrive = this.modeValue === 'arrive';
        if (arrive && goal.isWithin(this.position, this.reach)) {
          if (!goal.reached) {
            goal.reached = true;
            this.onReached?.(0);
          }
          this.drive.brake(dt);
          this.propel().drive(body, this.nose, goal.position, true, dt);
          return;
        }
        // The propulsion comes first: a missile's heading is then its re-aimed velocity's.
        this.propel().drive(body, this.nose, goal.position, arrive, dt);
        this.readHeading();
        if (this.flies) this.steerByGuidance(dt);
        else this.turnToGoal(dt);
        return;
      }
      case 'follow':
        this.followPath(dt);
        return;
    }
  }

  /** The body's attitude, position, velocity and nose for this step. */
  private readBody(): void {
    const body = this.body;
    this.drive.begin();
    body.position(this.position);
    body.linearVelocity(this.velocity);
    rotateVec3(this.nose, this.drive.input.orientation, this.forwardAxis);
    this.readHeading();
  }

  /** The direction steered: the nose, or a missile's direction of flight (read again after its propulsion acted). */
  private readHeading(): void {
    if (this.propulsion !== null) {
      this.body.linearVelocity(this.velocity);
      this.propulsion.heading(this.body, this.nose, this.headingValue);
    } else copyVec3(this.headingValue, this.nose);
  }

  private followPath(dt: number): void {
    const follower = this.pathFollower;
    const propulsion = this.propel();
    const waypoint = follower.advance(this.position, this.reach, this.reportReached, this.pass);
    if (waypoint === null) {
      // The end of a path that does not loop: it comes to rest there.
      this.comeToStop();
      this.drive.brake(dt);
      propulsion.brake(this.body, this.nose, dt);
      return;
    }
    this.goal.moveTo(waypoint);
    const last = propulsion.canArrive && !follower.isLooping && follower.currentIndex === follower.path.length - 1;
    propulsion.drive(this.body, this.nose, this.goal.position, last, dt);
    this.readHeading();
    this.turnToGoal(dt);
  }

  /** A missile seeking: its guidance law's direction of flight and its rate. */
  private steerByGuidance(dt: number): void {
    const goal = this.goal;
    const speed = Math.max(Math.sqrt(dot(this.velocity, this.velocity)), this.propulsion?.maxSpeed ?? 0);
    this.guidance.desiredDirection(this.desiredDirection, this.position, this.velocity, speed, this.headingValue, goal.position, goal.velocity, dt);
    this.guided = true;
    this.steerAlong(this.desiredDirection, this.guidance.rate, null, dt);
  }

  /** Turns toward the goal (GoalSight: the direction and its rate); `face` keeps its up. */
  private turnToGoal(dt: number): void {
    const sight = this.sight;
    const inPlace = this.modeValue === 'face';
    sight.aim(this.goal, this.position, this.velocity, this.headingValue, !inPlace && this.flies, this.facingValue === 'travel' && !inPlace, dt);
    copyVec3(this.desiredDirection, sight.direction);
    this.steerAlong(sight.direction, sight.rate, inPlace ? this.up : null, dt);
  }

  /** Turns the heading onto `direction` (unit, world) at the feed-forward `rate` (rad/s), to the look rotation with `up` (not for a body that flies along its heading). */
  private steerAlong(direction: Readonly<Vec3Like>, rate: Readonly<Vec3Like>, up: Readonly<Vec3Like> | null, dt: number): void {
    const look = up !== null && (this.modeValue === 'face' || !this.flies) ? up : null;
    this.drive.steerAlong(this.headingValue, direction, rate, look, this.forwardAxis, this.upAxis, dt);
  }

  /** Whether its propulsion flies along its heading (a missile). */
  protected get flies(): boolean {
    return this.propulsion?.followsHeading === true;
  }

  /** The propulsion, noted as acting this step. */
  private propel(): Propulsion3D {
    this.propelled = true;
    return this.propulsion as Propulsion3D;
  }

  protected aimAt(target: Readonly<Vec3Like> | MovingTarget3D): void {
    if (isMoving(target)) this.goal.track(target as MovingTarget3D);
    else this.goal.setPoint(target as Vec3Like);
  }

  protected requirePropulsion(command: string): Propulsion3D {
    if (this.propulsion === null) throw new Error(`${command}: give BodySteering3D a propulsion (MissilePropulsion3D, CharacterPropulsion3D or your own) to move the body`);
    return this.propulsion;
  }

  /** A new command: a path belongs to its own; the controller's and guidance's histories start over. */
  protected enter(mode: BodySteering3DMode): void {
    this.modeValue = mode;
    if (mode !== 'follow') this.pathFollower.clear();
    this.sight.hasTravel = false;
    this.drive.controller.reset();
    this.guidance.reset();
  }

  /** The body comes to rest from now on (see BodySteering3D.stop): the controller keeps its history. */
  protected comeToStop(): void {
    this.modeValue = 'stop';
    this.pathFollower.clear();
    this.sight.hasTravel = false;
  }
}
