import { NO_CHANGE_PUBLISHER, type ChangePublisher } from '../changes/ChangeFeed';

/** Unshown warnings kept at most (older ones are dropped). */
const MAX_QUEUED_WARNINGS = 4;

/** Messages about entities the simulation had to reset (their state went unsound), kept until the page shows them; bounded. */
export class WarningQueue {
  private messages: string[] = [];

  /** `changes`: where it says that a warning waits. [default: no one] */
  constructor(private readonly changes: ChangePublisher = NO_CHANGE_PUBLISHER) {}

  /** Queues `message` (at most a few are kept; older ones are dropped). */
  add(message: string): void {
    if (this.messages.length >= MAX_QUEUED_WARNINGS) this.messages.shift();
    this.messages.push(message);
    this.changes.publish('warnings');
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
    if (messages.length > 0) this.changes.publish('warnings');
  }
}
