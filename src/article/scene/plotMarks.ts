// What a figure's plot marks, in the plot's own terms (s, °): the settled band, each run's settling and its limit, the what-if's overshoot,
// and the step shown.
import type { FigureNumbers, RunNumbers } from './claimNumbers';

/** One mark on a plot of heading error (°) against time (s from the run's start). */
/** A vertical line at a time: where a run settled, or its limit. */
export interface LineMark {
  readonly kind: 'settled' | 'limit';
  readonly run: 'recorded' | 'whatIf';
  readonly time: number;
  readonly label: string;
}

export type PlotMark =
  | { readonly kind: 'band'; readonly deg: number }
  | LineMark
  | { readonly kind: 'overshoot'; readonly run: 'recorded' | 'whatIf'; readonly time: number; readonly deg: number; readonly label: string }
  | { readonly kind: 'cursor'; readonly time: number };

/** Below this a swing past is no swing, ° (it shows as 0.0°). */
const NO_SWING = 0.05;

/** The signed error (°) of a swing past the target of a turn that started at `startError` (rad): on the other side. */
function pastSide(startError: number, degrees: number): number {
  return startError >= 0 ? -degrees : degrees;
}

/** One run's marks: where it settled, its limit, its largest swing past (from its turn's start in the run). */
function runMarks(run: RunNumbers, which: 'recorded' | 'whatIf', startError: number, marks: PlotMark[]): void {
  const prefix = which === 'recorded' ? 'ghost ' : '';
  if (run.settled !== null) marks.push({ kind: 'settled', run: which, time: run.startTime + run.settled, label: `${prefix}settled` });
  if (run.limit !== null) marks.push({ kind: 'limit', run: which, time: run.startTime + run.limit, label: `${prefix}limit` });
  if (run.overshootAt !== null && run.overshoot >= NO_SWING)
    marks.push({
      kind: 'overshoot',
      run: which,
      time: run.startTime + run.overshootAt,
      deg: pastSide(startError, run.overshoot),
      label: `${run.overshoot.toFixed(1)}° past`,
    });
}

/**
 * The marks of a figure's plot: the ±1° band, each run's settling and limit, the largest swing past
 * of each run, and (live) a cursor at `cursorTime` (s). `starts` are the runs' heading errors at
 * their turns' starts (rad), which say on which side a swing past lies.
 */
export function plotMarks(
  numbers: FigureNumbers,
  starts: { readonly recorded: number; readonly whatIf: number },
  cursorTime: number | null,
): PlotMark[] {
  const marks: PlotMark[] = [{ kind: 'band', deg: 1 }];
  runMarks(numbers.recorded, 'recorded', starts.recorded, marks);
  runMarks(numbers.whatIf, 'whatIf', starts.whatIf, marks);
  // Both runs' limits at the same time (the same turn on the same motor): one line, named once.
  const limits = marks.filter((mark): mark is LineMark => mark.kind === 'limit');
  const [first, second] = limits;
  if (first && second && Math.abs(first.time - second.time) < numbers.dt / 2) {
    marks.splice(marks.indexOf(first), 1);
    marks.splice(marks.indexOf(second), 1, { ...second, label: 'limit (both)' });
  }
  if (cursorTime !== null) marks.push({ kind: 'cursor', time: cursorTime });
  return marks;
}
