/** Time left in an idle period below which no new slice starts, ms. */
const MIN_SLICE_MS = 3;
/** Where the browser has no requestIdleCallback (Safari): a slice every this many ms, of at most {@link FALLBACK_BUDGET_MS}. */
const FALLBACK_DELAY_MS = 50;
const FALLBACK_BUDGET_MS = 6;
/**
 * Longest wait for an idle period, ms. A page whose frames take all its time (a loaded machine, a
 * software renderer) never has one: the callback then comes at this timeout with no time left, and
 * the work gets {@link FALLBACK_BUDGET_MS} anyway, so that it goes on at about 2% of the time
 * instead of one slice a second.
 */
const IDLE_TIMEOUT_MS = 250;

/** One piece of work: a generator advanced one slice per `next()`, and what to do with its result. */
interface Job<T> {
  readonly run: Generator<void, T, void>;
  readonly done: (result: T) => void;
  readonly failed: (error: unknown) => void;
}

/**
 * Runs generator work in the page's idle time, a slice at a time, first come first served: the
 * gallery's pictures are simulated here without taking time from the game's frames
 * (requestIdleCallback runs only once a frame is done and time is left before the next).
 */
export class IdleWork {
  private readonly jobs: Job<unknown>[] = [];
  private handle: number | null = null;

  /** Queues `run`; `done` gets its result, `failed` what it threw. */
  add<T>(run: Generator<void, T, void>, done: (result: T) => void, failed: (error: unknown) => void): void {
    this.jobs.push({ run, done: done as (result: unknown) => void, failed });
    this.schedule();
  }

  /** Drops every queued job (their results are never delivered). */
  clear(): void {
    this.jobs.length = 0;
    if (this.handle === null) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(this.handle);
    else window.clearTimeout(this.handle);
    this.handle = null;
  }

  /** How many jobs are waiting or running. */
  get pending(): number {
    return this.jobs.length;
  }

  private schedule(): void {
    if (this.handle !== null || this.jobs.length === 0) return;
    if (typeof window.requestIdleCallback === 'function') {
      this.handle = window.requestIdleCallback(
        (deadline) => {
          const end = performance.now() + FALLBACK_BUDGET_MS;
          this.work(deadline.didTimeout ? () => end - performance.now() : () => deadline.timeRemaining());
        },
        { timeout: IDLE_TIMEOUT_MS },
      );
    } else {
      this.handle = window.setTimeout(() => {
        const end = performance.now() + FALLBACK_BUDGET_MS;
        this.work(() => end - performance.now());
      }, FALLBACK_DELAY_MS);
    }
  }

  private work(timeLeft: () => number): void {
    this.handle = null;
    // At least one slice per call, so that work goes on even when the page is never idle.
    do {
      const job = this.jobs[0];
      if (!job) break;
      try {
        const next = job.run.next();
        if (next.done) {
          this.jobs.shift();
          job.done(next.value);
        }
      } catch (error) {
        this.jobs.shift();
        job.failed(error);
      }
    } while (timeLeft() > MIN_SLICE_MS);
    this.schedule();
  }
}
