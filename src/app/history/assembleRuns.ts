/**
 * A shared comparison's history put together from its runs played apart (comparisonJobs.ts), as playing them in turn would have left it.
 */
import type { Play } from '../plays/Play';
import type { PlannedRun } from './comparisonPlan';
import { ComparedRuns } from './comparedRuns';
import { newRecording, type Recording } from './heldRuns';
import type { RunLog } from './historyRuns';
import { appendPart } from './runParts';
import { splitRun } from './runLog';

/** A what-if run's own run from its branch (what its job handed on), with where it branches and how it is named (comparisonPlan.ts). */
export interface PlayedWhatIf {
  readonly run: Pick<PlannedRun, 'branch' | 'slot' | 'number'>;
  readonly part: Readonly<RunLog>;
}

/** The step after `run`'s last frame (its present), or its first snapshot's step without a frame. */
function presentOf(run: Readonly<RunLog>): number {
  const last = run.frames[run.frames.length - 1];
  return last ? (last.poses ? last.step + 1 : last.step) : (run.snapshots[0]?.step ?? 0);
}

/**
 * The recording of `play` (whose world settles by its own rule unless `legacy`) that playing
 * `recorded` (from the comparison's start) and then each of `whatIfs` in turn gives, as
 * SceneHistory builds it while the runs play: at each what-if run's branch the run before it is
 * split there (heldRuns.ts's branchAt): what it held from there becomes the recording beside (the
 * first), or it is set aside beside the others (ComparedRuns.branchAgain); the what-if run's own
 * run follows, and it takes its colour and number. `title` names it. Nothing of `recorded` or of a
 * part is changed (their lists are copied where a split would cut them).
 */
export function assembleRecording(
  play: Play,
  legacy: boolean,
  recorded: Readonly<RunLog>,
  whatIfs: readonly PlayedWhatIf[],
  title: string,
): Recording {
  const rec = newRecording();
  rec.play = play;
  rec.legacy = legacy;
  rec.run = { frames: [...recorded.frames], log: [...recorded.log], settles: [...recorded.settles], snapshots: [...recorded.snapshots] };
  for (const { run, part } of whatIfs) {
    const present = presentOf(rec.run);
    const tail = splitRun(rec.run, run.branch);
    if (!rec.beside) rec.beside = new ComparedRuns({ from: run.branch, ...tail });
    else rec.beside.branchAgain(rec.run, tail, run.branch, present);
    appendPart(rec.run, part);
    rec.beside.nameRun(run.slot, run.number);
  }
  if (rec.beside) rec.beside.title = title;
  return rec;
}
