/**
 * How a refused value is shown in its refusal, whatever it is: a string quoted (cut at 40
 * characters), a plain object or array as JSON with NaN and ±Infinity kept (cut at 60), a BigInt
 * with its `n`, a function, a symbol, an object that cannot be written (a proxy that throws, one
 * with no prototype) by its kind. Never throws, so a refusal is never replaced by the error of
 * showing what it refuses. No dependency.
 */

/** Longest string quoted, characters. */
const MAX_STRING = 40;
/** Longest object or array written, characters. */
const MAX_OBJECT = 60;

/** `value` as a refusal shows it ("got …"). */
export function givenValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value);
    case 'bigint':
      return `${value.toString()}n`;
    case 'function':
      return 'a function';
    case 'symbol':
      return value.toString();
    case 'object':
      return value === null ? 'null' : objectText(value);
    default:
      return String(value);
  }
}

/** A plain object or array as JSON, NaN and ±Infinity as they are; 'an array' or 'an object' when it cannot be written. */
function objectText(value: object): string {
  let text: string | undefined;
  try {
    // NaN and ±Infinity as they are (JSON would show null).
    text = JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'number' && !Number.isFinite(item) ? `\u0000${item}\u0000` : item,
    )?.replace(/"\\u0000(.*?)\\u0000"/g, '$1');
  } catch {
    text = undefined;
  }
  if (text === undefined) return safeIsArray(value) ? 'an array' : 'an object';
  return text.length > MAX_OBJECT ? `${text.slice(0, MAX_OBJECT - 3)}…` : text;
}

/** Array.isArray, false for a revoked proxy (which makes it throw). */
function safeIsArray(value: object): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}
