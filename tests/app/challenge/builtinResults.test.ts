import { describe, expect, it } from 'vitest';
import { BuiltinResults } from '../../../src/app/challenge/BuiltinResults';
import { builtinControllers } from '../../../src/sim/challenges/builtinControllers';
import { findChallengeLevel } from '../../../src/sim/challenges/challengeLevels';
import { ChallengeRun } from '../../../src/sim/challenges/ChallengeRun';

describe('BuiltinResults', () => {
  it('computes, a slice of steps at a time, the same result as a whole run of the level', () => {
    const level = findChallengeLevel('quarter-turn-low-rate');
    if (!level) throw new Error('level missing');
    const controllers = builtinControllers().slice(0, 3);
    const table = new BuiltinResults([level], controllers);
    expect(table.cell(level.name, 'pid')?.result).toBeNull();
    let slices = 0;
    while (!table.advance(50)) slices++;
    expect(slices).toBeGreaterThan(3);
    expect(table.progress).toEqual({ done: 3, total: 3 });
    for (const controller of controllers)
      expect(table.cell(level.name, controller.name)?.result).toEqual(
        new ChallengeRun(level, { settings: controller.settings }).runToEnd(),
      );
  });
});
