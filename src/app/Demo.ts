import { MAX_STEPS_PER_FRAME } from '../sim/time/FixedStepClock';
import { STANDARD_DT } from '../sim/time/timeBases';
import { ScopeRecorder } from './instruments/ScopeRecorder';
import { defaultSessionSettings } from './model/SessionSettings';
import { DemoClock } from './time/DemoClock';
import { SceneFiles } from './parts/SceneFiles';
import { SceneEditor } from './parts/SceneEditor';
import { PlayDirector } from './plays/PlayDirector';
import type { ScreenLayout } from './setup/screenLayout';
import type { SceneView } from './model/SceneView';
import { TourGuide } from './tour/TourGuide';
import { TourStage } from './tour/TourStage';
import { EntityDefaults } from './model/EntityDefaults';
import { Tuning } from './tuning/Tuning';
import { SceneHistory } from './history/SceneHistory';

export type { ControllerPreset } from './fields/controllerPresets';
export type { DemoTarget } from './model/DemoTarget';
export type { EntityRecord } from './model/EntityState';
export type { ObstacleRecord, SceneView } from './model/SceneView';
export type { ApplyTo, DemoMode } from './model/SceneModel';
export { MAX_ENTITIES, PLAYER_COLLISION_GROUP } from './model/playerEntities';
export { MAX_OBSTACLES } from './model/obstacleKinds';
export { THROW_RULES } from './interaction/throwing';
export type { CrowdPlacement } from '../sim/crowdLayout';
export type { ChallengeView } from './plays/ChallengeView';
export type { RaceResultRow, RaceResultsView } from './plays/RaceResults';
export { SLOW_MOTION_SCALE } from './time/DemoClock';
export type { TimeBase } from '../sim/time/timeBases';
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
 * The game's model, with no Phaser and no DOM: the one object the game and the UI talk to, made of
 * a few typed parts, each in its own file, reached by name (no forwarding layer):
 * - `clock` ({@link DemoClock}): the time itself: pause, slow motion, single step, the time base,
 *   each frame's steps;
 * - `plays` ({@link PlayDirector}): which way of playing plays (the ways of playing listed in
 *   src/app/plays/playList.ts), the reset, the race's line-up, the warnings;
 * - `sceneFiles` ({@link SceneFiles}): the scene saved as a scene file, and one opened;
 * - `editor` ({@link SceneEditor}): mode, selection, targets, paths, entities, obstacles;
 * - `view` ({@link SceneView}): the playing scene's model, read-only;
 * - `tuning` ({@link Tuning}: panel changes for the selected entity or all), `tour`
 *   ({@link TourGuide}), `scope` ({@link ScopeRecorder}), `history` ({@link SceneHistory}: the
 *   playground's last minute, shown again, played again and compared).
 * Each scene plays in a SceneModel (world, entity records, targets, obstacles, hits, selection).
 *
 * The game turns input into calls on these parts, calls `clock.advance` once per frame and draws
 * what `view` reads back; data flows one way.
 */
export class Demo {
  /** Time: pause, slow motion, single step, the time base, each frame's fixed steps. */
  readonly clock: DemoClock;
  /** Which scene plays: ways of playing, reset, the race's line-up, warnings. */
  readonly plays: PlayDirector;
  /** Scene files: save the scene on screen, open one. */
  readonly sceneFiles: SceneFiles;
  /** What the player changes in the scene: mode, selection, targets, paths, entities, obstacles. */
  readonly editor: SceneEditor;
  /** The selected entity's turn signals over the last 5 s of simulated time. */
  readonly scope: ScopeRecorder;
  /** The panel's changes and what new entities get. */
  readonly tuning: Tuning;
  /** The guided tour (its steps set up scenes on this demo). */
  readonly tour: TourGuide;
  /** The playground's last minute: show any step, play again from it, compare a what-if run with the recorded one. */
  readonly history: SceneHistory;

  constructor(options: DemoOptions = {}) {
    const dt = options.dt ?? STANDARD_DT;
    const session = defaultSessionSettings();
    session.layout = options.layout ?? 'landscape';
    const clock = new DemoClock(dt, options.maxStepsPerFrame ?? MAX_STEPS_PER_FRAME);
    const scope = new ScopeRecorder(dt);
    const defaults = new EntityDefaults();
    const director: PlayDirector = new PlayDirector({
      clock,
      scope,
      session,
      defaults,
      beforeStep: () => this.history.beforeStep(),
      afterStep: (t) => this.tour.afterStep(t),
      stepped: () => this.history.stepped(),
      resumed: () => void clock.runOwed(),
      racerController: (type, base) => this.tuning.comparisonController(type, base.entity.type),
    });
    clock.drive(director.stepper);
    this.plays = director;
    this.clock = clock;
    this.scope = scope;
    this.tuning = new Tuning(defaults, session, () => director.current);
    this.history = new SceneHistory(director, clock, scope, () => this.tour.active);
    this.sceneFiles = new SceneFiles(
      director,
      session,
      clock,
      () => {
        if (this.tour.active) this.tour.leave();
      },
      this.history,
    );
    this.editor = new SceneEditor(director, session, clock, scope, defaults);
    this.tour = new TourGuide(this, new TourStage(director, session, clock, defaults));
  }

  /**
   * The scene that plays, read-only: its entities, targets, obstacles and hits (the playing
   * scene's model itself, seen as a {@link SceneView}). A scene switch gives another, and the
   * playground rebuilds its world from its history's checkpoint every second (src/app/history):
   * read it, and its entities, each frame or step; do not keep them.
   */
  get view(): SceneView {
    return this.plays.model;
  }
}
