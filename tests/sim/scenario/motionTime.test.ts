// state.targets.ID.motionTime, how long a saved target has been on its motion: bounded by how long a
// world may run, refused beyond with the field and its range, and every motion steps on at the bound.
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { buildScenarioWorld, runScenario } from '../../../src/sim/scenario/runScenario';
import type { Scenario } from '../../../src/sim/scenario/schema';
import { MAX_STEP_COUNT } from '../../../src/sim/validation/quantities';

const MOTIONS = [
  { type: 'linear', velocity: [3, -2] },
  { type: 'circle', center: [0, 40], angularSpeed: 100 },
  { type: 'zigzag', velocity: [2, 0], amplitude: 10, period: 1 },
] as const;

/** A missile seeking a moving target, saved with the target `motionTime` s into its motion. */
function savedScene(motion: (typeof MOTIONS)[number], motionTime: number): string {
  const scene = {
    dt: 1 / 60,
    duration: 0.5,
    targets: [{ id: 't', position: [10, 40], motion }],
    entities: [{ id: 'm', type: 'missile', position: [0, 0], speed: 5, command: { type: 'seek', targetId: 't' } }],
  } as unknown as Scenario;
  const state = buildScenarioWorld(scene).saveMemory() as { targets: Record<string, { motionTime: number }> };
  (state.targets.t as { motionTime: number }).motionTime = motionTime;
  return JSON.stringify({ ...scene, state });
}

describe('state.targets.ID.motionTime', () => {
  it('is refused beyond 2^40 steps of 0.1 s (1e308 stopped the world at its first step), naming the field and its range', () => {
    for (const motionTime of [1e308, MAX_STEP_COUNT * 0.1 * 2]) {
      const parsed = parseScenario(savedScene(MOTIONS[2], motionTime));
      expect(parsed.ok ? [] : parsed.errors).toEqual([
        'state.targets.t.motionTime: must be a number ≥ 0 and ≤ 109951162777.6 (no longer than a world runs: 2^40 steps of at most 0.1 s)',
      ]);
    }
  });

  it.each(MOTIONS.map((motion) => [motion.type, motion] as const))(
    'at the bound, a %s target and its hunter step on with finite numbers',
    (_type, motion) => {
      const parsed = parseScenario(savedScene(motion, MAX_STEP_COUNT * 0.1));
      if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
      const report = runScenario(parsed.scenario);
      expect(report.entities[0]?.finite).toBe(true);
    },
  );
});
