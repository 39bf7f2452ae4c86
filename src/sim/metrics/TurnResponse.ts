import { radToDeg } from '../math/angle';
import { PastTarget } from './PastTarget';
import { minimumTurnSteps } from './fewestTurnSteps';
import { timeOptimalTurn, type SettledBox } from './turnLimit';
import { refuseNotANumber } from '../validation/numberArgument';

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
  /** How far past its target the heading went (a wrap at ±180° is no pass). */
  private readonly pastTarget = new PastTarget();
  private limitValue: number | null = null;
  /** Time of the first sample after the last one outside the band, while slow enough (null: not settled at the last sample). */
  private settledSince: number | null = 0;

  /**
   * Begins a turn at `time` (s) with heading error `error` (rad), the motor limit (rad/s²), the
   * body's angular velocity then (rad/s) and the simulation's step (s, for the limit).
   * @throws TypeError naming an argument that is not a number (dt: nor null).
   */
  start(time: number, error: number, maxAngularAcceleration: number, angularVelocity = 0, dt: number | null = null): void {
    if (typeof time !== 'number') refuseNotANumber('TurnResponse.start', 'time', 's', time);
    if (typeof error !== 'number') refuseNotANumber('TurnResponse.start', 'error', 'rad', error);
    if (typeof maxAngularAcceleration !== 'number')
      refuseNotANumber('TurnResponse.start', 'maxAngularAcceleration', 'rad/s²', maxAngularAcceleration);
    if (typeof angularVelocity !== 'number') refuseNotANumber('TurnResponse.start', 'angularVelocity', 'rad/s', angularVelocity);
    if (dt !== null && typeof dt !== 'number') refuseNotANumber('TurnResponse.start', 'dt', 's, or null', dt);
    this.initialError = error;
    this.maxAngularAcceleration = maxAngularAcceleration;
    this.startTime = time;
    this.lastTime = time;
    this.lastError = error;
    this.overshoot = 0;
    this.pastTarget.start(error);
    this.settledSince = null;
    const steps =
      dt === null
        ? null
        : minimumTurnSteps(
            error,
            angularVelocity,
            maxAngularAcceleration,
            dt,
            settlingBox(SETTLE_BAND * Math.abs(error), maxAngularAcceleration, dt),
          );
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
    // Past the target on the error followed without wrapping (PastTarget).
    const past = this.pastTarget.next(error);
    if (past !== null && past > this.overshoot) this.overshoot = past;
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
