import { describe, expect, it } from 'vitest';
import { benchBounds, benchLayout } from '../../../src/app/bench/benchLayout';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

describe('the benchmark scene', () => {
  it('has N entities, half missiles and half characters, each with a looping square of its own', () => {
    const layout = benchLayout(1000);
    expect(layout).toHaveLength(1000);
    expect(layout.filter((p) => p.type === 'missile')).toHaveLength(500);
    for (const placement of layout) {
      expect(placement.path).toHaveLength(4);
      const last = placement.path[3];
      expect(last).toEqual(placement.position);
    }
    expect(benchLayout(0)).toEqual([]);
    expect(() => benchLayout(2.5)).toThrow(/count/);
  });

  it('is the same on every call (deterministic)', () => {
    expect(benchLayout(37)).toEqual(benchLayout(37));
  });

  it('fits in its bounds, which are centred near the origin', () => {
    const layout = benchLayout(400);
    const bounds = benchBounds(layout);
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
    expect(benchBounds([])).toBeNull();
  });

  it('entities follow their loops and bump into each other (loops overlap)', () => {
    const world = new SteeringWorld();
    const entities = benchLayout(64).map((placement, i) => {
      const entity = world.addEntity({ id: `e${i}`, type: placement.type, position: placement.position, angle: placement.angle });
      entity.commandFollowPath(placement.path, true);
      return entity;
    });
    const bodies = new Set(entities);
    let entityContacts = 0;
    world.physics.on('begin-contact', (contact) => {
      if (bodies.has(contact.getFixtureA().getBody().getUserData() as never) && bodies.has(contact.getFixtureB().getBody().getUserData() as never)) entityContacts++;
    });
    for (let step = 0; step < 20 * 60; step++) world.step();
    expect(entityContacts).toBeGreaterThan(0);
    const looping = entities.filter((entity) => entity.mode === 'followPath' && entity.waypointsReached >= 4);
    expect(looping.length).toBeGreaterThan(entities.length * 0.8);
  });
});
