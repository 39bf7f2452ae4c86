import type { Viewport } from '../Viewport';
import { prefersReducedMotion } from './reducedMotion';

/** Seconds between two measurements of the overlays (they move only when the page changes). */
const MEASURE_EVERY_SECONDS = 0.25;
/** Free space kept between an overlay and the framed world, CSS px. */
const GAP_PX = 8;
/** How fast the framing follows a change, 1/s (about 0.4 s to settle): a gentle camera move. */
const FOLLOW_RATE = 8;

/**
 * Keeps the camera's framing clear of the page's overlays. Elements over the canvas that carry
 * `data-frame="top"` (the HUD, the race legend) or `data-frame="bottom"` (the hint, the message
 * line, the debug legend, the tour card) are measured a few times a second; the
 * {@link Viewport}'s insets follow their extent so that zoom 1 frames the world between them.
 * The insets glide to a new value (the camera makes room) unless the player prefers reduced
 * motion, when they jump.
 */
export class OverlayFraming {
  private sinceMeasure = Infinity;
  private lastTime = Number.NaN;
  private targetTop = 0;
  private targetBottom = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly view: Viewport,
  ) {}

  /** Once per frame, with the wall-clock time in s. */
  update(time: number): void {
    const dt = Number.isFinite(this.lastTime) ? Math.max(0, Math.min(0.1, time - this.lastTime)) : 1;
    this.lastTime = time;
    this.sinceMeasure += dt;
    if (this.sinceMeasure >= MEASURE_EVERY_SECONDS) {
      this.sinceMeasure = 0;
      this.measure();
    }
    const insets = this.view.insets;
    const jump = prefersReducedMotion() || dt >= 1;
    const k = jump ? 1 : Math.min(1, dt * FOLLOW_RATE);
    let top = insets.top + (this.targetTop - insets.top) * k;
    let bottom = insets.bottom + (this.targetBottom - insets.bottom) * k;
    if (Math.abs(top - this.targetTop) < 0.5) top = this.targetTop;
    if (Math.abs(bottom - this.targetBottom) < 0.5) bottom = this.targetBottom;
    this.view.setInsets(top, 0, bottom, 0);
  }

  /** Reads how far the marked overlays reach into the canvas from its top and bottom edges. */
  private measure(): void {
    const parent = this.canvas.closest('#world') ?? this.canvas.parentElement?.parentElement;
    if (!parent) return;
    const box = this.canvas.getBoundingClientRect();
    if (box.height <= 0) return;
    let top = 0;
    let bottom = 0;
    for (const element of parent.querySelectorAll<HTMLElement>('[data-frame]')) {
      if (element.hidden || element.offsetParent === null) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 0 || rect.height <= 0) continue;
      if (element.dataset['frame'] === 'top') top = Math.max(top, rect.bottom - box.top + GAP_PX);
      else bottom = Math.max(bottom, box.bottom - rect.top + GAP_PX);
    }
    this.targetTop = top;
    this.targetBottom = bottom;
  }
}
