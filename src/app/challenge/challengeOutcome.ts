import type { ChallengeLevel } from '../../sim/challenges/ChallengeLevel';

/** A level's score for people: "1.52 s", "4.12 % of the motor", or "–" when there is none. */
export function formatScore(score: number | null, unit: string): string {
  if (score === null || !Number.isFinite(score)) return '–';
  const digits = Math.abs(score) >= 100 ? 1 : Math.abs(score) >= 10 ? 2 : 3;
  const number = Number.isInteger(score) ? String(score) : score.toFixed(digits);
  return unit === 'deg' ? `${number}°` : unit === '' ? number : `${number} ${unit}`;
}

/** What a result line is made of: a verdict, the level's last progress line, the score. */
export interface OutcomeFacts {
  readonly passed: boolean;
  /** The level's last progress line, e.g. "overshot by 3.1° (allowed < 2°)" or "your code stopped at 0.30 s (line 1: Error: x)". */
  readonly progress: string;
  /** In the level's unit, or null when the run could not be scored. */
  readonly score: number | null;
}

/**
 * A run's outcome in the one wording every place uses (the card, the stored "Your best"):
 * "✓ Passed · settle time 1.52 s · settled in 1.52 s (allowed 1.84 s), overshoot 0.4°" or
 * "✗ Failed: overshot by 3.1° (allowed < 2°)", with the score after a failure only when there is one.
 */
export function outcomeLine(level: ChallengeLevel, facts: OutcomeFacts): string {
  const score = `${level.scoring.label} ${formatScore(facts.score, level.scoring.unit)}`;
  if (facts.passed) return `✓ Passed · ${score} · ${facts.progress}`;
  return facts.score === null ? `✗ Failed: ${facts.progress}` : `✗ Failed: ${facts.progress} · ${score}`;
}

/** The stored best as the panel says it: "Your best: ✗ Failed: …", or that there is none yet. */
export function bestLine(level: ChallengeLevel, best: OutcomeFacts | undefined): string {
  return best ? `Your best: ${outcomeLine(level, best)}` : 'Your best: not played with your code yet.';
}

/**
 * What the card says of the best under a counted run of the player's code, as a sentence whatever
 * the verdict ("Your best on this level so far: kept in this browser." under a failure read as a
 * best missing its value). `isBest`: the run became the best; `before`: the best before it, if any.
 */
export function newBestNote(
  level: ChallengeLevel,
  run: Pick<OutcomeFacts, 'passed'>,
  isBest: boolean,
  before: OutcomeFacts | undefined,
  now: OutcomeFacts | undefined,
): string {
  if (!isBest) return `Not a new best. ${bestLine(level, now)}`;
  if (run.passed) {
    if (!before) return 'Passed on your first counted run of this level: kept in this browser as your best.';
    return before.passed
      ? 'A new best on this level: kept in this browser.'
      : 'Your first pass on this level: kept in this browser as your best.';
  }
  if (!before) return 'No pass on this level yet: this run, your first counted one, is kept in this browser as your best so far.';
  return 'No pass on this level yet: this run beats your earlier ones and is kept in this browser as your best so far.';
}
