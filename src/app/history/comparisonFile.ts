import {
  problemsUnder,
  readComparisonFormat,
  type ComparisonJson as FormatComparisonJson,
  type RunJson as FormatRunJson,
  type WhatIfJson as FormatWhatIfJson,
} from '../../sim/scenario/comparisonFormat';
import { refusalLine } from '../../sim/scenario/parseScenario';
import type { Scenario } from '../../sim/scenario/schema';
import type { SceneIntent } from '../intents/Intent';
import { sceneIntentSchema } from '../intents/intentSchema';
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
 * last plays on. The game shows step `shown` (comparisonOpening.ts plays it again;
 * src/app/settings/writeComparison.ts writes it).
 */
export interface Comparison {
  readonly start: Checkpoint;
  /**
   * Whether its world settled by its own rule (src/sim/WorldSettling.ts); false: written before, each run settling at its `settles`,
   * dropping contacts (comparisonFormat.ts).
   */
  readonly worldSettles: boolean;
  /** The step shown. */
  readonly shown: number;
  /** The player's name for it ("" for none). */
  readonly title: string;
  readonly recorded: RunInput;
  /** One to three what-if runs (comparisonFormat.ts's MAX_RUNS − 1), the one playing last. */
  readonly whatIfs: readonly WhatIfInput[];
}

/** One run: the step it ends before (its present), the steps it settled the world at, and its intents, each in step order. */
export interface RunInput {
  readonly end: number;
  readonly settles: readonly number[];
  readonly log: readonly { readonly step: number; readonly intent: SceneIntent }[];
}

/**
 * A what-if run: the step it left the recorded run at, and its run from there; the number in its name and its colour slot, when the file
 * gives them.
 */
export interface WhatIfInput extends RunInput {
  readonly branch: number;
  readonly number?: number;
  readonly colour?: number;
}

/** A run as the file writes it: its log as [step, intent] pairs. */
export type RunJson = FormatRunJson<SceneIntent>;

/** A what-if run as the file writes it. */
export type WhatIfJson = FormatWhatIfJson<SceneIntent>;

/** The `"comparison"` as the file writes it. */
export type ComparisonJson = FormatComparisonJson<SnapshotJson, SceneIntent>;

/** What reading a comparison gave: the comparison, or one line naming the field and what it may be. */
export type ComparisonReadResult = { ok: true; comparison: Comparison } | { ok: false; error: string };

/**
 * Reads the `"comparison"` of `scene` (already read by the scene rules): its format, as every
 * reader of a scene file checks it (src/sim/scenario/comparisonFormat.ts: its shape, bounds and
 * steps), then its start snapshot against the scene and each intent's shape. An intent's values are
 * checked as the replay applies it. Never throws; the first problem is the answer, naming its
 * field and what it may be.
 */
export function readComparison(scene: Scenario): ComparisonReadResult {
  const format = readComparisonFormat(scene);
  if (!format.ok) return { ok: false, error: refusalLine(format.errors) };
  const data = format.comparison;
  const snapshot = readSnapshot(scene, data.start, ['comparison', 'start']);
  if (!snapshot.ok) return snapshot;
  const recorded = readLog(data.recorded, 'comparison.recorded');
  if (!recorded.ok) return recorded;
  const whatIfs: WhatIfInput[] = [];
  for (const [k, run] of data.whatIfs.entries()) {
    const read = readLog(run, `comparison.whatIfs[${k}]`);
    if (!read.ok) return read;
    whatIfs.push({
      branch: run.branch,
      ...(run.number !== undefined && { number: run.number }),
      ...(run.colour !== undefined && { colour: run.colour }),
      ...read.run,
    });
  }
  return {
    ok: true,
    comparison: {
      start: snapshot.snapshot,
      worldSettles: data.worldSettles === true,
      shown: data.shown,
      title: data.title?.trim() ?? '',
      recorded: recorded.run,
      whatIfs,
    },
  };
}

/** Reads the intents of one run (named `name`), each by the scene intents' shapes. */
function readLog(run: FormatRunJson, name: string): { ok: true; run: RunInput } | { ok: false; error: string } {
  const log: { step: number; intent: SceneIntent }[] = [];
  for (const [index, [step, value]] of run.log.entries()) {
    const intent = sceneIntentSchema().safeParse(value);
    if (!intent.success) return { ok: false, error: refusalLine(problemsUnder(intent.error, value, `${name}.log[${index}][1]`)) };
    log.push({ step, intent: intent.data });
  }
  return { ok: true, run: { end: run.end, settles: run.settles, log } };
}
