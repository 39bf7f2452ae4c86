// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleWork } from '../../src/ui/idleWork';

/**
 * The page's clock, ms: it moves only when a slice of work "takes" time (each slice adds its cost),
 * so how much work fits in an idle period is exact. Timers are Vitest's fake ones.
 */
let now = 0;

/** A job of `slices` slices, each taking `sliceMs` of the page's time; records each slice it runs and returns its name. */
function* job(name: string, slices: number, sliceMs: number, ran: string[]): Generator<void, string, void> {
  for (let i = 0; i < slices; i++) {
    now += sliceMs;
    ran.push(`${name}${i}`);
    yield;
  }
  return name;
}

type IdleCallback = (deadline: { didTimeout: boolean; timeRemaining(): number }) => void;

/** Gives the window a requestIdleCallback whose idle periods are `idle(options)`'s: after what delay, with how much time left. */
function installIdleCallback(idle: (timeout: number | undefined) => { afterMs: number; didTimeout: boolean; remainingMs: number }): void {
  const win = window as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
  win.requestIdleCallback = (callback: IdleCallback, options?: { timeout?: number }) => {
    const period = idle(options?.timeout);
    return window.setTimeout(() => {
      const end = now + period.remainingMs;
      callback({ didTimeout: period.didTimeout, timeRemaining: () => Math.max(0, end - now) });
    }, period.afterMs);
  };
  win.cancelIdleCallback = (handle: number) => window.clearTimeout(handle);
}

beforeEach(() => {
  now = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});

afterEach(() => {
  const win = window as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
  delete win.requestIdleCallback;
  delete win.cancelIdleCallback;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('idle work (the gallery’s pictures)', () => {
  it('keeps progressing on a page that never goes idle: each wait times out, and still a few milliseconds of work get done', () => {
    // Every frame takes all the time there is: the browser only ever calls back at the timeout, with no time left.
    const asked: (number | undefined)[] = [];
    installIdleCallback((timeout) => {
      asked.push(timeout);
      return { afterMs: timeout ?? Infinity, didTimeout: true, remainingMs: 0 };
    });
    const work = new IdleWork();
    const ran: string[] = [];
    const done = vi.fn();
    work.add(job('picture', 20, 1, ran), done, () => undefined);
    expect(asked[0]).toBeGreaterThan(0);
    expect(asked[0]).toBeLessThanOrEqual(1000);
    vi.advanceTimersByTime(asked[0] as number);
    // One wait gives a few slices (a budget of a few ms), not one slice and not the whole job.
    expect(ran.length).toBeGreaterThanOrEqual(2);
    expect(ran.length).toBeLessThan(10);
    expect(now).toBeLessThanOrEqual(8);
    vi.advanceTimersByTime(10 * (asked[0] as number));
    expect(done).toHaveBeenCalledWith('picture');
    expect(work.pending).toBe(0);
  });

  it('does at least one slice when an idle period comes with no time left in it', () => {
    installIdleCallback(() => ({ afterMs: 16, didTimeout: false, remainingMs: 0 }));
    const work = new IdleWork();
    const ran: string[] = [];
    work.add(
      job('a', 3, 1, ran),
      () => undefined,
      () => undefined,
    );
    vi.advanceTimersByTime(16);
    expect(ran).toEqual(['a0']);
    vi.advanceTimersByTime(16 * 3);
    expect(ran).toEqual(['a0', 'a1', 'a2']);
  });

  it('fills a long idle period with as many slices as fit, and leaves the next frame alone', () => {
    installIdleCallback(() => ({ afterMs: 16, didTimeout: false, remainingMs: 20 }));
    const work = new IdleWork();
    const ran: string[] = [];
    work.add(
      job('a', 100, 2, ran),
      () => undefined,
      () => undefined,
    );
    vi.advanceTimersByTime(16);
    // 20 ms free, slices of 2 ms, no new one once 3 ms or less are left: 9 slices, 18 ms.
    expect(ran).toHaveLength(9);
    expect(now).toBe(18);
  });

  it('where the browser has no requestIdleCallback (Safari), works a few milliseconds at a time on a timer', () => {
    expect('requestIdleCallback' in window).toBe(false);
    const work = new IdleWork();
    const ran: string[] = [];
    const done = vi.fn();
    work.add(job('a', 10, 2, ran), done, () => undefined);
    vi.advanceTimersByTime(49);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran.length).toBeGreaterThanOrEqual(1);
    expect(ran.length).toBeLessThanOrEqual(3);
    vi.advanceTimersByTime(50 * 10);
    expect(done).toHaveBeenCalledWith('a');
  });

  it('runs jobs first come first served, and gives each its own result', () => {
    installIdleCallback(() => ({ afterMs: 16, didTimeout: false, remainingMs: 50 }));
    const work = new IdleWork();
    const ran: string[] = [];
    const results: string[] = [];
    work.add(
      job('a', 2, 1, ran),
      (result) => results.push(result),
      () => undefined,
    );
    work.add(
      job('b', 2, 1, ran),
      (result) => results.push(result),
      () => undefined,
    );
    expect(work.pending).toBe(2);
    vi.advanceTimersByTime(16);
    expect(ran).toEqual(['a0', 'a1', 'b0', 'b1']);
    expect(results).toEqual(['a', 'b']);
    expect(work.pending).toBe(0);
  });

  it('reports a job that throws, and goes on with the next one', () => {
    installIdleCallback(() => ({ afterMs: 16, didTimeout: false, remainingMs: 50 }));
    const work = new IdleWork();
    const ran: string[] = [];
    const failed = vi.fn();
    function* broken(): Generator<void, string, void> {
      yield;
      throw new Error('the scene could not be simulated');
    }
    work.add(broken(), () => undefined, failed);
    const done = vi.fn();
    work.add(job('b', 1, 1, ran), done, () => undefined);
    vi.advanceTimersByTime(16);
    expect(failed).toHaveBeenCalledWith(new Error('the scene could not be simulated'));
    expect(done).toHaveBeenCalledWith('b');
  });

  it('clear() drops every job: no result is delivered, and no more work is done', () => {
    installIdleCallback(() => ({ afterMs: 16, didTimeout: false, remainingMs: 0 }));
    const work = new IdleWork();
    const ran: string[] = [];
    const done = vi.fn();
    work.add(job('a', 5, 1, ran), done, () => undefined);
    vi.advanceTimersByTime(16);
    work.clear();
    expect(work.pending).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(['a0']);
    expect(done).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
