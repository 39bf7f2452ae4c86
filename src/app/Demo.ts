import type { ControllerType } from '../sim/control/ControllerSettings';
import type { EntityType } from '../sim/entities/EntitySettings';
import type { Vec2Like } from '../sim/math/vec2';
import * as roster from './interaction/entityRoster';
import * as obstacleEditing from './interaction/obstacleEditing';
import * as paths from './interaction/pathEditing';
import * as targets from './interaction/targetDragging';
import type { DemoMode } from './model/SceneModel';
import { defaultSessionSettings, type SessionSettings } from './model/SessionSettings';
import type { ObstacleKind } from './model/obstacleKinds';
import type { TurnController } from '../sim/control/TurnController';
import { DemoReadout } from './DemoReadout';
import { SceneDirector } from './scenes/SceneDirector';
import type { PlayableKind, SceneArgs } from './scenes/sceneList';
import { disturbanceSettingsOf, readSceneText } from './sceneFile/openScene';
import { ScopeRecorder } from './instruments/ScopeRecorder';
import { scenarioDt } from '../sim/scenario/runScenario';
import { FrameStepper } from './time/FrameStepper';
import { SimulationTime } from './time/SimulationTime';
import { STANDARD_DT, TIME_BASE_NAMES, TIME_BASES, type TimeBase } from '../sim/timeBases';
import { MAX_STEPS_PER_FRAME } from '../sim/FixedStepClock';
import { TourGuide } from './tour/TourGuide';
import type { PlayerSceneAside } from './tour/TourHost';
import { EntityDefaults } from './tuning/EntityDefaults';
import { Tuning } from './tuning/Tuning';
import { OK, refused, type SettingResult } from './fields/tuningFields';
import type { ScreenLayout } from './setup/screenLayout';

export type { ControllerPreset } from './fields/controllerPresets';
export type { DemoTarget } from './model/DemoTarget';
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
export type { ScreenLayout } from './setup/screenLayout';

/** Settings of a {@link Demo}. */
export interface DemoOptions {
  /** Simulation step, s. [default: 1/60] */
  dt?: number;
  /** Catch-up cap of the frame clock, steps per frame. [default: 5] */
  maxStepsPerFrame?: number;
  /** The shape of the play area the opening is laid out for (src/app/setup/screenLayout.ts). [default: "landscape"] */
  layout?: ScreenLayout;
}

/**
 * The game's model, with no Phaser and no DOM: the one object the game and the UI talk to, a thin
 * facade over small parts, each in its own file:
 * - what it reads back ({@link DemoReadout}: the scene's entities, targets, obstacles, hits, time);
 * - the scenes ({@link SceneDirector}; the ways of playing are listed in src/app/scenes/sceneList.ts
 *   and entered with {@link play}, left with {@link leave}), each playing in a SceneModel
 *   (world, entity records, targets, obstacles, hits, selection);
 * - time ({@link SimulationTime}: pause, slow motion, the fixed-step clock; {@link FrameStepper}:
 *   each frame's steps);
 * - interaction (src/app/interaction: target drag and throw, paths, obstacles, the entity roster);
 * - tuning ({@link Tuning}, reached as `demo.tuning`: panel changes for the selected entity or all);
 * - the guided tour ({@link TourGuide}, as `demo.tour`).
 *
 * The game turns input into calls of these methods, calls {@link advance} once per frame and draws
 * what it reads back; data flows one way.
 */
export class Demo extends DemoReadout {
  /** The selected entity's turn signals over the last 5 s of simulated time. */
  readonly scope: ScopeRecorder;
  /** The panel's changes and what new entities get. */
  readonly tuning: Tuning;
  /** The guided tour (its steps set up scenes on this demo). */
  readonly tour: TourGuide;
  protected readonly clock: SimulationTime;
  protected readonly session: SessionSettings = defaultSessionSettings();
  protected readonly scenes: SceneDirector;
  /** Each frame's fixed steps, and those owed while a controller answers later. */
  private readonly stepper: FrameStepper;

  constructor(options: DemoOptions = {}) {
    super();
    const dt = options.dt ?? STANDARD_DT;
    this.clock = new SimulationTime(dt, options.maxStepsPerFrame ?? MAX_STEPS_PER_FRAME);
    this.scope = new ScopeRecorder(dt);
    const defaults = new EntityDefaults();
    this.session.layout = options.layout ?? 'landscape';
    this.scenes = new SceneDirector({ clock: this.clock, scope: this.scope, session: this.session, defaults, afterStep: (time) => this.tour.afterStep(time),
      resumed: () => void this.stepper.runOwed(),
      racerController: (type, base) => this.tuning.comparisonController(type, base.entity.type),
    });
    this.tuning = new Tuning(defaults, this.session, () => this.scenes.scene);
    this.tour = new TourGuide(this);
    this.stepper = new FrameStepper(this.clock, this.scenes);
  }

  // ---- Layout and warnings ----

  /**
   * The play area changed shape (a phone turned on its side): the scenes made from now on (a reset,
   * a race, an added entity) are laid out for `layout`; the scene playing stays as it is.
   */
  setLayout(layout: ScreenLayout): void {
    this.session.layout = layout;
  }

  /** The messages about entities the simulation had to reset to their last good state, oldest first; the queue is emptied. */
  takeWarnings(): string[] {
    return this.scenes.takeWarnings();
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
    if (base === this.clock.timeBase) return OK;
    this.clock.setTimeBase(base);
    this.reset();
    return OK;
  }

  // ---- Scene files (src/app/sceneFile) ----

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
    const before = { base: this.clock.timeBase, dt: this.clock.dt, disturbance: { ...this.session.disturbance }, pathLoop: this.session.pathLoop };
    if (this.tour.active) this.tour.leave();
    try {
      this.clock.setTimeBase(base, scenarioDt(scenario));
      Object.assign(this.session.disturbance, disturbanceSettingsOf(scenario));
      this.scenes.openScene(scenario);
      return OK;
    } catch (error) {
      // Not expected (the file passed every rule), but a scene that cannot be built changes nothing.
      this.clock.setTimeBase(before.base, before.dt);
      Object.assign(this.session.disturbance, before.disturbance);
      this.session.pathLoop = before.pathLoop;
      return refused('scene', `scenario: could not be opened (${(error as Error).message})`);
    }
  }

  /** Leaves an opened scene file for the default opening (on the standard time base unless the player chose another). */
  closeScene(): void {
    this.scenes.openScene(null);
  }

  /**
   * Enters a way of playing (src/app/scenes/sceneList.ts) from the current scene: the Hunt on the
   * current scene's entities, a race of the selected entity's copies (refused without one), a
   * challenge level (refused for an unknown level; a controller object is the caller's to dispose),
   * the benchmark's crowd ({@link reset} brings the playground back). Entering the Hunt or a race
   * while it plays does nothing.
   */
  play<K extends PlayableKind>(kind: K, ...args: SceneArgs[K] extends undefined ? [] : [SceneArgs[K]]): SettingResult {
    return this.scenes.play(kind, args[0] as SceneArgs[K]);
  }

  /** Leaves a way of playing and goes back to the scene it took over, as it was (see sceneList.ts). */
  leave(kind: PlayableKind): void {
    this.scenes.leave(kind);
  }

  /** Chooses the race's controllers (at least one). */
  setRaceControllers(types: readonly ControllerType[]): SettingResult {
    return this.scenes.setRaceControllers(types);
  }

  // ---- Challenge levels (src/app/scenes/Challenge.ts, src/sim/challenges) ----

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
    this.stepper.forgetOwed();
    return aside;
  }

  /** Puts back what {@link setPlayerSceneAside} set aside; the tour's scenes are dropped. */
  restorePlayerScene(aside: PlayerSceneAside): void {
    this.session.pathLoop = aside.pathLoop;
    Object.assign(this.session.disturbance, aside.disturbance);
    this.tuning.defaults.restore(aside.defaults);
    this.clock.setPaused(aside.paused);
    this.clock.setTimeScale(aside.timeScale);
    this.stepper.forgetOwed();
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
    if (paused) this.stepper.forgetOwed();
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

  /** Called once per rendered frame with the real time since the previous one (s); see {@link FrameStepper.advance}. */
  advance(frameSeconds: number, maxSteps?: number): number {
    return this.stepper.advance(frameSeconds, maxSteps);
  }
}
