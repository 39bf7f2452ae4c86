import type { PidSettings } from '../sim/control/PidController';
import { defaultPidSettings } from '../sim/control/PidController';
import { ORIGINAL_GAINS, TUNED_GAINS, TURN_RATE_PRESETS, type ControllerSettings, type EntityType } from '../sim/entities/EntitySettings';
import type { MovingEntity } from '../sim/entities/MovingEntity';
import { FixedStepClock } from '../sim/FixedStepClock';
import { radToDeg } from '../sim/math/angle';
import type { Vec2Like } from '../sim/math/vec2';
import { SteeringWorld } from '../sim/SteeringWorld';
import { MAX_COORDINATE } from '../sim/validation/fields';
import { demoLoopAt, OPENING_SCENE, spawnPlace, type SceneEntity } from './defaultScene';
import { MAX_PATH_WAYPOINTS } from './PathSketch';
import { ScopeRecorder } from './ScopeRecorder';
import { Trail } from './Trail';
import { checkTuningValue, OK, refused, type SettingResult, type TuningFieldName } from './tuningFields';

/**
 * The game's command modes, as the original demo's menu ("Cmd: Track / Seek / Path"):
 * - `track`: every entity turns in place to face its own target;
 * - `seek`: every entity moves to its own target;
 * - `path`: every entity follows its path of waypoints (drawn by the player, or a demo loop).
 */
export type DemoMode = 'track' | 'seek' | 'path';

/** Which entities a panel change applies to. */
export type ApplyTo = 'selected' | 'all';

/** The two controller presets of the panel. */
export type ControllerPreset = 'tuned' | 'original';

/**
 * Where the max turn rate stands: the original's `high` (4π rad/s²), the `low` preset (π rad/s²)
 * for every entity, or `custom` (a slider value, or entities that differ).
 */
export type TurnRatePresetState = 'high' | 'low' | 'custom';

/** A draggable point of the game (not of the simulation) that one entity tracks or seeks. */
export interface DemoTarget {
  readonly id: string;
  readonly entityId: string;
  /** Where it stands, m. Change it with {@link Demo.moveTarget}. */
  readonly position: Readonly<Vec2Like>;
}

/** Everything the game keeps about one entity besides its simulation state. */
export interface EntityRecord {
  readonly entity: MovingEntity;
  /** Index into the game's palette; an entity keeps its colour when its type is swapped. */
  readonly colorIndex: number;
  readonly target: DemoTarget;
  /** The path given to it for Path mode (m), empty until one is drawn or Path mode is entered. */
  readonly path: readonly Readonly<Vec2Like>[];
  /** Its recent positions. */
  readonly trail: Trail;
}

/** The settings the tuning panel shows: those of the selected entity (or of new entities). */
export interface TuningView {
  readonly controller: Readonly<PidSettings>;
  readonly maxAngularAcceleration: number;
  readonly maxSpeed: number;
}

/** Settings of a {@link Demo}. */
export interface DemoOptions {
  /** Simulation step, s. [default: 1/60] */
  dt?: number;
  /** Catch-up cap of the frame clock, steps per frame. [default: 5] */
  maxStepsPerFrame?: number;
}

/** The slow-motion time scale (the ¼× button). */
export const SLOW_MOTION_SCALE = 0.25;

/** Most entities on screen at once (the palette has this many colours). */
export const MAX_ENTITIES = 10;

/**
 * The opening demo hops a target on when its entity comes this close, m: before the missile's stop
 * radius (4 m), so that neither entity stops and the missile must swing round at full speed.
 */
const ROUTE_HOP_DISTANCE = 6;

/** Unshown warnings kept at most (older ones are dropped). */
const MAX_QUEUED_WARNINGS = 4;

/** A trail point is recorded every this many steps (30 Hz at the default step). */
const TRAIL_EVERY_STEPS = 2;

/** Trail length in points: 6 s at 30 Hz. */
const TRAIL_POINTS = 180;

/** The controller gains an entity gets for a preset, on top of the PID defaults. */
function presetController(preset: ControllerPreset, type: EntityType): PidSettings {
  return preset === 'tuned'
    ? { ...defaultPidSettings(), ...TUNED_GAINS[type], arithmetic: 'corrected' }
    : { ...defaultPidSettings(), ...ORIGINAL_GAINS[type], arithmetic: 'as-published' };
}

/** Editable controller fields (all but the `type` tag). */
type ControllerChanges = Partial<Omit<PidSettings, 'type'>>;

const CONTROLLER_NUMBER_FIELDS = ['kp', 'ki', 'kd', 'kPlant', 'maxHistory', 'asPublishedDt'] as const;

/** Mutable twin of {@link EntityRecord}, kept private to the Demo. */
interface MutableRecord {
  entity: MovingEntity;
  colorIndex: number;
  target: { id: string; entityId: string; position: Vec2Like };
  path: Vec2Like[];
  trail: Trail;
  /** The opening scene's hopping targets (empty for entities the player added). */
  route: readonly Vec2Like[];
  routeIndex: number;
}

/**
 * The game's model, with no Phaser and no DOM: it owns the simulation ({@link SteeringWorld}) and
 * everything the player changes around it: each entity's target, paths, the command mode,
 * selection, pause, time scale and tuning. The scene turns input into calls of these methods,
 * calls {@link advance} once per frame and draws what it reads back; data flows one way.
 *
 * Time: {@link advance} feeds frame time (scaled by {@link timeScale}) to a {@link FixedStepClock},
 * so the simulation only ever advances by its fixed `dt`, at most `maxStepsPerFrame` steps per
 * frame (a hidden tab or a slow frame slows it down instead of making bodies jump). Pausing stops
 * simulated time; {@link singleStep} advances exactly one `dt`.
 */
export class Demo {
  /** Which entities panel changes apply to. [default: "all"] */
  applyTo: ApplyTo = 'all';

  private readonly options: Required<DemoOptions>;
  private worldValue: SteeringWorld;
  private clock: FixedStepClock;
  private readonly recordList: MutableRecord[] = [];
  private modeValue: DemoMode = 'seek';
  private selectedIdValue: string | null = null;
  private pausedValue = false;
  private timeScaleValue = 1;
  private pathLoopValue = true;
  private autoRetargetValue = true;
  private readonly typeCounters: Record<EntityType, number> = { missile: 0, character: 0 };
  private spawnCount = 0;
  /** Settings given to entities created from now on (panel changes applied to "all"). */
  private template = {
    preset: 'tuned' as ControllerPreset,
    controllerChanges: {} as ControllerChanges,
    maxAngularAcceleration: TURN_RATE_PRESETS.high as number,
    maxSpeed: 10,
  };
  /** The selected entity's turn signals over the last 5 s of simulated time. */
  readonly scope: ScopeRecorder;
  /** Messages about entities the simulation had to reset, not yet shown (bounded). */
  private readonly warningQueue: string[] = [];

  constructor(options: DemoOptions = {}) {
    this.options = { dt: options.dt ?? 1 / 60, maxStepsPerFrame: options.maxStepsPerFrame ?? 5 };
    this.worldValue = new SteeringWorld({ dt: this.options.dt });
    this.clock = new FixedStepClock(this.options);
    this.scope = new ScopeRecorder(this.options.dt);
    this.watchWarnings();
    this.buildOpeningScene();
  }

  // ---- Read-only state ----

  /** The simulation. Replaced by {@link reset}: do not keep a reference across a reset. */
  get world(): SteeringWorld {
    return this.worldValue;
  }

  /** The fixed simulation step, s. */
  get dt(): number {
    return this.worldValue.dt;
  }

  /** Simulated time since the last reset, s. */
  get time(): number {
    return this.worldValue.time;
  }

  /** The current command mode. [default: "seek"] */
  get mode(): DemoMode {
    return this.modeValue;
  }

  /** Id of the selected entity, or null when there is none. */
  get selectedId(): string | null {
    return this.selectedIdValue;
  }

  /** The selected entity's record, or null. */
  get selected(): EntityRecord | null {
    return this.selectedIdValue === null ? null : (this.findRecord(this.selectedIdValue) ?? null);
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
   * moves a target.
   */
  get autoRetarget(): boolean {
    return this.autoRetargetValue;
  }

  /** One record per entity, in creation order. */
  get records(): readonly EntityRecord[] {
    return this.recordList;
  }

  /** Every target, in the order of the entities. */
  get targets(): readonly DemoTarget[] {
    return this.recordList.map((record) => record.target);
  }

  /** Simulated time dropped by the catch-up cap since the last reset, s. */
  get droppedTime(): number {
    return this.clock.dropped;
  }

  /** Selects the entity after the selected one, in creation order (wraps round). */
  selectNext(): void {
    if (this.recordList.length === 0) return;
    const index = this.recordList.findIndex((r) => r.entity.id === this.selectedIdValue);
    this.select((this.recordList[(index + 1) % this.recordList.length] as MutableRecord).entity.id);
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

  /**
   * Where the max turn rate stands: `high` or `low` when every entity (or, with none, new
   * entities) is at that preset, else `custom`.
   */
  get turnRatePreset(): TurnRatePresetState {
    let allHigh = true;
    let allLow = true;
    const count = Math.max(1, this.recordList.length);
    for (let i = 0; i < count; i++) {
      const record = this.recordList[i];
      const limit = record ? record.entity.maxAngularAcceleration : this.template.maxAngularAcceleration;
      allHigh &&= limit === TURN_RATE_PRESETS.high;
      allLow &&= limit === TURN_RATE_PRESETS.low;
    }
    return allHigh ? 'high' : allLow ? 'low' : 'custom';
  }

  /** The max turn rate shown (rad/s²): the selected entity's, else the first's, else new entities'. Allocates nothing. */
  get shownTurnRate(): number {
    const record = this.selectedRecord() ?? this.recordList[0];
    return record ? record.entity.maxAngularAcceleration : this.template.maxAngularAcceleration;
  }

  /** The settings the panel shows: the selected entity's, or those new entities would get. */
  tuningView(): TuningView {
    const record = this.selectedRecord() ?? this.recordList[0];
    if (record) {
      const settings = record.entity.getSettings();
      return { controller: this.pidSettingsOf(record), maxAngularAcceleration: settings.maxAngularAcceleration, maxSpeed: settings.maxSpeed };
    }
    return {
      controller: { ...presetController(this.template.preset, 'missile'), ...this.template.controllerChanges },
      maxAngularAcceleration: this.template.maxAngularAcceleration,
      maxSpeed: this.template.maxSpeed,
    };
  }

  // ---- Modes, selection, targets, paths ----

  /** Switches every entity to `mode` (see {@link DemoMode}). Track stops the bodies first. */
  setMode(mode: DemoMode): void {
    this.modeValue = mode;
    for (const record of this.recordList) this.applyMode(record);
  }

  /** Selects entity `id` (null: none). Unknown ids are ignored. Clears the scope on change. */
  select(id: string | null): void {
    if (id !== null && !this.findRecord(id)) return;
    if (id === this.selectedIdValue) return;
    this.selectedIdValue = id;
    this.scope.clear();
  }

  /**
   * Moves target `targetId` to `position` (m), live: the entity keeps its state and controller
   * (setTargetPosition), it is never moved. Ends the opening demo's hopping targets.
   */
  moveTarget(targetId: string, position: Vec2Like): boolean {
    const record = this.recordList.find((r) => r.target.id === targetId);
    if (!record || !isFinitePoint(position)) return false;
    this.autoRetargetValue = false;
    this.placeTarget(record, position);
    return true;
  }

  /**
   * Gives entity `entityId` a path (m, copied). In Path mode it follows it at once
   * (commandFollowPath, looping if {@link pathLoop}); in other modes it is kept for Path mode.
   */
  setPath(entityId: string, points: readonly Vec2Like[]): SettingResult {
    const record = this.findRecord(entityId);
    if (!record) return refused('path', `there is no entity "${entityId}"`);
    if (points.length < 1 || points.length > MAX_PATH_WAYPOINTS) return refused('path', `must have 1 to ${MAX_PATH_WAYPOINTS} waypoints; got ${points.length}`);
    if (!points.every(isFinitePoint)) return refused('path', `waypoints must be finite numbers within ±${MAX_COORDINATE} m`);
    record.path = points.map((p) => ({ x: p.x, y: p.y }));
    if (this.modeValue === 'path') record.entity.commandFollowPath(record.path, this.pathLoopValue);
    return OK;
  }

  /** Moves waypoint `index` of entity `entityId`'s path to `position` (m), live. */
  moveWaypoint(entityId: string, index: number, position: Vec2Like): boolean {
    const record = this.findRecord(entityId);
    const waypoint = record?.path[index];
    if (!record || !waypoint || !isFinitePoint(position)) return false;
    waypoint.x = clampCoordinate(position.x);
    waypoint.y = clampCoordinate(position.y);
    if (this.modeValue === 'path' && record.entity.mode === 'followPath') record.entity.moveWaypoint(index, waypoint);
    return true;
  }

  /** Turns path looping on or off; entities on a path restart it from its first waypoint. */
  setPathLoop(loop: boolean): void {
    this.pathLoopValue = loop;
    if (this.modeValue !== 'path') return;
    for (const record of this.recordList) if (record.path.length) record.entity.commandFollowPath(record.path, loop);
  }

  /** Turns the opening demo's hopping targets on or off. */
  setAutoRetarget(on: boolean): void {
    this.autoRetargetValue = on;
  }

  // ---- Entities ----

  /** Adds an entity of `type` on the next spawn lane, selects it and gives it the current mode. */
  addEntity(type: EntityType): SettingResult {
    if (this.recordList.length >= MAX_ENTITIES) return refused('entities', `at most ${MAX_ENTITIES} entities; remove one first`);
    const place = spawnPlace(this.spawnCount++);
    const record = this.createRecord({ type, ...place, route: [], demoPath: [] }, this.freeColorIndex());
    this.applyMode(record);
    this.select(record.entity.id);
    return OK;
  }

  /** Removes the selected entity with its target and path; selects the next one. */
  removeSelected(): boolean {
    const index = this.recordList.findIndex((r) => r.entity.id === this.selectedIdValue);
    if (index < 0) return false;
    const [record] = this.recordList.splice(index, 1) as [MutableRecord];
    this.worldValue.removeEntity(record.entity.id);
    const next = this.recordList[Math.min(index, this.recordList.length - 1)];
    this.selectedIdValue = null;
    this.select(next ? next.entity.id : null);
    return true;
  }

  /**
   * The original's "Next Type": replaces the selected entity by one of the other type at the same
   * place, angle and speed, with the same colour, target, path, turn limit and top speed (and the
   * controller gains new entities of its type get). It takes the current mode at once.
   */
  nextType(): boolean {
    const index = this.recordList.findIndex((r) => r.entity.id === this.selectedIdValue);
    const old = this.recordList[index];
    if (!old) return false;
    const type: EntityType = old.entity.type === 'missile' ? 'character' : 'missile';
    const { position, angle, velocity, maxAngularAcceleration, maxSpeed } = old.entity;
    const speed = Math.min(Math.hypot(velocity.x, velocity.y), maxSpeed);
    const id = this.nextId(type);
    this.worldValue.removeEntity(old.entity.id);
    const entity = this.worldValue.addEntity({
      id,
      type,
      position: { x: position.x, y: position.y },
      angle,
      speed,
      settings: { ...this.templateSettings(type), maxAngularAcceleration, maxSpeed },
    });
    const record: MutableRecord = { ...old, entity, target: { id: `target-${id}`, entityId: id, position: old.target.position } };
    this.recordList[index] = record;
    this.selectedIdValue = id;
    this.scope.clear();
    this.applyMode(record);
    return true;
  }

  /**
   * Puts the scene back as on load: the opening Missile and Character, their targets and routes,
   * time 0, hopping targets on, empty trails. Keeps the mode (re-applied), pause, time scale, path
   * loop and the tuning (turn rate, gains, speed) so an experiment can be replayed.
   */
  reset(): void {
    this.worldValue = new SteeringWorld({ dt: this.options.dt });
    this.watchWarnings();
    this.clock = new FixedStepClock(this.options);
    this.recordList.length = 0;
    this.warningQueue.length = 0;
    this.typeCounters.missile = 0;
    this.typeCounters.character = 0;
    this.spawnCount = 0;
    this.selectedIdValue = null;
    this.autoRetargetValue = true;
    this.scope.clear();
    this.buildOpeningScene();
  }

  // ---- Tuning (validated: a refused value changes nothing) ----

  /** The T key: every entity (and new ones) to the low preset if all are at high, else to high. */
  toggleTurnRate(): void {
    const limit = this.turnRatePreset === 'high' ? TURN_RATE_PRESETS.low : TURN_RATE_PRESETS.high;
    this.template.maxAngularAcceleration = limit;
    for (const record of this.recordList) record.entity.maxAngularAcceleration = limit;
  }

  /** Sets the max turn rate (rad/s²) of the selected entity or of all ({@link applyTo}). */
  setMaxAngularAcceleration(value: number): SettingResult {
    const problem = checkTuningValue('maxAngularAcceleration', value, this.tuningView().maxAngularAcceleration);
    if (problem) return refused('maxAngularAcceleration', problem);
    if (this.applyTo === 'all') this.template.maxAngularAcceleration = value;
    for (const record of this.targetsOfChange()) record.entity.maxAngularAcceleration = value;
    return OK;
  }

  /** Sets the top speed (m/s) of the selected entity or of all ({@link applyTo}). */
  setMaxSpeed(value: number): SettingResult {
    const problem = checkTuningValue('maxSpeed', value, this.tuningView().maxSpeed);
    if (problem) return refused('maxSpeed', problem);
    if (this.applyTo === 'all') this.template.maxSpeed = value;
    for (const record of this.targetsOfChange()) record.entity.maxSpeed = value;
    return OK;
  }

  /**
   * Changes controller fields of the selected entity or of all ({@link applyTo}), live (each
   * entity gets a new controller with its other settings kept). Every field is checked first;
   * if one is refused, nothing changes.
   */
  setControllerSettings(changes: ControllerChanges): SettingResult {
    const current = this.tuningView().controller;
    for (const name of CONTROLLER_NUMBER_FIELDS) {
      if (!(name in changes)) continue;
      const problem = checkTuningValue(name as TuningFieldName, changes[name], current[name]);
      if (problem) return refused(name, problem);
    }
    if ('arithmetic' in changes && changes.arithmetic !== 'corrected' && changes.arithmetic !== 'as-published') {
      return refused('arithmetic', `arithmetic must be "corrected" or "as-published"; got ${String(changes.arithmetic)}`);
    }
    const clean: ControllerChanges = {};
    for (const name of CONTROLLER_NUMBER_FIELDS) if (changes[name] !== undefined) clean[name] = changes[name];
    if (changes.arithmetic) clean.arithmetic = changes.arithmetic;
    if (this.applyTo === 'all') Object.assign(this.template.controllerChanges, clean);
    for (const record of this.targetsOfChange()) {
      const controller: PidSettings = { ...this.pidSettingsOf(record), ...clean };
      record.entity.setController(controller as ControllerSettings);
    }
    return OK;
  }

  /**
   * Loads a controller preset into the selected entity or all ({@link applyTo}), each with its own
   * type's gains: "tuned" = TUNED_GAINS with the corrected arithmetic; "original" = the original
   * demo's ORIGINAL_GAINS with the as-published arithmetic (dt 0.01 s, integral ÷ 3·dt).
   */
  applyPreset(preset: ControllerPreset): void {
    if (this.applyTo === 'all') this.template = { ...this.template, preset, controllerChanges: {} };
    for (const record of this.targetsOfChange()) record.entity.setController(presetController(preset, record.entity.type));
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
   * `maxStepsPerFrame`). Returns the number of steps run.
   */
  advance(frameSeconds: number): number {
    if (this.pausedValue) return 0;
    const steps = this.clock.advance(frameSeconds * this.timeScaleValue);
    for (let i = 0; i < steps; i++) this.stepOnce();
    return steps;
  }

  // ---- Internals ----

  private stepOnce(): void {
    this.worldValue.step();
    const stepIndex = this.worldValue.steps;
    for (let i = 0; i < this.recordList.length; i++) {
      const record = this.recordList[i] as MutableRecord;
      if (this.autoRetargetValue && record.route.length && this.modeValue === 'seek') this.hopIfNear(record);
      if (stepIndex % TRAIL_EVERY_STEPS === 0) record.trail.push(record.entity.position.x, record.entity.position.y);
    }
    const selected = this.selectedRecord();
    if (selected) {
      const entity = selected.entity;
      this.scope.record(this.worldValue.time, radToDeg(entity.measureHeadingError()), entity.commandedAngularAcceleration, entity.angularVelocity);
    }
  }

  /** The opening demo: hops the target to the next spot of the route when the entity comes near. */
  private hopIfNear(record: MutableRecord): void {
    const { position } = record.entity;
    const target = record.target.position;
    if (Math.hypot(target.x - position.x, target.y - position.y) >= ROUTE_HOP_DISTANCE) return;
    record.routeIndex = (record.routeIndex + 1) % record.route.length;
    this.placeTarget(record, record.route[record.routeIndex] as Vec2Like);
  }

  private placeTarget(record: MutableRecord, position: Vec2Like): void {
    record.target.position.x = clampCoordinate(position.x);
    record.target.position.y = clampCoordinate(position.y);
    const entity = record.entity;
    if (this.modeValue === 'path') return;
    const expected = this.modeValue === 'track' ? 'turnTowards' : 'seek';
    if (entity.mode === expected) entity.setTargetPosition(record.target.position);
    else this.applyMode(record);
  }

  /** Gives one entity the command of the current mode. */
  private applyMode(record: MutableRecord): void {
    const { entity, target } = record;
    switch (this.modeValue) {
      case 'track':
        // "Turns in place": stop first, since commandTurnTowards keeps any velocity.
        entity.commandIdle();
        entity.commandTurnTowards(target.position);
        return;
      case 'seek':
        entity.commandSeek(target.position);
        return;
      case 'path':
        if (record.path.length === 0) record.path = demoLoopAt(entity.position.y);
        entity.commandFollowPath(record.path, this.pathLoopValue);
        return;
    }
  }

  private watchWarnings(): void {
    this.worldValue.onWarning = (warning) => {
      if (this.warningQueue.length >= MAX_QUEUED_WARNINGS) this.warningQueue.shift();
      this.warningQueue.push(`${warning.entityId} was reset to its last good state: ${warning.reason}.`);
    };
  }

  private buildOpeningScene(): void {
    OPENING_SCENE.forEach((scene, colorIndex) => {
      const record = this.createRecord(scene, colorIndex);
      record.path = scene.demoPath.map((p) => ({ x: p.x, y: p.y }));
      this.applyMode(record);
    });
    this.select(this.recordList[0]?.entity.id ?? null);
  }

  private createRecord(scene: SceneEntity, colorIndex: number): MutableRecord {
    const id = this.nextId(scene.type);
    const entity = this.worldValue.addEntity({
      id,
      type: scene.type,
      position: { x: scene.position.x, y: scene.position.y },
      angle: scene.angle,
      settings: this.templateSettings(scene.type),
    });
    const record: MutableRecord = {
      entity,
      colorIndex,
      target: { id: `target-${id}`, entityId: id, position: { x: scene.target.x, y: scene.target.y } },
      path: [],
      trail: new Trail(TRAIL_POINTS),
      route: scene.route,
      routeIndex: 0,
    };
    this.recordList.push(record);
    return record;
  }

  private templateSettings(type: EntityType) {
    return {
      maxAngularAcceleration: this.template.maxAngularAcceleration,
      maxSpeed: this.template.maxSpeed,
      controller: { ...presetController(this.template.preset, type), ...this.template.controllerChanges },
    };
  }

  private nextId(type: EntityType): string {
    let id: string;
    do id = `${type}-${++this.typeCounters[type]}`;
    while (this.worldValue.getEntity(id));
    return id;
  }

  private freeColorIndex(): number {
    const used = new Set(this.recordList.map((r) => r.colorIndex));
    let index = 0;
    while (used.has(index)) index++;
    return index;
  }

  /**
   * The entity's PID settings. The game only gives entities PID controllers; should one carry
   * another controller type, the panel starts from its type's preset.
   */
  private pidSettingsOf(record: MutableRecord): PidSettings {
    const controller = record.entity.getSettings().controller;
    return controller.type === 'pid' ? controller : presetController(this.template.preset, record.entity.type);
  }

  private targetsOfChange(): MutableRecord[] {
    if (this.applyTo === 'all') return this.recordList;
    const selected = this.selectedRecord();
    return selected ? [selected] : [];
  }

  private selectedRecord(): MutableRecord | undefined {
    return this.selectedIdValue === null ? undefined : this.findRecord(this.selectedIdValue);
  }

  private findRecord(id: string): MutableRecord | undefined {
    return this.recordList.find((record) => record.entity.id === id);
  }
}

function isFinitePoint(point: Vec2Like): boolean {
  return Number.isFinite(point.x) && Number.isFinite(point.y) && Math.abs(point.x) <= MAX_COORDINATE && Math.abs(point.y) <= MAX_COORDINATE;
}

function clampCoordinate(value: number): number {
  return Math.max(-MAX_COORDINATE, Math.min(MAX_COORDINATE, value));
}
