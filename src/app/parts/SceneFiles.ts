import { scenarioDt } from '../../sim/scenario/runScenario';
import { TIME_BASES, type TimeBase } from '../../sim/time/timeBases';
import { describeError } from '../../sim/validation/oneLine';
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { SessionSettings } from '../model/SessionSettings';
import { describeScene, sceneFileText } from '../sceneFile/describeScene';
import type { Scenario } from '../../sim/scenario/schema';
import { disturbanceSettingsOf, readSceneText } from '../sceneFile/openScene';
import type { PlayDirector } from '../plays/PlayDirector';
import type { DemoClock } from '../time/DemoClock';
import { readComparison, type Comparison } from '../history/comparisonFile';
import { replayComparison } from '../history/comparisonReplay';
import { adoptCheckpoint, restoreSession, type SessionKeep } from '../history/Checkpoint';
import type { SceneHistory } from '../history/SceneHistory';
import type { Intent } from '../intents/Intent';

/**
 * Scene files (`demo.sceneFiles`): the scene on screen saved as scenario JSON (what `npm run sim`
 * reads), and scenario JSON opened as the scene. Every route that opens a scene (a share link, an
 * example's address, Open scene, a dropped file) comes through {@link open}.
 */
export class SceneFiles {
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
  ) {}

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
   * Opens scenario JSON text as the scene, checked by the rules and with the messages of `npm run sim`;
   * a file's what-if `comparison` (src/app/history/comparisonFile.ts) opens at its start snapshot and
   * plays its logs again. The tour, the Hunt or a race ends first. Never throws: any failure, even one
   * no rule foresaw, is a refusal that leaves the scene, the time base and the disturbance as they were.
   */
  open(text: string): SettingResult {
    let read: ReturnType<typeof readSceneText>;
    let comparison: Comparison | null = null;
    try {
      read = readSceneText(text);
      if (read.ok && read.scenario.comparison !== undefined) {
        const compared = readComparison(read.scenario);
        if (!compared.ok) return refused('scene', compared.error);
        comparison = compared.comparison;
      }
    } catch (error) {
      return refused('scene', `scenario: could not be read (${describeError(error)})`);
    }
    if (!read.ok) return refused('scene', read.error);
    const { comparison: _comparison, ...scenario } = read.scenario as Scenario;
    const base: TimeBase = scenario.timeBase ?? (scenario.dt === TIME_BASES.original.dt ? 'original' : 'standard');
    const before = { paused: this.clock.paused, base: this.clock.timeBase, dt: this.clock.dt, disturbance: { ...this.session.disturbance }, pathLoop: this.session.pathLoop, layout: this.session.layout, defaults: this.keep.defaults.save(), mix: this.keep.mix };
    this.leaveTour();
    // A comparison plays many steps after the scene opens: should one fail, the scene before comes back as it was (its history too).
    const parked = comparison ? this.plays.park() : null;
    const history = comparison ? this.history.setAside() : null;
    try {
      this.clock.useTimeBase(base, scenarioDt(scenario));
      if (comparison) this.openComparison(scenario, comparison);
      else {
        Object.assign(this.session.disturbance, disturbanceSettingsOf(scenario));
        this.plays.openScene(scenario);
      }
      return OK;
    } catch (error) {
      // Not expected (the file passed every rule), but a scene that cannot be built changes nothing.
      this.clock.useTimeBase(before.base, before.dt);
      Object.assign(this.session.disturbance, before.disturbance);
      this.session.pathLoop = before.pathLoop;
      this.session.layout = before.layout;
      this.keep.defaults.adopt(before.defaults);
      this.keep.mix = before.mix;
      if (parked) this.plays.restore(parked);
      if (history) this.history.putBack(history);
      // Played again step by step, the comparison paused the game: a running game runs on.
      this.clock.setPaused(before.paused);
      if (error instanceof ComparisonError) return refused('scene', error.message);
      return refused('scene', `scenario: could not be opened (${describeError(error)})`);
    }
  }

  /** Opens `comparison`'s start snapshot of `scenario` as the history restores one, then plays its two logs again; throws a {@link ComparisonError} saying why it could not. */
  private openComparison(scenario: Scenario, comparison: Comparison): void {
    const start = comparison.start;
    restoreSession(this.session, this.keep, start);
    this.plays.openSnapshot(start.play, scenario, start.random, (play) => adoptCheckpoint(play, start));
    // Written before worlds settled by themselves: its world settles only where its runs did, dropping contacts, as then.
    if (!comparison.worldSettles) {
      this.plays.model.world.settling.settleOnlyWhenTold();
      this.plays.model.world.settling.settleDroppingContacts();
    }
    const started = this.history.startNow();
    if (!started.ok) throw new ComparisonError(`comparison.start: ${started.message}`);
    const replayed = replayComparison({ history: this.history, clock: this.clock, plays: this.plays, apply: this.apply }, comparison);
    if (!replayed.ok) throw new ComparisonError(replayed.message);
  }

  /** Leaves an opened scene file for the default opening (on the standard time base unless the player chose another). */
  close(): void {
    this.plays.openScene(null);
  }
}

/** A comparison that could not be played again. */
class ComparisonError extends Error {}
