import type Phaser from 'phaser';
import { COLORS } from '../../app/presentation/palette';
import type { Viewport } from '../Viewport';

/** Metres between minor grid lines. */
const MINOR_STEP_M = 1;
/** Metres between major grid lines at a readable zoom; zoomed far out they are 100 m, 1 km… apart. */
const MAJOR_STEP_M = 10;
/** Opacity of the minor, major and axis lines over the background (it shows through). */
const MINOR_ALPHA = 0.3;
const MAJOR_ALPHA = 0.7;
const AXIS_ALPHA = 0.8;
/** Lines fade out as their spacing on screen falls from twice this to this, CSS px, and are not drawn closer. */
const MIN_SPACING_PX = 8;

/** One set of parallel grid lines: every `step` m, except the multiples of `skipEvery` m (drawn by another set), at opacity `alpha`. */
export interface GridLines {
  readonly step: number;
  readonly skipEvery: number;
  readonly alpha: number;
}

/** 0 at a spacing of {@link MIN_SPACING_PX} or less, 1 at twice it or more, linear between. */
function fade(spacingPx: number): number {
  return Math.min(1, Math.max(0, (spacingPx - MIN_SPACING_PX) / MIN_SPACING_PX));
}

/**
 * The sets of lines the grid draws at `pixelsPerMetre`, coarsest first. The major step is the
 * first of 10 m, 100 m, 1 km… whose lines are more than {@link MIN_SPACING_PX} apart on screen;
 * while they fade in, the step ten times coarser is drawn at full strength, so the grid changes
 * smoothly as the view zooms out. Lines are never closer than {@link MIN_SPACING_PX}, so a view
 * `w` × `h` px never holds more than about 2·(w + h)/{@link MIN_SPACING_PX} of them, at any zoom.
 * At a readable zoom (10 m at least 16 px apart) it is the 1 m and 10 m grid.
 */
export function gridLines(pixelsPerMetre: number): GridLines[] {
  if (!(pixelsPerMetre > 0) || !Number.isFinite(pixelsPerMetre)) return [];
  let major = MAJOR_STEP_M;
  while (major * pixelsPerMetre <= MIN_SPACING_PX) major *= 10;
  const sets: GridLines[] = [];
  const majorFade = fade(major * pixelsPerMetre);
  if (majorFade < 1) {
    sets.push({ step: major * 10, skipEvery: 0, alpha: MAJOR_ALPHA });
    sets.push({ step: major, skipEvery: major * 10, alpha: MAJOR_ALPHA * majorFade });
  } else {
    sets.push({ step: major, skipEvery: 0, alpha: MAJOR_ALPHA });
  }
  const minorFade = major === MAJOR_STEP_M ? fade(MINOR_STEP_M * pixelsPerMetre) : 0;
  if (minorFade > 0) sets.push({ step: MINOR_STEP_M, skipEvery: MAJOR_STEP_M, alpha: MINOR_ALPHA * minorFade });
  return sets;
}

/**
 * The metre grid, faint over the background: a line every metre, a major line every 10 m (100 m,
 * 1 km… when zoomed far out, see {@link gridLines}), the axes brighter. It covers the whole visible
 * area at any pan or zoom and is redrawn only when the view changes.
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
    for (const set of gridLines(view.pixelsPerMetre)) {
      if (set.alpha <= 0) continue;
      g.lineStyle(1, COLORS.gridMajor, set.alpha);
      this.lines(left, right, bottom, top, set.step, set.skipEvery);
    }
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
