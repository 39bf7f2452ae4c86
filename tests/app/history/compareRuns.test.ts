import { describe, expect, test } from 'vitest';
import { compareRuns, runFigures } from '../../../src/app/history/compareRuns';
import { POSE_SIZE, type HistoryFrame } from '../../../src/app/history/HistoryFrame';

/** Frames of one entity `id` whose heading error (deg) is `errors[i]` after step i, at max angular acceleration `a`. */
function framesOf(id: string, errors: readonly number[], a: number): HistoryFrame[] {
  return errors.map((error, step) => {
    const poses = new Float64Array(POSE_SIZE);
    poses[4] = error;
    poses[5] = a;
    return { step, signature: '', targetIds: [], targets: new Float64Array(0), motions: [], poses, ids: [id], scope: null };
  });
}

describe('compareRuns', () => {
  test('a turn from 90°: the time to face it, the time-optimal limit 2·√(|e|/a) and the overshoot past it', () => {
    // 90° closing at 1° a step to 0, then 3° past it, then back within 1°.
    const errors = [...Array.from({ length: 91 }, (_, i) => 90 - i), -1, -2, -3, -2, -0.5];
    const figures = runFigures(framesOf('m', errors, Math.PI), 'm', 1 / 60)!;
    expect(figures.startErrorDeg).toBe(90);
    // Within 1° after the 90th step (error 1°).
    expect(figures.faceTime).toBeCloseTo(90 / 60, 12);
    expect(figures.limitTime).toBeCloseTo(2 * Math.sqrt(Math.PI / 2 / Math.PI), 12);
    expect(figures.overshootDeg).toBe(3);
  });

  test('a run that never faces its target says so, and an entity missing from a run has no figures', () => {
    expect(runFigures(framesOf('m', [40, 30, 20], 1), 'm', 1 / 60)).toMatchObject({ faceTime: null, overshootDeg: 0 });
    const comparison = compareRuns(framesOf('a', [10, 5, 0.5], 1), framesOf('b', [10, 8, 6], 1), 1 / 60);
    expect(comparison.seconds).toBeCloseTo(3 / 60, 12);
    expect(comparison.entities.map((e) => [e.id, e.recorded === null, e.whatIf === null])).toEqual([
      ['a', false, true],
      ['b', true, false],
    ]);
  });
});
