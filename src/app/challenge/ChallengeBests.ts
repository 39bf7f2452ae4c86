import type { ChallengeLevel } from '../../sim/challenges/ChallengeLevel';
import type { ChallengeResult } from '../../sim/challenges/ChallengeRun';
import { withJsonMember } from './jsonMemberText';

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
 * The key under which stored text that is not a JSON object (written by another build, or damaged)
 * is kept when a best is first recorded over it: as a JSON string, so that it can be recovered.
 */
export const UNREADABLE_BESTS_KEY = 'unreadable-text-kept';

/** The stored text read as a JSON object, or null (nothing stored, `null`, or text that is not one). */
function storedObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The player's best result per challenge level, kept in the browser's storage as JSON
 * (`{ "level-name": { passed, score, progress } }`). Read back entry by entry: a corrupt entry,
 * an unknown level or text that is not JSON is ignored (never a crash). Only the player's own
 * code's runs are recorded here (the built-in controllers have their table).
 *
 * Recording a best never deletes anything else that is stored: it reads the stored text again
 * (another tab may have written since), and changes only the member of the level recorded; every
 * other member (unknown levels, entries from another build, malformed entries) is written back
 * character for character. Stored text that is not a JSON object is kept as a string under
 * {@link UNREADABLE_BESTS_KEY}.
 */
export class ChallengeBests {
  private readonly bests = new Map<string, BestResult>();

  constructor(
    private readonly levels: readonly ChallengeLevel[],
    private readonly storage: BestsStorage,
  ) {
    this.readFrom(storedObject(storage.read()));
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
    const entry: BestResult = {
      passed: result.passed,
      score: result.score !== null && Number.isFinite(result.score) ? result.score : null,
      progress: result.progress.slice(0, MAX_PROGRESS_LENGTH),
    };
    const text = this.storage.read();
    const stored = storedObject(text);
    this.readFrom(stored);
    const best = this.bests.get(level.name);
    if (best && !beats(level, entry, best)) return false;
    this.bests.set(level.name, entry);
    this.storage.write(this.textWith(text, stored, level.name, entry));
    return true;
  }

  /** Takes each known level's stored entry where it beats (or there is no) best in memory. */
  private readFrom(stored: Record<string, unknown> | null): void {
    if (stored === null) return;
    for (const level of this.levels) {
      if (!Object.hasOwn(stored, level.name)) continue;
      const entry = readEntry(stored[level.name]);
      const known = this.bests.get(level.name);
      if (entry && (!known || beats(level, entry, known))) this.bests.set(level.name, entry);
    }
  }

  /** The text to store: `text` with only the member `name` changed (see the class comment). */
  private textWith(text: string | null, stored: Record<string, unknown> | null, name: string, entry: BestResult): string {
    if (text !== null && stored !== null) return withJsonMember(text, name, JSON.stringify(entry));
    const all: Record<string, unknown> = Object.fromEntries(this.bests);
    const nothing = text === null || text.trim() === '' || text.trim() === 'null';
    if (!nothing) all[UNREADABLE_BESTS_KEY] = text;
    return JSON.stringify(all);
  }
}
