/** Seconds between two measurements when nothing was seen to change (positions can glide). */
const MEASURE_EVERY_SECONDS = 0.1;

/**
 * What lies over the canvas: every visible element over the play area (the children of #world but
 * the game and screen-reader text, the top overlays one by one) and the bar's open menu. The same
 * list the browser tests measure (e2e/helpers/layout.ts).
 */
const OVERLAYS = '#world > *:not(#game):not(.visually-hidden):not(#top-overlays), #top-overlays > *, #toolbar-menu';

/**
 * How the camera keeps clear of an overlay: its `data-frame`, "corner" for the tour's card and
 * offer, "top" for an unmarked strip across the top of the play area, else "none".
 */
export type OverlayFrame = 'top' | 'bottom' | 'band' | 'corner' | 'none';

/**
 * The page's overlays over the canvas, measured from the DOM: their boxes (CSS px, relative to the
 * canvas) and how the camera keeps clear of them. The entity labels never cover one
 * (src/game/draw/EntityLabels.ts); {@link OverlayFraming} keeps the framed world clear of the
 * marked ones. Measured a few times a second, and on the next frame after an overlay under #world
 * was shown, hidden or restyled (a MutationObserver on `hidden` and `class`): a message or a card
 * that appears is avoided from its first frame. Reuses its arrays; a measurement allocates only
 * what the DOM's calls do, never on a frame that does not measure.
 */
export class PageOverlays {
  /** The overlays' boxes, CSS px relative to the canvas's top-left. */
  readonly lefts: number[] = [];
  readonly tops: number[] = [];
  readonly rights: number[] = [];
  readonly bottoms: number[] = [];
  readonly frames: OverlayFrame[] = [];
  /** How many overlays are visible now. */
  count = 0;
  /** The canvas's box on the page when last measured, CSS px. */
  canvasWidth = 0;
  canvasHeight = 0;
  /** Bumped by every measurement that changed something. */
  version = 0;
  private lastMeasured = Number.NEGATIVE_INFINITY;
  private dirty = true;
  private readonly observer: MutationObserver | null;

  constructor(private readonly canvas: HTMLCanvasElement) {
    const world = canvas.closest('#world');
    this.observer = world && typeof MutationObserver === 'function' ? new MutationObserver(() => (this.dirty = true)) : null;
    this.observer?.observe(world as Element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['hidden', 'class', 'open'],
    });
  }

  /** Once per frame with the wall-clock time (s): measures when due. Returns whether it measured. */
  update(time: number): boolean {
    if (!this.dirty && time - this.lastMeasured < MEASURE_EVERY_SECONDS && time >= this.lastMeasured) return false;
    this.lastMeasured = time;
    this.dirty = false;
    this.measure();
    return true;
  }

  /** Stops watching the page. */
  destroy(): void {
    this.observer?.disconnect();
  }

  private measure(): void {
    const box = this.canvas.getBoundingClientRect();
    // The canvas resized (the sidebar opened): what is measured from its edges changed too.
    let changed = box.width !== this.canvasWidth || box.height !== this.canvasHeight;
    this.canvasWidth = box.width;
    this.canvasHeight = box.height;
    let count = 0;
    for (const element of document.querySelectorAll<HTMLElement>(OVERLAYS)) {
      if (!isShown(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 0 || rect.height <= 0) continue;
      // Only what lies over the canvas.
      if (rect.right <= box.left || rect.left >= box.right || rect.bottom <= box.top || rect.top >= box.bottom) continue;
      let frame = frameOf(element);
      // An unmarked strip across the top of the play area (on a phone: a message or the challenge
      // card under the HUD) is kept clear of like the HUD: what it would cover is moved below it.
      if (
        frame === 'none' &&
        rect.width >= box.width * 0.9 &&
        rect.top - box.top < box.height / 3 &&
        rect.bottom - box.top < box.height * 0.6
      )
        frame = 'top';
      changed ||=
        this.lefts[count] !== rect.left - box.left ||
        this.tops[count] !== rect.top - box.top ||
        this.rights[count] !== rect.right - box.left ||
        this.bottoms[count] !== rect.bottom - box.top ||
        this.frames[count] !== frame;
      this.lefts[count] = rect.left - box.left;
      this.tops[count] = rect.top - box.top;
      this.rights[count] = rect.right - box.left;
      this.bottoms[count] = rect.bottom - box.top;
      this.frames[count] = frame;
      count++;
    }
    if (changed || count !== this.count) this.version++;
    this.count = count;
  }
}

/** Whether an element shows: not hidden, not `display: none` or `visibility: hidden`, not fully transparent. */
function isShown(element: HTMLElement): boolean {
  if (element.hidden) return false;
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  return element.offsetParent !== null;
}

/** How the camera keeps clear of an overlay: its `data-frame`, "corner" for the tour's card and offer, else "none". */
function frameOf(element: HTMLElement): OverlayFrame {
  const frame = element.dataset['frame'];
  if (frame === 'top' || frame === 'bottom' || frame === 'band') return frame;
  return element.classList.contains('tour-card') || element.classList.contains('tour-offer') ? 'corner' : 'none';
}
