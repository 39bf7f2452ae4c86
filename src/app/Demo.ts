import type { ControllerType } from '../sim/control/ControllerSettings';
import type { EntityType } from '../sim/entities/EntitySettings';
import type { Vec2Like } from '../sim/math/vec2';
import type { SteeringWorld } from '../sim/SteeringWorld';
import type { DemoTarget } from './DemoTarget';
import type { DisturbanceSettings } from './disturbanceFields';
import type { HitLog } from './HitLog';
import * as roster from './interaction/entityRoster';
import * as obstacleEditing from './interaction/obstacleEditing';
import * as paths from './interaction/pathEditing';
import * as targets from './interaction/targetDragging';
import type { EntityRecord } from './model/EntityState';
import type { DemoMode, ObstacleRecord, SceneModel } from './model/SceneModel';
import { defaultSessionSettings, type SessionSettings } from './model/SessionSettings';
import type { ObstacleKind } from './obstacleKinds';
import type { CrowdPlacement } from './scenes/Crowd';
import type { ChallengeView } from './scenes/Challenge';
import { CHALLENGE_LEVELS, findChallengeLevel } from '../sim/challenges/challengeLevels';
import type { ChallengeController } from '../sim/challenges/ChallengeRun';
import type { TurnController } from '../sim/control/TurnController';
import type { DemoScene } from './scenes/DemoScene';
import type { RaceResultsView } from './scenes/RaceResults';
import { SceneDirector } from './scenes/SceneDirector';
import { describeScene } from './sceneFile/describeScene';
import { disturbanceSettingsOf, readSceneText } from './sceneFile/openScene';
import { ScopeRecorder } from './ScopeRecorder';
import { scenarioDt } from '../sim/scenario/runScenario';
import { SimulationTime } from './time/SimulationTime';
import { TIME_BASE_NAMES, TIME_BASES, type TimeBase } from '../sim/timeBases';
import { TourGuide } from './tour/TourGuide';
import type { PlayerSceneAside } from './tour/TourHost';
import { EntityDefaults } from './tuning/EntityDefaults';
import { Tuning } from './tuning/Tuning';
import { OK, refused, type SettingResult } from './tuningFields';
import type { ScreenLayout } from './screenLayout';

export type { ControllerPreset } from './controllerPresets';
export type { DemoTarget } from './DemoTarget';
export type { EntityRecord } from './model/EntityState';
export type { ApplyTo, DemoMode, ObstacleRecord } from './model/SceneModel';
export { MAX_ENTITIES, PLAYER_COLLISION_GROUP } from './model/playerEntities';
export { MAX_OBSTACLES } from './interaction/obstacleEditing';
export { THROW_RULES } from './interaction/throwing';
export type { CrowdPlacement } from './scenes/Crowd';
export type { ChallengeView } from './scenes/Challenge';
export type { RaceResultRow, RaceResultsView } from './scenes/RaceResults';
export { SLOW_MOTION_SCALE } from './time/SimulationTime';
export type { TimeBase } from '../sim/timeBases';
export type { TurnRatePresetState, TuningView } from './tuning/Tuning';
export type { TourView } from './tour/TourGuide';
export type { ScreenLayout } from './screenLayout';

/** Settings of a {@link Demo}. */
export interface DemoOptions {
  /** Simulation step, s. [default: 1/60] */
  dt?: number;
  /** Catch-up cap of the frame clock, steps per frame. [default: 5] */
  maxStepsPerFrame?: number;
  /** The shape of the play area the opening is laid out for (src/app/screenLayout.ts). [default: "landscape"] */
  layout?: ScreenLayout;
}

/**
 * The game's model, with no Phaser and no DOM: the one object the game and the UI talk to, a thin
 * facade over small parts, each in its own file:
 * - the scenes ({@link SceneDirector} and src/app/scenes: the playground, the Hunt, a race, the
 *   benchmark crowd), each playing in a {@link SceneModel} (world, entity records, targets,
 *   obstacles, hits, selection);
 * - time ({@link SimulationTime}: pause, slow motion, single step, the fixed-step clock);
 * - interaction (src/app/interaction: target drag and throw, paths, obstacles, the entity roster);
 * - tuning ({@link Tuning}, reached as `demo.tuning`: panel changes for the selected entity or all);
 * - the guided tour ({@link TourGuide}, as `demo.tour`).
 *
 * The game turns input into calls of these methods, calls {@link advance} once per frame and draws
 * what it reads back; data flows one way.
 */
export class Demo {
  /** The selected entity's turn signals over the last 5 s of simulated time. */
  readonly scope: ScopeRecorder;
  /** The panel's changes and what new entities get. */
  readonly tuning: Tuning;
  /** The guided tour (its steps set up scenes on this demo). */
  readonly tour: TourGuide;
  private readonly clock: SimulationTime;
  private readonly session: SessionSettings = defaultSessionSettings();
  private readonly scenes: SceneDirector;
  private timeBaseValue: TimeBase = 'standard';
  /** Fixed steps the clock has given that have not run yet (they wait for a controller answering later). */
  private owedSteps = 0;

  constructor(options: DemoOptions = {}) {
    const dt = options.dt ?? 1 / 60;
    this.clock = new SimulationTime(dt, options.maxStepsPerFrame ?? 5);
    this.scope = new ScopeRecorder(dt);
    const defaults = new EntityDefaults();
    this.session.layout = options.layout ?? 'landscape';
    this.scenes = new SceneDirector({ clock: this.clock, scope: this.scope, session: this.session, defaults, afterStep: (time) => this.tour.afterStep(time), resumed: () => void this.runOwedSteps() });
    this.tuning = new Tuning(defaults, this.session, () => this.scenes.scene);
    this.tour = new TourGuide(this);
  }

  // ---- Read-only state ----

  private get model(): SceneModel {
    return this.scenes.model;
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

  /** How simulated time relates to frames (see src/sim/timeBases.ts). [default: "standard"] */
  get timeBase(): TimeBase {
    return this.timeBaseValue;
  }

  /** Whether paths loop (applies to every path). [default: true] */
  get pathLoop(): boolean {
    return this.session.pathLoop;
  }

  /** The shape of the play area scenes are laid out for (src/app/screenLayout.ts). [default: "landscape"] */
  get layout(): ScreenLayout {
    return this.session.layout;
  }

  /**
   * The play area changed shape (a phone turned on its side): the scenes made from now on (a reset,
   * a race, an added entity) are laid out for `layout`; the scene playing stays as it is.
   */
  setLayout(layout: ScreenLayout): void {
    this.session.layout = layout;
  }

  /** Whether the playground's opening choreography (the target hopping on by itself) runs. */
  get autoRetarget(): boolean {
    return this.scenes.playground?.choreography ?? false;
  }

  /** Whether the Hunt runs (moving targets, Seek mode, respawns). */
  get hunting(): boolean {
    return this.scenes.hunting;
  }

  /** Whether a race runs (leaving it restores the previous scene). */
  get racing(): boolean {
    return this.scenes.racing;
  }

  /** The current race's results table, or null outside a race. */
  get raceResults(): RaceResultsView | null {
    return this.scenes.raceResults;
  }

  /** The kind of the current scene. */
  get sceneKind(): DemoScene['kind'] {
    return this.scenes.scene.kind;
  }

  /** The controllers a race lines up, in the order of CONTROLLER_TYPES. [default: all six] */
  get raceControllers(): readonly ControllerType[] {
    return this.scenes.raceControllers;
  }

  /** One record per entity, in creation order. */
  get records(): readonly EntityRecord[] {
    return this.model.records;
  }

  /** Every target once, in the order of the entities, then the loose ones (see {@link looseTargets}). */
  get targets(): readonly DemoTarget[] {
    return this.model.targets;
  }

  /** The targets no entity chases that the player may still drag (a scene file's spare ones). */
  get looseTargets(): readonly DemoTarget[] {
    return this.model.looseTargets;
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
    return this.scenes.hasWarnings;
  }

  /** The messages about entities the simulation had to reset to their last good state, oldest first; the queue is emptied. */
  takeWarnings(): string[] {
    return this.scenes.takeWarnings();
  }

  /** The record of entity `id`, if any. */
  getRecord(id: string): EntityRecord | undefined {
    return this.model.findRecord(id);
  }

  /** The target with this id, if any. */
  getTarget(id: string): DemoTarget | undefined {
    return this.model.findTarget(id);
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
    return targets.moveTarget(this.scenes.scene, targetId, position);
  }

  /** See {@link targets.dragTarget}. */
  dragTarget(targetId: string, point: Vec2Like): boolean {
    return targets.dragTarget(this.scenes.scene, this.clock.paused, targetId, point);
  }

  /** See {@link targets.releaseTarget}. */
  releaseTarget(targetId: string, throwVelocity: Readonly<Vec2Like> | null = null): boolean {
    return targets.releaseTarget(this.scenes.scene, targetId, throwVelocity);
  }

  /** See {@link paths.setPath}. */
  setPath(entityId: string, points: readonly Vec2Like[]): SettingResult {
    return paths.setPath(this.scenes.scene, entityId, points);
  }

  /** See {@link paths.moveWaypoint}. */
  moveWaypoint(entityId: string, index: number, position: Vec2Like): boolean {
    return paths.moveWaypoint(this.scenes.scene, entityId, index, position);
  }

  /** Turns path looping on or off; entities on a path restart it from its first waypoint. */
  setPathLoop(loop: boolean): void {
    this.session.pathLoop = loop;
    paths.restartPaths(this.model);
  }

  /** Turns the playground's opening choreography (hopping targets) on or off. */
  setAutoRetarget(on: boolean): void {
    const playground = this.scenes.playground;
    if (playground) playground.choreography = on;
  }

  /** Adds an entity of `type` on the next spawn lane, selects it and gives it the current mode. */
  addEntity(type: EntityType): SettingResult {
    const result = roster.addEntity(this.scenes.scene, this.tuning.defaults, type);
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
    const swapped = roster.swapType(this.scenes.scene, this.tuning.defaults);
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

  // ---- Scenes (src/app/scenes) ----

  /**
   * Puts the scene back as on load: a fresh playground (the opening, time 0, no obstacles, no
   * hits). Keeps the mode (re-applied), pause, time scale, path loop, the disturbance and the
   * tuning, so an experiment can be replayed.
   */
  reset(): void {
    this.scenes.reset();
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

  // ---- Scene files (src/app/sceneFile) ----

  /**
   * The scene on screen as scenario JSON text (what `npm run sim` reads): every entity where it is
   * now with its velocity, limits, controller and command, the targets and their motion, paths,
   * obstacles, disturbance, sensor noise and the time base. Run from time 0 it plays on as here.
   */
  saveScene(): string {
    const name = this.openedSceneName ?? 'A scene saved from the game';
    return `${JSON.stringify(describeScene(this.model, this.timeBaseValue, name), null, 2)}\n`;
  }

  /**
   * Opens scenario JSON text as the scene, from time 0, checked by the rules and with the messages
   * of `npm run sim` (plus what the game can show: at most 10 entities). A refusal changes nothing:
   * the current scene, the time base and the disturbance stay as they were. {@link reset} restarts
   * the opened scene; {@link closeScene} brings the default opening back. The tour, the Hunt or a
   * race in progress ends first.
   */
  loadScene(text: string): SettingResult {
    const read = readSceneText(text);
    if (!read.ok) return refused('scene', read.error);
    const scenario = read.scenario;
    const base: TimeBase = scenario.timeBase ?? (scenario.dt === TIME_BASES.original.dt ? 'original' : 'standard');
    const before = { base: this.timeBaseValue, dt: this.clock.dt, speed: this.clock.baseSpeed, disturbance: { ...this.session.disturbance }, pathLoop: this.session.pathLoop };
    if (this.tour.active) this.tour.leave();
    try {
      this.timeBaseValue = base;
      this.clock.setTimeBase(scenarioDt(scenario), TIME_BASES[base].speed);
      Object.assign(this.session.disturbance, disturbanceSettingsOf(scenario));
      this.scenes.openScene(scenario);
      return OK;
    } catch (error) {
      // Not expected (the file passed every rule), but a scene that cannot be built changes nothing.
      this.timeBaseValue = before.base;
      this.clock.setTimeBase(before.dt, before.speed);
      Object.assign(this.session.disturbance, before.disturbance);
      this.session.pathLoop = before.pathLoop;
      return refused('scene', `scenario: could not be opened (${(error as Error).message})`);
    }
  }

  /** The name of the opened scene file, or null while the default opening plays. */
  get openedSceneName(): string | null {
    const opened = this.scenes.openedScenario;
    return opened ? (opened.name ?? 'an unnamed scene') : null;
  }

  /** Leaves an opened scene file for the default opening (on the standard time base unless the player chose another). */
  closeScene(): void {
    this.scenes.openScene(null);
  }

  /** Replaces the scene by the benchmark's crowd (src/app/scenes/Crowd.ts). {@link reset} brings the playground back. */
  loadCrowd(placements: readonly CrowdPlacement[]): void {
    this.scenes.loadCrowd(placements);
  }

  /** Starts the Hunt on the current scene's entities, or ends it (src/app/scenes/Hunt.ts). */
  setHunting(on: boolean): void {
    this.scenes.setHunting(on);
  }

  /** Chooses the race's controllers (at least one). */
  setRaceControllers(types: readonly ControllerType[]): SettingResult {
    return this.scenes.setRaceControllers(types);
  }

  /** Starts a race of the selected entity's copies, one per chosen controller (src/app/scenes/Race.ts). Refused without an entity. */
  startRace(): SettingResult {
    return this.scenes.startRace((type, base) => this.tuning.comparisonController(type, base.entity.type));
  }

  /** Ends the race and goes back to the scene it replaced, as it was. */
  stopRace(): void {
    this.scenes.stopRace();
  }

  // ---- Challenge levels (src/app/scenes/Challenge.ts, src/sim/challenges) ----

  /** The challenge level being played, or null. */
  get challenge(): ChallengeView | null {
    return this.scenes.challenge;
  }

  /**
   * Plays challenge level `levelName` with `controller` (a built-in's settings, or a controller
   * object such as the player's sandboxed code, which the caller disposes), named `label` on the
   * result card. Leaving it ({@link stopChallenge}) restores the scene it replaced. Refused for an
   * unknown level.
   */
  startChallenge(levelName: string, controller: ChallengeController, label?: string): SettingResult {
    const level = findChallengeLevel(levelName);
    if (!level) return refused('level', `no challenge level is named ${JSON.stringify(levelName)}; the levels are ${CHALLENGE_LEVELS.map((l) => l.name).join(', ')}.`);
    this.scenes.startChallenge(level, controller, label);
    return OK;
  }

  /** Ends the challenge level and goes back to the scene it replaced, as it was. */
  stopChallenge(): void {
    this.scenes.stopChallenge();
  }

  /** Steers the selected entity with `controller` (e.g. the player's code) until its controller is changed again. Refused without a selected entity. */
  useControllerOnSelected(controller: TurnController): SettingResult {
    const record = this.model.selectedRecord();
    if (!record) return refused('controller', 'select an entity first (click or tap it): the code steers the selected one.');
    record.entity.useController(controller);
    return OK;
  }

  // ---- The guided tour's scene ----

  /**
   * Sets the player's scene and settings aside (the scene as it is, stopped in time; the session,
   * the settings new entities get, pause and time scale) and plays a fresh default opening: where
   * the guided tour builds its steps. {@link restorePlayerScene} puts everything back exactly.
   */
  setPlayerSceneAside(): PlayerSceneAside {
    const aside: PlayerSceneAside = {
      scene: this.scenes.park(),
      pathLoop: this.session.pathLoop,
      disturbance: { ...this.session.disturbance },
      defaults: this.tuning.defaults.copy(),
      paused: this.clock.paused,
      timeScale: this.clock.timeScale,
    };
    this.owedSteps = 0;
    return aside;
  }

  /** Puts back what {@link setPlayerSceneAside} set aside; the tour's scenes are dropped. */
  restorePlayerScene(aside: PlayerSceneAside): void {
    this.session.pathLoop = aside.pathLoop;
    Object.assign(this.session.disturbance, aside.disturbance);
    this.tuning.defaults.restore(aside.defaults);
    this.clock.setPaused(aside.paused);
    this.clock.setTimeScale(aside.timeScale);
    this.owedSteps = 0;
    this.scenes.restore(aside.scene);
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
    if (paused) this.owedSteps = 0;
  }

  /** Toggles {@link paused}. */
  togglePause(): void {
    this.setPaused(!this.clock.paused);
  }

  /** Pauses (if running) and advances the simulation by exactly one fixed step. */
  singleStep(): void {
    if (!this.clock.paused) this.setPaused(true);
    this.scenes.step();
  }

  /**
   * Called once per rendered frame with the real time since the previous one (s). Unless paused,
   * runs the whole number of fixed steps that the scaled time adds up to (at most
   * `maxStepsPerFrame`, or `maxSteps` if lower: see src/app/StepBudget.ts). Returns the number of
   * steps run.
   */
  advance(frameSeconds: number, maxSteps?: number): number {
    const steps = this.clock.stepsFor(frameSeconds, maxSteps);
    // Steps a controller answering later (the player's code in a Worker) has not let run yet wait
    // their turn, within the clock's catch-up cap: the simulation slows rather than skips.
    this.owedSteps = Math.min(this.owedSteps + steps, this.clock.maxStepsPerFrame);
    return this.runOwedSteps();
  }

  /**
   * Runs the owed steps until one waits for a controller answering later; returns how many ran. A
   * scene that could not go on was replaced (with a notice: SceneDirector.step): the new one starts
   * on the next frame.
   */
  private runOwedSteps(): number {
    let finished = 0;
    while (this.owedSteps > 0 && !this.scenes.waiting) {
      this.owedSteps--;
      const outcome = this.scenes.step();
      if (outcome === 'stepped') finished++;
      else if (outcome === 'stopped') {
        this.owedSteps = 0;
        return finished + 1;
      }
    }
    return finished;
  }

}
