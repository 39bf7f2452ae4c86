import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIP_SECONDS, MAX_CLIP_SECONDS, MIN_CLIP_SECONDS, readClipLength } from '../../../src/app/export/clipLength';

describe('readClipLength', () => {
  it('takes seconds from 2 to 30, fractions and the shared number grammar included', () => {
    expect(readClipLength(String(DEFAULT_CLIP_SECONDS))).toEqual({ ok: true, seconds: 8 });
    expect(readClipLength(' 2 ')).toEqual({ ok: true, seconds: MIN_CLIP_SECONDS });
    expect(readClipLength('30')).toEqual({ ok: true, seconds: MAX_CLIP_SECONDS });
    expect(readClipLength('2.5')).toEqual({ ok: true, seconds: 2.5 });
  });

  it('refuses what is out of range or not a number, naming the field, its range and what was typed', () => {
    for (const [text, got] of [
      ['1.9', '1.9'],
      ['31', '31'],
      ['-5', '-5'],
      ['', 'nothing'],
      ['8s', '"8s"'],
      ['Infinity', '"Infinity"'],
    ] as const) {
      const read = readClipLength(text);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.message).toBe(`Clip length (s) must be a number from 2 to 30; got ${got}.`);
    }
  });
});
