/** Stretches of a run handed on as a replay makes them (a Worker to the page), packed so that a message carries each number once. */
import type { Checkpoint } from './Checkpoint';
import { POSE_SIZE, SCOPE_SIZE, TARGET_SIZE, type HistoryFrame } from './HistoryFrame';
import type { LoggedIntent, RunLog } from './historyRuns';

/** A stretch of a run: the frames, log entries, settles and snapshots it added, each in step order (a {@link RunLog}'s lists, in part). */
export type RunPart = RunLog;

/** How much of a growing run a reader has taken: a count per list. */
export interface RunMark {
  frames: number;
  log: number;
  settles: number;
  snapshots: number;
}

/** A reader that has taken nothing yet (or, given counts, that much). */
export function runMark(from: Partial<RunMark> = {}): RunMark {
  return { frames: 0, log: 0, settles: 0, snapshots: 0, ...from };
}

/** What `run` added since `mark` (which then stands after it). */
export function partSince(run: Readonly<RunLog>, mark: RunMark): RunPart {
  const part = {
    frames: run.frames.slice(mark.frames),
    log: run.log.slice(mark.log),
    settles: run.settles.slice(mark.settles),
    snapshots: run.snapshots.slice(mark.snapshots),
  };
  mark.frames = run.frames.length;
  mark.log = run.log.length;
  mark.settles = run.settles.length;
  mark.snapshots = run.snapshots.length;
  return part;
}

/** Whether `part` holds nothing. */
export function emptyPart(part: RunPart): boolean {
  return part.frames.length === 0 && part.log.length === 0 && part.settles.length === 0 && part.snapshots.length === 0;
}

/** Appends `part` to `run`'s lists (one item at a time: a part may be longer than a call's arguments). */
export function appendPart(run: RunLog, part: RunPart): void {
  for (const frame of part.frames) run.frames.push(frame);
  for (const entry of part.log) run.log.push(entry);
  for (const step of part.settles) run.settles.push(step);
  for (const snapshot of part.snapshots) run.snapshots.push(snapshot);
}

/**
 * A frame packed: its numbers at offsets of the part's buffer (−1: none); its lists of ids and motions as they are (a message copies one
 * shared by several frames once).
 */
interface PackedFrame {
  readonly step: number;
  readonly time: number;
  readonly targetIds: readonly string[];
  readonly motions: HistoryFrame['motions'];
  readonly ids: readonly string[];
  readonly targets: number;
  readonly poses: number;
  readonly scope: number;
}

/** A {@link RunPart} packed for a message: every number of its frames in one buffer (transferred, not copied). */
export interface PackedPart {
  readonly numbers: Float64Array;
  readonly frames: readonly PackedFrame[];
  readonly log: readonly LoggedIntent[];
  readonly settles: readonly number[];
  readonly snapshots: readonly Checkpoint[];
}

const NO_TARGETS = new Float64Array(0);

/**
 * Packs `part` into one buffer of numbers; without `targets` (a what-if run set aside: only the
 * recorded run's targets are ever read again, by the runs that follow them) its frames keep their
 * poses and scope samples only. The buffer is the message's to transfer.
 */
export function packPart(part: RunPart, targets: boolean): PackedPart {
  let size = 0;
  for (const frame of part.frames) size += (targets ? frame.targets.length : 0) + (frame.poses?.length ?? 0) + (frame.scope?.length ?? 0);
  const numbers = new Float64Array(size);
  let at = 0;
  const put = (values: Float64Array | null): number => {
    if (!values) return -1;
    numbers.set(values, at);
    at += values.length;
    return at - values.length;
  };
  const frames = part.frames.map((frame): PackedFrame => ({
    step: frame.step,
    time: frame.time,
    targetIds: targets ? frame.targetIds : [],
    motions: targets ? frame.motions : [],
    ids: frame.ids,
    targets: targets ? put(frame.targets) : -1,
    poses: put(frame.poses),
    scope: put(frame.scope),
  }));
  return { numbers, frames, log: part.log, settles: part.settles, snapshots: part.snapshots };
}

/** The part `packed` holds, its frames' numbers views of its buffer. */
export function unpackPart(packed: PackedPart): RunPart {
  const { numbers } = packed;
  const view = (offset: number, length: number): Float64Array | null => (offset < 0 ? null : numbers.subarray(offset, offset + length));
  const frames = packed.frames.map((frame): HistoryFrame => ({
    step: frame.step,
    time: frame.time,
    targetIds: frame.targetIds,
    motions: frame.motions,
    targets: view(frame.targets, frame.targetIds.length * TARGET_SIZE) ?? NO_TARGETS,
    poses: view(frame.poses, frame.ids.length * POSE_SIZE),
    ids: frame.ids,
    scope: view(frame.scope, SCOPE_SIZE),
  }));
  return { frames, log: [...packed.log], settles: [...packed.settles], snapshots: [...packed.snapshots] };
}
