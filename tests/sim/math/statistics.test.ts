import { describe, expect, it } from 'vitest';
import { mean, median, percentile, summarize } from '../../../src/sim/math/statistics';

describe('benchmark statistics', () => {
  it('median: the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('percentiles interpolate between ranks and do not reorder the input', () => {
    const values = [50, 10, 40, 20, 30];
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 100)).toBe(50);
    expect(percentile(values, 25)).toBe(20);
    expect(percentile(values, 95)).toBeCloseTo(48, 10);
    expect(values).toEqual([50, 10, 40, 20, 30]);
  });

  it('p95 of 100 frames of 16.7 ms with five 50 ms hitches lies between them', () => {
    const frames = [...Array.from({ length: 95 }, () => 16.7), ...Array.from({ length: 5 }, () => 50)];
    const summary = summarize(frames);
    expect(summary.median).toBeCloseTo(16.7, 10);
    expect(summary.p95).toBeGreaterThan(16.7);
    expect(summary.p95).toBeLessThan(50);
    expect(summary.max).toBe(50);
    expect(summary.mean).toBeCloseTo((95 * 16.7 + 250) / 100, 10);
  });

  it('an empty list gives NaN, a bad percentile is refused', () => {
    expect(median([])).toBeNaN();
    expect(mean([])).toBeNaN();
    expect(summarize([]).max).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(/p must be between 0 and 100/);
    expect(() => percentile([1], Number.NaN)).toThrow(/p must be between 0 and 100/);
  });
});
