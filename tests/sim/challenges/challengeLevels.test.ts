import { describe, expect, it } from 'vitest';
import { CHALLENGE_LEVELS, findChallengeLevel } from '../../../src/sim/challenges/challengeLevels';
import { ChallengeRun } from '../../../src/sim/challenges/ChallengeRun';
import { builtinControllers } from '../../../src/sim/challenges/builtinControllers';

/**
 * Per level, a built-in controller that passes and one that fails, from the measured table in
 * docs/challenges.md (`npm run challenge -- --builtin all --markdown`).
 */
const EXPECTED: Record<string, { passes: string; fails: string }> = {
  'quarter-turn-low-rate': { passes: 'pid', fails: 'pid-fixed' },
  'turn-sequence': { passes: 'pid', fails: 'pid-fixed' },
  'hold-against-torque': { passes: 'time-optimal', fails: 'pid' },
  'track-circling-target': { passes: 'time-optimal', fails: 'stolk' },
  'noisy-sensor': { passes: 'pid', fails: 'pid-fixed' },
  'figure-eight': { passes: 'pid', fails: 'pid-fixed' },
  'crossing-targets': { passes: 'time-optimal', fails: 'stolk' },
  'circling-target-low-rate': { passes: 'pid', fails: 'stolk' },
};

function settingsOf(name: string) {
  const builtin = builtinControllers().find((b) => b.name === name);
  if (!builtin) throw new Error(`no built-in controller ${name}`);
  return builtin.settings;
}

describe('challenge levels', () => {
  it('there are at least 8, with unique kebab-case names, a goal, a reason and a scored unit', () => {
    expect(CHALLENGE_LEVELS.length).toBeGreaterThanOrEqual(8);
    const names = CHALLENGE_LEVELS.map((level) => level.name);
    expect(new Set(names).size).toBe(names.length);
    for (const level of CHALLENGE_LEVELS) {
      expect(level.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(level.goal.length).toBeGreaterThan(20);
      expect(level.why.length).toBeGreaterThan(20);
      expect(level.scoring.unit).not.toBe('');
      expect(findChallengeLevel(level.name)).toBe(level);
    }
    expect(Object.keys(EXPECTED).sort()).toEqual([...names].sort());
  });

  for (const level of CHALLENGE_LEVELS) {
    const expected = EXPECTED[level.name];
    it(`${level.name}: ${expected?.passes} passes with a finite score, ${expected?.fails} fails`, () => {
      if (!expected) throw new Error('no expectation');
      const pass = new ChallengeRun(level, { settings: settingsOf(expected.passes) }).runToEnd();
      expect(pass.passed, pass.progress).toBe(true);
      expect(Number.isFinite(pass.score)).toBe(true);
      const fail = new ChallengeRun(level, { settings: settingsOf(expected.fails) }).runToEnd();
      expect(fail.passed, fail.progress).toBe(false);
      expect(fail.time).toBeLessThanOrEqual(level.duration + 1e-9);
    });
  }
});

describe('a challenge run, step by step (as a scene drives it)', () => {
  it('reports running with a progress line, then a verdict, and then stays put', () => {
    const level = findChallengeLevel('quarter-turn-low-rate');
    if (!level) throw new Error('missing level');
    const run = new ChallengeRun(level, { settings: settingsOf('time-optimal') });
    expect(run.check.status).toBe('running');
    const first = run.step();
    expect(first.status).toBe('running');
    expect(first.progress).toMatch(/error/);
    let steps = 1;
    while (!run.done) {
      run.step();
      steps++;
    }
    expect(run.check.status).toBe('passed');
    expect(steps).toBe(Math.round(level.duration * 60));
    const time = run.world.time;
    run.step();
    expect(run.world.time).toBe(time);
  });

  it('gives the same numbers every time (deterministic, noise included)', () => {
    for (const name of ['noisy-sensor', 'crossing-targets']) {
      const level = findChallengeLevel(name);
      if (!level) throw new Error('missing level');
      const a = new ChallengeRun(level, { settings: settingsOf('pd') }).runToEnd();
      const b = new ChallengeRun(level, { settings: settingsOf('pd') }).runToEnd();
      expect(b).toEqual(a);
    }
  });

  it('steers with a controller object when given one (the entity uses it, not its settings)', () => {
    const level = findChallengeLevel('quarter-turn-low-rate');
    if (!level) throw new Error('missing level');
    let calls = 0;
    // Always full left: the body spins past the target, so the level fails on overshoot.
    const spinner = {
      type: 'spinner',
      update: (input: { maxAngularAcceleration: number }) => (calls++, input.maxAngularAcceleration),
      reset() {},
    };
    const result = new ChallengeRun(level, { controller: spinner }).runToEnd();
    expect(calls).toBeGreaterThan(10);
    expect(result.passed).toBe(false);
    expect(result.progress).toMatch(/overshot/);
  });
});
