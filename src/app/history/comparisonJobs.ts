/** A shared comparison's runs played again one at a time, each on a headless game of its own (a Worker's, or the page's at once). */
import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { Intent } from '../intents/Intent';
import type { SessionSettings } from '../model/SessionSettings';
import type { PlayDirector } from '../plays/PlayDirector';
import type { Scenario } from '../../sim/scenario/schema';
import { scenarioDt } from '../../sim/scenario/runScenario';
import { TIME_BASES, type TimeBase } from '../../sim/time/timeBases';
import type { DemoClock } from '../time/DemoClock';
import { adoptCheckpoint, restoreSession, type SessionKeep } from './Checkpoint';
import type { Comparison, RunInput } from './comparisonFile';
import type { PlannedRun } from './comparisonPlan';
import type { RunLog } from './historyRuns';
import { partSince, runMark, type RunMark, type RunPart } from './runParts';
import type { SceneHistory } from './SceneHistory';

/**
 * The parts of a game a comparison's runs are played again on: its plays, session and clock, its history, and its door (the runs' intents
 * go through it, as the player's did).
 */
export interface ReplayParts {
  readonly plays: PlayDirector;
  readonly session: SessionSettings;
  readonly clock: DemoClock;
  readonly history: SceneHistory;
  readonly keep: SessionKeep;
  apply(intent: Intent): SettingResult;
}

/** A part of a run is handed on after this many fixed steps (a second at 60 Hz), or sooner with {@link PART_INTENTS} intents. */
export const PART_STEPS = 60;

/** A part of a run is handed on once it holds this many intents (5,000 paths of 100 points would make one part of 40 MB). */
export const PART_INTENTS = 200;

/** What a job yields: it waits for more of the recorded run, or hands on a part of its run. */
export type JobYield = { readonly kind: 'wait' } | { readonly kind: 'part'; readonly part: RunPart };

/**
 * The recorded run as a what-if job reads it, growing while it is played elsewhere: its run from the start, whether it is all there, and
 * the step it ends before.
 */
export interface RecordedSource {
  readonly run: Readonly<RunLog>;
  readonly done: boolean;
  readonly end: number;
}

/** The step after the last frame of `run` (its present), or `otherwise` without one. */
export function reachedStep(run: Readonly<RunLog>, otherwise: number): number {
  const last = run.frames[run.frames.length - 1];
  return last ? last.step + 1 : otherwise;
}

/**
 * Opens `comparison`'s start snapshot of `scenario` as the history restores one, its time base
 * the scene's, and starts the history there; a refusal names the start. `scenario` is the scene
 * file without its comparison.
 */
export function openStart(parts: ReplayParts, scenario: Scenario, comparison: Pick<Comparison, 'start' | 'worldSettles'>): SettingResult {
  const { plays, clock, history } = parts;
  const base: TimeBase = scenario.timeBase ?? (scenario.dt === TIME_BASES.original.dt ? 'original' : 'standard');
  clock.useTimeBase(base, scenarioDt(scenario));
  const start = comparison.start;
  restoreSession(parts.session, parts.keep, start);
  plays.openSnapshot(start.play, scenario, start.random, (play) => adoptCheckpoint(play, start));
  // Written before worlds settled by themselves: its world settles only where its runs did, dropping contacts, as then.
  if (!comparison.worldSettles) {
    plays.model.world.settling.settleOnlyWhenTold();
    plays.model.world.settling.settleDroppingContacts();
  }
  const started = history.startNow();
  return started.ok ? OK : refused('comparison', `comparison.start: ${started.message}`);
}

/**
 * Hands on what `run` added since `mark` when `force`, or once it holds {@link PART_STEPS} frames or {@link PART_INTENTS} intents; null
 * otherwise.
 */
function partDue(run: Readonly<RunLog>, mark: RunMark, force: boolean): JobYield | null {
  if (!force && run.frames.length - mark.frames < PART_STEPS && run.log.length - mark.log < PART_INTENTS) return null;
  return { kind: 'part', part: partSince(run, mark) };
}

/**
 * Plays the recorded run of `comparison` again on the start opened by {@link openStart}: its
 * intents through the door step by step, the world settling as it did; yields its run in parts,
 * from its start snapshot on.
 */
export function* recordedJob(parts: ReplayParts, comparison: Comparison): Generator<JobYield, SettingResult, void> {
  const { history } = parts;
  const mark = runMark();
  // Its lists, read as they grow (a shared replay lets nothing go, and nothing else takes their place).
  const run = history.runs;
  history.replayShared(true, comparison.worldSettles ? null : new Set(comparison.recorded.settles));
  try {
    const steps = playRun(
      parts,
      comparison.recorded,
      (i) => `recorded.log[${i}]`,
      'recorded',
      comparison.start.step,
      'state.steps',
      () => true,
    );
    for (let next = steps.next(); ; next = steps.next()) {
      if (next.done) {
        if (!next.value.ok) return next.value;
        break;
      }
      const due = partDue(run, mark, false);
      if (due) yield due;
    }
  } finally {
    history.replayShared(false);
  }
  return (yield* finalPart(run, mark)) ?? OK;
}

/** The last part of a run (when it holds anything). */
function* finalPart(run: Readonly<RunLog>, mark: RunMark): Generator<JobYield, null, void> {
  const last = partSince(run, mark);
  if (last.frames.length + last.log.length + last.settles.length + last.snapshots.length > 0) yield { kind: 'part', part: last };
  return null;
}

/**
 * Plays what-if run `run` of `comparison` again on the start opened by {@link openStart}: the
 * recorded run as `recorded` holds it so far taken as this history's own (it waits until that
 * reaches the run's branch), shown at the branch, then the run's intents through the door step by
 * step, its targets following the recorded run's (it waits, before each step, for the recorded
 * run's frame of that step). Yields its own run in parts: what it added from its branch on.
 */
export function* whatIfJob(
  parts: ReplayParts,
  comparison: Comparison,
  run: PlannedRun,
  recorded: RecordedSource,
): Generator<JobYield, SettingResult, void> {
  const { history } = parts;
  const name = `whatIfs[${run.index}]`;
  while (!recorded.done && reachedStep(recorded.run, comparison.start.step) <= run.branch) yield { kind: 'wait' };
  // The recorded run so far, as this history's (its lists copied: the branch splits them), and how much of it was taken.
  const taken = runMark();
  history.adoptRun(copyRun(partSince(recorded.run, taken)));
  const back = playAll(history.showing(run.branch, false, true));
  if (!back.ok) return refused('comparison', `comparison.${name}.branch: ${run.branch} could not be shown (${back.message})`);
  // What this run adds from its branch on: after the recorded run's frames, log and snapshots before it, and its settles up to it.
  const live = history.runs;
  const own = runMark({
    frames: live.frames.filter((frame) => frame.step < run.branch).length,
    log: live.log.filter((entry) => entry.step < run.branch).length,
    settles: live.settles.filter((step) => step <= run.branch).length,
    snapshots: live.snapshots.filter((snapshot) => snapshot.step <= run.branch).length,
  });
  history.replayShared(true, comparison.worldSettles ? null : new Set(run.settles));
  try {
    const ready = (step: number): boolean => {
      const source = recorded.run;
      if (
        source.frames.length > taken.frames ||
        source.log.length > taken.log ||
        source.settles.length > taken.settles ||
        source.snapshots.length > taken.snapshots
      )
        history.extendRecorded(partSince(source, taken));
      return recorded.done || step >= recorded.end || reachedStep(recorded.run, comparison.start.step) > step;
    };
    const steps = playRun(parts, run, (i) => run.logField(i), name, run.branch, `comparison.${name}.branch`, ready);
    for (let next = steps.next(); ; next = steps.next()) {
      if (next.done) {
        if (!next.value.ok) return next.value;
        break;
      }
      if (next.value === 'wait') {
        yield { kind: 'wait' };
        continue;
      }
      const due = partDue(live, own, false);
      if (due) yield due;
    }
  } finally {
    history.replayShared(false);
  }
  if (!history.comparing)
    return refused(
      'comparison',
      `comparison.${name}.log: must change something from the run before it (its intents left the scene as that run had it, so ` +
        `there is nothing to compare)`,
    );
  return (yield* finalPart(live, own)) ?? OK;
}

/** A copy of `run`'s lists (the items shared). */
function copyRun(run: Readonly<RunLog>): RunLog {
  return { frames: [...run.frames], log: [...run.log], settles: [...run.settles], snapshots: [...run.snapshots] };
}

/** Plays a generator of steps to its end and answers what it returned. */
function playAll<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * One run (field `name`) from step `from` (what field `fromField` says) to its end: before each
 * step its intents through the door, then, once `ready` says the step may go (else it yields
 * 'wait' and asks again), the step; yields 'step' after each. A refusal names the field.
 */
function* playRun(
  parts: ReplayParts,
  run: RunInput,
  logField: (i: number) => string,
  endField: string,
  from: number,
  fromField: string,
  ready: (step: number) => boolean,
): Generator<'step' | 'wait', SettingResult, void> {
  const { clock, plays } = parts;
  const at = () => plays.model.world.steps;
  if (at() !== from)
    return refused('comparison', `${fromField}: must be the step the scene is at as the run starts (${at()}); got ${from}`);
  let next = 0;
  for (let step = from; step < run.end; step++) {
    for (; next < run.log.length && (run.log[next] as RunInput['log'][number]).step === step; next++) {
      const applied = parts.apply((run.log[next] as RunInput['log'][number]).intent);
      if (!applied.ok) return refused('comparison', `comparison.${logField(next)}[1]: ${applied.message}`);
      if (at() !== step)
        return refused(
          'comparison',
          `comparison.${logField(next)}[1]: must leave the scene at step ${step}, where it applies; it went to step ${at()}`,
        );
    }
    while (!ready(step)) yield 'wait';
    clock.openingStep();
    if (at() !== step + 1)
      return refused(
        'comparison',
        `comparison.${endField}.end: must be at most ${step} (the scene could not go on past step ${step} as it played again); ` +
          `got ${run.end}`,
      );
    yield 'step';
  }
  return OK;
}
