import { describe, expect, it } from 'vitest';
import { stripScale } from '../../../src/ui/instruments/Scope';

describe("the scope's strip scales", () => {
  it(
    "P, I, D: the derivative's one-step kick at a set-point jump (±2,000 rad/s²) no longer flattens P and D; it is cut, and the " +
      'strip says so',
    () => {
      // 5 s at 60 Hz of P and D about ±30 rad/s², I small, and D's kick of 2,000 on one step.
      const values: number[] = [];
      for (let i = 0; i < 300; i++) values.push(Math.abs(30 * Math.sin(i / 20)), Math.abs(2), Math.abs(25 * Math.cos(i / 20)));
      values[100] = 2000;
      const { scale, clipped } = stripScale(Float64Array.from(values), 2000, 1);
      expect(scale).toBe(50);
      expect(clipped).toBe(true);
      // The strips read whole (heading error, angular velocity): the peak itself.
      expect(stripScale(null, 2000, 1)).toEqual({ scale: 5000, clipped: false });
      // Without a kick, nothing is cut and the peak sets the scale.
      expect(stripScale(Float64Array.from([1, 2, 3, 30]), 30, 1)).toEqual({ scale: 50, clipped: false });
    },
  );
});
