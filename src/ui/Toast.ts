/** How long a message stays, ms. */
const SHOW_MS = 3500;

/** What a message is: a tip (how to use what was just chosen) or a refusal. */
export type ToastKind = 'info' | 'error';

/** Space kept between a message and what ends above it, px. */
const ROOM_GAP_PX = 14;

/**
 * A short message at the bottom of the game area ("Path: drag on empty space…", "at most 10
 * entities"), announced to screen readers, gone after a few seconds. While it shows, its parent
 * carries `--toast-room`, the height it takes from the bottom in px, for what must end above it.
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
    // Measured once per message, never per frame: what must end above it does (src/ui/timeline/timeline.css).
    this.element.parentElement?.style.setProperty('--toast-room', `${this.element.offsetHeight + ROOM_GAP_PX}px`);
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
