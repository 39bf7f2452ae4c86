import type { BuiltinController } from '../../sim/challenges/builtinControllers';
import type { ChallengeLevel } from '../../sim/challenges/ChallengeLevel';
import { ChallengeRun, type ChallengeResult } from '../../sim/challenges/ChallengeRun';

/** One cell of the table: a built-in controller's result on a level, or null while not computed yet. */
export interface BuiltinResultCell {
  readonly level: ChallengeLevel;
  readonly controller: BuiltinController;
  readonly result: ChallengeResult | null;
}

/**
 * Every built-in controller's result on every level, computed by the same level code as the game
 * and `npm run challenge`, on demand and a slice at a time: {@link advance} runs at most a given
 * number of fixed steps, so the page computes the table between frames (all of it is about 0.3 M
 * steps, a second or two) without ever freezing a frame. Results never change, so the table is
 * computed once per visit.
 */
export class BuiltinResults {
  private readonly cells: { level: ChallengeLevel; controller: BuiltinController; result: ChallengeResult | null }[] = [];
  private next = 0;
  private running: ChallengeRun | null = null;

  constructor(levels: readonly ChallengeLevel[], controllers: readonly BuiltinController[]) {
    for (const level of levels) for (const controller of controllers) this.cells.push({ level, controller, result: null });
  }

  /** Whether every cell is computed. */
  get complete(): boolean {
    return this.next >= this.cells.length;
  }

  /** Cells computed so far out of all. */
  get progress(): { done: number; total: number } {
    return { done: this.next, total: this.cells.length };
  }

  /** The cell of `levelName` and `controllerName`, if any. */
  cell(levelName: string, controllerName: string): BuiltinResultCell | undefined {
    return this.cells.find((c) => c.level.name === levelName && c.controller.name === controllerName);
  }

  /** Runs at most `maxSteps` fixed steps of the pending runs; returns whether the table is complete. */
  advance(maxSteps: number): boolean {
    let steps = 0;
    while (!this.complete && steps < maxSteps) {
      const cell = this.cells[this.next] as (typeof this.cells)[number];
      this.running ??= new ChallengeRun(cell.level, { settings: cell.controller.settings });
      const run = this.running;
      while (!run.done && steps < maxSteps) {
        run.step();
        steps++;
      }
      if (run.done) {
        cell.result = run.result();
        this.running = null;
        this.next++;
      }
    }
    return this.complete;
  }
}
