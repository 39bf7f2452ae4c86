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
