/**
 * What a SteeringWorld refuses from a library user, naming it: a misspelled or unknown setting (the
 * world is top-down: there is no gravity to set), a step outside 1e-6 to 10 s, bad iterations or
 * arena, a disturbance that is NaN, ∞ or absurd beyond ±1e7; the world keeps what it had.
 */
import { describe, expect, it } from 'vitest';
import { SteeringWorld } from '../../src/sim/SteeringWorld';

describe('SteeringWorld refuses bad settings and disturbances, naming them', () => {
  it.each([
    [
      { gravity: Number.NaN },
      TypeError,
      'SteeringWorld: gravity is not one of its settings (dt, velocityIterations, positionIterations, arena, aabbMultiplier)',
    ],
    [{ dt: Number.NaN }, RangeError, 'SteeringWorld: dt must be a number ≥ 0.000001 and ≤ 10 (s), got NaN'],
    [{ dt: '1/60' }, TypeError, 'SteeringWorld: dt must be a number ≥ 0.000001 and ≤ 10 (s), got "1/60"'],
    [{ velocityIterations: 0 }, RangeError, 'velocityIterations must be an integer from 1 to 100, got 0'],
    [{ arena: { halfWidth: 10 } }, TypeError, 'SteeringWorld: arena.halfHeight is required'],
    [
      { arena: { halfWidth: 10, halfHeight: Number.POSITIVE_INFINITY } },
      RangeError,
      'SteeringWorld: arena.halfHeight must be a number > 0 and ≤ 1000000 (m), got Infinity',
    ],
    [null, TypeError, 'SteeringWorld: settings must be an object'],
  ])('refuses %j', (settings, kind, message) => {
    expect(() => new SteeringWorld(settings as never)).toThrow(kind);
    expect(() => new SteeringWorld(settings as never)).toThrow(message);
  });

  it('takes its documented settings, and none', () => {
    expect(
      new SteeringWorld({
        dt: 1 / 120,
        velocityIterations: 4,
        positionIterations: 2,
        arena: { halfWidth: 20, halfHeight: 10 },
        aabbMultiplier: 4,
      }).settings.dt,
    ).toBe(1 / 120);
    expect(new SteeringWorld().settings.velocityIterations).toBe(8);
  });

  it('refuses a disturbance that is NaN, infinite, beyond ±1e7 or misspelled, and keeps the one it had', () => {
    const world = new SteeringWorld();
    world.setDisturbance({ angularAcceleration: 1, wind: { x: 2, y: 0 } });
    expect(() => world.setDisturbance({ angularAcceleration: Number.NaN })).toThrow(
      'setDisturbance: angularAcceleration must be a number ≥ -10000000 and ≤ 10000000 (rad/s²), got NaN',
    );
    expect(() => world.setDisturbance({ wind: { x: Number.POSITIVE_INFINITY, y: 0 } })).toThrow('setDisturbance: wind.x must be');
    expect(() => world.setDisturbance({ wind: null } as never)).toThrow('setDisturbance: wind must be an object with x, y, got null');
    expect(() => world.setDisturbance({ windd: { x: 1, y: 1 } } as never)).toThrow(
      'setDisturbance: windd is not one of its disturbance (angularAcceleration, wind)',
    );
    expect(world.disturbance).toEqual({ angularAcceleration: 1, wind: { x: 2, y: 0 } });
  });
});
