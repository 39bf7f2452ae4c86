import { STOPPED_CHECKING } from '../validation/boundedLists';
import { formatIssues, MAX_PROBLEM_LINES } from '../validation/formatIssues';
import { checkJsonText, checkJsonValue } from '../validation/jsonLimits';
import { describeError, oneLine } from '../validation/oneLine';
import { FieldError } from '../validation/FieldError';
import { givenValue } from '../validation/givenValue';
import { readComparisonFormat } from './comparisonFormat';
import { findCrowdedStart } from './findCrowdedStart';
import { upgradeLegacyScenario } from './legacyControllers';
import { findCostlyScene } from './findCostlyScene';
import { scenarioSchema, type Scenario } from './schema';

/** The result of parsing: the scenario, or the problems, one line each, naming the field. */
export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

/**
 * Validates an already-decoded JSON value as a scenario, each step bounded before the next walks
 * the value: its depth and size (jsonLimits.ts); the counts and their products, read from the value
 * as it is (sceneLimits.ts, findCostlyScene.ts); every field against its rule, each list checked
 * item by item and no further than its first few refused items (boundedLists.ts); then the format
 * of a what-if comparison (comparisonFormat.ts); then the start (no body may start on top of more
 * than 2 others; see findCrowdedStart). Controllers in an older
 * format (a stable PD's `frequency` and `damping`) are converted first (legacyControllers.ts), once
 * the value's depth is known to be small. Never throws: should a step throw all the same, the
 * refusal says so.
 */
export function validateScenario(value: unknown): ParseResult {
  try {
    return validateBounded(value);
  } catch (error) {
    // A check that names its field (FieldError.ts) is a refusal like the schema's; anything else is a bug, said as such.
    if (error instanceof FieldError) return { ok: false, errors: [oneLine(error.message)] };
    return { ok: false, errors: [`scenario: could not be checked (${describeError(error)})`] };
  }
}

/** The steps of {@link validateScenario}, which may throw only through a bug. */
function validateBounded(value: unknown): ParseResult {
  const shape = checkJsonValue(value);
  if (shape !== null) return { ok: false, errors: [`scenario: ${shape}`] };
  value = upgradeLegacyScenario(value);
  const costly = findCostlyScene(value);
  if (costly !== null) return { ok: false, errors: [costly] };
  const result = scenarioSchema().safeParse(value);
  if (!result.success) return { ok: false, errors: formatIssues(result.error, value, 'scenario') };
  if (result.data.comparison !== undefined) {
    const comparison = readComparisonFormat(result.data);
    if (!comparison.ok) return { ok: false, errors: [...comparison.errors] };
  }
  const crowded = findCrowdedStart(result.data);
  if (crowded !== null) return { ok: false, errors: [crowded] };
  return { ok: true, scenario: result.data };
}

/** U+FEFF, the byte order mark (also read as a zero-width no-break space). */
const BYTE_ORDER_MARK = 0xfeff;

/**
 * Longest scenario text read, characters (8 Mi): room for the largest scenes the rules allow in
 * practice (5,000 entities), while a file far larger is refused before it is decoded.
 */
export const MAX_SCENARIO_TEXT = 8 * 1024 * 1024;

/**
 * Largest scenario file read, bytes (32 MiB): 4 bytes per character of {@link MAX_SCENARIO_TEXT},
 * the most UTF-8 takes for one, so no file whose text the limit accepts is refused by its size. The
 * game and the CLI check it before reading a file, so a far larger one is never read at all.
 */
export const MAX_SCENARIO_FILE_BYTES = 4 * MAX_SCENARIO_TEXT;

/**
 * Decodes JSON text, bounded in size and depth before it is parsed (jsonLimits.ts), and validates
 * it as a scenario. A byte order mark at its start (an editor's UTF-8 "with BOM") is dropped, as
 * JSON allows: it was refused as "Unexpected token '\ufeff'", a character no one can see. Never throws.
 */
export function parseScenario(text: string): ParseResult {
  if (typeof text !== 'string')
    return {
      ok: false,
      errors: [`scenario: must be the text of a scenario file (a string; validateScenario takes a decoded value), got ${givenValue(text)}`],
    };
  if (text.charCodeAt(0) === BYTE_ORDER_MARK) text = text.slice(1);
  const shape = checkJsonText(text, MAX_SCENARIO_TEXT);
  if (shape !== null) return { ok: false, errors: [`scenario: ${shape}`] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // V8 quotes the input in its message: escape it so that the refusal stays one line.
    return { ok: false, errors: [oneLine(`scenario: not valid JSON (${(error as Error).message})`)] };
  }
  return validateScenario(value);
}

/**
 * The one line a refused scenario gets, wherever it is read (the CLI's stderr, the game's message):
 * the first problem, naming its field, and how many more there are ("and more problems" when the
 * checking stopped early or the list was cut: boundedLists.ts, formatIssues.ts).
 */
export function refusalLine(errors: readonly string[]): string {
  const more = errors.length - 1;
  const first = errors[0] ?? 'scenario: refused';
  if (more <= 0) return first;
  if (errors.length >= MAX_PROBLEM_LINES || errors.some((line) => line.includes(STOPPED_CHECKING))) return `${first} (and more problems)`;
  return `${first} (and ${more} more problem${more > 1 ? 's' : ''})`;
}
