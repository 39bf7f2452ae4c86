import type { Body } from 'planck';
import { SteeringGoal } from '../entities/SteeringGoal';
import type { TrackedTarget } from '../entities/TrackedTarget';
import { length, type Vec2Like } from '../math/vec2';
import { Guidance } from '../steering/Guidance';
import { lineOfSightRate } from '../steering/lineOfSight';
import { PathFollower } from '../steering/PathFollower';
import { turnBrakingCommand } from '../steering/turnBraking';
import { inertiaAboutCenter } from '../body/inertiaAboutCenter';
import type { MovingTarget } from './MovingTarget';
import type { Propulsion } from './Propulsion';
import { TorqueTurn } from '../entities/TorqueTurn';
import { movesEnoughToFaceTravel } from '../body/travelFacing';
import { DISTANCE_RANGE, MAX_ANGULAR_ACCELERATION_RANGE } from '../validation/quantities';
import { checkBodySteeringOptions, type BodySteeringOptions } from './bodySteeringOptions';
import { checkFacing } from '../steering/facing';
import { checkPath, checkTarget } from './checkInput';
import { checkNumber } from '../validation/optionChecks';

/** What a {@link BodySteering} is doing. */
export type BodySteeringMode = 'idle' | 'stop' | 'turn' | 'face' | 'seek' | 'arrive' | 'follow' | 'pursue';

export type { BodySteeringOptions } from './bodySteeringOptions';

/**
 * Steers a planck body of your own, in your own `World`, by torque: call a command (`turnTo`,
 * `face`, `seek`, `arrive`, `follow`, `pursue`, `stop`), then `step(dt)` once before each
 * `world.step(dt)`. Gravity, joints, contacts and your own forces act on the body as usual.
 *
 * Each step it measures the heading error, wrap(heading − desired), and asks the turn controller
 * for an angular acceleration (with the desired heading's rate as feed-forward, from the target's
 * motion); the command is clamped to ± `maxAngularAcceleration` and applied as a torque, the
 * command times the body's inertia about its centre of mass (read each step, see
 * inertiaAboutCenter.ts). It never sets the angle or the angular velocity. A propulsion, if
 * given, then applies its force (and a missile's velocity re-aim): see MissilePropulsion and
 * CharacterPropulsion.
 *
 * Built from the same pieces as the game's entities (TorqueTurn: the turn motor and the
 * set-point's motion; SteeringGoal, PathFollower, Guidance, and the propulsions' pushCharacter and
 * propelAlongNose). Allocation-free per step.
 */
export class BodySteering {
  onReached: ((index: number) => void) | null;
  private facingValue: 'target' | 'travel';
  readonly propulsion: Propulsion | null;

  /** The turn by torque: the same piece as the game's entities'. */
  private readonly turnCore: TorqueTurn;
  private readonly goal = new SteeringGoal();
  private readonly pathFollower = new PathFollower();
  private readonly guidance: Guidance;
  private modeValue: BodySteeringMode = 'idle';
  private fixedHeading = 0;
  private torqueValue = 0;
  private limit = 0;
  private reach = 0;
  private pass = 0;
  private readonly reportReached = (index: number): void => this.onReached?.(index);

  /**
   * @throws TypeError or RangeError naming the option and what it allows: a body that is not a
   * dynamic planck body, a missing or unknown option, a controller without update and reset, a
   * number out of its range (bodySteeringOptions.ts).
   */
  constructor(
    readonly body: Body,
    options: BodySteeringOptions,
  ) {
    const checked = checkBodySteeringOptions(body, options);
    this.turnCore = new TorqueTurn(checked.controller);
    this.limit = checked.maxAngularAcceleration;
    this.propulsion = checked.propulsion;
    this.reach = checked.reachDistance;
    this.pass = checked.passDistance;
    this.onReached = checked.onReached;
    this.facingValue = checked.facing;
    this.guidance = new Guidance(checked.guidance);
  }

  // ---- Settings (checked when changed) ----

  /** What a character faces while it moves (see {@link BodySteeringOptions.facing}). */
  get facing(): 'target' | 'travel' {
    return this.facingValue;
  }
  set facing(value: 'target' | 'travel') {
    this.facingValue = checkFacing('BodySteering', value);
  }

  /** The turn motor's limit, rad/s²: every command is clamped to ± it. */
  get maxAngularAcceleration(): number {
    return this.limit;
  }
  set maxAngularAcceleration(value: number) {
    this.limit = checkNumber('BodySteering', 'maxAngularAcceleration', value, MAX_ANGULAR_ACCELERATION_RANGE, 'rad/s²');
  }

  /** Within this distance a target or waypoint counts as reached, m. */
  get reachDistance(): number {
    return this.reach;
  }
  set reachDistance(value: number) {
    this.reach = checkNumber('BodySteering', 'reachDistance', value, DISTANCE_RANGE, 'm');
  }

  /** A waypoint crossed within this distance counts as reached, m (0: off). */
  get passDistance(): number {
    return this.pass;
  }
  set passDistance(value: number) {
    this.pass = checkNumber('BodySteering', 'passDistance', value, DISTANCE_RANGE, 'm');
  }

  // ---- Commands ----

  /** Turns to face the fixed heading `heading`, rad (counter-clockwise from +x). A missile flies on meanwhile. */
  turnTo(heading: number): void {
    this.fixedHeading = checkNumber('turnTo', 'heading', heading, {}, 'rad');
    this.enter('turn');
  }

  /** Turns to face `target` (a point, or a moving target read every step) without moving toward it. */
  face(target: Readonly<Vec2Like> | MovingTarget): void {
    checkTarget('face', target);
    this.aimAt(target);
    this.enter('face');
  }

  /** Goes to `target` at full speed, facing it, and on through it (Reynolds' seek); needs a propulsion. */
  seek(target: Readonly<Vec2Like> | MovingTarget): void {
    checkTarget('seek', target);
    this.requirePropulsion('seek');
    this.aimAt(target);
    this.enter('seek');
  }

  /** Goes to `target` and stops on it (Reynolds' arrive), then stops turning; needs a propulsion that can stop. */
  arrive(target: Readonly<Vec2Like> | MovingTarget): void {
    checkTarget('arrive', target);
    if (!this.requirePropulsion('arrive').canArrive) throw new Error('arrive: this propulsion cannot stop on a point (a missile has no brakes): use seek');
    this.aimAt(target);
    this.enter('arrive');
  }

  /**
   * Follows `path` (its waypoints copied) in order; with `loop` it starts over after the last one.
   * Without `loop`, a propulsion that can stop arrives on the last waypoint; a missile flies through
   * it and its steering goes idle. Needs a propulsion.
   */
  follow(path: readonly Readonly<Vec2Like>[], loop = false): void {
    checkPath('follow', path);
    if (typeof loop !== 'boolean') throw new TypeError(`follow: loop must be true or false, got ${String(loop)}`);
    this.requirePropulsion('follow');
    this.pathFollower.start(path, loop, this.body.getPosition());
    const first = this.pathFollower.current;
    if (first === null) {
      this.release();
      return;
    }
    this.goal.setPoint(first);
    this.enter('follow');
  }

  /** Chases the moving `target` by the `guidance` law (pursuit, lead or proportional navigation); needs a propulsion whose flight follows its heading (a missile). */
  pursue(target: MovingTarget): void {
    checkTarget('pursue', target, true);
    if (!this.requirePropulsion('pursue').followsHeading) throw new Error('pursue: guidance steers the direction of flight, and this propulsion does not fly along its heading: use seek');
    this.aimAt(target);
    this.enter('pursue');
  }

  /** Comes to rest: brakes the turn at most at the motor's limit, and the motion by the propulsion's brake. */
  stop(): void {
    this.enter('stop');
  }

  /** Stops steering: `step` applies nothing until the next command. */
  release(): void {
    this.enter('idle');
    this.goal.clear();
    this.pathFollower.clear();
  }

  // ---- State ----

  get mode(): BodySteeringMode {
    return this.modeValue;
  }
  /** wrap(heading − desired heading) of the last step, rad. */
  get headingError(): number {
    return this.turnCore.headingError;
  }
  /** The angular acceleration commanded on the last step, after the clamp, rad/s². */
  get command(): number {
    return this.turnCore.motor.command;
  }
  /** The torque applied on the last step, N·m. */
  get torque(): number {
    return this.torqueValue;
  }
  /** Waypoints reached since the last `follow`. */
  get waypointsReached(): number {
    return this.pathFollower.reached;
  }
  /** The predicted intercept of `pursue` by lead or proportional navigation, or null. */
  get intercept(): Readonly<Vec2Like> | null {
    return this.modeValue === 'pursue' ? this.guidance.intercept : null;
  }

  // ---- The step ----

  /** Applies this step's torque (and force), dt in s: call once before each `world.step(dt)`. */
  step(dt: number): void {
    if (!(dt > 0 && dt < Infinity)) throw new RangeError(`step: dt must be a finite number of seconds > 0, got ${dt}`);
    this.torqueValue = 0;
    this.turnCore.motor.command = 0;
    const body = this.body;
    const propulsion = this.propulsion;
    const goal = this.goal;
    switch (this.modeValue) {
      case 'idle':
        return;
      case 'stop':
        this.brakeTurn(dt);
        propulsion?.brake(body, dt);
        return;
      case 'turn':
        this.turn(this.fixedHeading, 0, true, dt);
        propulsion?.coast(body, dt);
        return;
      case 'face':
        this.refreshGoal();
        this.turnToGoal(true, dt);
        propulsion?.coast(body, dt);
        return;
      case 'seek':
        this.refreshGoal();
        this.checkReached();
        this.turnToGoal(false, dt);
        propulsion?.drive(body, goal.position, false, dt);
        return;
      case 'arrive':
        this.refreshGoal();
        this.checkReached();
        // Arrived, it stops turning (the motion is held on the point by the arrive force).
        if (goal.reached) this.brakeTurn(dt);
        else this.turnToGoal(false, dt);
        propulsion?.drive(body, goal.position, true, dt);
        return;
      case 'follow':
        this.followPath(dt);
        return;
      case 'pursue': {
        this.refreshGoal();
        const velocity = body.getLinearVelocity();
        const speed = Math.max(length(velocity.x, velocity.y), propulsion?.maxSpeed ?? 0);
        const heading = this.guidance.desiredHeading(body.getWorldCenter(), velocity, speed, goal.position, goal.velocity, dt, goal.course);
        this.turn(heading, this.guidance.rate, false, dt);
        propulsion?.drive(body, goal.position, false, dt);
        return;
      }
    }
  }

  private followPath(dt: number): void {
    const follower = this.pathFollower;
    const index = follower.currentIndex;
    const waypoint = follower.advance(this.body.getPosition(), this.reachDistance, this.reportReached, this.passDistance);
    const propulsion = this.propulsion as Propulsion;
    if (waypoint === null) {
      // The end of a path that does not loop: a body that can stop holds the last waypoint; a missile flies on, unsteered.
      const last = follower.path[follower.path.length - 1];
      if (propulsion.canArrive && last !== undefined) {
        this.goal.setPoint(last);
        this.goal.reached = true;
        this.modeValue = 'arrive';
        this.brakeTurn(dt);
        propulsion.drive(this.body, last, true, dt);
      } else {
        this.release();
      }
      return;
    }
    // A new waypoint is a new set-point, not a moving one.
    if (follower.currentIndex !== index) this.turnCore.setpoint.reset();
    this.goal.moveTo(waypoint);
    this.turnToGoal(false, dt);
    const arrive = propulsion.canArrive && !follower.isLooping && follower.currentIndex === follower.path.length - 1;
    propulsion.drive(this.body, this.goal.position, arrive, dt);
  }

  /**
   * Turns toward the goal's position, with the line of sight's rate fed forward. The line of sight
   * starts at the centre of mass (`getWorldCenter()`), the point the body turns about when free and
   * the point whose velocity `getLinearVelocity()` is: from the body's origin, which circles the
   * centre as the body turns when its shape is off the origin, the sight line would move with the
   * body's own turn and the fed-forward rate would miss it (a lag on a circling target).
   */
  private turnToGoal(withAcceleration: boolean, dt: number): void {
    const body = this.body;
    const position = body.getWorldCenter();
    const target = this.goal.position;
    const targetVelocity = this.goal.velocity;
    // A body that flies along its heading turns the line of sight by its own flight, which follows
    // from the turn being commanded: only the target's part is fed forward (as the game's missile).
    const flies = this.propulsion?.followsHeading === true;
    // The velocity of the centre of mass: planck's getLinearVelocityFromWorldPoint(getWorldCenter()), without its allocation.
    const velocity = body.getLinearVelocity();
    if (!flies && this.facing === 'travel' && movesEnoughToFaceTravel(body)) {
      // Facing its travel: the heading's rate is its step-to-step difference (NaN asks for it).
      this.turn(Math.atan2(velocity.y, velocity.x), Number.NaN, withAcceleration, dt);
      return;
    }
    const vx = flies ? targetVelocity.x : targetVelocity.x - velocity.x;
    const vy = flies ? targetVelocity.y : targetVelocity.y - velocity.y;
    const rate = lineOfSightRate(target.x - position.x, target.y - position.y, vx, vy, dt);
    this.turn(Math.atan2(target.y - position.y, target.x - position.x), rate, withAcceleration, dt);
  }

  /**
   * One turn step: error = wrap(heading − desired); the motor's command (clamped to ± the limit)
   * times the inertia about the centre of mass is the torque.
   */
  private turn(desired: number, desiredRate: number, withAcceleration: boolean, dt: number): void {
    const body = this.body;
    const heading = this.propulsion ? this.propulsion.heading(body) : body.getAngle();
    const inertia = inertiaAboutCenter(body);
    this.turnCore.sense(body, heading, desired, desiredRate, dt, this.maxAngularAcceleration, inertia, false, withAcceleration);
    this.torqueValue = this.turnCore.act(body) * inertia;
  }

  /** Brakes the turn to rest, at most at the motor's limit. */
  private brakeTurn(dt: number): void {
    const command = turnBrakingCommand(this.body.getAngularVelocity(), dt, this.maxAngularAcceleration);
    this.turnCore.motor.command = command;
    this.torqueValue = command * inertiaAboutCenter(this.body);
    if (command !== 0) this.body.applyTorque(this.torqueValue, true);
  }

  /** Reads a moving target's position for this step, refusing one that has become non-finite (it would turn the body's own numbers to NaN). */
  private refreshGoal(): void {
    const goal = this.goal;
    goal.refresh();
    if (!Number.isFinite(goal.position.x) || !Number.isFinite(goal.position.y)) throw new RangeError(`step: the moving target's position must be finite numbers (m), got { x: ${goal.position.x}, y: ${goal.position.y} }`);
  }

  private checkReached(): void {
    const goal = this.goal;
    if (!goal.reached && goal.isWithin(this.body.getPosition(), this.reachDistance)) {
      goal.reached = true;
      this.onReached?.(0);
    }
  }

  private aimAt(target: Readonly<Vec2Like> | MovingTarget): void {
    if (isMoving(target)) this.goal.track(asTracked(target));
    else this.goal.setPoint(target);
  }

  private requirePropulsion(command: string): Propulsion {
    if (this.propulsion === null) throw new Error(`${command}: give BodySteering a propulsion (MissilePropulsion, CharacterPropulsion or your own) to move the body`);
    return this.propulsion;
  }

  private enter(mode: BodySteeringMode): void {
    this.modeValue = mode;
    this.turnCore.reset();
    this.guidance.reset();
  }
}

function isMoving(target: Readonly<Vec2Like> | MovingTarget): target is MovingTarget {
  return typeof (target as Partial<MovingTarget>).position === 'object';
}

/** A moving target as the goal tracks it (read live through getters; made once per command). */
function asTracked(target: MovingTarget): TrackedTarget {
  // Its course, when the caller knows it (proportional navigation steers by it).
  const positionIn = target.positionIn?.bind(target);
  return {
    id: '',
    get position() {
      return target.position;
    },
    get velocity() {
      return target.velocity;
    },
    ...(positionIn ? { positionIn } : {}),
  };
}
