import type { SteeringState } from '../state/memory';
import { wrapAngle } from '../math/angle';

/** Time constant of the low-pass filter on the rate of a set-point the player drags, s. */
export const HELD_RATE_FILTER_TIME = 0.1;

/** Time constant of the low-pass filter on the set-point's acceleration (a difference of rates), s. */
export const ACCELERATION_FILTER_TIME = 0.05;

/**
 * How the desired heading moves: its rate (rad/s) and acceleration (rad/s²), the feed-forward a
 * turn controller needs to hold a moving set-point (TurnInput.desiredHeadingRate and
 * desiredHeadingAcceleration). BodySteering feeds it, once per controlled step, the desired heading
 * and the rate it computed for it (from the target's motion: exact for a scripted one), or NaN
 * when it has none (then the rate is the heading's backward difference).
 *
 * - A set-point the player drags moves by a difference of pointer positions, jerky from frame to
 *   frame: its rate is smoothed by a first-order low-pass of time constant
 *   {@link HELD_RATE_FILTER_TIME} (y += dt/(T + dt)·(x − y)).
 * - The acceleration is the difference of successive rates, low-passed with
 *   {@link ACCELERATION_FILTER_TIME}: 0 for a set-point turning steadily, and no one-step spike when
 *   the rate steps. It is estimated only where it is useful: for a body turning in place to face
 *   its target (Track). While the body moves (Seek, Path), its own motion turns the line of sight,
 *   so the set-point's acceleration depends on the turn being commanded: feeding it forward closes
 *   a loop through the controller, and in the Hunt it cost proportional navigation hits (measured:
 *   docs/controllers.md). There it is 0.
 *
 * {@link reset} (a new command, a new waypoint) starts over: the first step after it has no
 * acceleration, and no rate from a difference. Allocation-free.
 */
export class SetpointMotion {
  /** The desired heading's rate this step, rad/s. */
  rate = 0;
  /** The desired heading's acceleration this step, rad/s². */
  acceleration = 0;
  private previousHeading = 0;
  private previousRate = 0;
  private primed = false;

  /** Its filters' state, for a snapshot. */
  saveState(): SteeringState['setpoint'] {
    return { rate: this.rate, acceleration: this.acceleration, previousHeading: this.previousHeading, previousRate: this.previousRate, primed: this.primed };
  }

  /** Puts back what {@link saveState} gave. */
  restoreState(memory: Readonly<SteeringState['setpoint']>): void {
    this.rate = memory.rate;
    this.acceleration = memory.acceleration;
    this.previousHeading = memory.previousHeading;
    this.previousRate = memory.previousRate;
    this.primed = memory.primed;
  }

  /** Forgets the past: the set-point changed, not moved. */
  reset(): void {
    this.primed = false;
    this.rate = 0;
    this.acceleration = 0;
  }

  /**
   * One controlled step: `heading` the desired heading (rad), `rawRate` its rate (rad/s) or NaN to
   * difference it, `dt` the step (s), `held` whether the player drags the target,
   * `withAcceleration` whether to estimate the acceleration (else it is 0).
   */
  update(heading: number, rawRate: number, dt: number, held: boolean, withAcceleration: boolean): void {
    let rate = Number.isNaN(rawRate) ? (this.primed ? wrapAngle(heading - this.previousHeading) / dt : 0) : rawRate;
    if (held && this.primed) rate = this.rate + (dt / (HELD_RATE_FILTER_TIME + dt)) * (rate - this.rate);
    if (this.primed && withAcceleration) {
      const difference = (rate - this.previousRate) / dt;
      this.acceleration += (dt / (ACCELERATION_FILTER_TIME + dt)) * (difference - this.acceleration);
    } else {
      this.acceleration = 0;
    }
    if (!Number.isFinite(rate) || !Number.isFinite(this.acceleration)) {
      rate = 0;
      this.acceleration = 0;
    }
    this.rate = rate;
    this.previousRate = rate;
    this.previousHeading = heading;
    this.primed = true;
  }
}
