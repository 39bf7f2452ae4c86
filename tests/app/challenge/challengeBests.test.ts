import { describe, expect, it } from 'vitest';
import { ChallengeBests, type BestsStorage } from '../../../src/app/challenge/ChallengeBests';
import { CHALLENGE_LEVELS } from '../../../src/sim/challenges/challengeLevels';
import type { ChallengeResult } from '../../../src/sim/challenges/ChallengeRun';

/** A storage that keeps one text, like one localStorage key. */
function memoryStorage(text: string | null = null): BestsStorage & { text: string | null } {
  return {
    text,
    read() {
      return this.text;
    },
    write(value) {
      this.text = value;
    },
  };
}

const result = (name: string, passed: boolean, score: number | null): ChallengeResult => ({ name, passed, score, metrics: {}, progress: `${passed ? 'passed' : 'failed'} ${score}`, time: 1, failure: null });

describe('ChallengeBests', () => {
  it('keeps the best run per level (a pass beats a fail, then the better score in the level’s direction) and survives a reload', () => {
    const storage = memoryStorage();
    const bests = new ChallengeBests(CHALLENGE_LEVELS, storage);
    expect(bests.record(result('quarter-turn-low-rate', false, 2.5))).toBe(true);
    expect(bests.record(result('quarter-turn-low-rate', true, 1.7))).toBe(true);
    expect(bests.record(result('quarter-turn-low-rate', true, 1.8))).toBe(false);
    expect(bests.record(result('quarter-turn-low-rate', true, 1.6))).toBe(true);
    expect(bests.record(result('quarter-turn-low-rate', false, 1.0))).toBe(false);
    const reloaded = new ChallengeBests(CHALLENGE_LEVELS, memoryStorage(storage.text));
    expect(reloaded.bestOf('quarter-turn-low-rate')).toMatchObject({ passed: true, score: 1.6 });
    expect(reloaded.bestOf('figure-eight')).toBeUndefined();
  });

  it('never records a run whose controller failed, whatever its figures (they are the fallback’s)', () => {
    const storage = memoryStorage();
    const bests = new ChallengeBests(CHALLENGE_LEVELS, storage);
    const failed: ChallengeResult = { ...result('quarter-turn-low-rate', false, 1.2), failure: { message: 'line 1: Error: x', line: 1, time: 0, atLoad: false } };
    expect(bests.record(failed)).toBe(false);
    expect(bests.bestOf('quarter-turn-low-rate')).toBeUndefined();
    expect(storage.text).toBeNull();
  });

  it('ignores stored text that is not JSON, corrupt entries and unknown levels, and never throws', () => {
    for (const text of ['{', 'null', '[1,2]', '"x"', '42']) expect(new ChallengeBests(CHALLENGE_LEVELS, memoryStorage(text)).bestOf('figure-eight')).toBeUndefined();
    const mixed = JSON.stringify({
      'figure-eight': { passed: true, score: 20.5, progress: 'ok' },
      'noisy-sensor': { passed: 'yes', score: 3, progress: 'x' },
      'turn-sequence': { passed: true, score: 'NaN', progress: 'x' },
      'hold-against-torque': null,
      'no-such-level': { passed: true, score: 1, progress: 'x' },
      __proto__: { passed: true, score: 1, progress: 'x' },
    });
    const storage = memoryStorage(mixed);
    const bests = new ChallengeBests(CHALLENGE_LEVELS, storage);
    expect(bests.bestOf('figure-eight')).toMatchObject({ passed: true, score: 20.5 });
    for (const name of ['noisy-sensor', 'turn-sequence', 'hold-against-torque', 'no-such-level']) expect(bests.bestOf(name), name).toBeUndefined();
    // A new best replaces the corrupt entry.
    expect(bests.record(result('noisy-sensor', true, 5))).toBe(true);
    const reloaded = new ChallengeBests(CHALLENGE_LEVELS, memoryStorage(storage.text));
    expect(reloaded.bestOf('noisy-sensor')).toMatchObject({ passed: true, score: 5 });
    expect(reloaded.bestOf('figure-eight')).toMatchObject({ passed: true, score: 20.5 });
  });

  it('higher is better where the level says so', () => {
    const storage = memoryStorage();
    const level = CHALLENGE_LEVELS.find((l) => l.scoring.better === 'higher');
    if (!level) return;
    const bests = new ChallengeBests(CHALLENGE_LEVELS, storage);
    bests.record(result(level.name, false, 2));
    expect(bests.record(result(level.name, false, 3))).toBe(true);
    expect(bests.record(result(level.name, false, 1))).toBe(false);
  });
});
