import { describe, expect, it } from 'vitest';
import { length } from '../../../src/sim/math/vec2';

describe('length', () => {
  it('agrees with Math.hypot for game-sized values', () => {
    for (const [x, y] of [
      [3, 4],
      [-3, 4],
      [0, 0],
      [1e-3, 2e-3],
      [1e6, -7e5],
      [0.1, 0.2],
    ] as const) {
      expect(length(x, y)).toBeCloseTo(Math.hypot(x, y), 12);
    }
  });

  it('keeps a broken state visible: Infinity and NaN stay so, so the per-step guard still sees them', () => {
    expect(length(Infinity, 0)).toBe(Infinity);
    expect(length(1e200, 0)).toBe(Infinity);
    expect(length(Number.NaN, 1)).toBeNaN();
  });
});
