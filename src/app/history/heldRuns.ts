/** What a history holds: the recording, seen from outside (read-only, or set aside to be put back). */

import { MAX_RUNS } from '../../sim/scenario/comparisonFormat';
import type { Play } from '../plays/Play';
import { ComparedRuns } from './comparedRuns';
import type { LoggedIntent, RunLog } from './historyRuns';
import { emptyRun, splitRun } from './runLog';

/** What a history holds, read-only (what writes a comparison down reads: src/app/settings/writeComparison.ts). */
export interface HistoryRuns extends Readonly<RunLog> {
  /** The runs beside it, while comparing. */
  readonly compared: ComparedRuns | null;
  /** Whether it is a legacy recording ({@link Recording.legacy}): a comparison of it is written as one. */
  readonly legacy: boolean;
}

/** One recording of a history: its play and run, the runs beside it while comparing, and where a replay stands in its log. */
export interface Recording {
  play: Play | null;
  run: RunLog;
  /** The runs beside this one after a branch: the recorded run and the what-ifs set aside, from the branch. */
  beside: ComparedRuns | null;
  /** Behind the recording's present, following its log. */
  following: boolean;
  /** The next entry of the log to apply while replaying or following. */
  cursor: number;
  /** The step whose input the run playing was shown with (SceneHistory.showing, while comparing), or null. */
  inputShown: number | null;
  /** Targets the what-if run's own input took hold of: the recording no longer moves them. */
  readonly takenOver: Set<string>;
  /**
   * Whether its world settles only when told (WorldSettling.settleOnlyWhenTold: a comparison
   * written before worlds settled by themselves): then the history settles it at each snapshot,
   * dropping its contacts, and a replay at the steps the run settled at, as the history did then.
   */
  legacy: boolean;
}

/** A recording of nothing yet. */
export function newRecording(): Recording {
  return { play: null, run: emptyRun(), beside: null, following: false, cursor: 0, inputShown: null, takenOver: new Set(), legacy: false };
}

/** A history set aside (SceneHistory.setAside), to be put back as it was. */
export interface SetAsideHistory {
  readonly recording: Recording;
  /** Whether the game was paused when the player first went back (Play again resumes as it was). */
  readonly pausedAtPresent: boolean;
}

/**
 * Starts `rec` on `play` when its world settles before its next step (a legacy world, which settles
 * only when told, at once: {@link Recording.legacy}); false when the recording must wait for such a step.
 */
export function startRecording(rec: Recording, play: Play): boolean {
  const settling = play.model.world.settling;
  if (settling.settlesByItself && !settling.beforeNextStep) return false;
  rec.play = play;
  rec.legacy = !settling.settlesByItself;
  return true;
}

/**
 * The log a change behind the present at `step` would start a new run with (`pending`: the changes
 * made there, this one last): `rec`'s run from where it leaves the recorded run (or the run playing's
 * branch), the intents of `step` itself when the moment was shown with them (SceneHistory.showing).
 */
export function branchLog(rec: Recording, step: number, pending: readonly LoggedIntent[]): LoggedIntent[] {
  const from = Math.min(step, rec.beside?.playingFrom ?? step);
  return [...rec.run.log.filter((e) => e.step >= from && (e.step < step || (e.step === step && rec.inputShown === step))), ...pending];
}

/** What the player is told when the what-if run took hold of target `id`. */
export function takenNotice(id: string): string {
  return `You took ${id} over: it no longer moves as recorded (the ghost's run keeps its recorded motion).`;
}

/**
 * Target `id` no longer moves as recorded in `rec`'s what-if run (its input took hold of it); true when it was not taken before (and runs
 * are compared).
 */
export function takeTarget(rec: Recording, id: string): boolean {
  if (rec.takenOver.has(id) || !rec.beside) return false;
  rec.takenOver.add(id);
  return true;
}

/**
 * `rec`'s run branches at `step` (`present`: the step it had reached) with the intents `made` the
 * player applied before it: what it held from there becomes the recorded run beside it (the
 * ghost), or, while comparing already, the run playing is set aside beside the others
 * (comparedRuns.ts); the intents begin the new run's log, after the run playing's own at `step`
 * when it was shown with them (SceneHistory.showing). Returns what the player is told.
 */
export function branchAt(rec: Recording, step: number, made: readonly LoggedIntent[], present: number): string[] {
  const notices: string[] = [];
  rec.following = false;
  const tail = splitRun(rec.run, step);
  if (!rec.beside) rec.beside = new ComparedRuns({ from: step, ...tail });
  else {
    const gaveWay = rec.beside.branchAgain(rec.run, tail, step, present);
    if (gaveWay !== null)
      notices.push(`A comparison shows ${MAX_RUNS} runs at most: ${gaveWay}, the oldest what-if run set aside, gave way to this one.`);
    if (rec.inputShown === step) rec.run.log.push(...tail.log.filter((entry) => entry.step === step));
  }
  rec.takenOver.clear();
  // Still against the same recording: what the what-if run took over before `step` stays taken.
  for (const { takes } of rec.run.log) for (const id of takes ?? []) rec.takenOver.add(id);
  for (const entry of made) {
    rec.run.log.push(entry);
    for (const id of entry.takes ?? []) if (takeTarget(rec, id)) notices.push(takenNotice(id));
  }
  rec.cursor = rec.run.log.length;
  return notices;
}
