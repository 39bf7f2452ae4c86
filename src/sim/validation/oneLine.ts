/**
 * Makes any text safe to print as one line of a message: control characters (a newline, a tab,
 * an escape sequence that a terminal would obey, U+2028/U+2029) are written as `\n`, `\t` or
 * `\u001b`, and a text longer than `maxLength` characters is cut with "…" and its full length.
 */

/** Longest line a refusal prints, characters: enough for a field path, its range and a short quote. */
export const MAX_MESSAGE_LENGTH = 400;

/** Longest key or value quoted inside a message, characters. */
export const MAX_QUOTE_LENGTH = 40;

const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

// C0 controls, DEL, C1 controls, and the two Unicode line breaks: matching them is the point.
// oxlint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** `text` with every control character escaped (see the module comment). */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `text` cut to `maxLength` characters, saying how long it was: `aaaa… (1048576 characters)`. */
export function shorten(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength)}… (${text.length} characters)`;
}

/** One printable line: control characters escaped, then cut to `maxLength`. */
export function oneLine(text: string, maxLength = MAX_MESSAGE_LENGTH): string {
  return shorten(escapeControlCharacters(text), maxLength);
}

/** A user's string quoted for a message: escaped, shortened, in double quotes. */
export function quoteForMessage(text: string, maxLength = MAX_QUOTE_LENGTH): string {
  return `"${shorten(escapeControlCharacters(text), maxLength)}"`;
}

/** An exception (or anything thrown) as one short printable line: `RangeError: Maximum call stack size exceeded`. */
export function describeError(error: unknown): string {
  return oneLine(error instanceof Error ? `${error.name}: ${error.message}` : String(error), 200);
}
