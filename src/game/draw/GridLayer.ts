import type Phaser from 'phaser';
import { COLORS } from '../../app/presentation/palette';
import type { Viewport } from '../Viewport';

/** Metres between minor grid lines. */
const MINOR_STEP_M = 1;
/** Metres between major grid lines. */
const MAJOR_STEP_M = 10;
/** Opacity of the minor, major and axis lines over the background (it shows through). */
const MINOR_ALPHA = 0.3;
const MAJOR_ALPHA = 0.7;
const AXIS_ALPHA = 0.8;
/** Minor lines fade out below this spacing on screen, CSS px. */
const MINOR_MIN_SPACING_PX = 8;

/**
 * The metre grid, faint over the background: a line every metre, a major line every 10 m, the axes brighter. It covers the
 * whole visible area at any pan or zoom and is redrawn only when the view changes.
 */
export class GridLayer {
  private drawnVersion = -1;

  constructor(
    private readonly graphics: Phaser.GameObjects.Graphics,
    private readonly view: Viewport,
  ) {}

  /** Redraws the grid if the view changed since the last call. */
  update(): void {
    if (this.drawnVersion === this.view.version) return;
    this.drawnVersion = this.view.version;
    const g = this.graphics;
    const view = this.view;
    g.clear();
    const left = view.toWorldX(0);
    const right = view.toWorldX(view.width);
    const top = view.toWorldY(0);
    const bottom = view.toWorldY(view.height);
    const ppm = view.pixelsPerMetre;

    const minorAlpha = Math.min(1, Math.max(0, (ppm * MINOR_STEP_M - MINOR_MIN_SPACING_PX) / MINOR_MIN_SPACING_PX));
    if (minorAlpha > 0) {
      g.lineStyle(1, COLORS.gridMajor, MINOR_ALPHA * minorAlpha);
      this.lines(left, right, bottom, top, MINOR_STEP_M, MAJOR_STEP_M);
    }
    g.lineStyle(1, COLORS.gridMajor, MAJOR_ALPHA);
    this.lines(left, right, bottom, top, MAJOR_STEP_M, 0);
    g.lineStyle(1.5, COLORS.gridAxis, AXIS_ALPHA);
    g.lineBetween(view.toScreenX(0), 0, view.toScreenX(0), view.height);
    g.lineBetween(0, view.toScreenY(0), view.width, view.toScreenY(0));
  }

  /** Forces a redraw on the next update (e.g. after a resize). */
  invalidate(): void {
    this.drawnVersion = -1;
  }

  /** Vertical and horizontal lines every `step` m, skipping multiples of `skipEvery` (if > 0). */
  private lines(left: number, right: number, bottom: number, top: number, step: number, skipEvery: number): void {
    const g = this.graphics;
    const view = this.view;
    for (let x = Math.ceil(left / step) * step; x <= right; x += step) {
      if (skipEvery > 0 && isMultiple(x, skipEvery)) continue;
      const sx = Math.round(view.toScreenX(x)) + 0.5;
      g.lineBetween(sx, 0, sx, view.height);
    }
    for (let y = Math.ceil(bottom / step) * step; y <= top; y += step) {
      if (skipEvery > 0 && isMultiple(y, skipEvery)) continue;
      const sy = Math.round(view.toScreenY(y)) + 0.5;
      g.lineBetween(0, sy, view.width, sy);
    }
  }
}

function isMultiple(value: number, step: number): boolean {
  return Math.abs(value / step - Math.round(value / step)) < 1e-6;
}
