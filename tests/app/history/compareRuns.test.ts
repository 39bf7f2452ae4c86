import { describe, expect, test } from 'vitest';
import { compareRuns, runFigures } from '../../../src/app/history/compareRuns';
import { POSE_SIZE, type HistoryFrame } from '../../../src/app/history/HistoryFrame';

/** Frames of one entity `id` whose heading error (deg) is `errors[i]` after step i, at max angular acceleration `a`, with `hits[i]` hits so far (none by default). */
function framesOf(id: string, errors: readonly number[], a: number, hits: readonly number[] = []): HistoryFrame[] {
  return errors.map((error, step) => {
    const poses = new Float64Array(POSE_SIZE);
    poses[4] = error;
    poses[5] = a;
    poses[6] = hits[step] ?? 0;
    return { step, targetIds: [], targets: new Float64Array(0), motions: [], poses, ids: [id], scope: null };
  });
}

describe('compareRuns', () => {
  test('a turn from 90°: the time to face it, the time-optimal limit 2·√(|e|/a) and the overshoot past it', () => {
    // 90° closing at 1° a step to 0, then 3° past it, then back within 1°.
    const errors = [...Array.from({ length: 91 }, (_, i) => 90 - i), -1, -2, -3, -2, -0.5];
    const figures = runFigures(framesOf('m', errors, Math.PI), 'm', 1 / 60)!;
    expect(figures.startErrorDeg).toBe(90);
    expect(figures.turnStart).toBe(0);
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

  test('facing its target at the branch, the first turn is the one after its target hops: timed from there against the limit for its error', () => {
    // Within 1° for 10 steps, the target hops (60° off), 1° a step back to within 1° after step 68.
    const errors = [...Array.from({ length: 10 }, () => 0.2), ...Array.from({ length: 60 }, (_, i) => 60 - i), 0.5, 0.3];
    const figures = runFigures(framesOf('m', errors, 2), 'm', 1 / 60)!;
    expect(figures.turnStart).toBeCloseTo(10 / 60, 12);
    expect(figures.startErrorDeg).toBe(60);
    expect(figures.faceTime).toBeCloseTo(60 / 60, 12);
    expect(figures.limitTime).toBeCloseTo(2 * Math.sqrt(Math.PI / 3 / 2), 12);
    // Small wobbles under 5° start no turn: it faced it all along.
    expect(runFigures(framesOf('m', [0.5, 3, -4, 0.2], 2), 'm', 1 / 60)).toMatchObject({ turnStart: null, faceTime: null, overshootDeg: 0 });
  });

  test('hits are counted from the frame before the branch, for each run', () => {
    const before = framesOf('m', [0], 1, [2])[0];
    const comparison = compareRuns(framesOf('m', [10, 0.5, 0.5], 1, [2, 3, 3]), framesOf('m', [10, 8, 0.5], 1, [2, 2, 2]), 1 / 60, before);
    expect(comparison.entities.map((e) => [e.recorded?.hits, e.whatIf?.hits])).toEqual([[1, 0]]);
    // Without the frame before: counted from none.
    expect(compareRuns(framesOf('m', [1], 1, [4]), framesOf('m', [1], 1, [4]), 1 / 60).entities[0]?.recorded?.hits).toBe(4);
  });
});
