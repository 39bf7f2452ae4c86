import type { Body } from 'planck';
import type { ControllerTerms, TurnController } from '../control/TurnController';
import type { ControllerFailure } from '../control/FallibleController';
import type { SensorNoise } from '../control/NoisySensor';
import { TurnMotor } from './TurnMotor';
import { wrapAngle } from '../math/angle';
import { length, type Vec2Like } from '../math/vec2';
import { GUIDANCE_LAWS } from '../steering/Guidance';
import { PathFollower } from '../steering/PathFollower';
import type { ControllerSettings, EntitySettings, EntityType } from './EntitySettings';
import type { EntityMode, MovingEntity } from './MovingEntity';
import type { TrackedTarget } from './TrackedTarget';
import { needsContinuousCollision } from './continuousCollision';
import type { CollisionShape } from './collisionShape';
import { MAX_ANGULAR_ACCELERATION_RANGE, MAX_SPEED_RANGE } from '../validation/quantities';
import { checkSetting, resolveEntitySettings, type EntityDefinition } from './EntityDefinition';
import { StateGuard } from './StateGuard';

const ZERO: Readonly<Vec2Like> = Object.freeze({ x: 0, y: 0 });

/**
 * The state machine and turn-by-torque logic shared by Missile and Character (the original demo
 * repeats it in both classes). Subclasses say how the heading is measured and how the body is
 * propelled.
 */
export abstract class SteeredEntity implements MovingEntity {
  readonly id: string;
  readonly type: EntityType;
  /** The planck collision group of its fixtures (see {@link EntityDefinition.collisionGroup}). */
  readonly collisionGroup: number;
  /** What its body collides with (see {@link EntityDefinition.collisionShape}). */
  readonly collisionShape: CollisionShape;
  onTargetReached: ((index: number) => void) | null = null;

  protected readonly body: Body;
  protected readonly settings: EntitySettings;
  private readonly motor: TurnMotor;
  private currentMode: EntityMode = 'idle';
  private readonly pathFollower = new PathFollower();
  private readonly targetPosition: Vec2Like = { x: 0, y: 0 };
  private trackedTarget: TrackedTarget | null = null;
  private hasTarget = false;
  private seekTargetReached = false;
  /** Rotational inertia about the centre of mass, kg·m². */
  private readonly inertiaAboutCenter: number;
  private readonly disturbanceForce: Vec2Like = { x: 0, y: 0 };
  private readonly guard: StateGuard;

  private headingValue = 0;
  private desiredHeadingValue = 0;
  private headingErrorValue = 0;
  protected thrustFractionValue = 0;
  /** Between the halves of a step: whether it turns, whether its propulsion follows the turn, and the step. */
  private turning = false;
  private propelAfterTurn = false;
  private stepDt = 0;

  /**
   * Wraps `body`, made for `definition` by {@link createEntityBody} (which validated its start
   * state, collision group and shape). Throws a RangeError naming a bad setting.
   */
  constructor(body: Body, definition: EntityDefinition) {
    this.id = definition.id;
    this.type = definition.type;
    this.settings = resolveEntitySettings(definition);
    checkSetting('maxAngularAcceleration', this.settings.maxAngularAcceleration, MAX_ANGULAR_ACCELERATION_RANGE);
    checkSetting('maxSpeed', this.settings.maxSpeed, MAX_SPEED_RANGE);
    this.collisionGroup = definition.collisionGroup ?? 0;
    this.collisionShape = definition.collisionShape ?? 'detailed';
    this.body = body;
    // planck's getInertia() is about the body origin (Box2D's GetInertia), but torque turns a body
    // about its centre of mass. The original demo multiplied by the former, so its missiles turned
    // faster than their limit; we use the inertia about the centre.
    const center = this.body.getLocalCenter();
    this.inertiaAboutCenter = this.body.getInertia() - this.body.getMass() * (center.x * center.x + center.y * center.y);
    this.motor = new TurnMotor(this.settings.controller);
    this.body.setUserData(this);
    this.guard = new StateGuard(definition.position, definition.angle ?? 0);
  }

  // ---- Commands ----

  commandIdle(): void {
    this.currentMode = 'idle';
    this.turning = false;
    this.hasTarget = false;
    this.trackedTarget = null;
    this.pathFollower.clear();
    this.stopBody();
  }

  commandTurnTowards(target: Vec2Like): void {
    this.setTargetPosition(target);
    this.enter('turnTowards');
  }

  commandSeek(target: Vec2Like): void {
    this.setTargetPosition(target);
    this.seekTargetReached = false;
    this.enter('seek');
  }

  commandFace(target: TrackedTarget): void {
    this.setTargetPosition(target.position);
    this.trackedTarget = target;
    this.enter('turnTowards');
  }

  commandChase(target: TrackedTarget): void {
    this.setTargetPosition(target.position);
    this.trackedTarget = target;
    this.seekTargetReached = false;
    this.enter('seek');
  }

  commandFollowPath(path: readonly Vec2Like[], loop = false): void {
    this.trackedTarget = null;
    this.pathFollower.start(path, loop, this.body.getPosition());
    if (this.pathFollower.done) {
      this.commandIdle();
      return;
    }
    this.hasTarget = true;
    this.copyTarget(this.pathFollower.current as Vec2Like);
    this.enter('followPath');
  }

  setTargetPosition(target: Readonly<Vec2Like>): void {
    this.trackedTarget = null;
    this.copyTarget(target);
    this.hasTarget = true;
    this.seekTargetReached = false;
  }

  moveWaypoint(index: number, position: Vec2Like): void {
    this.pathFollower.moveWaypoint(index, position);
    if (this.currentMode === 'followPath' && index === this.pathFollower.currentIndex) this.copyTarget(position);
  }

  // ---- Live settings ----

  get maxAngularAcceleration(): number {
    return this.settings.maxAngularAcceleration;
  }

  set maxAngularAcceleration(value: number) {
    checkSetting('maxAngularAcceleration', value, MAX_ANGULAR_ACCELERATION_RANGE);
    this.settings.maxAngularAcceleration = value;
  }

  get maxSpeed(): number {
    return this.settings.maxSpeed;
  }

  set maxSpeed(value: number) {
    checkSetting('maxSpeed', value, MAX_SPEED_RANGE);
    this.settings.maxSpeed = value;
  }

  get minSeekDistance(): number {
    return this.settings.minSeekDistance;
  }

  get chaseArrival(): EntitySettings['chaseArrival'] {
    return this.settings.chaseArrival;
  }

  set chaseArrival(value: EntitySettings['chaseArrival']) {
    if (value !== 'stop' && value !== 'fly-through') throw new RangeError(`chaseArrival must be "stop" or "fly-through", got ${String(value)}`);
    this.settings.chaseArrival = value;
  }

  setGuidance(changes: Partial<Pick<EntitySettings, 'guidance' | 'navigationConstant'>>): void {
    if (changes.guidance !== undefined && !GUIDANCE_LAWS.includes(changes.guidance)) {
      throw new RangeError(`guidance must be one of ${GUIDANCE_LAWS.join(', ')}, got ${String(changes.guidance)}`);
    }
    if (changes.navigationConstant !== undefined && !(changes.navigationConstant > 0 && Number.isFinite(changes.navigationConstant))) {
      throw new RangeError(`navigationConstant must be a finite number > 0, got ${changes.navigationConstant}`);
    }
    if (changes.guidance !== undefined) this.settings.guidance = changes.guidance;
    if (changes.navigationConstant !== undefined) this.settings.navigationConstant = changes.navigationConstant;
  }

  getSettings(): EntitySettings {
    return { ...this.settings, controller: { ...this.settings.controller } };
  }

  setController(settings: ControllerSettings): void {
    this.settings.controller = { ...settings };
    this.motor.setController(settings, this.currentMode !== 'idle');
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
  }

  // ---- State ----

  get mode(): EntityMode {
    return this.currentMode;
  }
  get position(): Readonly<Vec2Like> {
    return this.body.getPosition();
  }
  get angle(): number {
    return wrapAngle(this.body.getAngle());
  }
  get velocity(): Readonly<Vec2Like> {
    return this.body.getLinearVelocity();
  }
  get angularVelocity(): number {
    return this.body.getAngularVelocity();
  }
  get heading(): number {
    return this.headingValue;
  }
  get desiredHeading(): number {
    return this.desiredHeadingValue;
  }
  get headingError(): number {
    return this.headingErrorValue;
  }
  get commandedAngularAcceleration(): number {
    return this.motor.command;
  }
  get thrustFraction(): number {
    return this.thrustFractionValue;
  }
  get target(): Readonly<Vec2Like> | null {
    if (!this.hasTarget) return null;
    // A chased target is read live, so that one that jumped since the last step shows where it is.
    return this.trackedTarget ? this.trackedTarget.position : this.targetPosition;
  }
  get targetId(): string | null {
    return this.trackedTarget?.id ?? null;
  }
  get targetVelocity(): Readonly<Vec2Like> {
    return this.trackedTarget?.velocity ?? ZERO;
  }
  get intercept(): Readonly<Vec2Like> | null {
    return null;
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
  /** Mass, kg. */
  get mass(): number {
    return this.body.getMass();
  }

  measureHeadingError(): number {
    if (!this.hasTarget) return 0;
    const target = this.trackedTarget ? this.trackedTarget.position : this.targetPosition;
    return wrapAngle(wrapAngle(this.measureHeading()) - wrapAngle(this.wantedHeading(target)));
  }

  // ---- The step ----

  /**
   * Makes the body a bullet (continuous collision against other moving bodies) while it may move
   * far in one step: at its top speed, or faster if something pushed it past that. Allocates nothing;
   * planck's flag is only written when it changes.
   */
  private updateContinuousCollision(dt: number): void {
    const velocity = this.body.getLinearVelocity();
    const speed = Math.max(this.settings.maxSpeed, length(velocity.x, velocity.y));
    const bullet = needsContinuousCollision(speed, dt);
    if (bullet !== this.body.isBullet()) this.body.setBullet(bullet);
  }

  applyControls(dt: number): void {
    this.prepareControls(dt);
    this.finishControls();
  }

  prepareControls(dt: number): void {
    this.updateContinuousCollision(dt);
    this.thrustFractionValue = 0;
    this.stepDt = dt;
    this.turning = false;
    this.propelAfterTurn = false;
    switch (this.currentMode) {
      case 'idle':
        return;
      case 'turnTowards':
        if (this.trackedTarget) this.copyTarget(this.trackedTarget.position);
        this.senseTurn(dt);
        return;
      case 'seek':
        if (this.trackedTarget) this.copyTarget(this.trackedTarget.position);
        if (this.stopsAtTarget() && this.isNearTarget()) {
          if (!this.seekTargetReached) {
            this.seekTargetReached = true;
            this.onTargetReached?.(0);
          }
          this.stopBody();
        } else {
          // The heading is measured before the propulsion re-aims a missile's velocity.
          this.senseTurn(dt);
          this.propelAfterTurn = true;
        }
        return;
      case 'followPath': {
        const waypoint = this.pathFollower.advance(this.body.getPosition(), this.settings.minSeekDistance, this.onTargetReached ?? undefined, this.settings.passDistance);
        if (waypoint === null) {
          this.commandIdle();
          return;
        }
        this.copyTarget(waypoint);
        // On a path the propulsion comes first: a missile's heading is then its re-aimed velocity's.
        this.applyPropulsion(this.targetPosition, dt);
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
      this.motor.command = 0;
      return;
    }
    this.turning = false;
    const command = this.motor.act();
    this.body.applyTorque(command * this.inertiaAboutCenter, true);
    if (this.propelAfterTurn) this.applyPropulsion(this.targetPosition, this.stepDt);
  }

  checkState(): string | null {
    return this.guard.check(this.body);
  }

  recover(): void {
    this.body.setTransform(this.guard.lastGoodPosition, this.guard.lastGoodAngle);
    this.commandIdle();
    this.motor.reset();
    this.body.setAwake(true);
  }

  applyDisturbance(angularAcceleration: number, acceleration: Readonly<Vec2Like>): void {
    if (angularAcceleration !== 0) this.body.applyTorque(angularAcceleration * this.inertiaAboutCenter, true);
    if (acceleration.x !== 0 || acceleration.y !== 0) {
      const mass = this.body.getMass();
      this.disturbanceForce.x = acceleration.x * mass;
      this.disturbanceForce.y = acceleration.y * mass;
      this.body.applyForceToCenter(this.disturbanceForce, true);
    }
  }

  /**
   * The heading the controller steers (rad) and, for subclasses that need it, the direction wanted.
   * Missile: the velocity's angle when moving, else the body's. Character: the body's angle.
   */
  protected abstract measureHeading(): number;

  /** Whether seek stops within `minSeekDistance` of the target (the original's dead stop). */
  protected stopsAtTarget(): boolean {
    return true;
  }

  /**
   * The heading to steer this step (rad), called once per controlled step: it may advance stateful
   * guidance. Default: {@link wantedHeading}.
   */
  protected steerHeading(target: Vec2Like, _dt: number): number {
    return this.wantedHeading(target);
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
    this.headingValue = wrapAngle(this.measureHeading());
    this.desiredHeadingValue = wrapAngle(this.steerHeading(this.targetPosition, dt));
    this.headingErrorValue = wrapAngle(this.headingValue - this.desiredHeadingValue);
    this.motor.sense(this.headingErrorValue, this.body.getAngularVelocity(), dt, this.settings.maxAngularAcceleration, this.inertiaAboutCenter);
    this.turning = true;
  }

  private enter(mode: EntityMode): void {
    this.currentMode = mode;
    // A command between the halves of a step: that step applies no turn of the old one.
    this.turning = false;
    this.motor.reset();
    this.onEnter();
  }

  /** Called on every new command (after the controller's reset). */
  protected onEnter(): void {}

  private isNearTarget(): boolean {
    const position = this.body.getPosition();
    const dx = this.targetPosition.x - position.x;
    const dy = this.targetPosition.y - position.y;
    return dx * dx + dy * dy < this.settings.minSeekDistance * this.settings.minSeekDistance;
  }

  private stopBody(): void {
    this.body.setLinearVelocity(ZERO);
    this.body.setAngularVelocity(0);
  }

  private copyTarget(target: Readonly<Vec2Like>): void {
    this.targetPosition.x = target.x;
    this.targetPosition.y = target.y;
  }
}
