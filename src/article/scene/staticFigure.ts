// A figure's static picture, made when the page builds: the heading error of both runs against time as SVG, with its text alternative (what
// a reader without scripts, or a printed page, sees).
import type { FigureNumbers } from './claimNumbers';
import { figureCaption } from './figureCaption';
import type { FigureRun } from './FigureRun';
import { plotMarks, type PlotMark } from './plotMarks';

/** The SVG's drawing area, in its own units. */
export const PLOT = { width: 600, height: 200, left: 44, right: 8, top: 10, bottom: 26 } as const;

const DEGREES = 180 / Math.PI;

/** The plot's vertical range for errors `runs` (°): at least 10°, at most 180°, 10% headroom, rounded up to 5°. */
export function plotRange(...runs: readonly Float64Array[]): number {
  let largest = 10;
  for (const errors of runs) for (let n = 1; n < errors.length; n++) largest = Math.max(largest, Math.abs((errors[n] as number) * DEGREES));
  return Math.min(180, Math.ceil((largest * 1.1) / 5) * 5);
}

/** The SVG y of an error of `degrees` on a plot whose range is ±`range` °. */
export function plotY(degrees: number, range: number): number {
  const middle = PLOT.top + (PLOT.height - PLOT.top - PLOT.bottom) / 2;
  return middle - ((middle - PLOT.top) * degrees) / range;
}

/** The SVG x of step `n` of a run of `length` steps. */
export function plotX(n: number, length: number): number {
  return PLOT.left + ((PLOT.width - PLOT.left - PLOT.right) * n) / length;
}

/** The points of a polyline of `errors` (rad), from step 1 (at step 0 nothing is measured yet). */
function points(errors: Float64Array, range: number): string {
  const length = errors.length - 1;
  const out: string[] = [];
  for (let n = 1; n <= length; n++) out.push(`${plotX(n, length).toFixed(1)},${plotY((errors[n] as number) * DEGREES, range).toFixed(2)}`);
  return out.join(' ');
}

/** Text safe inside an HTML element or attribute. */
function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** What a static plot shows: its two runs (rad a step, from index 1), how they are named in the page, its axis and its caption. */
export interface PlotPicture {
  /** The figure's id: the caption's id is `${id}-static-caption`. */
  readonly id: string;
  /** The run drawn dashed and the one drawn solid, with their `data-run` names. */
  readonly dashed: { readonly run: string; readonly values: Float64Array };
  readonly solid: { readonly run: string; readonly values: Float64Array };
  /** The runs' length, s, and what the plot's vertical axis is. */
  readonly seconds: string;
  readonly axisName: string;
  readonly caption: string;
  /** What the plot marks (the band, settling, limits, swings past), in s and °. [default: none] */
  readonly marks?: readonly PlotMark[];
  /** The runs' step, s (to place a mark's time). [default: 1/60] */
  readonly dt?: number;
}

/** A label of a static plot at (x, y), anchored at its `anchor`. */
function label(x: number, y: number | string, text: string, anchor = 'start'): string {
  return `<text class="plot-label" fill="#cbd5e1" font-size="13" x="${x}" y="${y}" text-anchor="${anchor}">${text}</text>`;
}

/**
 * A static plot as HTML: an SVG of two runs against time, symmetric about 0 (±range, labelled), the
 * dashed run and the solid one, and its caption (the text alternative). `data-range` is the plot's
 * ±range in degrees, so that a reader (or a test) can read a value back.
 */
export function plotPictureHtml(picture: PlotPicture): string {
  const { id, dashed, solid } = picture;
  const range = plotRange(dashed.values, solid.values);
  const zero = plotY(0, range).toFixed(1);
  const right = PLOT.width - PLOT.right;
  const axisY = PLOT.height - PLOT.bottom;
  return [
    `<div class="figure-static" data-static="${id}">`,
    `<svg viewBox="0 0 ${PLOT.width} ${PLOT.height}" role="img" aria-labelledby="${id}-static-caption" data-range="${range}" ` +
      `data-steps="${solid.values.length - 1}" xmlns="http://www.w3.org/2000/svg">`,
    `<rect class="plot-back" fill="#0f172a" x="0" y="0" width="${PLOT.width}" height="${PLOT.height}"/>`,
    `<line class="plot-axis" stroke="#475569" x1="${PLOT.left}" y1="${zero}" x2="${right}" y2="${zero}"/>`,
    `<line class="plot-axis" stroke="#475569" x1="${PLOT.left}" y1="${PLOT.top}" x2="${PLOT.left}" y2="${axisY}"/>`,
    label(PLOT.left - 4, PLOT.top + 10, `+${range}°`, 'end'),
    label(PLOT.left - 4, (Number(zero) + 4).toFixed(1), '0°', 'end'),
    label(PLOT.left - 4, axisY, `−${range}°`, 'end'),
    label(PLOT.left, PLOT.height - 6, '0 s'),
    label(right, PLOT.height - 6, `${picture.seconds} s`, 'end'),
    label((PLOT.left + right) / 2, PLOT.height - 6, picture.axisName, 'middle'),
    ...marksSvg(picture.marks ?? [], range, (time) => plotX(time / (picture.dt ?? 1 / 60), solid.values.length - 1), 'back'),
    `<polyline class="plot-recorded" data-run="${dashed.run}" fill="none" stroke="#94a3b8" stroke-width="2" stroke-dasharray="6 ` +
      `4" points="${points(dashed.values, range)}"/>`,
    `<polyline class="plot-whatif" data-run="${solid.run}" fill="none" stroke="#f97316" stroke-width="2.5" ` +
      `points="${points(solid.values, range)}"/>`,
    ...marksSvg(picture.marks ?? [], range, (time) => plotX(time / (picture.dt ?? 1 / 60), solid.values.length - 1), 'front'),
    `</svg>`,
    `<p class="figure-static-caption" id="${id}-static-caption">${escape(picture.caption)}</p>`,
    `</div>`,
  ].join('');
}

/** Colours of the marks: the what-if's (the solid run's) and the ghost's. */
const MARK_COLORS = { whatIf: '#fdba74', recorded: '#cbd5e1', band: '#22d3ee' } as const;

/**
 * The marks as SVG: the band behind the runs (`back`); the settling and limit lines, the swings
 * past and their labels in front (`front`). `x` places a time (s).
 */
function marksSvg(marks: readonly PlotMark[], range: number, x: (time: number) => number, layer: 'back' | 'front'): string[] {
  const out: string[] = [];
  const top = PLOT.top;
  const bottom = PLOT.height - PLOT.bottom;
  let labels = 0;
  for (const mark of marks) {
    if (mark.kind === 'band') {
      if (layer !== 'back') continue;
      // At least 3 units tall, so that a 1° band on a ±100° plot shows.
      const middle = plotY(0, range);
      const half = Math.max(1.5, Math.abs(plotY(mark.deg, range) - middle));
      out.push(
        `<rect class="plot-band" data-mark="band" fill="${MARK_COLORS.band}" fill-opacity="0.25" x="${PLOT.left}" ` +
          `y="${(middle - half).toFixed(2)}" width="${PLOT.width - PLOT.left - PLOT.right}" height="${(2 * half).toFixed(2)}"/>`,
      );
      out.push(label(PLOT.width - PLOT.right - 4, (middle - half - 3).toFixed(1), `±${mark.deg}° band`, 'end'));
    } else if (layer === 'front' && (mark.kind === 'settled' || mark.kind === 'limit')) {
      const at = x(mark.time).toFixed(1);
      const color = MARK_COLORS[mark.run];
      const dash = mark.kind === 'limit' ? ' stroke-dasharray="2 3"' : '';
      out.push(
        `<line class="plot-mark" data-mark="${mark.kind}" data-run="${mark.run}" data-time="${mark.time.toFixed(4)}" ` +
          `stroke="${color}" stroke-width="1.5"${dash} x1="${at}" y1="${top}" x2="${at}" y2="${bottom}"/>`,
      );
      const leftOf = Number(at) > PLOT.width - PLOT.right - 90;
      out.push(label(Number(at) + (leftOf ? -3 : 3), (bottom - 4 - 14 * (labels++ % 4)).toFixed(1), mark.label, leftOf ? 'end' : 'start'));
    } else if (layer === 'front' && mark.kind === 'overshoot') {
      const cx = x(mark.time).toFixed(1);
      const cy = plotY(mark.deg, range).toFixed(1);
      out.push(
        `<circle class="plot-mark" data-mark="overshoot" data-run="${mark.run}" data-deg="${mark.deg.toFixed(2)}" fill="none" ` +
          `stroke="${MARK_COLORS[mark.run]}" stroke-width="1.5" cx="${cx}" cy="${cy}" r="4"/>`,
      );
      out.push(label(Number(cx) + 6, (Number(cy) + (mark.deg > 0 ? 12 : -4)).toFixed(1), mark.label));
    }
  }
  return out;
}

/**
 * The static picture of a live figure: the heading error (°) against time of the recorded run (dashed) and the what-if (solid), its marks,
 * with the numbers as caption.
 */
export function staticFigureHtml(run: FigureRun, numbers: FigureNumbers): string {
  return plotPictureHtml({
    id: run.section.id,
    dashed: { run: 'recorded', values: run.recorded.errors },
    solid: { run: 'whatIf', values: run.whatIf.errors },
    seconds: String(numbers.seconds),
    axisName: 'heading error against time',
    caption: figureCaption(numbers, run.section.recordedLabel),
    marks: plotMarks(
      numbers,
      { recorded: run.recorded.errors[run.recorded.start] as number, whatIf: run.whatIf.errors[run.whatIf.start] as number },
      null,
    ),
    dt: numbers.dt,
  });
}
