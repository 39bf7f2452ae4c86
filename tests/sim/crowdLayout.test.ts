import { describe, expect, it } from 'vitest';
import { crowdBounds, crowdLayout } from '../../src/sim/crowdLayout';
import { SteeringWorld } from '../../src/sim/SteeringWorld';
import { CROWD_ENTITY_OPTIONS, CROWD_WORLD_SETTINGS } from '../../src/sim/crowdSolver';

describe('the crowd layout (the benchmark scene)', () => {
  it('has N entities, half missiles and half characters, each with a looping square of its own', () => {
    const layout = crowdLayout(1000);
    expect(layout).toHaveLength(1000);
    expect(layout.filter((p) => p.type === 'missile')).toHaveLength(500);
    for (const placement of layout) {
      expect(placement.path).toHaveLength(4);
      // It starts at its loop's last corner, so the first leg starts at once.
      expect(placement.path[3]).toEqual(placement.position);
    }
    expect(crowdLayout(0)).toEqual([]);
    expect(() => crowdLayout(2.5)).toThrow(/count/);
  });

  it('never starts two bodies where they would overlap, up to the largest benchmark crowd', () => {
    const layout = crowdLayout(5000);
    const world = new SteeringWorld();
    // addEntities refuses a body that starts overlapping one before it.
    expect(() =>
      world.addEntities(
        layout.map((placement, i) => ({ id: `e${i}`, type: placement.type, position: placement.position, angle: placement.angle })),
      ),
    ).not.toThrow();
    expect(world.entities).toHaveLength(5000);
  });

  it('is the same on every call (deterministic)', () => {
    expect(crowdLayout(37)).toEqual(crowdLayout(37));
  });

  it('fits in its bounds, which are centred near the origin', () => {
    const layout = crowdLayout(400);
    const bounds = crowdBounds(layout);
    expect(bounds).not.toBeNull();
    if (!bounds) return;
    for (const placement of layout) {
      for (const p of placement.path) {
        expect(p.x).toBeGreaterThan(bounds.minX);
        expect(p.x).toBeLessThan(bounds.maxX);
        expect(p.y).toBeGreaterThan(bounds.minY);
        expect(p.y).toBeLessThan(bounds.maxY);
      }
    }
    expect(Math.abs(bounds.minX + bounds.maxX) / 2).toBeLessThan(20);
    expect(crowdBounds([])).toBeNull();
  });

  it('entities follow their loops and bump into each other (loops overlap)', () => {
    const world = new SteeringWorld(CROWD_WORLD_SETTINGS);
    const entities = crowdLayout(64).map((placement, i) => {
      const entity = world.addEntity({
        id: `e${i}`,
        type: placement.type,
        position: placement.position,
        angle: placement.angle,
        ...CROWD_ENTITY_OPTIONS,
      });
      entity.steering.follow(placement.path, true);
      return entity;
    });
    const bodies = new Set(entities);
    let entityContacts = 0;
    world.physics.on('begin-contact', (contact) => {
      if (
        bodies.has(contact.getFixtureA().getBody().getUserData() as never) &&
        bodies.has(contact.getFixtureB().getBody().getUserData() as never)
      )
        entityContacts++;
    });
    for (let step = 0; step < 20 * 60; step++) world.step();
    expect(entityContacts).toBeGreaterThan(0);
    const looping = entities.filter((entity) => entity.mode === 'followPath' && entity.waypointsReached >= 4);
    expect(looping.length).toBeGreaterThan(entities.length * 0.8);
  });
});
