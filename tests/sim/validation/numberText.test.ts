import { describe, expect, it } from 'vitest';
import { parseNumberText } from '../../../src/sim/validation/numberText';

describe('the one number grammar (CLI flags, the panel, the step-response view)', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['-0.5', -0.5],
    ['+3', 3],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['2E-2', 0.02],
    ['\u22122', -2],
  ])('accepts %j as %d', (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });

  it.each(['', '   ', '0x10', '0b1', '0o7', '1_000', '12abc', 'abc', 'Infinity', '-Infinity', 'NaN', '1e999', '1e', 'e3', '--1', '1,5'])(
    'refuses %j (NaN, which every field rule refuses with its range)',
    (text) => {
      expect(parseNumberText(text)).toBeNaN();
    },
  );
});
