import type { Checkpoint } from './Checkpoint';
import type { HistoryFrame } from './HistoryFrame';

/** The recorded run's bodies at the shown step (what the game draws translucent beside the what-if run). */
export interface GhostView {
  readonly step: number;
  readonly entities: readonly { readonly id: string; readonly position: { readonly x: number; readonly y: number }; readonly angle: number }[];
}

/** The recorded run from a branch on: its frames (one a step, from `from`) and the checkpoints it passed through there. */
export interface RecordedRun {
  readonly from: number;
  readonly frames: readonly HistoryFrame[];
  readonly checkpoints: readonly Checkpoint[];
}

/** What a history holds, read-only (what writes a comparison down reads: src/app/settings/writeComparison.ts). */
export interface HistoryRuns {
  /** The run on screen's checkpoints and frames, oldest first (from a branch on, the what-if run's). */
  readonly checkpoints: readonly Checkpoint[];
  readonly frames: readonly HistoryFrame[];
  /** The recorded run beside it, while comparing. */
  readonly ghost: RecordedRun | null;
}
