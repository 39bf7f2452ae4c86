import type { RunLog } from './historyRuns';

/** An empty run. */
export function emptyRun(): RunLog {
  return { snapshots: [], settles: [], log: [], frames: [] };
}

/**
 * Drops from `run` what is older than `maxFrames` steps before its present, in whole snapshot
 * intervals: nothing until its second snapshot is that old, then everything before the oldest
 * snapshot kept (once an interval, so a step costs nothing here). With `pinned` (a comparison's
 * branch, while it lives), the last snapshot before that step and all after it stay, however old.
 */
export function pruneRun(run: RunLog, maxFrames: number, pinned: number | null = null): void {
  const present = run.frames[run.frames.length - 1]?.step ?? 0;
  const second = run.snapshots[1];
  if (!second || present - second.step < maxFrames || (pinned !== null && second.step >= pinned)) return;
  for (;;) {
    const next = run.snapshots[1];
    if (!next || present - next.step < maxFrames || (pinned !== null && next.step >= pinned)) break;
    run.snapshots.shift();
  }
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
 * Takes out of `run` what it holds from step `step` on, and returns it: the frames, the log and the
 * settles of those steps, and the snapshots after `step`. A snapshot of `step` itself (and its
 * settle) holds the scene before any input there: both keep it.
 */
export function splitRun(run: RunLog, step: number): RunLog {
  const shared = run.snapshots.find((s) => s.step === step);
  return {
    frames: splitFrom(run.frames, (f) => f.step, step),
    log: splitFrom(run.log, (e) => e.step, step),
    snapshots: [...(shared ? [shared] : []), ...splitFrom(run.snapshots, (s) => s.step, step + 1)],
    settles: [...(run.settles.includes(step) ? [step] : []), ...splitFrom(run.settles, (s) => s, step + 1)],
  };
}
