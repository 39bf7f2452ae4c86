import { plotX, plotY, type PhasePlotModel, type PhaseTrace, type PlotBox } from '../../app/instruments/PhasePlotModel';
import type { PhasePoint, PhaseRanges } from '../../app/instruments/switchingCurve';
import { cssColor, runColor } from '../../app/presentation/palette';

/**
 * Colours: the live trace as the scope's heading error, the curve white and dashed as the step response's time-optimal turn (other runs:
 * their run colours).
 */
export const PHASE_COLORS = { live: '#ffd84a', curve: '#ffffff' } as const;

/** Room for the axes' figures and titles, CSS px. */
const LEFT_PX = 46;
const RIGHT_PX = 10;
const TOP_PX = 8;
const BOTTOM_PX = 30;
/** The live trace fades with age: its oldest stretch drawn at this opacity, the newest at 1. */
const OLDEST_ALPHA = 0.45;
/** The recorded run's opacity: behind the live trace, never as strong. */
const RECORDED_ALPHA = 0.35;
/** Pieces of the live trace drawn at their own opacity. */
const FADE_PIECES = 8;
const TEXT = 'rgba(220,228,240,0.8)';
/** The axes' titles, and the y axis's short one where the plot is too short for the long one. */
const X_TITLE = 'heading error e (°)';
const Y_TITLE = 'angular velocity ω (°/s)';
const Y_TITLE_SHORT = 'ω (°/s)';
/** Height of the titles' 10 px type, CSS px. */
const TITLE_HEIGHT_PX = 12;

/** Where an axis title was drawn on the canvas, CSS px from its top-left corner. */
export interface AxisTitle {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Short text of an axis figure: "90", "1.5k", "−200". */
function figure(value: number): string {
  const text =
    Math.abs(value) >= 1000 ? `${Number((Math.abs(value) / 1000).toPrecision(2))}k` : String(Number(Math.abs(value).toPrecision(3)));
  return value < 0 ? `−${text}` : text;
}

/**
 * Draws the phase plot on a 2D canvas, as the scope draws its strips: the axes through 0 with
 * their figures at the ends and halves and their titles, the switching curve dashed, the other
 * runs' traces translucent behind the live one in their run colours (each with its own limit's
 * curve when it differs), the live trace fading from old to new, and the
 * present state as a dot. Everything in CSS px, scaled by the pixel ratio; nothing is kept.
 */
export function paintPhasePlot(
  c: CanvasRenderingContext2D,
  width: number,
  height: number,
  model: PhasePlotModel,
  message: string | null,
  liveColor: string = PHASE_COLORS.live,
): AxisTitle[] {
  c.clearRect(0, 0, width, height);
  const box: PlotBox = {
    left: LEFT_PX,
    top: TOP_PX,
    width: Math.max(1, width - LEFT_PX - RIGHT_PX),
    height: Math.max(1, height - TOP_PX - BOTTOM_PX),
  };
  const ranges = model.ranges;
  c.font = '10px system-ui, sans-serif';
  const titles = paintAxes(c, box, ranges);
  paintCurve(c, box, model);
  if (model.limit > 0) {
    // Which way bang-bang pushes on each side of the curve.
    c.fillStyle = 'rgba(220,228,240,0.6)';
    c.textBaseline = 'top';
    c.textAlign = 'right';
    c.fillText('bang-bang: −a above', box.left + box.width - 4, box.top + 4);
    c.textBaseline = 'bottom';
    c.textAlign = 'left';
    c.fillText('+a below', box.left + 4, box.top + box.height - 4);
  }
  for (const run of model.runs) {
    const color = cssColor(runColor(run.slot));
    if (run.curve.length > 0) paintCurvePoints(c, box, ranges, run.curve, color, 0.6);
    paintTrace(c, box, ranges, run.trace, color, 1.5, () => RECORDED_ALPHA);
  }
  paintTrace(
    c,
    box,
    ranges,
    model.live,
    liveColor,
    2,
    (i, count) => OLDEST_ALPHA + (1 - OLDEST_ALPHA) * Math.min(1, Math.floor((i / count) * FADE_PIECES + 1) / FADE_PIECES),
  );
  const dot = model.dot();
  if (dot) {
    const x = plotX(dot.error, ranges, box);
    const y = plotY(dot.rate, ranges, box);
    c.globalAlpha = 1;
    c.fillStyle = liveColor;
    c.strokeStyle = '#0a0f17';
    c.lineWidth = 2;
    c.beginPath();
    c.arc(x, y, 5, 0, 2 * Math.PI);
    c.fill();
    c.stroke();
  }
  if (message) {
    c.fillStyle = TEXT;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText(message, box.left + box.width / 2, box.top + box.height / 4);
  }
  return titles;
}

/** The grid, the figures and the titles; returns where the two titles went (the y title the long one if the plot is tall enough). */
function paintAxes(c: CanvasRenderingContext2D, box: PlotBox, ranges: PhaseRanges): AxisTitle[] {
  const right = box.left + box.width;
  const bottom = box.top + box.height;
  c.fillStyle = 'rgba(255,255,255,0.03)';
  c.fillRect(box.left, box.top, box.width, box.height);
  c.lineWidth = 1;
  c.fillStyle = TEXT;
  // Grid at the halves, the axes through 0 brighter.
  for (const k of [-1, -0.5, 0, 0.5, 1]) {
    const x = Math.round(plotX(k * ranges.errorHalfDeg, ranges, box)) + 0.5;
    const y = Math.round(plotY(k * ranges.rateHalfDegPerS, ranges, box)) + 0.5;
    c.strokeStyle = k === 0 ? 'rgba(255,255,255,0.35)' : 'rgba(255,255,255,0.1)';
    c.beginPath();
    c.moveTo(x, box.top);
    c.lineTo(x, bottom);
    c.moveTo(box.left, y);
    c.lineTo(right, y);
    c.stroke();
    c.textAlign = k === -1 ? 'left' : k === 1 ? 'right' : 'center';
    c.textBaseline = 'top';
    c.fillText(figure(k * ranges.errorHalfDeg), x, bottom + 3);
    c.textAlign = 'right';
    c.textBaseline = k === 1 ? 'top' : k === -1 ? 'bottom' : 'middle';
    c.fillText(figure(k * ranges.rateHalfDegPerS), box.left - 4, y);
  }
  c.textAlign = 'center';
  c.textBaseline = 'bottom';
  const xCentre = box.left + box.width / 2;
  const xHalf = c.measureText(X_TITLE).width / 2;
  c.fillText(X_TITLE, xCentre, bottom + 28);
  // Drawn turned a quarter, centred on the plot's middle: the long title where its top end stays on the canvas.
  const yCentre = box.top + box.height / 2;
  const yText = c.measureText(Y_TITLE).width <= 2 * yCentre ? Y_TITLE : Y_TITLE_SHORT;
  const yHalf = c.measureText(yText).width / 2;
  c.save();
  c.translate(11, yCentre);
  c.rotate(-Math.PI / 2);
  c.textBaseline = 'middle';
  c.fillText(yText, 0, 0);
  c.restore();
  return [
    { text: X_TITLE, left: xCentre - xHalf, top: bottom + 28 - TITLE_HEIGHT_PX, right: xCentre + xHalf, bottom: bottom + 28 },
    { text: yText, left: 11 - TITLE_HEIGHT_PX / 2, top: yCentre - yHalf, right: 11 + TITLE_HEIGHT_PX / 2, bottom: yCentre + yHalf },
  ];
}

function paintCurve(c: CanvasRenderingContext2D, box: PlotBox, model: PhasePlotModel): void {
  if (model.limit > 0) paintCurvePoints(c, box, model.ranges, model.curve, PHASE_COLORS.curve, 0.9);
}

/** A switching curve, dashed, clipped to the plot. */
function paintCurvePoints(
  c: CanvasRenderingContext2D,
  box: PlotBox,
  ranges: PhaseRanges,
  curve: readonly PhasePoint[],
  color: string,
  alpha: number,
): void {
  c.save();
  c.beginPath();
  c.rect(box.left, box.top, box.width, box.height);
  c.clip();
  c.globalAlpha = alpha;
  c.strokeStyle = color;
  c.lineWidth = 1.5;
  c.setLineDash([6, 5]);
  c.beginPath();
  curve.forEach((point, i) => {
    const x = plotX(point.error, ranges, box);
    const y = plotY(point.rate, ranges, box);
    if (i === 0) c.moveTo(x, y);
    else c.lineTo(x, y);
  });
  c.stroke();
  c.restore();
}

/** Draws a trace in stretches, `width` px wide, each piece at the opacity `alpha(i, count)` gives its point i. */
function paintTrace(
  c: CanvasRenderingContext2D,
  box: PlotBox,
  ranges: PhaseRanges,
  trace: PhaseTrace,
  color: string,
  width: number,
  alpha: (i: number, count: number) => number,
): void {
  const count = trace.count;
  if (count < 2) return;
  c.strokeStyle = color;
  c.lineWidth = width;
  c.lineJoin = 'round';
  let shown = Number.NaN;
  for (let i = 1; i < count; i++) {
    const opacity = alpha(i, count);
    if (opacity !== shown) {
      if (i > 1) c.stroke();
      c.globalAlpha = opacity;
      shown = opacity;
      c.beginPath();
      if (trace.starts[i] === 0)
        c.moveTo(plotX(trace.errorDeg[i - 1] as number, ranges, box), plotY(trace.rateDegPerS[i - 1] as number, ranges, box));
    }
    const x = plotX(trace.errorDeg[i] as number, ranges, box);
    const y = plotY(trace.rateDegPerS[i] as number, ranges, box);
    if (trace.starts[i] === 1) c.moveTo(x, y);
    else c.lineTo(x, y);
  }
  c.stroke();
  c.globalAlpha = 1;
}
