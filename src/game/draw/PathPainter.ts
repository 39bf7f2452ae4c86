import type { Vec2Like } from '../../sim/math/vec2';
import { MAX_PATH_WAYPOINTS } from '../../app/PathSketch';
import { COLORS } from '../../app/palette';
import type { LabelPool } from './LabelPool';
import type { WorldPen } from './WorldPen';

/** Radius of a waypoint dot, CSS px. */
export const WAYPOINT_DOT_PX = 6;

/** "1", "2", … made once: waypoint numbers are drawn every frame. */
const NUMBERS: readonly string[] = Array.from({ length: MAX_PATH_WAYPOINTS }, (_, i) => String(i + 1));

/** Numbers are drawn on waypoints at least this far apart on screen, CSS px. */
const LABEL_MIN_SPACING_PX = 22;

/**
 * Draws a path of waypoints: the polyline in its entity's colour (the closing leg dashed when it
 * loops), a numbered dot per waypoint (numbers from 1), the waypoint being sought highlighted.
 * Also draws the path being sketched under the pointer.
 */
export class PathPainter {
  constructor(
    private readonly pen: WorldPen,
    private readonly labels: LabelPool,
  ) {}

  /**
   * @param path waypoints, m.
   * @param textColor `color` as CSS, for the numbers.
   * @param currentIndex the waypoint being sought (−1: none).
   * @param loop whether the path loops (draws the closing leg).
   */
  draw(path: readonly Readonly<Vec2Like>[], color: number, textColor: string, currentIndex: number, loop: boolean, selected: boolean): void {
    const n = path.length;
    if (n === 0) return;
    const g = this.pen.graphics;
    const first = path[0] as Vec2Like;
    const last = path[n - 1] as Vec2Like;
    g.lineStyle(selected ? 2.5 : 2, color, selected ? 0.7 : 0.45);
    if (n > 1) {
      g.beginPath();
      g.moveTo(this.pen.sx(first.x), this.pen.sy(first.y));
      for (let i = 1; i < n; i++) {
        const p = path[i] as Vec2Like;
        g.lineTo(this.pen.sx(p.x), this.pen.sy(p.y));
      }
      g.strokePath();
      if (loop && n > 2) {
        g.lineStyle(1.5, color, 0.35);
        this.pen.dashedLine(last.x, last.y, first.x, first.y, 7, 6);
      }
    }

    // Label every k-th waypoint so that numbers never overlap.
    const second = path[1];
    const spacingPx = second ? Math.hypot(this.pen.sx(second.x) - this.pen.sx(first.x), this.pen.sy(second.y) - this.pen.sy(first.y)) : Infinity;
    const labelEvery = Math.max(1, Math.ceil(LABEL_MIN_SPACING_PX / Math.max(1, spacingPx)));
    for (let i = 0; i < n; i++) {
      const p = path[i] as Vec2Like;
      const current = i === currentIndex;
      const sx = this.pen.sx(p.x);
      const sy = this.pen.sy(p.y);
      if (current) {
        g.fillStyle(color, 0.25);
        g.fillCircle(sx, sy, WAYPOINT_DOT_PX + 7);
      }
      g.fillStyle(current ? color : COLORS.background, 1);
      g.fillCircle(sx, sy, current ? WAYPOINT_DOT_PX + 1 : WAYPOINT_DOT_PX);
      g.lineStyle(2, color, 1);
      g.strokeCircle(sx, sy, current ? WAYPOINT_DOT_PX + 1 : WAYPOINT_DOT_PX);
      if (current || i % labelEvery === 0 || i === n - 1) {
        this.labels.show(NUMBERS[i] ?? String(i + 1), sx + 11, sy - 11, current ? '#ffffff' : textColor, 11, current ? 1 : 0.85);
      }
    }
  }

  /** The path being drawn: a bright polyline through the samples and on to the pointer (m). */
  drawSketch(points: readonly Readonly<Vec2Like>[], pointer: Readonly<Vec2Like>): void {
    const n = points.length;
    if (n === 0) return;
    const g = this.pen.graphics;
    g.lineStyle(2, COLORS.sketch, 0.8);
    g.beginPath();
    const start = points[0] as Vec2Like;
    g.moveTo(this.pen.sx(start.x), this.pen.sy(start.y));
    for (let i = 1; i < n; i++) {
      const p = points[i] as Vec2Like;
      g.lineTo(this.pen.sx(p.x), this.pen.sy(p.y));
    }
    g.lineTo(this.pen.sx(pointer.x), this.pen.sy(pointer.y));
    g.strokePath();
    g.fillStyle(COLORS.sketch, 0.9);
    for (let i = 0; i < n; i++) {
      const p = points[i] as Vec2Like;
      g.fillCircle(this.pen.sx(p.x), this.pen.sy(p.y), 3.5);
    }
  }
}
