import type { Viewport } from '../Viewport';
import { prefersReducedMotion } from './reducedMotion';

/** Seconds between two measurements of the overlays (they move only when the page changes). */
const MEASURE_EVERY_SECONDS = 0.25;
/** The overlays the framing keeps clear of: marked ones, and the guided tour's card and offer (bottom). */
const FRAMED_OVERLAYS = '[data-frame], .tour-card, .tour-offer';
/** Free space kept between an overlay and the framed world, CSS px. */
const GAP_PX = 8;
/** How fast the framing follows a change, 1/s (about 0.4 s to settle): a gentle camera move. */
const FOLLOW_RATE = 8;

/**
 * Keeps the camera's framing clear of the page's overlays. Elements over the canvas that carry
 * `data-frame="top"` (the HUD, the race legend) or `data-frame="bottom"` (the debug legend;
 * the first-visit hint and passing messages do not move the camera: they come and go under the
 * player's hand, and the world must stay under the pointer), or `data-frame="band"` (the
 * benchmark's panel: a band at the top or bottom edge where it spans most of the canvas, as on a
 * phone, else a panel at the right-hand side), and the guided tour's card and offer (bottom-left),
 * are measured a few times a second; the {@link Viewport}'s insets follow their extent so that
 * zoom 1 frames the world between them. A card in the bottom-left corner is kept clear of from below or from the left,
 * whichever leaves the world larger (the short offer: from below; the tall tour card: beside it).
 * The insets glide to a new value (the camera makes room) unless the player prefers reduced
 * motion, when they jump.
 */
export class OverlayFraming {
  private sinceMeasure = Infinity;
  private lastTime = Number.NaN;
  private targetTop = 0;
  private targetBottom = 0;
  private targetLeft = 0;
  private targetRight = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly view: Viewport,
  ) {}

  /**
   * Once per frame, with the wall-clock time in s. While `hold` (the player is dragging), the
   * framing does not move: the world must stay under the pointer.
   */
  update(time: number, hold = false): void {
    const dt = Number.isFinite(this.lastTime) ? Math.max(0, Math.min(0.1, time - this.lastTime)) : 1;
    this.lastTime = time;
    if (hold) return;
    this.sinceMeasure += dt;
    if (this.sinceMeasure >= MEASURE_EVERY_SECONDS) {
      this.sinceMeasure = 0;
      this.measure();
    }
    const insets = this.view.insets;
    const jump = prefersReducedMotion() || dt >= 1;
    const k = jump ? 1 : Math.min(1, dt * FOLLOW_RATE);
    const top = approach(insets.top, this.targetTop, k);
    const bottom = approach(insets.bottom, this.targetBottom, k);
    const left = approach(insets.left, this.targetLeft, k);
    const right = approach(insets.right, this.targetRight, k);
    this.view.setInsets(top, right, bottom, left);
  }

  /** Reads how far the marked overlays reach into the canvas from its top and bottom edges. */
  private measure(): void {
    const parent = this.canvas.closest('#world') ?? this.canvas.parentElement?.parentElement;
    if (!parent) return;
    const box = this.canvas.getBoundingClientRect();
    if (box.height <= 0) return;
    let top = 0;
    let bottom = 0;
    // A tall card in the bottom-left corner (the tour's) can be kept clear of from the left instead.
    let cornerBottom = 0;
    let cornerLeft = 0;
    let right = 0;
    for (const element of parent.querySelectorAll<HTMLElement>(FRAMED_OVERLAYS)) {
      if (element.hidden || element.offsetParent === null) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 0 || rect.height <= 0) continue;
      const frame = element.dataset['frame'];
      if (frame === 'band') {
        // A band at the edge it is nearer where it spans most of the canvas (a phone's layout);
        // narrower, a panel down the right-hand side, kept clear of from the right.
        if (rect.width < box.width / 2) right = Math.max(right, box.right - rect.left + GAP_PX);
        else if (rect.top + rect.bottom < box.top + box.bottom) top = Math.max(top, rect.bottom - box.top + GAP_PX);
        else bottom = Math.max(bottom, box.bottom - rect.top + GAP_PX);
      } else if (frame === 'top') top = Math.max(top, rect.bottom - box.top + GAP_PX);
      else if (frame === 'bottom' || rect.left - box.left > box.width / 3) bottom = Math.max(bottom, box.bottom - rect.top + GAP_PX);
      else {
        cornerBottom = Math.max(cornerBottom, box.bottom - rect.top + GAP_PX);
        cornerLeft = Math.max(cornerLeft, rect.right - box.left + GAP_PX);
      }
    }
    // Whichever way keeps the world larger: above the corner card, or beside it.
    const above = fitScale(box.width - right, box.height - top - Math.max(bottom, cornerBottom));
    const beside = fitScale(box.width - right - cornerLeft, box.height - top - bottom);
    const besideIt = cornerLeft > 0 && beside > above;
    this.targetTop = top;
    this.targetBottom = besideIt ? bottom : Math.max(bottom, cornerBottom);
    this.targetLeft = besideIt ? cornerLeft : 0;
    this.targetRight = right;
  }
}

/** `from` moved a fraction `k` of the way to `to`, snapped to it when within half a pixel. */
function approach(from: number, to: number, k: number): number {
  const next = from + (to - from) * k;
  return Math.abs(next - to) < 0.5 ? to : next;
}

/** How large a 100 m × 66 m world shows in a free rectangle of this size (px per m, ∝). */
function fitScale(width: number, height: number): number {
  return width > 0 && height > 0 ? Math.min(width / 100, height / 66) : 0;
}
