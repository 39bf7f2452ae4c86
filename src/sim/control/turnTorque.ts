import { clampToMotor } from './clampToMotor';
import type { TurnController, TurnInput } from './TurnController';
import { TURN_STEP_RANGE } from './checkTurnInput';
import { emptyTurnInput, setTurnInput } from './turnInput';
import { givenValue } from '../validation/givenValue';
/** The one clamp, re-exported so this module's own entry has it. */
export { clampToMotor } from './clampToMotor';
/** Wraps an angle into (−π, π], rad: for the heading error, wrapAngle(heading − desired). Re-exported so this module's own entry has it. */
export { wrapAngle } from '../math/angle';

/**
 * What a controller needs around it to turn a body of any physics engine, in one call: build the
 * controller's input, clamp its command to the motor, turn the command into a torque.
 *
 * Why the clamp: a controller's command is an angular acceleration it *wants*, not one the body can
 * have. The time-optimal controller's first command on a 90° turn is about 30 times the motor's
 * limit (it asks to reach the braking curve's rate in one step); applied as it is, the body would
 * turn faster than any real motor allows. Every controller here plans with the limit, or is tuned
 * for it, assuming the command is cut to ±limit: the helper does that.
 *
 * Why the inertia about the centre of mass: a torque τ changes the angular velocity by α = τ / I
 * where I is the rotational inertia about the axis the body spins around, which for a free body is
 * its centre of mass (planck's `body.getInertia()` is about the body's origin: subtract m·|c|²,
 * c the centre's local position, or the turn is slower than planned whenever the centre is off the
 * origin). The torque to apply is therefore the clamped command times that inertia.
 *
 * A controller that is not one, or an argument that is not a number (a string, undefined), is
 * refused with a TypeError naming it: a mistake in the calling code.
 * Safe with bad numbers: if any input is NaN or infinite (a limit of +∞ is allowed: no clamp), or
 * a step or a motor limit is beyond what physics can mean (outside {@link TURN_STEP_RANGE} and
 * {@link MOTOR_LIMIT_RANGE}: a limit of 1e308 or 5e-324 rad/s², a step of 1e308 s), the controller
 * is not called, so its history is not poisoned, and the torque is 0; a command or a torque that
 * comes out NaN or infinite also gives 0. Allocates nothing: one input object is reused for every call.
 */
const input: TurnInput = emptyTurnInput();

/** The steps turnTorque takes, s: from a microsecond to 10 s (checkTurnInput.ts: a controller's own range). */
export { TURN_STEP_RANGE } from './checkTurnInput';

/**
 * The finite motor limits turnTorque takes, rad/s²: from 1e-6 (a 180° turn takes an hour) to 1e9
 * (a million times the game's 4π); +∞, no clamp, is taken too. Gains scaled with the turn rate by
 * a limit of 1e308 overflow to ∞ (the forward PD answered −∞, the PID a torque far from its
 * others), and a subnormal limit gives NaN (SPD).
 */
export const MOTOR_LIMIT_RANGE = { min: 1e-6, max: 1e9 } as const;

/**
 * The torque (N·m) that turns a body by `controller` this step.
 * @param controller any turn controller (it keeps its own state between calls).
 * @param headingError wrap(heading − desired heading), rad, the article's sign: positive means
 *   "turned too far counter-clockwise". From a set-point − measurement convention, pass its negative.
 * @param angularVelocity the body's angular velocity, rad/s, counter-clockwise positive.
 * @param dt the step the physics advances after this call, s ({@link TURN_STEP_RANGE}).
 * @param motorLimit the largest angular acceleration the body's motor gives, rad/s² ({@link MOTOR_LIMIT_RANGE}, or +∞).
 * @param inertia the body's rotational inertia about its centre of mass, kg·m² (≥ 0).
 * @param desiredHeadingRate how fast the desired heading turns, rad/s. [default: 0]
 * @param desiredHeadingAcceleration how fast that rate changes, rad/s². [default: 0]
 */
export function turnTorque(
  controller: TurnController,
  headingError: number,
  angularVelocity: number,
  dt: number,
  motorLimit: number,
  inertia: number,
  desiredHeadingRate = 0,
  desiredHeadingAcceleration = 0,
): number {
  // A wrong type is the caller's mistake, refused; a bad number is a bad reading, answered with 0.
  if (typeof controller !== 'object' || controller === null || typeof controller.update !== 'function')
    throw new TypeError(`turnTorque: controller must be a turn controller (an object with update), got ${givenValue(controller)}`);
  if (
    typeof headingError !== 'number' ||
    typeof angularVelocity !== 'number' ||
    typeof dt !== 'number' ||
    typeof motorLimit !== 'number' ||
    typeof inertia !== 'number' ||
    typeof desiredHeadingRate !== 'number' ||
    typeof desiredHeadingAcceleration !== 'number'
  ) {
    refuseNonNumber([headingError, angularVelocity, dt, motorLimit, inertia, desiredHeadingRate, desiredHeadingAcceleration]);
  }
  if (!(Number.isFinite(headingError) && Number.isFinite(angularVelocity) && Number.isFinite(inertia) && inertia >= 0)) return 0;
  if (!(dt >= TURN_STEP_RANGE.min && dt <= TURN_STEP_RANGE.max)) return 0;
  if (!((motorLimit >= MOTOR_LIMIT_RANGE.min && motorLimit <= MOTOR_LIMIT_RANGE.max) || motorLimit === Number.POSITIVE_INFINITY)) return 0;
  if (!(Number.isFinite(desiredHeadingRate) && Number.isFinite(desiredHeadingAcceleration))) return 0;
  setTurnInput(input, headingError, angularVelocity, dt, motorLimit, inertia, desiredHeadingRate, desiredHeadingAcceleration);
  const torque = clampToMotor(controller.update(input), motorLimit) * inertia;
  return Number.isFinite(torque) ? torque : 0;
}

const ARGUMENTS = [
  'headingError',
  'angularVelocity',
  'dt',
  'motorLimit',
  'inertia',
  'desiredHeadingRate',
  'desiredHeadingAcceleration',
] as const;

/** Throws the TypeError naming the first of turnTorque's numeric arguments that is no number. */
function refuseNonNumber(values: readonly unknown[]): never {
  const index = values.findIndex((value) => typeof value !== 'number');
  throw new TypeError(`turnTorque: ${ARGUMENTS[index] ?? 'an argument'} must be a number, got ${givenValue(values[index])}`);
}
