import { z } from 'zod';

/**
 * Field builders shared by every input surface (scenario files, CLI flags, the panel, URL
 * parameters, saved presets): one rule per field, one message format that names the allowed range.
 */

export { describeRange, isInRange, type NumberRange } from './numberRange';
import { describeRange, type NumberRange } from './numberRange';

/** A finite number (never NaN or ±Infinity) within `range`, with the message "must be …". */
export function numberField(range: NumberRange = {}) {
  const message = `must be ${describeRange(range)}`;
  let schema = z.number({ error: message });
  if (range.integer) schema = schema.int({ error: message });
  if (range.gt !== undefined) schema = schema.gt(range.gt, { error: message });
  if (range.min !== undefined) schema = schema.min(range.min, { error: message });
  if (range.lt !== undefined) schema = schema.lt(range.lt, { error: message });
  if (range.max !== undefined) schema = schema.max(range.max, { error: message });
  return schema;
}

/** Largest coordinate accepted anywhere, m: far beyond any scene, well inside float precision. */
export const MAX_COORDINATE = 1e5;

/** A point `[x, y]` in metres: exactly two finite numbers within ±MAX_COORDINATE. */
export function pointField() {
  const message = `must be [x, y]: two numbers ≥ ${-MAX_COORDINATE} and ≤ ${MAX_COORDINATE}`;
  const coordinate = z.number({ error: message }).min(-MAX_COORDINATE, { error: message }).max(MAX_COORDINATE, { error: message });
  return z.tuple([coordinate, coordinate], { error: message });
}

/** One of a fixed set of strings, with the message listing them. */
export function enumField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}` });
}

/** A boolean, with a clear message. */
export function booleanField() {
  return z.boolean({ error: 'must be true or false' });
}

/** A non-empty string of at most `maxLength` characters. */
export function stringField(maxLength: number) {
  const message = `must be a non-empty string of at most ${maxLength} characters`;
  return z.string({ error: message }).min(1, { error: message }).max(maxLength, { error: message });
}

/** A vector `[x, y]` whose components are within ±`limit` (e.g. a wind in m/s²). */
export function vectorField(limit: number) {
  const message = `must be [x, y]: two numbers ≥ ${-limit} and ≤ ${limit}`;
  const component = z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message });
  return z.tuple([component, component], { error: message });
}
