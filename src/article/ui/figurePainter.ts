// Draws a live figure: the scene (the body, its ghost, the target) and the heading error of both runs against time, on two canvases.
import { fitCanvas } from '../../ui/dom';
import type { FigureRun } from '../scene/FigureRun';

/** The world the scene canvas shows, m (y up): the body at the origin, its target 20 m up. */
export const VIEW = { left: -20, right: 20, bottom: -4, top: 24 } as const;
const VIEW_ASPECT = (VIEW.top - VIEW.bottom) / (VIEW.right - VIEW.left);
/** Height of the plot, as a share of its width. */
const PLOT_ASPECT = 0.32;
const DEGREES = 180 / Math.PI;

const COLORS = { background: '#0f172a', grid: '#334155', text: '#cbd5e1', body: '#f97316', ghost: '#94a3b8', target: '#22d3ee', companion: '#a3e635' } as const;

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

/** Draws `run`'s scene at the step shown: the target, the recorded run's ghost (dashed) and the what-if's body. */
export function paintScene(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D, run: FigureRun, width: number, ratio: number): void {
  const height = sceneHeight(width);
  fitCanvas(canvas, context, width, height, ratio);
  const scale = width / (VIEW.right - VIEW.left);
  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, width, height);
  for (const target of run.demo.view.targets) {
    const p = toCanvas(target.position.x, target.position.y, width);
    context.beginPath();
    context.arc(p.x, p.y, 1.6 * scale, 0, 2 * Math.PI);
    context.strokeStyle = COLORS.target;
    context.lineWidth = 2;
    context.stroke();
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

function trace(context: CanvasRenderingContext2D, errors: Float64Array, count: number, x: (n: number) => number, y: (deg: number) => number): void {
  context.beginPath();
  // From step 1: at step 0 the body has not yet measured its error.
  for (let n = 1; n < count; n++) {
    const px = x(n);
    const py = y((errors[n] as number) * DEGREES);
    if (n === 1) context.moveTo(px, py);
    else context.lineTo(px, py);
  }
  context.stroke();
}

/** Draws the heading error (°) against time of the recorded run (dashed, whole) and of the what-if (so far). */
export function paintPlot(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D, run: FigureRun, width: number, ratio: number): void {
  const height = Math.round(width * PLOT_ASPECT);
  fitCanvas(canvas, context, width, height, ratio);
  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, width, height);
  let largest = 10;
  for (const value of run.recordedErrors) largest = Math.max(largest, Math.abs(value * DEGREES));
  for (let n = 0; n <= run.played; n++) largest = Math.max(largest, Math.abs((run.whatIfErrors[n] as number) * DEGREES));
  largest = Math.min(180, Math.ceil((largest * 1.1) / 5) * 5);
  const pad = 44;
  const x = (n: number) => pad + ((width - pad - 6) * n) / run.length;
  const y = (deg: number) => height / 2 - ((height / 2 - 8) * deg) / largest;
  context.strokeStyle = COLORS.grid;
  context.lineWidth = 1;
  context.beginPath();
  context.moveTo(pad, y(0));
  context.lineTo(width - 6, y(0));
  context.stroke();
  context.fillStyle = COLORS.text;
  context.font = '11px system-ui, sans-serif';
  context.fillText(`+${largest}°`, 2, 12);
  context.fillText('0°', 2, y(0) + 4);
  context.fillText(`−${largest}°`, 2, height - 4);
  context.fillText(`heading error against time, 0 to ${run.section.seconds} s`, pad + 4, 12);
  context.setLineDash([4, 3]);
  context.strokeStyle = COLORS.ghost;
  context.lineWidth = 1.5;
  trace(context, run.recordedErrors, run.length + 1, x, y);
  context.setLineDash([]);
  context.strokeStyle = COLORS.body;
  context.lineWidth = 2;
  trace(context, run.whatIfErrors, run.played + 1, x, y);
}
