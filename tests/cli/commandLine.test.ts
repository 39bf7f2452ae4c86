import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberFlag, numberListFlag, parseFlags, progressLine, Refusal } from '../../src/cli/commandLine';

describe('the shared flag parser', () => {
  const spec = { entities: 'string', json: 'boolean' } as const;

  it('reads --name value, --name=value and switches; a value may start with a dash', () => {
    expect(parseFlags(['--entities', '-1', '--json'], spec).values).toEqual({ entities: '-1', json: true });
    expect(parseFlags(['--entities=10,20'], spec).values).toEqual({ entities: '10,20' });
    expect(parseFlags(['file.json', '--', '--json'], spec, true).positionals).toEqual(['file.json', '--json']);
  });

  it('refuses unknown flags, missing values and stray arguments with a Refusal', () => {
    expect(() => parseFlags(['--wat'], spec)).toThrow(Refusal);
    expect(() => parseFlags(['--entities'], spec)).toThrow('--entities: needs a value');
    expect(() => parseFlags(['x'], spec)).toThrow('unexpected argument "x" (see --help)');
  });

  it('refuses a flag given twice, in any spelling, rather than keep the last value', () => {
    expect(() => parseFlags(['--entities', '1', '--entities', '2'], spec)).toThrow('--entities: given twice');
    expect(() => parseFlags(['--entities=1', '--entities', '2'], spec)).toThrow('--entities: given twice');
    expect(() => parseFlags(['--json', '--entities', '1', '--json'], spec)).toThrow('--json: given twice');
    // After "--" it is an argument, not a flag.
    expect(parseFlags(['--json', '--', '--json'], spec, true).positionals).toEqual(['--json']);
  });

  it('numbers use the one grammar', () => {
    expect(numberFlag('1e3', 5)).toBe(1000);
    expect(numberFlag(undefined, 5)).toBe(5);
    expect(numberFlag('0x10', 5)).toBeNaN();
    expect(numberListFlag('1, 2,,0x3', [])).toEqual([1, 2, Number.NaN, Number.NaN]);
  });
});

describe('the progress line', () => {
  const original = process.stderr.isTTY;
  afterEach(() => {
    process.stderr.isTTY = original;
    vi.restoreAllMocks();
  });

  it('shows on a terminal once a run has taken 2 s, rewriting one line; never when stderr is not a terminal', () => {
    const writes: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => (writes.push(String(chunk)), true));
    let now = 0;
    process.stderr.isTTY = true;
    const line = progressLine('sim', () => now);
    line.update(10, 100);
    expect(writes).toEqual([]);
    now = 2500;
    line.update(50, 100, 'steps');
    line.done();
    expect(writes.join('')).toMatch(/^\rsim: 50% \(50\/100\)  steps +\n$/);
    writes.length = 0;
    process.stderr.isTTY = false;
    const silent = progressLine('sim', () => now);
    now = 10_000;
    silent.update(99, 100);
    silent.done();
    expect(writes).toEqual([]);
  });
});
