/** What a history holds: the recording, seen from outside (read-only, or set aside to be put back). */

import type { Play } from '../plays/Play';
import type { ComparedRuns } from './comparedRuns';
import type { RunLog } from './historyRuns';
import { emptyRun } from './runLog';

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
  return { play: null, run: emptyRun(), beside: null, following: false, cursor: 0, takenOver: new Set(), legacy: false };
}

/** A history set aside (SceneHistory.setAside), to be put back as it was. */
export interface SetAsideHistory {
  readonly recording: Recording;
  /** Whether the game was paused when the player first went back (Play again resumes as it was). */
  readonly pausedAtPresent: boolean;
}
