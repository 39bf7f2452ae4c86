// The text of data files (CSV and JSON fields, file names), defined once for the CLI's traces and
// the game's downloads.

/**
 * One CSV field (RFC 4180) for a text value: quoted, with quotes doubled, when it holds a comma, a
 * quote or a line break, or starts or ends with white space; as it is otherwise.
 */
export function csvText(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One CSV field for a number: its shortest round-trip text (so a reader gets the same double back),
 * or empty for NaN or ±Infinity (no value: e.g. a controller without P, I and D terms).
 */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? String(value) : '';
}

/** A number for JSON: itself, or null for NaN or ±Infinity (which JSON cannot hold). */
export function jsonNumber(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** A file name's part from free text (an entity id): letters, digits, '.', '_' and '-' kept, the rest '_', at most 40 characters. */
export function fileNamePart(text: string): string {
  const safe = text.replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '').slice(0, 40);
  return safe === '' ? 'entity' : safe;
}
