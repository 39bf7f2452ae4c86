import { describe, expect, it } from 'vitest';
import { box2dCrowdModule } from '../../../src/cli/box2dCrowdFile';
import { crowdLayout } from '../../../src/sim/crowdLayout';
import { Box2dCrowd } from '../../../src/sim/box2d/Box2dCrowd';
import { instantiateBox2dCrowd } from '../../../src/sim/box2d/box2dCrowdModule';
import { CROWD_STATE_STRIDE, writeCrowdState } from '../../../src/app/bench/crowdState';
import { CrowdSimulation } from '../../../src/app/bench/CrowdSimulation';
import { crowdSettingsFor, crowdSetupFor } from '../../../src/app/bench/crowdSetup';
import type { CrowdReport } from '../../../src/app/bench/crowdWorkerProtocol';
import { Demo } from '../../../src/app/Demo';

function stateOf(report: CrowdReport): Float64Array {
  if (report.kind === 'failed') throw new Error(report.message);
  if (report.kind === 'settled') throw new Error('no state in a settled report');
  return report.state;
}

const freshModule = () => instantiateBox2dCrowd(box2dCrowdModule());

describe('CrowdSimulation on Box2D (what the benchmark Worker runs with &engine=box2d)', () => {
  it('ends in the same state, bit for bit, as the same Box2D crowd stepped directly, and not in planck’s', () => {
    const demo = new Demo();
    const setup = crowdSetupFor(demo, crowdLayout(60), 'box2d');
    const simulation = new CrowdSimulation(() => 0, freshModule);
    const ready = simulation.handle({ kind: 'setUp', setup: structuredClone(setup) }).report;
    expect(ready).toMatchObject({ kind: 'ready', entities: 60 });
    expect(simulation.engine).toBe('box2d');
    // In batches, as the page sends them.
    let state: Float64Array = new Float64Array(0);
    for (const steps of [1, 5, 3, 120, 2])
      state = stateOf(simulation.handle({ kind: 'step', steps, buffer: state.length ? state : null }).report);

    const defaults = demo.tuning.defaults;
    const direct = new Box2dCrowd(freshModule(), setup.placements, setup.dt, (type) => defaults.settingsFor(type));
    for (let i = 0; i < 131; i++) direct.step();
    const expected = new Float64Array(60 * CROWD_STATE_STRIDE);
    writeCrowdState(direct.entities, expected);
    expect(Array.from(new Uint32Array(state.buffer))).toEqual(Array.from(new Uint32Array(expected.buffer)));
    expect(
      expected.some((value, i) => i % CROWD_STATE_STRIDE === 0 && value !== setup.placements[i / CROWD_STATE_STRIDE]?.position.x),
    ).toBe(true);

    // planck's crowd from the same layout and settings takes other paths (another solver, float64).
    const planck = new CrowdSimulation(() => 0);
    planck.handle({ kind: 'setUp', setup: { ...structuredClone(setup), engine: 'planck' } });
    const planckState = stateOf(planck.handle({ kind: 'step', steps: 131, buffer: null }).report);
    expect(Array.from(planckState)).not.toEqual(Array.from(state));
  });

  it("takes the page's new settings for every entity, and they change the run", () => {
    const demo = new Demo();
    const setup = crowdSetupFor(demo, crowdLayout(40), 'box2d');
    const run = (change: boolean): Float64Array => {
      const simulation = new CrowdSimulation(() => 0, freshModule);
      simulation.handle({ kind: 'setUp', setup: structuredClone(setup) });
      simulation.handle({ kind: 'step', steps: 60, buffer: null });
      if (change) {
        const slower = new Demo();
        slower.apply({ kind: 'setMaxAngularAcceleration', value: Math.PI, scope: 'all' });
        expect(simulation.handle({ kind: 'settings', settings: structuredClone(crowdSettingsFor(slower)) }).report).toEqual({
          kind: 'settled',
        });
        expect(simulation.entities.every((e) => e.maxAngularAcceleration === Math.PI)).toBe(true);
      }
      return stateOf(simulation.handle({ kind: 'step', steps: 60, buffer: null }).report);
    };
    expect(Array.from(run(true))).not.toEqual(Array.from(run(false)));
  });

  it('refuses a set-up on Box2D without its module, or on an engine it does not know, naming it', () => {
    const setup = crowdSetupFor(new Demo(), crowdLayout(4), 'box2d');
    expect(new CrowdSimulation(() => 0).handle({ kind: 'setUp', setup }).report).toEqual({
      kind: 'failed',
      message: 'engine "box2d" is not available here: its WebAssembly module was not loaded',
    });
    const unknown = { ...setup, engine: 'rapier' } as unknown as typeof setup;
    expect(new CrowdSimulation(() => 0, freshModule).handle({ kind: 'setUp', setup: unknown }).report).toEqual({
      kind: 'failed',
      message: 'engine must be "planck" or "box2d", got "rapier"',
    });
  });
});
