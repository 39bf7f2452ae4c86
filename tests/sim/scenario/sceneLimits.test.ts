import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { crowdLayout } from '../../../src/sim/crowdLayout';
import { readSceneText } from '../../../src/app/sceneFile/openScene';
import { parseScenario, validateScenario } from '../../../src/sim/scenario/parseScenario';
import { buildScenarioWorld, runScenario } from '../../../src/sim/scenario/runScenario';
import { MAX_PASS_THROUGH_ENTITIES, MAX_TARGET_PAIRS, MAX_TOTAL_WAYPOINTS } from '../../../src/sim/scenario/sceneLimits';
import { refusalLine, runTool, writeTemp } from '../../cli/runTool';

// Issue 28, finding 4: scenes within every documented limit cost the square of what they held, or
// worse. 100 targets × 500 entities took 80 s and 817 MB for one simulated second; 1,000 targets ×
// 2,000 entities (a 281 KB file) ran V8 out of heap; 1,000 circling targets and one entity took 11 s
// per simulated second. Targets were planck sensors: every entity fixture inside a target was a
// contact planck kept and updated, and added by walking all the others. They are bodies without
// fixtures now, and what still grows faster than the scene is bounded: targets × entities, and the
// entities that pass through each other.

/** `targets` targets of radius `radius` and `entities` characters, all on one spot (the worst place), each chasing a target. */
function pile(targets: number, entities: number, options: { radius?: number; circling?: boolean; passThrough?: boolean } = {}) {
  const { radius = 20, circling = false, passThrough = true } = options;
  return {
    duration: 1,
    targets: Array.from({ length: targets }, (_, i) => ({
      id: `t${i}`,
      position: [0, 0],
      radius,
      ...(circling && { motion: { type: 'circle', center: [0, 3], angularSpeed: 3 } }),
    })),
    entities: Array.from({ length: entities }, (_, i) => ({
      id: `e${i}`,
      type: i % 2 ? 'missile' : 'character',
      // Bodies that collide may not start piled up; those that pass through each other may.
      position: passThrough ? [0, 0] : [(i % 70) * 8, Math.floor(i / 70) * 8],
      ...(passThrough && { collisionGroup: -1 }),
      command: targets > 0 ? { type: 'seek', targetId: `t${i % targets}` } : { type: 'seek', target: [30, 0] },
    })),
  };
}

function refusal(value: unknown): string {
  const result = validateScenario(value);
  if (result.ok) throw new Error('accepted');
  return result.errors.join('; ');
}

describe('the counts a scene holds, and the products of those that interact, are bounded', () => {
  it.each([
    [
      '100 targets × 500 entities (80 s and 817 MB a simulated second)',
      pile(100, 500, { passThrough: false }),
      /^targets: 100 targets × 500 entities = 50000; must be at most 10000 \(each step every target tests every entity inside it\)/,
    ],
    [
      '1,000 targets × 2,000 entities (V8 ran out of heap)',
      pile(1000, 2000, { passThrough: false }),
      /^targets: 1000 targets × 2000 entities = 2000000; must be at most 10000/,
    ],
    [
      '501 entities that pass through each other',
      pile(0, 501),
      /^entities: 501 entities are in negative collision groups; at most 500 may be \(entities that pass through each other can pile up/,
    ],
  ])('refuses %s at once, in one line naming the product and its limit', (_what, scene, message) => {
    // Refused by counting, before any world is built (the message names the count rule); nothing is stepped.
    expect(refusal(scene)).toMatch(message);
  });

  it('refuses more waypoints in all than the limit, each path within its own', () => {
    const path = Array.from({ length: 10_000 }, (_, i) => [i % 100, Math.floor(i / 100)]);
    const entities = Array.from({ length: 21 }, (_, i) => ({
      id: `e${i}`,
      type: 'character',
      position: [i * 10, -50],
      command: { type: 'followPath', path },
    }));
    expect(refusal({ duration: 1, entities })).toBe(
      `entities: the paths hold 210000 waypoints in all; at most ${MAX_TOTAL_WAYPOINTS} may be`,
    );
  });

  it('refuses a file of 1,000 targets × 2,000 entities in the CLI with one line (exit 2) in seconds', () => {
    const file = writeTemp('many.json', JSON.stringify(pile(1000, 2000, { passThrough: false })));
    expect(refusalLine(runTool('src/cli/sim.ts', [file]))).toMatch(/^targets: 1000 targets × 2000 entities = 2000000/);
  });

  it('runs the worst scenes at the limits, everything on one spot, with no contact kept for a target', () => {
    // Before: 100 circling targets × 100 entities at one spot took 129 s for one simulated second;
    // 20 × 500, 291 s. planck no longer keeps a contact for a target.
    for (const scene of [
      pile(100, 100, { circling: true }),
      pile(MAX_TARGET_PAIRS / MAX_PASS_THROUGH_ENTITIES, MAX_PASS_THROUGH_ENTITIES, { circling: true }),
    ]) {
      const parsed = validateScenario(scene);
      if (!parsed.ok) throw new Error(parsed.errors.join('; '));
      const world = buildScenarioWorld(parsed.scenario);
      // 20 steps: a third of a simulated second. The work is bounded by what planck keeps: no contact
      // for a target (before, one per target and entity made a step take seconds).
      for (let i = 0; i < 20; i++) {
        world.step();
        expect(world.physics.getContactCount()).toBe(0);
      }
    }
  });

  it('still counts a hit for every entity that reaches a target, also with many targets', () => {
    const scene = pile(40, 20);
    const parsed = validateScenario({
      ...scene,
      entities: scene.entities.map((e, i) => ({ ...e, position: [Math.cos(i) * 40, Math.sin(i) * 40], speed: 10, angle: i + Math.PI })),
    });
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    const report = runScenario({ ...parsed.scenario, duration: 4 });
    // Every entity flies into the pile of 40 targets and touches each of them.
    for (const entity of report.entities) expect(entity.hits.count).toBe(40);
  });

  it('keeps accepting the benchmark crowd (5,000 entities, one target) saved as a scene', () => {
    const demo = new Demo();
    demo.apply({ kind: 'play', play: 'crowd', args: { placements: crowdLayout(5000) } });
    const saved = parseScenario(demo.sceneFiles.save());
    expect(saved.ok).toBe(true);
    if (saved.ok) expect(saved.scenario.entities).toHaveLength(5000);
  });

  it("shows at most 100 targets in the game besides the entities' own (a larger scene runs headless)", () => {
    const scene = JSON.stringify(pile(102, 1));
    expect(readSceneText(scene)).toEqual({
      ok: false,
      error:
        'scenario.targets: the game shows at most 100 targets besides the one each entity chases, faces or is paired with; this ' +
        'scene has 101 (npm run sim runs it headless)',
    });
    expect(readSceneText(JSON.stringify(pile(101, 1))).ok).toBe(true);
  });
});
