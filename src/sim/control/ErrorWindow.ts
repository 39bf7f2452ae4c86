import { boundedMemory } from './controllerMemory';

/**
 * The window of the last `capacity` error samples that the article's PID keeps, as a ring buffer
 * with no allocation per sample, and the integral of the error over the window's time span.
 *
 * Each sample is stored twice (at slot s and s + capacity), so that the window is always the
 * contiguous run starting at the oldest slot: reading sample i is one array access, with no modulo
 * (the PID runs for every entity every step).
 */
export class ErrorWindow {
  /**
   * An array of doubles on the JavaScript heap, beside the window: a Float64Array over 64 bytes
   * keeps its numbers in a buffer of its own elsewhere in memory, one more fetch for every entity's
   * step. Filled with a fraction first so that its elements are doubles from the start.
   */
  private readonly samples: number[];
  private count = 0;
  private oldest = 0;

  constructor(readonly capacity: number) {
    this.samples = Array.from({ length: 2 * capacity }, () => 0.5).fill(0);
  }

  /** How many samples the window holds (at most {@link capacity}). */
  get length(): number {
    return this.count;
  }

  /** Forgets every sample. */
  clear(): void {
    this.count = 0;
    this.oldest = 0;
  }

  /** Adds a sample (bounded: boundedMemory); when the window is full, the oldest one drops out. */
  push(sample: number): void {
    const error = boundedMemory(sample);
    const capacity = this.capacity;
    let slot: number;
    if (this.count < capacity) {
      // Filling: the oldest sample is at slot 0.
      slot = this.count;
      this.count++;
    } else {
      // Window full: overwrite the oldest sample, which makes the next one the oldest.
      slot = this.oldest;
      this.oldest = slot + 1 === capacity ? 0 : slot + 1;
    }
    this.samples[slot] = error;
    this.samples[slot + capacity] = error;
  }

  /**
   * Fills the whole window with the history of an error that is `error` now and changes at `rate`
   * per second, sampled every `dt`: the past consistent with the present, for a bumpless hand-over.
   */
  fillWithRamp(error: number, rate: number, dt: number): void {
    const capacity = this.capacity;
    this.oldest = 0;
    for (let i = 0; i < capacity; i++) {
      const value = boundedMemory(error - (capacity - 1 - i) * rate * dt);
      this.samples[i] = value;
      this.samples[i + capacity] = value;
    }
    this.count = capacity;
  }

  /** The i-th sample in time order (0 = oldest). */
  /** The samples held, oldest first (a copy, for a snapshot). */
  values(): number[] {
    const values: number[] = [];
    for (let i = 0; i < this.count; i++) values.push(this.at(i));
    return values;
  }

  /** Holds exactly `values` (oldest first, at most {@link capacity} of them), as if pushed in that order after a clear. */
  setValues(values: readonly number[]): void {
    if (values.length > this.capacity) throw new RangeError(`an error window of ${this.capacity} samples cannot hold ${values.length}`);
    this.clear();
    for (const value of values) this.push(value);
  }

  at(i: number): number {
    return this.samples[this.oldest + i] as number;
  }

  /** The newest sample (0 before any). */
  get latest(): number {
    return this.count === 0 ? 0 : this.at(this.count - 1);
  }

  /**
   * ∫ error dt over the window's span, samples `dt` apart, exact for errors that are cubic in time:
   * composite Simpson 1/3 (weights 1, 4, 2, …, 4, 1 times dt/3) needs an even number of intervals;
   * with an odd number, Simpson 3/8 takes the three oldest intervals and Simpson 1/3 the rest; a
   * two-sample window uses the trapezoid rule.
   */
  integral(dt: number): number {
    const intervals = this.count - 1;
    if (intervals <= 0) return 0;
    if (intervals === 1) return (dt / 2) * (this.at(0) + this.at(1));
    let first = 0;
    let sum38 = 0;
    if (intervals % 2 === 1) {
      sum38 = ((3 * dt) / 8) * (this.at(0) + 3 * this.at(1) + 3 * this.at(2) + this.at(3));
      first = 3;
      if (intervals === 3) return sum38;
    }
    let weighted = this.at(first) + this.at(intervals);
    let weight = 4;
    for (let i = first + 1; i < intervals; i++) {
      weighted += weight * this.at(i);
      weight = 6 - weight;
    }
    return sum38 + (dt / 3) * weighted;
  }
}
