import { describe, expect, it } from 'vitest';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';
import { headOn } from '../headOn';

/** Two missiles fly head-on (tests/sim/headOn.ts) in collision groups `groupA` and `groupB`. */
function headOnInGroups(groupA: number | undefined, groupB: number | undefined): { closest: number; world: SteeringWorld } {
  return headOn('missile', { collisionGroup: groupA }, { collisionGroup: groupB });
}

describe('collisionGroup (planck filterGroupIndex on every fixture)', () => {
  it('entities in the same negative group pass through each other', () => {
    expect(headOnInGroups(-1, -1).closest).toBeLessThan(0.5);
  });

  it('by default (and in different groups) they collide: the bodies never overlap', () => {
    expect(headOnInGroups(undefined, undefined).closest).toBeGreaterThan(2);
    expect(headOnInGroups(-1, -2).closest).toBeGreaterThan(2);
  });

  it('is set on every fixture and reported by the entity', () => {
    const { world } = headOnInGroups(-3, -3);
    let fixtures = 0;
    for (let body = world.physics.getBodyList(); body; body = body.getNext()) {
      for (let fixture = body.getFixtureList(); fixture; fixture = fixture.getNext()) {
        expect(fixture.getFilterGroupIndex()).toBe(-3);
        fixtures++;
      }
    }
    expect(fixtures).toBeGreaterThan(2);
    expect(world.getEntity('a')?.collisionGroup).toBe(-3);
  });

  it('still lets a racer hit a target (a sensor contact)', () => {
    const world = new SteeringWorld();
    const target = world.addTarget({ id: 't', position: { x: 15, y: 0 } });
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, speed: 10, collisionGroup: -1 });
    missile.chase(target);
    for (let i = 0; i < 120; i++) world.step();
    expect(world.events.hitCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses a group that is not a 16-bit integer', () => {
    const world = new SteeringWorld();
    expect(() => world.addEntity({ id: 'x', type: 'missile', position: { x: 0, y: 0 }, collisionGroup: 1.5 })).toThrow(
      /collisionGroup must be an integer/,
    );
    expect(() => world.addEntity({ id: 'y', type: 'character', position: { x: 0, y: 0 }, collisionGroup: 40000 })).toThrow(RangeError);
  });
});

describe('setGuidance', () => {
  it('changes the law and N live, and refuses bad values without changing anything', () => {
    const world = new SteeringWorld();
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
    missile.setGuidance({ guidance: 'proportional-navigation', navigationConstant: 3 });
    expect(missile.getSettings()).toMatchObject({ guidance: 'proportional-navigation', navigationConstant: 3 });
    expect(() => missile.setGuidance({ navigationConstant: 0 })).toThrow(RangeError);
    expect(() => missile.setGuidance({ guidance: 'magic' as never })).toThrow(RangeError);
    expect(missile.getSettings()).toMatchObject({ guidance: 'proportional-navigation', navigationConstant: 3 });
  });

  it('a live switch from pursuit to lead pursuit makes the missile aim at the predicted intercept', () => {
    const world = new SteeringWorld();
    const target = world.addTarget({ id: 't', position: { x: 40, y: 0 }, motion: { type: 'linear', velocity: { x: 0, y: 4 } } });
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, speed: 10 });
    missile.chase(target);
    world.step();
    const lineOfSight = Math.atan2(target.position.y - missile.position.y, target.position.x - missile.position.x);
    expect(missile.desiredHeading).toBeCloseTo(lineOfSight, 1);
    missile.setGuidance({ guidance: 'lead' });
    world.step();
    const intercept = missile.intercept;
    expect(intercept).not.toBeNull();
    expect(intercept?.y ?? 0).toBeGreaterThan(target.position.y);
    expect(missile.desiredHeading).toBeGreaterThan(lineOfSight + 0.1);
  });
});
