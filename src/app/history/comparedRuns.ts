import { MAX_RUNS } from '../../sim/scenario/comparisonFormat';
import { compareRuns, type RunComparison } from './compareRuns';
import { mergeChangeNotes, type ChangeNote } from './changeNotes';
import type { HistoryFrame } from './HistoryFrame';
import type { GhostView, LoggedIntent, RecordedRun, RunLog } from './historyRuns';
import { ghostAt, trailOf } from './recordedRun';


/** A what-if run kept beside the one playing: its frames from the comparison's branch; its log and settles from where it left the recorded run. */
export interface KeptRun {
  /** The run's colour slot (1 to {@link MAX_RUNS} − 1; the recorded run is 0), kept while it lives. */
  readonly slot: number;
  /** Where it left the recorded run (its first change). */
  readonly from: number;
  /** The step it ended before (its present when it was set aside). */
  readonly end: number;
  readonly frames: readonly HistoryFrame[];
  readonly log: readonly LoggedIntent[];
  readonly settles: readonly number[];
}

/** A run of a comparison as the page lists it: its colour slot, whether it is the recording or the one playing, where it left the recording, and its changes. */
export interface ComparedRun {
  readonly slot: number;
  readonly kind: 'recorded' | 'kept' | 'playing';
  readonly from: number;
  readonly changes: readonly ChangeNote[];
}

/** A run's name by its colour slot: "recorded", "what if 1"… (a run keeps its slot, and so its name, while it lives). */
export function runName(slot: number): string {
  return slot === 0 ? 'recorded' : `what if ${slot}`;
}

/** A ghost: a run's bodies at the shown step, with its colour slot. */
export interface RunGhost extends GhostView {
  readonly slot: number;
}

/** The items of `list` (in step order) from step `from` on. */
function fromStep<T>(list: readonly T[], at: (item: T) => number, from: number): T[] {
  const i = list.findIndex((item) => at(item) >= from);
  return i >= 0 ? list.slice(i) : [];
}

/** What a run's log changed from step `from` on, in words, one note per setting. */
function changesOf(log: readonly LoggedIntent[], from: number): ChangeNote[] {
  return mergeChangeNotes(fromStep(log, (e) => e.step, from).flatMap((entry) => entry.notes ?? []));
}

/** A run's frame of step `step`, or undefined. */
function frameAt(frames: readonly HistoryFrame[], step: number): HistoryFrame | undefined {
  const first = frames[0];
  return first ? frames[step - first.step] : undefined;
}

/**
 * The runs of a comparison beside the one playing (SceneHistory's live run): the recorded run from
 * the branch (what the first what-if left; its targets lead the others'), and the what-if runs set
 * aside when the player branched again while comparing. Every run's frames start at the branch
 * (the earliest step any run left the recording at), so that the card compares them over the same
 * steps; before its own first change a run's frames are the recording's (or its parent's), shared.
 */
export class ComparedRuns {
  /** The what-if runs set aside, oldest first. */
  readonly kept: KeptRun[] = [];
  /** Where the run playing left the recorded one. */
  playingFrom: number;
  playingSlot = 1;
  /** The comparison's title, as the player named it ("" for none). */
  title = '';

  constructor(
    /** The recorded run from the branch. */
    public recording: RecordedRun,
  ) {
    this.playingFrom = recording.from;
  }

  /** The step every run is compared from. */
  get branch(): number {
    return this.recording.from;
  }

  /**
   * The player branched the run playing again at `step`: `live` is what it keeps (its steps before
   * `step`) and `tail` what was taken out of it (runLog.ts's splitRun), `present` the step it had
   * reached. It is set aside as a kept run, its frames from the branch (or from `step`, when that
   * is earlier: the recording and the kept runs then reach back there too). Returns the colour slot
   * of a kept run that gave way for it ({@link MAX_RUNS} runs at most), or null.
   */
  branchAgain(live: RunLog, tail: RunLog, step: number, present: number): number | null {
    if (step < this.branch) this.reachBack(tail, step);
    const kept: KeptRun = {
      slot: this.playingSlot,
      from: this.playingFrom,
      end: present,
      frames: [...fromStep(live.frames, (f) => f.step, this.branch), ...tail.frames],
      log: [...fromStep(live.log, (e) => e.step, this.playingFrom), ...tail.log],
      settles: [...fromStep(live.settles, (s) => s, this.playingFrom), ...tail.settles],
    };
    this.kept.push(kept);
    const gaveWay = this.kept.length > MAX_RUNS - 2 ? (this.kept.shift() as KeptRun).slot : null;
    this.playingFrom = Math.min(this.playingFrom, step);
    this.playingSlot = this.freeSlot();
    return gaveWay;
  }

  /** The recording and the kept runs reach back to `step`, before the branch: the steps between are `tail`'s (the run playing's, the same in every run). */
  private reachBack(tail: RunLog, step: number): void {
    const branch = this.branch;
    const between = <T>(list: readonly T[], at: (item: T) => number): T[] => list.filter((item) => at(item) >= step && at(item) < branch);
    const shared = between(tail.frames, (f) => f.step);
    const recording = this.recording;
    this.recording = {
      from: step,
      frames: [...shared, ...recording.frames],
      log: [...between(tail.log, (e) => e.step), ...recording.log],
      settles: [...between(tail.settles, (s) => s), ...recording.settles],
      snapshots: [...between(tail.snapshots, (s) => s.step), ...recording.snapshots],
    };
    for (const [i, run] of this.kept.entries()) this.kept[i] = { ...run, frames: [...shared, ...run.frames] };
  }

  /** The lowest colour slot no kept run holds. */
  private freeSlot(): number {
    for (let slot = 1; slot < MAX_RUNS; slot++) if (!this.kept.some((run) => run.slot === slot)) return slot;
    return MAX_RUNS - 1;
  }

  /** Removes the kept run in colour slot `slot`; false when there is none. */
  remove(slot: number): boolean {
    const i = this.kept.findIndex((run) => run.slot === slot);
    if (i < 0) return false;
    this.kept.splice(i, 1);
    return true;
  }

  /** The runs in the card's order (the recording, the kept runs, the one playing), with their changes (`live`: the run playing's log). */
  list(live: readonly LoggedIntent[]): ComparedRun[] {
    return [
      { slot: 0, kind: 'recorded', from: this.branch, changes: [] },
      ...this.kept.map((run): ComparedRun => ({ slot: run.slot, kind: 'kept', from: run.from, changes: changesOf(run.log, run.from) })),
      { slot: this.playingSlot, kind: 'playing', from: this.playingFrom, changes: changesOf(live, this.playingFrom) },
    ];
  }

  /** The ghosts at step `shown` (the bodies after step `shown` − 1): the recording's and each kept run's, while they last. */
  ghosts(shown: number): RunGhost[] {
    const ghosts: RunGhost[] = [];
    for (const [slot, frames] of this.ghostRuns()) {
      const ghost = ghostAt(frameAt(frames, shown - 1));
      if (ghost) ghosts.push({ ...ghost, slot });
    }
    return ghosts;
  }

  /** The recording's frame of step `step` (what the run playing's targets follow), or undefined. */
  recordedFrame(step: number): HistoryFrame | undefined {
    return frameAt(this.recording.frames, step);
  }

  /** Where entity `id` went in the run of slot `slot` over the `count` steps up to `shown` (oldest first): its ghost's trail. */
  trail(slot: number, id: string, count: number, shown: number): { x: number; y: number }[] {
    const frames = this.ghostRuns().get(slot);
    return frames ? trailOf(frames, id, Math.max(shown - count, this.branch), shown - 1) : [];
  }

  /** Every run's frames from the branch up to step `shown`, in the card's order (`live`: the run playing's frames). */
  framesUpTo(live: readonly HistoryFrame[], shown: number): { slot: number; frames: HistoryFrame[] }[] {
    const upTo = (frames: readonly HistoryFrame[]) => frames.filter((frame) => frame.step >= this.branch && frame.step < shown);
    return [{ slot: 0, frames: upTo(this.recording.frames) }, ...this.kept.map((run) => ({ slot: run.slot, frames: upTo(run.frames) })), { slot: this.playingSlot, frames: upTo(live) }];
  }

  /** Every run's figures from the branch to step `shown`, per entity, in the card's order. */
  compare(live: readonly HistoryFrame[], shown: number, dt: number): RunComparison {
    const before = frameAt(live, this.branch - 1);
    return compareRuns(this.framesUpTo(live, shown).map((run) => run.frames), dt, before);
  }

  /** The runs drawn as ghosts, by colour slot: the recording and the kept runs. */
  private ghostRuns(): Map<number, readonly HistoryFrame[]> {
    return new Map([[0, this.recording.frames], ...this.kept.map((run): [number, readonly HistoryFrame[]] => [run.slot, run.frames])]);
  }
}
