import { describe, expect, it } from 'vitest';
import { bestLine, newBestNote, outcomeLine } from '../../../src/app/challenge/challengeOutcome';
import { CHALLENGE_LEVELS } from '../../../src/sim/challenges/challengeLevels';
import { ChallengeRun } from '../../../src/sim/challenges/ChallengeRun';
import type { ControllerFailure, FallibleController } from '../../../src/sim/control/FallibleController';
import type { TurnInput } from '../../../src/sim/control/TurnController';

const LEVEL_ONE = CHALLENGE_LEVELS[0]!;

/**
 * A player's controller that pushes at full torque (it overshoots level 1's quarter turn, which
 * decides the level at about 1.1 s) and throws once `input.time` passes `failAt`, as
 * `if (input.time > 1.5) throw new Error('x')` does in the sandbox.
 */
class LateThrow implements FallibleController {
  readonly type = 'sandbox';
  failure: ControllerFailure | null = null;
  private time = 0;
  constructor(private readonly failAt: number) {}
  update(input: Readonly<TurnInput>): number {
    this.time += input.dt;
    if (this.time > this.failAt && this.failure === null)
      this.failure = { message: 'line 3: Error: x', line: 3, time: this.time, atLoad: false };
    return this.failure ? 0 : -Math.sign(input.headingError) * input.maxAngularAcceleration;
  }
  reset(): void {}
}

describe('a challenge run is a record once decided', () => {
  it('level 1: a run decided before the code throws at 1.5 s keeps its result; the throw afterwards changes nothing', () => {
    const controller = new LateThrow(1.5);
    const run = new ChallengeRun(LEVEL_ONE, { controller });
    while (!run.done) run.step();
    const decided = run.result();
    expect(decided.time).toBeLessThan(1.5);
    expect(decided.failure).toBeNull();
    expect(decided.passed).toBe(false);
    // The scene steps the world on after the decision (the game does): the code then throws.
    for (let i = 0; i < 120; i++) {
      run.beforeWorldStep();
      run.world.step();
      run.afterWorldStep();
    }
    expect(controller.failure).not.toBeNull();
    expect(run.result()).toEqual(decided);
  });

  it('a throw before the decision fails the run there, with the code named as the reason', () => {
    const run = new ChallengeRun(LEVEL_ONE, { controller: new LateThrow(0.3) });
    const result = run.runToEnd();
    expect(result.failure?.time).toBeGreaterThan(0.3);
    expect(result.passed).toBe(false);
    expect(result.progress).toMatch(/^your code stopped at 0\.3\d s$/);
  });
});

describe('code that fails before the decision is never credited, on every level', () => {
  // The browser test (e2e/playerCodeFailures.spec.ts) runs each way of failing through the sandbox on two levels, each level once.
  for (const level of CHALLENGE_LEVELS) {
    it(`${level.name}: code that throws at its first call fails the run there, never passed`, () => {
      const result = new ChallengeRun(level, { controller: new LateThrow(0) }).runToEnd();
      expect(result.failure).not.toBeNull();
      expect(result.passed).toBe(false);
      expect(result.progress).toMatch(/^your code stopped at \d+\.\d\d s$/);
    });
  }
});

describe('one wording for every outcome', () => {
  it('a failure reads "✗ Failed: why", on the card and in the stored best alike, and never "Done"', () => {
    const failed = { passed: false, progress: 'overshot by 3.1° (allowed < 2°)', score: null };
    expect(outcomeLine(LEVEL_ONE, failed)).toBe('✗ Failed: overshot by 3.1° (allowed < 2°)');
    expect(bestLine(LEVEL_ONE, failed)).toBe('Your best: ✗ Failed: overshot by 3.1° (allowed < 2°)');
    expect(outcomeLine(LEVEL_ONE, { ...failed, score: 2.5 })).toBe('✗ Failed: overshot by 3.1° (allowed < 2°) · settle time 2.500 s');
    expect(outcomeLine(LEVEL_ONE, { passed: true, progress: 'settled', score: 1.52 })).toBe('✓ Passed · settle time 1.520 s · settled');
    expect(bestLine(LEVEL_ONE, undefined)).toBe('Your best: not played with your code yet.');
  });
});

describe('the note under a counted run says what became of the best, in a sentence whatever the verdict (issue 50, case 7)', () => {
  const failed = { passed: false, progress: 'overshot by 3.1° (allowed < 2°)', score: null };
  const passed = { passed: true, progress: 'settled in 1.65 s (allowed 1.84 s), overshoot 0.0°', score: 1.65 };

  it('a first run that fails: no pass yet, said plainly, never a best with its value missing', () => {
    const note = newBestNote(LEVEL_ONE, failed, true, undefined, failed);
    expect(note).toBe('No pass on this level yet: this run, your first counted one, is kept in this browser as your best so far.');
    expect(note).not.toMatch(/: kept in this browser\.$/);
  });

  it('each way a run may or may not become the best', () => {
    expect(newBestNote(LEVEL_ONE, { passed: false }, true, failed, { ...failed, score: 2 })).toBe(
      'No pass on this level yet: this run beats your earlier ones and is kept in this browser as your best so far.',
    );
    expect(newBestNote(LEVEL_ONE, passed, true, undefined, passed)).toBe(
      'Passed on your first counted run of this level: kept in this browser as your best.',
    );
    expect(newBestNote(LEVEL_ONE, passed, true, failed, passed)).toBe('Your first pass on this level: kept in this browser as your best.');
    expect(newBestNote(LEVEL_ONE, passed, true, { ...passed, score: 1.7 }, passed)).toBe('A new best on this level: kept in this browser.');
    expect(newBestNote(LEVEL_ONE, failed, false, passed, passed)).toBe(
      'Not a new best. Your best: ✓ Passed · settle time 1.650 s · settled in 1.65 s (allowed 1.84 s), overshoot 0.0°',
    );
  });
});
