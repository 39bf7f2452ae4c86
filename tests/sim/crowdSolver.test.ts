import { describe, expect, it } from 'vitest';
import { crowdLayout } from '../../src/sim/crowdLayout';
import { Settings } from 'planck';
import { CROWD_AABB_MULTIPLIER, CROWD_SOLVER_ITERATIONS, CROWD_WORLD_SETTINGS } from '../../src/sim/crowdSolver';
import { SteeringWorld } from '../../src/sim/SteeringWorld';
import { headOn } from './headOn';

describe("a crowd's solver iterations", () => {
  it('two hull entities colliding head-on still never pass through each other', () => {
    for (const type of ['missile', 'character'] as const) {
      const { closest } = headOn(type, { collisionShape: 'hull' }, undefined, CROWD_SOLVER_ITERATIONS);
      expect(closest, type).toBeGreaterThan(2);
    }
  });

  it('in the benchmark crowd, bodies that touch are pushed apart within a few steps (no lasting deep overlap)', () => {
    const world = new SteeringWorld(CROWD_WORLD_SETTINGS);
    for (const [i, placement] of crowdLayout(200).entries()) {
      world
        .addEntity({ id: `e${i}`, type: placement.type, position: placement.position, angle: placement.angle, collisionShape: 'hull' })
        .steering.follow(placement.path, true);
    }
    let deepest = 0;
    let touching = 0;
    for (let step = 0; step < 600; step++) {
      world.step();
      if (step % 10 !== 0) continue;
      for (let contact = world.physics.getContactList(); contact; contact = contact.getNext()) {
        if (!contact.isTouching()) continue;
        touching++;
        const manifold = contact.getManifold();
        // planck's manifold points carry no depth: measure it from the world manifold's separations.
        const worldManifold = contact.getWorldManifold(null);
        for (let p = 0; p < manifold.pointCount; p++) deepest = Math.max(deepest, -(worldManifold?.separations[p] ?? 0));
      }
    }
    expect(touching, 'the crowd does collide').toBeGreaterThan(20);
    // Measured: 0.17 m at most, as with 8 and 3 iterations and the detailed outline; 0.3 m would show.
    expect(deepest).toBeLessThan(0.3);
  });

  it('setSolverIterations refuses what is not an integer from 1 to 100, naming it, and changes nothing', () => {
    const world = new SteeringWorld();
    expect(() => world.setSolverIterations(0, 2)).toThrow(/^velocityIterations must be an integer from 1 to 100, got 0$/);
    expect(() => world.setSolverIterations(4, 2.5)).toThrow(/^positionIterations must be an integer from 1 to 100, got 2.5$/);
    expect(world.settings.velocityIterations).toBe(8);
    world.setSolverIterations(4, 2);
    expect(world.settings).toMatchObject({ velocityIterations: 4, positionIterations: 2 });
  });

  it("a world's broad-phase multiplier holds during its own step only; planck's is as before after it", () => {
    const planckDefault = Settings.aabbMultiplier;
    const crowd = new SteeringWorld({ aabbMultiplier: CROWD_AABB_MULTIPLIER });
    const plain = new SteeringWorld();
    const seen: number[] = [];
    for (const world of [crowd, plain]) {
      // Settling only when told, as the crowd does: a settle steps planck too (by its step with every body out, then by 0), moving nothing.
      world.settling.settleOnlyWhenTold();
      world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, speed: 10 }).chase({ x: 100, y: 0 });
      const step = world.physics.step.bind(world.physics);
      world.physics.step = (...args) => {
        seen.push(Settings.aabbMultiplier);
        step(...args);
      };
    }
    crowd.step();
    plain.step();
    crowd.step();
    expect(seen).toEqual([CROWD_AABB_MULTIPLIER, planckDefault, CROWD_AABB_MULTIPLIER]);
    expect(Settings.aabbMultiplier).toBe(planckDefault);
  });

  it('setAabbMultiplier refuses what is not null or a number from 0 to 16, naming it, and changes nothing', () => {
    const world = new SteeringWorld();
    for (const bad of [-1, 17, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => world.setAabbMultiplier(bad)).toThrow(/^aabbMultiplier must be null or a number from 0 to 16, got /);
    }
    expect(() => new SteeringWorld({ aabbMultiplier: -2 })).toThrow(/^SteeringWorld: aabbMultiplier must be/);
    expect(world.settings.aabbMultiplier).toBeNull();
    world.setAabbMultiplier(4);
    expect(world.settings.aabbMultiplier).toBe(4);
    world.setAabbMultiplier(null);
    expect(world.settings.aabbMultiplier).toBeNull();
  });
});
