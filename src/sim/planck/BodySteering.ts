import type { Body } from 'planck';
import type { ControllerTerms, TurnController } from '../control/TurnController';
import type { SensorNoise } from '../control/NoisySensor';
import { wrapAngle } from '../math/angle';
import type { Vec2Like } from '../math/vec2';
import type { SteeringState } from '../state/memory';
import { guidanceSettings, type GuidanceSettings } from '../steering/Guidance';
import { checkFacing } from '../steering/facing';
import { DISTANCE_RANGE, MAX_ANGULAR_ACCELERATION_RANGE } from '../validation/quantities';
import { checkNumber, checkOptionKeys } from '../validation/optionChecks';
import type { MovingTarget } from './MovingTarget';
import { SteeringStep, type BodySteeringMode } from './SteeringStep';
import { checkBodySteeringOptions, checkController, type BodySteeringOptions } from './bodySteeringOptions';
import { checkPath, checkPoint, checkTarget } from './checkInput';
import { checkSteeringState } from './checkSteeringState';
import { givenValue } from '../validation/givenValue';

export type { BodySteeringMode } from './SteeringStep';

/** What setGuidance changes. */
const GUIDANCE_KEYS: readonly (keyof GuidanceSettings)[] = ['law', 'navigationConstant'];

const CANNOT_ARRIVE = 'arrive: this propulsion cannot stop on a point (a missile has no brakes unless it stops dead): use seek';
export type { BodySteeringOptions } from './bodySteeringOptions';

/**
 * Steers a planck body of your own, in your own `World`, by torque: call a command (`turnTo`,
 * `face`, `seek`, `arrive`, `follow`, `stop`), then `step(dt)` once before each `world.step(dt)`.
 * Gravity, joints, contacts and your own forces act on the body as usual. The game's missiles and
 * characters are each a body, one of these and a propulsion.
 *
 * A step: the propulsion, if any, applies its force (and a missile's velocity re-aim); then the
 * heading error, wrap(heading − desired), is measured, with the desired heading's rate (from the
 * target's motion, or guidance's) as feed-forward, and the turn controller's command, clamped to
 * ± `maxAngularAcceleration`, is applied as a torque: the command times the body's inertia about
 * its centre of mass (read each step, see inertiaAboutCenter.ts). It never sets the angle. A step
 * has two halves, `sense` and `finish`, so that a controller that answers later (the player's code
 * in a Worker) is asked in between (`pending`); `step` is both (SteeringStep.ts).
 *
 * Its state is plain numbers and small objects of its own, saved and put back bit for bit
 * ({@link saveState}); the laws it runs are functions and small classes of their own (the turn
 * motor, the set-point's motion, the path follower, guidance, the propulsions' pushCharacter and
 * propelAlongNose), which a pass over many bodies can call as well. Allocation-free per step.
 */
export class BodySteering extends SteeringStep {
  /**
   * @throws TypeError or RangeError naming the option and what it allows: a body that is not a
   * dynamic planck body, a missing or unknown option, a controller without update and reset, a
   * number out of its range (bodySteeringOptions.ts).
   */
  constructor(body: Body, options: BodySteeringOptions) {
    super(body, checkBodySteeringOptions(body, options));
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

  /** Within this distance an arrival's target or a waypoint counts as reached, m. */
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

  /** The guidance law and N a missile seeks by (see {@link BodySteeringOptions.guidance}). */
  get guidanceSettings(): Readonly<GuidanceSettings> {
    return this.guidanceValue;
  }

  /** Changes the guidance law and/or N from the next step on; throws a RangeError naming a bad one and changes nothing. */
  setGuidance(changes: Partial<GuidanceSettings>): void {
    checkOptionKeys('setGuidance', 'changes', changes, GUIDANCE_KEYS);
    Object.assign(this.guidanceValue, guidanceSettings({ ...this.guidanceValue, ...changes }));
  }

  /** The turn controller that steers. */
  get controller(): TurnController {
    return this.motor.controller;
  }

  /**
   * Steers with `controller` from the next step on. Mid-command it takes over from the old one's
   * last command (bumpless: its `handOver`, if it has one), so the turn does not jerk. Throws a
   * TypeError for anything but a turn controller.
   */
  useController(controller: TurnController): void {
    this.motor.use(checkController(controller), this.modeValue !== 'idle' && this.modeValue !== 'stop');
  }

  /** What the P, I and D parts of the controller added to its last command (PID-type controllers), or null. */
  get controllerTerms(): Readonly<ControllerTerms> | null {
    return this.motor.terms;
  }

  /** The noise on what the controller reads (heading error, angular velocity), or null. */
  get sensorNoise(): Readonly<SensorNoise> | null {
    return this.motor.sensorNoise;
  }

  /**
   * Makes the controller read the body through a noisy sensor (seeded Gaussian noise on the heading
   * error and the angular velocity, a fresh generator from its seed; the physics stays exact), or a
   * clean one with null. Throws a RangeError naming a bad deviation.
   */
  setSensorNoise(noise: Readonly<SensorNoise> | null): void {
    this.motor.setSensorNoise(noise);
  }

  // ---- Commands (each starts the controller's and the set-point's history over) ----

  /** Turns onto the fixed heading `heading`, rad (counter-clockwise from +x), as it moves: a missile flies on along it. */
  turnTo(heading: number): void {
    this.fixedHeading = checkNumber('turnTo', 'heading', heading, {}, 'rad');
    this.goal.clear();
    this.enter('turn');
  }

  /**
   * Turns in place to face `target` (a point, or a moving target read every step), holding its
   * position: a character brakes any motion by force; a missile cuts its thrust, and its heading is
   * its nose (it does not fly there), so a drift has no say in where it points.
   */
  face(target: Readonly<Vec2Like> | MovingTarget): void {
    checkTarget('face', target);
    this.aimAt(target);
    this.enter('face');
  }

  /** Goes to `target` and on through it (Reynolds' seek; a missile flies into it to hit it, steered by its guidance); needs a propulsion. */
  seek(target: Readonly<Vec2Like> | MovingTarget): void {
    checkTarget('seek', target);
    this.requirePropulsion('seek');
    this.aimAt(target);
    this.enter('seek');
  }

  /**
   * Goes to `target` and comes to rest on it once within `reachDistance` (Reynolds' arrive: a
   * character slows by force; a missile that stops dead stops dead there, the article's Seek). A
   * moving target that gets away is followed again. Needs a propulsion that can arrive.
   */
  arrive(target: Readonly<Vec2Like> | MovingTarget): void {
    checkTarget('arrive', target);
    if (!this.requirePropulsion('arrive').canArrive) throw new Error(CANNOT_ARRIVE);
    this.aimAt(target);
    this.enter('arrive');
  }

  /**
   * Turns a seek into an arrival on the same target (`arrive` true), or an arrival into a seek,
   * from the next step on, the turn's history kept: what a setting changed mid-chase does. Outside
   * a seek or an arrival it does nothing; it throws as {@link arrive} does for a propulsion that
   * cannot arrive.
   */
  setArrival(arrive: boolean): void {
    if (typeof arrive !== 'boolean') throw new TypeError(`setArrival: arrive must be true or false, got ${givenValue(arrive)}`);
    if (this.modeValue !== 'seek' && this.modeValue !== 'arrive') return;
    if (arrive && !this.propulsion?.canArrive) throw new Error(CANNOT_ARRIVE);
    this.modeValue = arrive ? 'arrive' : 'seek';
  }

  /**
   * Follows `path` (its waypoints copied) in order; with `loop` it starts over after the last one.
   * Without `loop`, a character arrives on the last waypoint, and at it (or at an empty path) the
   * steering stops (as {@link stop}). Needs a propulsion.
   */
  follow(path: readonly Readonly<Vec2Like>[], loop = false): void {
    checkPath('follow', path);
    if (typeof loop !== 'boolean') throw new TypeError(`follow: loop must be true or false, got ${givenValue(loop)}`);
    this.requirePropulsion('follow');
    const follower = this.pathFollower;
    follower.start(path, loop, this.body.getPosition());
    if (follower.done) {
      this.stop();
      return;
    }
    this.goal.setPoint(follower.current as Vec2Like);
    this.enter('follow');
  }

  /** Moves waypoint `index` of the path it follows to `position` (a drag): the one it heads for, it steers at at once. Ignores an index out of range. */
  moveWaypoint(index: number, position: Readonly<Vec2Like>): void {
    if (!Number.isInteger(index)) throw new TypeError(`moveWaypoint: index must be a whole number, got ${givenValue(index)}`);
    checkPoint('moveWaypoint', 'position', position);
    this.pathFollower.moveWaypoint(index, position);
    if (this.modeValue === 'follow' && index === this.pathFollower.currentIndex) this.goal.moveTo(position);
  }

  /**
   * Comes to rest: a propulsion that stops dead stops at once; otherwise, every step, the turn is
   * braked at most at the motor's limit and the motion by the propulsion's brake. The controller
   * keeps its history (nothing steers it).
   */
  stop(): void {
    this.comeToStop();
  }

  /** Stops steering: `step` applies nothing until the next command. */
  release(): void {
    this.enter('idle');
    this.goal.clear();
  }

  // ---- State ----

  /** What it is doing. */
  get mode(): BodySteeringMode {
    return this.modeValue;
  }
  /** The heading the controller steered on the last step, rad: the body's angle, or a missile's flight. */
  get heading(): number {
    return this.headingValue;
  }
  /** The heading wanted on the last step, rad. */
  get desiredHeading(): number {
    return this.desiredValue;
  }
  /** wrap(heading − desired heading) of the last step, rad. */
  get headingError(): number {
    return this.errorValue;
  }
  /** How fast the desired heading turned on the last step, rad/s (the controller's feed-forward). */
  get desiredHeadingRate(): number {
    return this.setpoint.rate;
  }
  /** The angular acceleration commanded on the last step, after the clamp, rad/s². */
  get command(): number {
    return this.motor.command;
  }
  /** The torque applied on the last step, N·m. */
  get torque(): number {
    return this.motor.command * this.inertia;
  }
  /** The propulsion's thrust on the last step, 0 to 1 (0 when it did not act). */
  get thrustFraction(): number {
    return this.propelled && this.propulsion ? this.propulsion.thrustFraction : 0;
  }
  /** The point steered at (a moving target's live position), or null. */
  get target(): Readonly<Vec2Like> | null {
    return this.goal.livePosition;
  }
  /** The moving target steered at (as given to the command), or null. */
  get movingTarget(): MovingTarget | null {
    return this.goal.movingTarget;
  }
  /** The moving target's velocity, m/s (zero for a point). */
  get targetVelocity(): Readonly<Vec2Like> {
    return this.goal.velocity;
  }
  /** The predicted intercept guidance steers a missile to (lead, proportional navigation), or null. */
  get intercept(): Readonly<Vec2Like> | null {
    return this.guidedHeading === null ? null : (this.guidance?.intercept ?? null);
  }
  /** The path being followed (empty otherwise). */
  get path(): readonly Readonly<Vec2Like>[] {
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

  /** Everything it remembers between steps besides its body and its command, for {@link restoreState}. */
  saveState(): SteeringState {
    return {
      goalReached: this.goal.reached,
      path: this.pathFollower.saveState(),
      turn: { heading: this.headingValue, desiredHeading: this.desiredValue, command: this.motor.command },
      setpoint: this.setpoint.saveState(),
      ...this.motor.saveState(),
      guidance: this.guidance ? { ...this.guidance.saveState(), guidedHeading: this.guidedHeading } : null,
    };
  }

  /**
   * Puts back what {@link saveState} gave, into a steering given the same command (and its body put
   * back as it was): it then steps on bit for bit as the saved one. Throws a TypeError or
   * RangeError naming a field that is not what saveState writes (checkSteeringState.ts) or that
   * its path or its controller refuses, and then keeps the state it had.
   */
  restoreState(saved: Readonly<SteeringState>): void {
    const state = checkSteeringState(saved, this.pathFollower.path.length);
    // The controller's memory first: it is the one part that can still be refused.
    this.motor.restoreState(state);
    if (state.path !== null) this.pathFollower.restoreState(state.path);
    this.headingValue = state.turn.heading;
    this.desiredValue = state.turn.desiredHeading;
    this.errorValue = wrapAngle(this.headingValue - this.desiredValue);
    this.motor.command = state.turn.command;
    this.setpoint.restoreState(state.setpoint);
    this.goal.reached = state.goalReached;
    if (state.guidance !== null && this.guidance) {
      this.guidance.restoreState(state.guidance);
      this.guidedHeading = state.guidance.guidedHeading;
    }
    // On a path, it steers at the waypoint it headed for.
    const waypoint = this.pathFollower.current;
    if (this.modeValue === 'follow' && waypoint !== null) this.goal.moveTo(waypoint);
  }
}
