// Draws a live figure: the scene (the body, its ghost, the target, where the body is steering) and the heading error of both runs against
// time with the plot's marks, on two canvases.
import { fitCanvas } from '../../ui/dom';
import type { FigureRun } from '../scene/FigureRun';
import type { PlotMark } from '../scene/plotMarks';

/** The world the scene canvas shows, m (y up): the body at the origin, its target 20 m up. */
export const VIEW = { left: -20, right: 20, bottom: -4, top: 24 } as const;
const VIEW_ASPECT = (VIEW.top - VIEW.bottom) / (VIEW.right - VIEW.left);
/** Height of the plot, as a share of its width. */
const PLOT_ASPECT = 0.36;
const DEGREES = 180 / Math.PI;
/** The target's drawn radius, m. */
export const TARGET_RADIUS = 1.6;

const COLORS = {
  background: '#0f172a',
  grid: '#334155',
  text: '#cbd5e1',
  body: '#f97316',
  ghost: '#94a3b8',
  target: '#22d3ee',
  companion: '#a3e635',
  goal: '#fdba74',
  band: 'rgba(34, 211, 238, 0.25)',
  cursor: '#e2e8f0',
} as const;

/** Where a world point is on the scene canvas of width `width` (CSS px), and back. */
export function toCanvas(x: number, y: number, width: number): { x: number; y: number } {
  const scale = width / (VIEW.right - VIEW.left);
  return { x: (x - VIEW.left) * scale, y: (VIEW.top - y) * scale };
}

export function toWorld(px: number, py: number, width: number): { x: number; y: number } {
  const scale = width / (VIEW.right - VIEW.left);
  return { x: VIEW.left + px / scale, y: VIEW.top - py / scale };
}

/** The scene canvas's height for a width, CSS px. */
export function sceneHeight(width: number): number {
  return Math.round(width * VIEW_ASPECT);
}

function arrow(context: CanvasRenderingContext2D, x: number, y: number, angle: number, scale: number, color: string, ghost: boolean): void {
  const p = toCanvas(x, y, context.canvas.clientWidth || 1);
  context.save();
  context.translate(p.x, p.y);
  context.rotate(-angle);
  context.beginPath();
  context.moveTo(4 * scale, 0);
  context.lineTo(-2.5 * scale, 2 * scale);
  context.lineTo(-1.5 * scale, 0);
  context.lineTo(-2.5 * scale, -2 * scale);
  context.closePath();
  if (ghost) {
    context.setLineDash([4, 3]);
    context.strokeStyle = color;
    context.lineWidth = 1.5;
    context.stroke();
  } else {
    context.fillStyle = color;
    context.fill();
  }
  context.restore();
}

/**
 * Draws `run`'s scene at the step shown: the target, the heading the body steers to (a thin line), the recorded run's ghost (dashed) and
 * the what-if's body.
 */
export function paintScene(
  canvas: HTMLCanvasElement,
  context: CanvasRenderingContext2D,
  run: FigureRun,
  width: number,
  ratio: number,
): void {
  const height = sceneHeight(width);
  fitCanvas(canvas, context, width, height, ratio);
  const scale = width / (VIEW.right - VIEW.left);
  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, width, height);
  for (const target of run.demo.view.targets) {
    const p = toCanvas(target.position.x, target.position.y, width);
    context.beginPath();
    context.arc(p.x, p.y, TARGET_RADIUS * scale, 0, 2 * Math.PI);
    context.strokeStyle = COLORS.target;
    context.lineWidth = 2;
    context.stroke();
  }
  // The heading the measured body steers to: a line from it, as long as its way to the target.
  const body = run.body;
  const wanted = run.wantedHeading;
  if (body && wanted !== null) {
    const from = toCanvas(body.x, body.y, width);
    const to = toCanvas(body.x + 6 * Math.cos(wanted), body.y + 6 * Math.sin(wanted), width);
    context.setLineDash([2, 4]);
    context.strokeStyle = COLORS.goal;
    context.lineWidth = 1.5;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    context.setLineDash([]);
  }
  paintEntity(context, run, run.section.entity, scale, COLORS.body);
  if (run.section.companion !== undefined) paintEntity(context, run, run.section.companion, scale, COLORS.companion);
}

/** Draws entity `id`: its recorded run's ghost (dashed) and its what-if body. */
function paintEntity(context: CanvasRenderingContext2D, run: FigureRun, id: string, scale: number, color: string): void {
  const ghost = run.ghost?.entities.find((e) => e.id === id);
  if (ghost) arrow(context, ghost.position.x, ghost.position.y, ghost.angle, scale, COLORS.ghost, true);
  const body = run.bodyOf(id);
  if (body) arrow(context, body.x, body.y, body.angle, scale, color, false);
}

function trace(
  context: CanvasRenderingContext2D,
  errors: Float64Array,
  count: number,
  x: (n: number) => number,
  y: (deg: number) => number,
): void {
  context.beginPath();
  for (let n = 0; n < count; n++) {
    const px = x(n);
    const py = y((errors[n] as number) * DEGREES);
    if (n === 0) context.moveTo(px, py);
    else context.lineTo(px, py);
  }
  context.stroke();
}

/**
 * Draws the marks (`marks`: the band, settling and limit lines, swings past, the cursor) on a plot whose time axis is `x` (s → px) and
 * error axis `y` (° → px).
 */
function paintMarks(
  context: CanvasRenderingContext2D,
  marks: readonly PlotMark[],
  x: (time: number) => number,
  y: (deg: number) => number,
  top: number,
  bottom: number,
  right: number,
): void {
  let labels = 0;
  context.font = '11px system-ui, sans-serif';
  for (const mark of marks) {
    if (mark.kind === 'band') {
      const half = Math.max(1.5, Math.abs(y(mark.deg) - y(0)));
      context.fillStyle = COLORS.band;
      context.fillRect(x(0), y(0) - half, right - x(0), 2 * half);
      context.fillStyle = COLORS.target;
      context.textAlign = 'right';
      context.fillText(`±${mark.deg}° band`, right - 2, y(0) - half - 3);
      context.textAlign = 'left';
    } else if (mark.kind === 'cursor') {
      context.strokeStyle = COLORS.cursor;
      context.lineWidth = 1;
      context.setLineDash([]);
      context.beginPath();
      context.moveTo(x(mark.time), top);
      context.lineTo(x(mark.time), bottom);
      context.stroke();
    } else if (mark.kind === 'overshoot') {
      context.strokeStyle = mark.run === 'whatIf' ? COLORS.goal : COLORS.ghost;
      context.lineWidth = 1.5;
      context.beginPath();
      context.arc(x(mark.time), y(mark.deg), 4, 0, 2 * Math.PI);
      context.stroke();
      context.fillStyle = context.strokeStyle;
      context.fillText(mark.label, x(mark.time) + 6, y(mark.deg) + (mark.deg > 0 ? 12 : -4));
    } else {
      context.strokeStyle = mark.run === 'whatIf' ? COLORS.goal : COLORS.ghost;
      context.lineWidth = 1.5;
      context.setLineDash(mark.kind === 'limit' ? [2, 3] : []);
      context.beginPath();
      context.moveTo(x(mark.time), top);
      context.lineTo(x(mark.time), bottom);
      context.stroke();
      context.setLineDash([]);
      context.fillStyle = context.strokeStyle;
      // Rows up from the bottom, one per line; near the right edge the label sits left of its line.
      const at = x(mark.time);
      const width = context.measureText(mark.label).width;
      const leftOf = at + 3 + width > right;
      context.fillText(mark.label, leftOf ? at - 3 - width : at + 3, bottom - 4 - 12 * (labels++ % 4));
    }
  }
}

/** Draws the heading error (°) against time of the recorded run (dashed, whole) and of the what-if (so far), with `marks`. */
export function paintPlot(
  canvas: HTMLCanvasElement,
  context: CanvasRenderingContext2D,
  run: FigureRun,
  marks: readonly PlotMark[],
  width: number,
  ratio: number,
): void {
  const height = Math.round(width * PLOT_ASPECT);
  fitCanvas(canvas, context, width, height, ratio);
  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, width, height);
  let largest = 10;
  for (const value of run.recorded.errors) largest = Math.max(largest, Math.abs(value * DEGREES));
  for (let n = 0; n <= run.played; n++) largest = Math.max(largest, Math.abs((run.whatIf.errors[n] as number) * DEGREES));
  largest = Math.min(180, Math.ceil((largest * 1.1) / 5) * 5);
  const pad = 44;
  const right = width - 6;
  const top = 16;
  const bottom = height - 4;
  const x = (n: number) => pad + ((right - pad) * n) / run.length;
  const y = (deg: number) => (top + bottom) / 2 - (((bottom - top) / 2) * deg) / largest;
  context.strokeStyle = COLORS.grid;
  context.lineWidth = 1;
  context.beginPath();
  context.moveTo(pad, y(0));
  context.lineTo(right, y(0));
  context.stroke();
  context.fillStyle = COLORS.text;
  context.font = '11px system-ui, sans-serif';
  context.fillText(`+${largest}°`, 2, top + 4);
  context.fillText('0°', 2, y(0) + 4);
  context.fillText(`−${largest}°`, 2, bottom);
  context.fillText(`heading error against time, 0 to ${run.section.seconds} s`, pad + 4, 11);
  paintMarks(context, marks, (time) => x(time / run.dt), y, top, bottom, right);
  context.setLineDash([4, 3]);
  context.strokeStyle = COLORS.ghost;
  context.lineWidth = 1.5;
  trace(context, run.recorded.errors, run.length + 1, x, y);
  context.setLineDash([]);
  context.strokeStyle = COLORS.body;
  context.lineWidth = 2;
  trace(context, run.whatIf.errors, run.played + 1, x, y);
}
