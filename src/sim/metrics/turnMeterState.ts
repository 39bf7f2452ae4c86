// Where a turn meter's latest turn stands (its phase), and everything the meter holds as plain data: what a history's snapshot keeps.
import type { MeasuredTurn } from './measuredTurn';
import type { PastTargetState } from './PastTarget';

/**
 * Everything a TurnMeter holds, as plain data: a history's snapshot keeps it, so that a moment shown again measures on as it did.
 */
export interface TurnMeterState {
  readonly phase: TurnPhase;
  readonly last: MeasuredTurn | null;
  readonly changes: number;
  readonly lastOvershoot: number | null;
  readonly largestOvershoot: number;
  readonly startTime: number;
  readonly startError: number;
  readonly startRate: number;
  readonly startLimit: number;
  readonly overshoot: number;
  readonly overshootKnown: boolean;
  readonly pastTarget: PastTargetState;
  readonly turnSettingsRevision: number | null;
  readonly started: boolean;
  readonly lastTime: number;
  readonly reachedAt: number | null;
  readonly settledAt: number | null;
  readonly limitHolds: boolean;
  /** Written by earlier versions (the limit in whole steps), read and ignored: the limit is computed from the start's state. */
  readonly limitSteps?: number | null;
  readonly dt: number;
  /** Whether the turn under way started while its set-point moved (it goes on while it moves). [default: false] */
  readonly chasing?: boolean;
  /** The heading error of the last sample, rad, or null before one. [default: null] */
  readonly lastError?: number | null;
  /**
   * The last and largest known overshoot before the turn under way (a turn that ends near its target takes its own back), degrees.
   * [default: as now]
   */
  readonly overshootBefore?: { readonly last: number | null; readonly largest: number };
}

/**
 * Where the latest turn stands:
 * - `idle`: nothing to steer for;
 * - `moving`: the set-point is moving (a drag, a target in flight): no turn is timed until it comes
 *   to rest, or until the heading error grows past CHASE_TURN_ERROR (5°) and starts to shrink;
 * - `turning`: a turn is under way;
 * - `settled`: the latest turn settled (TurnMeter.last is it);
 * - `small`: the set-point came to rest within the settled box: too small a turn to time;
 * - `near`: the turn came too close to its target to be measured any further;
 * - `retuned`: the motor's limit or the controller changed since the latest turn began: its figures
 *   are gone, and nothing is timed until the set-point changes again.
 */
export type TurnPhase = 'idle' | 'moving' | 'turning' | 'settled' | 'small' | 'near' | 'retuned';
