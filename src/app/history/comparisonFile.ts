import { z } from 'zod';
import { refusalLine } from '../../sim/scenario/parseScenario';
import type { Scenario } from '../../sim/scenario/schema';
import { listField } from '../../sim/validation/boundedLists';
import { numberField } from '../../sim/validation/fields';
import { formatIssues, formatPath } from '../../sim/validation/formatIssues';
import { STEP_COUNT_RANGE } from '../../sim/validation/quantities';
import type { SceneIntent } from '../intents/Intent';
import { sceneIntentSchema } from '../intents/intentSchema';
import type { Checkpoint } from './Checkpoint';
import { readSnapshot, type SnapshotJson } from './snapshotFile';

/**
 * A what-if comparison written down (the `"comparison"` of a scene file or of a share link's scene,
 * docs/playing.md): a snapshot and two logs, as Box2D v3 records a run. The scene file is the
 * scene at the recorded run's start and `start` the rest of that snapshot (snapshotFile.ts); each
 * run is its log of intents by step (what the door applied: IntentDoor.ts) and the steps the game
 * settled the world at. The recorded run plays from the start to its end; the what-if run branches
 * from it at `branch` (its first intent is there), its targets following the recorded ones until
 * it takes hold of them; the game shows step `shown` (comparisonReplay.ts replays it;
 * src/app/settings/writeComparison.ts writes it).
 */
export interface Comparison {
  readonly start: Checkpoint;
  /** The step the what-if run branched from the recorded one at. */
  readonly branch: number;
  /** The step shown. */
  readonly shown: number;
  readonly recorded: RunInput;
  readonly whatIf: RunInput;
}

/** One run: the step it ends before (its present), the steps it settled the world at, and its intents, each in step order. */
export interface RunInput {
  readonly end: number;
  readonly settles: readonly number[];
  readonly log: readonly { readonly step: number; readonly intent: SceneIntent }[];
}

/** A run as the file writes it: its log as [step, intent] pairs. */
export interface RunJson {
  readonly end: number;
  readonly settles: readonly number[];
  readonly log: readonly (readonly [number, SceneIntent])[];
}

/** The `"comparison"` as the file writes it. */
export interface ComparisonJson {
  readonly start: SnapshotJson;
  readonly branch: number;
  readonly shown: number;
  readonly recorded: RunJson;
  readonly whatIf: RunJson;
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
  const run = z.strictObject(
    {
      end: step,
      settles: listField(step, { error: 'must be an array of steps', max: MAX_COMPARISON_STEPS, maxError: `must have at most ${MAX_COMPARISON_STEPS} steps`, items: 'steps' }),
      log: listField(entry, { error: 'must be an array of [step, intent] pairs', max: MAX_COMPARISON_INTENTS, maxError: `must have at most ${MAX_COMPARISON_INTENTS} intents`, items: 'intents' }),
    },
    { error: 'must be an object with "end", "settles" and "log"' },
  );
  return z.strictObject(
    { start: z.unknown(), branch: step, shown: step, recorded: run, whatIf: run },
    { error: 'must be an object with "start", "branch", "shown", "recorded" and "whatIf"' },
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
  return 'choreography' in value ? formatPath(['comparison', 'choreography']) : null;
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
  if (old) return { ok: false, error: `${old}: this comparison was written by an earlier version, as scenes and target moves; this one reads a snapshot and two logs of intents ("start", "settles", "log"): open the scene without its "comparison", or share the comparison again` };
  built ??= buildSchema();
  const parsed = built.safeParse(value);
  if (!parsed.success) return { ok: false, error: refusalLine(formatIssues(parsed.error, value, 'comparison').map((line) => (line.startsWith('comparison') ? line : line.startsWith('[') ? `comparison${line}` : `comparison.${line}`))) };
  const data = parsed.data;
  const first = scene.state?.steps;
  if (first === undefined) return refusal([], 'needs the scene’s "state" (the step its recorded run starts at)');
  const snapshot = readSnapshot(scene, data.start, ['comparison', 'start']);
  if (!snapshot.ok) return snapshot;
  const last = first + MAX_COMPARISON_STEPS;
  if (data.branch < first || data.branch > last) return refusal(['branch'], `must be an integer from ${first} (the scene’s step) to ${last}; got ${data.branch}`);
  if (data.recorded.end <= data.branch || data.recorded.end > last) return refusal(['recorded', 'end'], `must be an integer from ${data.branch + 1} (after branch) to ${last}; got ${data.recorded.end}`);
  const whatIfLast = data.branch + MAX_COMPARISON_STEPS;
  if (data.whatIf.end <= data.branch || data.whatIf.end > whatIfLast) return refusal(['whatIf', 'end'], `must be an integer from ${data.branch + 1} (after branch) to ${whatIfLast}; got ${data.whatIf.end}`);
  if (data.shown < first || data.shown > data.whatIf.end) return refusal(['shown'], `must be an integer from ${first} (the scene’s step) to ${data.whatIf.end} (whatIf.end); got ${data.shown}`);
  const recorded = readRun(data.recorded, 'recorded', first);
  if (!recorded.ok) return recorded;
  const whatIf = readRun(data.whatIf, 'whatIf', data.branch);
  if (!whatIf.ok) return whatIf;
  if (whatIf.run.log[0]?.step !== data.branch) return refusal(['whatIf', 'log', 0], `must be an intent at step ${data.branch} (branch: the change the what-if run branched with)`);
  return { ok: true, comparison: { start: snapshot.snapshot, branch: data.branch, shown: data.shown, recorded: recorded.run, whatIf: whatIf.run } };
}

/** Checks one run's steps: its settles and its log's steps in order, from `from` to before its end. */
function readRun(run: z.output<ReturnType<typeof buildSchema>>['recorded'], name: 'recorded' | 'whatIf', from: number): { ok: true; run: RunInput } | { ok: false; error: string } {
  let next = from;
  for (const [index, at] of run.settles.entries()) {
    if (at < next || at > run.end) return refusal([name, 'settles', index], `must be an integer from ${next} to ${run.end} (in order, from ${name === 'recorded' ? 'the scene’s step' : 'branch'} to ${name}.end); got ${at}`);
    next = at + 1;
  }
  next = from;
  for (const [index, [at]] of run.log.entries()) {
    if (at < next || at >= run.end) return refusal([name, 'log', index, 0], `must be an integer from ${next} to ${run.end - 1} (in step order, before ${name}.end); got ${at}`);
    next = at;
  }
  return { ok: true, run: { end: run.end, settles: run.settles, log: run.log.map(([step, intent]) => ({ step, intent })) } };
}
