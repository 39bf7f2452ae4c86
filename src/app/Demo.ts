import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../sim/control/ControllerSettings';
import { TURN_RATE_PRESETS, type EntityType } from '../sim/entities/EntitySettings';
import type { MovingEntity } from '../sim/entities/MovingEntity';
import { FixedStepClock } from '../sim/FixedStepClock';
import { radToDeg } from '../sim/math/angle';
import { seededRandom } from '../sim/math/random';
import type { Vec2Like } from '../sim/math/vec2';
import type { Obstacle } from '../sim/obstacles/Obstacle';
import type { GuidanceLaw } from '../sim/steering/Guidance';
import { SteeringWorld, type HitEvent } from '../sim/SteeringWorld';
import { MAX_COORDINATE } from '../sim/validation/fields';
import { VISIBLE_ARENA } from './arena';
import { asSettingResult, checkController, checkControllerChange } from './controllerFields';
import { presetController, startingController, type ControllerPreset } from './controllerPresets';
import { demoLoopAt, OPENING_SCENE, spawnPlace, type SceneEntity } from './defaultScene';
import { TargetHandle, type DemoTarget } from './DemoTarget';
import { checkDisturbanceChange, defaultDisturbanceSettings, toDisturbance, type DisturbanceSettings } from './disturbanceFields';
import { checkGuidanceChange, type GuidanceChoice } from './guidanceFields';
import { HitLog } from './HitLog';
import { huntMotion } from './huntSetup';
import { OBSTACLE_KINDS, obstacleDefinition, type ObstacleKind } from './obstacleKinds';
import { MAX_PATH_WAYPOINTS } from './PathSketch';
import { courseStart, RACE_CHASE_START, RACE_COLLISION_GROUP, RACE_COURSE, raceLineUp, racerColorIndex, racerId, racerLabel } from './raceSetup';
import { ScopeRecorder } from './ScopeRecorder';
import { chooseSpawn, chooseTargetSpot } from './spawnPoints';
import { checkTargetMotionChange, defaultTargetMotionSettings, motionFrom, type TargetMotionSettings } from './targetMotionFields';
import { Trail } from './Trail';
import { checkTuningValue, OK, refused, type SettingResult } from './tuningFields';

export type { ControllerPreset } from './controllerPresets';
export type { DemoTarget } from './DemoTarget';

/**
 * The game's command modes, as the original demo's menu ("Cmd: Track / Seek / Path"):
 * - `track`: every entity turns in place to face its own target, wherever the target goes;
 * - `seek`: every entity chases its own target (a missile flies through it, a character stops on it);
 * - `path`: every entity follows its path of waypoints (drawn by the player, or a demo loop).
 */
export type DemoMode = 'track' | 'seek' | 'path';

/** Which entities a panel change applies to. */
export type ApplyTo = 'selected' | 'all';

/**
 * Where the max turn rate stands: the original's `high` (4π rad/s²), the `low` preset (π rad/s²)
 * for every entity, or `custom` (a slider value, or entities that differ).
 */
export type TurnRatePresetState = 'high' | 'low' | 'custom';

/** Everything the game keeps about one entity besides its simulation state. */
export interface EntityRecord {
  /** The simulation entity. A respawn replaces it (same id): read it afresh each frame. */
  readonly entity: MovingEntity;
  /** Index into the game's palette; an entity keeps its colour when its type is swapped. */
  readonly colorIndex: number;
  /** The target it tracks or chases (in a race, every racer shares one). */
  readonly target: DemoTarget;
  /** The path given to it for Path mode (m), empty until one is drawn or Path mode is entered. */
  readonly path: readonly Readonly<Vec2Like>[];
  /** Its recent positions. */
  readonly trail: Trail;
  /** Hits on its target in this scene. */
  readonly hits: number;
  /** A name for legends (a racer's controller), or null. */
  readonly label: string | null;
}

/** A wall, box, rock or crate the player placed. */
export interface ObstacleRecord {
  readonly obstacle: Obstacle;
  readonly kind: ObstacleKind;
  /** Where the player is dragging it (m), or null. While paused it shows there as a ghost. */
  readonly dragGoal: Readonly<Vec2Like> | null;
}

/** The settings the tuning panel shows: those of the selected entity (or of new entities). */
export interface TuningView {
  readonly controller: Readonly<ControllerSettings>;
  readonly maxAngularAcceleration: number;
  readonly maxSpeed: number;
  /** The type of entity shown (the selected one's, or "missile" with none). */
  readonly entityType: EntityType;
  readonly guidance: Readonly<GuidanceChoice>;
  /** The motion chosen for the shown entity's target. */
  readonly targetMotion: Readonly<TargetMotionSettings>;
}

/** Settings of a {@link Demo}. */
export interface DemoOptions {
  /** Simulation step, s. [default: 1/60] */
  dt?: number;
  /** Catch-up cap of the frame clock, steps per frame. [default: 5] */
  maxStepsPerFrame?: number;
}

/** Where one entity of a crowd ({@link Demo.loadCrowd}) starts and the loop it follows (m, rad). */
export interface CrowdPlacement {
  readonly type: EntityType;
  readonly position: Readonly<Vec2Like>;
  readonly angle: number;
  /** Its looping path, m (copied). */
  readonly path: readonly Readonly<Vec2Like>[];
}

/** The slow-motion time scale (the ¼× button). */
export const SLOW_MOTION_SCALE = 0.25;

/** Most entities on screen at once (the palette has this many colours). */
export const MAX_ENTITIES = 10;

/**
 * The planck collision group of the player's entities: a shared negative group, so they fly
 * through each other but still bounce off walls, boxes, rocks and crates, and still hit targets.
 * When they collided, a missile (its velocity is kept along its nose every step) could press into a
 * character and the two would circle each other for seconds; in the original demo only one entity
 * was ever on screen. The benchmark's crowd keeps group 0: there, collisions are the point.
 */
export const PLAYER_COLLISION_GROUP = -2;

/** Most obstacles at once. */
export const MAX_OBSTACLES = 40;

/** A thrown target flies at most this fast, m/s: slower than a missile (10 m/s), so it can be caught. */
export const MAX_THROW_SPEED = 8;

/** A release slower than this is a drop, not a throw, m/s. */
export const MIN_THROW_SPEED = 1;

/**
 * The opening demo hops a target on when its entity comes this close, m: before the missile's stop
 * radius (4 m), so that neither entity stops and the missile must swing round at full speed.
 */
const ROUTE_HOP_DISTANCE = 6;

/** The entity types, in the order settings list their controllers. */
const ENTITY_TYPES: readonly EntityType[] = ['missile', 'character'];

/** Unshown warnings kept at most (older ones are dropped). */
const MAX_QUEUED_WARNINGS = 4;

/** A trail point is recorded every this many steps (30 Hz at the default step). */
const TRAIL_EVERY_STEPS = 2;

/** Trail length in points: 6 s at 30 Hz. */
const TRAIL_POINTS = 180;

/** Seed of the game's own random choices (where a reached target jumps to). */
const RANDOM_SEED = 20140601;

/** Mutable twin of {@link EntityRecord}, kept private to the Demo. */
interface MutableRecord {
  entity: MovingEntity;
  colorIndex: number;
  target: TargetHandle;
  path: Vec2Like[];
  trail: Trail;
  /** The opening scene's hopping targets (empty for entities the player added). */
  route: readonly Vec2Like[];
  routeIndex: number;
  hits: number;
  label: string | null;
  /** Simulated time of the last (re)launch or target (re)appearance, s: time-to-hit counts from it. */
  launchTime: number;
  /** The spawn point used last (-1: none). */
  spawnIndex: number;
  /** The last settings of every controller type this entity had, so switching back restores them. */
  controllerMemory: Partial<Record<ControllerType, ControllerSettings>>;
  collisionGroup: number;
}

/** Mutable twin of {@link ObstacleRecord}. */
interface MutableObstacle {
  obstacle: Obstacle;
  kind: ObstacleKind;
  dragGoal: Vec2Like | null;
}

/**
 * One scene: a world and what the game keeps around it. Race mode swaps in a scene of its own and
 * swaps the previous one back when it ends.
 */
interface Scene {
  world: SteeringWorld;
  records: MutableRecord[];
  obstacles: MutableObstacle[];
  hits: HitLog;
  mode: DemoMode;
  selectedId: string | null;
  selectedObstacleId: string | null;
  autoRetarget: boolean;
  hunting: boolean;
  racing: boolean;
  typeCounters: Record<EntityType, number>;
  obstacleCounters: Record<ObstacleKind, number>;
  spawnCount: number;
  /** Hits reported during a step, handled after it (the world is never changed inside its step). */
  pendingHits: HitEvent[];
}

/**
 * The game's model, with no Phaser and no DOM: it owns the simulation ({@link SteeringWorld}) and
 * everything the player changes around it: each entity's target (a real simulation target: hits
 * are planck contacts), paths, obstacles, the command mode, selection, pause, time scale, tuning,
 * the disturbance, the Hunt demo and race mode. The scene turns input into calls of these methods,
 * calls {@link advance} once per frame and draws what it reads back; data flows one way.
 *
 * Time: {@link advance} feeds frame time (scaled by {@link timeScale}) to a {@link FixedStepClock},
 * so the simulation only ever advances by its fixed `dt`, at most `maxStepsPerFrame` steps per
 * frame (a hidden tab or a slow frame slows it down instead of making bodies jump). Pausing stops
 * simulated time; {@link singleStep} advances exactly one `dt`.
 *
 * Hits: a hit counts when an entity touches the target it chases (Seek mode). A missile then
 * respawns at a spawn point far from the target, facing it; a character's target jumps somewhere
 * new (unless the player holds it). So the game runs unattended as a loop.
 */
export class Demo {
  /** Which entities panel changes apply to. [default: "all"] */
  applyTo: ApplyTo = 'all';

  private readonly options: Required<DemoOptions>;
  private scene: Scene;
  /** The scene race mode replaced, restored when the race ends. */
  private savedScene: Scene | null = null;
  private clock: FixedStepClock;
  private pausedValue = false;
  private timeScaleValue = 1;
  private pathLoopValue = true;
  private random = seededRandom(RANDOM_SEED);
  private raceControllerList: ControllerType[] = [...CONTROLLER_TYPES];
  private readonly disturbanceValue: DisturbanceSettings = defaultDisturbanceSettings();
  /** Settings given to entities created from now on (panel changes applied to "all"). */
  private template = {
    preset: 'tuned' as ControllerPreset,
    /** PID changes over the preset (when `controller` is null). */
    controllerChanges: {} as Record<string, unknown>,
    /** A non-PID controller for new entities, or null for the PID of the preset. */
    controller: null as ControllerSettings | null,
    /** A controller per entity type (saved settings, a settings preset); wins over the three above when set. */
    byType: null as Record<EntityType, ControllerSettings> | null,
    maxAngularAcceleration: TURN_RATE_PRESETS.high as number,
    maxSpeed: 10,
    guidance: { guidance: 'pursuit' as GuidanceLaw, navigationConstant: 4 },
    motion: defaultTargetMotionSettings(),
  };
  /** The selected entity's turn signals over the last 5 s of simulated time. */
  readonly scope: ScopeRecorder;
  /** Messages about entities the simulation had to reset, not yet shown (bounded). */
  private readonly warningQueue: string[] = [];

  constructor(options: DemoOptions = {}) {
    this.options = { dt: options.dt ?? 1 / 60, maxStepsPerFrame: options.maxStepsPerFrame ?? 5 };
    this.clock = new FixedStepClock(this.options);
    this.scope = new ScopeRecorder(this.options.dt);
    this.scene = this.newScene(false);
    this.buildOpeningScene();
  }

  // ---- Read-only state ----

  /** The simulation. Replaced by {@link reset} and by race mode: do not keep a reference. */
  get world(): SteeringWorld {
    return this.scene.world;
  }

  /** The fixed simulation step, s. */
  get dt(): number {
    return this.scene.world.dt;
  }

  /** Simulated time of the current scene, s. */
  get time(): number {
    return this.scene.world.time;
  }

  /** The current command mode. [default: "seek"] */
  get mode(): DemoMode {
    return this.scene.mode;
  }

  /** Id of the selected entity, or null when there is none. */
  get selectedId(): string | null {
    return this.scene.selectedId;
  }

  /** The selected entity's record, or null. */
  get selected(): EntityRecord | null {
    return this.selectedRecord() ?? null;
  }

  /** True while simulated time is stopped. */
  get paused(): boolean {
    return this.pausedValue;
  }

  /** Simulated seconds per real second (1 normal, 0.25 slow motion). [default: 1] */
  get timeScale(): number {
    return this.timeScaleValue;
  }

  /** Whether paths loop (applies to every path). [default: true] */
  get pathLoop(): boolean {
    return this.pathLoopValue;
  }

  /**
   * Whether the opening demo runs: in Seek mode, the opening entities' targets hop to the next
   * spot of their route as the entity comes near. Turned off (until reset) as soon as the player
   * moves a target, starts the Hunt or sets a target moving.
   */
  get autoRetarget(): boolean {
    return this.scene.autoRetarget;
  }

  /** Whether the Hunt demo runs (moving targets, Seek mode, respawns). */
  get hunting(): boolean {
    return this.scene.hunting;
  }

  /** Whether race mode is on (the scene is a race; leaving it restores the previous scene). */
  get racing(): boolean {
    return this.scene.racing;
  }

  /** The controllers a race lines up, in the order of CONTROLLER_TYPES. [default: all six] */
  get raceControllers(): readonly ControllerType[] {
    return this.raceControllerList;
  }

  /** One record per entity, in creation order. */
  get records(): readonly EntityRecord[] {
    return this.scene.records;
  }

  /** Every target once, in the order of the entities. */
  get targets(): readonly DemoTarget[] {
    const list: DemoTarget[] = [];
    for (const record of this.scene.records) if (!list.includes(record.target)) list.push(record.target);
    return list;
  }

  /** The obstacles, in the order they were placed. */
  get obstacles(): readonly ObstacleRecord[] {
    return this.scene.obstacles;
  }

  /** Id of the selected obstacle, or null. */
  get selectedObstacleId(): string | null {
    return this.scene.selectedObstacleId;
  }

  /** Hits in this scene: total, per entity, the last time-to-hit, recent explosions. */
  get hits(): HitLog {
    return this.scene.hits;
  }

  /** The disturbance as set in the panel. */
  get disturbance(): Readonly<DisturbanceSettings> {
    return this.disturbanceValue;
  }

  /** Simulated time dropped by the catch-up cap since the last reset, s. */
  get droppedTime(): number {
    return this.clock.dropped;
  }

  /** True when the simulation reset an entity (its state went unsound) since {@link takeWarnings}. */
  get hasWarnings(): boolean {
    return this.warningQueue.length > 0;
  }

  /**
   * The messages about entities the simulation had to reset to their last good state (say, gains
   * pushed too far), oldest first; the queue is emptied.
   */
  takeWarnings(): string[] {
    return this.warningQueue.splice(0, this.warningQueue.length);
  }

  /** The record of entity `id`, if any. */
  getRecord(id: string): EntityRecord | undefined {
    return this.findRecord(id);
  }

  /** The target with this id, if any. */
  getTarget(id: string): DemoTarget | undefined {
    return this.findTarget(id);
  }

  /**
   * Where the max turn rate stands: `high` or `low` when every entity (or, with none, new
   * entities) is at that preset, else `custom`.
   */
  get turnRatePreset(): TurnRatePresetState {
    let allHigh = true;
    let allLow = true;
    const records = this.scene.records;
    const count = Math.max(1, records.length);
    for (let i = 0; i < count; i++) {
      const record = records[i];
      const limit = record ? record.entity.maxAngularAcceleration : this.template.maxAngularAcceleration;
      allHigh &&= limit === TURN_RATE_PRESETS.high;
      allLow &&= limit === TURN_RATE_PRESETS.low;
    }
    return allHigh ? 'high' : allLow ? 'low' : 'custom';
  }

  /** The max turn rate shown (rad/s²): the selected entity's, else the first's, else new entities'. Allocates nothing. */
  get shownTurnRate(): number {
    const record = this.shownRecord();
    return record ? record.entity.maxAngularAcceleration : this.template.maxAngularAcceleration;
  }

  /** The settings the panel shows: the selected entity's (else the first's), or those new entities would get. */
  tuningView(): TuningView {
    const record = this.shownRecord();
    if (record) {
      const settings = record.entity.getSettings();
      return {
        controller: settings.controller,
        maxAngularAcceleration: settings.maxAngularAcceleration,
        maxSpeed: settings.maxSpeed,
        entityType: record.entity.type,
        guidance: { guidance: settings.guidance, navigationConstant: settings.navigationConstant },
        targetMotion: { ...record.target.motionSettings },
      };
    }
    return {
      controller: this.templateController('missile'),
      maxAngularAcceleration: this.template.maxAngularAcceleration,
      maxSpeed: this.template.maxSpeed,
      entityType: 'missile',
      guidance: { ...this.template.guidance },
      targetMotion: { ...this.template.motion },
    };
  }

  /**
   * The settings controller `type` gets when it is compared or raced against the shown entity's:
   * that entity's own settings if it uses this type (or used it before), else the type's starting
   * settings for `entityType`.
   */
  controllerFor(type: ControllerType, entityType: EntityType = this.tuningView().entityType): ControllerSettings {
    const record = this.shownRecord();
    if (record) {
      const current = record.entity.getSettings().controller;
      if (current.type === type) return current;
      const remembered = record.controllerMemory[type];
      if (remembered) return { ...remembered };
    } else if (type === this.templateController(entityType).type) {
      return this.templateController(entityType);
    }
    return startingController(type, entityType, this.template.preset);
  }

  // ---- Modes, selection, targets, paths ----

  /** Switches every entity to `mode` (see {@link DemoMode}). Track stops the bodies first. */
  setMode(mode: DemoMode): void {
    this.scene.mode = mode;
    for (const record of this.scene.records) this.applyMode(record);
  }

  /** Selects entity `id` (null: none). Unknown ids are ignored. Clears the scope on change. */
  select(id: string | null): void {
    if (id !== null && !this.findRecord(id)) return;
    if (id === this.scene.selectedId) return;
    this.scene.selectedId = id;
    this.scope.clear();
  }

  /** Selects the entity after the selected one, in creation order (wraps round). */
  selectNext(): void {
    const records = this.scene.records;
    if (records.length === 0) return;
    const index = records.findIndex((r) => r.entity.id === this.scene.selectedId);
    this.select((records[(index + 1) % records.length] as MutableRecord).entity.id);
  }

  /**
   * Puts target `targetId` at `position` (m) at once: a target is a sensor, so this moves no body.
   * The entities keep their state and controllers and steer toward it. Its chosen motion restarts
   * from there. Ends the opening demo's hopping targets.
   */
  moveTarget(targetId: string, position: Vec2Like): boolean {
    const handle = this.findTarget(targetId);
    if (!handle || !isFinitePoint(position)) return false;
    this.scene.autoRetarget = false;
    this.placeTarget(handle, clampPoint(position), true);
    return true;
  }

  /**
   * The player holds target `targetId` with the pointer at `point` (m): call it every frame while
   * held. While time runs the target moves there by velocity over the next step (Target.drag: it
   * is never teleported); while paused it is placed there at once. Ends the opening demo's
   * hopping targets.
   */
  dragTarget(targetId: string, point: Vec2Like): boolean {
    const handle = this.findTarget(targetId);
    if (!handle || !isFinitePoint(point)) return false;
    this.scene.autoRetarget = false;
    handle.heldFlag = true;
    const goal = handle.dragGoal;
    goal.x = clampCoordinate(point.x);
    goal.y = clampCoordinate(point.y);
    if (this.pausedValue) this.placeTarget(handle, goal, false);
    else handle.sim.drag(goal);
    return true;
  }

  /**
   * The player lets go of target `targetId` (Target.release). With a `throwVelocity` (m/s of
   * simulated time: the pointer's velocity as it let go, from a flick) of at least
   * {@link MIN_THROW_SPEED}, the target is thrown: it keeps that velocity, capped at
   * {@link MAX_THROW_SPEED}, and bounces inside the view. Otherwise it is dropped where the pointer
   * let go and resumes the motion chosen in the panel from there (a static one stays).
   */
  releaseTarget(targetId: string, throwVelocity: Readonly<Vec2Like> | null = null): boolean {
    const handle = this.findTarget(targetId);
    if (!handle) return false;
    const target = handle.sim;
    const drop = { x: handle.dragGoal.x, y: handle.dragGoal.y };
    const wasHeld = handle.heldFlag;
    handle.heldFlag = false;
    target.release();
    const speed = throwVelocity ? Math.hypot(throwVelocity.x, throwVelocity.y) : 0;
    if (throwVelocity && Number.isFinite(speed) && speed >= MIN_THROW_SPEED) {
      const scale = Math.min(1, MAX_THROW_SPEED / speed);
      target.setMotion({ type: 'linear', velocity: { x: throwVelocity.x * scale, y: throwVelocity.y * scale } });
      return true;
    }
    this.placeTarget(handle, wasHeld ? drop : target.position, true);
    return true;
  }

  /**
   * Gives entity `entityId` a path (m, copied). In Path mode it follows it at once
   * (commandFollowPath, looping if {@link pathLoop}); in other modes it is kept for Path mode.
   * In a race every racer gets it.
   */
  setPath(entityId: string, points: readonly Vec2Like[]): SettingResult {
    const record = this.findRecord(entityId);
    if (!record) return refused('path', `there is no entity "${entityId}"`);
    if (points.length < 1 || points.length > MAX_PATH_WAYPOINTS) return refused('path', `must have 1 to ${MAX_PATH_WAYPOINTS} waypoints; got ${points.length}`);
    if (!points.every(isFinitePoint)) return refused('path', `waypoints must be finite numbers within ±${MAX_COORDINATE} m`);
    const receivers = this.scene.racing ? this.scene.records : [record];
    for (const receiver of receivers) {
      receiver.path = points.map((p) => ({ x: p.x, y: p.y }));
      if (this.scene.mode === 'path') receiver.entity.commandFollowPath(receiver.path, this.pathLoopValue);
    }
    return OK;
  }

  /** Moves waypoint `index` of entity `entityId`'s path to `position` (m), live (in a race: every racer's). */
  moveWaypoint(entityId: string, index: number, position: Vec2Like): boolean {
    const record = this.findRecord(entityId);
    if (!record || !record.path[index] || !isFinitePoint(position)) return false;
    const receivers = this.scene.racing ? this.scene.records : [record];
    for (const receiver of receivers) {
      const waypoint = receiver.path[index];
      if (!waypoint) continue;
      waypoint.x = clampCoordinate(position.x);
      waypoint.y = clampCoordinate(position.y);
      if (this.scene.mode === 'path' && receiver.entity.mode === 'followPath') receiver.entity.moveWaypoint(index, waypoint);
    }
    return true;
  }

  /** Turns path looping on or off; entities on a path restart it from its first waypoint. */
  setPathLoop(loop: boolean): void {
    this.pathLoopValue = loop;
    if (this.scene.mode !== 'path') return;
    for (const record of this.scene.records) if (record.path.length) record.entity.commandFollowPath(record.path, loop);
  }

  /** Turns the opening demo's hopping targets on or off. */
  setAutoRetarget(on: boolean): void {
    this.scene.autoRetarget = on;
  }

  // ---- Entities ----

  /** Adds an entity of `type` on the next spawn lane, selects it and gives it the current mode. */
  addEntity(type: EntityType): SettingResult {
    if (this.scene.racing) return refused('entities', 'leave race mode (K) to add entities');
    if (this.scene.records.length >= MAX_ENTITIES) return refused('entities', `at most ${MAX_ENTITIES} entities; remove one first`);
    const place = spawnPlace(this.scene.spawnCount++);
    const record = this.createRecord({ type, ...place, route: [], demoPath: [] }, this.freeColorIndex());
    if (this.scene.hunting) this.startTargetMotion(record.target, huntMotion(this.scene.records.length - 1));
    this.applyMode(record);
    this.select(record.entity.id);
    return OK;
  }

  /** Removes the selected entity with its target and path; selects the next one. */
  removeSelected(): boolean {
    const scene = this.scene;
    const index = scene.records.findIndex((r) => r.entity.id === scene.selectedId);
    if (index < 0) return false;
    const [record] = scene.records.splice(index, 1) as [MutableRecord];
    scene.world.removeEntity(record.entity.id);
    if (!scene.records.some((r) => r.target === record.target)) scene.world.removeTarget(record.target.id);
    else if (record.target.entityId === record.entity.id) record.target.entityId = (scene.records.find((r) => r.target === record.target) as MutableRecord).entity.id;
    scene.hits.forget(record.entity.id);
    const next = scene.records[Math.min(index, scene.records.length - 1)];
    scene.selectedId = null;
    this.select(next ? next.entity.id : null);
    return true;
  }

  /**
   * The original's "Next Type": replaces the selected entity by one of the other type at the same
   * place, angle and speed, with the same colour, target, path, turn limit and top speed (and the
   * controller gains new entities of its type get). It takes the current mode at once.
   */
  nextType(): boolean {
    const scene = this.scene;
    if (scene.racing) return false;
    const index = scene.records.findIndex((r) => r.entity.id === scene.selectedId);
    const old = scene.records[index];
    if (!old) return false;
    const type: EntityType = old.entity.type === 'missile' ? 'character' : 'missile';
    const { position, angle, velocity, maxAngularAcceleration, maxSpeed } = old.entity;
    const speed = Math.min(Math.hypot(velocity.x, velocity.y), maxSpeed);
    const id = this.nextId(type);
    scene.world.removeEntity(old.entity.id);
    const entity = scene.world.addEntity({
      id,
      type,
      position: { x: position.x, y: position.y },
      angle,
      speed,
      settings: { ...this.templateSettings(type), maxAngularAcceleration, maxSpeed },
      collisionGroup: old.collisionGroup,
    });
    // A new target named after the new entity, where the old one was, moving as it did.
    const oldTarget = old.target;
    scene.world.removeTarget(oldTarget.id);
    const target = this.createTarget(`target-${id}`, id, oldTarget.position, oldTarget.motionSettings, oldTarget.direction);
    const record: MutableRecord = { ...old, entity, target, controllerMemory: {}, hits: 0 };
    scene.hits.forget(old.entity.id);
    scene.records[index] = record;
    scene.selectedId = id;
    this.scope.clear();
    this.applyMode(record);
    return true;
  }

  /**
   * Puts the scene back as on load: the opening Missile and Character, their targets and routes,
   * time 0, hopping targets on, no obstacles, no hits, empty trails; race mode and the Hunt end.
   * Keeps the mode (re-applied), pause, time scale, path loop, the disturbance and the tuning
   * (turn rate, controller, speed, guidance) so an experiment can be replayed.
   */
  reset(): void {
    const mode = this.scene.mode;
    this.savedScene = null;
    this.scene = this.newScene(false);
    this.scene.mode = mode;
    this.random = seededRandom(RANDOM_SEED);
    this.clock = new FixedStepClock(this.options);
    this.warningQueue.length = 0;
    this.scope.clear();
    this.buildOpeningScene();
  }

  /**
   * Replaces the scene by a crowd following looping paths, in Path mode: the browser benchmark
   * (`?bench=N`, see src/app/bench). Entity i starts as `placements[i]` says, with palette colour i
   * (wrapping round) and the settings new entities get, and loops its path. Not limited to
   * {@link MAX_ENTITIES}. Every entity shares one static target parked below the crowd, out of
   * reach (Path mode does not show it), so the world holds the entities and almost nothing else.
   * The first entity is selected. {@link reset} brings the opening scene back.
   */
  loadCrowd(placements: readonly CrowdPlacement[]): void {
    this.savedScene = null;
    this.scene = this.newScene(false);
    this.scene.mode = 'path';
    this.scene.autoRetarget = false;
    this.clock = new FixedStepClock(this.options);
    this.warningQueue.length = 0;
    this.scope.clear();
    let lowest = 0;
    for (const placement of placements) for (const point of [placement.position, ...placement.path]) lowest = Math.min(lowest, point.y);
    const parking = { x: 0, y: clampCoordinate(lowest - 50) };
    let shared: TargetHandle | null = null;
    placements.forEach((placement, colorIndex) => {
      const scene = this.scene;
      const id = this.nextId(placement.type);
      const entity = scene.world.addEntity({ id, type: placement.type, position: { x: placement.position.x, y: placement.position.y }, angle: placement.angle, settings: this.templateSettings(placement.type) });
      shared ??= this.createTarget(`target-${id}`, id, parking, defaultTargetMotionSettings(), 0);
      const record: MutableRecord = {
        entity,
        colorIndex,
        target: shared,
        path: placement.path.map((p) => ({ x: p.x, y: p.y })),
        trail: new Trail(TRAIL_POINTS),
        route: [],
        routeIndex: 0,
        hits: 0,
        label: null,
        launchTime: 0,
        spawnIndex: -1,
        controllerMemory: {},
        collisionGroup: 0,
      };
      scene.records.push(record);
      this.applyMode(record);
    });
    this.select(this.scene.records[0]?.entity.id ?? null);
  }

  // ---- Obstacles ----

  /**
   * Places an obstacle of `kind` centred at `at` (m; kept inside the visible arena), selects it.
   * Refused beyond {@link MAX_OBSTACLES} or for a non-finite point.
   */
  addObstacle(kind: ObstacleKind, at: Vec2Like): SettingResult {
    const scene = this.scene;
    if (!OBSTACLE_KINDS.includes(kind)) return refused('obstacle', `obstacle must be one of ${OBSTACLE_KINDS.join(', ')}; got ${String(kind)}`);
    if (!isFinitePoint(at)) return refused('obstacle', `the position must be finite numbers within ±${MAX_COORDINATE} m`);
    if (scene.obstacles.length >= MAX_OBSTACLES) return refused('obstacle', `at most ${MAX_OBSTACLES} obstacles; clear some first`);
    const position = {
      x: Math.max(-VISIBLE_ARENA.halfWidth, Math.min(VISIBLE_ARENA.halfWidth, at.x)),
      y: Math.max(-VISIBLE_ARENA.halfHeight, Math.min(VISIBLE_ARENA.halfHeight, at.y)),
    };
    let id: string;
    do id = `${kind}-${++scene.obstacleCounters[kind]}`;
    while (scene.world.getObstacle(id));
    const obstacle = scene.world.addObstacle(obstacleDefinition(kind, id, position));
    scene.obstacles.push({ obstacle, kind, dragGoal: null });
    scene.selectedObstacleId = id;
    return OK;
  }

  /** Selects obstacle `id` (null: none). Unknown ids are ignored. */
  selectObstacle(id: string | null): void {
    if (id !== null && !this.findObstacle(id)) return;
    this.scene.selectedObstacleId = id;
  }

  /** Removes obstacle `id`. */
  removeObstacle(id: string): boolean {
    const scene = this.scene;
    const index = scene.obstacles.findIndex((o) => o.obstacle.id === id);
    if (index < 0) return false;
    scene.obstacles.splice(index, 1);
    scene.world.removeObstacle(id);
    if (scene.selectedObstacleId === id) scene.selectedObstacleId = null;
    return true;
  }

  /** Removes every obstacle; returns how many there were. */
  clearObstacles(): number {
    const count = this.scene.obstacles.length;
    const ids = this.scene.obstacles.map((record) => record.obstacle.id);
    for (const id of ids) this.removeObstacle(id);
    return count;
  }

  /**
   * The player holds obstacle `id` at `goal` (m): call it every frame while held. It moves there by
   * velocity when time runs (shoving what is in the way); while paused it waits there as a ghost.
   */
  dragObstacle(id: string, goal: Vec2Like): boolean {
    const record = this.findObstacle(id);
    if (!record || !isFinitePoint(goal)) return false;
    const point = clampPoint(goal);
    if (record.dragGoal) {
      record.dragGoal.x = point.x;
      record.dragGoal.y = point.y;
    } else record.dragGoal = point;
    record.obstacle.drag(point);
    this.scene.selectedObstacleId = id;
    return true;
  }

  /** The player lets go of obstacle `id`: a wall stays where it got to, a crate keeps its velocity. */
  releaseObstacle(id: string): boolean {
    const record = this.findObstacle(id);
    if (!record) return false;
    record.dragGoal = null;
    record.obstacle.release();
    return true;
  }

  // ---- Hunt and race ----

  /**
   * Starts or stops the Hunt demo. On: Seek mode, the opening demo's hops stop, and every target
   * moves (a circle, a zig-zag, a bouncing line, in turn); missiles respawn after each hit and
   * characters' targets jump, so it runs unattended. Off: the targets stop where they are.
   */
  setHunting(on: boolean): void {
    const scene = this.scene;
    if (on === scene.hunting) return;
    scene.hunting = on;
    if (on) {
      scene.autoRetarget = false;
      this.targetHandles().forEach((handle, i) => this.startTargetMotion(handle, huntMotion(i)));
      this.setMode('seek');
    } else {
      for (const handle of this.targetHandles()) this.startTargetMotion(handle, { ...handle.motionSettings, type: 'static' });
    }
  }

  /** Chooses the race's controllers (at least one). */
  setRaceControllers(types: readonly ControllerType[]): SettingResult {
    const lineUp = raceLineUp(types);
    if (lineUp.length === 0) return refused('raceControllers', 'choose at least one controller to race.');
    if (types.some((type) => !CONTROLLER_TYPES.includes(type))) return refused('raceControllers', `controllers must be among ${CONTROLLER_TYPES.join(', ')}.`);
    this.raceControllerList = lineUp;
    return OK;
  }

  /**
   * Starts a race: the current scene is set aside and a new one holds one copy of the selected
   * entity (type, turn rate, speed, guidance) per chosen controller, all at rest on one start spot,
   * colour-coded, passing through each other (a shared negative collision group). In Path mode
   * they follow the path the player drew for the selected entity (or the race course round the
   * middle of the view), from its closing leg; in Seek and Track modes they start left of the
   * middle and chase (or turn toward) one shared target, which moves as the selected entity's
   * did. Refused without an entity.
   */
  startRace(): SettingResult {
    if (this.scene.racing) return OK;
    const base = this.shownRecord();
    if (!base) return refused('race', 'add an entity first: the race copies the selected one.');
    const baseEntity = base.entity;
    const settings = baseEntity.getSettings();
    const drawn = base.path.length >= 2 && !OPENING_SCENE.some((entry) => samePath(entry.demoPath, base.path));
    const path = drawn ? base.path.map((p) => ({ x: p.x, y: p.y })) : RACE_COURSE.map((p) => ({ x: p.x, y: p.y }));
    const { position: start, angle } = this.scene.mode === 'path' ? courseStart(path) : { position: { ...RACE_CHASE_START.position }, angle: RACE_CHASE_START.angle };
    const types = raceLineUp(this.raceControllerList);
    const saved = this.scene;
    const race = this.newScene(true);
    race.mode = saved.mode;
    race.hunting = saved.hunting;
    race.autoRetarget = false;
    const firstId = racerId(types[0] as ControllerType);
    const target = this.createTargetIn(race, 'target-race', firstId, base.target.position, base.target.motionSettings, base.target.direction);
    for (const type of types) {
      const id = racerId(type);
      const controller = this.controllerFor(type, baseEntity.type);
      const entity = race.world.addEntity({ id, type: baseEntity.type, position: start, angle, settings: { ...settings, controller }, collisionGroup: RACE_COLLISION_GROUP });
      race.records.push({
        entity,
        colorIndex: racerColorIndex(type),
        target,
        path: path.map((p) => ({ x: p.x, y: p.y })),
        trail: new Trail(TRAIL_POINTS),
        route: [],
        routeIndex: 0,
        hits: 0,
        label: racerLabel(type),
        launchTime: 0,
        spawnIndex: -1,
        controllerMemory: {},
        collisionGroup: RACE_COLLISION_GROUP,
      });
    }
    this.savedScene = saved;
    this.scene = race;
    this.clock.reset();
    this.scope.clear();
    for (const record of race.records) this.applyMode(record);
    race.selectedId = firstId;
    return OK;
  }

  /** Ends the race and restores the scene it replaced, as it was (its time resumes where it stopped). */
  stopRace(): void {
    if (!this.scene.racing || !this.savedScene) return;
    this.scene = this.savedScene;
    this.savedScene = null;
    this.scene.world.setDisturbance(toDisturbance(this.disturbanceValue));
    this.clock.reset();
    this.scope.clear();
  }

  // ---- Tuning (validated: a refused value changes nothing) ----

  /** The T key: every entity (and new ones) to the low preset if all are at high, else to high. */
  toggleTurnRate(): void {
    const limit = this.turnRatePreset === 'high' ? TURN_RATE_PRESETS.low : TURN_RATE_PRESETS.high;
    this.template.maxAngularAcceleration = limit;
    for (const record of this.scene.records) record.entity.maxAngularAcceleration = limit;
  }

  /** Sets the max turn rate (rad/s²) of the selected entity or of all ({@link applyTo}). */
  setMaxAngularAcceleration(value: number): SettingResult {
    const problem = checkTuningValue('maxAngularAcceleration', value, this.tuningView().maxAngularAcceleration);
    if (problem) return refused('maxAngularAcceleration', problem);
    if (this.applyTo === 'all') this.template.maxAngularAcceleration = value;
    for (const record of this.recordsOfChange()) record.entity.maxAngularAcceleration = value;
    return OK;
  }

  /** Sets the top speed (m/s) of the selected entity or of all ({@link applyTo}). */
  setMaxSpeed(value: number): SettingResult {
    const problem = checkTuningValue('maxSpeed', value, this.tuningView().maxSpeed);
    if (problem) return refused('maxSpeed', problem);
    if (this.applyTo === 'all') this.template.maxSpeed = value;
    for (const record of this.recordsOfChange()) record.entity.maxSpeed = value;
    return OK;
  }

  /**
   * Switches the turn controller of the selected entity or of all ({@link applyTo}) to `type`, live
   * and bumpless (the new controller takes over from the old one's last command). Each entity gets
   * back the settings it last had for that type, or the type's starting settings.
   */
  setControllerType(type: ControllerType): SettingResult {
    if (!CONTROLLER_TYPES.includes(type)) return refused('type', `controller type must be one of ${CONTROLLER_TYPES.join(', ')}; got ${String(type)}.`);
    for (const record of this.recordsOfChange()) {
      const current = record.entity.getSettings().controller;
      if (current.type === type) continue;
      record.controllerMemory[current.type] = current;
      record.entity.setController(record.controllerMemory[type] ?? startingController(type, record.entity.type, this.template.preset));
    }
    if (this.applyTo === 'all') {
      this.template.controller = type === 'pid' ? null : startingController(type, 'missile');
      this.template.byType = null;
    }
    return OK;
  }

  /**
   * Changes controller fields (of the shown controller's type) of the selected entity or of all
   * ({@link applyTo}), live: each entity of that type gets a new controller with its other settings
   * kept (bumpless). Every field is checked first with the scenario schema's rules; if one is
   * refused, nothing changes.
   */
  setControllerSettings(changes: Readonly<Record<string, unknown>>): SettingResult {
    const current = this.tuningView().controller;
    const check = checkControllerChange(current, changes);
    if (!check.ok) return asSettingResult(check);
    const clean: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(changes)) if (value !== undefined && key !== 'type') clean[key] = value;
    const byType = this.template.byType;
    if (this.applyTo === 'all' && byType) {
      for (const type of ENTITY_TYPES) if (byType[type].type === current.type) byType[type] = { ...byType[type], ...clean } as ControllerSettings;
    } else if (this.applyTo === 'all') {
      if (current.type === 'pid' && this.template.controller === null) Object.assign(this.template.controllerChanges, clean);
      else if (this.template.controller?.type === current.type) this.template.controller = { ...this.template.controller, ...clean } as ControllerSettings;
    }
    for (const record of this.recordsOfChange()) {
      const settings = record.entity.getSettings().controller;
      if (settings.type !== current.type) continue;
      record.entity.setController({ ...settings, ...clean } as ControllerSettings);
    }
    return OK;
  }

  /**
   * Gives the selected entity or all ({@link applyTo}) these whole controller settings (e.g. what
   * the auto-tuner found), validated first; live and bumpless.
   */
  setController(settings: ControllerSettings): SettingResult {
    const check = checkController(settings, this.tuningView().controller);
    if (!check.ok) return asSettingResult(check);
    for (const record of this.recordsOfChange()) {
      const current = record.entity.getSettings().controller;
      if (current.type !== settings.type) record.controllerMemory[current.type] = current;
      record.entity.setController({ ...check.settings });
    }
    if (this.applyTo === 'all') {
      this.template.byType = null;
      if (settings.type === 'pid') {
        this.template.controller = null;
        this.template.controllerChanges = { ...settings };
      } else this.template.controller = { ...settings };
    }
    return OK;
  }

  /**
   * Loads a PID preset into the selected entity or all ({@link applyTo}), each with its own
   * type's gains: "tuned" = TUNED_GAINS with the corrected arithmetic; "original" = the original
   * demo's ORIGINAL_GAINS with the as-published arithmetic (dt 0.01 s, integral ÷ 3·dt).
   */
  applyPreset(preset: ControllerPreset): void {
    if (this.applyTo === 'all') this.template = { ...this.template, preset, controllerChanges: {}, controller: null, byType: null };
    for (const record of this.recordsOfChange()) record.entity.setController(presetController(preset, record.entity.type));
  }

  /**
   * The controller entities of `entityType` use: the shown entity's if it is of that type, else the
   * first such entity's, else the one a new entity of that type would get.
   */
  controllerOfType(entityType: EntityType): ControllerSettings {
    const shown = this.shownRecord();
    const record = shown?.entity.type === entityType ? shown : this.scene.records.find((r) => r.entity.type === entityType);
    return record ? { ...record.entity.getSettings().controller } : this.templateController(entityType);
  }

  /**
   * Gives every entity, and new ones, the controller of its type (`controllers.missile` to
   * missiles, `controllers.character` to characters), whatever {@link applyTo} says: settings
   * restored from storage or a link, or a settings preset. Validated first (if one is refused,
   * nothing changes); live and bumpless. Refused in a race, whose racers each keep their controller.
   */
  setControllersByType(controllers: Readonly<Record<EntityType, ControllerSettings>>): SettingResult {
    if (this.scene.racing) return refused('controllers', 'leave race mode (K) first: each racer keeps its own controller.');
    for (const type of ENTITY_TYPES) {
      const check = checkController(controllers[type]);
      if (!check.ok) return refused(check.field, `${type}: ${check.message}`);
    }
    this.template = { ...this.template, controllerChanges: {}, controller: null, byType: { missile: { ...controllers.missile }, character: { ...controllers.character } } };
    for (const record of this.scene.records) {
      const current = record.entity.getSettings().controller;
      const next = controllers[record.entity.type];
      if (current.type !== next.type) record.controllerMemory[current.type] = current;
      record.entity.setController({ ...next });
    }
    return OK;
  }

  /** Sets the guidance law and/or N of the selected entity or all ({@link applyTo}); missiles use them. */
  setGuidance(changes: Readonly<Partial<GuidanceChoice>>): SettingResult {
    const result = checkGuidanceChange(this.tuningView().guidance, changes);
    if (!result.ok) return result;
    if (this.applyTo === 'all') Object.assign(this.template.guidance, pickDefined(changes));
    for (const record of this.recordsOfChange()) record.entity.setGuidance(pickDefined(changes));
    return OK;
  }

  /**
   * Sets how the target of the selected entity, or every target ({@link applyTo}), moves: static,
   * linear (bouncing inside the view), circle or zig-zag, at a speed. The motion starts from where
   * each target is. A moving target ends the opening demo's hops.
   */
  setTargetMotion(changes: Readonly<Partial<TargetMotionSettings>>): SettingResult {
    const current = this.tuningView().targetMotion;
    const result = checkTargetMotionChange(current, changes);
    if (!result.ok) return result;
    const clean = pickDefined(changes);
    if (this.applyTo === 'all') Object.assign(this.template.motion, clean);
    const handles: TargetHandle[] = [];
    for (const record of this.recordsOfChange()) if (!handles.includes(record.target)) handles.push(record.target);
    for (const handle of handles) this.startTargetMotion(handle, { ...handle.motionSettings, ...clean });
    if ((clean.type ?? current.type) !== 'static') this.scene.autoRetarget = false;
    return OK;
  }

  /** Changes the disturbance (torque and wind), validated; it applies to every entity at once. */
  setDisturbance(changes: Readonly<Partial<DisturbanceSettings>>): SettingResult {
    const result = checkDisturbanceChange(this.disturbanceValue, changes);
    if (!result.ok) return result;
    Object.assign(this.disturbanceValue, pickDefined(changes));
    this.scene.world.setDisturbance(toDisturbance(this.disturbanceValue));
    return OK;
  }

  // ---- Time ----

  /** Sets the time scale (0.05…4). */
  setTimeScale(value: number): SettingResult {
    const problem = checkTuningValue('timeScale', value, this.timeScaleValue);
    if (problem) return refused('timeScale', problem);
    this.timeScaleValue = value;
    return OK;
  }

  /** The ¼× button: slow motion on (0.25) or back to 1. */
  toggleSlowMotion(): void {
    this.timeScaleValue = this.timeScaleValue === SLOW_MOTION_SCALE ? 1 : SLOW_MOTION_SCALE;
  }

  /** Pauses or resumes simulated time. Resuming never replays the paused time. */
  setPaused(paused: boolean): void {
    this.pausedValue = paused;
    this.clock.reset();
  }

  /** Toggles {@link paused}. */
  togglePause(): void {
    this.setPaused(!this.pausedValue);
  }

  /** Pauses (if running) and advances the simulation by exactly one fixed step. */
  singleStep(): void {
    if (!this.pausedValue) this.setPaused(true);
    this.stepOnce();
  }

  /**
   * Called once per rendered frame with the real time since the previous one (s). Unless paused,
   * runs the whole number of fixed steps that the scaled time adds up to (at most
   * `maxStepsPerFrame`, or `maxSteps` if lower: see src/app/StepBudget.ts). Returns the number of
   * steps run.
   */
  advance(frameSeconds: number, maxSteps: number = this.options.maxStepsPerFrame): number {
    if (this.pausedValue) return 0;
    const steps = this.clock.advance(frameSeconds * this.timeScaleValue, maxSteps);
    for (let i = 0; i < steps; i++) this.stepOnce();
    return steps;
  }

  // ---- Internals ----

  private stepOnce(): void {
    const scene = this.scene;
    const records = scene.records;
    // Track: every entity turns toward where its target is now (it may move or be thrown).
    if (scene.mode === 'track') {
      for (let i = 0; i < records.length; i++) {
        const record = records[i] as MutableRecord;
        if (record.entity.mode === 'turnTowards') record.entity.setTargetPosition(record.target.position);
      }
    }
    scene.world.step();
    if (scene.pendingHits.length > 0) this.handleHits();
    const stepIndex = scene.world.steps;
    for (let i = 0; i < records.length; i++) {
      const record = records[i] as MutableRecord;
      if (scene.autoRetarget && record.route.length && scene.mode === 'seek') this.hopIfNear(record);
      if (stepIndex % TRAIL_EVERY_STEPS === 0) record.trail.push(record.entity.position.x, record.entity.position.y);
    }
    const selected = this.selectedRecord();
    if (selected) {
      const entity = selected.entity;
      this.scope.record(scene.world.time, radToDeg(entity.measureHeadingError()), entity.commandedAngularAcceleration, entity.angularVelocity);
    }
  }

  /** Turns the contacts of the last step into game hits: count, explode, respawn or jump. */
  private handleHits(): void {
    const scene = this.scene;
    const now = scene.world.time;
    for (const hit of scene.pendingHits) {
      const record = this.findRecord(hit.entityId);
      // Only the target an entity chases counts (flying through another's is no hit).
      if (!record || record.entity.targetId !== hit.targetId) continue;
      const target = record.target;
      record.hits++;
      scene.hits.record(record.entity.id, target.position.x, target.position.y, now, now - record.launchTime, record.colorIndex);
      if (record.entity.type === 'missile') this.respawn(record);
      else this.jumpTarget(record);
    }
    scene.pendingHits.length = 0;
  }

  /** A missile that hit starts again from a spawn point far from its target, at rest, facing it. */
  private respawn(record: MutableRecord): void {
    const world = this.scene.world;
    const old = record.entity;
    const spawn = chooseSpawn(record.target.position, VISIBLE_ARENA, record.spawnIndex);
    record.spawnIndex = spawn.index;
    const settings = old.getSettings();
    world.removeEntity(old.id);
    record.entity = world.addEntity({ id: old.id, type: old.type, position: spawn.position, angle: spawn.angle, settings, collisionGroup: record.collisionGroup });
    record.trail.clear();
    this.applyMode(record);
  }

  /** A character reached its target: the target appears somewhere new (unless the player holds it). */
  private jumpTarget(record: MutableRecord): void {
    const handle = record.target;
    if (handle.held) {
      record.launchTime = this.time;
      return;
    }
    handle.direction += Math.PI / 2 + this.random() * Math.PI;
    this.placeTarget(handle, chooseTargetSpot(record.entity.position, VISIBLE_ARENA, this.random), true);
  }

  /** The opening demo: hops the target to the next spot of the route when the entity comes near. */
  private hopIfNear(record: MutableRecord): void {
    const { position } = record.entity;
    const target = record.target.position;
    if (Math.hypot(target.x - position.x, target.y - position.y) >= ROUTE_HOP_DISTANCE) return;
    record.routeIndex = (record.routeIndex + 1) % record.route.length;
    this.placeTarget(record.target, record.route[record.routeIndex] as Vec2Like, true);
  }

  /**
   * Places a target (a sensor: no body moves). With `resumeMotion` it starts its chosen motion from
   * there, else it stands still (held by the player while paused). Entities tracking it in Track
   * mode see it at once; chasers read it live; their time-to-hit starts again.
   */
  private placeTarget(handle: TargetHandle, position: Readonly<Vec2Like>, resumeMotion: boolean): void {
    const point = { x: position.x, y: position.y };
    handle.sim.place(point, resumeMotion ? motionFrom(handle.motionSettings, point, handle.direction, VISIBLE_ARENA) : { type: 'static' });
    const now = this.time;
    for (const record of this.scene.records) {
      if (record.target !== handle) continue;
      record.launchTime = now;
      if (this.scene.mode === 'track' && record.entity.mode === 'turnTowards') record.entity.setTargetPosition(handle.position);
    }
  }

  /** Gives a target new motion settings and starts that motion from where it is. */
  private startTargetMotion(handle: TargetHandle, settings: TargetMotionSettings): void {
    handle.motionSettings = settings;
    this.placeTarget(handle, handle.position, true);
  }

  /** Gives one entity the command of the current mode. */
  private applyMode(record: MutableRecord): void {
    const { entity, target } = record;
    switch (this.scene.mode) {
      case 'track':
        // "Turns in place": stop first, since commandTurnTowards keeps any velocity.
        entity.commandIdle();
        entity.commandTurnTowards(target.position);
        return;
      case 'seek':
        entity.commandChase(target.sim);
        record.launchTime = this.time;
        return;
      case 'path':
        if (record.path.length === 0) record.path = demoLoopAt(entity.position.y);
        entity.commandFollowPath(record.path, this.pathLoopValue);
        return;
    }
  }

  /** A fresh, empty scene with its world, the arena and the disturbance. */
  private newScene(racing: boolean): Scene {
    const world = new SteeringWorld({ dt: this.options.dt, arena: { ...VISIBLE_ARENA } });
    world.setDisturbance(toDisturbance(this.disturbanceValue));
    const scene: Scene = {
      world,
      records: [],
      obstacles: [],
      hits: new HitLog(),
      mode: 'seek',
      selectedId: null,
      selectedObstacleId: null,
      autoRetarget: !racing,
      hunting: false,
      racing,
      typeCounters: { missile: 0, character: 0 },
      obstacleCounters: { wall: 0, box: 0, rock: 0, crate: 0 },
      spawnCount: 0,
      pendingHits: [],
    };
    world.onWarning = (warning) => {
      if (this.warningQueue.length >= MAX_QUEUED_WARNINGS) this.warningQueue.shift();
      this.warningQueue.push(`${warning.entityId} was reset to its last good state: ${warning.reason}.`);
    };
    world.onHit = (hit) => scene.pendingHits.push(hit);
    return scene;
  }

  private buildOpeningScene(): void {
    OPENING_SCENE.forEach((entry, colorIndex) => {
      const record = this.createRecord(entry, colorIndex);
      record.path = entry.demoPath.map((p) => ({ x: p.x, y: p.y }));
      this.applyMode(record);
    });
    this.select(this.scene.records[0]?.entity.id ?? null);
  }

  private createRecord(entry: SceneEntity, colorIndex: number): MutableRecord {
    const scene = this.scene;
    const id = this.nextId(entry.type);
    const entity = scene.world.addEntity({
      id,
      type: entry.type,
      position: { x: entry.position.x, y: entry.position.y },
      angle: entry.angle,
      settings: this.templateSettings(entry.type),
      collisionGroup: PLAYER_COLLISION_GROUP,
    });
    // Linear and zig-zag targets cross the entity's line of sight (alternating sides): a chase
    // that pursuit finds hard and proportional navigation does not.
    const sight = Math.atan2(entry.target.y - entry.position.y, entry.target.x - entry.position.x);
    const direction = sight + (scene.records.length % 2 === 0 ? Math.PI / 2 : -Math.PI / 2);
    const target = this.createTarget(`target-${id}`, id, entry.target, { ...this.template.motion }, direction);
    const record: MutableRecord = {
      entity,
      colorIndex,
      target,
      path: [],
      trail: new Trail(TRAIL_POINTS),
      route: entry.route,
      routeIndex: 0,
      hits: 0,
      label: null,
      launchTime: scene.world.time,
      spawnIndex: -1,
      controllerMemory: {},
      collisionGroup: PLAYER_COLLISION_GROUP,
    };
    scene.records.push(record);
    return record;
  }

  private createTarget(id: string, entityId: string, position: Readonly<Vec2Like>, motionSettings: TargetMotionSettings, direction: number): TargetHandle {
    return this.createTargetIn(this.scene, id, entityId, position, motionSettings, direction);
  }

  /** A target in `scene`'s world, moving as `motionSettings` say from `position`. */
  private createTargetIn(scene: Scene, id: string, entityId: string, position: Readonly<Vec2Like>, motionSettings: TargetMotionSettings, direction: number): TargetHandle {
    const point = { x: position.x, y: position.y };
    const sim = scene.world.addTarget({ id, position: point, motion: motionFrom(motionSettings, point, direction, VISIBLE_ARENA) });
    return new TargetHandle(sim, entityId, { ...motionSettings }, direction);
  }

  /** The controller new entities of `type` get. */
  private templateController(type: EntityType): ControllerSettings {
    const byType = this.template.byType;
    if (byType) return { ...byType[type] };
    return this.template.controller ? { ...this.template.controller } : ({ ...presetController(this.template.preset, type), ...this.template.controllerChanges } as ControllerSettings);
  }

  private templateSettings(type: EntityType) {
    return {
      maxAngularAcceleration: this.template.maxAngularAcceleration,
      maxSpeed: this.template.maxSpeed,
      guidance: this.template.guidance.guidance,
      navigationConstant: this.template.guidance.navigationConstant,
      controller: this.templateController(type),
    };
  }

  private nextId(type: EntityType): string {
    const scene = this.scene;
    let id: string;
    do id = `${type}-${++scene.typeCounters[type]}`;
    while (scene.world.getEntity(id));
    return id;
  }

  private freeColorIndex(): number {
    const used = new Set(this.scene.records.map((r) => r.colorIndex));
    let index = 0;
    while (used.has(index)) index++;
    return index;
  }

  private targetHandles(): TargetHandle[] {
    const handles: TargetHandle[] = [];
    for (const record of this.scene.records) if (!handles.includes(record.target)) handles.push(record.target);
    return handles;
  }

  private recordsOfChange(): MutableRecord[] {
    if (this.applyTo === 'all') return this.scene.records;
    const selected = this.selectedRecord();
    return selected ? [selected] : [];
  }

  /** The record the panel shows: the selected one, else the first. */
  private shownRecord(): MutableRecord | undefined {
    return this.selectedRecord() ?? this.scene.records[0];
  }

  private selectedRecord(): MutableRecord | undefined {
    const id = this.scene.selectedId;
    return id === null ? undefined : this.findRecord(id);
  }

  private findRecord(id: string): MutableRecord | undefined {
    return this.scene.records.find((record) => record.entity.id === id);
  }

  private findTarget(id: string): TargetHandle | undefined {
    return this.scene.records.find((record) => record.target.id === id)?.target;
  }

  private findObstacle(id: string): MutableObstacle | undefined {
    return this.scene.obstacles.find((record) => record.obstacle.id === id);
  }
}

/** True when two paths have the same points. */
function samePath(a: readonly Readonly<Vec2Like>[], b: readonly Readonly<Vec2Like>[]): boolean {
  return a.length === b.length && a.every((p, i) => p.x === b[i]?.x && p.y === b[i]?.y);
}

/** The defined fields of `changes` only. */
function pickDefined<T extends object>(changes: Readonly<Partial<T>>): Partial<T> {
  const clean: Partial<T> = {};
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) (clean as Record<string, unknown>)[key] = value;
  return clean;
}

function isFinitePoint(point: Vec2Like): boolean {
  return Number.isFinite(point.x) && Number.isFinite(point.y) && Math.abs(point.x) <= MAX_COORDINATE && Math.abs(point.y) <= MAX_COORDINATE;
}

function clampCoordinate(value: number): number {
  return Math.max(-MAX_COORDINATE, Math.min(MAX_COORDINATE, value));
}

function clampPoint(point: Readonly<Vec2Like>): Vec2Like {
  return { x: clampCoordinate(point.x), y: clampCoordinate(point.y) };
}
