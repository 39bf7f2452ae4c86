import { HANG_GUARD_MS } from '../setup/hangGuard';
import { describe, expect, it } from 'vitest';
import { refusalLine, runTool } from './runTool';

// A tiny run: it checks what the benchmark prints, not how fast anything is.
describe('npm run bench:engines', () => {
  it(
    '--json prints, for each count, both engines’ step, the engine’s own part, our code’s share and its ratio to the engine, and ' +
      'the heap’s growth; and the 3D row',
    () => {
      const run = runTool('src/cli/benchEngines.ts', [
        '--entities',
        '8,16',
        '--missiles3d',
        '6',
        '--steps',
        '20',
        '--warmup',
        '5',
        '--heap-steps',
        '30',
        '--json',
      ]);
      expect(run.status, run.stderr).toBe(0);
      const printed = JSON.parse(run.stdout) as {
        crowds: { entities: number; planck: Record<string, number>; box2d: Record<string, number>; box2dOverPlanck: number }[];
        missiles3d: { missiles: number; engineMsPerStep: number; ourMsPerStep: number; ourOverEngine: number };
      };
      // The 3D row: missiles on Rapier 3D, our code's time against Rapier's own step.
      const missiles = printed.missiles3d;
      expect(missiles.missiles).toBe(6);
      expect(missiles.engineMsPerStep).toBeGreaterThan(0);
      expect(missiles.ourMsPerStep).toBeGreaterThan(0);
      expect(missiles.ourOverEngine).toBeCloseTo(missiles.ourMsPerStep / missiles.engineMsPerStep, 9);
      const results = printed.crowds;
      expect(results.map((r) => r.entities)).toEqual([8, 16]);
      for (const result of results) {
        for (const engine of [result.planck, result.box2d]) {
          expect(engine.msPerStep).toBeGreaterThan(0);
          // The engine's own step is part of the whole step; the rest is our code's.
          expect(engine.engineMsPerStep).toBeGreaterThan(0);
          expect(engine.engineMsPerStep).toBeLessThan(engine.msPerStep as number);
          expect(engine.ourShare).toBeCloseTo(1 - (engine.engineMsPerStep as number) / (engine.msPerStep as number), 9);
          const ourMs = (engine.msPerStep as number) - (engine.engineMsPerStep as number);
          expect(engine.ourOverEngine).toBeCloseTo(ourMs / (engine.engineMsPerStep as number), 9);
          // Measured (the tool runs with --expose-gc): a number of bytes, not null.
          expect(Number.isInteger(engine.heapGrowthBytes)).toBe(true);
        }
        expect(result.box2dOverPlanck).toBeCloseTo((result.box2d.msPerStep as number) / (result.planck.msPerStep as number), 9);
      }
    },
    HANG_GUARD_MS,
  );

  it.each([
    [['--entities', '0'], /^--entities\[0\]/],
    [['--steps', '5'], /^--steps/],
    [['--heap-steps', '-1'], /^--heap-steps/],
    [['--missiles3d', '-1'], /^--missiles3d/],
  ])('refuses %j in one line naming the flag', (args, message) => {
    expect(refusalLine(runTool('src/cli/benchEngines.ts', args))).toMatch(message);
  });
});
