/** A turn is measured from when the heading error exceeds this, rad (15°). */
const TURN_START = (15 * Math.PI) / 180;

/** A change of the error larger than this in one step is the target moving, not the body turning, rad (20°). */
const ERROR_JUMP = (20 * Math.PI) / 180;

/**
 * Measures how far an entity's heading swings past the direction it wants, the figure the article's
 * video is about: at a low max turn rate the missile overshoots its heading and loops round.
 *
 * A turn starts when the heading error (heading − desired) exceeds 15°, or when it jumps (the target
 * moved). Once the error has crossed zero, the largest error on the other side is the turn's
 * overshoot; crossing back ends the turn. Close to the target the line of sight swings fast
 * whatever the body does, so nothing is measured within `ignoreWithin` metres of it. Allocates
 * nothing.
 */
export class OvershootMeter {
  /** The last turn's overshoot so far, degrees (0 before any). */
  lastDeg = 0;
  /** The largest overshoot since the meter was made or cleared, degrees. */
  maxDeg = 0;
  private previous = Number.NaN;
  /** Sign of the error when the turn began (0: no turn under way). */
  private turnSign = 0;
  private crossed = false;

  /** Feeds one step: the heading error (rad) and the distance to the target (m). */
  update(headingError: number, distance: number, ignoreWithin: number): void {
    const previous = this.previous;
    this.previous = headingError;
    if (!Number.isFinite(headingError) || distance < ignoreWithin) {
      this.turnSign = 0;
      return;
    }
    const sign = Math.sign(headingError);
    const jumped = !Number.isFinite(previous) || Math.abs(headingError - previous) > ERROR_JUMP;
    if (jumped || this.turnSign === 0) {
      if (Math.abs(headingError) > TURN_START || jumped) this.startTurn(sign);
      return;
    }
    if (!this.crossed) {
      if (sign === -this.turnSign) this.crossed = true;
      else return;
    }
    if (sign === this.turnSign) {
      this.turnSign = 0;
      return;
    }
    const overshootDeg = (Math.abs(headingError) * 180) / Math.PI;
    if (overshootDeg > this.lastDeg) this.lastDeg = overshootDeg;
    if (overshootDeg > this.maxDeg) this.maxDeg = overshootDeg;
  }

  /** Forgets every turn. */
  clear(): void {
    this.lastDeg = 0;
    this.maxDeg = 0;
    this.previous = Number.NaN;
    this.turnSign = 0;
    this.crossed = false;
  }

  private startTurn(sign: number): void {
    this.turnSign = Math.abs(this.previous) > TURN_START ? sign : 0;
    this.crossed = false;
    if (this.turnSign !== 0) this.lastDeg = 0;
  }
}
