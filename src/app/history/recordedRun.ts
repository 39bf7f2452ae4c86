import { POSE_SIZE, type HistoryFrame } from './HistoryFrame';

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
