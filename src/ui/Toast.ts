/** How long a message stays, ms. */
const SHOW_MS = 3500;

/** What a message is: a tip (how to use what was just chosen) or a refusal. */
export type ToastKind = 'info' | 'error';

/**
 * A short message at the bottom of the game area ("Path: drag on empty space…", "at most 10
 * entities"), announced to screen readers, gone after a few seconds.
 */
export class Toast {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly element: HTMLElement) {
    element.setAttribute('role', 'status');
    element.setAttribute('aria-live', 'polite');
    element.hidden = true;
  }

  /** Shows `message` (plain text). */
  show(message: string, kind: ToastKind = 'error'): void {
    this.element.textContent = message;
    this.element.className = `toast-${kind}`;
    this.element.hidden = false;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.element.hidden = true;
      this.timer = null;
    }, SHOW_MS);
  }

  /** Stops the timer (the page is going away). */
  destroy(): void {
    if (this.timer !== null) clearTimeout(this.timer);
  }
}
