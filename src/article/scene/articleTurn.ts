// How the article times a figure's turn: from the step its target was set (the scene's start, or where a drag left it), with the game's
// settled box and the limit's one rule from the body's state then.
import { radToDeg } from '../../sim/math/angle';
import { PastTarget } from '../../sim/metrics/PastTarget';
import { SETTLED } from '../../sim/metrics/TurnMeter';
import { turnLimitSeconds } from '../../sim/metrics/turnLimit';

/** One run of a figure, step by step (index 0: the state before the first step), as {@link measureTurn} reads it. */
export interface TurnTrace {
  /** The heading error (heading − wanted) after each step, rad. */
  readonly errors: Float64Array;
  /** The body's angular velocity after each step, rad/s. */
  readonly rates: Float64Array;
  /** 1 where the body, moving, was within two arrival radii of its target (the game's turn meter stops timing there), else 0. */
  readonly near: Uint8Array;
}

/** Where a turn is measured from and to, and what the limit needs. */
export interface TurnSpan {
  /** The step its target was set at rest: the turn's start. */
  readonly start: number;
  /** The last step played. */
  readonly end: number;
  /** The motor's max angular acceleration at the start, rad/s². */
  readonly maxAngularAcceleration: number;
  /** The fixed step, s. */
  readonly dt: number;
  /** Whether the limit applies: the body turns in place, driven by its motor alone, toward a target held still (no wind, no flight). */
  readonly limitHolds: boolean;
}

/** A turn's figures as the article states them: times in s from the start, angles in degrees. */
export interface TurnNumbers {
  /** |heading error| at the start, °. */
  readonly angle: number;
  /** The spin at the start, toward the target positive, °/s (0: from rest). */
  readonly startRate: number;
  /** Largest swing past the target so far, ° (0: it never crossed). */
  readonly overshoot: number;
  /** When it swung furthest past, s from the start; null when it never crossed. */
  readonly overshootAt: number | null;
  /** First time within 1° of the target, s; null: not so far. */
  readonly reached: number | null;
  /** First time settled (within 1°, slower than 0.05 rad/s: the game's box), s; null: not so far. */
  readonly settled: number | null;
  /** Whether it has stayed within 1° from its settling to the last step played (false when it swung out again, or never settled). */
  readonly staysSettled: boolean;
  /** The limit from the start's state (turnLimit.ts), s; null where it does not hold. */
  readonly limit: number | null;
  /** |heading error| at the last step measured (the run's, or where it came near its target), °. */
  readonly offset: number;
  /** Largest |heading error| over the last second measured, °: a body that never holds still swings here. */
  readonly swing: number;
  /** First time 95% done (|heading error| within 5% of the turn's angle), s; null: not so far. */
  readonly ninetyFivePercent: number | null;
  /** When it came near its target, moving, s from the start (its turn is measured up to there), or null. */
  readonly nearAt: number | null;
  /** |heading error| when it came near its target, °, or null. */
  readonly nearOffset: number | null;
}

/** Steps in the stretch a run's {@link TurnNumbers.swing} looks at (1 s at the game's 60 Hz). */
export const SWING_STEPS = 60;

/**
 * The figures of the turn of `trace` from `span.start` to `span.end`, or to where the body came
 * near its target, moving (the game's turn meter stops there too). Reached and settled are the
 * game's (TurnMeter's box, first entry); the overshoot is measured as every surface measures it
 * (PastTarget); the limit is {@link turnLimitSeconds} from the start's error and spin, which from rest is
 * the formula the article states.
 */
export function measureTurn(trace: TurnTrace, span: TurnSpan): TurnNumbers {
  const { errors, rates } = trace;
  const { start, dt } = span;
  // Near its target, the turn is measured up to there.
  let end = span.end;
  let nearAt: number | null = null;
  for (let n = start + 1; n <= span.end && nearAt === null; n++) {
    if (trace.near[n] !== 1) continue;
    end = n;
    nearAt = (n - start) * dt;
  }
  const error0 = errors[start] as number;
  const rate0 = rates[start] as number;
  const past = new PastTarget();
  past.start(error0);
  let overshoot = 0;
  let overshootAt: number | null = null;
  let reached: number | null = null;
  let settled: number | null = null;
  let staysSettled = false;
  let ninetyFivePercent: number | null = null;
  for (let n = start + 1; n <= end; n++) {
    const error = errors[n] as number;
    if (ninetyFivePercent === null && Math.abs(error) <= 0.05 * Math.abs(error0)) ninetyFivePercent = (n - start) * dt;
    const beyond = past.next(error);
    if (beyond !== null && beyond > overshoot) {
      overshoot = beyond;
      overshootAt = (n - start) * dt;
    }
    const within = Math.abs(error) <= SETTLED.error;
    if (reached === null && within) reached = (n - start) * dt;
    if (settled === null && within && Math.abs(rates[n] as number) <= SETTLED.rate) {
      settled = (n - start) * dt;
      staysSettled = true;
    } else if (settled !== null && !within) staysSettled = false;
  }
  let swing = 0;
  for (let n = Math.max(start + 1, end - SWING_STEPS + 1); n <= end; n++) swing = Math.max(swing, Math.abs(errors[n] as number));
  const limit = span.limitHolds ? turnLimitSeconds(error0, rate0, span.maxAngularAcceleration, dt, SETTLED) : Number.NaN;
  return {
    angle: radToDeg(Math.abs(error0)),
    startRate: radToDeg(error0 >= 0 ? -rate0 : rate0),
    overshoot: radToDeg(overshoot),
    overshootAt,
    reached,
    settled,
    staysSettled,
    limit: Number.isFinite(limit) ? limit : null,
    offset: radToDeg(Math.abs(errors[end] as number)),
    swing: radToDeg(swing),
    ninetyFivePercent,
    nearAt,
    nearOffset: nearAt === null ? null : radToDeg(Math.abs(errors[end] as number)),
  };
}
