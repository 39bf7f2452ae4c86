import { radToDeg } from '../math/angle';

/** Figures of a turn (a step response of the heading), as reported by the scenario runner. */
export interface TurnFigures {
  /** |heading error| when the turn started, deg. */
  initialErrorDeg: number;
  /**
   * Earliest time (s, from the start) after which |error| stays within 2% of the initial error;
   * null if the error is still outside that band at the last sample.
   */
  settleTime: number | null;
  /** How far the heading went past the desired one, on the other side, deg (≥ 0). */
  overshootDeg: number;
  /** |heading error| at the last sample, deg. */
  finalErrorDeg: number;
  /**
   * The physical limit for a rest-to-rest turn of the initial error with this motor: accelerate at
   * the limit for half the angle and brake for the other half, 2·sqrt(angle / maxAngularAcceleration), s.
   */
  timeOptimal: number;
}

/** Fraction of the initial error that counts as settled (2%). */
export const SETTLE_BAND = 0.02;

/**
 * Measures a turn from samples of the signed heading error, one per step, in O(1) memory: call
 * {@link start} with the first error, then {@link sample} after every step.
 */
export class TurnResponse {
  private initialError = 0;
  private maxAngularAcceleration = 1;
  private startTime = 0;
  private lastTime = 0;
  private lastError = 0;
  private overshoot = 0;
  /** Time of the first sample after the last one outside the band (null: the last sample is outside). */
  private settledSince: number | null = 0;

  /** Begins a turn at `time` (s) with heading error `error` (rad) and the motor limit (rad/s²). */
  start(time: number, error: number, maxAngularAcceleration: number): void {
    this.initialError = error;
    this.maxAngularAcceleration = maxAngularAcceleration;
    this.startTime = time;
    this.lastTime = time;
    this.lastError = error;
    this.overshoot = 0;
    this.settledSince = Math.abs(error) > 0 ? null : 0;
    this.sample(time, error);
  }

  /** Adds the heading error (rad) measured at `time` (s). */
  sample(time: number, error: number): void {
    this.lastTime = time;
    this.lastError = error;
    const band = SETTLE_BAND * Math.abs(this.initialError);
    if (Math.abs(error) > band) this.settledSince = null;
    else if (this.settledSince === null) this.settledSince = time - this.startTime;
    // Past the target means on the other side of zero from where the turn began.
    const past = this.initialError >= 0 ? -error : error;
    if (past > this.overshoot) this.overshoot = past;
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
    };
  }

  /** Time of the last sample, s since start. */
  get elapsed(): number {
    return this.lastTime - this.startTime;
  }
}

/** 2·sqrt(angle / maxAngularAcceleration): the fastest rest-to-rest turn by `angle` (rad), s. */
export function timeOptimalTurn(angleRad: number, maxAngularAcceleration: number): number {
  return 2 * Math.sqrt(Math.abs(angleRad) / maxAngularAcceleration);
}
