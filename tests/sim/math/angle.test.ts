import { describe, expect, it } from 'vitest';
import { wrapAngle } from '../../../src/sim/math/angle';

describe('wrapAngle', () => {
  it('keeps angles already in (−π, π]', () => {
    for (const a of [0, 1, -1, Math.PI, -Math.PI + 1e-12, 3]) expect(wrapAngle(a)).toBe(a);
  });

  it('maps −π to +π so the range is half-open', () => {
    expect(wrapAngle(-Math.PI)).toBe(Math.PI);
  });

  it('wraps any number of turns', () => {
    for (const turns of [-1000, -3, -1, 1, 2, 7, 1000]) {
      const wrapped = wrapAngle(0.5 + turns * 2 * Math.PI);
      expect(wrapped).toBeCloseTo(0.5, 9);
    }
    expect(wrapAngle(3 * Math.PI)).toBeCloseTo(Math.PI, 12);
  });
});
