import type { ControllerType } from '../sim/control/ControllerSettings';
import type { SteeringWorld } from '../sim/SteeringWorld';
import type { TimeBase } from '../sim/timeBases';
import type { DemoTarget } from './model/DemoTarget';
import type { DisturbanceSettings } from './fields/disturbanceFields';
import type { HitLog } from './model/HitLog';
import type { EntityRecord } from './model/EntityState';
import type { DemoMode, ObstacleRecord, SceneModel } from './model/SceneModel';
import type { SessionSettings } from './model/SessionSettings';
import type { ChallengeView } from './scenes/Challenge';
import type { DemoScene } from './scenes/DemoScene';
import type { RaceResultsView } from './scenes/RaceResults';
import type { SceneDirector } from './scenes/SceneDirector';
import type { SceneKind } from './scenes/sceneList';
import { describeScene } from './sceneFile/describeScene';
import type { ScreenLayout } from './setup/screenLayout';
import type { SimulationTime } from './time/SimulationTime';

/**
 * What the game draws and the UI shows of the {@link Demo}: its state, read-only (the scene, its
 * entities, targets, obstacles and hits, time, the session's settings, the scene file). The Demo
 * adds the commands that change it; data flows one way.
 */
export abstract class DemoReadout {
  protected abstract readonly clock: SimulationTime;
  protected abstract readonly session: SessionSettings;
  protected abstract readonly scenes: SceneDirector;

  protected get model(): SceneModel {
    return this.scenes.model;
  }

  /** The simulation. Replaced by Demo.reset and by scene switches: do not keep a reference. */
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
    return this.clock.timeBase;
  }

  /** Whether paths loop (applies to every path). [default: true] */
  get pathLoop(): boolean {
    return this.session.pathLoop;
  }

  /** The shape of the play area scenes are laid out for (src/app/setup/screenLayout.ts). [default: "landscape"] */
  get layout(): ScreenLayout {
    return this.session.layout;
  }

  /** Whether the playground's opening choreography (the target hopping on by itself) runs. */
  get autoRetarget(): boolean {
    return this.scenes.playground?.choreography ?? false;
  }

  /** Whether the Hunt runs (moving targets, Seek mode, respawns). */
  get hunting(): boolean {
    return this.scenes.isPlaying('hunt');
  }

  /** Whether a race runs (leaving it restores the previous scene). */
  get racing(): boolean {
    return this.scenes.isPlaying('race');
  }

  /** The current race's results table, or null outside a race. */
  get raceResults(): RaceResultsView | null {
    return this.scenes.raceResults;
  }

  /** True while a scene of `kind` plays, itself or under the current one (the Hunt over a race). */
  isPlaying(kind: SceneKind): boolean {
    return this.scenes.isPlaying(kind);
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

  /** The record of entity `id`, if any. */
  getRecord(id: string): EntityRecord | undefined {
    return this.model.findRecord(id);
  }

  /** The target with this id, if any. */
  getTarget(id: string): DemoTarget | undefined {
    return this.model.findTarget(id);
  }

  /** The name of the opened scene file, or null while the default opening plays. */
  get openedSceneName(): string | null {
    const opened = this.scenes.openedScenario;
    return opened ? (opened.name ?? 'an unnamed scene') : null;
  }

  /**
   * The scene on screen as scenario JSON text (what `npm run sim` reads): every entity where it is
   * now with its velocity, limits, controller and command, the targets and their motion, paths,
   * obstacles, disturbance, sensor noise and the time base. Run from time 0 it plays on as here.
   */
  saveScene(): string {
    const name = this.openedSceneName ?? 'A scene saved from the game';
    return `${JSON.stringify(describeScene(this.model, this.clock.timeBase, name), null, 2)}\n`;
  }

  /** The challenge level being played, or null. */
  get challenge(): ChallengeView | null {
    return this.scenes.challenge;
  }
}
