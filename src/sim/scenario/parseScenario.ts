import { formatIssues } from '../validation/formatIssues';
import { scenarioSchema, type Scenario } from './schema';

/** The result of parsing: the scenario, or the problems, one line each, naming the field. */
export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

/** Validates an already-decoded JSON value as a scenario. Never throws. */
export function validateScenario(value: unknown): ParseResult {
  const result = scenarioSchema.safeParse(value);
  if (result.success) return { ok: true, scenario: result.data };
  return { ok: false, errors: formatIssues(result.error, value, 'scenario') };
}

/** Decodes JSON text and validates it as a scenario. Never throws. */
export function parseScenario(text: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [`scenario: not valid JSON (${(error as Error).message})`] };
  }
  return validateScenario(value);
}
