import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../../sim/control/ControllerSettings';
import { RandomStream } from '../../sim/math/random';
import type { EntityState } from '../model/EntityState';
import type { SceneModel } from '../model/SceneModel';
import type { Scenario } from '../../sim/scenario/schema';
import type { SessionSettings } from '../model/SessionSettings';
import { raceLineUp } from '../setup/raceSetup';
import type { DemoClock } from '../time/DemoClock';
import type { EntityDefaults } from '../model/EntityDefaults';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { ChallengeView } from './ChallengeView';
import { kindOf, playsIn, type Play, type PlayContext } from './Play';
import { PlayStepper, type SteppedPlays, type StepHooks } from './PlayStepper';
import { WarningQueue } from './WarningQueue';
import { NO_CHANGE_PUBLISHER, type ChangePublisher } from '../changes/ChangeFeed';
import type { ScreenLayout } from '../setup/screenLayout';
import type { RaceResultsView } from './RaceResults';
import type { Playground } from './Playground';
import { playOver, rebuildPlay } from './rebuildPlay';
import { createPlay, playDefinition, PLAYABLE_KINDS, PLAYS, type PlayableKind, type PlayArgs, type PlayKind } from './playList';

/** Seed of the game's own random choices (where a reached target jumps to). */
const RANDOM_SEED = 20140601;

/** A scene set aside by {@link PlayDirector.park}, to be put back by {@link PlayDirector.restore}. */
export type ParkedPlay = ReturnType<PlayDirector['park']>;

/** What the director needs from the demo around it: its parts, and the hooks of every step (PlayStepper's). */
export interface SceneDirectorParts extends StepHooks {
  readonly clock: DemoClock;
  readonly session: SessionSettings;
  readonly defaults: EntityDefaults;
  /** The settings a race gives each racer (the panel's; without it, what a new entity of that type gets). */
  racerController?(type: ControllerType, base: EntityState): ControllerSettings;
  /** Where it says that another scene plays, or the same one was rebuilt, and that a warning waits. [default: no one] */
  readonly changes?: ChangePublisher;
}

/**
 * Which way of playing plays (`demo.plays`): one at a time, like Box2D's samples. Entering one
 * (src/app/plays/playList.ts) takes the current scene over or replaces it; leaving tears it down
 * and goes back to the scene it took over; a reset or a scene file gives a fresh playground. It
 * also keeps the race's line-up, the warnings about entities the simulation reset, and the play's
 * own figures (a race's results, a level's card). Its {@link stepper} steps the play that plays.
 */
export class PlayDirector implements SteppedPlays {
  private currentPlay: Play;
  private sceneCount = 0;
  private random = new RandomStream(RANDOM_SEED);
  private raceControllerList: ControllerType[] = [...CONTROLLER_TYPES];
  /** Messages about entities the simulation had to reset (their state went unsound), until the page shows them. */
  readonly warnings: WarningQueue;
  private readonly context: PlayContext;
  /** The scene file the playground opens with (null: the default opening). */
  private openingScenario: Scenario | null = null;
  /** Steps the play that plays (the clock drives it). */
  readonly stepper: PlayStepper;
  private readonly changes: ChangePublisher;

  constructor(private readonly parts: SceneDirectorParts) {
    const clock = parts.clock;
    this.changes = parts.changes ?? NO_CHANGE_PUBLISHER;
    this.warnings = new WarningQueue(this.changes);
    const raceControllers = () => this.raceControllerList;
    this.context = {
      get dt() {
        return clock.dt;
      },
      session: parts.session,
      defaults: parts.defaults,
      random: () => this.random.next(),
      warn: (message) => this.warnings.add(message),
      get raceControllers() {
        return raceControllers();
      },
      racerController: (type, base) => (parts.racerController ?? ((t, b) => parts.defaults.startingSettings(t, b.entity.type)))(type, base),
    };
    this.stepper = new PlayStepper(this, parts);
    this.currentPlay = this.playgroundOf(null, null);
    this.currentPlay.setUp();
  }

  /**
   * Counts the scenes shown (another play, a reset, a scene opened or left; not a moment of the timeline shown): what watches for a new
   * scene reads it.
   */
  get sceneSerial(): number {
    return this.sceneCount;
  }

  /** The way of playing that runs now. */
  get current(): Play {
    return this.currentPlay;
  }

  /** The model the current scene plays in. */
  get model(): SceneModel {
    return this.currentPlay.model;
  }

  /** The kind of the current scene (its key in playList.ts). */
  get kind(): PlayKind {
    return kindOf(this.currentPlay) as PlayKind;
  }

  /** Whether a scene of `kind` plays: the current one, or one it took over (the Hunt under a race). */
  isPlaying(kind: PlayKind): boolean {
    return playsIn(this.currentPlay, kind);
  }

  /**
   * The results table of the play on screen, when it keeps one (a race, or the Hunt over a race
   * with a table of its own); null elsewhere. A table of a play underneath is never shown: a race's
   * rows under a Hunt or under Intercept described another game than the one on screen.
   */
  get raceResults(): RaceResultsView | null {
    return this.currentPlay.raceResults ?? null;
  }

  /** Whether the play on screen keeps a table of racers ({@link raceResults} not null), without making the table's view. */
  get racersTabled(): boolean {
    const play = this.currentPlay;
    return kindOf(play) === 'race' || (kindOf(play) === 'hunt' && play.previous !== null && kindOf(play.previous) === 'race');
  }

  /** Whether the play on screen is a race (its racers share one course or one target). */
  get raceOnScreen(): boolean {
    return kindOf(this.currentPlay) === 'race';
  }

  /** The controllers a race lines up, in the order of CONTROLLER_TYPES. [default: all six] */
  get raceControllers(): readonly ControllerType[] {
    return this.raceControllerList;
  }

  /** The play with an opening choreography (the playground's hopping target) that the current scene plays in, or null. */
  private get choreographed(): Play | null {
    for (let s: Play | null = this.currentPlay; s; s = s.previous) if (s.choreography !== undefined) return s;
    return null;
  }

  /** Whether the playground's opening choreography (the target hopping on by itself) runs. */
  get autoRetarget(): boolean {
    return this.choreographed?.choreography ?? false;
  }

  /** Turns the playground's opening choreography (hopping targets) on or off. */
  setAutoRetarget(on: boolean): void {
    const play = this.choreographed;
    if (play) play.choreography = on;
  }

  /** The shape of the play area scenes are laid out for (src/app/setup/screenLayout.ts). [default: "landscape"] */
  get layout(): ScreenLayout {
    return this.parts.session.layout;
  }

  /**
   * The play area changed shape (a phone turned on its side): the scenes made from now on (a reset,
   * a race, an added entity) are laid out for `layout`; the scene playing stays as it is.
   */
  setLayout(layout: ScreenLayout): void {
    this.parts.session.layout = layout;
  }

  /** The name of the opened scene file, or null while the default opening plays. */
  get openedSceneName(): string | null {
    return this.openingScenario ? (this.openingScenario.name ?? 'an unnamed scene') : null;
  }

  /**
   * A fresh playground, the clock and the random numbers started again: the default opening in the
   * mode the current scene had, or the opened scene file as it was opened (every entity with its
   * own command).
   */
  reset(): void {
    const mode = this.model.mode;
    this.startAfresh();
    this.enter(this.playgroundOf(this.currentPlay, this.openingScenario));
    if (!this.openingScenario) this.model.setMode(mode);
  }

  /**
   * Plays a scene file from time 0 in a fresh playground (its world built as `npm run sim` builds
   * it), and makes it the one {@link reset} restarts; null goes back to the default opening. The
   * clock's step must already be the scene's.
   */
  openScene(scenario: Scenario | null): void {
    if (!scenario) {
      this.openingScenario = null;
      this.reset();
      return;
    }
    // Built before anything changes: a scene that cannot be built leaves the current one playing.
    const next = this.playgroundOf(this.currentPlay, scenario);
    next.setUp();
    this.openingScenario = scenario;
    this.startAfresh();
    this.show(next);
  }

  /**
   * Sets the current scene aside as it is (with the scenes it took over, its world stopped in time, an
   * opened scene file) and plays a fresh default opening instead: the guided tour's. {@link restore} brings it back.
   */
  park() {
    // Its frame clock (its dropped time counts on when it comes back) and its warnings not yet shown go with it.
    const parked = {
      scene: this.currentPlay,
      openingScenario: this.openingScenario,
      random: this.random,
      clock: this.parts.clock.frameClock,
      warnings: this.warnings.take() as readonly string[],
    };
    this.openingScenario = null;
    this.startAfresh();
    this.enter(this.playgroundOf(this.currentPlay, null));
    return parked;
  }

  private startAfresh(): void {
    // A new scene begins: the random numbers and the frame clock start again, no warning is queued.
    this.random = new RandomStream(RANDOM_SEED);
    this.parts.clock.renewClock();
    this.warnings.take();
  }

  /**
   * Puts back a scene set aside with {@link park} exactly as it was (the clock's time base already its); the scenes played meanwhile are
   * dropped.
   */
  restore(parked: ParkedPlay): void {
    this.openingScenario = parked.openingScenario;
    this.random = parked.random;
    this.warnings.putBack(parked.warnings);
    this.parts.clock.resumeFrameClock(parked.clock);
    this.show(parked.scene);
  }

  /** The state of the game's random numbers (where a reached target jumps to): the history's snapshots keep it. */
  get randomState(): number {
    return this.random.state;
  }

  /**
   * Puts the scene back as a snapshot of its history holds it (src/app/history): the play that
   * plays ({@link rewindable}: the playground, the Hunt over it, Intercept) built again from the
   * snapshot's scene, bit for bit, handed to `adopt` for what the game kept around its world, and
   * the random numbers as they were (`randomState`). The opened scene file that {@link reset}
   * restarts stays.
   */
  rewind(scene: Scenario, randomState: number, adopt: (play: Play) => void): Play {
    const next = rebuildPlay(this.context, this.currentPlay, scene);
    adopt(next);
    this.random.state = randomState;
    this.show(next, true, false);
    return next;
  }

  /**
   * Plays a snapshot written down (a comparison's start, src/app/history/snapshotFile.ts): the
   * playground opened from `scene` as {@link openScene} opens it (Intercept returns, when left, to
   * the default opening), the Hunt or Intercept built over it as a rewind builds it (rebuildPlay.ts),
   * `adopt` giving it what the game kept, the random numbers at `randomState`.
   */
  openSnapshot(kind: 'playground' | 'hunt' | 'intercept', scene: Scenario, randomState: number, adopt: (play: Play) => void): void {
    this.openScene(kind === 'intercept' ? null : scene);
    const next = kind === 'playground' ? this.currentPlay : playOver(this.context, kind, this.currentPlay, scene);
    adopt(next);
    this.random.state = randomState;
    if (next !== this.currentPlay) this.show(next);
  }

  /**
   * Enters the way of playing `kind` (playList.ts) from the current scene, as its descriptor says:
   * it takes the current scene over or replaces it, and may start the clock afresh. The Hunt plays
   * on the current scene's entities, a race copies the selected entity (refused without one), a
   * level needs its name and who steers (a controller object is the caller's to dispose), the
   * crowd its placements. Entering a once-only scene while it plays does nothing; a refusal nothing.
   */
  play<K extends PlayableKind>(kind: K, args?: PlayArgs[K]): SettingResult {
    if (!PLAYABLE_KINDS.includes(kind)) return refused('play', `play must be one of ${PLAYABLE_KINDS.join(', ')}; got ${String(kind)}`);
    const descriptor = playDefinition(kind);
    if (descriptor.once && this.isPlaying(kind)) return OK;
    const next = createPlay(kind, this.context, this.currentPlay, args as PlayArgs[K]);
    if ('ok' in next) return next;
    if (descriptor.renewsClock) {
      this.parts.clock.renewClock();
      this.warnings.take();
    }
    this.enter(next, !descriptor.keepsFrame);
    return OK;
  }

  /**
   * Leaves the way of playing `kind` for the scene it took over, as it was: only when it is the
   * current scene, or through every scene above it too, as its descriptor says (the crowd is reset).
   */
  leave(kind: PlayKind): SettingResult {
    if (!(kind in PLAYS)) return refused('play', `play must be one of ${Object.keys(PLAYS).join(', ')}; got ${String(kind)}`);
    const how = playDefinition(kind).leave;
    if (how === 'top' && kindOf(this.currentPlay) === kind) this.leaveCurrent();
    else if (how === 'through') while (this.isPlaying(kind)) this.leaveCurrent();
    return OK;
  }

  /** Chooses the race's controllers (at least one). */
  setRaceControllers(types: readonly ControllerType[]): SettingResult {
    const lineUp = raceLineUp(types);
    if (lineUp.length === 0) return refused('raceControllers', 'choose at least one controller to race.');
    if (types.some((type) => !CONTROLLER_TYPES.includes(type)))
      return refused('raceControllers', `controllers must be among ${CONTROLLER_TYPES.join(', ')}.`);
    this.raceControllerList = lineUp;
    return OK;
  }

  /** The challenge level being played, or null (see Challenge.ts). */
  get challenge(): ChallengeView | null {
    return this.currentPlay.challenge ?? null;
  }

  /**
   * A scene that cannot go on (a target or obstacle no longer finite, a WorldFault of planck, any
   * throw from the step) is replaced by the default opening (as {@link openScene} with null does),
   * with a notice saying why, instead of throwing out of the frame loop (which would stop Phaser's).
   */
  replaceFaultyScene(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.openingScenario = null;
    this.reset();
    this.context.warn(`The scene was stopped (${reason}); the default scene is shown instead.`);
  }

  /** Makes `next` the current scene and sets it up; with `freshFrame`, unstepped frame time is dropped. */
  private enter(next: Play, freshFrame = true): void {
    this.show(next, freshFrame);
    next.setUp();
  }

  /** Makes `next`, already set up, the current scene. */
  private show(next: Play, freshFrame = true, newScene = true): void {
    // A step that waited in the scene left stays unfinished: its world begins it again if it plays again.
    this.stepper.forgetWaiting();
    this.currentPlay = next;
    // Another scene plays (over the same world, or a new one): its world settles before its next step, recorded or not (WorldSettling.ts).
    next.model.world.settling.settleBeforeNextStep();
    if (newScene) this.sceneCount++;
    this.changes.publish(newScene ? 'scene' : 'moment');
    if (freshFrame) this.parts.clock.restartFrame();
    this.parts.scope.clear();
  }

  /** Tears the current scene down and goes back to the one it returns (or a fresh playground). */
  private leaveCurrent(): void {
    const back = this.currentPlay.tearDown();
    if (back) this.show(back);
    else this.enter(this.playgroundOf(this.currentPlay, this.openingScenario));
  }

  /** A playground (playList.ts), not yet set up: the default opening, or `scenario`. */
  private playgroundOf(current: Play | null, scenario: Scenario | null): Playground {
    const scene = createPlay('playground', this.context, current, { scenario });
    // A playground is never refused; a scene file that cannot be built throws.
    if ('ok' in scene) throw new Error(scene.message);
    return scene as Playground;
  }
}
