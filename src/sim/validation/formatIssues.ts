import type { z } from 'zod';
import { MAX_QUOTE_LENGTH, oneLine, quoteForMessage } from './oneLine';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * `["entities", 0, "maxSpeed"]` → `entities[0].maxSpeed`. Keys that are not plain names are quoted,
 * so that an odd key in a file is still named unambiguously: `["my key"]`. Control characters in a
 * key are escaped and a key longer than 40 characters is shortened (`["aaaa…" (1048576 characters)]`),
 * so that a message naming it stays one short line.
 */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && key.length <= MAX_QUOTE_LENGTH && IDENTIFIER.test(key)) text += text ? `.${key}` : key;
    else text += `[${quoteForMessage(String(key))}]`;
  }
  return text;
}

/** The value at `path` inside `input`, or undefined when any step is missing. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * One line per problem (each escaped and shortened to one printable line), each naming the field: `entities[0].maxAngularAcceleration: must be a
 * number > 0 and ≤ 10000`. Unknown keys are named one by one; a missing field says "is required".
 * `input` is the value that was validated (to tell a missing field from a wrong one).
 */
export function formatIssues(error: z.ZodError, input: unknown, rootName = 'input'): string[] {
  const lines: string[] = [];
  for (const issue of error.issues) {
    const where = formatPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) lines.push(oneLine(`${formatPath([...issue.path, key])}: unknown key`));
      continue;
    }
    const missing = issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined;
    lines.push(oneLine(`${where || rootName}: ${missing ? `is required (${issue.message.replace(/^must be /, '')})` : issue.message}`));
  }
  return lines;
}
