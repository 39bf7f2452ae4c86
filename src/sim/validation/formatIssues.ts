import type { z } from 'zod';
import { MAX_REFUSED_ITEMS } from './boundedLists';
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

/** The value at `path` inside `input`, or undefined when any step is missing (own keys only: a key `valueOf` is missing unless given). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Most lines {@link formatIssues} gives: the schemas report a bounded number of problems
 * (boundedLists.ts), and a refusal lists no more than the first few of them.
 */
export const MAX_PROBLEM_LINES = 10;

/**
 * One line per problem (each escaped and shortened to one printable line), each naming the field: `entities[0].maxAngularAcceleration: must
 * be a
 * number > 0 and ≤ 10000`. Unknown keys are named one by one, the first {@link MAX_REFUSED_ITEMS}
 * of each object (then one line with how many more); a missing field says "is required". At most
 * {@link MAX_PROBLEM_LINES} lines. `input` is the value that was validated (to tell a missing field
 * from a wrong one).
 */
export function formatIssues(error: z.ZodError, input: unknown, rootName = 'input'): string[] {
  const lines: string[] = [];
  for (const issue of error.issues) {
    if (lines.length >= MAX_PROBLEM_LINES) break;
    const where = formatPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys.slice(0, MAX_REFUSED_ITEMS)) lines.push(oneLine(`${formatPath([...issue.path, key])}: unknown key`));
      const more = issue.keys.length - MAX_REFUSED_ITEMS;
      if (more > 0) lines.push(oneLine(`${where || rootName}: ${more} more unknown key${more > 1 ? 's' : ''}`));
      continue;
    }
    const missing = issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined;
    lines.push(oneLine(`${where || rootName}: ${missing ? `is required (${issue.message.replace(/^must be /, '')})` : issue.message}`));
  }
  return lines.slice(0, MAX_PROBLEM_LINES);
}
