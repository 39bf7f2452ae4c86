/**
 * A fading trail: the last `capacity` positions of an entity (m) in a fixed ring buffer, so
 * recording a point allocates nothing. Index 0 is the oldest point.
 */
export class Trail {
  readonly capacity: number;
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  private oldest = 0;
  private size = 0;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 2) throw new RangeError(`capacity must be an integer ≥ 2, got ${capacity}`);
    this.capacity = capacity;
    this.xs = new Float64Array(capacity);
    this.ys = new Float64Array(capacity);
  }

  get count(): number {
    return this.size;
  }

  /** Records a position (m); when full, the oldest point is dropped. */
  push(x: number, y: number): void {
    const slot = (this.oldest + this.size) % this.capacity;
    this.xs[slot] = x;
    this.ys[slot] = y;
    if (this.size < this.capacity) this.size++;
    else this.oldest = (this.oldest + 1) % this.capacity;
  }

  /** x (m) of the i-th point, 0 = oldest. */
  x(i: number): number {
    return this.xs[(this.oldest + i) % this.capacity] as number;
  }

  /** y (m) of the i-th point, 0 = oldest. */
  y(i: number): number {
    return this.ys[(this.oldest + i) % this.capacity] as number;
  }

  clear(): void {
    this.oldest = 0;
    this.size = 0;
  }
}
