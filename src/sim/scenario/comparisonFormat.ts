/**
 * The format of a scene file's what-if `"comparison"` (docs/scenarios.md): its shape, bounds and
 * steps, checked by every reader of a scene file, the game and `npm run sim` alike.
 */
import { z } from 'zod';
import { listField } from '../validation/boundedLists';
import { numberField } from '../validation/fields';
import { onFirstUse } from '../validation/onFirstUse';
import { formatIssues, formatPath } from '../validation/formatIssues';
import { STEP_COUNT_RANGE } from '../validation/quantities';
import type { Scenario } from './schema';

/** Most runs a comparison shows side by side: the recorded one and up to three what-ifs (the one playing among them). */
export const MAX_RUNS = 4;

/** Most characters of a comparison's title. */
export const MAX_TITLE_LENGTH = 80;

/**
 * Most steps from a comparison's start to any run's end: what the game's history keeps at 60 Hz,
 * a minute and its oldest snapshot's interval (up to 3 s, and 2 s more waiting for a moment without
 * contacts). Every run plays again in one history from the start, so none may reach past it: the
 * history then holds no more than it does in play, and the work of opening one is bounded.
 */
export const MAX_COMPARISON_STEPS = 3900;

/** Most intents a run's log may hold: a drag is one a step, two hands' worth over the longest run. */
export const MAX_COMPARISON_INTENTS = 2 * MAX_COMPARISON_STEPS;

/** One run as the file writes it: the step it ends before (its present), the steps it settled at, and its log as [step, intent] pairs. */
export interface RunJson<Intent = unknown> {
  readonly end: number;
  readonly settles: readonly number[];
  readonly log: readonly (readonly [number, Intent])[];
}

/**
 * A what-if run as the file writes it: the step it left the run before it at, and its run from
 * there; the number in its name ("what if 4") and its colour (1 to {@link MAX_RUNS} − 1 in the
 * runs' palette, 0 being the recorded run's), as the sharer saw them (without them: 1, 2, 3 in order).
 */
export interface WhatIfJson<Intent = unknown> extends RunJson<Intent> {
  readonly branch: number;
  readonly number?: number;
  readonly colour?: number;
}

/** The highest number a what-if run's name may have ("what if 9999"). */
export const MAX_RUN_NUMBER = 9999;

/**
 * The `"comparison"` as the file writes it: the start snapshot, the step shown, the title, the runs,
 * and `worldSettles` (true) when the world settled by its own rule as the runs played
 * (src/sim/WorldSettling.ts: the runs' `settles` are those steps). A comparison without it was
 * written before: each run settled the world at its `settles` only, dropping its contacts, and
 * plays again so.
 */
export interface ComparisonJson<Start = unknown, Intent = unknown> {
  readonly start: Start;
  readonly worldSettles?: true;
  readonly shown: number;
  readonly title?: string;
  readonly recorded: RunJson<Intent>;
  readonly whatIfs: readonly WhatIfJson<Intent>[];
}

/** The comparison's shape, built on first use; the start snapshot and the intents are any JSON here. */
const comparisonSchema = onFirstUse(() => {
  const step = numberField(STEP_COUNT_RANGE);
  const entry = z.tuple([step, z.unknown()], { error: 'must be a [step, intent] pair' });
  const runFields = {
    end: step,
    settles: listField(step, {
      error: 'must be an array of steps',
      max: MAX_COMPARISON_STEPS,
      maxError: `must have at most ${MAX_COMPARISON_STEPS} steps`,
      items: 'steps',
    }),
    log: listField(entry, {
      error: 'must be an array of [step, intent] pairs',
      max: MAX_COMPARISON_INTENTS,
      maxError: `must have at most ${MAX_COMPARISON_INTENTS} intents`,
      items: 'intents',
    }),
  };
  const run = z.strictObject(runFields, { error: 'must be an object with "end", "settles" and "log"' });
  const whatIf = z.strictObject(
    {
      branch: step,
      number: numberField({ integer: true, min: 1, max: MAX_RUN_NUMBER }).optional(),
      colour: numberField({ integer: true, min: 1, max: MAX_RUNS - 1 }).optional(),
      ...runFields,
    },
    { error: 'must be an object with "branch", "end", "settles" and "log" (and a "number" and a "colour")' },
  );
  return z.strictObject(
    {
      start: z.looseObject({}, { error: 'must be an object (the snapshot the comparison starts from)' }),
      worldSettles: z
        .literal(true, {
          error:
            'must be true (the world settled by its own rule), or left out (a comparison written before: each run settled at ' +
            'its "settles")',
        })
        .optional(),
      shown: step,
      title: z
        .string({ error: 'must be a text' })
        .max(MAX_TITLE_LENGTH, { error: `must have at most ${MAX_TITLE_LENGTH} characters` })
        .optional(),
      recorded: run,
      whatIfs: listField(whatIf, {
        error: 'must be an array of what-if runs',
        min: 1,
        minError: 'must have at least one what-if run',
        max: MAX_RUNS - 1,
        maxError: `must have at most ${MAX_RUNS - 1} what-if runs (a comparison shows ${MAX_RUNS} runs)`,
        items: 'runs',
      }),
    },
    { error: 'must be an object with "start", "shown", "recorded" and "whatIfs" (and a "title")' },
  );
});

/** A comparison refused: its problems, one line each naming the field (refusalLine makes them one line). */
export interface ComparisonRefusal {
  readonly ok: false;
  readonly errors: readonly string[];
}

/** What reading a comparison's format gave: the comparison (its start and intents unread), or why not. */
export type ComparisonFormatResult = { ok: true; comparison: ComparisonJson } | ComparisonRefusal;

/** A refusal naming the field at `path` under "comparison". */
export function comparisonRefusal(path: readonly PropertyKey[], message: string): ComparisonRefusal {
  return { ok: false, errors: [`${formatPath(['comparison', ...path])}: ${message}`] };
}

/** The problems a schema found in `value`, each named under the field `where` (`comparison.start`). */
export function problemsUnder(error: z.ZodError, value: unknown, where: string): string[] {
  return formatIssues(error, value, where).map((line) =>
    line.startsWith(where) ? line : line.startsWith('[') ? `${where}${line}` : `${where}.${line}`,
  );
}

/**
 * The field that says `value` is a comparison of a format before the log of intents (scene changes and target inputs) or before several
 * what-ifs, or null.
 */
function earlierFormat(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  for (const run of ['recorded', 'whatIf'] as const) {
    const given = (value as Record<string, unknown>)[run];
    if (typeof given === 'object' && given !== null)
      for (const key of ['changes', 'inputs', 'checkpoints']) if (key in given) return formatPath(['comparison', run, key]);
  }
  return 'choreography' in value
    ? formatPath(['comparison', 'choreography'])
    : 'whatIf' in value
      ? formatPath(['comparison', 'whatIf'])
      : null;
}

/**
 * Reads the `"comparison"` of `scene` (already read by the scene rules): its shape, then each rule
 * across fields: every run's end within {@link MAX_COMPARISON_STEPS} of the scene's step, the
 * runs' steps in order within their spans (the recorded run from the scene's step, each what-if
 * run from its `branch`, before the end of the run before it, its first intent there), the step
 * shown within them. What an intent and the start snapshot hold is the game's to check
 * (src/app/history/comparisonFile.ts), as it plays the runs again. Never throws; the first problem
 * is the answer, naming its field and what it may be.
 */
export function readComparisonFormat(scene: Scenario): ComparisonFormatResult {
  const value = scene.comparison;
  const old = earlierFormat(value);
  if (old)
    return {
      ok: false,
      errors: [
        `${old}: this comparison was written by an earlier version; this one reads a snapshot and a log of intents per run ` +
          `("start", "recorded", "whatIfs"): open the scene without its "comparison", or share the comparison again`,
      ],
    };
  const parsed = comparisonSchema().safeParse(value);
  if (!parsed.success) return { ok: false, errors: problemsUnder(parsed.error, value, 'comparison') };
  const data = parsed.data as ComparisonJson;
  const first = scene.state?.steps;
  if (first === undefined) return comparisonRefusal([], 'needs the scene’s "state" (the step its recorded run starts at)');
  const last = first + MAX_COMPARISON_STEPS;
  const kept = `the ${MAX_COMPARISON_STEPS} steps the game’s history keeps from the scene’s step`;
  if (data.recorded.end <= first || data.recorded.end > last)
    return comparisonRefusal(
      ['recorded', 'end'],
      `must be an integer from ${first + 1} (after the scene’s step) to ${last} (${kept}); got ${data.recorded.end}`,
    );
  const recorded = checkRun(data.recorded, ['recorded'], first, 'the scene’s step');
  if (recorded) return recorded;
  let before = data.recorded.end;
  for (const [k, run] of data.whatIfs.entries()) {
    const name = ['whatIfs', k];
    const previous = k === 0 ? 'recorded.end' : `whatIfs[${k - 1}].end`;
    if (run.branch < first || run.branch >= before)
      return comparisonRefusal(
        [...name, 'branch'],
        `must be an integer from ${first} (the scene’s step) to ${before - 1} (before ${previous}: it branches from the run ` +
          `before it); got ${run.branch}`,
      );
    if (run.end <= run.branch || run.end > last)
      return comparisonRefusal(
        [...name, 'end'],
        `must be an integer from ${run.branch + 1} (after its branch) to ${last} (${kept}); got ${run.end}`,
      );
    const read = checkRun(run, name, run.branch, 'its branch');
    if (read) return read;
    if (run.log[0]?.[0] !== run.branch)
      return comparisonRefusal([...name, 'log', 0], `must be an intent at step ${run.branch} (its branch: the change it branched with)`);
    const named = checkName(data.whatIfs, k);
    if (named) return named;
    before = run.end;
  }
  if (data.shown < first || data.shown > before)
    return comparisonRefusal(
      ['shown'],
      `must be an integer from ${first} (the scene’s step) to ${before} (the last what-if run’s end); got ${data.shown}`,
    );
  return { ok: true, comparison: data };
}

/**
 * Checks what-if run `k`'s number (above the number of every run before it: they are numbered in
 * the order they were made; a run without one is numbered one above the run before it) and colour
 * (unlike every colour written before it); null when they are.
 */
function checkName(runs: readonly WhatIfJson[], k: number): ComparisonRefusal | null {
  const run = runs[k] as WhatIfJson;
  let highest = 0;
  for (const other of runs.slice(0, k)) highest = other.number ?? highest + 1;
  if (run.number !== undefined && run.number <= highest)
    return comparisonRefusal(
      ['whatIfs', k, 'number'],
      `must be an integer from ${highest + 1} to ${MAX_RUN_NUMBER} (above the runs before it: they are numbered in the order ` +
        `they were made); got ${run.number}`,
    );
  const colours = runs.slice(0, k).flatMap((other) => (other.colour === undefined ? [] : [other.colour]));
  if (run.colour !== undefined && colours.includes(run.colour))
    return comparisonRefusal(
      ['whatIfs', k, 'colour'],
      `must differ from the colours of the runs before it (${colours.join(', ')}); got ${run.colour}`,
    );
  return null;
}

/** Checks one run's steps: its settles and its log's steps in order, from `from` (`fromWords`) to before its end; null when they are. */
function checkRun(run: RunJson, name: readonly PropertyKey[], from: number, fromWords: string): ComparisonRefusal | null {
  const field = formatPath(name);
  let next = from;
  for (const [index, at] of run.settles.entries()) {
    if (at < next || at > run.end)
      return comparisonRefusal(
        [...name, 'settles', index],
        `must be an integer from ${next} to ${run.end} (in order, from ${fromWords} to ${field}.end); got ${at}`,
      );
    next = at + 1;
  }
  next = from;
  for (const [index, [at]] of run.log.entries()) {
    if (at < next || at >= run.end)
      return comparisonRefusal(
        [...name, 'log', index, 0],
        `must be an integer from ${next} to ${run.end - 1} (in step order, before ${field}.end); got ${at}`,
      );
    next = at;
  }
  return null;
}
