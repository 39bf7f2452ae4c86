import { MAX_RUNS } from '../../sim/scenario/comparisonFormat';
import { compareRuns, type RunComparison } from './compareRuns';
import { FigureFolds } from './figureFolds';
import { ChangeNoteMerger, mergeChangeNotes, type ChangeNote } from './changeNotes';
import type { HistoryFrame } from './HistoryFrame';
import type { GhostView, LoggedIntent, RecordedRun, RunLog } from './historyRuns';
import { ghostAt, trailOf } from './recordedRun';
import { appendPart, type RunPart } from './runParts';

/**
 * A what-if run kept beside the one playing: its frames from the comparison's branch; its log and settles from where it left the recorded
 * run.
 */
export interface KeptRun {
  /** The run's colour slot (1 to {@link MAX_RUNS} − 1; the recorded run is 0), kept while it lives. */
  readonly slot: number;
  /** Its number in its name ("what if 4"): the what-if runs of a comparison are numbered in the order they were made, and keep it. */
  readonly number: number;
  /** Its changes since it left the recorded run (what the card names it by), found once as it was set aside. */
  readonly changes: readonly ChangeNote[];
  /** Where it left the recorded run (its first change). */
  readonly from: number;
  /** The step it ended before (its present when it was set aside). */
  readonly end: number;
  readonly frames: readonly HistoryFrame[];
  readonly log: readonly LoggedIntent[];
  readonly settles: readonly number[];
}

/**
 * A run of a comparison as the page lists it: its colour slot, its name, whether it is the recording or the one playing, where it left the
 * recording, and its changes.
 */
export interface ComparedRun {
  readonly slot: number;
  /** "recorded", or "what if N" (N: its {@link KeptRun.number}); a run keeps its name and colour wherever the comparison goes. */
  readonly name: string;
  readonly kind: 'recorded' | 'kept' | 'playing';
  readonly from: number;
  readonly changes: readonly ChangeNote[];
}

/** A run's name by its number: "recorded" for 0, else "what if 1", "what if 2"… in the order the what-ifs were made. */
export function runName(number: number): string {
  return number === 0 ? 'recorded' : `what if ${number}`;
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

/**
 * The run playing's changes, kept up to date as its log grows: only the entries added since the
 * last read are merged (ChangeNoteMerger), so reading them each frame costs nothing however many
 * intents the run holds; a log cut from its front, or another start, merges it again whole.
 */
class LiveChanges {
  private readonly merger = new ChangeNoteMerger();
  private first: LoggedIntent | undefined = undefined;
  private read = 0;
  private from = Number.NaN;

  of(log: readonly LoggedIntent[], from: number): readonly ChangeNote[] {
    if (log[0] !== this.first || from !== this.from || log.length < this.read) {
      this.merger.clear();
      this.first = log[0];
      this.from = from;
      this.read = 0;
    }
    for (; this.read < log.length; this.read++) {
      const entry = log[this.read] as LoggedIntent;
      if (entry.step >= from) for (const note of entry.notes ?? []) this.merger.add(note);
    }
    return this.merger.notes;
  }
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
  /** The run playing's number in its name ("what if 1"). */
  playingNumber = 1;
  /** The comparison's title, as the player named it ("" for none). */
  title = '';
  /**
   * Whether it is known to be too large for a link (opened from a file far past one: comparisonText.ts), so that nothing packs it to find
   * out.
   */
  tooLargeForLink = false;
  /** Counts the changes of what the runs are (a branch, a removal, a name given): what is worked out from them is kept until it changes. */
  private revision = 0;
  private readonly liveChanges = new LiveChanges();
  /** The figures last worked out, and what they were worked out for. */
  private figures: { key: string; comparison: RunComparison } | null = null;
  /** Each run's folds of its figures, checkpointed (figureFolds.ts): showing a moment folds a few frames a run. */
  private folds: FigureFolds | null = null;

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
   * is earlier: the recording and the kept runs then reach back there too). Returns the name of a
   * kept run that gave way for it ({@link MAX_RUNS} runs at most), or null.
   */
  branchAgain(live: RunLog, tail: RunLog, step: number, present: number): string | null {
    if (step < this.branch) this.reachBack(tail, step);
    const log = [...fromStep(live.log, (e) => e.step, this.playingFrom), ...tail.log];
    const kept: KeptRun = {
      slot: this.playingSlot,
      number: this.playingNumber,
      changes: changesOf(log, this.playingFrom),
      from: this.playingFrom,
      end: present,
      frames: [...fromStep(live.frames, (f) => f.step, this.branch), ...tail.frames],
      log,
      settles: [...fromStep(live.settles, (s) => s, this.playingFrom), ...tail.settles],
    };
    this.kept.push(kept);
    const gone = this.kept.length > MAX_RUNS - 2 ? (this.kept.shift() as KeptRun) : null;
    this.playingFrom = Math.min(this.playingFrom, step);
    this.playingSlot = this.freeSlot();
    this.playingNumber = Math.max(this.playingNumber, ...this.kept.map((run) => run.number)) + 1;
    this.revision++;
    return gone && runName(gone.number);
  }

  /**
   * Gives the run playing colour slot `slot` and number `number` where given (a comparison opened
   * from a file or a link names its runs as the sharer saw them); null, or the field refused and
   * why (a run set aside has that colour, or a number as high), changing nothing.
   */
  nameRun(slot: number | undefined, number: number | undefined): { field: 'colour' | 'number'; problem: string } | null {
    const taken = this.kept.map((run) => run.slot);
    if (slot !== undefined && (!Number.isInteger(slot) || slot < 1 || slot >= MAX_RUNS || taken.includes(slot))) {
      return {
        field: 'colour',
        problem:
          `must be an integer from 1 to ${MAX_RUNS - 1} that no run set aside beside it has (${taken.join(', ') || 'none'}); got ` +
          `${String(slot)}`,
      };
    }
    const highest = Math.max(0, ...this.kept.map((run) => run.number));
    if (number !== undefined && (!Number.isInteger(number) || number <= highest))
      return {
        field: 'number',
        problem: `must be an integer above ${highest} (the runs before it are numbered in the order they were made); got ${String(number)}`,
      };
    if (slot !== undefined) this.playingSlot = slot;
    if (number !== undefined) this.playingNumber = number;
    this.revision++;
    return null;
  }

  /**
   * The recording and the kept runs reach back to `step`, before the branch: the steps between are `tail`'s (the run playing's, the same in
   * every run).
   */
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

  /** More of the recorded run, played elsewhere as this comparison's runs play (comparisonJobs.ts): appended to the recording. */
  extendRecording(part: RunPart): void {
    appendPart(this.recording as RunLog, part);
    this.revision++;
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
    this.revision++;
    return true;
  }

  /** The runs in the card's order (the recording, the kept runs, the one playing), with their changes (`live`: the run playing's log). */
  list(live: readonly LoggedIntent[]): ComparedRun[] {
    return [
      { slot: 0, name: runName(0), kind: 'recorded', from: this.branch, changes: [] },
      ...this.kept.map((run): ComparedRun => ({
        slot: run.slot,
        name: runName(run.number),
        kind: 'kept',
        from: run.from,
        changes: run.changes,
      })),
      {
        slot: this.playingSlot,
        name: runName(this.playingNumber),
        kind: 'playing',
        from: this.playingFrom,
        changes: this.liveChanges.of(live, this.playingFrom),
      },
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
    return [
      { slot: 0, frames: upTo(this.recording.frames) },
      ...this.kept.map((run) => ({ slot: run.slot, frames: upTo(run.frames) })),
      { slot: this.playingSlot, frames: upTo(live) },
    ];
  }

  /**
   * Every run's figures from the branch to step `shown`, per entity, in the card's order; worked
   * out once for each step shown and each change of the runs (the run playing's latest frame
   * included), however often it is read.
   */
  compare(live: readonly HistoryFrame[], shown: number, dt: number): RunComparison {
    const key = `${this.revision} ${shown} ${live[0]?.step} ${live.length} ${live[live.length - 1]?.poses ? 'done' : 'stepping'}`;
    if (this.figures?.key === key) return this.figures.comparison;
    const before = frameAt(live, this.branch - 1);
    const runs = this.framesUpTo(live, shown);
    if (this.folds?.dt !== dt) this.folds = new FigureFolds(dt);
    const runKeys = runs.map((run) => `${run.slot} ${this.revision} ${run.frames[0]?.step}`);
    const comparison = this.folds.compare(runKeys, (figuresOf) =>
      compareRuns(
        runs.map((run) => run.frames),
        dt,
        before,
        figuresOf,
      ),
    );
    this.figures = { key, comparison };
    return comparison;
  }

  /** The runs drawn as ghosts, by colour slot: the recording and the kept runs. */
  private ghostRuns(): Map<number, readonly HistoryFrame[]> {
    return new Map([[0, this.recording.frames], ...this.kept.map((run): [number, readonly HistoryFrame[]] => [run.slot, run.frames])]);
  }
}
