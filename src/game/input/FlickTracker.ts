import type { Vec2Like } from '../../sim/math/vec2';

/** A release's velocity is the pointer's over its last this many ms (held still, it is zero). */
export const FLICK_WINDOW_MS = 100;
/** Pointer samples kept for the flick velocity. */
const FLICK_SAMPLES = 8;

/**
 * The last few positions of the pointer holding a target (CSS px, at event times in ms), and the
 * pointer's velocity when it lets go: what a flick throws the target with.
 */
export class FlickTracker {
  private readonly xs = new Float64Array(FLICK_SAMPLES);
  private readonly ys = new Float64Array(FLICK_SAMPLES);
  private readonly times = new Float64Array(FLICK_SAMPLES);
  private count = 0;

  /** Forgets every sample (a new hold begins). */
  reset(): void {
    this.count = 0;
  }

  /** Remembers where the pointer is (CSS px) at event time `now` (ms). */
  track(x: number, y: number, now: number): void {
    if (this.count === FLICK_SAMPLES) {
      this.xs.copyWithin(0, 1);
      this.ys.copyWithin(0, 1);
      this.times.copyWithin(0, 1);
      this.count--;
    }
    this.xs[this.count] = x;
    this.ys[this.count] = y;
    this.times[this.count] = now;
    this.count++;
  }

  /**
   * The pointer's velocity (CSS px/s, screen axes, into `out`) over its last
   * {@link FLICK_WINDOW_MS} before a release at event time `upTime` (ms), or null when there is too
   * little to measure or the pointer held still through the whole window (no sample in it: a
   * pointer that does not move sends no events), which is a drop however fast it moved before.
   */
  velocity(upTime: number, out: Vec2Like): Vec2Like | null {
    const last = this.count - 1;
    if (last < 1 || upTime - (this.times[last] as number) > FLICK_WINDOW_MS) return null;
    let first = last;
    while (first > 0 && upTime - (this.times[first - 1] as number) <= FLICK_WINDOW_MS) first--;
    // One sample in the window: measure from the one before it (the span runs to the release).
    if (first === last) first = last - 1;
    const seconds = (upTime - (this.times[first] as number)) / 1000;
    if (!(seconds > 0) || seconds > (2 * FLICK_WINDOW_MS) / 1000) return null;
    out.x = ((this.xs[last] as number) - (this.xs[first] as number)) / seconds;
    out.y = ((this.ys[last] as number) - (this.ys[first] as number)) / seconds;
    return out;
  }
}
