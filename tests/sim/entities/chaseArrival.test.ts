import { describe, expect, it } from 'vitest';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

function chase(arrival: 'stop' | 'fly-through') {
  const world = new SteeringWorld();
  const target = world.addTarget({ id: 't', position: { x: 30, y: 0 } });
  const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
  missile.chaseArrival = arrival;
  missile.chase(target);
  let maxStep = 0;
  let previous = { x: 0, y: 0 };
  for (let i = 0; i < 600; i++) {
    world.step();
    maxStep = Math.max(maxStep, Math.hypot(missile.position.x - previous.x, missile.position.y - previous.y));
    previous = { x: missile.position.x, y: missile.position.y };
  }
  return { world, missile, target, hits: world.events.hitCount, maxStep };
}

describe('what a missile chasing a target does when it gets there', () => {
  it('"stop": it stops dead within its seek distance, at rest, as the original Seek did, and goes again when the target moves', () => {
    const { world, missile, target, maxStep } = chase('stop');
    expect(Math.hypot(missile.position.x - 30, missile.position.y)).toBeLessThan(missile.minSeekDistance);
    expect(Math.hypot(missile.velocity.x, missile.velocity.y)).toBe(0);
    expect(maxStep).toBeLessThanOrEqual(missile.maxSpeed * world.dt + 1e-9);
    target.place({ x: 30, y: 25 });
    for (let i = 0; i < 600; i++) world.step();
    expect(Math.hypot(missile.position.x - 30, missile.position.y - 25)).toBeLessThan(missile.minSeekDistance);
  });

  it('"fly-through" (the default): it flies into the target and hits it', () => {
    const { missile, hits } = chase('fly-through');
    expect(missile.chaseArrival).toBe('fly-through');
    expect(hits).toBeGreaterThan(0);
  });
});

describe('sensor noise', () => {
  it('the controller sees a noisy heading (seeded: the same run twice gives the same body), the physics stays exact', () => {
    const run = (noise: boolean) => {
      const world = new SteeringWorld();
      const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
      if (noise) missile.steering.setSensorNoise({ headingErrorStdDev: 0.05, angularVelocityStdDev: 0.2, seed: 7 });
      missile.steering.face({ x: 0, y: 20 });
      for (let i = 0; i < 120; i++) world.step();
      return missile.angle;
    };
    expect(run(true)).toBe(run(true));
    expect(run(true)).not.toBe(run(false));
  });
});
