import type Phaser from 'phaser';
import type { Point } from '../../sim/math/vec2';
import type { Viewport } from '../Viewport';

/**
 * Draws world shapes (metres, y up) into a Phaser Graphics in screen space (CSS px, y down), via
 * the {@link Viewport}. Line widths and marker sizes are in CSS px, so they stay crisp and
 * readable at any zoom. Allocates nothing per call.
 */
export class WorldPen {
  /** The visible part of the dashed line being drawn, px from its start (scratch, so that nothing is allocated). */
  private clipFrom = 0;
  private clipTo = 0;

  constructor(
    readonly graphics: Phaser.GameObjects.Graphics,
    readonly view: Viewport,
  ) {}

  /** Screen x (CSS px) of world x (m). */
  sx(x: number): number {
    return this.view.toScreenX(x);
  }

  /** Screen y (CSS px) of world y (m). */
  sy(y: number): number {
    return this.view.toScreenY(y);
  }

  /** A straight line between two world points, with the current line style. */
  line(x1: number, y1: number, x2: number, y2: number): void {
    this.graphics.lineBetween(this.sx(x1), this.sy(y1), this.sx(x2), this.sy(y2));
  }

  /**
   * A dashed line between two world points; dash and gap in CSS px. Only the dashes on the canvas
   * (and one period round it) are drawn, counted from the line's start so they keep their place as
   * the view moves: a line to a point 100 km away costs what the screen shows, not 10⁶ dashes.
   */
  dashedLine(x1: number, y1: number, x2: number, y2: number, dashPx: number, gapPx: number): void {
    const ax = this.sx(x1);
    const ay = this.sy(y1);
    const bx = this.sx(x2);
    const by = this.sy(y2);
    const length = Math.hypot(bx - ax, by - ay);
    if (!(length >= 1e-6) || !Number.isFinite(length)) return;
    const ux = (bx - ax) / length;
    const uy = (by - ay) / length;
    const period = dashPx + gapPx;
    if (!(period > 0)) return;
    // The part of the line, as distances from its start (px), inside the canvas grown by a period.
    this.clipFrom = 0;
    this.clipTo = length;
    this.clipAxis(ax, ux, -period, this.view.width + period);
    this.clipAxis(ay, uy, -period, this.view.height + period);
    const from = this.clipFrom;
    const to = this.clipTo;
    if (to < from) return;
    for (let s = Math.floor(from / period) * period; s < to; s += period) {
      const e = Math.min(length, s + dashPx);
      this.graphics.lineBetween(ax + ux * s, ay + uy * s, ax + ux * e, ay + uy * e);
    }
  }

  /** Narrows [clipFrom, clipTo] to where `start + t·direction` lies within [low, high] (one axis of a line clipped to a box). */
  private clipAxis(start: number, direction: number, low: number, high: number): void {
    if (direction === 0) {
      if (start < low || start > high) this.clipTo = -1;
      return;
    }
    const t1 = (low - start) / direction;
    const t2 = (high - start) / direction;
    this.clipFrom = Math.max(this.clipFrom, Math.min(t1, t2));
    this.clipTo = Math.min(this.clipTo, Math.max(t1, t2));
  }

  /**
   * Adds a polygon given in body coordinates (m, nose along +x) to a new path, placed at (px, py)
   * and turned by the angle whose cosine and sine are given. `scale` grows it about the body origin.
   */
  bodyPolygonPath(vertices: readonly Point[], px: number, py: number, cos: number, sin: number, scale = 1): void {
    const g = this.graphics;
    g.beginPath();
    for (let i = 0; i < vertices.length; i++) {
      const [bx, by] = vertices[i] as Point;
      const x = px + scale * (bx * cos - by * sin);
      const y = py + scale * (bx * sin + by * cos);
      if (i === 0) g.moveTo(this.sx(x), this.sy(y));
      else g.lineTo(this.sx(x), this.sy(y));
    }
    g.closePath();
  }

  /**
   * Adds a triangle given in body coordinates to a new path (for flames and arrowheads): three
   * body points (m) placed and turned like {@link bodyPolygonPath}.
   */
  bodyTrianglePath(
    ax: number,
    ay: number,
    bx: number,
    by: number,
    cx: number,
    cy: number,
    px: number,
    py: number,
    cos: number,
    sin: number,
  ): void {
    const g = this.graphics;
    g.beginPath();
    g.moveTo(this.sx(px + ax * cos - ay * sin), this.sy(py + ax * sin + ay * cos));
    g.lineTo(this.sx(px + bx * cos - by * sin), this.sy(py + bx * sin + by * cos));
    g.lineTo(this.sx(px + cx * cos - cy * sin), this.sy(py + cx * sin + cy * cos));
    g.closePath();
  }

  /**
   * Adds a world-space arc (centre in m, radius in m, angles in rad counter-clockwise, y up) to
   * the current path as a polyline of `segments` pieces. With `moveToStart` it starts a sub-path.
   */
  arcPath(cx: number, cy: number, radius: number, fromAngle: number, toAngle: number, segments: number, moveToStart = true): void {
    const g = this.graphics;
    for (let i = 0; i <= segments; i++) {
      const a = fromAngle + ((toAngle - fromAngle) * i) / segments;
      const x = this.sx(cx + radius * Math.cos(a));
      const y = this.sy(cy + radius * Math.sin(a));
      if (i === 0 && moveToStart) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
  }

  /** A filled circle at a world point, radius in CSS px. */
  fillDot(x: number, y: number, radiusPx: number): void {
    this.graphics.fillCircle(this.sx(x), this.sy(y), radiusPx);
  }

  /** A circle outline at a world point, radius in CSS px. */
  strokeRing(x: number, y: number, radiusPx: number): void {
    this.graphics.strokeCircle(this.sx(x), this.sy(y), radiusPx);
  }
}
