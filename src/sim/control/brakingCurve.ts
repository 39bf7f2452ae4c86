/**
 * The motor's braking curve: how fast a heading error may close and still be stopped in the angle
 * left, with a motor that can brake at a given angular deceleration. Two uses:
 *
 * - the time-optimal controller rides it exactly, in the simulation's own step
 *   ({@link discreteBrakingRate});
 * - the PD family (PD, stable PD, SPD and the corrected PID) is shaped by it for large errors
 *   ({@link shapedProportional}), as ArduPilot's `sqrt_controller` shapes its attitude loop: linear
 *   gains alone cannot brake a large turn on a weak motor (docs/controllers-tuning.md, "Large turns").
 */

/**
 * The fraction of the motor's limit a shaped controller plans its braking with, so that the rest
 * (20%) is left to the feedback that keeps the body on the curve. 0.8 keeps 90° and 170° turns from
 * rest free of overshoot at every limit (tests/sim/control/largeTurns.test.ts).
 */
export const BRAKING_FRACTION = 0.8;

/**
 * The largest closing rate (rad/s) at `distance` (rad) from which braking at `deceleration`
 * (rad/s²) from the next step on still stops within the distance, in the engine's semi-implicit
 * Euler step `dt` (s). If the rate this step is s, the angle still covered is
 * s·dt + s²/(2a) − s·dt/2; setting it equal to d gives s(d) = −a·dt/2 + √((a·dt/2)² + 2·a·d).
 * With dt → 0 it is the continuous √(2·a·d). With no limit (a = Infinity) it is the formula's limit
 * as a grows, 2·d/dt, where the formula itself would give ∞ − ∞.
 */
export function discreteBrakingRate(distance: number, deceleration: number, dt: number): number {
  if (deceleration === Number.POSITIVE_INFINITY) return (2 * distance) / dt;
  const halfStep = (deceleration * dt) / 2;
  return -halfStep + Math.sqrt(halfStep * halfStep + 2 * deceleration * distance);
}

/**
 * The closing rate (rad/s, ≥ 0) a P-D loop asks for at `distance` (rad) from its set-point when it
 * is shaped by the braking curve (ArduPilot's square-root controller): `k·d` near the set-point, as
 * the linear law does, and beyond the knee d > A/k², √(2·A·(d − A/(2k²))), the closing rate from
 * which braking at A = `deceleration` stops on the set-point. The two branches meet at the knee with
 * the same value (A/k) and the same slope (k), so the shaped law is the linear one for small errors.
 * `k` is the loop's rate per error, 1/s (kp/kd for a PD).
 */
export function shapedClosingRate(distance: number, k: number, deceleration: number): number {
  const knee = deceleration / (k * k);
  return distance <= knee ? k * distance : Math.sqrt(2 * deceleration * (distance - knee / 2));
}

/**
 * The proportional part of a P-D law α = −p·e − d·ė, optionally shaped by the braking curve. Since
 * p·e + d·ė = d·(k·e + ė) with k = p/d, a PD asks the error to close at the rate k·|e| and drives
 * the error's rate ė toward it with the gain d: its proportional part is d × that wanted rate.
 * Shaped, the wanted closing rate is {@link shapedClosingRate} with A = {@link BRAKING_FRACTION} ×
 * the motor's limit: identical to −p·e within the knee |e| ≤ A/k², and beyond it no faster than
 * the motor can brake from. Why it is needed: the linear law brakes along the line ė = −k·e, which
 * needs a deceleration of k²·|e|; the motor has it only while |e| ≤ a/k², so from a larger turn
 * the body arrives too fast and overshoots.
 *
 * Returns the proportional command (rad/s²) for error `error` (rad); without shaping, with p or
 * d ≤ 0, or without a finite motor limit (rad/s²), it is exactly −p·e.
 */
export function shapedProportional(error: number, p: number, d: number, motorLimit: number, shaped: boolean): number {
  if (!shaped || !(d > 0) || !(p > 0) || !(motorLimit > 0 && motorLimit < Number.POSITIVE_INFINITY)) return -p * error;
  const k = p / d;
  const deceleration = BRAKING_FRACTION * motorLimit;
  const distance = Math.abs(error);
  if (distance <= deceleration / (k * k)) return -p * error;
  const closing = shapedClosingRate(distance, k, deceleration);
  return error > 0 ? -d * closing : d * closing;
}
