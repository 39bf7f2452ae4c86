/**
 * A small seeded pseudo-random generator (mulberry32) whose whole state is one 32-bit number, so
 * that it can be saved and put back (a snapshot of a noisy sensor). The simulation never uses the
 * global, unseeded generator: every run with the same seed gives the same numbers.
 */
export class RandomStream {
  /** The generator's state, an unsigned 32-bit integer: save it and set it back to replay. */
  state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next number, in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** A {@link RandomStream} as a function: numbers in [0, 1), the same for the same seed. */
export function seededRandom(seed: number): () => number {
  const stream = new RandomStream(seed);
  return () => stream.next();
}
