import { radToDeg } from '../../math/angle';
import type { ChallengeCheck } from '../ChallengeLevel';

/** A point `distance` m from (x, y) in direction `angle` (rad): where to put a turn's target. */
export function pointAt(x: number, y: number, angle: number, distance: number): { x: number; y: number } {
  return { x: x + distance * Math.cos(angle), y: y + distance * Math.sin(angle) };
}

/** A number for a progress line: fixed decimals, or "–" when not measured. */
export function show(value: number | null, digits = 2): string {
  return value === null ? '–' : value.toFixed(digits);
}

/** Degrees, for metrics. */
export function deg(angleRad: number): number {
  return radToDeg(angleRad);
}

/** A check in one expression. */
export function check(
  status: ChallengeCheck['status'],
  progress: string,
  score: number | null,
  metrics: ChallengeCheck['metrics'],
): ChallengeCheck {
  return { status, progress, score, metrics };
}

/**
 * Running root-mean-square and maximum of a signal from a start time on (e.g. a heading error
 * after the first settling), in O(1) memory.
 */
export class RunningStats {
  private sumOfSquares = 0;
  private count = 0;
  private maxAbs = 0;

  add(value: number): void {
    this.sumOfSquares += value * value;
    this.count++;
    const magnitude = Math.abs(value);
    if (magnitude > this.maxAbs) this.maxAbs = magnitude;
  }

  /** RMS so far, or null before the first sample. */
  get rms(): number | null {
    return this.count === 0 ? null : Math.sqrt(this.sumOfSquares / this.count);
  }

  /** Largest |value| so far, or null before the first sample. */
  get max(): number | null {
    return this.count === 0 ? null : this.maxAbs;
  }
}
