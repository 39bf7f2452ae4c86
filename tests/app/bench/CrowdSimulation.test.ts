import { describe, expect, it } from 'vitest';
import { crowdLayout } from '../../../src/sim/crowdLayout';
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

describe('CrowdSimulation (what the benchmark Worker runs)', () => {
  it('ends in the same state, bit for bit, as the same crowd stepped by the demo on this thread', () => {
    const demo = new Demo();
    const setup = crowdSetupFor(demo, crowdLayout(60));
    demo.apply({ kind: 'play', play: 'crowd', args: { placements: setup.placements } });
    const simulation = new CrowdSimulation(() => 0);
    const ready = simulation.handle({ kind: 'setUp', setup: structuredClone(setup) }).report;
    expect(ready.kind).toBe('ready');
    // In batches, as the page sends them.
    let state: Float64Array = new Float64Array(0);
    for (const steps of [1, 5, 3, 120, 2])
      state = stateOf(simulation.handle({ kind: 'step', steps, buffer: state.length ? state : null }).report);
    for (let i = 0; i < 131; i++) demo.clock.singleStep();
    const expected = new Float64Array(60 * CROWD_STATE_STRIDE);
    writeCrowdState(demo.view.world.entities, expected);
    expect(Array.from(new Uint32Array(state.buffer))).toEqual(Array.from(new Uint32Array(expected.buffer)));
    // The crowd moved and collided: not a trivially equal state.
    expect(
      expected.some((value, i) => i % CROWD_STATE_STRIDE === 0 && value !== setup.placements[i / CROWD_STATE_STRIDE]?.position.x),
    ).toBe(true);
  });

  it('reports the steps it ran and reuses the array handed back', () => {
    const demo = new Demo();
    const simulation = new CrowdSimulation(() => 0);
    const ready = simulation.handle({ kind: 'setUp', setup: crowdSetupFor(demo, crowdLayout(8)) }).report;
    if (ready.kind !== 'ready') throw new Error('not ready');
    expect(ready.entities).toBe(8);
    const first = simulation.handle({ kind: 'step', steps: 3, buffer: ready.state });
    expect(first.report).toMatchObject({ kind: 'stepped', steps: 3, totalSteps: 3 });
    expect(first.report.kind === 'stepped' && first.report.state).toBe(ready.state);
    expect(first.transfer).toEqual([ready.state.buffer]);
  });

  it("takes the page's new settings for every entity (the turn-rate toggle, the panel), and refuses a bad one naming it", () => {
    const demo = new Demo();
    const simulation = new CrowdSimulation(() => 0);
    simulation.handle({ kind: 'setUp', setup: crowdSetupFor(demo, crowdLayout(6)) });
    expect(simulation.entities.map((e) => e.maxAngularAcceleration)).toEqual(Array(6).fill(4 * Math.PI));
    demo.apply({ kind: 'setMaxAngularAcceleration', value: Math.PI, scope: 'all' });
    demo.apply({ kind: 'setEntitySetting', key: 'maxSpeed', value: 7, scope: 'all' });
    const settings = structuredClone(crowdSettingsFor(demo));
    settings.session.disturbance.windOn = true;
    expect(simulation.handle({ kind: 'settings', settings }).report).toEqual({ kind: 'settled' });
    expect(simulation.entities.map((e) => [e.maxAngularAcceleration, e.maxSpeed])).toEqual(Array.from({ length: 6 }, () => [Math.PI, 7]));
    const bad = structuredClone(settings);
    bad.entitySettings.character.maxSpeed = -1;
    expect(simulation.handle({ kind: 'settings', settings: bad }).report).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^maxSpeed must be/),
    });
  });

  it('answers a bad command with one line, and keeps going', () => {
    const simulation = new CrowdSimulation(() => 0);
    expect(simulation.handle({ kind: 'step', steps: 1, buffer: null }).report).toEqual({ kind: 'failed', message: 'step before set-up' });
    simulation.handle({ kind: 'setUp', setup: crowdSetupFor(new Demo(), crowdLayout(2)) });
    expect(simulation.handle({ kind: 'step', steps: -1, buffer: null }).report).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^steps must be an integer from 0 to 100000/),
    });
    expect(simulation.handle({ kind: 'step', steps: 2, buffer: null }).report).toMatchObject({ kind: 'stepped', totalSteps: 2 });
  });
});
