import type { Body } from 'planck';
import { describe, expect, it } from 'vitest';
import { CONTINUOUS_COLLISION_STEP, needsContinuousCollision } from '../../../src/sim/entities/continuousCollision';
import type { MovingEntity } from '../../../src/sim/entities/MovingEntity';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

function bodyOf(world: SteeringWorld, entity: MovingEntity): Body {
  for (let body = world.physics.getBodyList(); body; body = body.getNext()) if (body.getUserData() === entity) return body;
  throw new Error(`no body for ${entity.id}`);
}

/** Two missiles with top speed `maxSpeed` fly head-on from ±40 m for 5 s; the smallest gap between their centres. */
function headOn(maxSpeed: number): { closest: number; bullets: boolean[] } {
  const world = new SteeringWorld();
  const settings = { maxSpeed, maxLinearAcceleration: 1e4 };
  const a = world.addEntity({ id: 'a', type: 'missile', position: { x: -40, y: 0 }, angle: 0, speed: maxSpeed, settings });
  const b = world.addEntity({ id: 'b', type: 'missile', position: { x: 40, y: 0 }, angle: Math.PI, speed: maxSpeed, settings });
  a.chase({ x: 1000, y: 0 });
  b.chase({ x: -1000, y: 0 });
  let closest = Infinity;
  for (let i = 0; i < 300; i++) {
    world.step();
    closest = Math.min(closest, Math.hypot(a.position.x - b.position.x, a.position.y - b.position.y));
  }
  return { closest, bullets: [bodyOf(world, a).isBullet(), bodyOf(world, b).isBullet()] };
}

describe('continuous collision (the bullet flag) only for bodies that move far in a step', () => {
  // planck also caps any body's motion at 2 m a step (120 m/s at 1/60 s), less than a missile is
  // long, so in practice these bodies do not tunnel through each other; the flag keeps overlaps shallow.
  it('is needed above a quarter of the hull thickness per step: 15 m/s at 1/60 s', () => {
    expect(CONTINUOUS_COLLISION_STEP).toBe(0.25);
    expect(needsContinuousCollision(10, 1 / 60)).toBe(false);
    expect(needsContinuousCollision(14.9, 1 / 60)).toBe(false);
    expect(needsContinuousCollision(15.1, 1 / 60)).toBe(true);
    expect(needsContinuousCollision(7, 1 / 30)).toBe(false);
    expect(needsContinuousCollision(10, 0.05)).toBe(true);
  });

  it('at the default top speed the bodies are not bullets, and still collide head-on without overlapping deeply', () => {
    const { closest, bullets } = headOn(10);
    expect(bullets).toEqual([false, false]);
    // They meet (noses touch) but the centres stay apart: no deep overlap.
    expect(closest).toBeLessThan(8);
    expect(closest).toBeGreaterThan(2);
  });

  it('at 100 m/s (1.7 m a step) they are bullets, and collide', () => {
    const { closest, bullets } = headOn(100);
    expect(bullets).toEqual([true, true]);
    expect(closest).toBeLessThan(8);
    expect(closest).toBeGreaterThan(2);
  });

  it('follows a change of top speed on the next step', () => {
    const world = new SteeringWorld();
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
    world.step();
    expect(bodyOf(world, missile).isBullet()).toBe(false);
    missile.maxSpeed = 60;
    world.step();
    expect(bodyOf(world, missile).isBullet()).toBe(true);
    missile.maxSpeed = 10;
    world.step();
    expect(bodyOf(world, missile).isBullet()).toBe(false);
  });
});
