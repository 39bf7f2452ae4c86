import type { Body } from 'planck';
import { checkStep } from '../control/checkTurnInput';
import { wrapAngle } from '../math/angle';
import { length, type Vec2Like } from '../math/vec2';
import { Guidance, type GuidanceSettings } from '../steering/Guidance';
import { lineOfSightRate } from '../steering/lineOfSight';
import { PathFollower } from '../steering/PathFollower';
import { turnBrakingCommand } from '../steering/turnBraking';
import { inertiaAboutCenter } from '../body/inertiaAboutCenter';
import { movesEnoughToFaceTravel } from '../body/travelFacing';
import type { CheckedBodySteeringOptions } from './bodySteeringOptions';
import type { MovingTarget } from './MovingTarget';
import type { Propulsion } from './Propulsion';
import { SetpointMotion } from './SetpointMotion';
import { SteeringGoal } from './SteeringGoal';
import { TurnMotor } from './TurnMotor';

/** What a {@link SteeringStep} (a BodySteering) is doing. */
export type BodySteeringMode = 'idle' | 'stop' | 'turn' | 'face' | 'seek' | 'arrive' | 'follow';

const ZERO: Readonly<Vec2Like> = Object.freeze({ x: 0, y: 0 });

/**
 * The step of a BodySteering (BodySteering.ts has its commands, settings and state): what one
 * fixed step does in each mode, in two halves ({@link sense}, {@link finish}). Per mode, the
 * propulsion acts first (a missile's heading is then its re-aimed velocity's), then the turn is
 * sensed: error = wrap(heading − desired), the desired heading's rate fed forward, the controller's
 * command clamped and applied as torque × the inertia about the centre of mass. Allocation-free.
 */
export abstract class SteeringStep {
  /** Called when an arrival's target (index 0) or a path's waypoint (its index) is reached. */
  onReached: ((index: number) => void) | null;
  readonly propulsion: Propulsion | null;

  protected facingValue: 'target' | 'travel';
  protected limit: number;
  protected reach: number;
  protected pass: number;
  private readonly sightFromCenter: boolean;
  protected readonly motor: TurnMotor;
  protected readonly setpoint = new SetpointMotion();
  protected readonly goal = new SteeringGoal();
  protected readonly pathFollower = new PathFollower();
  protected readonly guidanceValue: GuidanceSettings;
  /** Steers a missile: runs once per step, keeps proportional navigation's state and the drawn intercept (null for a body that does not fly along its heading). */
  protected readonly guidance: Guidance | null;
  /** Measures: pursuit and lead from the current state, so that measuring changes neither the steering nor the intercept. */
  private readonly measuringGuidance: Guidance | null;
  /** The heading guidance gave on the last sensed step, or null when it did not steer it. */
  protected guidedHeading: number | null = null;
  protected modeValue: BodySteeringMode = 'idle';
  protected fixedHeading = 0;
  protected headingValue = 0;
  protected desiredValue = 0;
  protected errorValue = 0;
  /** The inertia about the centre of mass on the last step, kg·m². */
  protected inertia = 0;
  /** Between the halves of a step: whether the controller turns the body. */
  protected turning = false;
  /** The command of a step without the controller (braking to rest), rad/s². */
  private restingCommand = 0;
  /** Whether the propulsion acted this step. */
  protected propelled = false;
  private readonly reportReached = (index: number): void => this.onReached?.(index);

  /** Steers `body` as `checked` says (options already checked: bodySteeringOptions.ts). */
  constructor(
    readonly body: Body,
    checked: CheckedBodySteeringOptions,
  ) {
    this.motor = new TurnMotor(checked.controller);
    this.limit = checked.maxAngularAcceleration;
    this.propulsion = checked.propulsion;
    this.reach = checked.reachDistance;
    this.pass = checked.passDistance;
    this.onReached = checked.onReached;
    this.facingValue = checked.facing;
    this.sightFromCenter = checked.sightFrom === 'center';
    this.guidanceValue = checked.guidance;
    // Only a body that flies along its heading is guided: the others keep no guidance.
    const flies = checked.propulsion?.followsHeading === true;
    this.guidance = flies ? new Guidance(this.guidanceValue, checked.noseLength) : null;
    this.measuringGuidance = flies ? new Guidance(this.guidanceValue) : null;
  }

  /**
   * The heading error the controller would see now, rad, from the current state and without side
   * effects (0 with nothing to steer at): to measure a turn after a step.
   */
  measureHeadingError(): number {
    const body = this.body;
    const inPlace = this.modeValue === 'face';
    const heading = inPlace || !this.propulsion ? body.getAngle() : this.propulsion.heading(body);
    if (this.modeValue === 'turn') return wrapAngle(wrapAngle(heading) - wrapAngle(this.fixedHeading));
    const target = this.goal.livePosition;
    if (target === null) return 0;
    return wrapAngle(wrapAngle(heading) - wrapAngle(this.wantedHeading(target)));
  }

  /** Applies this step's torque (and force), dt in s: call once before each `world.step(dt)`. The same as {@link sense} then {@link finish}. */
  step(dt: number): void {
    this.sense(dt);
    this.finish();
  }

  /**
   * The first half of a step, dt in s: the propulsion's force, the path's waypoints, guidance, and
   * the turn controller's input sensed (a controller that answers later is asked here). Throws
   * for a dt that is no number or outside 1e-6 to 10 s (checkStep), having changed nothing.
   */
  sense(dt: number): void {
    checkStep('step', dt);
    this.turning = false;
    this.restingCommand = 0;
    this.propelled = false;
    const propulsion = this.propulsion;
    const goal = this.goal;
    switch (this.modeValue) {
      case 'idle':
        return;
      case 'stop':
        this.restingCommand = this.comeToRest(null, dt);
        return;
      case 'turn':
        if (propulsion) this.propel().coast(this.body, dt);
        this.guidedHeading = null;
        this.senseTurn(propulsion ? propulsion.heading(this.body) : this.body.getAngle(), this.fixedHeading, 0, true, dt);
        return;
      case 'face':
        this.refreshGoal();
        if (propulsion) this.propel().hold(this.body, dt);
        this.senseGoal(true, dt);
        return;
      case 'seek':
      case 'arrive':
        this.refreshGoal();
        if (this.modeValue === 'arrive' && goal.isWithin(this.body.getPosition(), this.reach)) {
          if (!goal.reached) {
            goal.reached = true;
            this.setpoint.reset();
            this.onReached?.(0);
          }
          this.restingCommand = this.comeToRest(goal.position, dt);
          return;
        }
        // The propulsion comes first: a missile's heading is then its re-aimed velocity's.
        this.propel().drive(this.body, goal.position, this.modeValue === 'arrive', dt);
        this.senseGoal(false, dt);
        return;
      case 'follow':
        this.followPath(dt);
        return;
    }
  }

  /** Between the halves of a step: null when the controller can answer what was sensed now, else a promise that resolves when it can. */
  pending(): Promise<void> | null {
    return this.turning ? this.motor.pending() : null;
  }

  /** The second half of a step: the controller's command, clamped, times the inertia about the centre of mass, applied as torque. */
  finish(): void {
    if (!this.turning) {
      this.motor.command = this.restingCommand;
      return;
    }
    this.turning = false;
    this.body.applyTorque(this.motor.act() * this.inertia, true);
  }

  private followPath(dt: number): void {
    const follower = this.pathFollower;
    const index = follower.currentIndex;
    const waypoint = follower.advance(this.body.getPosition(), this.reach, this.reportReached, this.pass);
    if (waypoint === null) {
      // The end of a path that does not loop: it comes to rest there.
      this.comeToStop();
      this.restingCommand = this.comeToRest(null, dt);
      return;
    }
    // A new waypoint is a new set-point, not a moving one.
    if (follower.currentIndex !== index) this.setpoint.reset();
    this.goal.moveTo(waypoint);
    const last = !follower.isLooping && follower.currentIndex === follower.path.length - 1;
    this.propel().drive(this.body, this.goal.position, last, dt);
    this.senseGoal(false, dt);
  }

  /**
   * Senses the turn toward the goal: a missile seeking by its guidance law; else along the line of
   * sight, with the part of its rate the target's motion makes (a body flying along its heading
   * turns the line of sight by its own flight, which follows from the turn being commanded: fed
   * forward, it would loop back through the turn), or a character's direction of travel.
   */
  private senseGoal(inPlace: boolean, dt: number): void {
    const body = this.body;
    const propulsion = this.propulsion;
    const heading = inPlace || !propulsion ? body.getAngle() : propulsion.heading(body);
    const goal = this.goal;
    const velocity = body.getLinearVelocity();
    if (this.guided) {
      const speed = Math.max(length(velocity.x, velocity.y), (propulsion as Propulsion).maxSpeed);
      const guidance = this.guidance as Guidance;
      this.guidedHeading = guidance.desiredHeading(this.sightOrigin(), velocity, speed, goal.livePosition as Vec2Like, goal.velocity, dt, goal.course);
      this.senseTurn(heading, this.guidedHeading, guidance.rate, inPlace, dt);
      return;
    }
    this.guidedHeading = null;
    this.guidance?.reset();
    if (this.facesTravel()) {
      // Facing its travel: the heading's rate is its step-to-step difference (NaN asks for it).
      this.senseTurn(heading, Math.atan2(velocity.y, velocity.x), Number.NaN, inPlace, dt);
      return;
    }
    const from = this.sightOrigin();
    const target = goal.position;
    const targetVelocity = goal.velocity;
    const rx = target.x - from.x;
    const ry = target.y - from.y;
    const rate = this.flies ? lineOfSightRate(rx, ry, targetVelocity.x, targetVelocity.y, dt) : lineOfSightRate(rx, ry, targetVelocity.x - velocity.x, targetVelocity.y - velocity.y, dt);
    this.senseTurn(heading, Math.atan2(ry, rx), rate, inPlace, dt);
  }

  /**
   * The article's `ApplyTurnTorque`, first half: error = wrap(heading − desired), with the desired
   * heading's motion (SetpointMotion: its rate, smoothed while a player drags the target, and
   * turning in place its acceleration) read by the motor with its limit and the inertia.
   */
  private senseTurn(heading: number, desired: number, desiredRate: number, inPlace: boolean, dt: number): void {
    const body = this.body;
    this.inertia = inertiaAboutCenter(body);
    this.headingValue = wrapAngle(heading);
    this.desiredValue = wrapAngle(desired);
    this.errorValue = wrapAngle(this.headingValue - this.desiredValue);
    const setpoint = this.setpoint;
    setpoint.update(this.desiredValue, desiredRate, dt, this.goal.held, inPlace);
    this.motor.sense(this.errorValue, body.getAngularVelocity(), dt, this.limit, this.inertia, setpoint.rate, setpoint.acceleration);
    this.turning = true;
  }

  /** The heading wanted now (rad), from the current state, without side effects: guidance's for a missile that seeks (proportional navigation's integrated one), travel's, or the line of sight. */
  private wantedHeading(target: Readonly<Vec2Like>): number {
    const from = this.sightOrigin();
    const velocity = this.body.getLinearVelocity();
    if (this.guided) {
      if (this.guidanceValue.law === 'proportional-navigation') return this.guidedHeading ?? Math.atan2(target.y - from.y, target.x - from.x);
      const speed = Math.max(length(velocity.x, velocity.y), (this.propulsion as Propulsion).maxSpeed);
      return (this.measuringGuidance as Guidance).desiredHeading(from, velocity, speed, target, this.goal.velocity, 0);
    }
    if (this.facesTravel()) return Math.atan2(velocity.y, velocity.x);
    return Math.atan2(target.y - from.y, target.x - from.x);
  }

  /**
   * Brings the body to rest for one step, on `target` (an arrival) or where it is (stopped):
   * returns the angular acceleration it commanded, rad/s². A propulsion that stops dead stops dead
   * on its target (and had stopped when told); otherwise it brakes (or arrives on the target) and
   * the turn is braked at most at the motor's limit.
   */
  private comeToRest(target: Readonly<Vec2Like> | null, dt: number): number {
    const body = this.body;
    const propulsion = this.propulsion;
    if (propulsion?.stopsDead) {
      if (target !== null) this.stopDead();
      return 0;
    }
    if (target !== null) this.propel().drive(body, target, true, dt);
    else if (propulsion) this.propel().brake(body, dt);
    this.inertia = inertiaAboutCenter(body);
    const command = turnBrakingCommand(body.getAngularVelocity(), dt, this.limit);
    if (command !== 0) body.applyTorque(command * this.inertia, true);
    return command;
  }

  /** The article's dead stop: velocity and spin set to zero (not a force: it has no brakes). */
  protected stopDead(): void {
    this.body.setLinearVelocity(ZERO);
    this.body.setAngularVelocity(0);
  }

  /** The propulsion, noted as acting this step. */
  private propel(): Propulsion {
    this.propelled = true;
    return this.propulsion as Propulsion;
  }

  /** Whether its propulsion flies along its heading (a missile). */
  private get flies(): boolean {
    return this.propulsion?.followsHeading === true;
  }

  /** Whether guidance chooses the heading: a missile seeking or arriving. */
  private get guided(): boolean {
    return this.flies && (this.modeValue === 'seek' || this.modeValue === 'arrive');
  }

  /** Whether it turns to its direction of travel now: a character facing its travel, moving fast enough. */
  private facesTravel(): boolean {
    return !this.flies && this.facingValue === 'travel' && movesEnoughToFaceTravel(this.body);
  }

  /** Where the line of sight starts (see {@link BodySteeringOptions.sightFrom}). */
  private sightOrigin(): Readonly<Vec2Like> {
    return this.sightFromCenter ? this.body.getWorldCenter() : this.body.getPosition();
  }

  /** Reads a moving target's position for this step, refusing one that has become non-finite (it would turn the body's own numbers to NaN). */
  private refreshGoal(): void {
    const goal = this.goal;
    goal.refresh();
    if (!Number.isFinite(goal.position.x) || !Number.isFinite(goal.position.y)) throw new RangeError(`step: the moving target's position must be finite numbers (m), got { x: ${goal.position.x}, y: ${goal.position.y} }`);
  }

  protected aimAt(target: Readonly<Vec2Like> | MovingTarget): void {
    if (typeof (target as Partial<MovingTarget>).position === 'object') this.goal.track(target as MovingTarget);
    else this.goal.setPoint(target as Readonly<Vec2Like>);
  }

  protected requirePropulsion(command: string): Propulsion {
    if (this.propulsion === null) throw new Error(`${command}: give BodySteering a propulsion (MissilePropulsion, CharacterPropulsion or your own) to move the body`);
    return this.propulsion;
  }

  /** A new command: a path belongs to its own; the controller's, the set-point's and guidance's histories start over. */
  protected enter(mode: BodySteeringMode): void {
    this.modeValue = mode;
    if (mode !== 'follow') this.pathFollower.clear();
    // A command between the halves of a step: that step applies no turn of the old one.
    this.turning = false;
    this.motor.reset();
    this.setpoint.reset();
    this.guidance?.reset();
  }

  /** The body comes to rest from now on (see BodySteering.stop). */
  protected comeToStop(): void {
    this.modeValue = 'stop';
    this.turning = false;
    this.goal.clear();
    this.pathFollower.clear();
    this.setpoint.reset();
    if (this.propulsion?.stopsDead) this.stopDead();
  }
}
