import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { OK, type SettingResult } from '../../../src/app/fields/tuningFields';
import type { Checkpoint } from '../../../src/app/history/Checkpoint';
import type { Comparison } from '../../../src/app/history/comparisonFile';
import { recordedJob, whatIfJob, type ReplayParts } from '../../../src/app/history/comparisonJobs';
import { planComparison } from '../../../src/app/history/comparisonPlan';
import type { HistoryFrame } from '../../../src/app/history/HistoryFrame';
import type { RunLog } from '../../../src/app/history/historyRuns';
import { HISTORY_SECONDS } from '../../../src/app/history/SceneHistory';
import { MAX_SNAPSHOT_WAIT_STEPS, SNAPSHOT_STEPS_RANGE } from '../../../src/app/history/snapshotPolicy';
import { sceneFileText } from '../../../src/app/sceneFile/describeScene';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { MAX_COMPARISON_STEPS } from '../../../src/sim/scenario/comparisonFormat';
import { STANDARD_DT } from '../../../src/sim/time/timeBases';
import { classicComparison } from '../settings/comparisonCases';

// A comparison whose runs the history would let go of in play opens whole (its start stays while
// its runs play again), and one refused as a run plays again names the full field: a run whose scene
// could not go on, an intent that moved the scene's step, a what-if run that changes nothing. No run
// reaches past what the history keeps from the comparison's start, so opening one never holds more
// than the history does in play.

const written = writeComparison(classicComparison());
if (!written.ok) throw new Error(written.reason);
const first = written.scene.state?.steps ?? 0;

/** The classic comparison changed by `edit`, as a scene file. */
function fileWith(edit: (comparison: Record<string, any>) => void): string {
  const scene = structuredClone(written.ok ? written.scene : {}) as { comparison: Record<string, any> };
  edit(scene.comparison);
  return sceneFileText(scene as never);
}

/**
 * A recorded run as long as a comparison's may be, written before worlds settled by themselves and
 * settling every second (the history snapshots where such a run settled): the history, keeping a
 * minute, lets its first seconds go.
 */
function longRecordedRun(c: Record<string, any>): void {
  delete c.worldSettles;
  c.recorded.end = first + MAX_COMPARISON_STEPS;
  c.recorded.settles = Array.from({ length: MAX_COMPARISON_STEPS / 60 + 1 }, (_, i) => first + 60 * i);
}

/**
 * The oldest step the history keeps at the long recorded run's end: it drops a snapshot once the
 * next one is a minute older than the last frame (step end − 1), so the oldest kept is the last
 * snapshot (one every 60 steps) at or before that minute's start.
 */
const OLDEST_KEPT = first + 60 * Math.floor((MAX_COMPARISON_STEPS - 1 - Math.round(HISTORY_SECONDS / STANDARD_DT)) / 60);

describe('a comparison whose runs outlast what the history keeps in play', () => {
  test('opens whole: its start stays while its runs play again, and the what-if run branches where the file says', () => {
    const branch = (written.scene.comparison as { whatIfs: { branch: number }[] }).whatIfs[0]!.branch;
    expect(branch).toBeLessThan(OLDEST_KEPT);
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text: fileWith(longRecordedRun) })).toEqual({ ok: true });
    expect(demo.history.oldestStep).toBe(first);
    expect(demo.history.compared!.list.map((run) => run.from)).toEqual([branch, branch]);
  });

  test('shows a step from its first minute, which the history would have let go', () => {
    const branch = first + 3000;
    const text = fileWith((c) => {
      longRecordedRun(c);
      c.whatIfs = [{ branch, end: branch + 30, settles: [], log: [[branch, { kind: 'toggleTurnRate' }]] }];
      c.shown = first + 100;
    });
    expect(first + 100).toBeLessThan(OLDEST_KEPT);
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text })).toEqual({ ok: true });
    expect(demo.history.shownStep).toBe(first + 100);
    expect(demo.history.comparing).toBe(true);
  });
});

describe('a what-if run’s end against what the history keeps', () => {
  test('the bound is the history’s: a minute at 60 Hz and its oldest snapshot’s longest interval', () => {
    expect(MAX_COMPARISON_STEPS).toBe(Math.round(HISTORY_SECONDS / STANDARD_DT) + SNAPSHOT_STEPS_RANGE.max + MAX_SNAPSHOT_WAIT_STEPS);
  });

  test('a what-if run of 7,200 steps from its branch is refused, naming comparison.whatIfs[0].end and its range', () => {
    let branch = 0;
    const text = fileWith((c) => {
      branch = c.whatIfs[0].branch;
      c.whatIfs[0].end = branch + 7200;
    });
    const opened = new Demo().apply({ kind: 'openScene', text });
    expect(opened).toEqual({
      ok: false,
      field: 'scene',
      message:
        `comparison.whatIfs[0].end: must be an integer from ${branch + 1} (after its branch) to ${first + MAX_COMPARISON_STEPS} ` +
        `(the ${MAX_COMPARISON_STEPS} steps the game’s history keeps from the scene’s step); got ${branch + 7200}`,
    });
  });

  test('a what-if run to the bound opens, and the history then holds no more than it does in play', () => {
    const end = first + MAX_COMPARISON_STEPS;
    const demo = new Demo();
    const opened = demo.apply({ kind: 'openScene', text: fileWith((c) => void ((c.whatIfs[0].end = end), (c.shown = end))) });
    expect(opened).toEqual({ ok: true });
    expect(demo.history.presentStep).toBe(end);
    expect(demo.history.size.frames).toBeLessThanOrEqual(MAX_COMPARISON_STEPS);
    expect(demo.history.presentStep - demo.history.oldestStep).toBeLessThanOrEqual(MAX_COMPARISON_STEPS);
  });
});

/** A run of nothing but frames of `steps` steps from `from` (what a fake history holds). */
function framesOf(from: number, to: number): RunLog {
  return {
    frames: Array.from({ length: to - from }, (_, i) => ({ step: from + i, poses: new Float64Array(0) }) as unknown as HistoryFrame),
    log: [],
    settles: [],
    snapshots: [],
  };
}

/** Parts of a game for a job alone: a world whose step the clock moves (`stuckAt`: where it stops), a history that shows any step. */
function fakeParts(options: { stuckAt?: number; comparing?: boolean; applyMoves?: number } = {}): ReplayParts {
  let steps = 100;
  let run: RunLog = framesOf(100, 100);
  const history = {
    // A fake that shows a step at once: a generator with nothing to yield.
    showing: (step: number) => {
      steps = step;
      return {
        next: () => ({ done: true, value: OK }),
        [Symbol.iterator]() {
          return this;
        },
      } as unknown as Generator<void, typeof OK, void>;
    },
    replayShared: () => undefined,
    adoptRun: (adopted: RunLog) => void (run = adopted),
    extendRecorded: () => undefined,
    get runs() {
      return run;
    },
    get comparing() {
      return options.comparing ?? true;
    },
  };
  return {
    history: history as never,
    clock: { openingStep: () => void (steps === options.stuckAt ? undefined : steps++) } as never,
    plays: {
      model: {
        world: {
          get steps() {
            return steps;
          },
        },
      },
    } as never,
    session: {} as never,
    keep: {} as never,
    apply: () => {
      if (options.applyMoves !== undefined) steps = options.applyMoves;
      return OK;
    },
  };
}

/** A comparison from step 100: recorded to 200, one what-if from 150 to 180. */
const COMPARISON: Comparison = {
  start: { step: 100 } as Checkpoint,
  worldSettles: true,
  shown: 180,
  title: '',
  recorded: { end: 200, settles: [], log: [] },
  whatIfs: [{ branch: 150, end: 180, settles: [], log: [{ step: 150, intent: { kind: 'toggleTurnRate' } }] }],
};

/** The what-if run of {@link COMPARISON} as the opening plays it. */
const planned = (() => {
  const plan = planComparison(COMPARISON);
  if (!plan.ok) throw new Error(plan.error);
  return plan.plan.whatIfs[0]!;
})();

/** The recorded run of {@link COMPARISON}, all there. */
const RECORDED = { run: framesOf(100, 200), done: true, end: 200 };

/** Plays a job to its end (it never waits: what it needs is there). */
function playJob(job: Generator<unknown, SettingResult, void>): SettingResult {
  for (;;) {
    const next = job.next();
    if (next.done) return next.value;
  }
}

describe('each refusal as a run plays again names its full field', () => {
  test('the jobs themselves go through on parts that do as asked', () => {
    expect(playJob(recordedJob(fakeParts(), COMPARISON))).toEqual(OK);
    expect(playJob(whatIfJob(fakeParts(), COMPARISON, planned, RECORDED))).toEqual(OK);
  });

  test.each([
    [
      'a scene that could not go on',
      { stuckAt: 160 },
      'recorded',
      'comparison.recorded.end: must be at most 160 (the scene could not go on past step 160 as it played again); got 200',
    ],
    [
      'an intent that moved the scene’s step',
      { applyMoves: 7 },
      'whatIf',
      'comparison.whatIfs[0].log[0][1]: must leave the scene at step 150, where it applies; it went to step 7',
    ],
    [
      'a what-if run that changes nothing',
      { comparing: false },
      'whatIf',
      'comparison.whatIfs[0].log: must change something from the run before it ' +
        '(its intents left the scene as that run had it, so there is nothing to compare)',
    ],
  ] as const)('%s', (_name, options, job, message) => {
    const parts = fakeParts(options);
    const answer = playJob(job === 'recorded' ? recordedJob(parts, COMPARISON) : whatIfJob(parts, COMPARISON, planned, RECORDED));
    expect(answer).toEqual({ ok: false, field: 'comparison', message });
  });

  test('a recorded run whose scene is not at its start step names state.steps', () => {
    expect(playJob(recordedJob(fakeParts(), { ...COMPARISON, start: { step: 90 } as Checkpoint }))).toEqual({
      ok: false,
      field: 'comparison',
      message: 'state.steps: must be the step the scene is at as the run starts (100); got 90',
    });
  });
});
