import type { Vec2Like } from '../sim/math/vec2';

/** Width of world the view shows at zoom 1, m (the original's world was 100 m wide). */
export const FIT_WIDTH_M = 100;

/** Height of world the view always shows at zoom 1, m (so a tall or wide window still fits the lanes). */
export const FIT_HEIGHT_M = 66;

/**
 * The core of the arena a small screen fits instead of all of it (m): every scene starts its
 * entities, targets and demo paths inside it (x from −44 to 30 m, y within ±24 m).
 */
export const CORE_RECT_M = { minX: -50, maxX: 34, minY: -26, maxY: 26 } as const;

/**
 * Below this size on screen the missile (7.5 m long) would be too small to read (CSS px): a screen
 * where fitting the whole arena would draw it shorter fits {@link CORE_RECT_M} instead (phones).
 */
export const MIN_MISSILE_PX = 40;

/** Length of the missile's outline, nose to tail, m (src/sim/entities/shapes.ts). */
const MISSILE_LENGTH_M = 7.5;

/** Space kept free of entities at each edge of the canvas, CSS px: what overlays cover there. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** An inset as given, or 0 when it is negative or not finite. */
function cleanInset(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Smallest zoom (1 = the world fits the window). */
export const MIN_ZOOM = 0.25;
/** Largest zoom. */
export const MAX_ZOOM = 8;

/**
 * The camera of the game as plain maths: maps world metres (y up, the sim's convention) to CSS
 * pixels on the canvas (y down) and back, and holds the zoom and pan. Pure TypeScript: the scene
 * draws with it, the input uses it for hit tests, the automation hook projects with it.
 *
 * Framing: overlays (the HUD at the top, the hint and the tour card at the bottom) cover bands of
 * the canvas; {@link insets} says how wide they are, and zoom 1 fits the world into the free
 * rectangle between them, centred in it, so nothing starts under an overlay. The world fitted is
 * the whole arena (100 m × 66 m), or on a small screen, where that would draw the missile shorter
 * than {@link MIN_MISSILE_PX}, its core ({@link CORE_RECT_M}).
 *
 *   screenX = originX + (x − centreX − frameX) · pixelsPerMetre
 *   screenY = originY − (y − centreY − frameY) · pixelsPerMetre
 *
 * where (originX, originY) is the centre of the free rectangle and (frameX, frameY) the centre of
 * the world fitted.
 */
export class Viewport {
  /** Canvas size, CSS px. */
  width = 1;
  height = 1;
  /** World point at the centre of the free rectangle, m, relative to the fitted world's centre (0, 0 = framed). */
  centreX = 0;
  centreY = 0;
  /** 1 = the world fits the free rectangle; more zooms in. */
  zoom = 1;
  /** Bumped on every change, so drawings that depend only on the view (the grid) redraw when needed. */
  version = 0;
  /** Smallest zoom now: {@link MIN_ZOOM}, or less after {@link showRect} had to zoom out further. */
  minZoom = MIN_ZOOM;
  /** The bands overlays cover (CSS px); set with {@link setInsets}. */
  readonly insets: Readonly<Insets> = { top: 0, right: 0, bottom: 0, left: 0 };
  /**
   * The player has zoomed or panned (the wheel, a pinch, a pan, + and −) or the benchmark chose
   * the view: the camera leaves the view to them until {@link resetView} (Fit) or a new scene.
   */
  userMoved = false;

  /** Width of the free rectangle, CSS px (at least a quarter of the canvas). */
  get freeWidth(): number {
    return Math.max(this.width / 4, this.width - this.insets.left - this.insets.right);
  }

  /** Height of the free rectangle, CSS px (at least a quarter of the canvas). */
  get freeHeight(): number {
    return Math.max(this.height / 4, this.height - this.insets.top - this.insets.bottom);
  }

  /** Screen x of the free rectangle's centre, CSS px. */
  get originX(): number {
    return this.width - this.insets.left - this.insets.right >= this.width / 4 ? this.insets.left + this.freeWidth / 2 : this.width / 2;
  }

  /** Screen y of the free rectangle's centre, CSS px. */
  get originY(): number {
    return this.height - this.insets.top - this.insets.bottom >= this.height / 4 ? this.insets.top + this.freeHeight / 2 : this.height / 2;
  }

  /** Whether the screen is too small for the whole arena: it fits {@link CORE_RECT_M} instead. */
  get fitsCore(): boolean {
    const whole = Math.min(this.freeWidth / FIT_WIDTH_M, this.freeHeight / FIT_HEIGHT_M);
    return whole * MISSILE_LENGTH_M < MIN_MISSILE_PX;
  }

  /** Centre of the world fitted at zoom 1, m: the origin, or the core's centre on a small screen. */
  get frameX(): number {
    return this.fitsCore ? (CORE_RECT_M.minX + CORE_RECT_M.maxX) / 2 : 0;
  }

  /** See {@link frameX}. */
  get frameY(): number {
    return this.fitsCore ? (CORE_RECT_M.minY + CORE_RECT_M.maxY) / 2 : 0;
  }

  /** CSS px per metre at zoom 1 for the current canvas size and insets. */
  get fitPixelsPerMetre(): number {
    const width = this.fitsCore ? CORE_RECT_M.maxX - CORE_RECT_M.minX : FIT_WIDTH_M;
    const height = this.fitsCore ? CORE_RECT_M.maxY - CORE_RECT_M.minY : FIT_HEIGHT_M;
    return Math.max(0.01, Math.min(this.freeWidth / width, this.freeHeight / height));
  }

  /** CSS px per metre now. */
  get pixelsPerMetre(): number {
    return this.fitPixelsPerMetre * this.zoom;
  }

  /** Sets the canvas size (CSS px). */
  resize(width: number, height: number): void {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
    this.version++;
  }

  /** Sets the bands overlays cover (CSS px, negative or non-finite values count as 0). */
  setInsets(top: number, right: number, bottom: number, left: number): void {
    const insets = this.insets as Insets;
    if (
      insets.top === cleanInset(top) &&
      insets.right === cleanInset(right) &&
      insets.bottom === cleanInset(bottom) &&
      insets.left === cleanInset(left)
    )
      return;
    insets.top = cleanInset(top);
    insets.right = cleanInset(right);
    insets.bottom = cleanInset(bottom);
    insets.left = cleanInset(left);
    this.version++;
  }

  /** Screen x (CSS px) of world x (m). */
  toScreenX(x: number): number {
    return this.originX + (x - this.centreX - this.frameX) * this.pixelsPerMetre;
  }

  /** Screen y (CSS px) of world y (m). */
  toScreenY(y: number): number {
    return this.originY - (y - this.centreY - this.frameY) * this.pixelsPerMetre;
  }

  /** World x (m) under screen x (CSS px). */
  toWorldX(screenX: number): number {
    return this.centreX + this.frameX + (screenX - this.originX) / this.pixelsPerMetre;
  }

  /** World y (m) under screen y (CSS px). */
  toWorldY(screenY: number): number {
    return this.centreY + this.frameY - (screenY - this.originY) / this.pixelsPerMetre;
  }

  /** Writes the world point (m) under a screen point (CSS px) into `out` and returns it. */
  toWorld(screenX: number, screenY: number, out: Vec2Like): Vec2Like {
    out.x = this.toWorldX(screenX);
    out.y = this.toWorldY(screenY);
    return out;
  }

  /** Multiplies the zoom by `factor`, keeping the world point under (screenX, screenY) in place. */
  zoomAt(screenX: number, screenY: number, factor: number): void {
    if (!Number.isFinite(factor) || factor <= 0) return;
    const worldX = this.toWorldX(screenX);
    const worldY = this.toWorldY(screenY);
    this.zoom = Math.max(this.minZoom, Math.min(MAX_ZOOM, this.zoom * factor));
    this.userMoved = true;
    // Put the same world point back under the same screen point.
    this.centreX = worldX - this.frameX - (screenX - this.originX) / this.pixelsPerMetre;
    this.centreY = worldY - this.frameY + (screenY - this.originY) / this.pixelsPerMetre;
    this.version++;
  }

  /** Zooms by `factor` about the centre of the free rectangle (the + and − buttons). */
  zoomCentre(factor: number): void {
    this.zoomAt(this.originX, this.originY, factor);
  }

  /** Moves the view so that the world follows a drag of (dx, dy) CSS px. */
  panByPixels(dx: number, dy: number): void {
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return;
    this.centreX -= dx / this.pixelsPerMetre;
    this.centreY += dy / this.pixelsPerMetre;
    this.userMoved = true;
    this.version++;
  }

  /**
   * Points the camera (src/game/ActionCamera.ts): world point (x, y) m at the centre of the free
   * rectangle, drawn at `pixelsPerMetre` CSS px per m (within the zoom limits, {@link minZoom}
   * lowered if it must: the camera may zoom out as far as the action needs).
   */
  lookAt(x: number, y: number, pixelsPerMetre: number): void {
    if (!Number.isFinite(x) || !Number.isFinite(y) || !(pixelsPerMetre > 0) || !Number.isFinite(pixelsPerMetre)) return;
    const zoom = Math.min(MAX_ZOOM, pixelsPerMetre / this.fitPixelsPerMetre);
    if (zoom < this.minZoom) this.minZoom = zoom;
    if (zoom === this.zoom && x - this.frameX === this.centreX && y - this.frameY === this.centreY) return;
    this.zoom = zoom;
    this.centreX = x - this.frameX;
    this.centreY = y - this.frameY;
    this.version++;
  }

  /**
   * Centres the view on a world rectangle (m) and zooms so that all of it shows in the free
   * rectangle, further out than {@link MIN_ZOOM} if it must (the benchmark's crowd); the wheel can
   * then zoom out as far.
   */
  showRect(rect: { readonly minX: number; readonly maxX: number; readonly minY: number; readonly maxY: number }): void {
    const width = rect.maxX - rect.minX;
    const height = rect.maxY - rect.minY;
    if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return;
    this.centreX = (rect.minX + rect.maxX) / 2 - this.frameX;
    this.centreY = (rect.minY + rect.maxY) / 2 - this.frameY;
    const pixelsPerMetre = Math.min(this.freeWidth / width, this.freeHeight / height);
    this.zoom = Math.min(MAX_ZOOM, pixelsPerMetre / this.fitPixelsPerMetre);
    this.minZoom = Math.min(MIN_ZOOM, this.zoom);
    this.userMoved = true;
    this.version++;
  }

  /**
   * Shows the view a player chose (a share link's): world point (x, y) m at the centre of the free
   * rectangle at `zoom` (within the zoom limits); the camera then leaves it to the player, as after
   * their own zoom or pan.
   */
  showChosen(x: number, y: number, zoom: number): void {
    if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(zoom) || zoom <= 0) return;
    this.zoom = Math.max(this.minZoom, Math.min(MAX_ZOOM, zoom));
    this.centreX = x - this.frameX;
    this.centreY = y - this.frameY;
    this.userMoved = true;
    this.version++;
  }

  /** Back to zoom 1, framed (the 0 key), and the camera frames the action again. */
  resetView(): void {
    this.zoom = 1;
    this.centreX = 0;
    this.centreY = 0;
    this.userMoved = false;
    this.version++;
  }
}
