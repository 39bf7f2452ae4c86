import { MAX_STEPS_PER_FRAME } from '../sim/time/FixedStepClock';
import { STANDARD_DT } from '../sim/time/timeBases';
import { ScopeRecorder } from './instruments/ScopeRecorder';
import { defaultSessionSettings } from './model/SessionSettings';
import { DemoClock } from './time/DemoClock';
import { SceneEditor } from './parts/SceneEditor';
import { PlayDirector } from './plays/PlayDirector';
import type { ScreenLayout } from './setup/screenLayout';
import type { SceneView } from './model/SceneView';
import { TourGuide } from './tour/TourGuide';
import { TourStage } from './tour/TourStage';
import { EntityDefaults } from './model/EntityDefaults';
import { Tuning } from './tuning/Tuning';
import { SceneHistory } from './history/SceneHistory';
import { IntentDoor, type AppliedIntent } from './intents/IntentDoor';
import type { Intent } from './intents/Intent';
import { refused, type SettingResult } from './fields/tuningFields';
import type { ComparisonOpening } from './history/comparisonOpening';
import type { OpeningWorkers } from './history/openingProtocol';
import { OPENING_BUSY, SceneFileExchange } from './parts/SceneFileExchange';
import { ChangeFeed } from './changes/ChangeFeed';

export type { ControllerPreset } from './fields/controllerPresets';
export type { ObstacleRecord } from './model/SceneView';
export type { ApplyTo, DemoMode } from './model/SceneModel';
export { MAX_ENTITIES, PLAYER_COLLISION_GROUP } from './model/playerEntities';
export { MAX_OBSTACLES } from './model/obstacleKinds';
export { THROW_RULES } from './interaction/throwing';
export type { ChallengeView } from './plays/ChallengeView';
export type { RaceResultRow, RaceResultsView } from './plays/RaceResults';
export { SLOW_MOTION_SCALE } from './time/DemoClock';
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
  /**
   * The Workers a comparison opened from a file or link plays its runs again in ({@link Demo.opening}:
   * the page, which must stay responsive), or none: it is played here at once, before `apply`
   * answers (the command line, the tests). [default: none]
   */
  comparisonWorkers?: OpeningWorkers;
}

/** What the page reads of the tuning: what the panel shows; its changes are intents (`demo.apply`). */
export type TuningReads = Pick<Tuning, 'turnRatePreset' | 'shownTurnRate' | 'view' | 'comparisonController' | 'controllerInUse' | 'mix'> & {
  readonly defaults: Readonly<
    Pick<
      EntityDefaults,
      'maxAngularAcceleration' | 'entitySettings' | 'preset' | 'guidance' | 'motion' | 'controllerOf' | 'settingsFor' | 'startingSettings'
    >
  >;
};

/** What the page reads of the editors, and the selection it changes (the player's view, not the scene: no intent). */
export interface EditorReads {
  readonly entities: Pick<SceneEditor['entities'], 'mode' | 'selectedId' | 'select' | 'selectNext'>;
  readonly paths: Pick<SceneEditor['paths'], 'loop'>;
  readonly obstacles: Pick<SceneEditor['obstacles'], 'selectedId' | 'select'>;
}

/** What the page reads of the plays (entering, leaving and resetting are intents). */
export type PlaysReads = Omit<
  PlayDirector,
  | 'play'
  | 'leave'
  | 'reset'
  | 'setAutoRetarget'
  | 'setRaceControllers'
  | 'setLayout'
  | 'openScene'
  | 'park'
  | 'restore'
  | 'rewind'
  | 'openSnapshot'
  | 'replaceFaultyScene'
>;

/** What the page reads of the clock and changes of time (the time base, which makes a new world, is an intent). */
export type ClockControls = Omit<DemoClock, 'setTimeBase' | 'useTimeBase' | 'drive' | 'hold' | 'openingStep'>;

/**
 * The game's model, with no Phaser and no DOM: the one object the game and the UI talk to. Every
 * change to the scene is an intent, applied through one door ({@link apply}); its parts below are
 * read by name, with no forwarding layer. The game calls `clock.advance` once per frame and draws what `view` reads.
 */
export class Demo {
  /** Time: pause, slow motion, single step, each frame's fixed steps. */
  readonly clock: ClockControls;
  /** Which scene plays: ways of playing, the race's line-up, warnings. */
  readonly plays: PlaysReads;
  /**
   * Scene files: the scene on screen saved as one (opening one is an intent); the parts a comparison's runs play again on (a Worker's
   * game).
   */
  readonly sceneFiles: Pick<SceneFileExchange, 'save' | 'replayParts'>;
  /** The mode, the selection, the loop of paths, as the page reads them. */
  readonly editor: EditorReads;
  /** The selected entity's turn signals over the last 5 s of simulated time. */
  readonly scope: ScopeRecorder;
  /** What the panel shows and what new entities get. */
  readonly tuning: TuningReads;
  /** The guided tour (its steps set up scenes on this demo). */
  readonly tour: TourGuide;
  /** The playground's last minute: show any step, play again from it, compare a what-if run with the recorded one. */
  readonly history: SceneHistory;
  /**
   * What changed, pushed to the views that show it: the door publishes each intent (whose settings
   * it changed), the clock each step and each change of time, the director each scene, the editors
   * the selection, the tour its steps. The page delivers it once a frame.
   */
  readonly changes = new ChangeFeed();

  private readonly door: IntentDoor;
  private readonly files: SceneFileExchange;

  constructor(options: DemoOptions = {}) {
    const dt = options.dt ?? STANDARD_DT;
    const session = defaultSessionSettings();
    session.layout = options.layout ?? 'landscape';
    const changes = this.changes;
    const clock = new DemoClock(dt, options.maxStepsPerFrame ?? MAX_STEPS_PER_FRAME, changes);
    const scope = new ScopeRecorder(dt);
    const defaults = new EntityDefaults();
    const director: PlayDirector = new PlayDirector({
      clock,
      scope,
      session,
      defaults,
      beforeStep: () => this.history.beforeStep(),
      afterStep: (t) => this.tour.afterStep(t),
      stepped: () => {
        this.history.stepped();
        changes.stepped();
      },
      resumed: () => void clock.runOwed(),
      racerController: (type, base) => this.tuning.comparisonController(type, base.entity.type),
      changes,
    });
    clock.drive(director.stepper);
    this.plays = director;
    this.clock = clock;
    this.scope = scope;
    const tuning = new Tuning(defaults, session, () => director.current);
    this.tuning = tuning;
    const editor = new SceneEditor(director, session, scope, defaults, changes);
    this.editor = editor;
    this.history = new SceneHistory(
      director,
      clock,
      scope,
      tuning,
      (intent) => this.door.replay(intent),
      () => this.tour.active,
    );
    const sceneFiles = new SceneFileExchange(
      director,
      session,
      clock,
      () => {
        if (this.tour.active) this.tour.leave();
      },
      this.history,
      tuning,
      // The replay's own intents go through the door while the opening refuses the player's.
      (intent: Intent) => this.door.apply(intent),
      options.comparisonWorkers ?? null,
      // Each run of a comparison opened here plays on a game of its own, as in a Worker.
      () => new Demo({ dt }).sceneFiles.replayParts,
    );
    this.files = sceneFiles;
    this.sceneFiles = sceneFiles;
    this.door = new IntentDoor({ plays: director, editor, tuning, sceneFiles, clock }, this.history, changes);
    this.tour = new TourGuide(this, new TourStage(director, session, clock, defaults), undefined, changes);
  }

  /**
   * The one door for every change to the scene: the intent (plain data: Intent.ts) is checked and
   * applied between two fixed steps, and the history writes it in its log. A refusal names the
   * field and what it may be, and changes nothing.
   */
  apply(intent: Intent): SettingResult {
    if (this.files.opening) return refused(intent.kind === 'openScene' ? 'scene' : 'opening', OPENING_BUSY);
    return this.door.apply(intent);
  }

  /**
   * The comparison opening in Workers (with {@link DemoOptions.comparisonWorkers}), or null: the
   * page takes in what they played each frame (`advance`), shows its progress and can cancel it;
   * meanwhile the clock is held and every intent refused.
   */
  get opening(): ComparisonOpening | null {
    return this.files.opening;
  }

  /** How many intents were applied so far (by the player, or again by the timeline): a reader's place in {@link appliedSince}. */
  get appliedSerial(): number {
    return this.door.appliedSerial;
  }

  /** The intents applied after a reader's place `serial` (what the page redraws after, as Box2D hands out its events), oldest first. */
  appliedSince(serial: number): readonly AppliedIntent[] {
    return this.door.appliedSince(serial);
  }

  /**
   * The scene that plays, read-only: its entities, targets, obstacles and hits (the playing
   * scene's model itself, seen as a {@link SceneView}). A scene switch gives another, and showing a
   * moment of the timeline rebuilds the world from a snapshot (src/app/history): read it, and its
   * entities, each frame or step; do not keep them.
   */
  get view(): SceneView {
    return this.plays.model;
  }
}
