import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../sim/control/ControllerSettings';
import type { EntityType } from '../sim/entities/EntitySettings';
import { radToDeg } from '../sim/math/angle';
import { seededRandom } from '../sim/math/random';
import type { Vec2Like } from '../sim/math/vec2';
import type { SteeringWorld } from '../sim/SteeringWorld';
import type { ControllerPreset } from './controllerPresets';
import type { DemoTarget } from './DemoTarget';
import type { DisturbanceSettings } from './disturbanceFields';
import type { GuidanceChoice } from './guidanceFields';
import type { HitLog } from './HitLog';
import * as roster from './interaction/entityRoster';
import * as obstacleEditing from './interaction/obstacleEditing';
import * as paths from './interaction/pathEditing';
import * as targets from './interaction/targetDragging';
import { TRAIL_EVERY_STEPS, type EntityRecord, type EntityState } from './model/EntityState';
import type { ApplyTo, DemoMode, ObstacleRecord, SceneModel } from './model/SceneModel';
import { defaultSessionSettings, type SessionSettings } from './model/SessionSettings';
import type { ObstacleKind } from './obstacleKinds';
import { raceLineUp } from './raceSetup';
import { Crowd, type CrowdPlacement } from './scenes/Crowd';
import { playsIn, type DemoScene, type SceneContext } from './scenes/DemoScene';
import { Hunt } from './scenes/Hunt';
import { Playground } from './scenes/Playground';
import { Race } from './scenes/Race';
import type { RaceResultsView } from './scenes/RaceResults';
import { ScopeRecorder } from './ScopeRecorder';
import type { TargetMotionSettings } from './targetMotionFields';
import { SimulationTime } from './time/SimulationTime';
import { TIME_BASE_NAMES, TIME_BASES, type TimeBase } from './time/timeBases';
import { EntityDefaults } from './tuning/EntityDefaults';
import { Tuning, type TurnRatePresetState, type TuningView } from './tuning/Tuning';
import { OK, refused, type SettingResult } from './tuningFields';

export type { ControllerPreset } from './controllerPresets';
export type { DemoTarget } from './DemoTarget';
export type { EntityRecord } from './model/EntityState';
export type { ApplyTo, DemoMode, ObstacleRecord } from './model/SceneModel';
export { MAX_ENTITIES, PLAYER_COLLISION_GROUP } from './model/playerEntities';
export { MAX_OBSTACLES } from './interaction/obstacleEditing';
export { THROW_RULES } from './interaction/throwing';
export type { CrowdPlacement } from './scenes/Crowd';
export type { RaceResultRow, RaceResultsView } from './scenes/RaceResults';
export { SLOW_MOTION_SCALE } from './time/SimulationTime';
export type { TimeBase } from './time/timeBases';
export type { TurnRatePresetState, TuningView } from './tuning/Tuning';

/** Settings of a {@link Demo}. */
export interface DemoOptions {
  /** Simulation step, s. [default: 1/60] */
  dt?: number;
  /** Catch-up cap of the frame clock, steps per frame. [default: 5] */
  maxStepsPerFrame?: number;
}

/** Unshown warnings kept at most (older ones are dropped). */
const MAX_QUEUED_WARNINGS = 4;

/** Seed of the game's own random choices (where a reached target jumps to). */
const RANDOM_SEED = 20140601;

/**
 * The game's model, with no Phaser and no DOM: the one object the game and the UI talk to. It is a
 * facade over small parts, each in its own file:
 * - the current scene (src/app/scenes: the playground, the Hunt, a race, the benchmark crowd), which
 *   owns a {@link SceneModel} (the world, entity records, targets, obstacles, hits, selection);
 * - time ({@link SimulationTime}: pause, slow motion, single step, the fixed-step clock);
 * - interaction (src/app/interaction: target drag and throw, paths, obstacles, the entity roster);
 * - tuning ({@link Tuning} and {@link EntityDefaults}: panel changes for the selected entity or all).
 *
 * The game turns input into calls of these methods, calls {@link advance} once per frame and draws
 * what it reads back; data flows one way. Each fixed step: Track mode aims at the targets, the world
 * steps, hits are counted and handed to the scene, the scene's step hook runs, trails and the scope
 * record.
 */
export class Demo {
  /** The selected entity's turn signals over the last 5 s of simulated time. */
  readonly scope: ScopeRecorder;
  /** The panel's changes and what new entities get. */
  readonly tuning: Tuning;
  private readonly clock: SimulationTime;
  private readonly session: SessionSettings = defaultSessionSettings();
  private readonly context: SceneContext;
  private scene: DemoScene;
  private random = seededRandom(RANDOM_SEED);
  private raceControllerList: ControllerType[] = [...CONTROLLER_TYPES];
  private timeBaseValue: TimeBase = 'standard';
  /** Messages about entities the simulation had to reset, not yet shown (bounded). */
  private readonly warningQueue: string[] = [];

  constructor(options: DemoOptions = {}) {
    const dt = options.dt ?? 1 / 60;
    this.clock = new SimulationTime(dt, options.maxStepsPerFrame ?? 5);
    this.scope = new ScopeRecorder(dt);
    const defaults = new EntityDefaults();
    const clock = this.clock;
    this.context = {
      get dt() {
        return clock.dt;
      },
      session: this.session,
      defaults,
      random: () => this.random(),
      warn: (message) => {
        if (this.warningQueue.length >= MAX_QUEUED_WARNINGS) this.warningQueue.shift();
        this.warningQueue.push(message);
      },
    };
    this.tuning = new Tuning(defaults, this.session, () => this.scene);
    this.scene = new Playground(this.context);
    this.scene.setUp();
  }

  // ---- Read-only state ----

  private get model(): SceneModel {
    return this.scene.model;
  }

  /** The simulation. Replaced by {@link reset} and by scene switches: do not keep a reference. */
  get world(): SteeringWorld {
    return this.model.world;
  }

  /** The fixed simulation step, s. */
  get dt(): number {
    return this.clock.dt;
  }

  /** Simulated time of the current scene, s. */
  get time(): number {
    return this.model.time;
  }

  /** The current command mode. [default: "seek"] */
  get mode(): DemoMode {
    return this.model.mode;
  }

  /** Id of the selected entity, or null when there is none. */
  get selectedId(): string | null {
    return this.model.selectedId;
  }

  /** The selected entity's record, or null. */
  get selected(): EntityRecord | null {
    return this.model.selectedRecord() ?? null;
  }

  /** True while simulated time is stopped. */
  get paused(): boolean {
    return this.clock.paused;
  }

  /** Simulated seconds per real second (1 normal, 0.25 slow motion). [default: 1] */
  get timeScale(): number {
    return this.clock.timeScale;
  }

  /** How simulated time relates to frames (see src/app/time/timeBases.ts). [default: "standard"] */
  get timeBase(): TimeBase {
    return this.timeBaseValue;
  }

  /** Whether paths loop (applies to every path). [default: true] */
  get pathLoop(): boolean {
    return this.session.pathLoop;
  }

  /** Whether the playground's opening choreography (hopping targets) runs. */
  get autoRetarget(): boolean {
    const playground = this.playground();
    return playground !== null && playground.choreography;
  }

  /** Whether the Hunt runs (moving targets, Seek mode, respawns). */
  get hunting(): boolean {
    return playsIn(this.scene, 'hunt');
  }

  /** Whether a race runs (leaving it restores the previous scene). */
  get racing(): boolean {
    return playsIn(this.scene, 'race');
  }

  /** The current race's results table, or null outside a race. */
  get raceResults(): RaceResultsView | null {
    for (let s: DemoScene | null = this.scene; s; s = s.previous) if (s instanceof Race) return s.results?.view() ?? null;
    return null;
  }

  /** The kind of the current scene. */
  get sceneKind(): DemoScene['kind'] {
    return this.scene.kind;
  }

  /** The controllers a race lines up, in the order of CONTROLLER_TYPES. [default: all six] */
  get raceControllers(): readonly ControllerType[] {
    return this.raceControllerList;
  }

  /** One record per entity, in creation order. */
  get records(): readonly EntityRecord[] {
    return this.model.records;
  }

  /** Every target once, in the order of the entities. */
  get targets(): readonly DemoTarget[] {
    return this.model.targets;
  }

  /** The obstacles, in the order they were placed. */
  get obstacles(): readonly ObstacleRecord[] {
    return this.model.obstacles;
  }

  /** Id of the selected obstacle, or null. */
  get selectedObstacleId(): string | null {
    return this.model.selectedObstacleId;
  }

  /** Hits in this scene: total, per entity, the last time-to-hit, recent explosions. */
  get hits(): HitLog {
    return this.model.hits;
  }

  /** The disturbance as set in the panel. */
  get disturbance(): Readonly<DisturbanceSettings> {
    return this.session.disturbance;
  }

  /** Simulated time dropped by the catch-up cap since the last reset, s. */
  get droppedTime(): number {
    return this.clock.droppedTime;
  }

  /** True when the simulation reset an entity (its state went unsound) since {@link takeWarnings}. */
  get hasWarnings(): boolean {
    return this.warningQueue.length > 0;
  }

  /** The messages about entities the simulation had to reset to their last good state, oldest first; the queue is emptied. */
  takeWarnings(): string[] {
    return this.warningQueue.splice(0, this.warningQueue.length);
  }

  /** The record of entity `id`, if any. */
  getRecord(id: string): EntityRecord | undefined {
    return this.model.findRecord(id);
  }

  /** The target with this id, if any. */
  getTarget(id: string): DemoTarget | undefined {
    return this.model.findTarget(id);
  }

  /** See {@link Tuning.turnRatePreset}. */
  get turnRatePreset(): TurnRatePresetState {
    return this.tuning.turnRatePreset;
  }

  /** See {@link Tuning.shownTurnRate}. */
  get shownTurnRate(): number {
    return this.tuning.shownTurnRate;
  }

  /** See {@link Tuning.view}. */
  tuningView(): TuningView {
    return this.tuning.view();
  }

  /** See {@link Tuning.comparisonController}. */
  controllerFor(type: ControllerType, entityType?: EntityType): ControllerSettings {
    return this.tuning.comparisonController(type, entityType);
  }

  /** See {@link Tuning.controllerInUse}. */
  controllerOfType(entityType: EntityType): ControllerSettings {
    return this.tuning.controllerInUse(entityType);
  }

  // ---- Modes, selection, targets, paths (src/app/interaction) ----

  /** Switches every entity to `mode` (see {@link DemoMode}). Track stops the bodies first. */
  setMode(mode: DemoMode): void {
    this.model.setMode(mode);
  }

  /** Selects entity `id` (null: none). Unknown ids are ignored. Clears the scope on change. */
  select(id: string | null): void {
    if (roster.selectEntity(this.model, id)) this.scope.clear();
  }

  /** Selects the entity after the selected one, in creation order (wraps round). */
  selectNext(): void {
    const id = roster.nextEntityId(this.model);
    if (id !== null) this.select(id);
  }

  /** See {@link targets.moveTarget}. */
  moveTarget(targetId: string, position: Vec2Like): boolean {
    return targets.moveTarget(this.scene, targetId, position);
  }

  /** See {@link targets.dragTarget}. */
  dragTarget(targetId: string, point: Vec2Like): boolean {
    return targets.dragTarget(this.scene, this.clock.paused, targetId, point);
  }

  /** See {@link targets.releaseTarget}. */
  releaseTarget(targetId: string, throwVelocity: Readonly<Vec2Like> | null = null): boolean {
    return targets.releaseTarget(this.scene, targetId, throwVelocity);
  }

  /** See {@link paths.setPath}. */
  setPath(entityId: string, points: readonly Vec2Like[]): SettingResult {
    return paths.setPath(this.scene, entityId, points);
  }

  /** See {@link paths.moveWaypoint}. */
  moveWaypoint(entityId: string, index: number, position: Vec2Like): boolean {
    return paths.moveWaypoint(this.scene, entityId, index, position);
  }

  /** Turns path looping on or off; entities on a path restart it from its first waypoint. */
  setPathLoop(loop: boolean): void {
    this.session.pathLoop = loop;
    paths.restartPaths(this.model);
  }

  /** Turns the playground's opening choreography (hopping targets) on or off. */
  setAutoRetarget(on: boolean): void {
    const playground = this.playground();
    if (playground) playground.choreography = on;
  }

  /** Adds an entity of `type` on the next spawn lane, selects it and gives it the current mode. */
  addEntity(type: EntityType): SettingResult {
    const result = roster.addEntity(this.scene, this.tuning.defaults, type);
    if (result.ok) this.select(this.model.records[this.model.records.length - 1]?.entity.id ?? null);
    return result;
  }

  /** Removes the selected entity with its target and path; selects the next one. */
  removeSelected(): boolean {
    const next = roster.removeSelected(this.model);
    if (next === undefined) return false;
    this.select(next);
    return true;
  }

  /** See {@link roster.swapType}. */
  nextType(): boolean {
    const swapped = roster.swapType(this.scene, this.tuning.defaults);
    if (swapped) this.scope.clear();
    return swapped;
  }

  // ---- Obstacles ----

  /** See {@link obstacleEditing.addObstacle}. */
  addObstacle(kind: ObstacleKind, at: Vec2Like): SettingResult {
    return obstacleEditing.addObstacle(this.model, kind, at);
  }

  /** Selects obstacle `id` (null: none). Unknown ids are ignored. */
  selectObstacle(id: string | null): void {
    obstacleEditing.selectObstacle(this.model, id);
  }

  /** Removes obstacle `id`. */
  removeObstacle(id: string): boolean {
    return obstacleEditing.removeObstacle(this.model, id);
  }

  /** Removes every obstacle; returns how many there were. */
  clearObstacles(): number {
    return obstacleEditing.clearObstacles(this.model);
  }

  /** See {@link obstacleEditing.dragObstacle}. */
  dragObstacle(id: string, goal: Vec2Like): boolean {
    return obstacleEditing.dragObstacle(this.model, id, goal);
  }

  /** See {@link obstacleEditing.releaseObstacle}. */
  releaseObstacle(id: string): boolean {
    return obstacleEditing.releaseObstacle(this.model, id);
  }

  // ---- Scenes ----

  /**
   * Puts the scene back as on load: a fresh playground (the opening Missile and Character, their
   * targets and routes, time 0, no obstacles, no hits). Keeps the mode (re-applied), pause, time
   * scale, path loop, the disturbance and the tuning, so an experiment can be replayed.
   */
  reset(): void {
    const mode = this.model.mode;
    this.random = seededRandom(RANDOM_SEED);
    this.clock.renewClock();
    this.warningQueue.length = 0;
    this.enter(new Playground(this.context));
    this.model.setMode(mode);
  }

  /**
   * Switches the time base (the original's 1/30 s steps at twice real time, or the standard 1/60 s
   * in real time). A world keeps its step, so the scene starts again, as {@link reset} does.
   */
  setTimeBase(base: TimeBase): SettingResult {
    if (!TIME_BASE_NAMES.includes(base)) return refused('timeBase', `time base must be one of ${TIME_BASE_NAMES.join(', ')}; got ${String(base)}`);
    if (base === this.timeBaseValue) return OK;
    this.timeBaseValue = base;
    this.clock.setTimeBase(TIME_BASES[base].dt, TIME_BASES[base].speed);
    this.reset();
    return OK;
  }

  /** Replaces the scene by the benchmark's crowd (see {@link Crowd}). {@link reset} brings the playground back. */
  loadCrowd(placements: readonly CrowdPlacement[]): void {
    this.clock.renewClock();
    this.warningQueue.length = 0;
    this.enter(new Crowd(this.context, placements));
  }

  /** Starts the Hunt on the current scene's entities, or ends it (see {@link Hunt}). */
  setHunting(on: boolean): void {
    if (on === this.hunting) return;
    if (on) this.enter(new Hunt(this.context, this.scene), false);
    else if (this.scene.kind === 'hunt') this.leave();
  }

  /** Chooses the race's controllers (at least one). */
  setRaceControllers(types: readonly ControllerType[]): SettingResult {
    const lineUp = raceLineUp(types);
    if (lineUp.length === 0) return refused('raceControllers', 'choose at least one controller to race.');
    if (types.some((type) => !CONTROLLER_TYPES.includes(type))) return refused('raceControllers', `controllers must be among ${CONTROLLER_TYPES.join(', ')}.`);
    this.raceControllerList = lineUp;
    return OK;
  }

  /** Starts a race of the selected entity's copies, one per chosen controller (see {@link Race}). Refused without an entity. */
  startRace(): SettingResult {
    if (this.racing) return OK;
    const base = this.model.shownRecord();
    if (!base) return refused('race', 'add an entity first: the race copies the selected one.');
    const racers = raceLineUp(this.raceControllerList).map((type) => ({ type, controller: this.controllerFor(type, base.entity.type) }));
    this.enter(new Race(this.context, this.scene, racers));
    return OK;
  }

  /** Ends the race and goes back to the scene it replaced, as it was. */
  stopRace(): void {
    while (this.racing) this.leave();
  }

  // ---- Tuning (validated: a refused value changes nothing; `scope`: the selected entity or all) ----

  toggleTurnRate(): void {
    this.tuning.toggleTurnRate();
  }

  setMaxAngularAcceleration(value: number, scope: ApplyTo = 'all'): SettingResult {
    return this.tuning.setMaxAngularAcceleration(value, scope);
  }

  setMaxSpeed(value: number, scope: ApplyTo = 'all'): SettingResult {
    return this.tuning.setMaxSpeed(value, scope);
  }

  setControllerType(type: ControllerType, scope: ApplyTo = 'all'): SettingResult {
    return this.tuning.setControllerType(type, scope);
  }

  setControllerSettings(changes: Readonly<Record<string, unknown>>, scope: ApplyTo = 'all'): SettingResult {
    return this.tuning.setControllerSettings(changes, scope);
  }

  setController(settings: ControllerSettings, scope: ApplyTo = 'all'): SettingResult {
    return this.tuning.setController(settings, scope);
  }

  applyPreset(preset: ControllerPreset, scope: ApplyTo = 'all'): void {
    this.tuning.applyPreset(preset, scope);
  }

  setControllersByType(controllers: Readonly<Record<EntityType, ControllerSettings>>): SettingResult {
    return this.tuning.setControllersByType(controllers);
  }

  setGuidance(changes: Readonly<Partial<GuidanceChoice>>, scope: ApplyTo = 'all'): SettingResult {
    return this.tuning.setGuidance(changes, scope);
  }

  setTargetMotion(changes: Readonly<Partial<TargetMotionSettings>>, scope: ApplyTo = 'all'): SettingResult {
    return this.tuning.setTargetMotion(changes, scope);
  }

  setDisturbance(changes: Readonly<Partial<DisturbanceSettings>>): SettingResult {
    return this.tuning.setDisturbance(changes);
  }

  // ---- Time ----

  /** Sets the time scale (0.05…4). */
  setTimeScale(value: number): SettingResult {
    return this.clock.setTimeScale(value);
  }

  /** The ¼× button: slow motion on (0.25) or back to 1. */
  toggleSlowMotion(): void {
    this.clock.toggleSlowMotion();
  }

  /** Pauses or resumes simulated time. Resuming never replays the paused time. */
  setPaused(paused: boolean): void {
    this.clock.setPaused(paused);
  }

  /** Toggles {@link paused}. */
  togglePause(): void {
    this.clock.setPaused(!this.clock.paused);
  }

  /** Pauses (if running) and advances the simulation by exactly one fixed step. */
  singleStep(): void {
    if (!this.clock.paused) this.clock.setPaused(true);
    this.stepOnce();
  }

  /**
   * Called once per rendered frame with the real time since the previous one (s). Unless paused,
   * runs the whole number of fixed steps that the scaled time adds up to (at most
   * `maxStepsPerFrame`, or `maxSteps` if lower: see src/app/StepBudget.ts). Returns the number of
   * steps run.
   */
  advance(frameSeconds: number, maxSteps?: number): number {
    const steps = this.clock.stepsFor(frameSeconds, maxSteps);
    for (let i = 0; i < steps; i++) this.stepOnce();
    return steps;
  }

  // ---- Internals ----

  private stepOnce(): void {
    const scene = this.scene;
    const model = scene.model;
    model.aimTrackers();
    model.world.step();
    if (model.pendingHits.length > 0) this.handleHits();
    scene.afterStep();
    const records = model.records;
    const trailStep = model.world.steps % TRAIL_EVERY_STEPS === 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i] as EntityState;
      if (model.measuresTurns) record.measureTurn();
      if (trailStep) record.trail.push(record.entity.position.x, record.entity.position.y);
    }
    const selected = model.selectedRecord();
    if (selected) {
      const entity = selected.entity;
      this.scope.record(model.world.time, radToDeg(entity.measureHeadingError()), entity.commandedAngularAcceleration, entity.angularVelocity, entity.controllerTerms);
    }
  }

  /** Counts the hits of the last step (only on the target an entity chases) and hands them to the scene. */
  private handleHits(): void {
    const model = this.model;
    const now = model.time;
    for (const hit of model.pendingHits) {
      const record = model.findRecord(hit.entityId);
      if (!record || record.entity.targetId !== hit.targetId) continue;
      model.hits.record(record.entity.id, record.target.position.x, record.target.position.y, now, now - record.launchTime, record.colorIndex);
      this.scene.onHit(record);
    }
    model.pendingHits.length = 0;
  }

  /** Makes `next` the current scene and sets it up; with `freshFrame`, unstepped frame time is dropped. */
  private enter(next: DemoScene, freshFrame = true): void {
    this.scene = next;
    next.setUp();
    if (freshFrame) this.clock.restartFrame();
    this.scope.clear();
  }

  /** Tears the current scene down and goes back to the one it returns (or a fresh playground). */
  private leave(): void {
    const back = this.scene.tearDown();
    if (back) {
      this.scene = back;
      this.clock.restartFrame();
      this.scope.clear();
    } else this.enter(new Playground(this.context));
  }

  /** The playground the current scene plays in, if any. */
  private playground(): Playground | null {
    for (let s: DemoScene | null = this.scene; s; s = s.previous) if (s instanceof Playground) return s;
    return null;
  }
}
