/**
 * How a comparison read from a file or a link is played again: each what-if run on its own from the recorded run, checked before anything
 * is played.
 */
import type { Comparison, RunInput, WhatIfInput } from './comparisonFile';
import { ComparedRuns } from './comparedRuns';

/**
 * A what-if run as the opening plays it: from the recorded run's state at `branch`, its log from
 * there, its targets following the recorded run's. A file's run that branches inside the run
 * before it (after that run's own branch) is the same run from that run's branch, the run
 * before's intents up to its own branch first (what the game writes: SceneHistory gives a run
 * made from a what-if run's moment the branch of that run), so that every what-if run can be
 * played apart from the others, each in a Worker of its own.
 */
export interface PlannedRun extends RunInput {
  /** Its place among the file's what-if runs (0 the first). */
  readonly index: number;
  readonly branch: number;
  /** Its colour slot and the number in its name, as the game gives them (the file's, else the next free ones). */
  readonly slot: number;
  readonly number: number;
  /** The file's field of its log's entry `i` (`whatIfs[1].log[4]`: an entry taken from the run before is named there). */
  logField(i: number): string;
}

/** A comparison's runs as the opening plays them ({@link planComparison}). */
export interface ComparisonPlan {
  readonly comparison: Comparison;
  /** The file's what-if runs in its order, each from the recorded run; the last is the one playing. */
  readonly whatIfs: readonly PlannedRun[];
}

/** What planning a comparison gave: the plan, or one line naming the field refused and why. */
export type PlanResult = { ok: true; plan: ComparisonPlan } | { ok: false; error: string };

/** The intents and settles of `run` before step `before`. */
function before(run: RunInput, step: number): { log: RunInput['log']; settles: readonly number[] } {
  return { log: run.log.filter((entry) => entry.step < step), settles: run.settles.filter((at) => at < step) };
}

/**
 * Plans `comparison` (read by comparisonFile.ts): each what-if run from the recorded run
 * ({@link PlannedRun}), and the colour and number each gets as the game names them, checked now
 * rather than once its runs have played (a colour a run before it has, a number not above theirs).
 * Never throws.
 */
export function planComparison(comparison: Comparison): PlanResult {
  const planned: PlannedRun[] = [];
  // The runs' names, given as the game gives them: a ComparedRuns of empty runs, branched as the runs are.
  const empty = { frames: [], log: [], settles: [], snapshots: [] };
  let names: ComparedRuns | null = null;
  for (const [index, run] of comparison.whatIfs.entries()) {
    const previous = planned[index - 1];
    let branch = run.branch;
    let log = run.log;
    let settles = run.settles;
    let logField = (i: number): string => `whatIfs[${index}].log[${i}]`;
    if (previous && run.branch > previous.branch) {
      // It leaves the run before it after that run's own branch: the same run from there.
      const earlier = before(previous, run.branch);
      const taken = earlier.log.length;
      branch = previous.branch;
      log = [...earlier.log, ...run.log];
      settles = [...earlier.settles, ...run.settles];
      logField = (i) => (i < taken ? previous.logField(i) : `whatIfs[${index}].log[${i - taken}]`);
    }
    if (names === null) names = new ComparedRuns({ from: branch, ...empty });
    else names.branchAgain(empty, empty, branch, branch);
    const named = names.nameRun(run.colour, run.number);
    if (named) return { ok: false, error: `comparison.whatIfs[${index}].${named.field}: ${named.problem}` };
    planned.push({ index, branch, end: run.end, log, settles, slot: names.playingSlot, number: names.playingNumber, logField });
  }
  return { ok: true, plan: { comparison, whatIfs: planned } };
}

/** The run playing of `plan` (its last what-if run). */
export function playingRun(plan: ComparisonPlan): PlannedRun {
  return plan.whatIfs[plan.whatIfs.length - 1] as PlannedRun;
}

/** The fixed steps playing `plan` again takes: the recorded run from the start, each what-if run from its branch. */
export function planSteps(plan: ComparisonPlan): number {
  return plan.comparison.recorded.end - plan.comparison.start.step + plan.whatIfs.reduce((sum, run) => sum + run.end - run.branch, 0);
}

/** `run` as a file's what-if run (its branch, colour and number). */
export function asWhatIf(run: PlannedRun): WhatIfInput {
  return { branch: run.branch, end: run.end, settles: run.settles, log: run.log, colour: run.slot, number: run.number };
}
