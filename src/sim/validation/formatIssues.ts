import type { z } from 'zod';

/** `["entities", 0, "maxSpeed"]` → `entities[0].maxSpeed`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
  }
  return text;
}

/**
 * One line per problem, each naming the field: `entities[0].maxAngularAcceleration: must be a
 * number > 0 and ≤ 10000`. Unknown keys are named one by one; a missing field says "is required".
 */
export function formatIssues(error: z.ZodError, rootName = 'input'): string[] {
  const lines: string[] = [];
  for (const issue of error.issues) {
    const where = formatPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) lines.push(`${where ? `${where}.` : ''}${key}: unknown key`);
      continue;
    }
    const missing = issue.code === 'invalid_type' && issue.input === undefined && issue.path.length > 0;
    lines.push(`${where || rootName}: ${missing ? `is required (${issue.message.replace(/^must be /, '')})` : issue.message}`);
  }
  return lines;
}
