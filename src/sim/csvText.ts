// The text of data files (CSV and JSON fields, file names), defined once for the CLI's traces and
// the game's downloads.

/**
 * First characters that make a spreadsheet read a cell as a formula (OWASP's list for CSV
 * injection: = + - @, a tab, a carriage return; and the full-width = + - @ that some spreadsheets
 * take for them).
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/**
 * One CSV field (RFC 4180) for a text value (an entity id), never read as a formula: a text that
 * starts like one (see {@link FORMULA_START}: `=HYPERLINK(…)`, `-2+3`, `@SUM(A1)`) gets a single
 * quote in front, as OWASP recommends, so a spreadsheet shows it as text (`'=HYPERLINK(…)`); a
 * program reading the CSV drops that one quote to get the text back. Then the field is quoted, with
 * quotes doubled, when it holds a comma, a quote or a line break, or starts or ends with white
 * space. Numbers are not text: {@link csvNumber} writes them unchanged, so `-1.5` stays a number.
 */
export function csvText(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
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
  const safe = text
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 40);
  return safe === '' ? 'entity' : safe;
}
