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

  it("keeps a message's characters as given when asked (the player's code's): white space folded to one space, cut the same way", () => {
    expect(oneLine('  Error:\n\tbad\r\n value\u2028here  ', 200, 'as-given')).toBe('Error: bad value here');
    expect(oneLine('id \u202eevil\u200b', 200, 'as-given')).toBe('id \u202eevil\u200b');
    const long = oneLine(`threw ${'y'.repeat(500)}`, 200, 'as-given');
    expect(long.startsWith(`threw ${'y'.repeat(194)}… (`)).toBe(true);
    expect(long.endsWith('(506 characters)')).toBe(true);
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

// Issue 40, finding 5: refusal lines printed U+202E and U+200B raw: an id read reversed, and
// "t\u200b" looked like "t". Every character that hides or turns text is escaped now, wherever a
// value is echoed (refusals, the CLI's JSON, the page's notices).
describe('characters that hide or turn text are escaped in every echoed value', () => {
  it.each([
    ['a right-to-left override', 'id\u202eevil', 'id\\u202eevil'],
    ['a zero-width space', 't\u200b', 't\\u200b'],
    ['a left-to-right isolate', 'a\u2066b\u2069', 'a\\u2066b\\u2069'],
    ['a byte order mark inside', 'a\ufeffb', 'a\\ufeffb'],
    ['a soft hyphen and a word joiner', 'a\u00adb\u2060c', 'a\\u00adb\\u2060c'],
    ['an Arabic letter mark', 'a\u061cb', 'a\\u061cb'],
  ])('%s', (_what, raw, escaped) => {
    expect(oneLine(raw)).toBe(escaped);
    expect(quoteForMessage(raw)).toBe(`"${escaped}"`);
  });

  it('in a refusal naming two entities that share an id which reads reversed', () => {
    const result = validateScenario({ duration: 1, entities: [missile('t\u202e1'), missile('t\u202e1', 50)] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(['entities[1].id: must be unique ("t\\u202e1" is used twice)']);
  });

  it('leaves ordinary text alone, accents and other scripts included', () => {
    for (const text of ['missile-1', 'é à ü', 'ракета', 'صاروخ', '导弹', '🚀']) expect(oneLine(text)).toBe(text);
  });
});

describe('a byte order mark before a scenario is no part of it', () => {
  it('is dropped, and the scenario reads as without it (it was refused as an invisible "Unexpected token")', async () => {
    const { parseScenario } = await import('../../../src/sim/scenario/parseScenario');
    const text = JSON.stringify({ duration: 1, entities: [missile('m')] });
    expect(parseScenario(`\ufeff${text}`)).toEqual(parseScenario(text));
    expect(parseScenario(`\ufeff${text}`).ok).toBe(true);
  });
});
