// The numbers the article's text shows, each measured from its figure's own run: the turn timed from its target's setting (articleTurn.ts),
// its limit by the one rule.
import { measureTurn, type TurnNumbers } from './articleTurn';
import type { ArticleSection, WhatIfChoice } from './sectionTypes';
import { FigureRun, type EntityRun } from './FigureRun';

/** The two runs of a figure, as the text names them, and the same two of its companion entity. */
export const RUN_NAMES = ['recorded', 'whatIf', 'companionRecorded', 'companionWhatIf'] as const;
export type RunName = (typeof RUN_NAMES)[number];

/** One run's turn as the text states it, with the motor it turned with (rad/s²) and when its turn began (s into the run). */
export interface RunNumbers extends TurnNumbers {
  readonly maxAngularAcceleration: number;
  readonly startTime: number;
}

/** The fields a claim of the text may name. */
export const CLAIM_FIELDS = ['angle', 'overshoot', 'reached', 'settled', 'limit', 'offset', 'swing'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];

/** A figure's numbers: the what-if's label and both runs' figures, over the steps played. */
export interface FigureNumbers {
  readonly section: string;
  /** The what-if's label and id. */
  readonly choice: string;
  readonly choiceId: string;
  /** The run's length, s, its step, s, and how many steps of the what-if have played (of `length`). */
  readonly seconds: number;
  readonly dt: number;
  readonly played: number;
  readonly length: number;
  /** Whether the reader moved the what-if's target (its turn is then timed from where it was let go). */
  readonly dragged: boolean;
  /** The measured entity's inertia, kg·m². */
  readonly inertia: number;
  /** Whether the what-if's heading error has been the recorded run's, step for step, so far (a change that changes nothing of the turn). */
  readonly sameAsRecorded: boolean;
  readonly recorded: RunNumbers;
  readonly whatIf: RunNumbers;
  /** The companion entity's runs (null without one). */
  readonly companionRecorded: RunNumbers | null;
  readonly companionWhatIf: RunNumbers | null;
}

function runNumbers(section: ArticleSection, run: EntityRun, end: number, dt: number): RunNumbers {
  const start = Math.min(run.start, end);
  const turn = measureTurn(run, { start, end, maxAngularAcceleration: run.maxAngularAcceleration, dt, limitHolds: section.limitHolds });
  return { ...turn, maxAngularAcceleration: run.maxAngularAcceleration, startTime: start * dt };
}

/** The numbers of `run` over the steps it has played (the recorded run whole, the what-if so far). */
export function numbersOf(run: FigureRun): FigureNumbers {
  const { section, dt, length, played } = run;
  return {
    section: section.id,
    choice: run.choice.label,
    choiceId: run.choice.id,
    seconds: section.seconds,
    dt,
    played,
    length,
    dragged: run.dragged,
    inertia: run.inertia,
    sameAsRecorded: sameSteps(run.recorded.errors, run.whatIf.errors, played),
    recorded: runNumbers(section, run.recorded, length, dt),
    whatIf: runNumbers(section, run.whatIf, played, dt),
    companionRecorded: run.companionRecorded && runNumbers(section, run.companionRecorded, length, dt),
    companionWhatIf: run.companionWhatIf && runNumbers(section, run.companionWhatIf, played, dt),
  };
}

/** Whether `a` and `b` are equal at every step up to `end`. */
function sameSteps(a: Float64Array, b: Float64Array, end: number): boolean {
  for (let n = 0; n <= end; n++) if (a[n] !== b[n]) return false;
  return true;
}

/**
 * Runs `section`'s figure with `choice` (its first by default) to the end, headless, and measures it: what the page prints and the tests
 * check.
 */
export function measureSection(section: ArticleSection, choice: WhatIfChoice = section.choices[0]): FigureNumbers {
  const run = new FigureRun(section, choice);
  run.finish();
  return numbersOf(run);
}

/** Seconds as the text writes them: "1.05 s". */
export function seconds(value: number): string {
  return `${value.toFixed(2)} s`;
}

/** Degrees as the text writes them: "14.7°". */
export function degrees(value: number): string {
  return `${value.toFixed(1)}°`;
}

/** The run `run` of `numbers`; throws naming the figure when it has no such run (no companion). */
export function runOf(numbers: FigureNumbers, run: RunName): RunNumbers {
  const found = numbers[run];
  if (found === null) throw new Error(`the figure "${numbers.section}" has no companion to measure (${run})`);
  return found;
}

/**
 * A claim's figure as the text shows it: an angle "28.3°", a time "1.02 s"; a time that did not
 * come within the run "not within 4 s"; a limit that does not apply "none".
 */
export function claimText(numbers: FigureNumbers, run: RunName, field: ClaimField | 'choice'): string {
  if (field === 'choice') return numbers.choice;
  const measured = runOf(numbers, run);
  if (field === 'angle') return `${measured.angle.toFixed(0)}°`;
  if (field === 'overshoot' || field === 'offset' || field === 'swing') return degrees(measured[field]);
  const value = measured[field];
  if (field === 'limit') return value === null ? 'none' : seconds(value);
  return value === null ? `not within ${numbers.seconds} s` : seconds(value);
}

/** The claim keys a page may name (`recorded.overshoot`, `whatIf.settled`, …, `choice`). */
export function claimKey(key: string): { run: RunName; field: ClaimField | 'choice' } | null {
  if (key === 'choice') return { run: 'whatIf', field: 'choice' };
  const [run, field] = key.split('.');
  if (!RUN_NAMES.includes(run as RunName)) return null;
  if (!CLAIM_FIELDS.includes(field as ClaimField)) return null;
  return { run: run as RunName, field: field as ClaimField };
}
