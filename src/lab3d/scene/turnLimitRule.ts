/**
 * The limit the lab's turn card shows beside each turn, and what it counts, in one place: the one
 * rule of the article and the 2D game's cards (sim/metrics/turnLimit.ts), fed the turn along its axis.
 */
import { SETTLED, SETTLED_ERROR, SETTLED_RATE } from '../../sim/metrics/TurnMeter';
import { restTurnLimitSeconds, turnLimitSeconds } from '../../sim/metrics/turnLimit';

/** A turn's start as the limit reads it: along the axis n the turn starts about. */
export interface TurnLimitInputs {
  /** The angle θ from the wanted orientation at the start, rad (≥ 0). */
  readonly angle: number;
  /** The spin along n at the start, rad/s: positive toward the target. */
  readonly rateToward: number;
  /** The spin across n at the start, rad/s (≥ 0). */
  readonly rateAcross: number;
  /** α(n), the motor's budget along n, rad/s². */
  readonly budget: number;
  /** The simulation's step, s. */
  readonly dt: number;
  /** Whether the controller keeps within the motor (the published seed PD does not). */
  readonly motorLimited: boolean;
}

/** Why a turn has no limit: it started spinning across its axis, or its controller ignores the motor. */
export type NoLimitReason = 'spin-across' | 'no-motor-limit';

/** A turn's limit: the fewest seconds any controller could settle it in (and what it would be from rest), or why there is none. */
export type LabTurnLimit =
  | { readonly seconds: number; readonly fromRest: boolean; readonly fromRestSeconds: number }
  | { readonly seconds: null; readonly why: NoLimitReason };

/** A start spin slower than this counts as rest, rad/s (the settled box's). */
const REST_RATE = SETTLED_RATE;

/**
 * The rule (turnLimitSeconds): the fastest any commands within ±α(n) bring the turn from its start
 * (θ, and its spin along n) into the settled box (within 1°, slower than 0.05 rad/s) for a body
 * stepped at the lab's step; from rest, (2·√(a·(θ − b) + r²/2) − r)/a with a = α(n), b = 1° + r·dt/2,
 * r = 0.05 rad/s (restTurnLimitSeconds). None when the turn started with a spin across n faster than
 * the box's (the one-axis bound would not hold) or when its controller does not keep within the motor.
 */
export function labTurnLimit(inputs: TurnLimitInputs): LabTurnLimit {
  if (!inputs.motorLimited) return { seconds: null, why: 'no-motor-limit' };
  if (inputs.rateAcross > REST_RATE) return { seconds: null, why: 'spin-across' };
  // The meter's error e falls toward 0: a spin toward the target is de/dt < 0.
  const seconds = turnLimitSeconds(inputs.angle, -inputs.rateToward, inputs.budget, inputs.dt, SETTLED);
  if (!Number.isFinite(seconds)) return { seconds: null, why: 'spin-across' };
  return {
    seconds,
    fromRest: Math.abs(inputs.rateToward) <= REST_RATE,
    fromRestSeconds: restTurnLimitSeconds(inputs.angle, inputs.budget, inputs.dt, SETTLED),
  };
}

/** The settled band in degrees, as the words write it. */
const BAND_DEG = Math.round((SETTLED_ERROR * 180) / Math.PI);

/** The rule and its parameters in words, for the card (`dt`: the step, s), as the 2D game's compare card states it, with α(n) for a. */
export function limitRuleWords(dt: number): string {
  return (
    `Settled: within ${BAND_DEG}° and slower than ${SETTLED_RATE} rad/s. Limit: the fastest any controller could settle the turn ` +
    `from the craft’s state at its start, with a = α(n), the motor’s budget along the turn’s axis, stepped at ` +
    `${Math.round(1 / dt)} Hz; from rest, (2·√(a·(θ − b) + r²/2) − r)/a with b = ${BAND_DEG}° + r·dt/2, r = ${SETTLED_RATE} rad/s.`
  );
}

/** The rule in one line, for a phone's card. */
export function limitRuleShortWords(dt: number): string {
  return (
    `Settled: within ${BAND_DEG}°, under r = ${SETTLED_RATE} rad/s. Limit, the fastest any controller could, a = α(n), ` +
    `${Math.round(1 / dt)} Hz: from rest (2·√(a·(θ − b) + r²/2) − r)/a, b = ${BAND_DEG}° + r·dt/2.`
  );
}
