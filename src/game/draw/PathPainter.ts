import type { Vec2Like } from '../../sim/math/vec2';
import { MAX_SCENARIO_PATH_WAYPOINTS } from '../../sim/scenario/sceneLimits';
import { COLORS } from '../../app/presentation/palette';
import type { LabelPool } from './LabelPool';
import { ScreenCells } from './ScreenCells';
import type { WorldPen } from './WorldPen';

/** Radius of a waypoint dot, CSS px. */
export const WAYPOINT_DOT_PX = 6;

/** "1", "2", … made once for the longest path a file may hold: waypoint numbers are drawn every frame. */
const NUMBERS: readonly string[] = Array.from({ length: MAX_SCENARIO_PATH_WAYPOINTS }, (_, i) => String(i + 1));

/** Numbers are drawn at most one per cell of this size on screen, CSS px, with the cells round it free: they never touch. */
const LABEL_CELL_WIDTH_PX = 16;
const LABEL_CELL_HEIGHT_PX = 10;

/** Dots are drawn at most one per square of this side on screen, CSS px: they never pile into a smear. */
const DOT_CELL_PX = WAYPOINT_DOT_PX;

/** A path's polyline skips a waypoint closer than this to the last point drawn, CSS px (the eye cannot tell). */
const LINE_MIN_STEP_PX = 1.5;

/** At most this many numbers per path and frame, besides the waypoint being sought: more cannot be read, and each is a text to lay out. */
export const MAX_PATH_LABELS = 60;

/** At most this many dots per path and frame, besides the waypoint being sought: as many as the longest path a player can draw (PathSketch's 400). */
export const MAX_PATH_DOTS = 400;

/**
 * At most this many segments per path's polyline and frame, and at most this many CSS px of line
 * (about 15 widths of a laptop's screen): beyond either, the polyline goes through every k-th
 * waypoint instead. What it costs the canvas grows with both; a path of 10,000 waypoints that
 * walks the same 60 m × 40 m rectangle over and over drew millions of px of line a frame.
 */
export const MAX_PATH_SEGMENTS = 2000;
const MAX_PATH_LINE_PX = 20_000;

/**
 * Draws a path of waypoints: the polyline in its entity's colour (the closing leg dashed when it
 * loops), a dot per waypoint (the one being sought highlighted) and their numbers (from 1).
 * Also draws the path being sketched under the pointer.
 *
 * What a frame costs is bounded whatever the path holds: one polyline through the waypoints at
 * least {@link LINE_MIN_STEP_PX} apart on screen, at most {@link MAX_PATH_SEGMENTS} segments and
 * {@link MAX_PATH_LINE_PX} px long; the dots only on screen, one per {@link DOT_CELL_PX} square, at
 * most {@link MAX_PATH_DOTS}, all in one shape filled and stroked once; numbers only where they
 * touch no other, at most {@link MAX_PATH_LABELS}. A path of 10,000 waypoints drew
 * 20,000 circles one by one and made up to 10,000 text objects every frame: 9–11 s to its first
 * frame, then 0.5–0.8 s a frame.
 */
export class PathPainter {
  private readonly dotCells = new ScreenCells(DOT_CELL_PX, DOT_CELL_PX);
  private readonly labelCells = new ScreenCells(LABEL_CELL_WIDTH_PX, LABEL_CELL_HEIGHT_PX, true);
  /** The view's map from world to screen for this frame, x' = x0 + k·x, y' = y0 − k·y (read once per path: thousands of waypoints). */
  private x0 = 0;
  private y0 = 0;
  private k = 1;

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
    const pen = this.pen;
    const g = pen.graphics;
    this.x0 = pen.sx(0);
    this.y0 = pen.sy(0);
    this.k = pen.sx(1) - this.x0;
    const first = path[0] as Vec2Like;
    const last = path[n - 1] as Vec2Like;
    if (n > 1) {
      g.lineStyle(selected ? 2.5 : 2, color, selected ? 0.7 : 0.45);
      this.polyline(path);
      if (loop && n > 2) {
        g.lineStyle(1.5, color, 0.35);
        pen.dashedLine(last.x, last.y, first.x, first.y, 7, 6);
      }
    }

    this.dotCells.reset(pen.view.width, pen.view.height);
    this.labelCells.reset(pen.view.width, pen.view.height);
    let dots = 0;
    let labels = 0;
    // The hollow dots as one shape, filled and stroked once: two canvas operations, not two per dot.
    g.lineStyle(2, color, 1);
    g.fillStyle(COLORS.background, 1);
    g.beginPath();
    // In path order, so that each number keeps its text object from frame to frame (a text whose
    // string changes is laid out and rendered again).
    for (let i = 0; i < n && (dots < MAX_PATH_DOTS || labels < MAX_PATH_LABELS); i++) {
      if (i === currentIndex) continue;
      const p = path[i] as Vec2Like;
      const sx = this.x0 + this.k * p.x;
      const sy = this.y0 - this.k * p.y;
      if (dots < MAX_PATH_DOTS && this.dotCells.claim(sx, sy)) {
        g.moveTo(sx + WAYPOINT_DOT_PX, sy);
        g.arc(sx, sy, WAYPOINT_DOT_PX, 0, 2 * Math.PI);
        dots++;
      }
      if (labels < MAX_PATH_LABELS && this.labelCells.claim(sx, sy)) {
        this.labels.show(NUMBERS[i] ?? String(i + 1), sx + 11, sy - 11, textColor, 11, 0.85);
        labels++;
      }
    }
    g.fillPath();
    g.strokePath();
    const sought = path[currentIndex];
    if (sought) {
      // The waypoint being sought, wherever it is: filled, haloed, numbered in white.
      const sx = pen.sx(sought.x);
      const sy = pen.sy(sought.y);
      g.fillStyle(color, 0.25);
      g.fillCircle(sx, sy, WAYPOINT_DOT_PX + 7);
      g.fillStyle(color, 1);
      g.fillCircle(sx, sy, WAYPOINT_DOT_PX + 1);
      g.strokeCircle(sx, sy, WAYPOINT_DOT_PX + 1);
      this.labels.show(NUMBERS[currentIndex] ?? String(currentIndex + 1), sx + 11, sy - 11, '#ffffff', 11, 1);
    }
  }

  /**
   * One stroked polyline through the waypoints, skipping those that would add less than
   * {@link LINE_MIN_STEP_PX}; when what is left is more than {@link MAX_PATH_SEGMENTS} segments or
   * {@link MAX_PATH_LINE_PX} px of line, through every k-th of them (and the last).
   */
  private polyline(path: readonly Readonly<Vec2Like>[]): void {
    const pen = this.pen;
    const n = path.length;
    // First pass: how many segments, how long, once the indistinguishable ones are skipped.
    let segments = 0;
    let length = 0;
    const { x0, y0, k } = this;
    let lastX = x0 + k * (path[0] as Vec2Like).x;
    let lastY = y0 - k * (path[0] as Vec2Like).y;
    for (let i = 1; i < n; i++) {
      const p = path[i] as Vec2Like;
      const sx = x0 + k * p.x;
      const sy = y0 - k * p.y;
      if (i < n - 1 && Math.abs(sx - lastX) < LINE_MIN_STEP_PX && Math.abs(sy - lastY) < LINE_MIN_STEP_PX) continue;
      segments++;
      length += Math.hypot(sx - lastX, sy - lastY);
      lastX = sx;
      lastY = sy;
    }
    const stride = Math.max(1, Math.ceil(segments / MAX_PATH_SEGMENTS), Math.ceil(length / MAX_PATH_LINE_PX));
    const g = pen.graphics;
    lastX = x0 + k * (path[0] as Vec2Like).x;
    lastY = y0 - k * (path[0] as Vec2Like).y;
    g.beginPath();
    g.moveTo(lastX, lastY);
    let kept = 0;
    for (let i = 1; i < n; i++) {
      const p = path[i] as Vec2Like;
      const sx = x0 + k * p.x;
      const sy = y0 - k * p.y;
      if (i < n - 1 && Math.abs(sx - lastX) < LINE_MIN_STEP_PX && Math.abs(sy - lastY) < LINE_MIN_STEP_PX) continue;
      if (i < n - 1 && ++kept % stride !== 0) continue;
      g.lineTo(sx, sy);
      lastX = sx;
      lastY = sy;
    }
    g.strokePath();
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
