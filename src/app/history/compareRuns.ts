import { POSE_SIZE, type HistoryFrame } from './HistoryFrame';

/** Within this heading error an entity counts as facing its target, deg. */
export const FACING_WITHIN_DEG = 1;

/** One run's figures for one entity since the branch. */
export interface RunFigures {
  /** Its heading error at the branch, deg. */
  readonly startErrorDeg: number;
  /** How long it took to face its target (within {@link FACING_WITHIN_DEG}), s; null: not yet. */
  readonly faceTime: number | null;
  /**
   * The time-optimal turn's time for the error at the branch, from rest, against its max angular
   * acceleration a: 2·√(|e|/a), s (accelerate half way at a, brake the other half).
   */
  readonly limitTime: number;
  /** The largest heading error past the target once it first got there (the sign flipped or it faced it), deg; 0 without. */
  readonly overshootDeg: number;
}

/** Both runs' figures for one entity. */
export interface EntityComparison {
  readonly id: string;
  readonly recorded: RunFigures | null;
  readonly whatIf: RunFigures | null;
}

/** Both runs compared from the branch: per entity, and the span compared. */
export interface RunComparison {
  /** Simulated time compared since the branch, s. */
  readonly seconds: number;
  readonly entities: readonly EntityComparison[];
}

/**
 * The figures of one entity over frames from the branch on: the time to face the target, the
 * time-optimal limit for the error it started with, and the overshoot.
 */
export function runFigures(frames: readonly HistoryFrame[], id: string, dt: number): RunFigures | null {
  let start: number | null = null;
  let limit = 0;
  let faceTime: number | null = null;
  let overshoot = 0;
  let sign = 0;
  let reached = false;
  for (const [n, frame] of frames.entries()) {
    const i = frame.ids.indexOf(id);
    if (i < 0 || !frame.poses) continue;
    const error = frame.poses[i * POSE_SIZE + 4] as number;
    if (start === null) {
      start = error;
      sign = Math.sign(error);
      const a = frame.poses[i * POSE_SIZE + 5] as number;
      limit = a > 0 ? 2 * Math.sqrt(((Math.abs(error) * Math.PI) / 180) / a) : Number.POSITIVE_INFINITY;
    }
    if (faceTime === null && Math.abs(error) <= FACING_WITHIN_DEG) faceTime = (n + 1) * dt;
    if (!reached && (faceTime !== null || Math.sign(error) !== sign)) reached = true;
    if (reached && sign !== 0 && Math.sign(error) === -sign) overshoot = Math.max(overshoot, Math.abs(error));
  }
  return start === null ? null : { startErrorDeg: start, faceTime, limitTime: limit, overshootDeg: overshoot };
}

/** The recorded run and the what-if run compared, entity by entity (those of either run), over the same span. */
export function compareRuns(recorded: readonly HistoryFrame[], whatIf: readonly HistoryFrame[], dt: number): RunComparison {
  const span = Math.min(recorded.length, whatIf.length);
  const ids: string[] = [];
  for (const frame of [recorded[0], whatIf[0]]) for (const id of frame?.ids ?? []) if (!ids.includes(id)) ids.push(id);
  const a = recorded.slice(0, span);
  const b = whatIf.slice(0, span);
  return { seconds: span * dt, entities: ids.map((id) => ({ id, recorded: runFigures(a, id, dt), whatIf: runFigures(b, id, dt) })) };
}
