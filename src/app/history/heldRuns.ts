/** What a history holds, seen from outside (read-only, or set aside to be put back): the run playing and the runs beside it. */

import type { Play } from '../plays/Play';
import type { ComparedRuns } from './comparedRuns';
import type { RunLog } from './historyRuns';

/** What a history holds, read-only (what writes a comparison down reads: src/app/settings/writeComparison.ts). */
export interface HistoryRuns extends Readonly<RunLog> {
  /** The runs beside it, while comparing. */
  readonly compared: ComparedRuns | null;
}

/** A history set aside (SceneHistory.setAside), to be put back as it was. */
export interface SetAsideHistory {
  readonly play: Play | null;
  readonly run: RunLog;
  readonly compared: ComparedRuns | null;
  readonly following: boolean;
  readonly cursor: number;
  readonly takenOver: readonly string[];
  /** Whether the game was paused when the player first went back (Play again resumes as it was). */
  readonly pausedAtPresent: boolean;
}
