import type { Vec2Like } from '../sim/math/vec2';

/** Width of world the view shows at zoom 1, m (the original's world was 100 m wide). */
export const FIT_WIDTH_M = 100;

/** Height of world the view always shows at zoom 1, m (so a tall or wide window still fits the lanes). */
export const FIT_HEIGHT_M = 66;

/** Smallest zoom (1 = the world fits the window). */
export const MIN_ZOOM = 0.25;
/** Largest zoom. */
export const MAX_ZOOM = 8;

/**
 * The camera of the game as plain maths: maps world metres (y up, the sim's convention) to CSS
 * pixels on the canvas (y down) and back, and holds the zoom and pan. Pure TypeScript: the scene
 * draws with it, the input uses it for hit tests, the automation hook projects with it.
 *
 *   screenX = width/2  + (x − centreX) · pixelsPerMetre
 *   screenY = height/2 − (y − centreY) · pixelsPerMetre
 */
export class Viewport {
  /** Canvas size, CSS px. */
  width = 1;
  height = 1;
  /** World point at the centre of the canvas, m. */
  centreX = 0;
  centreY = 0;
  /** 1 = the world fits the window; more zooms in. */
  zoom = 1;
  /** Bumped on every change, so drawings that depend only on the view (the grid) redraw when needed. */
  version = 0;
  /** Smallest zoom now: {@link MIN_ZOOM}, or less after {@link showRect} had to zoom out further. */
  minZoom = MIN_ZOOM;

  /** CSS px per metre at zoom 1 for the current canvas size. */
  get fitPixelsPerMetre(): number {
    return Math.max(0.01, Math.min(this.width / FIT_WIDTH_M, this.height / FIT_HEIGHT_M));
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

  /** Screen x (CSS px) of world x (m). */
  toScreenX(x: number): number {
    return this.width / 2 + (x - this.centreX) * this.pixelsPerMetre;
  }

  /** Screen y (CSS px) of world y (m). */
  toScreenY(y: number): number {
    return this.height / 2 - (y - this.centreY) * this.pixelsPerMetre;
  }

  /** World x (m) under screen x (CSS px). */
  toWorldX(screenX: number): number {
    return this.centreX + (screenX - this.width / 2) / this.pixelsPerMetre;
  }

  /** World y (m) under screen y (CSS px). */
  toWorldY(screenY: number): number {
    return this.centreY - (screenY - this.height / 2) / this.pixelsPerMetre;
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
    // Put the same world point back under the same screen point.
    this.centreX = worldX - (screenX - this.width / 2) / this.pixelsPerMetre;
    this.centreY = worldY + (screenY - this.height / 2) / this.pixelsPerMetre;
    this.version++;
  }

  /** Zooms by `factor` about the centre of the canvas (the + and − buttons). */
  zoomCentre(factor: number): void {
    this.zoomAt(this.width / 2, this.height / 2, factor);
  }

  /** Moves the view so that the world follows a drag of (dx, dy) CSS px. */
  panByPixels(dx: number, dy: number): void {
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return;
    this.centreX -= dx / this.pixelsPerMetre;
    this.centreY += dy / this.pixelsPerMetre;
    this.version++;
  }

  /**
   * Centres the view on a world rectangle (m) and zooms so that all of it shows, further out than
   * {@link MIN_ZOOM} if it must (the benchmark's crowd); the wheel can then zoom out as far.
   */
  showRect(rect: { readonly minX: number; readonly maxX: number; readonly minY: number; readonly maxY: number }): void {
    const width = rect.maxX - rect.minX;
    const height = rect.maxY - rect.minY;
    if (!(width > 0) || !(height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) return;
    this.centreX = (rect.minX + rect.maxX) / 2;
    this.centreY = (rect.minY + rect.maxY) / 2;
    const pixelsPerMetre = Math.min(this.width / width, this.height / height);
    this.zoom = Math.min(MAX_ZOOM, pixelsPerMetre / this.fitPixelsPerMetre);
    this.minZoom = Math.min(MIN_ZOOM, this.zoom);
    this.version++;
  }

  /** Back to zoom 1 centred on the origin (the 0 key). */
  resetView(): void {
    this.zoom = 1;
    this.centreX = 0;
    this.centreY = 0;
    this.version++;
  }
}
