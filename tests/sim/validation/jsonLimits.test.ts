import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJsonText, checkJsonValue, MAX_JSON_DEPTH } from '../../../src/sim/validation/jsonLimits';

/** `depth` levels of arrays and objects, alternating, around `core`. */
function nested(depth: number, core = '0'): string {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    open += i % 2 ? '{"k":' : '[';
    close = (i % 2 ? '}' : ']') + close;
  }
  return open + core + close;
}

describe('checkJsonText', () => {
  it('passes JSON nested up to the limit, and refuses one level more, without parsing it', () => {
    expect(checkJsonText(nested(MAX_JSON_DEPTH), 1e6)).toBeNull();
    expect(checkJsonText(nested(MAX_JSON_DEPTH + 1), 1e6)).toBe(
      'nests arrays and objects more than 32 levels deep (a valid one nests at most 12)',
    );
    // The 164-character link of the report held about 10,000 levels; a million take one pass.
    expect(checkJsonText('['.repeat(1_000_000), 2e6)).toMatch(/more than 32 levels deep/);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(checkJsonText(`{"id":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 1e6)).toBeNull();
    expect(checkJsonText(`["\\\\", ${nested(MAX_JSON_DEPTH)}]`, 1e6)).toMatch(/levels deep/);
  });

  it('refuses text longer than its limit before reading it', () => {
    expect(checkJsonText('[1,2]', 4)).toBe('must be at most 4 characters of JSON; got 5');
  });

  it('agrees with the depth of the value JSON.parse gives, for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue({ depthSize: 'large', maxDepth: 40 }), (value) => {
        const text = JSON.stringify(value);
        return (checkJsonText(text, 1e7) === null) === (checkJsonValue(value) === null);
      }),
      { seed: 28, numRuns: 300 },
    );
  });
});

describe('checkJsonValue', () => {
  it('refuses a decoded value nested too deep, without recursing', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? { k: deep } : [deep];
    expect(checkJsonValue(deep)).toMatch(/more than 32 levels deep/);
  });

  it('refuses a value that contains itself, and one whose getter throws, instead of looping or throwing', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(checkJsonValue(cycle)).toMatch(/levels deep/);
    const hostile = Object.defineProperty({}, 'x', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(checkJsonValue(hostile)).toBe('cannot be read (boom)');
  });

  it('refuses a value that shares itself into an exponential number of items', () => {
    let wide: unknown[] = [0];
    for (let i = 0; i < 30; i++) wide = [wide, wide];
    expect(checkJsonValue(wide)).toMatch(/^holds more than \d+ values$/);
  });
});
