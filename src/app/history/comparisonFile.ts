import { z } from 'zod';
import { refusalLine } from '../../sim/scenario/parseScenario';
import type { Scenario } from '../../sim/scenario/schema';
import { listField } from '../../sim/validation/boundedLists';
import { numberField } from '../../sim/validation/fields';
import { formatIssues, formatPath } from '../../sim/validation/formatIssues';
import { STEP_COUNT_RANGE } from '../../sim/validation/quantities';
import type { SceneIntent } from '../intents/Intent';
import { sceneIntentSchema } from '../intents/intentSchema';
import { MAX_RUNS, MAX_TITLE_LENGTH } from './comparedRuns';
import type { Checkpoint } from './Checkpoint';
import { readSnapshot, type SnapshotJson } from './snapshotFile';

/**
 * A what-if comparison written down (the `"comparison"` of a scene file or of a share link's scene,
 * docs/playing.md): a snapshot and a log per run, as Box2D v3 records a run. The scene file is the
 * scene at the recorded run's start and `start` the rest of that snapshot (snapshotFile.ts); each
 * run is its log of intents by step (what the door applied: IntentDoor.ts) and the steps the game
 * settled the world at. The recorded run plays from the start to its end; each what-if run, in
 * order, branches from the run before it at `branch` (its first intent is there: the step it left
 * the recorded run at), its targets following the recorded ones until it takes hold of them; the
 * last plays on. The game shows step `shown` (comparisonReplay.ts replays it;
 * src/app/settings/writeComparison.ts writes it).
 */
export interface Comparison {
  readonly start: Checkpoint;
  /** The step shown. */
  readonly shown: number;
  /** The player's name for it ("" for none). */
  readonly title: string;
  readonly recorded: RunInput;
  /** One to {@link MAX_RUNS} − 1 what-if runs, the one playing last. */
  readonly whatIfs: readonly WhatIfInput[];
}

/** One run: the step it ends before (its present), the steps it settled the world at, and its intents, each in step order. */
export interface RunInput {
  readonly end: number;
  readonly settles: readonly number[];
  readonly log: readonly { readonly step: number; readonly intent: SceneIntent }[];
}

/** A what-if run: the step it left the recorded run at, and its run from there. */
export interface WhatIfInput extends RunInput {
  readonly branch: number;
}

/** A run as the file writes it: its log as [step, intent] pairs. */
export interface RunJson {
  readonly end: number;
  readonly settles: readonly number[];
  readonly log: readonly (readonly [number, SceneIntent])[];
}

/** A what-if run as the file writes it. */
export interface WhatIfJson extends RunJson {
  readonly branch: number;
}

/** The `"comparison"` as the file writes it. */
export interface ComparisonJson {
  readonly start: SnapshotJson;
  readonly shown: number;
  readonly title?: string;
  readonly recorded: RunJson;
  readonly whatIfs: readonly WhatIfJson[];
}

/**
 * Most steps a run spans from the start: two minutes at 60 Hz (the history keeps a minute, and its
 * oldest snapshot up to 3 s more; a what-if run goes on for as long again). It bounds the work of
 * opening a comparison: every step is played again.
 */
export const MAX_COMPARISON_STEPS = 7200;

/** Most intents a run's log may hold: a drag is one a step, two hands' worth over the longest run. */
export const MAX_COMPARISON_INTENTS = 2 * MAX_COMPARISON_STEPS;

/** The rules of a comparison's shape, built on first use. */
function buildSchema() {
  const step = numberField(STEP_COUNT_RANGE);
  const entry = z.tuple([step, sceneIntentSchema()], { error: 'must be a [step, intent] pair' });
  const runFields = {
    end: step,
    settles: listField(step, { error: 'must be an array of steps', max: MAX_COMPARISON_STEPS, maxError: `must have at most ${MAX_COMPARISON_STEPS} steps`, items: 'steps' }),
    log: listField(entry, { error: 'must be an array of [step, intent] pairs', max: MAX_COMPARISON_INTENTS, maxError: `must have at most ${MAX_COMPARISON_INTENTS} intents`, items: 'intents' }),
  };
  const run = z.strictObject(runFields, { error: 'must be an object with "end", "settles" and "log"' });
  const whatIf = z.strictObject({ branch: step, ...runFields }, { error: 'must be an object with "branch", "end", "settles" and "log"' });
  return z.strictObject(
    {
      start: z.unknown(),
      shown: step,
      title: z.string({ error: 'must be a text' }).max(MAX_TITLE_LENGTH, { error: `must have at most ${MAX_TITLE_LENGTH} characters` }).optional(),
      recorded: run,
      whatIfs: listField(whatIf, { error: 'must be an array of what-if runs', min: 1, minError: 'must have at least one what-if run', max: MAX_RUNS - 1, maxError: `must have at most ${MAX_RUNS - 1} what-if runs (a comparison shows ${MAX_RUNS} runs)`, items: 'runs' }),
    },
    { error: 'must be an object with "start", "shown", "recorded" and "whatIfs" (and a "title")' },
  );
}

let built: ReturnType<typeof buildSchema> | null = null;

/** What reading a comparison gave: the comparison, or one line naming the field and what it may be. */
export type ComparisonReadResult = { ok: true; comparison: Comparison } | { ok: false; error: string };

/** A refusal naming the field at `path` under "comparison". */
function refusal(path: readonly PropertyKey[], message: string): { ok: false; error: string } {
  return { ok: false, error: `${formatPath(['comparison', ...path])}: ${message}` };
}

/** Whether `value` is a comparison of the format before the log of intents (scene changes and target inputs). */
function earlierFormat(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const runs = ['recorded', 'whatIf'] as const;
  for (const run of runs) {
    const given = (value as Record<string, unknown>)[run];
    if (typeof given === 'object' && given !== null) for (const key of ['changes', 'inputs', 'checkpoints']) if (key in given) return formatPath(['comparison', run, key]);
  }
  return 'choreography' in value ? formatPath(['comparison', 'choreography']) : 'whatIf' in value ? formatPath(['comparison', 'whatIf']) : null;
}

/**
 * Reads the `"comparison"` of `scene` (already read by the scene rules): its shape, its start
 * snapshot against the scene, then each rule across fields: the runs' steps in order within their
 * spans (the recorded run from the scene's step, the what-if run from `branch`, its first intent
 * there). An intent's values are checked as the replay applies it. Never throws; the first problem
 * is the answer, naming its field and what it may be.
 */
export function readComparison(scene: Scenario): ComparisonReadResult {
  const value = scene.comparison;
  const old = earlierFormat(value);
  if (old) return { ok: false, error: `${old}: this comparison was written by an earlier version; this one reads a snapshot and a log of intents per run ("start", "recorded", "whatIfs"): open the scene without its "comparison", or share the comparison again` };
  built ??= buildSchema();
  const parsed = built.safeParse(value);
  if (!parsed.success) return { ok: false, error: refusalLine(formatIssues(parsed.error, value, 'comparison').map((line) => (line.startsWith('comparison') ? line : line.startsWith('[') ? `comparison${line}` : `comparison.${line}`))) };
  const data = parsed.data;
  const first = scene.state?.steps;
  if (first === undefined) return refusal([], 'needs the scene’s "state" (the step its recorded run starts at)');
  const snapshot = readSnapshot(scene, data.start, ['comparison', 'start']);
  if (!snapshot.ok) return snapshot;
  const last = first + MAX_COMPARISON_STEPS;
  if (data.recorded.end <= first || data.recorded.end > last) return refusal(['recorded', 'end'], `must be an integer from ${first + 1} (after the scene’s step) to ${last}; got ${data.recorded.end}`);
  const recorded = readRun(data.recorded, ['recorded'], first, 'the scene’s step');
  if (!recorded.ok) return recorded;
  const whatIfs: WhatIfInput[] = [];
  let before = data.recorded.end;
  for (const [k, run] of data.whatIfs.entries()) {
    const name = ['whatIfs', k];
    const previous = k === 0 ? 'recorded.end' : `whatIfs[${k - 1}].end`;
    if (run.branch < first || run.branch >= before) return refusal([...name, 'branch'], `must be an integer from ${first} (the scene’s step) to ${before - 1} (before ${previous}: it branches from the run before it); got ${run.branch}`);
    const lastEnd = run.branch + MAX_COMPARISON_STEPS;
    if (run.end <= run.branch || run.end > lastEnd) return refusal([...name, 'end'], `must be an integer from ${run.branch + 1} (after its branch) to ${lastEnd}; got ${run.end}`);
    const read = readRun(run, name, run.branch, 'its branch');
    if (!read.ok) return read;
    if (read.run.log[0]?.step !== run.branch) return refusal([...name, 'log', 0], `must be an intent at step ${run.branch} (its branch: the change it branched with)`);
    whatIfs.push({ branch: run.branch, ...read.run });
    before = run.end;
  }
  if (data.shown < first || data.shown > before) return refusal(['shown'], `must be an integer from ${first} (the scene’s step) to ${before} (the last what-if run’s end); got ${data.shown}`);
  return { ok: true, comparison: { start: snapshot.snapshot, shown: data.shown, title: data.title?.trim() ?? '', recorded: recorded.run, whatIfs } };
}

/** Checks one run's steps: its settles and its log's steps in order, from `from` (`fromWords`) to before its end. */
function readRun(run: RunJson, name: readonly PropertyKey[], from: number, fromWords: string): { ok: true; run: RunInput } | { ok: false; error: string } {
  const field = formatPath(name as PropertyKey[]);
  let next = from;
  for (const [index, at] of run.settles.entries()) {
    if (at < next || at > run.end) return refusal([...name, 'settles', index], `must be an integer from ${next} to ${run.end} (in order, from ${fromWords} to ${field}.end); got ${at}`);
    next = at + 1;
  }
  next = from;
  for (const [index, [at]] of run.log.entries()) {
    if (at < next || at >= run.end) return refusal([...name, 'log', index, 0], `must be an integer from ${next} to ${run.end - 1} (in step order, before ${field}.end); got ${at}`);
    next = at;
  }
  return { ok: true, run: { end: run.end, settles: run.settles, log: run.log.map(([step, intent]) => ({ step, intent })) } };
}
