/**
 * The checks of what a game gives the library's adapters (BodySteering, BodySteering3D, their
 * propulsions): option objects with known keys, numbers in their ranges, objects with methods.
 * Each refusal names its owner, the field and what it allows, e.g. "MissilePropulsion: maxSpeed
 * must be a number > 0 and ≤ 1000 (m/s), got NaN". No dependency.
 */
import { givenValue } from './givenValue';
import { describeRange, isInRange, type NumberRange } from './numberRange';

export { givenValue } from './givenValue';

/**
 * `options` as a record, after refusing anything but an object and any key not in `known` (a
 * misspelled `maxLinearAccel` would otherwise fall back to a default unseen), naming the keys there are.
 */
export function checkOptionKeys(owner: string, name: string, options: unknown, known: readonly string[]): Record<string, unknown> {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError(`${owner}: ${name} must be an object with ${known.join(', ')}, got ${givenValue(options)}`);
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new TypeError(`${owner}: ${key} is not one of its ${name} (${known.join(', ')})`);
  }
  return options as Record<string, unknown>;
}

/**
 * `value` if it is a finite number within `range`; refuses anything else naming `name`, its unit
 * and its range. Undefined gives `fallback` when there is one, and is refused (required) when not.
 */
export function checkNumber(owner: string, name: string, value: unknown, range: NumberRange, unit: string, fallback?: number): number {
  // The message is built only to refuse: this runs once a step in a BodySteering.
  if (typeof value === 'number' && isInRange(value, range)) return value;
  if (value === undefined && fallback !== undefined) return fallback;
  const allowed = `${describeRange(range)} (${unit})`;
  if (value === undefined) throw new TypeError(`${owner}: ${name} is required: ${allowed}`);
  if (typeof value !== 'number') throw new TypeError(`${owner}: ${name} must be ${allowed}, got ${givenValue(value)}`);
  throw new RangeError(`${owner}: ${name} must be ${allowed}, got ${givenValue(value)}`);
}

/** Whether `value` has a function under each of `methods`. */
export function hasMethods(value: unknown, methods: readonly string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    methods.every((method) => typeof (value as Record<string, unknown>)[method] === 'function')
  );
}
