import { createTurnController } from '../control/createTurnController';
import { isFallible, type ControllerFailure } from '../control/FallibleController';
import type { ControllerTerms, TurnController } from '../control/TurnController';
import { wrapAngle } from '../math/angle';
import type { Vec2Like } from '../math/vec2';
import { BodySteering, type BodySteeringMode } from '../steering2d/BodySteering';
import { CharacterPropulsion } from '../steering2d/CharacterPropulsion';
import { MissilePropulsion, type MissileThrust } from '../steering2d/MissilePropulsion';
import type { MovingTarget } from '../body/MovingTarget';
import type { EntityMemory } from '../state/memory';
import type { GuidanceSettings } from '../steering/Guidance';
import { MAX_ANGULAR_ACCELERATION_RANGE, MAX_SPEED_RANGE } from '../validation/quantities';
import type { CollisionShape } from './collisionShape';
import type { EntityBody } from './SteeredBody';
import { EntityCrowd } from './EntityCrowd';
import { checkSetting, resolveEntitySettings, type EntityDefinition } from './EntityDefinition';
import type { ControllerSettings, EntitySettings, EntityType } from './EntitySettings';
import { MISSILE_NOSE_LENGTH } from './shapes';

/** What an entity is doing, as the game and its scene files name it: the original demo's states. */
export type EntityMode = 'idle' | 'turnTowards' | 'seek' | 'followPath';

/** The game's name of each steering mode (stopping, or released, is idle; facing is turning towards; seeking and arriving are seeking). */
const GAME_MODES: Readonly<Record<BodySteeringMode, EntityMode>> = {
  idle: 'idle',
  stop: 'idle',
  turn: 'turnTowards',
  face: 'turnTowards',
  seek: 'seek',
  arrive: 'seek',
  follow: 'followPath',
};

/**
 * A missile or a character of the game: a body (planck's, or the Box2D crowd's), the library's
 * {@link BodySteering} with the type's propulsion (MissilePropulsion, stopping dead as the
 * article's missile; CharacterPropulsion), and its record: id, type and settings (checked when
 * changed live), and what drawing and the history read. Commands go to its steering
 * (`entity.steering.face(target)`, `arrive`, `seek`, `follow`, `stop`). Its step (the guard,
 * continuous collision, its steering, the disturbance) is its crowd's (EntityCrowd.stepEntity):
 * the world's entities share one, and step through it.
 */
export class MovingEntity {
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
  /** What steers it: give it its commands. */
  readonly steering: BodySteering;

  /** The crowd it steps in. */
  readonly crowd: EntityCrowd;
  private readonly body: EntityBody;
  /** Every change goes through {@link changeSettings}, which forgets {@link settingsText}'s text. */
  private readonly settings: EntitySettings;
  private settingsJson: string | null = null;
  private readonly propulsion: MissilePropulsion | CharacterPropulsion;
  /** Rotational inertia about the centre of mass, kg·m². */
  private readonly inertiaAboutCenter: number;
  private readonly positionValue: Vec2Like = { x: 0, y: 0 };
  private readonly velocityValue: Vec2Like = { x: 0, y: 0 };
  private turnSettingsCount = 0;
  private customValue = false;

  /**
   * Wraps `body`, made for `definition` by createEntityBody (start state, collision group and shape
   * validated), into `crowd` [default: one of its own]. Throws a RangeError naming a bad setting.
   */
  constructor(body: EntityBody, definition: EntityDefinition, crowd = new EntityCrowd()) {
    this.id = definition.id;
    this.type = definition.type;
    const settings = resolveEntitySettings(definition);
    checkSetting('maxAngularAcceleration', settings.maxAngularAcceleration, MAX_ANGULAR_ACCELERATION_RANGE);
    checkSetting('maxSpeed', settings.maxSpeed, MAX_SPEED_RANGE);
    this.settings = settings;
    this.collisionGroup = definition.collisionGroup ?? 0;
    this.collisionShape = definition.collisionShape ?? 'detailed';
    this.friction = definition.friction ?? 1;
    this.thrust = definition.thrust ?? 'along-nose';
    this.body = body;
    const { maxSpeed, maxLinearAcceleration } = settings;
    this.propulsion =
      this.type === 'missile'
        ? new MissilePropulsion({ maxSpeed, maxLinearAcceleration, thrust: this.thrust, stopDead: true })
        : new CharacterPropulsion({ maxSpeed, maxLinearAcceleration, velocityGain: settings.velocityGain });
    this.steering = new BodySteering(
      body,
      {
        controller: createTurnController(settings.controller),
        maxAngularAcceleration: settings.maxAngularAcceleration,
        propulsion: this.propulsion,
        reachDistance: settings.minSeekDistance,
        passDistance: settings.passDistance,
        facing: settings.facing,
        guidance: {
          law: settings.guidance,
          navigationConstant: settings.navigationConstant,
          noseLength: this.type === 'missile' ? MISSILE_NOSE_LENGTH : 0,
        },
        // Its shapes are centred on its origin (to 1e-16 m): measured from there, as every saved run was.
        sightFrom: 'origin',
      },
      crowd,
    );
    // planck's getInertia() is about the body origin (Box2D's GetInertia), but torque turns a body
    // about its centre of mass. The original demo multiplied by the former, so its missiles turned
    // faster than their limit; steering uses the inertia about the centre, and so does the disturbance.
    this.inertiaAboutCenter = body.inertia();
    this.crowd = crowd;
    crowd.addEntity(
      this.steering.index,
      this,
      body,
      maxSpeed,
      this.inertiaAboutCenter,
      definition.position.x,
      definition.position.y,
      definition.angle ?? 0,
    );
  }

  /** Its slot in its crowd. */
  get index(): number {
    return this.steering.index;
  }

  /**
   * Goes to `target` as the game's Seek does, by its steering: a character arrives on it; a missile
   * arrives on a point (stopping dead, the original's Seek), and on a moving target when its
   * {@link chaseArrival} is "stop", else seeks through it (to hit it).
   */
  chase(target: Readonly<Vec2Like> | MovingTarget): void {
    const moving = typeof (target as Partial<MovingTarget>).position === 'object';
    if (this.type === 'missile' && moving && this.settings.chaseArrival === 'fly-through') this.steering.seek(target);
    else this.steering.arrive(target);
  }

  // ---- Live settings ----

  /** The turn motor's limit, rad/s² (checked when set; takes effect on the next step). */
  get maxAngularAcceleration(): number {
    return this.settings.maxAngularAcceleration;
  }
  set maxAngularAcceleration(value: number) {
    // Checked once, by the steering's own setter, which refuses before anything has changed.
    this.steering.maxAngularAcceleration = value;
    if (value !== this.settings.maxAngularAcceleration) this.turnSettingsCount++;
    this.changeSettings({ maxAngularAcceleration: value });
  }

  /** Top speed, m/s (checked when set). */
  get maxSpeed(): number {
    return this.settings.maxSpeed;
  }
  set maxSpeed(value: number) {
    checkSetting('maxSpeed', value, MAX_SPEED_RANGE);
    this.changeSettings({ maxSpeed: value });
    this.propulsion.maxSpeed = value;
    this.crowd.setTopSpeed(this.index, value);
  }

  /** A waypoint or an arrival's target counts as reached within this distance, m. */
  get minSeekDistance(): number {
    return this.settings.minSeekDistance;
  }

  /** What a missile chasing a target does there, from the next step on: stop dead (the original's Seek) or fly through (to hit). */
  get chaseArrival(): EntitySettings['chaseArrival'] {
    return this.settings.chaseArrival;
  }
  set chaseArrival(value: EntitySettings['chaseArrival']) {
    if (value !== 'stop' && value !== 'fly-through')
      throw new RangeError(`chaseArrival must be "stop" or "fly-through", got ${String(value)}`);
    this.changeSettings({ chaseArrival: value });
    // Mid-chase, the chase goes on with the new arrival (a point sought is always arrived at).
    if (this.type === 'missile' && this.steering.movingTarget !== null) this.steering.setArrival(value === 'stop');
  }

  /**
   * Changes the guidance law and/or N of proportional navigation, live (a missile's seek; a
   * character keeps them without using them). Throws a RangeError for an unknown law or an N out of
   * its range, and changes nothing.
   */
  setGuidance(changes: Partial<Pick<EntitySettings, 'guidance' | 'navigationConstant'>>): void {
    const steered: Partial<GuidanceSettings> = {};
    if (changes.guidance !== undefined) steered.law = changes.guidance;
    if (changes.navigationConstant !== undefined) steered.navigationConstant = changes.navigationConstant;
    this.steering.setGuidance(steered);
    this.changeSettings({
      guidance: this.steering.guidanceSettings.law,
      navigationConstant: this.steering.guidanceSettings.navigationConstant,
    });
  }

  /** Steers with a controller built from `settings` from the next step on (its history new; mid-command it takes over bumplessly). */
  setController(settings: ControllerSettings): void {
    this.changeSettings({ controller: { ...settings } });
    this.steering.useController(createTurnController(settings));
    this.customValue = false;
    this.turnSettingsCount++;
  }

  /**
   * Steers with this controller object from the next step on (e.g. one the player wrote, run in a
   * sandbox), with the same hand-over as {@link setController}. The entity does not own it (it never
   * disposes it), and `getSettings().controller` keeps describing the last built-in one.
   */
  useController(controller: TurnController): void {
    this.steering.useController(controller);
    this.customValue = true;
    this.turnSettingsCount++;
  }

  /** Whether a controller given with {@link useController} steers it (say, a player's code) rather than its settings' controller. */
  get customController(): boolean {
    return this.customValue;
  }

  /**
   * Why the controller given with {@link useController} stopped steering when it can fail (the player's code: a fallback steers since), or
   * null.
   */
  get controllerFailure(): ControllerFailure | null {
    const controller = this.steering.controller;
    return isFallible(controller) ? controller.failure : null;
  }

  /**
   * Counts changes of what turns the body, from 0: its motor's limit and its controller (another
   * type, other gains, one given with `useController`). A watcher of its turns (TurnMeter) tells by
   * it that the turn it measured belongs to settings that are gone.
   */
  get turnSettingsRevision(): number {
    return this.turnSettingsCount;
  }

  /** A copy of the current settings. */
  getSettings(): EntitySettings {
    return { ...this.settings, controller: { ...this.settings.controller } };
  }

  /**
   * The current settings as JSON text, the same as `JSON.stringify(getSettings())`, made again only
   * after a setting changed: what the game compares to name a change (src/app/history/changeNotes.ts).
   */
  settingsText(): string {
    this.settingsJson ??= JSON.stringify(this.settings);
    return this.settingsJson;
  }

  private changeSettings(changes: Partial<EntitySettings>): void {
    Object.assign(this.settings, changes);
    this.settingsJson = null;
  }

  // ---- State (SI units, world frame; read-only views, do not keep references) ----

  /** Its body's origin, m. */
  get position(): Readonly<Vec2Like> {
    return this.body.position(this.positionValue);
  }
  /** Body angle, rad, wrapped to (−π, π]. */
  get angle(): number {
    return wrapAngle(this.body.angle());
  }
  /** m/s. */
  get velocity(): Readonly<Vec2Like> {
    return this.body.linearVelocity(this.velocityValue);
  }
  /** rad/s, counter-clockwise positive. */
  get angularVelocity(): number {
    return this.body.angularVelocity();
  }
  /** Mass, kg. */
  get mass(): number {
    return this.body.mass();
  }
  /** The body's rotational inertia about its centre of mass, kg·m² (torque = angular acceleration × it). */
  get inertia(): number {
    return this.inertiaAboutCenter;
  }
  /** What it is doing, by the game's names. */
  get mode(): EntityMode {
    return GAME_MODES[this.steering.mode];
  }
  /** The id of the target it faces or chases, or null. */
  get targetId(): string | null {
    return (this.steering.movingTarget as { readonly id?: string } | null)?.id ?? null;
  }

  // What drawing, the HUD and the history read of its steering (BodySteering has each).
  get heading(): number {
    return this.steering.heading;
  }
  get desiredHeading(): number {
    return this.steering.desiredHeading;
  }
  get headingError(): number {
    return this.steering.headingError;
  }
  get desiredHeadingRate(): number {
    return this.steering.desiredHeadingRate;
  }
  get commandedAngularAcceleration(): number {
    return this.steering.command;
  }
  get thrustFraction(): number {
    return this.steering.thrustFraction;
  }
  get controllerTerms(): Readonly<ControllerTerms> | null {
    return this.steering.controllerTerms;
  }
  get target(): Readonly<Vec2Like> | null {
    return this.steering.target;
  }
  get intercept(): Readonly<Vec2Like> | null {
    return this.steering.intercept;
  }
  get path(): readonly Readonly<Vec2Like>[] {
    return this.steering.path;
  }
  get pathLoops(): boolean {
    return this.steering.pathLoops;
  }
  get pathIndex(): number {
    return this.steering.pathIndex;
  }
  get waypointsReached(): number {
    return this.steering.waypointsReached;
  }
  measureHeadingError(): number {
    return this.steering.measureHeadingError();
  }

  // ---- Memory (a snapshot) ----

  /**
   * What it remembers between steps besides what its scene file says (body, command, settings): its
   * steering's state (BodySteering.saveState), its body exactly and the guard's (src/sim/state/memory.ts).
   */
  saveMemory(): EntityMemory {
    const state = this.steering.saveState();
    return {
      body: this.body.saveMemory(),
      goalReached: state.goalReached,
      path: state.path,
      turn: state.turn,
      setpoint: state.setpoint,
      controller: state.controller,
      sensor: state.sensor,
      lastGood: this.crowd.saveGuard(this.index),
      guidance: state.guidance,
    };
  }

  /**
   * Puts back what {@link saveMemory} gave, once the entity is built and commanded as its scene file
   * says: it then steps on bit for bit as the saved one. Throws a RangeError naming a bad field.
   */
  restoreMemory(memory: Readonly<EntityMemory>): void {
    this.steering.restoreState(memory);
    this.body.restoreMemory(memory.body, 'body.center');
    this.crowd.restoreGuard(this.index, memory.lastGood);
  }

  /**
   * Puts the entity back to its last good position and angle, at rest, stopped, its controller's
   * history forgotten: what its crowd's guard does when it finds the body's state unsound (a
   * non-finite or absurd value). A reset, not a control.
   */
  recover(): void {
    const last = this.crowd.lastGood(this.index);
    this.body.setTransform(last.x, last.y, last.angle);
    this.body.setLinearVelocity({ x: 0, y: 0 });
    this.body.setAngularVelocity(0);
    this.steering.stop();
    this.steering.controller.reset();
  }
}
