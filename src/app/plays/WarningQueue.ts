/** Unshown warnings kept at most (older ones are dropped). */
const MAX_QUEUED_WARNINGS = 4;

/** Messages about entities the simulation had to reset (their state went unsound), kept until the page shows them; bounded. */
export class WarningQueue {
  private messages: string[] = [];

  /** Queues `message` (at most a few are kept; older ones are dropped). */
  add(message: string): void {
    if (this.messages.length >= MAX_QUEUED_WARNINGS) this.messages.shift();
    this.messages.push(message);
  }

  /** True when a message waits. */
  get waiting(): boolean {
    return this.messages.length > 0;
  }

  /** The messages, oldest first; the queue is emptied. */
  take(): string[] {
    return this.messages.splice(0, this.messages.length);
  }

  /** Makes the queue hold `messages` again, and only them (what a scene set aside had: {@link take}). */
  putBack(messages: readonly string[]): void {
    this.messages = [...messages];
  }
}
