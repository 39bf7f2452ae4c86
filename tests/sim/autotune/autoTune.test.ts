import { describe, expect, it } from 'vitest';
import { autoTune, autoTuneToEnd } from '../../../src/sim/autotune/autoTune';
import { scoreTurnSuite, type TurnSuite } from '../../../src/sim/autotune/evaluateTurns';

const suite: TurnSuite = { entityType: 'missile', maxAngularAcceleration: 4 * Math.PI, anglesDeg: [30, 90, 170], maxOvershootDeg: 2 };

describe('autoTune', () => {
  it('finds gains that turn faster than a badly tuned start, within the overshoot bound', () => {
    const result = autoTuneToEnd({ controllerType: 'pid', baseSettings: { kp: 2, ki: 0, kd: 1 }, suite, iterations: 80 });
    expect(result.startScore.meanSettleRatio).toBeGreaterThan(3); // sluggish or never settles
    expect(result.score.cost).toBeLessThan(result.startScore.cost);
    expect(result.score.meanSettleRatio).toBeLessThan(2);
    expect(result.score.worstOvershootDeg).toBeLessThan(suite.maxOvershootDeg + 2);
    // The score it reports is the score of the settings it returns.
    expect(scoreTurnSuite(result.best, suite).cost).toBeCloseTo(result.score.cost, 12);
  });

  it('keeps Stolk gains positive (kp, ki, kd, as every controller’s) and makes his controller usable', () => {
    const result = autoTuneToEnd({ controllerType: 'stolk', suite, iterations: 60 });
    const best = result.best as { kp: number; ki: number; kd: number };
    expect(best.kp).toBeGreaterThan(0);
    expect(best.kd).toBeGreaterThan(0);
    expect(result.score.cost).toBeLessThan(result.startScore.cost);
  });

  it('is deterministic for a seed', () => {
    const a = autoTuneToEnd({ controllerType: 'stable-pd', suite, iterations: 20, seed: 7 });
    const b = autoTuneToEnd({ controllerType: 'stable-pd', suite, iterations: 20, seed: 7 });
    expect(a.best).toEqual(b.best);
  });

  it('reports progress after every candidate and can be stopped between candidates', () => {
    const search = autoTune({ controllerType: 'pd', suite, iterations: 50 });
    const seen: number[] = [];
    for (const progress of search) {
      seen.push(progress.iteration);
      expect(progress.iterations).toBe(50);
      if (progress.iteration === 5) break; // cancel
    }
    expect(seen).toEqual([1, 2, 3, 4, 5]);
  });
});
