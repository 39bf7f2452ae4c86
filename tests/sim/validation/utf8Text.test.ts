// The UTF-8 check of a user's file: every well-formed text passes as TextDecoder reads it, and each
// kind of malformed byte (stray, overlong, surrogate, beyond U+10FFFF, cut short) is found where it is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidUtf8 } from '../../../src/sim/validation/utf8Text';

describe('firstInvalidUtf8', () => {
  it('passes every well-formed text, decoded as TextDecoder does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const bytes = new TextEncoder().encode(text);
        expect(firstInvalidUtf8(bytes)).toBe(-1);
        expect(decodeUtf8(bytes)).toEqual({ ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text });
      }),
      { seed: 66, numRuns: 300 },
    );
  });

  it.each([
    ['a stray continuation byte', [0x61, 0x80], 1],
    ['Latin-1 é', [0x63, 0x61, 0x66, 0xe9], 3],
    ['an overlong slash', [0xc0, 0xaf], 0],
    ['an overlong three-byte form', [0x61, 0xe0, 0x80, 0xaf], 1],
    ['a surrogate', [0xed, 0xa0, 0x80], 0],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a sequence cut short at the end', [0x61, 0x62, 0xe2, 0x82], 2],
    ['an invalid lead byte', [0xff], 0],
  ])('finds %s', (_name, bytes, offset) => {
    expect(firstInvalidUtf8(new Uint8Array(bytes))).toBe(offset);
    // TextDecoder refuses the same bytes.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes))).toThrow();
  });
});
