/** Where a comparison on screen starts (what Share writes it from) and how far its runs may go from there. */
import { MAX_COMPARISON_STEPS } from '../../sim/scenario/comparisonFormat';
import type { Checkpoint } from './Checkpoint';
import type { ComparedRuns } from './comparedRuns';
import type { Recording } from './heldRuns';
import type { RunLog } from './historyRuns';

/**
 * The snapshot a comparison starts from (src/app/settings/writeComparison.ts writes it from there):
 * the run playing's last one before the comparison's branch (the step before the branch is then in
 * every run's frames: the card counts hits from it), else one at the branch; undefined when the
 * history keeps neither. The run playing keeps every snapshot before the branch it has not pruned,
 * and while the comparison lives it prunes none from that one on (SceneHistory: its start is pinned).
 */
export function comparisonStart(live: Readonly<RunLog>, compared: ComparedRuns): Checkpoint | undefined {
  const branch = compared.branch;
  let start: Checkpoint | undefined;
  for (const snapshot of live.snapshots) {
    if (snapshot.step < branch) start = snapshot;
    else break;
  }
  if (start) return start;
  for (const snapshot of live.snapshots) if (snapshot.step === branch) return snapshot;
  for (const snapshot of compared.recording.snapshots) if (snapshot.step === branch) return snapshot;
  return undefined;
}

/**
 * The last step a comparison's run playing may reach: {@link MAX_COMPARISON_STEPS} after its start
 * (the minute the timeline keeps and its oldest snapshot's interval: what a comparison written down
 * may hold, so that every link and file the game writes opens again). Null without a start.
 */
export function comparisonEnd(live: Readonly<RunLog>, compared: ComparedRuns): number | null {
  const start = comparisonStart(live, compared);
  return start ? start.step + MAX_COMPARISON_STEPS : null;
}

/**
 * After a step of `rec`'s run playing that left it at step `next` (at `time`, s; `dt`: the fixed
 * step, s): at its comparison's end, what the player is told as the game pauses there; else null.
 */
export function endReached(rec: Recording, next: number, time: number, dt: number): string | null {
  return rec.beside && next === comparisonEnd(rec.run, rec.beside) ? endReachedNotice(time, MAX_COMPARISON_STEPS * dt) : null;
}

/**
 * Before recording step `step` of `rec`'s run playing (at `time`, s): past its comparison's end, the comparison is left and the player told
 * why (returned); else null.
 */
export function leaveWhenPast(rec: Recording, step: number, time: number): string | null {
  if (!rec.beside || step < (comparisonEnd(rec.run, rec.beside) ?? Number.POSITIVE_INFINITY)) return null;
  rec.beside = null;
  rec.takenOver.clear();
  return endLeftNotice(time);
}

/**
 * What the player is told as the run playing reaches the comparison's end (`endTime`, s: its time then; `seconds`: how long a comparison
 * may be).
 */
function endReachedNotice(endTime: number, seconds: number): string {
  return (
    `This comparison has reached its end at ${endTime.toFixed(2)} s: a comparison holds ${seconds.toFixed(0)} s from its start ` +
    `(the timeline’s minute and a snapshot’s interval), so the game paused here, every run kept for Share and the address. Go back ` +
    `on the timeline to add a run from a moment, or play on (P) to leave the comparison and go on without it.`
  );
}

/** What the player is told when the game plays on past the comparison's end (`endTime`, s): the comparison is left. */
function endLeftNotice(endTime: number): string {
  return (
    `You played on past the comparison’s end at ${endTime.toFixed(2)} s, so the comparison was left: the game goes on without it ` +
    `(the timeline keeps its last minute again).`
  );
}
