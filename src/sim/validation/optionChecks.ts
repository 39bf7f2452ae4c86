/**
 * The checks of what a game gives the library's adapters (BodySteering, BodySteering3D, their
 * propulsions): option objects with known keys, numbers in their ranges, objects with methods.
 * Each refusal names its owner, the field and what it allows, e.g. "MissilePropulsion: maxSpeed
 * must be a number > 0 and ≤ 1000 (m/s), got NaN". No dependency.
 */
import { describeRange, isInRange, type NumberRange } from './numberRange';

/** How a given value is shown in a refusal: strings quoted, plain objects as JSON with NaN and Infinity kept (cut at 60 characters), the rest as they print. */
export function givenValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'object' && value !== null) {
    let text: string | undefined;
    try {
      // NaN and ±Infinity as they are (JSON would show null).
      text = JSON.stringify(value, (_key, item: unknown) => (typeof item === 'number' && !Number.isFinite(item) ? `\u0000${item}\u0000` : item))?.replace(/"\\u0000(.*?)\\u0000"/g, '$1');
    } catch {
      text = undefined;
    }
    if (text === undefined) return Array.isArray(value) ? 'an array' : 'an object';
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  }
  return String(value);
}

/**
 * `options` as a record, after refusing anything but an object and any key not in `known` (a
 * misspelled `maxLinearAccel` would otherwise fall back to a default unseen), naming the keys there are.
 */
export function checkOptionKeys(owner: string, name: string, options: unknown, known: readonly string[]): Record<string, unknown> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new TypeError(`${owner}: ${name} must be an object with ${known.join(', ')}, got ${givenValue(options)}`);
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
  if (value === undefined && fallback !== undefined) return fallback;
  const allowed = `${describeRange(range)} (${unit})`;
  if (value === undefined) throw new TypeError(`${owner}: ${name} is required: ${allowed}`);
  if (typeof value !== 'number' || !isInRange(value, range)) throw new RangeError(`${owner}: ${name} must be ${allowed}, got ${givenValue(value)}`);
  return value;
}

/** Whether `value` has a function under each of `methods`. */
export function hasMethods(value: unknown, methods: readonly string[]): boolean {
  return typeof value === 'object' && value !== null && methods.every((method) => typeof (value as Record<string, unknown>)[method] === 'function');
}
