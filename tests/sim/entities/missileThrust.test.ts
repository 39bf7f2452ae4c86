import { describe, expect, it } from 'vitest';
import type { MissileThrust } from '../../../src/sim/steering2d/MissilePropulsion';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';

/**
 * A missile at rest, its nose pointing away from a waypoint behind it (angle π: nose along −x), after `steps` steps of a seek toward +x.
 */
function missileSeekingBehind(thrust: MissileThrust | undefined, steps: number) {
  const world = new SteeringWorld();
  const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, angle: Math.PI, ...(thrust ? { thrust } : {}) });
  missile.chase({ x: 100, y: 0.001 });
  const speeds: number[] = [];
  for (let i = 0; i < steps; i++) {
    world.step();
    speeds.push(Math.hypot(missile.velocity.x, missile.velocity.y));
  }
  return { missile, speeds };
}

describe("a missile's thrust", () => {
  it("along its nose (the article's, the default), it flies off the wrong way at once while it turns round", () => {
    const { missile, speeds } = missileSeekingBehind(undefined, 20);
    expect(missile.thrust).toBe('along-nose');
    expect(speeds[0]).toBeGreaterThan(1);
    expect(missile.position.x).toBeLessThan(-1);
  });

  it('toward its target, it does not thrust while its nose points more than 90° away, then thrusts as it comes round', () => {
    const { speeds } = missileSeekingBehind('toward-target', 300);
    const { missile } = missileSeekingBehind('toward-target', 20);
    expect(Math.max(...speeds.slice(0, 20))).toBeLessThan(0.5);
    expect(missile.position.x).toBeGreaterThan(-0.5);
    // Round and on its way: full speed toward the target.
    expect(speeds[299]).toBeCloseTo(missile.maxSpeed, 6);
  });

  it('a bad thrust or friction is refused, naming it, and nothing is created', () => {
    const world = new SteeringWorld();
    expect(() => world.addEntity({ id: 'a', type: 'missile', position: { x: 0, y: 0 }, thrust: 'sideways' as MissileThrust })).toThrow(
      /^thrust must be one of along-nose, toward-target, got sideways$/,
    );
    expect(() => world.addEntity({ id: 'b', type: 'missile', position: { x: 0, y: 0 }, friction: Number.NaN })).toThrow(
      /^friction must be/,
    );
    expect(() => world.addEntity({ id: 'c', type: 'missile', position: { x: 0, y: 0 }, friction: -0.5 })).toThrow(/^friction must be/);
    expect(world.entities).toHaveLength(0);
    expect(world.physics.getBodyCount()).toBe(0);
  });
});
