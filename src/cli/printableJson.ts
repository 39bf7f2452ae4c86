/**
 * JSON text for a terminal: `JSON.stringify`'s text with the characters it leaves raw inside strings
 * but a terminal may obey or a reader may take for a line break (DEL, the C1 controls such as
 * U+009B, the 8-bit "CSI"; U+2028 and U+2029), or that turn the text around them or show nothing
 * (a right-to-left override, a zero-width space: oneLine.ts), written as `\uXXXX` escapes. The
 * result is the same JSON value, so a program reads exactly what it would have read; the C0
 * controls (ESC, BEL, a newline) `JSON.stringify` already escapes.
 */
import { INVISIBLE_CHARACTERS } from '../sim/validation/oneLine';

// DEL, the C1 controls, the two Unicode line breaks and the invisible characters: matching them is the point.
// oxlint-disable-next-line no-control-regex
const RAW_IN_JSON = new RegExp(`[\\u007f-\\u009f\\u2028\\u2029${INVISIBLE_CHARACTERS}]`, 'g');

/** `value` as JSON text, indented by `indent` spaces (none: one line), safe to print on a terminal. */
export function printableJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
