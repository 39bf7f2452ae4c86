/**
 * The limit the lab's turn card shows beside each turn, and what it counts, in one place: the rule
 * itself is the one the 2D game's cards use (sim/metrics/turnLimit.ts), fed the turn along its axis.
 */
import { SETTLED, SETTLED_ERROR, SETTLED_RATE } from '../../sim/metrics/TurnMeter';
import { minimumTurnSteps, timeOptimalTurn } from '../../sim/metrics/turnLimit';

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

/** A turn's limit: the fewest seconds any controller could settle it in, or why there is none. */
export type LabTurnLimit =
  | { readonly seconds: number; readonly fromRest: boolean; readonly restToRest: number }
  | { readonly seconds: null; readonly why: NoLimitReason };

/** A start spin slower than this counts as rest, rad/s (the settled box's). */
const REST_RATE = SETTLED_RATE;

/**
 * The rule: the fewest fixed steps in which any sequence of commands within ±α(n) brings the turn
 * from its start (θ, and its spin along n) to settled (within 1°, slower than 0.05 rad/s), as the 2D
 * game's compare card counts it (minimumTurnSteps). From rest it is close to, and a little under,
 * 2·√(θ/α(n)) (`restToRest`): settled is the band's edge, not the target itself, and the steps are
 * whole. None when the turn started with a spin across n faster than the band's (the one-axis bound
 * would not hold) or when its controller does not keep within the motor.
 */
export function labTurnLimit(inputs: TurnLimitInputs): LabTurnLimit {
  if (!inputs.motorLimited) return { seconds: null, why: 'no-motor-limit' };
  if (inputs.rateAcross > REST_RATE) return { seconds: null, why: 'spin-across' };
  // The meter's error e falls toward 0: a spin toward the target is de/dt < 0.
  const steps = minimumTurnSteps(inputs.angle, -inputs.rateToward, inputs.budget, inputs.dt, SETTLED);
  if (steps === null) return { seconds: null, why: 'spin-across' };
  return { seconds: steps * inputs.dt, fromRest: Math.abs(inputs.rateToward) <= REST_RATE, restToRest: timeOptimalTurn(inputs.angle, inputs.budget) };
}

/** The rule and its parameters in words, for the card (`dt`: the step, s): what a reader needs to count it again. */
export function limitRuleWords(dt: number): string {
  const degrees = Math.round((SETTLED_ERROR * 180) / Math.PI);
  return `Limit: the fewest 1/${Math.round(1 / dt)} s steps in which any controller could settle this turn (within ${degrees}°, slower than ${SETTLED_RATE} rad/s) from its start, with the motor’s α(n) along the turn’s axis. From rest it is a little under 2·√(θ/α): settled is the band’s edge, and the steps are whole.`;
}

/** The rule in one line, for a phone's card. */
export function limitRuleShortWords(dt: number): string {
  return `Limit: the fastest any controller could settle this turn (within 1°, 1/${Math.round(1 / dt)} s steps, α(n) along its axis).`;
}
