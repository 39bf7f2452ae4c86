// A view's mark of a change it was told of (the demo's changes it subscribed to), so that it reads the demo only after one.
import type { ChangeFeed, ChangeTopic } from '../app/changes/ChangeFeed';

/**
 * Set when the demo publishes a change of one of `topics` (delivered once a frame: ChangeFeed), and
 * taken by the view when it reads the demo: a frame in which nothing it shows changed reads nothing.
 * Without a feed (a view made alone, in a test) it is always set: the view reads at every call.
 */
export class ChangeMark {
  private set = true;
  private readonly always: boolean;
  private readonly unsubscribe: () => void;

  constructor(changes: Pick<ChangeFeed, 'on'> | null, topics: readonly ChangeTopic[]) {
    this.always = changes === null;
    this.unsubscribe = changes ? changes.on(topics, () => this.mark()) : () => undefined;
  }

  /** Whether a change was told since the view last took the mark. */
  get marked(): boolean {
    return this.set;
  }

  /** Marks a change the view knows of by itself (it opened, it was resized). */
  mark(): void {
    this.set = true;
  }

  /** Whether a change was told since the last take; the mark is cleared (unless there is no feed). */
  take(): boolean {
    const was = this.set;
    if (!this.always) this.set = false;
    return was;
  }

  /** Stops listening. */
  stop(): void {
    this.unsubscribe();
  }
}
