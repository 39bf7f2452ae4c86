/**
 * Whether two plain values (numbers, strings, booleans, null, arrays and objects of them: settings) are the same, member by member, without
 * writing either down.
 */

/** Whether `a` and `b` hold the same plain values: the same members, each the same (numbers by `===`, so NaN is never the same). */
export function samePlainValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  for (const key of aKeys) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!samePlainValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
