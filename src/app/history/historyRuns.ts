import type { SceneIntent } from '../intents/Intent';
import type { ChangeNote } from './changeNotes';
import type { Checkpoint } from './Checkpoint';
import type { HistoryFrame } from './HistoryFrame';

/** The recorded run's bodies at the shown step (what the game draws translucent beside the what-if run). */
export interface GhostView {
  readonly step: number;
  readonly entities: readonly {
    readonly id: string;
    readonly position: { readonly x: number; readonly y: number };
    readonly angle: number;
  }[];
}

/**
 * An intent of a run's log: applied before step `step`; `takes`: the targets it took from the recording (a what-if run's); `notes`: what it
 * changed, in words; `setting`: its kind changes settings alone (its notes say all it did).
 */
export interface LoggedIntent {
  readonly step: number;
  readonly intent: SceneIntent;
  readonly takes?: readonly string[];
  readonly notes?: readonly ChangeNote[];
  readonly setting?: true;
}

/**
 * One run as the history keeps it: its snapshots (each of the scene before the input of its step),
 * the steps the world settled at (by its own rule; in a legacy recording, every snapshot's and a
 * shared run's own), its log of intents and a frame a step, each in step order.
 */
export interface RunLog {
  snapshots: Checkpoint[];
  settles: number[];
  log: LoggedIntent[];
  frames: HistoryFrame[];
}

/** The recorded run from a branch on: its frames (one a step, from `from`), log, settles and snapshots there. */
export interface RecordedRun extends Readonly<RunLog> {
  readonly from: number;
}
