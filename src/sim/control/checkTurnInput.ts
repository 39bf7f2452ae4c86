/**
 * The one check of what a turn controller is given (its `update` and `handOver`), made at its entry
 * once a step: one expression of `typeof` tests and comparisons on the accepted path (no
 * allocation, no string), and a refusal naming the first bad field, built only when refusing.
 */
import { givenValue } from '../validation/givenValue';
import type { TurnInput } from './TurnController';

/**
 * The steps a controller and turnTorque take, s: from a microsecond to 10 s. Beyond them the
 * controllers' sums overflow or underflow (the time-optimal plan at a step of 1e308 s is NaN, its
 * 1/dt at 5e-324 s infinite), and no physics engine steps so.
 */
export const TURN_STEP_RANGE = { min: 1e-6, max: 10 } as const;

/** The fields of a {@link TurnInput} a controller needs, with what each allows. */
const REQUIRED: readonly (readonly [keyof TurnInput, string])[] = [
  ['headingError', 'a finite number (rad)'],
  ['angularVelocity', 'a finite number (rad/s)'],
  ['dt', 'a finite number > 0 (s)'],
  ['maxAngularAcceleration', 'a number ≥ 0 (rad/s²), or Infinity for no limit'],
  ['inertia', 'a finite number ≥ 0 (kg·m²)'],
  ['desiredHeadingRate', 'a finite number (rad/s), or left out for 0'],
  ['desiredHeadingAcceleration', 'a finite number (rad/s²), or left out for 0'],
];

/**
 * Throws unless `input` is a turn input a controller can use: an object whose `headingError`,
 * `angularVelocity` and `inertia` (≥ 0) are finite numbers, whose `dt` is a finite number > 0 (a
 * step beyond what physics can mean, 1e308 s or subnormal, is taken: the memory stays finite, as
 * the ports' conformance holds; turnTorque answers 0 outside {@link TURN_STEP_RANGE}), whose `maxAngularAcceleration` is a number ≥ 0
 * (Infinity: no limit),
 * and whose `desiredHeadingRate` and `desiredHeadingAcceleration` are finite numbers or left out.
 * The refusal, a TypeError (not an object, a field missing or not a number) or a RangeError (NaN,
 * ±∞, out of range), names `owner` and the field, e.g. `pid: input.headingError must be a finite
 * number (rad), got undefined (input has heading_error: misspelled?)`. Refused, the controller has
 * changed nothing: no bad number reaches its memory.
 */
export function checkTurnInput(owner: string, input: Readonly<TurnInput>): void {
  if (typeof input === 'object' && input !== null) {
    const { headingError, angularVelocity, dt, maxAngularAcceleration, inertia, desiredHeadingRate, desiredHeadingAcceleration } = input;
    // x − x is 0 for a finite number and NaN for NaN and ±∞.
    if (
      typeof headingError === 'number' &&
      headingError - headingError === 0 &&
      typeof angularVelocity === 'number' &&
      angularVelocity - angularVelocity === 0 &&
      typeof dt === 'number' &&
      dt > 0 &&
      dt - dt === 0 &&
      typeof maxAngularAcceleration === 'number' &&
      maxAngularAcceleration >= 0 &&
      typeof inertia === 'number' &&
      inertia >= 0 &&
      inertia - inertia === 0 &&
      (desiredHeadingRate === undefined || (typeof desiredHeadingRate === 'number' && desiredHeadingRate - desiredHeadingRate === 0)) &&
      (desiredHeadingAcceleration === undefined ||
        (typeof desiredHeadingAcceleration === 'number' && desiredHeadingAcceleration - desiredHeadingAcceleration === 0))
    ) {
      return;
    }
  }
  refuseTurnInput(owner, input);
}

/** Throws the refusal of `input` (see {@link checkTurnInput}), naming its first bad field. */
function refuseTurnInput(owner: string, input: unknown): never {
  if (typeof input !== 'object' || input === null)
    throw new TypeError(
      `${owner}: input must be an object { headingError, angularVelocity, dt, maxAngularAcceleration, inertia }, got ${givenValue(input)}`,
    );
  const fields = input as Record<string, unknown>;
  for (const [name, allowed] of REQUIRED) {
    const value = fields[name];
    if (fieldKeeps(name, value)) continue;
    const message = `${owner}: input.${name} must be ${allowed}, got ${givenValue(value)}${value === undefined ? unknownKeys(fields) : ''}`;
    throw typeof value === 'number' ? new RangeError(message) : new TypeError(message);
  }
  // Only a getter that answers differently on a second read gets here.
  throw new TypeError(`${owner}: input must be a turn input with stable fields, got ${givenValue(input)}`);
}

/** Whether field `name` of a turn input may be `value`. */
function fieldKeeps(name: keyof TurnInput, value: unknown): boolean {
  if (value === undefined) return name === 'desiredHeadingRate' || name === 'desiredHeadingAcceleration';
  if (typeof value !== 'number' || Number.isNaN(value)) return false;
  if (name === 'dt') return value > 0 && Number.isFinite(value);
  if (name === 'maxAngularAcceleration') return value >= 0;
  if (name === 'inertia') return value >= 0 && Number.isFinite(value);
  return Number.isFinite(value);
}

/** " (input has heading_error: misspelled?)" for the keys that are no field of a turn input, else "". */
function unknownKeys(fields: Record<string, unknown>): string {
  const known: readonly string[] = REQUIRED.map(([name]) => name);
  const others = Object.keys(fields).filter((key) => !known.includes(key) && key !== 'time');
  return others.length === 0 ? '' : ` (input has ${others.slice(0, 3).join(', ')}: misspelled?)`;
}

/**
 * Throws unless `dt` is a number within {@link TURN_STEP_RANGE}, s: a TypeError for a string, a
 * boolean, an array (never coerced), a RangeError for NaN, ±∞ and a step outside it, naming `owner`'s
 * dt, e.g. `step: dt must be a number ≥ 0.000001 and ≤ 10 (s), got "3"`. Two comparisons when it is.
 */
export function checkStep(owner: string, dt: number): void {
  if (typeof dt === 'number' && dt >= TURN_STEP_RANGE.min && dt <= TURN_STEP_RANGE.max) return;
  const message = `${owner}: dt must be a number ≥ ${TURN_STEP_RANGE.min} and ≤ ${TURN_STEP_RANGE.max} (s), got ${givenValue(dt)}`;
  throw typeof dt === 'number' ? new RangeError(message) : new TypeError(message);
}

/**
 * Refuses a motor limit that is no number ≥ 0 (rad/s², Infinity: none) or a dt outside {@link TURN_STEP_RANGE}, naming `owner`'s argument.
 */
export function checkStabilityArguments(owner: string, motorLimit: number, dt: number): void {
  if (typeof motorLimit !== 'number' || !(motorLimit >= 0))
    throw new (typeof motorLimit === 'number' ? RangeError : TypeError)(
      `${owner}: motorLimit must be a number ≥ 0 (rad/s²), or Infinity for no limit, got ${givenValue(motorLimit)}`,
    );
  checkStep(owner, dt);
}

/**
 * Throws unless `error` is a finite number and `dt` a finite number > 0: what a PID's `addSample`
 * puts in its error window, so no NaN or non-number ever enters it. The refusal (TypeError for a
 * non-number, RangeError for NaN, ±∞ or a step ≤ 0) names `owner` and the argument; built only when refusing.
 */
export function checkSample(owner: string, error: number, dt: number): void {
  if (typeof error === 'number' && error - error === 0 && typeof dt === 'number' && dt > 0 && dt - dt === 0) return;
  const errorGood = typeof error === 'number' && error - error === 0;
  const value: unknown = errorGood ? dt : error;
  const message =
    `${owner}: addSample's ${errorGood ? 'dt must be a finite number > 0 (s)' : 'error must be a finite number'}, got ` +
    `${givenValue(value)}`;
  throw typeof value === 'number' ? new RangeError(message) : new TypeError(message);
}
