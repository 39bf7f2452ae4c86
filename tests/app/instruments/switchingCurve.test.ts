import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { degToRad, radToDeg } from '../../../src/sim/math/angle';
import {
  MAX_ERROR_HALF_DEG,
  MIN_ERROR_HALF_DEG,
  niceLimit,
  phaseRanges,
  switchingCurvePoints,
  switchingRate,
} from '../../../src/app/instruments/switchingCurve';

const SEED = { seed: 49, numRuns: 100 };

describe('the switching curve ω = −sign(e)·√(2·a·|e|)', () => {
  it('holds ω² = 2·a·|e| with ω of the opposite sign to e, at every point drawn', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 100, noNaN: true }), fc.double({ min: 1, max: 180, noNaN: true }), (limit, errorHalf) => {
        const points = switchingCurvePoints(limit, errorHalf);
        for (const { error, rate } of points) {
          expect(rate * rate).toBeCloseTo(2 * limit * Math.abs(error), 6);
          if (error !== 0) expect(Math.sign(rate)).toBe(-Math.sign(error));
        }
      }),
      SEED,
    );
  });

  it('runs from −errorHalf through the origin to +errorHalf, in order', () => {
    const points = switchingCurvePoints(4 * Math.PI, 90);
    expect(points[0]?.error).toBeCloseTo(-90, 12);
    expect(points.at(-1)?.error).toBeCloseTo(90, 12);
    expect(points).toContainEqual({ error: 0, rate: 0 });
    for (let i = 1; i < points.length; i++)
      expect((points[i] as { error: number }).error).toBeGreaterThan((points[i - 1] as { error: number }).error);
  });

  it('is the same curve in degrees as in radians (the formula needs one angle unit, not a particular one)', () => {
    const limit = Math.PI; // rad/s²
    for (const errorDeg of [-170, -45, -1, 0.5, 30, 90]) {
      expect(switchingRate(errorDeg, radToDeg(limit))).toBeCloseTo(radToDeg(switchingRate(degToRad(errorDeg), limit)), 9);
    }
  });

  it('brakes a turn from rest at the limit exactly: half the angle accelerating, half on the curve', () => {
    // From rest at e0, full acceleration gives ω² = 2·a·(e0 − e): it meets the curve at e0/2.
    const a = 720;
    const e0 = 90;
    const meet = e0 / 2;
    expect(Math.sqrt(2 * a * (e0 - meet))).toBeCloseTo(-switchingRate(meet, a), 9);
  });

  it('is flat without a limit', () => {
    expect(switchingRate(30, 0)).toBe(0);
    expect(switchingRate(0, 10)).toBe(0);
  });
});

describe('the phase plot’s axes', () => {
  it('end on rounded values', () => {
    expect([0.7, 1, 1.1, 2.5, 2.6, 7, 9, 11, 94.5, 189, 360, 1234].map(niceLimit)).toEqual([
      0.8, 1, 1.2, 2.5, 3, 8, 10, 12, 100, 200, 400, 1500,
    ]);
    expect(niceLimit(0.3)).toBe(0.3);
    expect(niceLimit(Number.NaN)).toBe(1);
  });

  it('hold every sample and the curve across the whole error axis, symmetric about 0', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 1, max: 3000, noNaN: true }),
        (peakError, peakRate, limit) => {
          const ranges = phaseRanges(peakError, peakRate, limit);
          expect(ranges.errorHalfDeg).toBeGreaterThanOrEqual(peakError);
          expect(ranges.rateHalfDegPerS).toBeGreaterThanOrEqual(peakRate);
          expect(ranges.rateHalfDegPerS).toBeGreaterThanOrEqual(Math.abs(switchingRate(ranges.errorHalfDeg, limit)) * (1 - 1e-12));
          expect(ranges.errorHalfDeg).toBeGreaterThanOrEqual(MIN_ERROR_HALF_DEG);
          expect(ranges.errorHalfDeg).toBeLessThanOrEqual(MAX_ERROR_HALF_DEG);
        },
      ),
      SEED,
    );
  });

  it('keep a readable plot for a settled body, end the error axis on an angle that halves into a round one, and stop at ±180°', () => {
    expect(phaseRanges(0.2, 1, 720).errorHalfDeg).toBe(10);
    expect([12, 25, 40, 50, 91, 130].map((peak) => phaseRanges(peak, 0, 720).errorHalfDeg)).toEqual([15, 30, 45, 60, 120, 150]);
    expect(phaseRanges(179, 100, 720).errorHalfDeg).toBe(180);
    // A 90° turn at 720°/s²: the error axis ends at 90°, the rate axis holds the curve there, √(2·720·90) = 360°/s.
    expect(phaseRanges(90, 254, 720)).toEqual({ errorHalfDeg: 90, rateHalfDegPerS: 400 });
  });
});
