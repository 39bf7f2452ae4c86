// A turn's figures as the turn meter gives them (times in s, angles in degrees): a settled turn, and a turn so far.

/** One measured turn. Times in s, angles in degrees. */
export interface MeasuredTurn {
  /** When it started: the first step after its set-point came to rest. */
  readonly startTime: number;
  /** |heading error| at the start. */
  readonly angleDeg: number;
  /** The body's spin at the start, toward the wanted heading positive, °/s. */
  readonly startRateDegPerS: number;
  /** From the start until the heading first came within 1° of the wanted one (it may swing through). */
  readonly reachedSeconds: number;
  /** From the start until settled (within 1°, slower than 0.05 rad/s). */
  readonly seconds: number;
  /** How far the heading swung past the wanted one, on the other side (0: it never crossed). */
  readonly overshootDeg: number;
  /**
   * The limit: the fewest seconds any controller could have taken, from the body's state at the
   * start, with this motor, into the settled box, stepped at this step (turnLimit.ts's turnLimitSeconds: from
   * rest, (2·√(a·(θ − b) + r²/2) − r)/a with b = 1° + r·dt/2, r = 0.05 rad/s); null when it would
   * not be honest: the body was not turning in place, an outside torque acted, or the limit changed
   * during it.
   */
  readonly limitSeconds: number | null;
}

/** A turn's figures so far (TurnMeter.latest): not settled yet while `seconds` is null. */
export interface TurnSoFar extends Omit<MeasuredTurn, 'seconds' | 'reachedSeconds'> {
  readonly seconds: number | null;
  readonly reachedSeconds: number | null;
}
