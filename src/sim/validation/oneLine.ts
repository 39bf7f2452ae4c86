/**
 * Makes any text safe to print as one line of a message: control characters (a newline, a tab,
 * an escape sequence that a terminal would obey, U+2028/U+2029) are written as `\n`, `\t` or
 * `\u001b`, and so are the characters that change the direction of the text around them or show
 * nothing at all (U+202E turned an id round in a refusal; `"t\u200b"` read as `"t"`), and a text
 * longer than `maxLength` characters is cut with "…" and its full length. Messages from the
 * player's code are cut to one line the same way, their characters kept as thrown (`as-given`).
 */

/** Longest line a refusal prints, characters: enough for a field path, its range and a short quote. */
export const MAX_MESSAGE_LENGTH = 400;

/** Longest key or value quoted inside a message, characters. */
export const MAX_QUOTE_LENGTH = 40;

const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Characters that show nothing or turn the text around them, but are no controls: the soft
 * hyphen, the Arabic letter mark, the Mongolian vowel separator, the zero-width space, non-joiner
 * and joiner, the left-to-right and right-to-left marks, the bidirectional embeddings, overrides
 * and isolates, the word joiner and invisible operators, the byte order mark (zero-width no-break
 * space) and the interlinear annotation characters (as a source for a RegExp class).
 */
export const INVISIBLE_CHARACTERS =
  '\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb';

// C0 controls, DEL, C1 controls, the two Unicode line breaks and the invisible characters: matching them is the point.
// oxlint-disable-next-line no-control-regex
const CONTROL = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${INVISIBLE_CHARACTERS}]`, 'g');

/** `text` with every control and invisible character escaped (see the module comment). */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `text` cut to `maxLength` characters, saying how long it was: `aaaa… (1048576 characters)`. */
export function shorten(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  return `${text.slice(0, maxLength)}… (${text.length} characters)`;
}

/**
 * How {@link oneLine} keeps the text's own characters:
 * - `escaped`: every control and invisible character written as `\n`, `\u202e`… (what is printed:
 *   refusals, the command line's messages);
 * - `as-given`: runs of white space (newlines included) folded to one space and the ends trimmed,
 *   every other character kept (the player's code's messages, which a JSON report carries as
 *   thrown: whatever shows them escapes them).
 */
export type LineCharacters = 'escaped' | 'as-given';

/** One line of at most `maxLength` characters (a longer one is cut, saying its length), its characters kept as `characters` says. */
export function oneLine(text: string, maxLength = MAX_MESSAGE_LENGTH, characters: LineCharacters = 'escaped'): string {
  return shorten(characters === 'escaped' ? escapeControlCharacters(text) : text.replace(/\s+/g, ' ').trim(), maxLength);
}

/** A user's string quoted for a message: escaped, shortened, in double quotes. */
export function quoteForMessage(text: string, maxLength = MAX_QUOTE_LENGTH): string {
  return `"${shorten(escapeControlCharacters(text), maxLength)}"`;
}

/** An exception (or anything thrown) as one short printable line: `RangeError: Maximum call stack size exceeded`. */
export function describeError(error: unknown): string {
  return oneLine(error instanceof Error ? `${error.name}: ${error.message}` : String(error), 200);
}
