// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { LazyPart } from '../../src/ui/LazyPart';

/** A chunk load the test finishes by hand: `arrive` or `fail` it. */
function pendingLoad<T>() {
  let arrive!: (part: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { promise, arrive, fail };
}

/** Lets promise callbacks run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('a part of the page loaded on first use (the help, the gallery, the panel)', () => {
  it('is built once, and what the player asked for while it loaded happens when it arrives, in order', async () => {
    const load = pendingLoad<string[]>();
    const build = vi.fn(() => load.promise);
    const part = new LazyPart(build, () => undefined);
    const done: string[] = [];
    part.use((log) => void done.push(`open ${log.length}`));
    part.use(() => void done.push('close'));
    expect(part.built).toBeNull();
    expect(done).toEqual([]);
    load.arrive([]);
    await settle();
    expect(done).toEqual(['open 0', 'close']);
    expect(build).toHaveBeenCalledTimes(1);
    // Once built, a use runs at once.
    part.use(() => void done.push('again'));
    expect(done.at(-1)).toBe('again');
    expect(part.built).toEqual([]);
  });

  it('a failed load (the network went away) is reported in words, and the next use tries again', async () => {
    const first = pendingLoad<string>();
    const second = pendingLoad<string>();
    const build = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const failures: string[] = [];
    const part = new LazyPart<string>(build, (message) => void failures.push(message));
    const opened: string[] = [];
    part.use((help) => void opened.push(help));
    part.use((help) => void opened.push(help));
    first.fail(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    expect(opened).toEqual([]);
    expect(part.built).toBeNull();
    // One attempt, one message, however many uses waited on it (two presses of ? give one toast).
    expect(failures).toEqual(['Could not load this part of the page (Failed to fetch dynamically imported module); try again.']);

    part.use((help) => void opened.push(help));
    expect(build).toHaveBeenCalledTimes(2);
    second.arrive('help');
    await settle();
    expect(opened).toEqual(['help']);
    expect(part.built).toBe('help');
  });
});
