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

/**
 * What one frame draws of all paths together, whatever they hold: at most this many waypoint
 * numbers (more cannot be read, and each is a text laid out again when the waypoint it numbers
 * changes), dots (as many as the longest path a player can draw: PathSketch's 400), polyline
 * segments and CSS px of line (about 15 widths of a laptop's screen). Each of the frame's paths
 * gets an equal share (one path alone gets all of it); the waypoint being sought is always drawn.
 * Ten paths of 10,000 random waypoints, each with the whole budget, drew 10 times the work of one:
 * 4–7 frames a second.
 */
export const MAX_FRAME_PATH_LABELS = 60;
export const MAX_FRAME_PATH_DOTS = 400;
export const MAX_FRAME_PATH_SEGMENTS = 2000;
const MAX_FRAME_PATH_LINE_PX = 20_000;

export class PathPainter {
  private readonly dotCells = new ScreenCells(DOT_CELL_PX, DOT_CELL_PX);
  private readonly labelCells = new ScreenCells(LABEL_CELL_WIDTH_PX, LABEL_CELL_HEIGHT_PX, true);
  /** The view's map from world to screen for this frame, x' = x0 + k·x, y' = y0 − k·y (read once per path: thousands of waypoints). */
  private x0 = 0;
  private y0 = 0;
  private k = 1;
  /** Each path's share of the frame's budget (set by {@link beginFrame}). */
  private labelShare = MAX_FRAME_PATH_LABELS;
  private dotShare = MAX_FRAME_PATH_DOTS;
  private segmentShare = MAX_FRAME_PATH_SEGMENTS;
  private lineShare = MAX_FRAME_PATH_LINE_PX;

  constructor(
    private readonly pen: WorldPen,
    private readonly labels: LabelPool,
  ) {}

  /** Starts a frame that draws `pathCount` paths: the screen's cells are all free, the budget shared out. */
  beginFrame(pathCount: number): void {
    const count = Math.max(1, pathCount);
    this.dotCells.reset(this.pen.view.width, this.pen.view.height);
    this.labelCells.reset(this.pen.view.width, this.pen.view.height);
    this.labelShare = Math.floor(MAX_FRAME_PATH_LABELS / count);
    this.dotShare = Math.floor(MAX_FRAME_PATH_DOTS / count);
    this.segmentShare = Math.max(1, Math.floor(MAX_FRAME_PATH_SEGMENTS / count));
    this.lineShare = MAX_FRAME_PATH_LINE_PX / count;
  }

  /**
   * @param path waypoints, m.
   * @param textColor `color` as CSS, for the numbers.
   * @param currentIndex the waypoint being sought (−1: none).
   * @param loop whether the path loops (draws the closing leg).
   */
  draw(
    path: readonly Readonly<Vec2Like>[],
    color: number,
    textColor: string,
    currentIndex: number,
    loop: boolean,
    selected: boolean,
  ): void {
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

    const maxDots = this.dotShare;
    const maxLabels = this.labelShare;
    let dots = 0;
    let labels = 0;
    // The hollow dots as one shape, filled and stroked once: two canvas operations, not two per dot.
    g.lineStyle(2, color, 1);
    g.fillStyle(COLORS.background, 1);
    g.beginPath();
    // In path order, so that each number keeps its text object from frame to frame (a text whose
    // string changes is laid out and rendered again).
    for (let i = 0; i < n && (dots < maxDots || labels < maxLabels); i++) {
      if (i === currentIndex) continue;
      const p = path[i] as Vec2Like;
      const sx = this.x0 + this.k * p.x;
      const sy = this.y0 - this.k * p.y;
      if (dots < maxDots && this.dotCells.claim(sx, sy)) {
        g.moveTo(sx + WAYPOINT_DOT_PX, sy);
        g.arc(sx, sy, WAYPOINT_DOT_PX, 0, 2 * Math.PI);
        dots++;
      }
      if (labels < maxLabels && this.labelCells.claim(sx, sy)) {
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
   * {@link LINE_MIN_STEP_PX} and the legs wholly off one side of the screen; when the legs left are
   * more than this path's share of segments or of px of line, it goes through every k-th of them
   * (the last always), starting again at a leg's start after the ones it left out.
   */
  private polyline(path: readonly Readonly<Vec2Like>[]): void {
    const n = path.length;
    const { x0, y0, k } = this;
    // First pass: how many legs are drawn, how long, once the indistinguishable and the unseen are left out.
    let segments = 0;
    let length = 0;
    let lastX = x0 + k * (path[0] as Vec2Like).x;
    let lastY = y0 - k * (path[0] as Vec2Like).y;
    for (let i = 1; i < n; i++) {
      const p = path[i] as Vec2Like;
      const sx = x0 + k * p.x;
      const sy = y0 - k * p.y;
      if (i < n - 1 && Math.abs(sx - lastX) < LINE_MIN_STEP_PX && Math.abs(sy - lastY) < LINE_MIN_STEP_PX) continue;
      if (this.legOnScreen(lastX, lastY, sx, sy)) {
        segments++;
        length += Math.hypot(sx - lastX, sy - lastY);
      }
      lastX = sx;
      lastY = sy;
    }
    const stride = Math.max(1, Math.ceil(segments / this.segmentShare), Math.ceil(length / this.lineShare));
    const g = this.pen.graphics;
    lastX = x0 + k * (path[0] as Vec2Like).x;
    lastY = y0 - k * (path[0] as Vec2Like).y;
    g.beginPath();
    // Whether the pen rests where the last leg drawn ended (false: lifted, the next leg starts afresh).
    let penDown = false;
    let kept = 0;
    for (let i = 1; i < n; i++) {
      const p = path[i] as Vec2Like;
      const sx = x0 + k * p.x;
      const sy = y0 - k * p.y;
      if (i < n - 1 && Math.abs(sx - lastX) < LINE_MIN_STEP_PX && Math.abs(sy - lastY) < LINE_MIN_STEP_PX) continue;
      if (!this.legOnScreen(lastX, lastY, sx, sy)) penDown = false;
      else if (++kept % stride === 0 || i === n - 1) {
        if (!penDown) g.moveTo(lastX, lastY);
        g.lineTo(sx, sy);
        penDown = true;
      }
      lastX = sx;
      lastY = sy;
    }
    g.strokePath();
  }

  /** Whether the leg from (ax, ay) to (bx, by), CSS px, may cross the screen (it is not wholly past one of its edges). */
  private legOnScreen(ax: number, ay: number, bx: number, by: number): boolean {
    const { width, height } = this.pen.view;
    const margin = 4;
    return !(
      Math.max(ax, bx) < -margin ||
      Math.min(ax, bx) > width + margin ||
      Math.max(ay, by) < -margin ||
      Math.min(ay, by) > height + margin
    );
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
