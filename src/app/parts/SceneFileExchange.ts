import { scenarioDt } from '../../sim/scenario/runScenario';
import { TIME_BASES, type TimeBase } from '../../sim/time/timeBases';
import { describeError } from '../../sim/validation/oneLine';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { SessionSettings } from '../model/SessionSettings';
import { describeScene, sceneFileText } from '../sceneFile/describeScene';
import { disturbanceSettingsOf, readSceneText } from '../sceneFile/openScene';
import type { PlayDirector } from '../plays/PlayDirector';
import type { DemoClock } from '../time/DemoClock';
import { assembleRecording, type PlayedWhatIf } from '../history/assembleRuns';
import { openStart, type ReplayParts } from '../history/comparisonJobs';
import { ComparisonOpening } from '../history/comparisonOpening';
import { mayCarryComparison, readComparisonText, tooLargeForLink } from '../history/comparisonText';
import { inlineOpeningWorkers } from '../history/InlineOpeningWorkers';
import type { OpeningWorkers } from '../history/openingProtocol';
import type { SessionKeep } from '../history/Checkpoint';
import type { SceneHistory } from '../history/SceneHistory';
import type { Intent } from '../intents/Intent';
import type { RunLog } from '../history/historyRuns';

/**
 * Scene files (`demo.sceneFiles`): the scene on screen saved as scenario JSON (what `npm run sim`
 * reads), and scenario JSON opened as the scene. Every route that opens a scene (a share link, an
 * example's address, Open scene, a dropped file) comes through {@link open}.
 */
export class SceneFileExchange {
  constructor(
    private readonly plays: PlayDirector,
    private readonly session: SessionSettings,
    private readonly clock: DemoClock,
    /** Ends the guided tour if it runs (a scene file opened takes its place). */
    private readonly leaveTour: () => void,
    /** The playground's history, which plays a file's what-if comparison again. */
    private readonly history: SceneHistory,
    /** What the session keeps that a comparison's start snapshot holds (what new entities get, the toggle's mix). */
    private readonly keep: SessionKeep,
    /** The door, through which a comparison's intents are applied again as the player applied them. */
    private readonly apply: (intent: Intent) => SettingResult,
    /** The page's Workers a comparison's runs play in ({@link opening}); none: here, at once (headless). */
    private readonly workers: OpeningWorkers | null,
    /** A fresh headless game, for a comparison's runs played here, one each. */
    private readonly jobGame: () => ReplayParts,
  ) {
    this.replayParts = { plays, session, clock, history, keep, apply };
  }

  /** This game's parts a comparison's runs are played again on (a Worker's game: src/app/history/comparisonJobs.ts). */
  readonly replayParts: ReplayParts;

  /** The comparison opening between frames, or null. */
  private openingNow: ComparisonOpening | null = null;

  /**
   * The scene on screen as scenario JSON text: every entity where it is now with its velocity,
   * limits, controller and command, the targets and their motion, paths, obstacles, disturbance,
   * sensor noise and the time base, and the state that makes it go on where it is, bit for bit
   * (sceneFileText).
   */
  save(): string {
    const name = this.plays.openedSceneName ?? 'A scene saved from the game';
    return sceneFileText(describeScene(this.plays.model, this.clock.timeBase, name));
  }

  /**
   * Opens scenario JSON text as the scene, checked by the rules and with the messages of `npm run sim`.
   * A file's what-if `comparison` (src/app/history/comparisonFile.ts) is read whole and checked first,
   * then opens at its start snapshot and its runs are played again (comparisonOpening.ts): in the
   * page's Workers, the answer here then that it began ({@link opening}), or here at once (headless,
   * or `atOnce`). The tour, the Hunt or a race ends first. Never throws: any failure, even one no
   * rule foresaw, is a refusal that leaves the scene, the time base and the disturbance as they were.
   */
  open(text: string, atOnce = false): SettingResult {
    if (this.openingNow) return refused('scene', OPENING_BUSY);
    if (mayCarryComparison(text)) return this.openComparison(text, atOnce);
    return this.openPlain(text, atOnce);
  }

  /** Opens `text` as a scene here (its comparison, should a look have missed it, as {@link openComparison} opens one). */
  private openPlain(text: string, atOnce: boolean): SettingResult {
    let read: ReturnType<typeof readSceneText>;
    try {
      read = readSceneText(text);
    } catch (error) {
      return refused('scene', `scenario: could not be read (${describeError(error)})`);
    }
    if (!read.ok) return refused('scene', read.error);
    // A comparison named in a way the quick look missed (its key escaped) opens as any other.
    if (read.scenario.comparison !== undefined) return this.openComparison(text, atOnce);
    const scenario = read.scenario;
    const base: TimeBase = scenario.timeBase ?? (scenario.dt === TIME_BASES.original.dt ? 'original' : 'standard');
    const before = { base: this.clock.timeBase, dt: this.clock.dt, disturbance: { ...this.session.disturbance } };
    this.leaveTour();
    try {
      this.clock.useTimeBase(base, scenarioDt(scenario));
      Object.assign(this.session.disturbance, disturbanceSettingsOf(scenario));
      this.plays.openScene(scenario);
      return OK;
    } catch (error) {
      // Not expected (the file passed every rule), but a scene that cannot be built changes nothing.
      this.clock.useTimeBase(before.base, before.dt);
      Object.assign(this.session.disturbance, before.disturbance);
      return refused('scene', `scenario: could not be opened (${describeError(error)})`);
    }
  }

  /** The comparison opening, or null. */
  get opening(): ComparisonOpening | null {
    return this.openingNow;
  }

  /**
   * Opens the comparison that `text` carries (see {@link open}): nothing changes until its text is
   * read and sound; then the scene there was is set aside (a refusal or a cancel puts it back, its
   * history too) and the comparison's start opens, the clock held until it ends.
   */
  private openComparison(text: string, atOnce: boolean): SettingResult {
    // A text of a link's size is read here first, in milliseconds: what it refuses is refused at once, before any Worker starts.
    if (!atOnce && text.length <= PAGE_READ_CHARACTERS) {
      const read = readComparisonText(text);
      if (read !== null && !read.ok) return refused('scene', read.error);
    }
    const inline = () => inlineOpeningWorkers(() => this.jobGame());
    const set = atOnce || !this.workers ? inline() : this.workers();
    let undo: (() => void) | null = null;
    let title = '';
    // Known as its start opens (not in the frame that reads the text), it spares the address packing a file's comparison to find it does
    // not fit (comparisonText.ts).
    let tooLarge = false;
    const opening = new ComparisonOpening(
      set,
      text,
      {
        accept: (outline) => {
          title = outline.title;
          tooLarge = tooLargeForLink(text);
          const before = {
            paused: this.clock.paused,
            base: this.clock.timeBase,
            dt: this.clock.dt,
            disturbance: { ...this.session.disturbance },
            pathLoop: this.session.pathLoop,
            layout: this.session.layout,
            defaults: this.keep.defaults.save(),
            mix: this.keep.mix,
          };
          this.leaveTour();
          // Its runs play on after the scene opens: should one be refused, the scene before comes back as it was (its history too).
          const parked = this.plays.park();
          const history = this.history.setAside();
          undo = () => {
            this.clock.useTimeBase(before.base, before.dt);
            Object.assign(this.session.disturbance, before.disturbance);
            this.session.pathLoop = before.pathLoop;
            this.session.layout = before.layout;
            this.keep.defaults.adopt(before.defaults);
            this.keep.mix = before.mix;
            this.plays.restore(parked);
            this.history.putBack(history);
            this.clock.setPaused(before.paused);
          };
          try {
            return openStart(this.replayParts, outline.scenario, outline);
          } catch (error) {
            return refused('scene', `scenario: could not be opened (${describeError(error)})`);
          }
        },
        show: (recorded, whatIfs, step) => this.showOpened(recorded, whatIfs, step, title, tooLarge),
        shownStep: () => this.history.shownStep,
        // The word was there, but not as the comparison's key (a scene named "comparison"): a scene to open as any.
        plain: () => this.openPlain(text, true),
        end: (answer) => {
          this.openingNow = null;
          this.clock.hold(false);
          if (answer.ok) return answer;
          undo?.();
          return refused('scene', answer.message);
        },
      },
      inline,
    );
    if (set.pump) return opening.finish();
    this.openingNow = opening;
    this.clock.hold(true);
    return OK;
  }

  /**
   * Shows step `step` of the comparison an opening's runs make (titled `title`; `tooLarge` for a link), yielding after each step it plays
   * again to get there.
   */
  private *showOpened(
    recorded: Readonly<RunLog>,
    whatIfs: readonly PlayedWhatIf[],
    step: number,
    title: string,
    tooLarge: boolean,
  ): Generator<void, SettingResult, void> {
    const recording = assembleRecording(this.plays.current, this.history.runs.legacy, recorded, whatIfs, title);
    if (recording.beside) recording.beside.tooLargeForLink = tooLarge;
    this.history.adopt(recording);
    const shown = yield* this.history.showing(step, true, true);
    // The recorded player's notices (targets taken over) are theirs.
    this.history.takeNotices();
    return shown.ok ? shown : refused('comparison', `comparison.shown: ${step} could not be shown (${shown.message})`);
  }

  /** Leaves an opened scene file for the default opening (on the standard time base unless the player chose another). */
  close(): void {
    this.plays.openScene(null);
  }
}

/**
 * The longest text of a comparison the page reads itself before its Workers do (characters): a heavy three-run link's 59,000 read in
 * 6–30 ms here; a longer one (a file of 7.7 million) is read in a Worker only, the page never blocked by it.
 */
export const PAGE_READ_CHARACTERS = 250_000;

/** The refusal of a change while a comparison opens. */
export const OPENING_BUSY = 'a comparison is opening (its runs are being played again): wait for it, or cancel it';
