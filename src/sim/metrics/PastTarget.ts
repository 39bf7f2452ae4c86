import { wrapAngle } from '../math/angle';

/** The multiple of 2π that the unwrapped error crossed or touched going from `from` to `to`, rad, or null. */
function crossedTurnMark(from: number, to: number): number | null {
  const turn = 2 * Math.PI;
  const mark = from < to ? Math.ceil(from / turn) * turn : Math.floor(from / turn) * turn;
  return (from < to ? mark <= to : mark >= to) ? mark : null;
}

/**
 * How far a turn's heading has gone past its target, measured one way for every surface (the step
 * response's report, TurnResponse, and the live turns of the game, TurnMeter). Allocation-free.
 *
 * Past the target means beyond it on the side away from where the turn came in. The heading error
 * is followed without wrapping, so a wrap at ±180° is no pass: a turn that starts 179.5° off and
 * turns the long way first has its error go 179.3° → −178.9° with neither heading near the target.
 * The target is reached where the unwrapped error first crosses (or touches) a whole turn's mark
 * (0, ±2π, …): a body spun the long way round reaches it from the other side, and its overshoot
 * counts from there.
 */
/** What a {@link PastTarget} holds, as plain data (a history's snapshot keeps it). */
export interface PastTargetState {
  readonly unwrapped: number;
  readonly reachedAt: number | null;
  readonly approach: 1 | -1;
}

export class PastTarget {
  /** The heading error followed without wrapping, rad. */
  private unwrapped = 0;
  /** Where the target the turn reached lies on the unwrapped error (a multiple of 2π), or null before it gets there. */
  private reachedAt: number | null = null;
  /** +1 when the turn reached its target from above (the error falling through it), −1 from below. */
  private approach: 1 | -1 = 1;

  /** Its state, as plain data. */
  save(): PastTargetState {
    return { unwrapped: this.unwrapped, reachedAt: this.reachedAt, approach: this.approach };
  }

  /** Takes the state `state` (from {@link save}) back. */
  restore(state: PastTargetState): void {
    this.unwrapped = state.unwrapped;
    this.reachedAt = state.reachedAt;
    this.approach = state.approach;
  }

  /** Begins a turn whose (wrapped) heading error is `error`, rad. An error of exactly 0 has reached its target. */
  start(error: number): void {
    this.unwrapped = error;
    this.reachedAt = error === 0 ? 0 : null;
    this.approach = 1;
  }

  /**
   * Follows the next (wrapped) heading error, rad, and returns how far the heading now lies past the
   * target it reached (rad; negative while short of it on the side it came in from), or null while
   * the turn has not reached its target yet.
   */
  next(error: number): number | null {
    const before = this.unwrapped;
    this.unwrapped += wrapAngle(error - wrapAngle(before));
    if (this.reachedAt === null) {
      const crossed = crossedTurnMark(before, this.unwrapped);
      if (crossed === null) return null;
      this.reachedAt = crossed;
      this.approach = before > crossed ? 1 : -1;
    }
    return this.approach * (this.reachedAt - this.unwrapped);
  }
}
