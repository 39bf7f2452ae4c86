/**
 * The `p`-th percentile (0 ≤ p ≤ 100) of `values`, by linear interpolation between the two nearest
 * ranks (the usual "type 7" definition: the median of [1, 2, 3, 4] is 2.5, its 100th percentile
 * is 4). NaN for an empty list. Does not change `values`.
 */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`p must be between 0 and 100, got ${p}`);
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(sorted.length - 1, below + 1);
  const low = sorted[below] as number;
  const high = sorted[above] as number;
  return low + (high - low) * (rank - below);
}

/** The median of `values` (the 50th {@link percentile}); NaN for an empty list. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** The arithmetic mean of `values`; NaN for an empty list. */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** Median, 95th percentile, mean and maximum of a series of samples (same unit as the samples). */
export interface Summary {
  median: number;
  p95: number;
  mean: number;
  max: number;
}

/** Summarises `values` (NaN everywhere for an empty list). */
export function summarize(values: readonly number[]): Summary {
  return {
    median: median(values),
    p95: percentile(values, 95),
    mean: mean(values),
    max: values.length === 0 ? Number.NaN : values.reduce((a, b) => Math.max(a, b), -Infinity),
  };
}
