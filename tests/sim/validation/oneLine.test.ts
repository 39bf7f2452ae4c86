import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssues, formatPath } from '../../../src/sim/validation/formatIssues';
import { oneLine, quoteForMessage } from '../../../src/sim/validation/oneLine';
import { validateScenario } from '../../../src/sim/scenario/parseScenario';

const missile = (id: string, x = 0) => ({ id, type: 'missile', position: [x, 0], command: { type: 'idle' } });

describe('refusals are one printable line', () => {
  it('escapes newlines, escape sequences and Unicode line breaks, and shortens long text', () => {
    expect(oneLine('a\nb\r\tc\u001b[31md\u2028e\u007f')).toBe('a\\nb\\r\\tc\\u001b[31md\\u2028e\\u007f');
    const long = oneLine('x'.repeat(5000), 100);
    expect(long.startsWith('x'.repeat(100))).toBe(true);
    expect(long.endsWith('… (5000 characters)')).toBe(true);
    expect(quoteForMessage('id\nwith newline')).toBe('"id\\nwith newline"');
  });

  it('names a 1 MB unknown key in a short line', () => {
    const key = 'k'.repeat(1 << 20);
    expect(formatPath([key])).toBe(`["${'k'.repeat(40)}… (1048576 characters)"]`);
    const error = z.strictObject({}).safeParse({ [key]: 1 }).error as z.ZodError;
    const [line] = formatIssues(error, { [key]: 1 });
    expect(line?.length).toBeLessThan(100);
    expect(line).toMatch(/: unknown key$/);
  });

  it('a duplicated id holding a newline and an escape sequence gives one line with both escaped', () => {
    const result = validateScenario({ duration: 1, entities: [missile('a\n\u001b[2Jb'), missile('a\n\u001b[2Jb', 50)] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(['entities[1].id: must be unique ("a\\n\\u001b[2Jb" is used twice)']);
  });

  it('text that is not JSON is refused in one line, whatever the text holds', async () => {
    const { parseScenario } = await import('../../../src/sim/scenario/parseScenario');
    const result = parseScenario('not\njson\n\u001b[31mred\nmore');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/^scenario: not valid JSON \(/);
    for (const raw of ['\n', '\r', '\u001b']) expect(result.errors[0]).not.toContain(raw);
  });
});
