import { POSE, POSE_SIZE, type HistoryFrame } from './HistoryFrame';
import type { GhostView } from './historyRuns';

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
    if (frame?.poses && i >= 0) points.push({ x: frame.poses[i * POSE_SIZE] as number, y: frame.poses[i * POSE_SIZE + POSE.y] as number });
  }
  return points;
}

/**
 * Entity `id`'s heading error (°) and angular velocity (rad/s) after each step of `frames` from step
 * `after` + 1 on, in the scope's shape, with its max angular acceleration at the last of them (rad/s²,
 * 0 without one): a run's trace on the phase plot.
 */
export function runTrace(frames: readonly HistoryFrame[], id: string, after: number): { samples: RecordedSamples; limit: number } {
  const times: number[] = [];
  const errors: number[] = [];
  const rates: number[] = [];
  let limit = 0;
  for (const frame of frames) {
    const i = frame.ids.indexOf(id);
    if (frame.step <= after || i < 0 || !frame.poses) continue;
    const at = i * POSE_SIZE;
    times.push(frame.time);
    errors.push(((frame.poses[at + POSE.headingError] as number) * 180) / Math.PI);
    rates.push(frame.poses[at + POSE.angularVelocity] as number);
    limit = frame.poses[at + POSE.maxAngularAcceleration] as number;
  }
  return {
    limit,
    samples: {
      count: times.length,
      time: (i) => times[i] ?? Number.NaN,
      value: (channel, i) => (channel === 'headingErrorDeg' ? errors[i] : rates[i]) ?? Number.NaN,
    },
  };
}

/** The recorded run's bodies as `frame` (after its step) left them, or null without one (past the recording's end). */
export function ghostAt(frame: HistoryFrame | undefined): GhostView | null {
  const poses = frame?.poses;
  if (!frame || !poses) return null;
  return {
    step: frame.step + 1,
    entities: frame.ids.map((id, i) => ({
      id,
      position: { x: poses[i * POSE_SIZE] as number, y: poses[i * POSE_SIZE + POSE.y] as number },
      angle: poses[i * POSE_SIZE + POSE.angle] as number,
    })),
  };
}
