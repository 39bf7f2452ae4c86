/** The compare card's figures at any moment shown, from checkpoints of each run's fold (compareRuns.ts's RunFold). */
import { RunFold, type FiguresOf, type FoldCheckpoint, type RunFigures } from './compareRuns';
import type { HistoryFrame } from './HistoryFrame';

/** A fold is written down every this many frames of a run: showing any moment folds at most this many frames a run and body. */
export const FOLD_CHECKPOINT_FRAMES = 120;

/**
 * The figures of a comparison's runs up to any span: each run's fold for each body goes on from
 * its latest checkpoint at or before the span (one every {@link FOLD_CHECKPOINT_FRAMES} frames,
 * written as it first folds past them), so that showing a moment, or playing on, folds a few
 * frames instead of every frame since the branch. A run is known by a key that changes whenever
 * its frames could (ComparedRuns: its slot, the runs' revision, its first frame's step); the folds
 * of runs a comparison no longer asks for are dropped ({@link compare}).
 */
export class FigureFolds {
  private readonly checkpoints = new Map<string, FoldCheckpoint[]>();
  private readonly asked = new Set<string>();

  constructor(
    readonly dt: number,
    /** Frames between checkpoints. [default: {@link FOLD_CHECKPOINT_FRAMES}] */
    private readonly every = FOLD_CHECKPOINT_FRAMES,
  ) {}

  /**
   * Every run's figures for `compare` (compareRuns.ts, its `figuresOf` given), each run known by
   * its key in `runKeys` (in the runs' order); the folds of other runs are dropped.
   */
  compare<T>(runKeys: readonly string[], compare: (figuresOf: FiguresOf) => T): T {
    this.asked.clear();
    const result = compare((run, frames, span, id, hitsBefore) => this.figures(runKeys[run] ?? String(run), frames, span, id, hitsBefore));
    for (const key of this.checkpoints.keys()) if (!this.asked.has(key)) this.checkpoints.delete(key);
    return result;
  }

  /** Run `runKey`'s figures for entity `id` over the first `span` of `frames` (`hitsBefore`: its hits at the branch). */
  private figures(runKey: string, frames: readonly HistoryFrame[], span: number, id: string, hitsBefore: number): RunFigures | null {
    const key = `${runKey}\u0000${id}\u0000${hitsBefore}`;
    this.asked.add(key);
    let list = this.checkpoints.get(key);
    if (!list) this.checkpoints.set(key, (list = []));
    const fold = new RunFold(id, this.dt, hitsBefore);
    let from: FoldCheckpoint | undefined;
    for (const checkpoint of list) if (checkpoint.index <= span) from = checkpoint;
    if (from) fold.restore(from);
    while (fold.index < span) {
      fold.add(frames[fold.index] as HistoryFrame);
      if (fold.index % this.every === 0 && (list.at(-1)?.index ?? 0) < fold.index) list.push(fold.save());
    }
    return fold.result();
  }
}
