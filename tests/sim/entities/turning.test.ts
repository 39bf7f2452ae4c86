import { describe, expect, it } from 'vitest';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';
import { radToDeg, wrapAngle } from '../../../src/sim/math/angle';
import { TUNED_GAINS, TURN_RATE_PRESETS } from '../../../src/sim/entities/EntitySettings';
import { defaultPidSettings } from '../../../src/sim/control/PidController';

function stepUntil(world: SteeringWorld, seconds: number, each?: () => void): void {
  const steps = Math.round(seconds / world.dt);
  for (let i = 0; i < steps; i++) {
    world.step();
    each?.();
  }
}

describe('turning by torque', () => {
  it('a stationary missile asked to turn 90° settles, stays finite, stays put and never exceeds its limit', () => {
    const world = new SteeringWorld();
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
    missile.steering.face({ x: 0, y: 20 });
    let previousOmega = missile.angularVelocity;
    let maxObserved = 0;
    stepUntil(world, 3, () => {
      maxObserved = Math.max(maxObserved, Math.abs(missile.angularVelocity - previousOmega) / world.dt);
      previousOmega = missile.angularVelocity;
      expect(Number.isFinite(missile.angle) && Number.isFinite(missile.angularVelocity)).toBe(true);
    });
    expect(radToDeg(Math.abs(missile.measureHeadingError()))).toBeLessThan(0.1);
    expect(maxObserved).toBeLessThanOrEqual(missile.maxAngularAcceleration * (1 + 1e-9));
    expect(maxObserved).toBeGreaterThan(missile.maxAngularAcceleration * 0.99); // it did use the motor
    expect(Math.hypot(missile.position.x, missile.position.y)).toBeLessThan(1e-9);
  });

  it('turns the short way round, through ±π', () => {
    const world = new SteeringWorld();
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, angle: Math.PI - 0.2 });
    missile.steering.face({ x: -10, y: -3 }); // desired ≈ −π + 0.29: 0.49 rad away across ±π
    let maxAbsErrorDeg = 0;
    stepUntil(world, 2, () => (maxAbsErrorDeg = Math.max(maxAbsErrorDeg, radToDeg(Math.abs(missile.measureHeadingError())))));
    expect(maxAbsErrorDeg).toBeLessThan(30);
    expect(Math.abs(wrapAngle(missile.angle - Math.atan2(-3, -10)))).toBeLessThan(1e-3);
  });

  it('takes measurably longer at the low max turn rate, and a live change applies at once', () => {
    const turnTime = (limit: number) => {
      const world = new SteeringWorld();
      const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
      missile.maxAngularAcceleration = limit;
      missile.steering.face({ x: 0, y: 20 });
      let steps = 0;
      while (Math.abs(missile.measureHeadingError()) > (5 * Math.PI) / 180 && steps < 600) {
        world.step();
        steps++;
      }
      return steps * world.dt;
    };
    expect(turnTime(TURN_RATE_PRESETS.low)).toBeGreaterThan(1.4 * turnTime(TURN_RATE_PRESETS.high));

    const world = new SteeringWorld();
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
    missile.steering.face({ x: 0, y: 20 });
    world.step();
    missile.maxAngularAcceleration = 1;
    world.step();
    expect(Math.abs(missile.commandedAngularAcceleration)).toBeLessThanOrEqual(1);
  });

  it('refuses a non-positive or non-finite max turn rate and keeps the previous one', () => {
    const world = new SteeringWorld();
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 } });
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => (missile.maxAngularAcceleration = bad)).toThrow(/maxAngularAcceleration/);
    }
    expect(missile.maxAngularAcceleration).toBeCloseTo(4 * Math.PI, 12);
  });
});

describe('Missile', () => {
  it('moves only along its nose: no side slip while it turns', () => {
    const world = new SteeringWorld();
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, speed: 10 });
    missile.chase({ x: -30, y: 40 });
    for (let i = 0; i < 120; i++) {
      world.step();
      const { x, y } = missile.velocity;
      // The velocity was put along the nose at the start of the step; the body then turned by at
      // most ω·dt, so the slip angle is bounded by one step's rotation.
      const slip = Math.abs(wrapAngle(Math.atan2(y, x) - missile.angle));
      expect(slip).toBeLessThanOrEqual(Math.abs(missile.angularVelocity) * world.dt + 1e-9);
      expect(Math.hypot(x, y)).toBeLessThanOrEqual(missile.maxSpeed + 1e-9);
    }
  });

  it('takes its heading from its velocity when moving and from its body at rest', () => {
    const world = new SteeringWorld();
    const moving = world.addEntity({ id: 'moving', type: 'missile', position: { x: 0, y: 0 }, angle: 0.3, speed: 5 });
    const resting = world.addEntity({ id: 'resting', type: 'missile', position: { x: 40, y: 0 }, angle: 0.3 });
    moving.steering.face({ x: 100, y: 0 });
    resting.steering.face({ x: 140, y: 0 });
    world.step();
    expect(moving.heading).toBeCloseTo(0.3, 12);
    expect(resting.heading).toBeCloseTo(0.3, 12);
  });
});

describe('Character', () => {
  it('moves toward its target independently of its facing', () => {
    const world = new SteeringWorld();
    // Facing away from the target: a missile would have to turn first, a character just goes.
    const character = world.addEntity({ id: 'c', type: 'character', position: { x: 0, y: 0 }, angle: Math.PI });
    character.chase({ x: 30, y: 0 });
    stepUntil(world, 0.3);
    expect(character.velocity.x).toBeGreaterThan(5);
    expect(Math.abs(character.velocity.y)).toBeLessThan(0.5);
    expect(Math.abs(wrapAngle(character.angle - Math.PI))).toBeGreaterThan(0.5); // still turning
  });

  it('can face its direction of travel instead of its target', () => {
    const world = new SteeringWorld();
    const character = world.addEntity({ id: 'c', type: 'character', position: { x: 0, y: 0 }, settings: { facing: 'travel' } });
    character.steering.follow([{ x: 0, y: 30 }]);
    stepUntil(world, 1.5);
    expect(Math.abs(wrapAngle(character.angle - Math.atan2(character.velocity.y, character.velocity.x)))).toBeLessThan(0.05);
  });
});

describe('path following', () => {
  const square = [
    { x: 20, y: 0 },
    { x: 20, y: 20 },
    { x: -20, y: 20 },
    { x: -20, y: -20 },
  ];

  it.each(['missile', 'character'] as const)('a %s reaches every waypoint in order, then idles', (type) => {
    const world = new SteeringWorld();
    const entity = world.addEntity({ id: 'e', type, position: { x: 0, y: 0 } });
    const reached: number[] = [];
    entity.steering.onReached = (index) => reached.push(index);
    entity.steering.follow(square);
    stepUntil(world, 30);
    expect(reached).toEqual([0, 1, 2, 3]);
    expect(entity.mode).toBe('idle');
  });

  it('loops forever when asked to', () => {
    const world = new SteeringWorld();
    const entity = world.addEntity({ id: 'e', type: 'character', position: { x: 0, y: 0 } });
    entity.steering.follow(square, true);
    stepUntil(world, 60);
    expect(entity.waypointsReached).toBeGreaterThan(8);
    expect(entity.mode).toBe('followPath');
  });

  it('follows a dragged waypoint without resetting the body', () => {
    const world = new SteeringWorld();
    const entity = world.addEntity({ id: 'e', type: 'character', position: { x: 0, y: 0 } });
    entity.steering.follow([{ x: 30, y: 0 }]);
    stepUntil(world, 0.5);
    const before = { ...entity.position };
    entity.steering.moveWaypoint(0, { x: 0, y: 30 });
    world.step();
    expect(entity.target).toEqual({ x: 0, y: 30 });
    expect(Math.hypot(entity.position.x - before.x, entity.position.y - before.y)).toBeLessThan(1); // no jump
  });

  it('an empty path means idle', () => {
    const world = new SteeringWorld();
    const entity = world.addEntity({ id: 'e', type: 'missile', position: { x: 0, y: 0 } });
    entity.steering.follow([]);
    expect(entity.mode).toBe('idle');
  });
});

describe('SteeringWorld', () => {
  it('refuses duplicate ids and removes entities with their bodies', () => {
    const world = new SteeringWorld();
    world.addEntity({ id: 'a', type: 'missile', position: { x: 0, y: 0 } });
    expect(() => world.addEntity({ id: 'a', type: 'character', position: { x: 5, y: 0 } })).toThrow(/already exists/);
    expect(world.removeEntity('a')).toBe(true);
    expect(world.entities).toHaveLength(0);
    expect(world.physics.getBodyCount()).toBe(0);
    expect(world.removeEntity('a')).toBe(false);
  });

  it('advances time only by its fixed step', () => {
    const world = new SteeringWorld({ dt: 1 / 120 });
    for (let i = 0; i < 240; i++) world.step();
    expect(world.time).toBeCloseTo(2, 12);
    expect(world.steps).toBe(240);
  });
});

describe('waypoint passing', () => {
  it('a slow-turning missile that cannot get inside a waypoint’s radius passes it and goes on, instead of circling forever', () => {
    const run = (passDistance: number) => {
      const world = new SteeringWorld();
      // The article's fixed gains (tuned at 4π, not scaled, no braking curve) cannot get inside the radius at π/2.
      const controller = { ...defaultPidSettings(), ...TUNED_GAINS.missile, scaleWithTurnRate: false, brakingCurve: false };
      const missile = world.addEntity({
        id: 'm',
        type: 'missile',
        position: { x: 0, y: 0 },
        settings: { maxAngularAcceleration: Math.PI / 2, passDistance, controller },
      });
      missile.steering.follow([
        { x: 20, y: 0 },
        { x: 20, y: 20 },
        { x: -20, y: 20 },
      ]);
      for (let i = 0; i < 60 * 40; i++) world.step();
      return missile.waypointsReached;
    };
    expect(run(0)).toBeLessThan(3); // the original rule: stuck circling
    expect(run(12)).toBe(3);
  });

  it('does not count a waypoint passed from the wrong side', () => {
    const world = new SteeringWorld();
    const character = world.addEntity({ id: 'c', type: 'character', position: { x: 0, y: 0 }, settings: { passDistance: 12 } });
    character.steering.follow([{ x: 10, y: 0 }]);
    world.step();
    // 10 m short of the waypoint, inside the pass distance, but not beyond it.
    expect(character.waypointsReached).toBe(0);
  });
});
