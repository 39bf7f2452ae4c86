import { POSE_SIZE, type HistoryFrame } from './HistoryFrame';

/** Within this heading error an entity counts as facing its target, deg. */
export const FACING_WITHIN_DEG = 1;

/** A turn starts where the heading error first passes this (at the branch, or later: its target hopped, a respawn), deg: a smaller error is a body facing its target, wobbling as it flies. */
export const TURN_STARTS_DEG = 5;

/** One run's figures for one entity since the branch: its first turn there, and its hits. */
export interface RunFigures {
  /** When its first turn since the branch began, s after the branch: 0 when it was turning at the branch; null when it faced its target (within {@link TURN_STARTS_DEG}) all along. */
  readonly turnStart: number | null;
  /** Its heading error when that turn began (where the error first passed {@link TURN_STARTS_DEG}), deg. */
  readonly startErrorDeg: number;
  /** How long that turn took to face its target (within {@link FACING_WITHIN_DEG}), s from its start; null: not yet. */
  readonly faceTime: number | null;
  /**
   * The time-optimal turn's time for the error the turn began with, from rest, against its max
   * angular acceleration a: 2·√(|e|/a), s (accelerate half way at a, brake the other half).
   */
  readonly limitTime: number;
  /** The largest heading error past the target in that turn once it first got there (the sign flipped or it faced it), deg; 0 without. */
  readonly overshootDeg: number;
  /** Its hits since the branch. */
  readonly hits: number;
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

/** Entity `i`'s number at `offset` in `frame`'s poses. */
function poseValue(frame: HistoryFrame, i: number, offset: number): number {
  return (frame.poses as Float64Array)[i * POSE_SIZE + offset] as number;
}

/**
 * The figures of one entity over frames from the branch on (`hitsBefore`: its hits when the run
 * branched): its first turn (the first frame whose error passes {@link TURN_STARTS_DEG}: under way
 * at the branch, or after its target moved), timed against the time-optimal limit for the
 * error it began with, with its overshoot; and its hits since the branch.
 */
export function runFigures(frames: readonly HistoryFrame[], id: string, dt: number, hitsBefore = 0): RunFigures | null {
  let seen = false;
  let turnAt: number | null = null;
  let start = 0;
  let limit = 0;
  let faceTime: number | null = null;
  let overshoot = 0;
  let sign = 0;
  let reached = false;
  let hits = hitsBefore;
  for (const [n, frame] of frames.entries()) {
    const i = frame.ids.indexOf(id);
    if (i < 0 || !frame.poses) continue;
    const error = poseValue(frame, i, 4);
    hits = poseValue(frame, i, 6);
    seen = true;
    if (turnAt === null) {
      if (Math.abs(error) <= TURN_STARTS_DEG) continue;
      // The turn's first frame is after its first step: it began a step earlier (at the branch for the first frame).
      turnAt = n;
      start = error;
      sign = Math.sign(error);
      const a = poseValue(frame, i, 5);
      limit = a > 0 ? 2 * Math.sqrt(((Math.abs(error) * Math.PI) / 180) / a) : Number.POSITIVE_INFINITY;
    }
    if (faceTime === null && Math.abs(error) <= FACING_WITHIN_DEG) faceTime = (n + 1 - turnAt) * dt;
    if (!reached && (faceTime !== null || Math.sign(error) !== sign)) reached = true;
    if (reached && sign !== 0 && Math.sign(error) === -sign) overshoot = Math.max(overshoot, Math.abs(error));
  }
  if (!seen) return null;
  return { turnStart: turnAt === null ? null : turnAt * dt, startErrorDeg: start, faceTime, limitTime: limit, overshootDeg: overshoot, hits: hits - hitsBefore };
}

/** Each entity's hits in `frame` (the step before the branch), by id. */
function hitsIn(frame: HistoryFrame | undefined): Map<string, number> {
  const hits = new Map<string, number>();
  if (frame?.poses) frame.ids.forEach((id, i) => hits.set(id, poseValue(frame, i, 6)));
  return hits;
}

/**
 * The recorded run and the what-if run compared, entity by entity (those of either run), over the
 * same span; `before` is the last frame before the branch (what both runs started from), or undefined.
 */
export function compareRuns(recorded: readonly HistoryFrame[], whatIf: readonly HistoryFrame[], dt: number, before?: HistoryFrame): RunComparison {
  const span = Math.min(recorded.length, whatIf.length);
  const ids: string[] = [];
  for (const frame of [recorded[0], whatIf[0]]) for (const id of frame?.ids ?? []) if (!ids.includes(id)) ids.push(id);
  const a = recorded.slice(0, span);
  const b = whatIf.slice(0, span);
  const hitsBefore = hitsIn(before);
  return { seconds: span * dt, entities: ids.map((id) => ({ id, recorded: runFigures(a, id, dt, hitsBefore.get(id) ?? 0), whatIf: runFigures(b, id, dt, hitsBefore.get(id) ?? 0) })) };
}
