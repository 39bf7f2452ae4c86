import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { MAX_GAME_STEP_COUNT } from '../../../src/app/sceneFile/openScene';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { buildScenarioWorld, runScenario } from '../../../src/sim/scenario/runScenario';
import type { Scenario } from '../../../src/sim/scenario/schema';
import { MAX_STEP_COUNT } from '../../../src/sim/validation/quantities';
import { run } from '../../app/helpers';

/** A missile turning and flying, saved as a world that has run `steps` steps of `dt` (its state as the game writes it). */
function sceneAtStep(steps: number, dt: number, duration = 1): Scenario & { state: object } {
  const scene = {
    dt,
    duration,
    entities: [{ id: 'm', type: 'missile', position: [0, 0], speed: 5, command: { type: 'turnTowards', target: [0, 20] } }],
  } as Scenario;
  return { ...scene, state: { ...buildScenarioWorld(scene).saveMemory(), steps } };
}

describe('state.steps: a saved world whose time still advances by a step every step', () => {
  it('is refused past 2^40 steps, naming the field and its range', () => {
    for (const steps of [MAX_STEP_COUNT + 1, Number.MAX_SAFE_INTEGER]) {
      expect(parseScenario(JSON.stringify(sceneAtStep(steps, 1 / 60)))).toEqual({
        ok: false,
        errors: ['state.steps: must be an integer ≥ 0 and ≤ 1099511627776 (beyond it, time = steps × dt no longer advances by a step)'],
      });
    }
  });

  it('why: at the bound before (2^53 − 1 steps) the count stopped at 2^53 after one step, and the time at 150119987579016.53 s', () => {
    const after = Number.MAX_SAFE_INTEGER + 1;
    expect(after + 1).toBe(after);
    expect(after * (1 / 60)).toBe(150119987579016.53);
  });

  it.each([0.001, 1 / 60, 1 / 30, 0.1])(
    'at the bound with dt %s s, npm run sim steps on: every step moves the time by dt, to within 2^-11 of it',
    (dt) => {
      const parsed = parseScenario(JSON.stringify(sceneAtStep(MAX_STEP_COUNT, dt, 200 * dt)));
      if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
      const times: number[] = [];
      const report = runScenario(parsed.scenario, { onStep: (time) => times.push(time) });
      expect(times).toHaveLength(200);
      let previous = MAX_STEP_COUNT * dt;
      for (const time of times) {
        expect(Math.abs(time - previous - dt)).toBeLessThanOrEqual(dt * 2 ** -11);
        previous = time;
      }
      expect(report.entities[0]?.finite).toBe(true);
    },
  );

  it("at the game's bound, 2^32 steps below the file's, the game plays it on: the clock the HUD shows advances, and it saves", () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text: JSON.stringify(sceneAtStep(MAX_GAME_STEP_COUNT, 1 / 60)) })).toEqual({ ok: true });
    const start = demo.clock.time;
    expect(start).toBe(MAX_GAME_STEP_COUNT / 60);
    const shown: string[] = [];
    for (let i = 0; i < 5; i++) {
      run(demo, 0.1);
      shown.push(demo.clock.time.toFixed(2));
    }
    expect(demo.clock.time - start).toBeCloseTo(0.5, 3);
    expect(new Set(shown).size).toBe(5);
    // Saved again there, it is a scene file like any other (npm run sim reads it with these rules), at the time it was saved.
    const saved = parseScenario(demo.sceneFiles.save());
    expect(saved.ok && saved.scenario.state?.steps).toBe(MAX_GAME_STEP_COUNT + 30);
  });

  it("past the game's bound the game refuses the file, saying why, and keeps the scene it had", () => {
    const demo = new Demo();
    const before = demo.sceneFiles.save();
    expect(demo.apply({ kind: 'openScene', text: JSON.stringify(sceneAtStep(MAX_GAME_STEP_COUNT + 1, 1 / 60)) })).toEqual({
      ok: false,
      field: 'scene',
      message: expect.stringContaining(
        `state.steps: the game opens a world of at most ${MAX_GAME_STEP_COUNT} steps, so that it can play on and save it again`,
      ),
    });
    expect(demo.sceneFiles.save()).toBe(before);
  });
});
