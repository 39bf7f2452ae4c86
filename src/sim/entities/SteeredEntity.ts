import type { Body } from 'planck';
import type { ControllerTerms, TurnController } from '../control/TurnController';
import type { ControllerFailure } from '../control/FallibleController';
import type { SensorNoise } from '../control/NoisySensor';
import type { TurnMotor } from './TurnMotor';
import { TorqueTurn } from './TorqueTurn';
import { restoreBody, saveBody } from '../body/bodyState';
import type { EntityMemory } from '../state/memory';
import { wrapAngle } from '../math/angle';
import type { Vec2Like } from '../math/vec2';
import { lineOfSightRate } from '../steering/lineOfSight';
import { PathFollower } from '../steering/PathFollower';
import { PhysicalEntity } from './PhysicalEntity';
import type { EntityDefinition } from './EntityDefinition';
import type { ControllerSettings } from './EntitySettings';
import type { EntityMode, MovingEntity } from './MovingEntity';
import type { SetpointMotion } from './SetpointMotion';
import { SteeringGoal } from './SteeringGoal';
import type { TrackedTarget } from './TrackedTarget';
import type { TargetCourse } from '../steering/CollisionCourse';

/**
 * The state machine and turn-by-torque logic shared by Missile and Character (the original demo
 * repeats it in both classes): commands, what it steers at, the turn motor and the step in two
 * halves. Subclasses say how the heading is measured, how the body is propelled and how it comes
 * to rest. The body, its settings and its plain state are {@link PhysicalEntity}'s.
 */
export abstract class SteeredEntity extends PhysicalEntity implements MovingEntity {
  onTargetReached: ((index: number) => void) | null = null;
  /** The turn by torque (motor and set-point's motion), the same piece as BodySteering's. */
  private readonly turn: TorqueTurn;
  private readonly motor: TurnMotor;
  private currentMode: EntityMode = 'idle';
  private readonly pathFollower = new PathFollower();
  /** What it steers at (a point or a tracked target). */
  private readonly goal = new SteeringGoal();
  /** How the desired heading moves (the controller's feed-forward): the turn's. */
  private readonly setpoint: SetpointMotion;
  protected thrustFractionValue = 0;
  /** Between the halves of a step: whether it turns. */
  private turning = false;
  /** The angular acceleration commanded this step without the controller (braking to rest), rad/s². */
  private restingCommand = 0;
  private commandsGiven = 0; // see MovingEntity.commandCount

  /** Wraps `body`, made for `definition` by {@link createEntityBody} (start state, collision group and shape validated). Throws a RangeError naming a bad setting. */
  constructor(body: Body, definition: EntityDefinition) {
    super(body, definition);
    this.turn = new TorqueTurn(this.settings.controller);
    this.motor = this.turn.motor;
    this.setpoint = this.turn.setpoint;
  }

  // ---- Commands ----

  get commandCount(): number { return this.commandsGiven; }

  commandIdle(): void {
    this.commandsGiven++;
    this.currentMode = 'idle';
    this.turning = false;
    this.goal.clear();
    this.pathFollower.clear();
    this.setpoint.reset();
    this.onIdle();
  }

  commandTurnTowards(target: Vec2Like): void {
    this.goal.setPoint(target);
    this.enter('turnTowards');
  }

  commandSeek(target: Vec2Like): void {
    this.goal.setPoint(target);
    this.enter('seek');
  }

  commandFace(target: TrackedTarget): void {
    this.goal.track(target);
    this.enter('turnTowards');
  }

  commandChase(target: TrackedTarget): void {
    this.goal.track(target);
    this.enter('seek');
  }

  commandFollowPath(path: readonly Vec2Like[], loop = false): void {
    this.pathFollower.start(path, loop, this.body.getPosition());
    if (this.pathFollower.done) {
      this.commandIdle();
      return;
    }
    this.goal.setPoint(this.pathFollower.current as Vec2Like);
    this.enter('followPath');
  }

  setTargetPosition(target: Readonly<Vec2Like>): void {
    this.goal.setPoint(target);
    // A new point, not a moving one: its heading's rate starts again.
    this.setpoint.reset();
  }

  moveWaypoint(index: number, position: Vec2Like): void {
    this.pathFollower.moveWaypoint(index, position);
    if (this.currentMode === 'followPath' && index === this.pathFollower.currentIndex) this.goal.moveTo(position);
  }

  setController(settings: ControllerSettings): void {
    this.changeSettings({ controller: { ...settings } });
    this.motor.setController(settings, this.currentMode !== 'idle');
    this.turnSettingsChanged();
  }

  get sensorNoise(): Readonly<SensorNoise> | null {
    return this.motor.sensorNoise;
  }

  setSensorNoise(noise: Readonly<SensorNoise> | null): void {
    this.motor.setSensorNoise(noise);
  }

  get customController(): boolean {
    return this.motor.custom;
  }

  get controllerFailure(): ControllerFailure | null {
    return this.motor.failure;
  }

  get controllerTerms(): Readonly<ControllerTerms> | null {
    return this.motor.terms;
  }

  useController(controller: TurnController): void {
    // Mid-command, hand over from the old controller's last command so the turn does not jerk.
    this.motor.use(controller, this.currentMode !== 'idle');
    this.turnSettingsChanged();
  }

  // ---- State ----

  get mode(): EntityMode {
    return this.currentMode;
  }
  get heading(): number {
    return this.turn.heading;
  }
  get desiredHeading(): number {
    return this.turn.desiredHeading;
  }
  get headingError(): number {
    return this.turn.headingError;
  }
  get commandedAngularAcceleration(): number {
    return this.motor.command;
  }
  get thrustFraction(): number {
    return this.thrustFractionValue;
  }
  /** How fast the desired heading turned on the last controlled step, rad/s (the controller's feed-forward). */
  get desiredHeadingRate(): number {
    return this.setpoint.rate;
  }
  get target(): Readonly<Vec2Like> | null {
    // A chased target is read live, so that one that jumped since the last step shows where it is.
    return this.goal.livePosition;
  }
  get targetId(): string | null {
    return this.goal.targetId;
  }
  get targetVelocity(): Readonly<Vec2Like> {
    return this.goal.velocity;
  }
  /** The chased target's course ahead, when it can tell it (a scripted target), else null. */
  protected get targetCourse(): TargetCourse | null {
    return this.goal.course;
  }
  get intercept(): Readonly<Vec2Like> | null {
    return null;
  }
  get pathLoops(): boolean {
    return this.pathFollower.isLooping;
  }
  get path(): readonly Readonly<Vec2Like>[] {
    return this.pathFollower.path;
  }
  get pathIndex(): number {
    return this.pathFollower.currentIndex;
  }
  get waypointsReached(): number {
    return this.pathFollower.reached;
  }
  measureHeadingError(): number {
    const target = this.goal.livePosition;
    if (target === null) return 0;
    return wrapAngle(wrapAngle(this.measureHeading()) - wrapAngle(this.wantedHeading(target)));
  }

  // ---- Memory (a snapshot) ----

  saveMemory(): EntityMemory {
    return {
      body: saveBody(this.body),
      goalReached: this.goal.reached,
      path: this.pathFollower.saveState(),
      ...this.turn.saveState(),
      lastGood: this.guard.saveState(this.body),
      guidance: this.saveGuidance(),
    };
  }

  restoreMemory(memory: Readonly<EntityMemory>): void {
    if (memory.path !== null) this.pathFollower.restoreState(memory.path);
    this.turn.restoreState(memory);
    restoreBody(this.body, memory.body, 'body.center');
    this.goal.reached = memory.goalReached;
    this.guard.restoreState(memory.lastGood, this.body);
    if (memory.guidance !== null) this.restoreGuidance(memory.guidance);
    // On a path, it steers at the waypoint it headed for.
    const waypoint = this.pathFollower.current;
    if (this.currentMode === 'followPath' && waypoint !== null) this.goal.moveTo(waypoint);
  }

  /** A missile's guidance memory (null: none). */
  protected saveGuidance(): EntityMemory['guidance'] {
    return null;
  }

  /** Puts back what {@link saveGuidance} gave. */
  protected restoreGuidance(_memory: NonNullable<EntityMemory['guidance']>): void {}

  // ---- The step ----

  applyControls(dt: number): void {
    this.prepareControls(dt);
    this.finishControls();
  }

  prepareControls(dt: number): void {
    this.updateContinuousCollision(dt);
    this.thrustFractionValue = 0;
    this.turning = false;
    this.restingCommand = 0;
    const goal = this.goal;
    switch (this.currentMode) {
      case 'idle':
        this.restingCommand = this.brakeToRest(null, dt);
        return;
      case 'turnTowards':
        goal.refresh();
        this.holdPosition(dt);
        this.senseTurn(dt);
        return;
      case 'seek':
        goal.refresh();
        if (this.stopsAtTarget() && goal.isWithin(this.body.getPosition(), this.settings.minSeekDistance)) {
          if (!goal.reached) {
            goal.reached = true;
            this.setpoint.reset();
            this.onTargetReached?.(0);
          }
          this.restingCommand = this.brakeToRest(goal.position, dt);
        } else {
          // The propulsion comes first, as on a path: a missile's heading is then its re-aimed velocity's.
          this.applyPropulsion(goal.position, dt);
          this.senseTurn(dt);
        }
        return;
      case 'followPath': {
        const index = this.pathFollower.currentIndex;
        const waypoint = this.pathFollower.advance(this.body.getPosition(), this.settings.minSeekDistance, this.onTargetReached ?? undefined, this.settings.passDistance);
        if (waypoint === null) {
          this.commandIdle();
          this.restingCommand = this.brakeToRest(null, dt);
          return;
        }
        // A new waypoint is a new set-point, not a moving one.
        if (this.pathFollower.currentIndex !== index) this.setpoint.reset();
        goal.moveTo(waypoint);
        // On a path the propulsion comes first: a missile's heading is then its re-aimed velocity's.
        this.applyPropulsion(goal.position, dt);
        this.senseTurn(dt);
        return;
      }
    }
  }

  turnPending(): Promise<void> | null {
    return this.turning ? this.motor.pending() : null;
  }

  finishControls(): void {
    if (!this.turning) {
      this.motor.command = this.restingCommand;
      return;
    }
    this.turning = false;
    this.turn.act(this.body);
  }

  recover(): void {
    // A reset, not a control: the body is put back at rest where it was last sound.
    this.body.setTransform(this.guard.lastGoodPosition, this.guard.lastGoodAngle);
    this.stopBody();
    this.commandIdle();
    this.motor.reset();
    this.body.setAwake(true);
  }

  /**
   * The heading the controller steers (rad) and, for subclasses that need it, the direction wanted.
   * Missile: the velocity's angle when moving, else the body's. Character: the body's angle.
   */
  protected abstract measureHeading(): number;

  /** Whether the point steered at is where the entity is to stop: a seek's target, or a path's last waypoint when it does not loop. */
  protected get headingForStop(): boolean {
    if (this.currentMode === 'seek') return true;
    const follower = this.pathFollower;
    return this.currentMode === 'followPath' && !follower.isLooping && follower.currentIndex === follower.path.length - 1;
  }

  /** Whether seek stops within `minSeekDistance` of the target. */
  protected stopsAtTarget(): boolean {
    return true;
  }

  /** Called by {@link commandIdle}: what going idle does at once (the missile's dead stop; a character brakes step by step). */
  protected onIdle(): void {}

  /** Turning in place: keeps the body where it is for one step (a character brakes by force; a missile, stopped when told, has nothing to do). */
  protected holdPosition(_dt: number): void {}

  /**
   * Brings the body to rest for one step: idle (`target` null), or arrived within
   * `minSeekDistance` of a seek target (`target` the point it stops at, m). Returns the angular
   * acceleration it commanded, rad/s² (reported as the step's command).
   */
  protected abstract brakeToRest(target: Readonly<Vec2Like> | null, dt: number): number;

  /**
   * The heading to steer this step (rad), called once per controlled step: it may advance stateful
   * guidance. Default: {@link wantedHeading}.
   */
  protected steerHeading(target: Vec2Like, _dt: number): number {
    return this.wantedHeading(target);
  }

  /**
   * How fast the heading steered this step turns, rad/s, or NaN to take it from the step-to-step
   * difference; called right after {@link steerHeading}. Default: the line of sight's rate, from
   * the body's and the target's velocities (exact for a scripted target).
   */
  protected steerHeadingRate(target: Vec2Like, dt: number): number {
    const position = this.body.getPosition();
    const velocity = this.body.getLinearVelocity();
    const targetVelocity = this.goal.velocity;
    return lineOfSightRate(target.x - position.x, target.y - position.y, targetVelocity.x - velocity.x, targetVelocity.y - velocity.y, dt);
  }

  /** The heading wanted now (rad), from the current state, without side effects. Default: toward the target. */
  protected wantedHeading(target: Vec2Like): number {
    const position = this.body.getPosition();
    return Math.atan2(target.y - position.y, target.x - position.x);
  }

  /** Applies this entity's thrust or seek force toward `target` for one step. */
  protected abstract applyPropulsion(target: Vec2Like, dt: number): void;

  /**
   * The first half of the article's `ApplyTurnTorque`: error = wrap(heading − desired), read by the
   * motor; {@link finishControls} then applies its command, clamped to ± maxAngularAcceleration, as
   * the torque command × inertia.
   */
  private senseTurn(dt: number): void {
    const target = this.goal.position;
    // Measured, then steered, then the steered heading's rate: guidance's rate follows its heading.
    const heading = this.measureHeading();
    const desired = this.steerHeading(target, dt);
    const rate = this.steerHeadingRate(target, dt);
    this.turn.sense(this.body, heading, desired, rate, dt, this.settings.maxAngularAcceleration, this.inertia, this.goal.held, this.currentMode === 'turnTowards');
    this.turning = true;
  }

  private enter(mode: EntityMode): void {
    this.commandsGiven++;
    this.currentMode = mode;
    // A path belongs to its command: no progress along it outlives it (in a saved scene or a link).
    if (mode !== 'followPath') this.pathFollower.clear();
    // A command between the halves of a step: that step applies no turn of the old one.
    this.turning = false;
    this.turn.reset();
    this.onEnter();
  }

  /** Called on every new command (after the controller's reset). */
  protected onEnter(): void {}
}
