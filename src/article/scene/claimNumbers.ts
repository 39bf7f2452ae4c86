// The numbers the article's text shows, each measured from its figure's own run (the compare card's figures and the heading error's end).
import type { TurnFigures } from '../../app/history/compareRuns';
import type { ArticleSection, WhatIfChoice } from './articleSections';
import { FigureRun } from './FigureRun';

/** The two runs of a figure, as the text names them, and the same two of its companion entity. */
export const RUN_NAMES = ['recorded', 'whatIf', 'companionRecorded', 'companionWhatIf'] as const;
export type RunName = (typeof RUN_NAMES)[number];

/** One run's measured figures: times in s (null: not within the run), angles in degrees. */
export interface RunNumbers {
  /** Largest swing past the target, °. */
  readonly overshoot: number | null;
  /** First time within 1° of the target, s. */
  readonly reached: number | null;
  /** Time to stay within 1°, hardly turning, s; null when it did not settle within the run. */
  readonly settled: number | null;
  /** The fastest turn the motor allows from the body's state at the turn's start, s. */
  readonly limit: number | null;
  /** |heading error| at the run's end, °: what a steady push leaves. */
  readonly offset: number;
  /** Largest |heading error| over the run's last second, °: a body that never holds still swings here. */
  readonly swing: number;
}

/** A figure's numbers: the what-if's label and both runs' figures. */
export interface FigureNumbers {
  readonly section: string;
  readonly choice: string;
  readonly seconds: number;
  readonly recorded: RunNumbers;
  readonly whatIf: RunNumbers;
  /** The companion entity's runs (null without one). */
  readonly companionRecorded: RunNumbers | null;
  readonly companionWhatIf: RunNumbers | null;
}

const DEGREES = 180 / Math.PI;

/** Steps in the last stretch of a run that {@link RunNumbers.swing} looks at (1 s at the game's 60 Hz). */
const SWING_STEPS = 60;

/** The largest |error| (°) of `errors` over the steps up to `end` (its last {@link SWING_STEPS}). */
function swingOf(errors: Float64Array, end: number): number {
  let largest = 0;
  for (let n = Math.max(1, end - SWING_STEPS + 1); n <= end; n++) largest = Math.max(largest, Math.abs(errors[n] as number));
  return largest * DEGREES;
}

function runNumbers(turn: TurnFigures | null | undefined, errors: Float64Array, end: number): RunNumbers {
  const finalError = errors[end] as number;
  return {
    overshoot: turn?.overshootDeg ?? null,
    reached: turn?.reached ?? null,
    settled: turn?.end === 'settled' ? turn.settled : null,
    limit: turn?.limit ?? null,
    offset: Math.abs(finalError) * DEGREES,
    swing: swingOf(errors, end),
  };
}

/** The numbers of `run` over the steps it has played (its what-if to its end for the full claim). */
export function numbersOf(run: FigureRun): FigureNumbers {
  const figures = run.figures();
  const played = run.played;
  const companion = run.section.companion;
  const companionFigures = companion === undefined ? null : run.figures(companion);
  return {
    section: run.section.id,
    choice: run.choice.label,
    seconds: run.section.seconds,
    recorded: runNumbers(figures?.recorded?.turn, run.recordedErrors, run.length),
    whatIf: runNumbers(figures?.whatIf?.turn, run.whatIfErrors, played),
    companionRecorded: companion === undefined ? null : runNumbers(companionFigures?.recorded?.turn, run.companionRecordedErrors, run.length),
    companionWhatIf: companion === undefined ? null : runNumbers(companionFigures?.whatIf?.turn, run.companionWhatIfErrors, played),
  };
}

/** Runs `section`'s figure with `choice` (its first by default) to the end, headless, and measures it: what the page prints and the tests check. */
export function measureSection(section: ArticleSection, choice: WhatIfChoice = section.choices[0]): FigureNumbers {
  const run = new FigureRun(section, choice);
  run.finish();
  return numbersOf(run);
}

/**
 * A claim's figure as the text shows it: an angle "28.3°", a time "1.02 s"; the settling time as a
 * verb phrase that reads either way, "settles in 1.02 s" or "does not settle within 4 s".
 */
export function claimText(numbers: FigureNumbers, run: RunName, field: keyof RunNumbers | 'choice'): string {
  if (field === 'choice') return numbers.choice;
  const measured = numbers[run];
  if (measured === null) throw new Error(`the figure "${numbers.section}" has no companion to measure (${run}.${field})`);
  const value = measured[field];
  if (field === 'overshoot' || field === 'offset' || field === 'swing') return value === null ? 'no' : `${value.toFixed(1)}°`;
  if (field === 'settled') return value === null ? `does not settle within ${numbers.seconds} s` : `settles in ${value.toFixed(2)} s`;
  return value === null ? `not within ${numbers.seconds} s` : `${value.toFixed(2)} s`;
}

/** The claim keys a page may name (`recorded.overshoot`, `whatIf.settled`, …, `choice`). */
export function claimKey(key: string): { run: RunName; field: keyof RunNumbers | 'choice' } | null {
  if (key === 'choice') return { run: 'whatIf', field: 'choice' };
  const [run, field] = key.split('.');
  if (!RUN_NAMES.includes(run as RunName)) return null;
  if (!['overshoot', 'reached', 'settled', 'limit', 'offset', 'swing'].includes(field ?? '')) return null;
  return { run: run as RunName, field: field as keyof RunNumbers };
}
