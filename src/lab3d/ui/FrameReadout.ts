// The lab's frame rate and the cost of its simulation's step, measured in the page as it runs, in one small line.
import { setText } from '../../ui/dom';

/** Frames whose gaps the rate is the median of. */
const WINDOW = 60;
/** How often the line is written, ms (a number changing every frame is not read). */
const WRITE_EVERY_MS = 500;

/**
 * Frames per second (from the median gap between the last {@link WINDOW} frames) and the mean time
 * one fixed step of the simulation took over the last half second (both turns' worlds and the
 * missiles'), ms; "paused" when nothing was stepped. Allocation-free per frame.
 */
export class FrameReadout {
  private readonly gaps = new Float64Array(WINDOW);
  private readonly sorted = new Float64Array(WINDOW);
  private count = 0;
  private next = 0;
  private last = -1;
  private stepMs = 0;
  private stepCount = 0;
  private lastWrite = -Infinity;
  /** The last figures written: frames per second (0 before any), and ms a step (null when none ran). */
  fps = 0;
  stepTime: number | null = null;

  constructor(private readonly line: HTMLElement) {}

  /** One frame drawn at `now` (ms, the animation frame's time), after `steps` steps that took `stepMs` in all. */
  frame(now: number, steps: number, stepMs: number): void {
    if (this.last >= 0) {
      this.gaps[this.next] = now - this.last;
      this.next = (this.next + 1) % WINDOW;
      this.count = Math.min(this.count + 1, WINDOW);
    }
    this.last = now;
    this.stepMs += stepMs;
    this.stepCount += steps;
    if (now - this.lastWrite < WRITE_EVERY_MS || this.count === 0) return;
    this.lastWrite = now;
    const sorted = this.sorted.subarray(0, this.count);
    sorted.set(this.gaps.subarray(0, this.count));
    sorted.sort();
    const median = sorted[this.count >> 1] as number;
    this.fps = median > 0 ? 1000 / median : 0;
    this.stepTime = this.stepCount > 0 ? this.stepMs / this.stepCount : null;
    this.stepMs = 0;
    this.stepCount = 0;
    setText(this.line, `${Math.round(this.fps)} fps · step ${this.stepTime === null ? 'paused' : `${this.stepTime.toFixed(2)} ms`}`);
  }
}
