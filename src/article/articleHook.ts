// The browser tests' view of the explorable article (`window.article`): each figure's state, and a way to step simulated time.
import type { FigureState } from './ui/LiveFigure';

/** What `window.article` offers. */
export interface ArticleHook {
  /** Every figure built so far (a figure is built when it first comes near the view), by section id. */
  figures(): Record<string, FigureState>;
  /** Which figures are in view now. */
  inView(): string[];
  /** Runs `count` fixed steps of figure `id` as its Step button does (none past its end); returns its state, or null if it is not built. */
  stepFixed(id: string, count: number): FigureState | null;
  /** Branches figure `id` with the what-if `choice`, as its control does. */
  choose(id: string, choice: string): FigureState | null;
  /** The page's frames that stepped at least one figure, since it loaded. */
  readonly steppingFrames: number;
  /** When a figure first stepped by itself (ms since the navigation started, `performance.now()`), or null before. */
  readonly firstStepMs: number | null;
}
