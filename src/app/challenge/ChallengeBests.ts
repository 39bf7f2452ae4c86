import type { ChallengeLevel } from '../../sim/challenges/ChallengeLevel';
import type { ChallengeResult } from '../../sim/challenges/ChallengeRun';

/** The localStorage key of the player's best results. */
export const CHALLENGE_BESTS_STORAGE_KEY = 'pid-steering:challenge-bests';

/** How {@link ChallengeBests} reads and writes its text (the page hands in localStorage; a test, a map). */
export interface BestsStorage {
  /** The stored text, or null when there is none (or storage is unavailable). */
  read(): string | null;
  /** Stores the text (may fail silently: the bests then last for this visit). */
  write(text: string): void;
}

/** The player's best run of one level. */
export interface BestResult {
  passed: boolean;
  /** In the level's unit, or null when the run could not be scored. */
  score: number | null;
  /** The result card's line. */
  progress: string;
}

/** Longest progress line kept (a stored one is cut, never trusted to be short). */
const MAX_PROGRESS_LENGTH = 200;

/** A stored entry read back, or null when it is not a well-formed {@link BestResult}. */
function readEntry(value: unknown): BestResult | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const { passed, score, progress } = entry;
  if (typeof passed !== 'boolean') return null;
  if (!(score === null || (typeof score === 'number' && Number.isFinite(score)))) return null;
  if (typeof progress !== 'string') return null;
  return { passed, score, progress: progress.slice(0, MAX_PROGRESS_LENGTH) };
}

/** Whether result `a` beats `b` on `level`: a pass beats a fail; then the better score; a score beats none. */
export function beats(level: ChallengeLevel, a: BestResult, b: BestResult): boolean {
  if (a.passed !== b.passed) return a.passed;
  if (a.score === null) return false;
  if (b.score === null) return true;
  return level.scoring.better === 'lower' ? a.score < b.score : a.score > b.score;
}

/**
 * The player's best result per challenge level, kept in the browser's storage as JSON
 * (`{ "level-name": { passed, score, progress } }`). Read back entry by entry: a corrupt entry,
 * an unknown level or text that is not JSON is ignored (never a crash), and a later best
 * overwrites what was unusable. Only the player's own code's runs are recorded here (the built-in
 * controllers have their table).
 */
export class ChallengeBests {
  private readonly bests = new Map<string, BestResult>();

  constructor(
    private readonly levels: readonly ChallengeLevel[],
    private readonly storage: BestsStorage,
  ) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(storage.read() ?? 'null');
    } catch {
      parsed = null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return;
    for (const level of levels) {
      if (!Object.hasOwn(parsed, level.name)) continue;
      const entry = readEntry((parsed as Record<string, unknown>)[level.name]);
      if (entry) this.bests.set(level.name, entry);
    }
  }

  /** The best result of level `name`, or undefined when there is none. */
  bestOf(name: string): Readonly<BestResult> | undefined {
    return this.bests.get(name);
  }

  /**
   * Records a finished run; keeps and stores it when it beats the best so far. Returns whether it
   * is a new best. A run whose controller failed (the player's code stopped, a fallback steered)
   * is never a best: its numbers are the fallback's.
   */
  record(result: ChallengeResult): boolean {
    const level = this.levels.find((candidate) => candidate.name === result.name);
    if (!level || result.failure !== null) return false;
    const entry: BestResult = { passed: result.passed, score: result.score !== null && Number.isFinite(result.score) ? result.score : null, progress: result.progress.slice(0, MAX_PROGRESS_LENGTH) };
    const best = this.bests.get(level.name);
    if (best && !beats(level, entry, best)) return false;
    this.bests.set(level.name, entry);
    this.storage.write(JSON.stringify(Object.fromEntries(this.bests)));
    return true;
  }
}
