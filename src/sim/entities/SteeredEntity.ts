import { Body, PolygonShape, type World } from 'planck';
import { defaultControllerSettings } from '../control/ControllerSettings';
import { createTurnController } from '../control/createTurnController';
import type { ControllerTerms, TurnController, TurnInput } from '../control/TurnController';
import { NoisySensorController, type SensorNoise } from '../challenges/NoisySensorController';
import { wrapAngle } from '../math/angle';
import { length, type Vec2Like } from '../math/vec2';
import { GUIDANCE_LAWS } from '../steering/Guidance';
import { PathFollower } from '../steering/PathFollower';
import { defaultEntitySettings, type ControllerSettings, type EntitySettings, type EntityType } from './EntitySettings';
import type { EntityMode, MovingEntity } from './MovingEntity';
import type { TrackedTarget } from './TrackedTarget';
import { needsContinuousCollision } from './continuousCollision';
import type { BodyPart } from './shapes';
import { describeRange, isInRange, MAX_COORDINATE, type NumberRange } from '../validation/fields';
import { MAX_ANGULAR_ACCELERATION_RANGE, MAX_SPEED_LIMIT, MAX_SPEED_RANGE, START_SPEED_RANGE } from '../validation/quantities';

const ZERO: Readonly<Vec2Like> = Object.freeze({ x: 0, y: 0 });

/**
 * Beyond these, an entity's state is absurd and the world resets it. The position and speed limits
 * are the largest values the input rules accept (MAX_COORDINATE, MAX_SPEED_LIMIT), so a state that
 * input could set runs normally; the guard fires only past a limit by more than
 * {@link STATE_LIMIT_TOLERANCE} of it, which floating-point rounding of a value at the limit
 * (1000·cos a, 1000·sin a has a length of 1000.0000000000001 for some a) never reaches.
 */
export const STATE_LIMITS = {
  /** |x|, |y|, m. */
  position: MAX_COORDINATE,
  /** m/s. */
  speed: MAX_SPEED_LIMIT,
  /** rad/s. */
  angularVelocity: 1e3,
} as const;

/** Relative margin past a {@link STATE_LIMITS} value before the guard fires (rounding, not physics). */
export const STATE_LIMIT_TOLERANCE = 1e-9;

/** Whether |value| is past `limit` by more than the rounding margin. */
function beyondLimit(value: number, limit: number): boolean {
  return Math.abs(value) > limit * (1 + STATE_LIMIT_TOLERANCE);
}

/** Throws a RangeError naming `name` and the shared range when `value` is outside it. */
function checkSetting(name: string, value: number, range: NumberRange): void {
  if (!isInRange(value, range)) throw new RangeError(`${name} must be ${describeRange(range)}, got ${value}`);
}

/** How to create an entity. Plain and JSON-able (positions in m, angles in rad). */
export interface EntityDefinition {
  id: string;
  type: EntityType;
  position: Vec2Like;
  /** Body angle, rad. [default: 0] */
  angle?: number;
  /** Initial speed along the nose, m/s. [default: 0] */
  speed?: number;
  /** Overrides of the type's defaults; `controller` fields override the type's tuned gains. */
  settings?: Partial<Omit<EntitySettings, 'controller'>> & { controller?: Partial<ControllerSettings> };
  /**
   * planck's collision group (`filterGroupIndex`) of every fixture of the body, an integer in
   * [−32768, 32767]: bodies that share a negative group never collide with each other (e.g. racers
   * on the same track), bodies that share a positive group always do, and 0 leaves it to the usual
   * rules. It only changes which pairs collide; targets still see contacts. [default: 0]
   */
  collisionGroup?: number;
}

/** The range of planck's (Box2D's) fixture group index: a 16-bit signed integer. */
export const COLLISION_GROUP_RANGE = { min: -32768, max: 32767 } as const;

/** Merges a definition's overrides over the type's documented defaults. */
export function resolveEntitySettings(definition: EntityDefinition): EntitySettings {
  const defaults = defaultEntitySettings(definition.type);
  const { controller, ...rest } = definition.settings ?? {};
  const baseController = controller?.type && controller.type !== defaults.controller.type ? defaultControllerSettings(controller.type) : defaults.controller;
  return { ...defaults, ...rest, controller: { ...baseController, ...controller } as ControllerSettings };
}

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
  onTargetReached: ((index: number) => void) | null = null;

  protected readonly body: Body;
  protected readonly settings: EntitySettings;
  private controller: TurnController;
  private sensorNoiseValue: SensorNoise | null = null;
  private currentMode: EntityMode = 'idle';
  private readonly pathFollower = new PathFollower();
  private readonly targetPosition: Vec2Like = { x: 0, y: 0 };
  private trackedTarget: TrackedTarget | null = null;
  private hasTarget = false;
  private seekTargetReached = false;
  /** Rotational inertia about the centre of mass, kg·m². */
  private readonly inertiaAboutCenter: number;
  private readonly disturbanceForce: Vec2Like = { x: 0, y: 0 };
  private readonly lastGoodPosition: Vec2Like = { x: 0, y: 0 };
  private lastGoodAngle = 0;
  /** The controller's input, refilled every step. */
  private readonly turnInput: TurnInput = { headingError: 0, angularVelocity: 0, dt: 0, maxAngularAcceleration: 0, inertia: 0 };

  private headingValue = 0;
  private desiredHeadingValue = 0;
  private headingErrorValue = 0;
  private commandedValue = 0;
  protected thrustFractionValue = 0;

  constructor(world: World, definition: EntityDefinition, parts: readonly BodyPart[]) {
    this.id = definition.id;
    this.type = definition.type;
    this.settings = resolveEntitySettings(definition);
    const collisionGroup = definition.collisionGroup ?? 0;
    if (!Number.isInteger(collisionGroup) || collisionGroup < COLLISION_GROUP_RANGE.min || collisionGroup > COLLISION_GROUP_RANGE.max) {
      throw new RangeError(`collisionGroup must be an integer ≥ ${COLLISION_GROUP_RANGE.min} and ≤ ${COLLISION_GROUP_RANGE.max}, got ${collisionGroup}`);
    }
    this.collisionGroup = collisionGroup;
    checkSetting('maxAngularAcceleration', this.settings.maxAngularAcceleration, MAX_ANGULAR_ACCELERATION_RANGE);
    checkSetting('maxSpeed', this.settings.maxSpeed, MAX_SPEED_RANGE);
    const angle = definition.angle ?? 0;
    const speed = definition.speed ?? 0;
    checkSetting('speed', speed, START_SPEED_RANGE);
    this.body = world.createBody({
      type: 'dynamic',
      position: { x: definition.position.x, y: definition.position.y },
      angle,
      linearVelocity: { x: speed * Math.cos(angle), y: speed * Math.sin(angle) },
      angularDamping: 0,
      linearDamping: 0,
      allowSleep: false,
      // Set every step from the speed it may reach (see updateContinuousCollision).
      bullet: false,
    });
    for (const part of parts) {
      this.body.createFixture(new PolygonShape(part.vertices.map(([x, y]) => ({ x, y }))), {
        density: 1,
        friction: 1,
        filterGroupIndex: collisionGroup,
      });
    }
    // planck's getInertia() is about the body origin (Box2D's GetInertia), but torque turns a body
    // about its centre of mass. The original demo multiplied by the former, so its missiles turned
    // faster than their limit; we use the inertia about the centre.
    const center = this.body.getLocalCenter();
    this.inertiaAboutCenter = this.body.getInertia() - this.body.getMass() * (center.x * center.x + center.y * center.y);
    this.controller = createTurnController(this.settings.controller);
    this.body.setUserData(this);
    this.lastGoodPosition.x = definition.position.x;
    this.lastGoodPosition.y = definition.position.y;
    this.lastGoodAngle = angle;
  }

  // ---- Commands ----

  commandIdle(): void {
    this.currentMode = 'idle';
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
    const controller = this.buildController(settings);
    this.settings.controller = { ...settings };
    this.useController(controller);
  }

  get sensorNoise(): Readonly<SensorNoise> | null {
    return this.sensorNoiseValue;
  }

  setSensorNoise(noise: Readonly<SensorNoise> | null): void {
    this.sensorNoiseValue = noise && (noise.headingErrorStdDev > 0 || noise.angularVelocityStdDev > 0) ? { ...noise } : null;
    this.useController(this.buildController(this.settings.controller));
  }

  get controllerTerms(): Readonly<ControllerTerms> | null {
    return this.controller.terms ?? null;
  }

  /** A controller from `settings`, seeing the body through the sensor noise if there is any. */
  private buildController(settings: ControllerSettings): TurnController {
    const controller = createTurnController(settings);
    return this.sensorNoiseValue ? new NoisySensorController(controller, this.sensorNoiseValue) : controller;
  }

  useController(controller: TurnController): void {
    // Mid-command, hand over from the old controller's last command so the turn does not jerk.
    if (this.currentMode !== 'idle' && this.turnInput.dt > 0) controller.handOver?.(this.turnInput, this.commandedValue);
    this.controller = controller;
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
    return this.commandedValue;
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
    this.updateContinuousCollision(dt);
    this.commandedValue = 0;
    this.thrustFractionValue = 0;
    switch (this.currentMode) {
      case 'idle':
        return;
      case 'turnTowards':
        this.applyTurnTorque(dt);
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
          this.applyTurnTorque(dt);
          this.applyPropulsion(this.targetPosition, dt);
        }
        return;
      case 'followPath': {
        const waypoint = this.pathFollower.advance(this.body.getPosition(), this.settings.minSeekDistance, this.onTargetReached ?? undefined, this.settings.passDistance);
        if (waypoint === null) {
          this.commandIdle();
          return;
        }
        this.copyTarget(waypoint);
        this.applyPropulsion(this.targetPosition, dt);
        this.applyTurnTorque(dt);
        return;
      }
    }
  }

  checkState(): string | null {
    const p = this.body.getPosition();
    const v = this.body.getLinearVelocity();
    const angle = this.body.getAngle();
    const omega = this.body.getAngularVelocity();
    if (!(Number.isFinite(p.x) && Number.isFinite(p.y) && Number.isFinite(angle) && Number.isFinite(v.x) && Number.isFinite(v.y) && Number.isFinite(omega))) {
      return 'its state became non-finite (NaN or infinity)';
    }
    if (beyondLimit(p.x, STATE_LIMITS.position) || beyondLimit(p.y, STATE_LIMITS.position)) return `it left the world (|position| > ${STATE_LIMITS.position} m)`;
    if (beyondLimit(length(v.x, v.y), STATE_LIMITS.speed)) return `its speed exceeded ${STATE_LIMITS.speed} m/s`;
    if (beyondLimit(omega, STATE_LIMITS.angularVelocity)) return `it spun faster than ${STATE_LIMITS.angularVelocity} rad/s`;
    this.lastGoodPosition.x = p.x;
    this.lastGoodPosition.y = p.y;
    this.lastGoodAngle = angle;
    return null;
  }

  recover(): void {
    this.body.setTransform(this.lastGoodPosition, this.lastGoodAngle);
    this.commandIdle();
    this.controller.reset();
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
   * The article's `ApplyTurnTorque`: error = wrap(heading − desired); angular acceleration =
   * controller command clamped to ± maxAngularAcceleration; torque = that × inertia.
   */
  private applyTurnTorque(dt: number): void {
    const limit = this.settings.maxAngularAcceleration;
    this.headingValue = wrapAngle(this.measureHeading());
    this.desiredHeadingValue = wrapAngle(this.steerHeading(this.targetPosition, dt));
    this.headingErrorValue = wrapAngle(this.headingValue - this.desiredHeadingValue);
    const input = this.turnInput;
    input.headingError = this.headingErrorValue;
    input.angularVelocity = this.body.getAngularVelocity();
    input.dt = dt;
    input.maxAngularAcceleration = limit;
    input.inertia = this.inertiaAboutCenter;
    const command = this.controller.update(input);
    const clamped = command > limit ? limit : command < -limit ? -limit : command;
    this.commandedValue = Number.isFinite(clamped) ? clamped : 0;
    this.body.applyTorque(this.commandedValue * this.inertiaAboutCenter, true);
  }

  private enter(mode: EntityMode): void {
    this.currentMode = mode;
    this.controller.reset();
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
