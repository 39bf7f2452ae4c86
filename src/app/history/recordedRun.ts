import { compareRuns, type RunComparison } from './compareRuns';
import { POSE_SIZE, type HistoryFrame } from './HistoryFrame';
import type { GhostView, RecordedRun } from './historyRuns';

/** Samples of a recorded run in the scope's shape (heading error °, angular velocity rad/s). */
export interface RecordedSamples {
  readonly count: number;
  time(i: number): number;
  value(channel: 'headingErrorDeg' | 'angularVelocity', i: number): number;
}

/** Where entity `id` was after each step from `first` to `last` of `frames` (oldest first): a recorded run's trail. */
export function trailOf(frames: readonly HistoryFrame[], id: string, first: number, last: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  const start = frames[0]?.step ?? 0;
  for (let step = first; step <= last; step += 1) {
    const frame = frames[step - start];
    const i = frame?.ids.indexOf(id) ?? -1;
    if (frame?.poses && i >= 0) points.push({ x: frame.poses[i * POSE_SIZE] as number, y: frame.poses[i * POSE_SIZE + 1] as number });
  }
  return points;
}

/** The scope's samples the frames of steps after `after` up to `last` recorded, in the scope's shape. */
export function scopeSamplesOf(frames: readonly HistoryFrame[], after: number, last: number): RecordedSamples {
  const samples = frames.filter((frame) => frame.step <= last && frame.step > after && frame.scope !== null).map((frame) => frame.scope as Float64Array);
  return {
    count: samples.length,
    time: (i) => samples[i]?.[0] ?? Number.NaN,
    value: (channel, i) => samples[i]?.[channel === 'headingErrorDeg' ? 1 : 3] ?? Number.NaN,
  };
}

/** The recorded run's bodies as `frame` (after its step) left them, or null without one (past the recording's end). */
export function ghostAt(frame: HistoryFrame | undefined): GhostView | null {
  const poses = frame?.poses;
  if (!frame || !poses) return null;
  return { step: frame.step + 1, entities: frame.ids.map((id, i) => ({ id, position: { x: poses[i * POSE_SIZE] as number, y: poses[i * POSE_SIZE + 1] as number }, angle: poses[i * POSE_SIZE + 2] as number })) };
}

/** Both runs' figures from `ghost`'s branch to step `shown` (the what-if run's `frames`, one a step), per entity. */
export function compareFrom(ghost: RecordedRun, frames: readonly HistoryFrame[], shown: number, dt: number): RunComparison {
  const end = shown - 1;
  const recorded = ghost.frames.filter((frame) => frame.step <= end);
  const whatIf = frames.filter((frame) => frame.step >= ghost.from && frame.step <= end);
  const before = frames[ghost.from - 1 - (frames[0]?.step ?? 0)];
  return compareRuns(recorded, whatIf, dt, before);
}
