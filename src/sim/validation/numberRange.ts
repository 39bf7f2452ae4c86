/**
 * The range of a numeric field and its message, with no dependency (the controllers' own checks use
 * it without zod; fields.ts builds the zod fields on it).
 */

/** Range of a numeric field. `gt`/`lt` are exclusive bounds, `min`/`max` inclusive. */
export interface NumberRange {
  gt?: number;
  min?: number;
  lt?: number;
  max?: number;
  integer?: boolean;
  /** Why the range is where it is, shown after it in the message: "(… a 180° turn takes 11 s)". */
  reason?: string;
}

/** "a number > 0 and ≤ 3600", "an integer ≥ 3 and ≤ 1000", "a finite number". */
export function describeRange(range: NumberRange): string {
  const parts: string[] = [];
  if (range.gt !== undefined) parts.push(`> ${range.gt}`);
  if (range.min !== undefined) parts.push(`≥ ${range.min}`);
  if (range.lt !== undefined) parts.push(`< ${range.lt}`);
  if (range.max !== undefined) parts.push(`≤ ${range.max}`);
  const noun = range.integer ? 'an integer' : parts.length ? 'a number' : 'a finite number';
  const described = parts.length ? `${noun} ${parts.join(' and ')}` : noun;
  return range.reason ? `${described} (${range.reason})` : described;
}

/** Whether `value` is a finite number within `range` (the same test as {@link numberField}, without zod). */
export function isInRange(value: number, range: NumberRange): boolean {
  if (!Number.isFinite(value)) return false;
  if (range.integer && !Number.isInteger(value)) return false;
  if (range.gt !== undefined && !(value > range.gt)) return false;
  if (range.min !== undefined && !(value >= range.min)) return false;
  if (range.lt !== undefined && !(value < range.lt)) return false;
  if (range.max !== undefined && !(value <= range.max)) return false;
  return true;
}
