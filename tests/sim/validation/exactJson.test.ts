import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactJsonText } from '../../../src/sim/validation/exactJson';

describe('JSON text that keeps every number’s bits', () => {
  it('writes negative zero as -0, which JSON.parse reads back as -0', () => {
    const text = exactJsonText({ a: -0, b: [0, -0, 1], c: '-0 stand-in', d: { e: -0 } });
    expect(text).toBe('{"a":-0,"b":[0,-0,1],"c":"-0 stand-in","d":{"e":-0}}');
    const read = JSON.parse(text) as { a: number; b: number[]; d: { e: number } };
    expect(Object.is(read.a, -0) && Object.is(read.b[1], -0) && Object.is(read.b[0], 0) && Object.is(read.d.e, -0)).toBe(true);
  });

  it('is JSON.stringify’s text for any data without negative zero, and reads back bit for bit for any data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = exactJsonText(value);
        if (!text.includes('-0')) expect(text).toBe(JSON.stringify(value));
        // fc.jsonValue holds -0 (its doubles do): the exact text keeps it, where JSON.stringify's loses it.
        expect(exactJsonText(JSON.parse(text))).toBe(text);
        expect(JSON.parse(text)).toStrictEqual(value);
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});
