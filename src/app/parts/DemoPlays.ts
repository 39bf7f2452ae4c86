import type { ControllerType } from '../../sim/control/ControllerSettings';
import { scenarioDt } from '../../sim/scenario/runScenario';
import { TIME_BASES, type TimeBase } from '../../sim/time/timeBases';
import { describeError } from '../../sim/validation/oneLine';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import { defaultSessionSettings, type SessionSettings } from '../model/SessionSettings';
import { describeScene, sceneFileText } from '../sceneFile/describeScene';
import { disturbanceSettingsOf, readSceneText } from '../sceneFile/openScene';
import type { ChallengeView } from '../plays/Challenge';
import type { RaceResultsView } from '../plays/RaceResults';
import type { PlayDirector } from '../plays/PlayDirector';
import type { PlayableKind, PlayArgs, PlayKind } from '../plays/playList';
import type { ScreenLayout } from '../setup/screenLayout';
import type { DemoClock } from '../time/DemoClock';
import { EntityDefaults } from '../model/EntityDefaults';
import { defaultDisturbanceSettings, type DisturbanceSettings } from '../fields/disturbanceFields';
import type { ParkedPlay } from '../plays/PlayDirector';

/** The player's scene and settings while the guided tour plays (see DemoPlays.setPlayerSceneAside). */
export interface PlayerSceneAside {
  readonly scene: ParkedPlay;
  readonly pathLoop: boolean;
  readonly disturbance: Readonly<DisturbanceSettings>;
  readonly defaults: EntityDefaults;
  readonly paused: boolean;
  readonly timeScale: number;
  readonly timeBase: TimeBase;
}

/**
 * Which scene plays (`demo.plays`): the ways of playing (src/app/plays/playList.ts, entered with
 * {@link play}, left with {@link leave}), scene files, the reset, the race's line-up, the warnings
 * about entities the simulation reset, and the player's scene set aside while the tour plays.
 */
export class DemoPlays {
  constructor(
    private readonly director: PlayDirector,
    private readonly session: SessionSettings,
    private readonly time: DemoClock,
    private readonly defaults: EntityDefaults,
    /** Ends the guided tour if it runs (a scene file opened takes its place). */
    private readonly leaveTour: () => void,
  ) {}

  /** The kind of the current scene (its key in src/app/plays/playList.ts). */
  get kind(): PlayKind {
    return this.director.kind;
  }

  /** True while a scene of `kind` plays, itself or under the current one (the Hunt over a race). */
  isPlaying(kind: PlayKind): boolean {
    return this.director.isPlaying(kind);
  }

  /** Whether the Hunt runs (moving targets, Seek mode, respawns). */
  get hunting(): boolean {
    return this.director.isPlaying('hunt');
  }

  /** Whether a race runs (leaving it restores the previous scene). */
  get racing(): boolean {
    return this.director.isPlaying('race');
  }

  /**
   * Enters a way of playing (src/app/plays/playList.ts) from the current scene: the Hunt on the
   * current scene's entities, a race of the selected entity's copies (refused without one), a
   * challenge level (refused for an unknown level; a controller object is the caller's to dispose),
   * the benchmark's crowd ({@link reset} brings the playground back). Entering the Hunt or a race
   * while it plays does nothing.
   */
  play<K extends PlayableKind>(kind: K, ...args: PlayArgs[K] extends undefined ? [] : [PlayArgs[K]]): SettingResult {
    return this.director.play(kind, args[0] as PlayArgs[K]);
  }

  /** Leaves a way of playing and goes back to the scene it took over, as it was (see playList.ts). */
  leave(kind: PlayableKind): void {
    this.director.leave(kind);
  }

  /**
   * Puts the scene back as on load: a fresh playground (the opening, time 0, no obstacles, no
   * hits). Keeps the mode (re-applied), pause, time scale, path loop, the disturbance and the
   * tuning, so an experiment can be replayed.
   */
  reset(): void {
    this.director.reset();
  }

  /** The current race's results table, or null outside a race. */
  get raceResults(): RaceResultsView | null {
    return this.director.raceResults;
  }

  /** The controllers a race lines up, in the order of CONTROLLER_TYPES. [default: all six] */
  get raceControllers(): readonly ControllerType[] {
    return this.director.raceControllers;
  }

  /** Chooses the race's controllers (at least one). */
  setRaceControllers(types: readonly ControllerType[]): SettingResult {
    return this.director.setRaceControllers(types);
  }

  /** The challenge level being played, or null. */
  get challenge(): ChallengeView | null {
    return this.director.challenge;
  }

  /** Whether the playground's opening choreography (the target hopping on by itself) runs. */
  get autoRetarget(): boolean {
    return this.director.playground?.choreography ?? false;
  }

  /** Turns the playground's opening choreography (hopping targets) on or off. */
  setAutoRetarget(on: boolean): void {
    const playground = this.director.playground;
    if (playground) playground.choreography = on;
  }

  /** The shape of the play area scenes are laid out for (src/app/setup/screenLayout.ts). [default: "landscape"] */
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

  /** True when the simulation reset an entity (its state went unsound) since {@link takeWarnings}. */
  get hasWarnings(): boolean {
    return this.director.hasWarnings;
  }

  /** The messages about entities the simulation had to reset to their last good state, oldest first; the queue is emptied. */
  takeWarnings(): string[] {
    return this.director.takeWarnings();
  }

  /** The name of the opened scene file, or null while the default opening plays. */
  get openedSceneName(): string | null {
    const opened = this.director.openedScenario;
    return opened ? (opened.name ?? 'an unnamed scene') : null;
  }

  /**
   * The scene on screen as scenario JSON text (what `npm run sim` reads): every entity where it is
   * now with its velocity, limits, controller and command, the targets and their motion, paths,
   * obstacles, disturbance, sensor noise and the time base, and the state that makes it go on
   * where it is, bit for bit (sceneFileText).
   */
  saveScene(): string {
    const name = this.openedSceneName ?? 'A scene saved from the game';
    return sceneFileText(describeScene(this.director.model, this.time.timeBase, name));
  }

  /**
   * Opens scenario JSON text as the scene, from time 0, checked by the rules and with the messages
   * of `npm run sim` (plus what the game can show: at most 10 entities). A refusal changes nothing:
   * the current scene, the time base and the disturbance stay as they were. {@link reset} restarts
   * the opened scene; {@link closeScene} brings the default opening back. The tour, the Hunt or a
   * race in progress ends first. Never throws: every route that opens a scene (a share link, an
   * example's address, Open scene, a dropped file) comes through here, and any failure, even one
   * no rule foresaw, is a refusal that leaves the scene as it was.
   */
  loadScene(text: string): SettingResult {
    let read: ReturnType<typeof readSceneText>;
    try {
      read = readSceneText(text);
    } catch (error) {
      return refused('scene', `scenario: could not be read (${describeError(error)})`);
    }
    if (!read.ok) return refused('scene', read.error);
    const scenario = read.scenario;
    const base: TimeBase = scenario.timeBase ?? (scenario.dt === TIME_BASES.original.dt ? 'original' : 'standard');
    const before = { base: this.time.timeBase, dt: this.time.dt, disturbance: { ...this.session.disturbance }, pathLoop: this.session.pathLoop };
    this.leaveTour();
    try {
      this.time.useTimeBase(base, scenarioDt(scenario));
      Object.assign(this.session.disturbance, disturbanceSettingsOf(scenario));
      this.director.openScene(scenario);
      return OK;
    } catch (error) {
      // Not expected (the file passed every rule), but a scene that cannot be built changes nothing.
      this.time.useTimeBase(before.base, before.dt);
      Object.assign(this.session.disturbance, before.disturbance);
      this.session.pathLoop = before.pathLoop;
      return refused('scene', `scenario: could not be opened (${describeError(error)})`);
    }
  }

  /** Leaves an opened scene file for the default opening (on the standard time base unless the player chose another). */
  closeScene(): void {
    this.director.openScene(null);
  }

  /**
   * Sets the player's scene and settings aside (the scene as it is, stopped in time; the session,
   * the settings new entities get, pause and time scale) and plays a fresh default opening: where
   * the guided tour builds its steps. {@link restorePlayerScene} puts everything back exactly.
   */
  setPlayerSceneAside(): PlayerSceneAside {
    const aside: PlayerSceneAside = {
      scene: this.director.park(),
      pathLoop: this.session.pathLoop,
      disturbance: { ...this.session.disturbance },
      defaults: this.defaults.copy(),
      paused: this.time.paused,
      timeScale: this.time.timeScale,
      timeBase: this.time.timeBase,
    };
    this.time.forgetOwed();
    return aside;
  }

  /**
   * The tour's starting point for each of its steps, whatever was changed by hand before (the
   * panel's "apply to all" changes what new entities get, which a step's reset would build from):
   * the documented defaults for new entities, no disturbance, the path looping, the standard time
   * base at real time, running. A step sets what it needs from here.
   */
  resetForTourStep(): void {
    this.defaults.restore(new EntityDefaults());
    this.session.pathLoop = defaultSessionSettings().pathLoop;
    Object.assign(this.session.disturbance, defaultDisturbanceSettings());
    if (this.time.timeBase !== 'standard') this.time.useTimeBase('standard');
    this.time.setTimeScale(1);
    this.time.setPaused(false);
    this.time.forgetOwed();
  }

  /** Puts back what {@link setPlayerSceneAside} set aside; the tour's scenes are dropped. */
  restorePlayerScene(aside: PlayerSceneAside): void {
    this.session.pathLoop = aside.pathLoop;
    Object.assign(this.session.disturbance, aside.disturbance);
    this.defaults.restore(aside.defaults);
    if (this.time.timeBase !== aside.timeBase) this.time.useTimeBase(aside.timeBase);
    this.time.setPaused(aside.paused);
    this.time.setTimeScale(aside.timeScale);
    this.time.forgetOwed();
    this.director.restore(aside.scene);
  }
}
