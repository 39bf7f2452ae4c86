import type { ChallengeCheck, ChallengeLevel } from '../../sim/challenges/ChallengeLevel';
import type { ChallengeResult } from '../../sim/challenges/ChallengeRun';

/** What the page shows of a challenge being played (a read-only view). */
export interface ChallengeView {
  readonly level: ChallengeLevel;
  /** Who steers, e.g. "your code" or "stable PD". */
  readonly controllerLabel: string;
  /** The live check: running, passed or failed, with the numbers so far. */
  readonly check: ChallengeCheck;
  /** The result once decided, else null. */
  readonly result: ChallengeResult | null;
  /**
   * Why the run does not count, or null while it does: the player changed the level during the
   * run (moved its target, added an entity or an obstacle, changed the mode, the tuning or the
   * disturbance), so its numbers are not the level's.
   */
  readonly spoiled: string | null;
  /** Simulated time of the run, s. */
  readonly time: number;
}
