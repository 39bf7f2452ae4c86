import type { Viewport } from '../Viewport';
import type { PageOverlays } from './PageOverlays';
import { prefersReducedMotion } from './reducedMotion';

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
 * are measured ({@link PageOverlays}); the {@link Viewport}'s insets follow their extent so that
 * zoom 1 frames the world between them. A card in the bottom-left corner is kept clear of from below or from the left,
 * whichever leaves the world larger (the short offer: from below; the tall tour card: beside it).
 * The insets glide to a new value (the camera makes room) unless the player prefers reduced
 * motion, when they jump.
 */
export class OverlayFraming {
  private lastTime = Number.NaN;
  /** The overlays' measurement the insets were worked out from. */
  private measuredVersion = -1;
  private targetTop = 0;
  private targetBottom = 0;
  private targetLeft = 0;
  private targetRight = 0;

  constructor(
    private readonly overlays: PageOverlays,
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
    if (this.overlays.version !== this.measuredVersion) {
      this.measuredVersion = this.overlays.version;
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

  /** Works out how far the marked overlays reach into the canvas from its edges. */
  private measure(): void {
    const overlays = this.overlays;
    const width = overlays.canvasWidth;
    const height = overlays.canvasHeight;
    if (height <= 0) return;
    let top = 0;
    let bottom = 0;
    // A tall card in the bottom-left corner (the tour's) can be kept clear of from the left instead.
    let cornerBottom = 0;
    let cornerLeft = 0;
    let right = 0;
    for (let i = 0; i < overlays.count; i++) {
      const frame = overlays.frames[i];
      if (frame === 'none') continue;
      const left = overlays.lefts[i] as number;
      const rectTop = overlays.tops[i] as number;
      const rectRight = overlays.rights[i] as number;
      const rectBottom = overlays.bottoms[i] as number;
      if (frame === 'band') {
        // A band at the edge it is nearer where it spans most of the canvas (a phone's layout);
        // narrower, a panel down the right-hand side, kept clear of from the right.
        if (rectRight - left < width / 2) right = Math.max(right, width - left + GAP_PX);
        else if (rectTop + rectBottom < height) top = Math.max(top, rectBottom + GAP_PX);
        else bottom = Math.max(bottom, height - rectTop + GAP_PX);
      } else if (frame === 'top') top = Math.max(top, rectBottom + GAP_PX);
      else if (frame === 'bottom' || left > width / 3) bottom = Math.max(bottom, height - rectTop + GAP_PX);
      else {
        cornerBottom = Math.max(cornerBottom, height - rectTop + GAP_PX);
        cornerLeft = Math.max(cornerLeft, rectRight + GAP_PX);
      }
    }
    // Whichever way keeps the world larger: above the corner card, or beside it.
    const above = fitScale(width - right, height - top - Math.max(bottom, cornerBottom));
    const beside = fitScale(width - right - cornerLeft, height - top - bottom);
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
