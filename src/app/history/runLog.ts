import type { RecordedRun, RunLog } from './historyRuns';

/** An empty run. */
export function emptyRun(): RunLog {
  return { snapshots: [], settles: [], log: [], frames: [] };
}

/**
 * Drops from `run` what is older than `maxFrames` steps before its present, in whole snapshot
 * intervals: nothing until its second snapshot is that old, then everything before the oldest
 * snapshot kept (once an interval, so a step costs nothing here).
 */
export function pruneRun(run: RunLog, maxFrames: number): void {
  const present = run.frames[run.frames.length - 1]?.step ?? 0;
  const second = run.snapshots[1];
  if (!second || present - second.step < maxFrames) return;
  while (run.snapshots.length > 1 && present - (run.snapshots[1] as RunLog['snapshots'][number]).step >= maxFrames) run.snapshots.shift();
  const oldest = run.snapshots[0]?.step ?? 0;
  dropBefore(run.frames, (f) => f.step, oldest);
  dropBefore(run.log, (e) => e.step, oldest);
  dropBefore(run.settles, (s) => s, oldest);
}

/** Removes the items of `list` (in step order) before step `oldest`. */
function dropBefore<T>(list: T[], at: (item: T) => number, oldest: number): void {
  const keep = list.findIndex((item) => at(item) >= oldest);
  list.splice(0, keep < 0 ? list.length : keep);
}

/** Removes from `list` (in step order) and returns its items of step `from` on. */
function splitFrom<T>(list: T[], at: (item: T) => number, from: number): T[] {
  const i = list.findIndex((item) => at(item) >= from);
  return i >= 0 ? list.splice(i) : [];
}

/**
 * `run` branches at `step`: what it holds from there is taken out of it, and the recorded run the
 * ghost shows is returned. With no `ghost` it is what was taken out; with one from a later step it
 * is what was taken out before that step, then `ghost`; with one from this step or before, `ghost`
 * itself (the recording stays the ghost: a change made while comparing starts the what-if run
 * again, against the same recording). A snapshot of `step` (and its settle) holds the scene before
 * any input there: both runs keep it.
 */
export function branchRun(run: RunLog, step: number, ghost: RecordedRun | null): RecordedRun {
  const frames = splitFrom(run.frames, (f) => f.step, step);
  const log = splitFrom(run.log, (e) => e.step, step);
  const shared = run.snapshots.find((s) => s.step === step);
  const snapshots = [...(shared ? [shared] : []), ...splitFrom(run.snapshots, (s) => s.step, step + 1)];
  const settles = [...(run.settles.includes(step) ? [step] : []), ...splitFrom(run.settles, (s) => s, step + 1)];
  if (!ghost) return { from: step, frames, log, settles, snapshots };
  if (step >= ghost.from) return ghost;
  const before = <T>(list: readonly T[], at: (item: T) => number): T[] => list.filter((item) => at(item) < ghost.from);
  return {
    from: step,
    frames: [...before(frames, (f) => f.step), ...ghost.frames],
    log: [...before(log, (e) => e.step), ...ghost.log],
    settles: [...before(settles, (s) => s), ...ghost.settles],
    snapshots: [...before(snapshots, (s) => s.step), ...ghost.snapshots],
  };
}
