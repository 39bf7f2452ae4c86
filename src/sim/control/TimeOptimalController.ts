import { discreteBrakingRate } from './brakingCurve';
import type { TurnController, TurnInput } from './TurnController';
import { checkTurnInput } from './checkTurnInput';
import { checkSettings } from './checkSettings';
import { TIME_OPTIMAL_RULES } from './settingRules';
/** Wraps an angle into (−π, π], rad: for the heading error, wrapAngle(heading − desired). Re-exported so this module's own entry has it. */
export { wrapAngle } from '../math/angle';

/** Settings of a {@link TimeOptimalController}. */
export interface TimeOptimalSettings {
  type: 'time-optimal';
  /**
   * Gain of the linear zone near the target, 1/s: the closing rate is at most gain × error.
   * Omit it for 1/dt, which lands on the target dead-beat (the fastest the fixed step allows).
   * A smaller gain gives a softer, exponential finish. [default: 1/dt]
   */
  gain?: number;
}

/** Documented defaults. */
export function defaultTimeOptimalSettings(): TimeOptimalSettings {
  return { type: 'time-optimal' };
}

/**
 * Bang-bang with a braking curve (like ArduPilot's `sqrt_controller`), exact for the fixed step.
 *
 * The fastest rest-to-rest turn by an angle θ with acceleration limit a accelerates at +a for
 * half the angle and brakes at −a for the other half: T = 2·sqrt(θ / a). Equivalently, at every
 * moment turn as fast as you can while still being able to stop in the angle left: in continuous
 * time the closing rate s may be sqrt(2·a·d) at distance d.
 *
 * In the simulation the step is semi-implicit Euler (ω += α·dt, then θ += ω·dt). If the rate this
 * step is s and we brake at a from the next step on, the angle still covered is
 * s·dt + s²/(2a) − s·dt/2. Setting that equal to the distance d left gives the largest safe rate
 *
 *   s(d) = −a·dt/2 + sqrt((a·dt/2)² + 2·a·d)
 *
 * Near the target, s(d) exceeds d/dt (which would jump past it); the rate is then d/dt times
 * `gain·dt` (with the default gain 1/dt: land exactly on the target this step; that step's rate is
 * at most a·dt, so the next step can stop). The command is the acceleration that reaches the
 * chosen rate this step, (s − current rate)/dt, which the motor clamps to ±a: that is the "bang".
 *
 * A moving set-point (rate ω_d, acceleration α_d). The braking curve is ridden by the error, not
 * by the heading: its rate is ė = ω − ω_d and its acceleration α − α_d, so the planned rate is a
 * rate *relative* to the set-point and the command is α_d + (s − ė)/dt. Braking relative to a
 * set-point that itself accelerates leaves a − |α_d| to brake with. Planning to stop dead on a
 * target that keeps turning at Ω (ω_d left at 0) would leave a steady lag: the closing rate Ω must
 * then come from the braking curve, √(2·a·e) = Ω, e = Ω²/(2a).
 */
export class TimeOptimalController implements TurnController {
  readonly type = 'time-optimal';
  private readonly gain: number | undefined;

  /**
   * @throws TypeError or RangeError naming the field and its range when a setting is unknown, of the wrong kind or out of range
   * (checkSettings.ts).
   */
  constructor(settings: Partial<TimeOptimalSettings> = {}) {
    this.gain = checkSettings<TimeOptimalSettings>('time-optimal', settings, TIME_OPTIMAL_RULES).gain;
  }

  reset(): void {}

  update(input: Readonly<TurnInput>): number {
    checkTurnInput(this.type, input);
    const { headingError, dt, maxAngularAcceleration: a } = input;
    const setPointAcceleration = input.desiredHeadingAcceleration ?? 0;
    const errorRate = input.angularVelocity - (input.desiredHeadingRate ?? 0);
    const distance = Math.abs(headingError);
    const direction = headingError > 0 ? -1 : 1; // the rate that removes the error
    const braking = discreteBrakingRate(distance, Math.max(0, a - Math.abs(setPointAcceleration)), dt);
    const linear = (this.gain ?? 1 / dt) * distance;
    const rate = direction * Math.min(braking, linear);
    return setPointAcceleration + (rate - errorRate) / dt;
  }
}
