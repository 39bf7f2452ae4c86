import type { Body } from 'planck';
import { wrapAngle } from '../math/angle';
import { inertiaAboutCenter } from '../body/inertiaAboutCenter';
import { length, type Vec2Like } from '../math/vec2';
import { GUIDANCE_LAWS } from '../steering/Guidance';
import { MAX_ANGULAR_ACCELERATION_RANGE, MAX_SPEED_RANGE } from '../validation/quantities';
import { needsContinuousCollision } from './continuousCollision';
import type { CollisionShape } from './collisionShape';
import { checkSetting, resolveEntitySettings, type EntityDefinition, type MissileThrust } from './EntityDefinition';
import type { EntitySettings, EntityType } from './EntitySettings';
import { StateGuard } from './StateGuard';

const ZERO: Readonly<Vec2Like> = Object.freeze({ x: 0, y: 0 });

/**
 * An entity's planck body with its identity, its settings (checked when changed live), its plain
 * state (position, angle, velocities, mass, inertia), the outside disturbance, continuous
 * collision and the per-step guard: what every moving entity has, whatever steers it
 * (SteeredEntity adds the steering).
 */
export abstract class PhysicalEntity {
  readonly id: string;
  readonly type: EntityType;
  /** The planck collision group of its fixtures (see {@link EntityDefinition.collisionGroup}). */
  readonly collisionGroup: number;
  /** What its body collides with (see {@link EntityDefinition.collisionShape}). */
  readonly collisionShape: CollisionShape;
  /** Its fixtures' friction (see {@link EntityDefinition.friction}). */
  readonly friction: number;
  /** How a missile thrusts (see {@link EntityDefinition.thrust}; a character ignores it). */
  readonly thrust: MissileThrust;

  protected readonly body: Body;
  /** Read-only here and in subclasses: every change goes through {@link changeSettings}, which forgets {@link settingsText}'s text. */
  protected readonly settings: Readonly<EntitySettings>;
  private settingsJson: string | null = null;
  /** Rotational inertia about the centre of mass, kg·m². */
  private readonly inertiaAboutCenter: number;
  private readonly disturbanceForce: Vec2Like = { x: 0, y: 0 };
  protected readonly guard: StateGuard;
  private turnSettingsCount = 0;

  /** Wraps `body`, made for `definition`. Throws a RangeError naming a bad setting. */
  constructor(body: Body, definition: EntityDefinition) {
    this.id = definition.id;
    this.type = definition.type;
    this.settings = resolveEntitySettings(definition);
    checkSetting('maxAngularAcceleration', this.settings.maxAngularAcceleration, MAX_ANGULAR_ACCELERATION_RANGE);
    checkSetting('maxSpeed', this.settings.maxSpeed, MAX_SPEED_RANGE);
    this.collisionGroup = definition.collisionGroup ?? 0;
    this.collisionShape = definition.collisionShape ?? 'detailed';
    this.friction = definition.friction ?? 1;
    this.thrust = definition.thrust ?? 'along-nose';
    this.body = body;
    // planck's getInertia() is about the body origin (Box2D's GetInertia), but torque turns a body
    // about its centre of mass. The original demo multiplied by the former, so its missiles turned
    // faster than their limit; we use the inertia about the centre.
    this.inertiaAboutCenter = inertiaAboutCenter(this.body);
    this.body.setUserData(this);
    this.guard = new StateGuard(definition.position, definition.angle ?? 0);
  }

  // ---- Live settings ----

  get maxAngularAcceleration(): number {
    return this.settings.maxAngularAcceleration;
  }

  set maxAngularAcceleration(value: number) {
    checkSetting('maxAngularAcceleration', value, MAX_ANGULAR_ACCELERATION_RANGE);
    if (value !== this.settings.maxAngularAcceleration) this.turnSettingsChanged();
    this.changeSettings({ maxAngularAcceleration: value });
  }

  /** See MovingEntity.turnSettingsRevision. */
  get turnSettingsRevision(): number {
    return this.turnSettingsCount;
  }

  /** Counts a change of the motor's limit or the controller (see {@link turnSettingsRevision}). */
  protected turnSettingsChanged(): void {
    this.turnSettingsCount++;
  }

  get maxSpeed(): number {
    return this.settings.maxSpeed;
  }

  set maxSpeed(value: number) {
    checkSetting('maxSpeed', value, MAX_SPEED_RANGE);
    this.changeSettings({ maxSpeed: value });
  }

  get minSeekDistance(): number {
    return this.settings.minSeekDistance;
  }

  get chaseArrival(): EntitySettings['chaseArrival'] {
    return this.settings.chaseArrival;
  }

  set chaseArrival(value: EntitySettings['chaseArrival']) {
    if (value !== 'stop' && value !== 'fly-through') throw new RangeError(`chaseArrival must be "stop" or "fly-through", got ${String(value)}`);
    this.changeSettings({ chaseArrival: value });
  }

  setGuidance(changes: Partial<Pick<EntitySettings, 'guidance' | 'navigationConstant'>>): void {
    if (changes.guidance !== undefined && !GUIDANCE_LAWS.includes(changes.guidance)) {
      throw new RangeError(`guidance must be one of ${GUIDANCE_LAWS.join(', ')}, got ${String(changes.guidance)}`);
    }
    if (changes.navigationConstant !== undefined && !(changes.navigationConstant > 0 && Number.isFinite(changes.navigationConstant))) {
      throw new RangeError(`navigationConstant must be a finite number > 0, got ${changes.navigationConstant}`);
    }
    if (changes.guidance !== undefined) this.changeSettings({ guidance: changes.guidance });
    if (changes.navigationConstant !== undefined) this.changeSettings({ navigationConstant: changes.navigationConstant });
  }

  getSettings(): EntitySettings {
    return { ...this.settings, controller: { ...this.settings.controller } };
  }

  settingsText(): string {
    this.settingsJson ??= JSON.stringify(this.settings);
    return this.settingsJson;
  }

  /** The one way the settings change (already checked): the text {@link settingsText} keeps is made again at its next call. */
  protected changeSettings(changes: Partial<EntitySettings>): void {
    Object.assign(this.settings, changes);
    this.settingsJson = null;
  }

  // ---- State ----

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
  /** Mass, kg. */
  get mass(): number {
    return this.body.getMass();
  }

  /** The body's rotational inertia about its centre of mass, kg·m² (torque = angular acceleration × it). */
  get inertia(): number {
    return this.inertiaAboutCenter;
  }

  /**
   * Makes the body a bullet (continuous collision against other moving bodies) while it may move
   * far in one step: at its top speed, or faster if something pushed it past that. Allocates nothing;
   * planck's flag is only written when it changes.
   */
  protected updateContinuousCollision(dt: number): void {
    const velocity = this.body.getLinearVelocity();
    const speed = Math.max(this.settings.maxSpeed, length(velocity.x, velocity.y));
    const bullet = needsContinuousCollision(speed, dt);
    if (bullet !== this.body.isBullet()) this.body.setBullet(bullet);
  }

  checkState(): string | null {
    return this.guard.check(this.body);
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

  /** Stops the body dead: the original demo's arrival, and the guard's reset. Not a control (no force, no torque). */
  protected stopBody(): void {
    this.body.setLinearVelocity(ZERO);
    this.body.setAngularVelocity(0);
  }
}
