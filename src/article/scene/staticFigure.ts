// A figure's static picture, made when the page builds: the heading error of both runs against time as SVG, with its text alternative (what a reader without scripts, or a printed page, sees).
import { claimText, type FigureNumbers } from './claimNumbers';

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
export function points(errors: Float64Array, range: number): string {
  const length = errors.length - 1;
  const out: string[] = [];
  for (let n = 1; n <= length; n++) out.push(`${plotX(n, length).toFixed(1)},${plotY((errors[n] as number) * DEGREES, range).toFixed(2)}`);
  return out.join(' ');
}

/** Text safe inside an HTML element or attribute. */
export function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The picture's text alternative: both runs and their measured numbers. */
export function staticCaption(numbers: FigureNumbers, recordedLabel: string): string {
  const run = (name: string, key: 'recorded' | 'whatIf') =>
    `${name} swings ${claimText(numbers, key, 'overshoot')} past the target, ${claimText(numbers, key, 'settled')} (the motor's limit: ${claimText(numbers, key, 'limit')}) and ends ${claimText(numbers, key, 'offset')} off`;
  const companion = numbers.companionRecorded === null ? '' : ` Its companion, not plotted, reaches its heading in ${claimText(numbers, 'companionRecorded', 'reached')} (recorded) and ${claimText(numbers, 'companionWhatIf', 'reached')} (what if).`;
  return `Heading error against time over ${numbers.seconds} s. ${run(`Dashed, ${recordedLabel},`, 'recorded')}. ${run(`Solid, ${numbers.choice},`, 'whatIf')}.${companion}`;
}

/**
 * The static picture of a figure as HTML: an SVG plot of the heading error (°) against time (s) of the
 * recorded run (dashed) and the what-if (solid), its axes labelled, and a caption with the numbers.
 * `data-range` is the plot's ±range in degrees, so that a reader (or a test) can read an error back.
 */
export function staticFigureHtml(id: string, recordedLabel: string, numbers: FigureNumbers, recordedErrors: Float64Array, whatIfErrors: Float64Array): string {
  const range = plotRange(recordedErrors, whatIfErrors);
  const zero = plotY(0, range).toFixed(1);
  const right = PLOT.width - PLOT.right;
  const axisY = PLOT.height - PLOT.bottom;
  const caption = staticCaption(numbers, recordedLabel);
  return [
    `<div class="figure-static" data-static="${id}">`,
    `<svg viewBox="0 0 ${PLOT.width} ${PLOT.height}" role="img" aria-labelledby="${id}-static-caption" data-range="${range}" data-steps="${whatIfErrors.length - 1}" xmlns="http://www.w3.org/2000/svg">`,
    `<rect class="plot-back" fill="#0f172a" x="0" y="0" width="${PLOT.width}" height="${PLOT.height}"/>`,
    `<line class="plot-axis" stroke="#475569" x1="${PLOT.left}" y1="${zero}" x2="${right}" y2="${zero}"/>`,
    `<line class="plot-axis" stroke="#475569" x1="${PLOT.left}" y1="${PLOT.top}" x2="${PLOT.left}" y2="${axisY}"/>`,
    `<text class="plot-label" fill="#cbd5e1" font-size="13" x="${PLOT.left - 4}" y="${PLOT.top + 10}" text-anchor="end">+${range}°</text>`,
    `<text class="plot-label" fill="#cbd5e1" font-size="13" x="${PLOT.left - 4}" y="${(Number(zero) + 4).toFixed(1)}" text-anchor="end">0°</text>`,
    `<text class="plot-label" fill="#cbd5e1" font-size="13" x="${PLOT.left - 4}" y="${axisY}" text-anchor="end">−${range}°</text>`,
    `<text class="plot-label" fill="#cbd5e1" font-size="13" x="${PLOT.left}" y="${PLOT.height - 6}">0 s</text>`,
    `<text class="plot-label" fill="#cbd5e1" font-size="13" x="${right}" y="${PLOT.height - 6}" text-anchor="end">${numbers.seconds} s</text>`,
    `<text class="plot-label" fill="#cbd5e1" font-size="13" x="${(PLOT.left + right) / 2}" y="${PLOT.height - 6}" text-anchor="middle">heading error against time</text>`,
    `<polyline class="plot-recorded" data-run="recorded" fill="none" stroke="#94a3b8" stroke-width="2" stroke-dasharray="6 4" points="${points(recordedErrors, range)}"/>`,
    `<polyline class="plot-whatif" data-run="whatIf" fill="none" stroke="#f97316" stroke-width="2.5" points="${points(whatIfErrors, range)}"/>`,
    `</svg>`,
    `<p class="figure-static-caption" id="${id}-static-caption">${escape(caption)}</p>`,
    `</div>`,
  ].join('');
}
