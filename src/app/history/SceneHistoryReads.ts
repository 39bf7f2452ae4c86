// The playground's history as its readers see it (the timeline, the comparison card, the ghost, the tests): what it keeps, the step on
// screen, the comparison there. SceneHistory, which records and shows moments, extends it.
import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import type { PlayDirector } from '../plays/PlayDirector';
import type { DemoClock } from '../time/DemoClock';
import type { RunComparison } from './compareRuns';
import type { RunGhost } from './comparedRuns';
import { ComparisonOnScreen } from './comparisonOnScreen';
import { newRecording, type HistoryRuns, type Recording } from './heldRuns';
import type { LoggedIntent } from './historyRuns';

/** What the playground's history holds, read-only: the recording, the moment on screen and the comparison beside it. */
export abstract class SceneHistoryReads {
  /** What the history records now: its play and run, the runs beside it, where a replay stands. */
  protected rec: Recording = newRecording();
  /** The intents the player applied behind the present since the last step: the run branches with them at the next step. */
  protected readonly branching: LoggedIntent[] = [];
  /** How many times a moment was shown again (the scene rebuilt from a snapshot). */
  protected restoreCount = 0;

  constructor(
    protected readonly plays: PlayDirector,
    protected readonly clock: DemoClock,
    protected readonly scope: ScopeRecorder,
  ) {}

  /** Whether the scene on screen keeps a history to show (the playground, with a first snapshot). */
  get available(): boolean {
    return this.rec.play !== null && this.rec.play === this.plays.current && this.rec.run.snapshots.length > 0;
  }

  /** The oldest step that can be shown. */
  get oldestStep(): number {
    return this.rec.run.snapshots[0]?.step ?? 0;
  }

  /** The recording's latest step (its present). */
  get presentStep(): number {
    const last = this.rec.run.frames[this.rec.run.frames.length - 1];
    return last?.poses ? last.step + 1 : (last?.step ?? this.oldestStep);
  }

  /** How much is kept now: the frames (one a step), the snapshots and the log's entries (`npm run bench:history` prints them). */
  get size(): { readonly frames: number; readonly snapshots: number; readonly intents: number } {
    return { frames: this.rec.run.frames.length, snapshots: this.rec.run.snapshots.length, intents: this.rec.run.log.length };
  }

  /** How many times a moment was shown again (the scene rebuilt from a snapshot): what watches the scene's settings reads it. */
  get restores(): number {
    return this.restoreCount;
  }

  /** The step the scene on screen is at. */
  get shownStep(): number {
    return this.plays.model.world.steps;
  }

  /** Whether the scene on screen is behind the recording's present, repeating it unchanged. */
  get behind(): boolean {
    return this.available && this.rec.following && this.shownStep < this.presentStep;
  }

  /** Whether a change applied behind the present waits for the next step to branch a run (Play again plays it). */
  get changePending(): boolean {
    return this.branching.length > 0;
  }

  /** Whether a what-if run plays beside the recorded one. */
  get comparing(): boolean {
    return this.rec.beside !== null && this.available;
  }

  /** The comparison on screen (its runs, ghosts, traces and figures at the shown step), or null without one. */
  get compared(): ComparisonOnScreen | null {
    return this.comparing && this.rec.beside
      ? new ComparisonOnScreen(this.rec.beside, this.rec.run, this.shownStep, this.clock.dt, this.scope.capacity)
      : null;
  }

  /** The recorded run's bodies at the shown step, or null (no comparison, or past the recording's end). */
  get ghost(): RunGhost | null {
    return this.compared?.ghosts.find((ghost) => ghost.slot === 0) ?? null;
  }

  /** Every run's figures from the branch to the shown step, per entity; null without a comparison. */
  get comparison(): RunComparison | null {
    return this.compared?.figures ?? null;
  }

  /** What the history holds now, read-only. */
  get runs(): HistoryRuns {
    return { ...this.rec.run, compared: this.comparing ? this.rec.beside : null, legacy: this.rec.legacy };
  }
}
