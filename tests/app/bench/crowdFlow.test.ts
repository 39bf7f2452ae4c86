import { describe, expect, it } from 'vitest';
import { crowdLayout } from '../../../src/sim/crowdLayout';
import { distanceToLoop, measureCrowdFlow } from '../../../src/app/bench/crowdFlow';
import { CrowdSimulation } from '../../../src/app/bench/CrowdSimulation';
import { crowdSetupFor } from '../../../src/app/bench/crowdSetup';
import { Demo } from '../../../src/app/Demo';

describe('crowdFlow (what `npm run bench:flow` measures)', () => {
  it('measures the distance from a point to a closed loop, its closing side included', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(distanceToLoop({ x: 5, y: 0 }, square)).toBe(0);
    expect(distanceToLoop({ x: 5, y: 5 }, square)).toBe(5);
    expect(distanceToLoop({ x: -3, y: 5 }, square)).toBe(3);
    expect(distanceToLoop({ x: 13, y: 14 }, square)).toBe(5);
  });

  it('the benchmark crowd keeps flowing: no two bodies stay locked together, and its touching contacts do not pile up', () => {
    const placements = crowdLayout(200);
    const simulation = new CrowdSimulation(() => 0);
    simulation.handle({ kind: 'setUp', setup: crowdSetupFor(new Demo(), placements) });
    const physics = simulation.physics;
    if (!physics) throw new Error('no world');
    const loops = placements.map((placement) => placement.path);
    const idOf = (body: { getUserData(): unknown }) => (body.getUserData() as { id: string }).id;
    // When each touching pair of bodies began to touch (looked at every 0.1 s), s.
    let touchingSince = new Map<string, number>();
    let longest = 0;
    let atFiveSeconds = measureCrowdFlow(physics, simulation.entities, loops, 0);
    for (let tenths = 1; tenths <= 600; tenths++) {
      simulation.handle({ kind: 'step', steps: 6, buffer: null });
      const time = tenths / 10;
      const still = new Map<string, number>();
      for (let contact = physics.getContactList(); contact; contact = contact.getNext()) {
        if (!contact.isTouching()) continue;
        const pair = `${idOf(contact.getFixtureA().getBody())}|${idOf(contact.getFixtureB().getBody())}`;
        const since = touchingSince.get(pair) ?? time;
        still.set(pair, since);
        longest = Math.max(longest, time - since);
      }
      touchingSince = still;
      if (tenths === 50) atFiveSeconds = measureCrowdFlow(physics, simulation.entities, loops, time);
    }
    const atOneMinute = measureCrowdFlow(physics, simulation.entities, loops, 60);
    expect(atFiveSeconds.touching, 'the crowd does collide').toBeGreaterThan(20);
    // Measured: longest 9.5 s, touching 51 → 35, 90th percentile 4.9 m. Before (friction 1, full
    // thrust whatever the nose points at): a pair touched for 56 s, touching 47 → 102.
    expect(longest, 'longest lasting contact, s').toBeLessThan(20);
    expect(atOneMinute.touching / atFiveSeconds.touching).toBeLessThan(1.3);
    expect(atOneMinute.offLoopP90, 'most bodies stay near their loops, m').toBeLessThan(15);
  });
});
