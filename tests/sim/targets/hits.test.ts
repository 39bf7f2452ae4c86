import { describe, expect, it } from 'vitest';
import { positionAt, type TargetMotion } from '../../../src/sim/targets/TargetMotion';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

describe('target motion', () => {
  const start = { x: 10, y: 0 };
  const at = (motion: TargetMotion, t: number) => positionAt(motion, start, t, { x: 0, y: 0 });

  it('circles its centre at its angular speed, at a constant radius, without drift', () => {
    const motion: TargetMotion = { type: 'circle', center: { x: 0, y: 0 }, angularSpeed: 0.5 };
    const quarter = at(motion, Math.PI);
    expect(quarter.x).toBeCloseTo(0, 9);
    expect(quarter.y).toBeCloseTo(10, 9);
    const late = at(motion, 3600);
    expect(Math.hypot(late.x, late.y)).toBeCloseTo(10, 9);
  });

  it('zig-zags within its amplitude either side of its track', () => {
    const motion: TargetMotion = { type: 'zigzag', velocity: { x: 2, y: 0 }, amplitude: 3, period: 2 };
    expect(at(motion, 0.5).y).toBeCloseTo(3, 9);
    expect(at(motion, 1).y).toBeCloseTo(0, 9);
    expect(at(motion, 1.5).y).toBeCloseTo(-3, 9);
    expect(at(motion, 10).x).toBeCloseTo(30, 9);
  });

  it('a world target follows its motion by velocity and bounces inside an arena', () => {
    const world = new SteeringWorld({ arena: { halfWidth: 20, halfHeight: 20 } });
    const target = world.addTarget({ id: 't', position: { x: 0, y: 0 }, motion: { type: 'linear', velocity: { x: 5, y: 0 } } });
    for (let i = 0; i < 60; i++) world.step();
    expect(target.position.x).toBeCloseTo(5, 6);
    expect(target.velocity.x).toBeCloseTo(5, 6);
    for (let i = 0; i < 600; i++) world.step();
    expect(Math.abs(target.position.x)).toBeLessThanOrEqual(20);
  });

  it('a dragged target moves by velocity and keeps it when thrown', () => {
    const world = new SteeringWorld();
    const target = world.addTarget({ id: 't', position: { x: 0, y: 0 } });
    for (let i = 1; i <= 10; i++) {
      target.drag({ x: i * 0.1, y: 0 }); // 6 m/s
      world.step();
    }
    expect(target.position.x).toBeCloseTo(1, 9);
    target.release();
    world.step();
    expect(target.velocity.x).toBeCloseTo(6, 6);
    expect(target.motion.type).toBe('linear');
  });

  it('reports the velocity of a new motion at once, before the next step (not the catch-up of a drag)', () => {
    const world = new SteeringWorld();
    const target = world.addTarget({ id: 't', position: { x: 0, y: 0 } });
    target.drag({ x: 2, y: 0 }); // 2 m in one step: 120 m/s of catch-up
    world.step();
    expect(target.velocity.x).toBeCloseTo(120, 6);
    target.release();
    target.setMotion({ type: 'linear', velocity: { x: -3, y: 1 } });
    expect(target.velocity).toEqual({ x: -3, y: 1 });
    target.setMotion({ type: 'static' });
    expect(target.velocity).toEqual({ x: 0, y: 0 });
    world.step();
    expect(target.position.x).toBeCloseTo(2, 9);
  });
});

describe('hits', () => {
  /** A missile flies straight along y = 0 past a target at (20, offset). */
  const flyPast = (offset: number) => {
    const world = new SteeringWorld();
    world.addTarget({ id: 't', position: { x: 20, y: offset }, radius: 1 });
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, speed: 10 });
    missile.chase({ x: 1000, y: 0 });
    for (let i = 0; i < 240; i++) world.step();
    return world;
  };

  it('come from real contacts: a missile whose body touches the target hits it; one that passes 0.3 m clear does not', () => {
    // The missile is 2 m wide (half-width 1) and the target's radius is 1: contact below 2 m.
    expect(flyPast(1.7).events.hits).toHaveLength(1);
    expect(flyPast(2.3).events.hits).toHaveLength(0);
    // Even though the near miss passes well inside the missile's 4 m "reached" distance.
  });

  it('count one hit per pass, however many of the missile fixtures touch', () => {
    const world = flyPast(0);
    expect(world.events.hits).toHaveLength(1);
    expect(world.events.hits[0]).toMatchObject({ entityId: 'm', targetId: 't' });
    expect(world.events.hitCount).toBe(1);
  });

  it('a missile chasing a target flies through it and keeps chasing', () => {
    const world = new SteeringWorld();
    const target = world.addTarget({ id: 't', position: { x: 30, y: 0 } });
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, speed: 10 });
    missile.chase(target);
    for (let i = 0; i < 60 * 20; i++) world.step();
    expect(world.events.hitCount).toBeGreaterThan(1);
    expect(missile.mode).toBe('seek');
  });
});

describe('placing a target', () => {
  it('moves it at once, at rest, restarts its motion from there and ends a drag', () => {
    const world = new SteeringWorld();
    const target = world.addTarget({ id: 't', position: { x: 0, y: 0 }, motion: { type: 'linear', velocity: { x: 3, y: 0 } } });
    for (let i = 0; i < 30; i++) world.step();
    target.drag({ x: 50, y: 50 });
    target.place({ x: -10, y: 5 });
    expect(target.position).toMatchObject({ x: -10, y: 5 });
    expect(target.velocity).toMatchObject({ x: 0, y: 0 });
    expect(target.isDragged).toBe(false);
    for (let i = 0; i < 60; i++) world.step();
    expect(target.position.x).toBeCloseTo(-7, 6);
    expect(target.position.y).toBeCloseTo(5, 6);
  });

  it('can start a new motion at the new place', () => {
    const world = new SteeringWorld();
    const target = world.addTarget({ id: 't', position: { x: 0, y: 0 } });
    target.place({ x: 10, y: 0 }, { type: 'circle', center: { x: 0, y: 0 }, angularSpeed: 0.5 });
    for (let i = 0; i < 60 * Math.PI; i++) world.step();
    expect(Math.hypot(target.position.x, target.position.y)).toBeCloseTo(10, 3);
    expect(target.motion.type).toBe('circle');
  });
});

describe('removing an entity inside a target', () => {
  it('ends its contacts, so a new entity with the same id hits the same target again (a respawn)', () => {
    const world = new SteeringWorld();
    const target = world.addTarget({ id: 't', position: { x: 10, y: 0 }, radius: 1 });
    const fly = () => {
      const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, speed: 10 });
      missile.chase(target);
      for (let i = 0; i < 60 && world.events.hitCount === hitsBefore; i++) world.step();
      return missile;
    };
    let hitsBefore = world.events.hitCount;
    fly();
    expect(world.events.hitCount).toBe(1);
    // Removed while still inside the target, then launched again.
    expect(world.removeEntity('m')).toBe(true);
    hitsBefore = world.events.hitCount;
    fly();
    expect(world.events.hitCount).toBe(2);
  });

  it('a chasing entity reads its target live: after a jump, its target and heading error show the new place at once', () => {
    const world = new SteeringWorld();
    const target = world.addTarget({ id: 't', position: { x: 10, y: 0 } });
    const character = world.addEntity({ id: 'c', type: 'character', position: { x: 0, y: 0 } });
    character.chase(target);
    world.step();
    target.place({ x: 0, y: 10 });
    expect(character.target).toMatchObject({ x: 0, y: 10 });
    expect(Math.abs(character.measureHeadingError())).toBeGreaterThan(1.4);
  });
});

describe('zig-zag targets in an arena', () => {
  it('bounce their drift off the edges and stay inside (within their swerve)', () => {
    const world = new SteeringWorld({ arena: { halfWidth: 20, halfHeight: 20 } });
    const target = world.addTarget({
      id: 'z',
      position: { x: 0, y: 0 },
      motion: { type: 'zigzag', velocity: { x: 6, y: 2 }, amplitude: 2, period: 2 },
    });
    let widest = 0;
    for (let i = 0; i < 60 * 60; i++) {
      world.step();
      widest = Math.max(widest, Math.abs(target.position.x), Math.abs(target.position.y));
    }
    expect(widest).toBeLessThan(20 + 2);
    expect(target.motion.type).toBe('zigzag');
  });
});

describe('which entities touch which targets, saved between steps', () => {
  it(
    'names only the targets and entities still in the world: one removed since the last step is not saved (its touch could not ' +
      'be restored)',
    () => {
      const world = new SteeringWorld();
      world.addTarget({ id: 'kept', position: { x: 0, y: 0 } });
      world.addTarget({ id: 'gone', position: { x: 0, y: 0 } });
      world.addEntity({ id: 'a', type: 'character', position: { x: 0, y: 0 } });
      world.addEntity({ id: 'b', type: 'character', position: { x: 0.5, y: 0 }, collisionGroup: -1 });
      world.step();
      expect(world.saveMemory().touches).toEqual({ kept: ['a', 'b'], gone: ['a', 'b'] });
      world.removeTarget('gone');
      world.removeEntity('b');
      expect(world.saveMemory().touches).toEqual({ kept: ['a'] });
    },
  );
});
