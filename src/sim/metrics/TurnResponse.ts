import { radToDeg, wrapAngle } from '../math/angle';
import { minimumTurnSteps, timeOptimalTurn, type SettledBox } from './turnLimit';

export { timeOptimalTurn } from './turnLimit';

/** Figures of a turn (a step response of the heading), as reported by the scenario runner. */
export interface TurnFigures {
  /** |heading error| when the turn started, deg. */
  initialErrorDeg: number;
  /**
   * Earliest time (s, from the start) after which |error| stays within 2% of the initial error
   * (the classic settling time); null while the error is still outside that band at the last
   * sample.
   */
  settleTime: number | null;
  /** How far the heading went past the desired one, on the other side, deg (≥ 0). */
  overshootDeg: number;
  /** |heading error| at the last sample, deg. */
  finalErrorDeg: number;
  /**
   * The article's yardstick, 2·sqrt(angle / maxAngularAcceleration), s: the fastest rest-to-rest
   * turn of the initial error in continuous time (accelerate at the limit for half the angle, brake
   * for the other half).
   */
  timeOptimal: number;
  /**
   * The fewest seconds in which any controller could settle this turn as {@link settleTime} counts
   * it, from the state at the start, in the simulation's steps (see turnLimit.ts and
   * {@link settlingBox}): no settling time can be below it. Null when the step was not given.
   */
  limit: number | null;
}

/** Fraction of the initial error that counts as settled (2%). */
export const SETTLE_BAND = 0.02;

/**
 * The states a turn settled within `band` (rad) must be in: within the band, and no faster than
 * a body can go there and still stop inside it. Settled for good, it must be able to stay in the
 * band, braking at the motor's limit `a` (rad/s²) at most: from the band's edge it can stop
 * within the band's whole width 2·band only from a speed of at most √(4·a·band); a step of `dt`
 * (s) of planck's semi-implicit braking covers a little less ground, hence the extra a·dt. Every
 * state a settled turn passes through lies in this box, so the fewest steps into it bound every
 * settling time from below; and it is tight, since a body at the band's edge at √(4·a·band),
 * braking at the limit, does stay in the band.
 */
export function settlingBox(band: number, a: number, dt: number): SettledBox {
  return { error: band, rate: Math.sqrt(4 * a * band) + a * dt };
}

/** The multiple of 2π that the unwrapped error crossed or touched going from `from` to `to`, rad, or null. */
function crossedTurnMark(from: number, to: number): number | null {
  const turn = 2 * Math.PI;
  const mark = from < to ? Math.ceil(from / turn) * turn : Math.floor(from / turn) * turn;
  return (from < to ? mark <= to : mark >= to) ? mark : null;
}

/**
 * Measures a turn from samples of the signed heading error and the angular velocity, one per step,
 * in O(1) memory: call {@link start} with the state at the start, then {@link sample} after every
 * step. The live turns of the game (TurnMeter) count settling the same way, with a band of 1°.
 */
export class TurnResponse {
  private initialError = 0;
  private maxAngularAcceleration = 1;
  private startTime = 0;
  private lastTime = 0;
  private lastError = 0;
  private overshoot = 0;
  /** The heading error followed without wrapping, rad: a body that spins through ±180° has not passed its target there. */
  private unwrapped = 0;
  /** Where the target the turn reached lies on the unwrapped error (a multiple of 2π), or null before it gets there. */
  private reachedAt: number | null = null;
  /** +1 when the turn reached its target from above (the error falling through it), −1 from below. */
  private approach = 1;
  private limitValue: number | null = null;
  /** Time of the first sample after the last one outside the band, while slow enough (null: not settled at the last sample). */
  private settledSince: number | null = 0;

  /**
   * Begins a turn at `time` (s) with heading error `error` (rad), the motor limit (rad/s²), the
   * body's angular velocity then (rad/s) and the simulation's step (s, for the limit).
   */
  start(time: number, error: number, maxAngularAcceleration: number, angularVelocity = 0, dt: number | null = null): void {
    this.initialError = error;
    this.maxAngularAcceleration = maxAngularAcceleration;
    this.startTime = time;
    this.lastTime = time;
    this.lastError = error;
    this.overshoot = 0;
    this.unwrapped = error;
    this.reachedAt = error === 0 ? 0 : null;
    this.approach = 1;
    this.settledSince = null;
    const steps = dt === null ? null : minimumTurnSteps(error, angularVelocity, maxAngularAcceleration, dt, settlingBox(SETTLE_BAND * Math.abs(error), maxAngularAcceleration, dt));
    this.limitValue = steps === null || dt === null ? null : steps * dt;
    this.sample(time, error, angularVelocity);
  }

  /** Adds the heading error (rad) measured at `time` (s); the angular velocity (rad/s) is not needed for the figures. */
  sample(time: number, error: number, _angularVelocity = 0): void {
    this.lastTime = time;
    this.lastError = error;
    const band = SETTLE_BAND * Math.abs(this.initialError);
    if (Math.abs(error) > band) this.settledSince = null;
    else if (this.settledSince === null) this.settledSince = time - this.startTime;
    // Past the target means beyond it on the side away from where the turn came in, on the error
    // followed without wrapping: a wrap at ±180° is no pass, and a body spun the long way round
    // reaches the target from the other side (the first whole turn's mark it crosses).
    const before = this.unwrapped;
    this.unwrapped += wrapAngle(error - wrapAngle(before));
    if (this.reachedAt === null) {
      const crossed = crossedTurnMark(before, this.unwrapped);
      if (crossed !== null) {
        this.reachedAt = crossed;
        this.approach = before > crossed ? 1 : -1;
      }
    }
    if (this.reachedAt !== null) {
      const past = this.approach * (this.reachedAt - this.unwrapped);
      if (past > this.overshoot) this.overshoot = past;
    }
  }

  /** The figures so far. */
  figures(): TurnFigures {
    const initial = Math.abs(this.initialError);
    return {
      initialErrorDeg: radToDeg(initial),
      settleTime: this.settledSince,
      overshootDeg: radToDeg(this.overshoot),
      finalErrorDeg: radToDeg(Math.abs(this.lastError)),
      timeOptimal: timeOptimalTurn(initial, this.maxAngularAcceleration),
      limit: this.limitValue,
    };
  }

  /** Time of the last sample, s since start. */
  get elapsed(): number {
    return this.lastTime - this.startTime;
  }
}
