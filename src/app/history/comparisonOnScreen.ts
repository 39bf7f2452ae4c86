import { refused, OK, type SettingResult } from '../fields/tuningFields';
import type { RunComparison } from './compareRuns';
import { MAX_TITLE_LENGTH } from '../../sim/scenario/comparisonFormat';
import type { ComparedRun, ComparedRuns, RunGhost } from './comparedRuns';
import type { HistoryFrame } from './HistoryFrame';
import type { RunLog } from './historyRuns';
import { runTrace, type RecordedSamples } from './recordedRun';

/**
 * A run's trace for the phase plot: its colour slot, an entity's samples in the scope's shape, and its max angular acceleration (rad/s²).
 */
export interface RunTrace {
  readonly slot: number;
  readonly samples: RecordedSamples;
  readonly limit: number;
}

/**
 * The comparison on screen (`demo.history.compared`): the runs compared (comparedRuns.ts) seen at
 * the step shown, beside the run playing (`live`): their list and changes, their ghosts and trails,
 * an entity's trace in each, their frames and figures from the branch; its title and the removal
 * of a what-if run set aside. Made on each read: it holds nothing of its own.
 */
export class ComparisonOnScreen {
  constructor(
    private readonly runs: ComparedRuns,
    private readonly live: Readonly<RunLog>,
    private readonly shown: number,
    private readonly dt: number,
    /** Steps the scope holds: the phase plot's window. */
    private readonly window: number,
  ) {}

  /** The runs in the card's order (the recorded run, the what-ifs set aside, the one playing), with their changes. */
  get list(): readonly ComparedRun[] {
    return this.runs.list(this.live.log);
  }

  /** Its title ("" for none). */
  get title(): string {
    return this.runs.title;
  }

  /** Whether it is known to be too large for a link (opened from a file far past one): the address does not try. */
  get tooLargeForLink(): boolean {
    return this.runs.tooLargeForLink;
  }

  /** Names it (trimmed, at most {@link MAX_TITLE_LENGTH} characters). */
  setTitle(title: string): SettingResult {
    if (typeof title !== 'string' || title.length > MAX_TITLE_LENGTH)
      return refused('title', `must be a text of at most ${MAX_TITLE_LENGTH} characters`);
    this.runs.title = title.trim();
    return OK;
  }

  /** Removes a what-if run set aside (its colour slot); the recorded run and the one playing stay. */
  remove(slot: number): SettingResult {
    return this.runs.remove(slot)
      ? OK
      : refused('run', `there is no what-if run set aside in slot ${String(slot)}: the recorded run and the one playing stay`);
  }

  /** The other runs' bodies at the shown step (the recorded run's and each what-if's set aside), while they last. */
  get ghosts(): readonly RunGhost[] {
    return this.runs.ghosts(this.shown);
  }

  /**
   * Where entity `id` went in the run of colour slot `slot` over the `count` steps up to the shown one (oldest first): its ghost's trail.
   */
  ghostTrail(slot: number, id: string, count: number): { x: number; y: number }[] {
    return this.runs.trail(slot, id, count, this.shown);
  }

  /**
   * Entity `id`'s heading error and angular velocity in each run over the scope's window up to the shown step, from the frames (whichever
   * entity was selected then).
   */
  traces(id: string): RunTrace[] {
    return this.frames.map(({ slot, frames }) => ({ slot, ...runTrace(frames, id, this.shown - this.window) }));
  }

  /** Every run's frames from the branch up to the shown step (one a step), with its colour slot, in the card's order. */
  get frames(): readonly { readonly slot: number; readonly frames: readonly HistoryFrame[] }[] {
    return this.runs.framesUpTo(this.live.frames, this.shown);
  }

  /** Every run's figures from the branch to the shown step, per entity. */
  get figures(): RunComparison {
    return this.runs.compare(this.live.frames, this.shown, this.dt);
  }
}
