// What the planck adapter refuses: propulsions' settings, BodySteering's body, options and command
// arguments, each with a message naming the field and what it allows, and nothing changed by a refusal.
import { Box, World } from 'planck';
import { describe, expect, it } from 'vitest';
import { BodySteering } from '../../src/sim/steering2d/BodySteering';
import { CharacterPropulsion } from '../../src/sim/steering2d/CharacterPropulsion';
import { MissilePropulsion } from '../../src/sim/steering2d/MissilePropulsion';
import type { MovingTarget } from '../../src/sim/body/MovingTarget';
import { DT, tunedPid } from './userWorld';

function body(world = new World()) {
  const made = world.createDynamicBody({ x: 0, y: 0 });
  made.createFixture(new Box(0.5, 0.2), { density: 1 });
  return made;
}

describe('the propulsions check their settings, naming the field and its range', () => {
  it.each([
    [() => new CharacterPropulsion({} as never), /^CharacterPropulsion: maxSpeed is required: a number > 0 and ≤ 1000 \(m\/s\)$/],
    [
      () => new CharacterPropulsion({ maxSpeed: 6 } as never),
      /^CharacterPropulsion: maxLinearAcceleration is required: a number > 0 and ≤ 10000 \(m\/s²\)$/,
    ],
    [
      () => new CharacterPropulsion({ maxSpeed: 6, maxLinearAccel: 30 } as never),
      /^CharacterPropulsion: maxLinearAccel is not one of its settings \(maxSpeed, maxLinearAcceleration, velocityGain\)$/,
    ],
    [
      () => new CharacterPropulsion({ maxSpeed: -1, maxLinearAcceleration: 30 }),
      /^CharacterPropulsion: maxSpeed must be a number > 0 and ≤ 1000 \(m\/s\), got -1$/,
    ],
    [
      () => new CharacterPropulsion({ maxSpeed: 6, maxLinearAcceleration: 30, velocityGain: 0 }),
      /velocityGain must be a number > 0 and ≤ 1000 \(1\/s\), got 0$/,
    ],
    [
      () => new CharacterPropulsion(null as never),
      /^CharacterPropulsion: settings must be an object with maxSpeed, maxLinearAcceleration, velocityGain, got null$/,
    ],
    [
      () => new MissilePropulsion({ maxSpeed: Number.NaN, maxLinearAcceleration: 40 }),
      /^MissilePropulsion: maxSpeed must be a number > 0 and ≤ 1000 \(m\/s\), got NaN$/,
    ],
    [
      () => new MissilePropulsion({ maxSpeed: 20, maxLinearAcceleration: '40' } as never),
      /^MissilePropulsion: maxLinearAcceleration must be a number > 0 and ≤ 10000 \(m\/s²\), got "40"$/,
    ],
    [
      () => new MissilePropulsion({ maxSpeed: 20, maxLinearAcceleration: 40, velocityGain: 8 } as never),
      /^MissilePropulsion: velocityGain is not one of its settings \(maxSpeed, maxLinearAcceleration, thrust, stopDead\)$/,
    ],
    [
      () => new MissilePropulsion({ maxSpeed: 20, maxLinearAcceleration: 40, thrust: 'sideways' } as never),
      /^MissilePropulsion: thrust must be one of "along-nose", "toward-target", got "sideways"$/,
    ],
    [
      () => new MissilePropulsion({ maxSpeed: 20, maxLinearAcceleration: 40, stopDead: 1 } as never),
      /^MissilePropulsion: stopDead must be true or false, got 1$/,
    ],
  ])('%#: refuses with the field named', (make, message) => {
    expect(make).toThrow(message);
  });

  it('refuses a bad value set later and keeps the one it had', () => {
    const missile = new MissilePropulsion({ maxSpeed: 20, maxLinearAcceleration: 40 });
    expect(() => (missile.maxSpeed = Number.POSITIVE_INFINITY)).toThrow(/maxSpeed must be a number > 0 and ≤ 1000/);
    expect(missile.maxSpeed).toBe(20);
    const character = new CharacterPropulsion({ maxSpeed: 6, maxLinearAcceleration: 30 });
    expect(() => (character.velocityGain = -8)).toThrow(/velocityGain must be/);
    expect(character.velocityGain).toBe(8);
  });
});

describe('BodySteering checks its body, its options and every command’s arguments', () => {
  const controller = tunedPid;
  it.each([
    [
      () => new BodySteering(null as never, { controller: controller() }),
      /^BodySteering: body must be a planck Body \(world.createDynamicBody\(\)\), got null$/,
    ],
    [() => new BodySteering(body(), {} as never), /^BodySteering: controller is required: a turn controller/],
    [
      () => new BodySteering(body(), { controller: {} } as never),
      /^BodySteering: controller must be a turn controller \(an object with update\(input\) and reset\(\).*got \{\}$/,
    ],
    [
      () => new BodySteering(body(), { controller: { type: 'pid' } } as never),
      /^BodySteering: controller must be a turn controller .*got \{"type":"pid"\}$/,
    ],
    [
      () => new BodySteering(body(), { controller: controller(), maxAngAccel: 3 } as never),
      /^BodySteering: maxAngAccel is not one of its options \(controller, maxAngularAcceleration, propulsion,/,
    ],
    [
      () => new BodySteering(body(), { controller: controller(), maxAngularAcceleration: Number.NaN }),
      /^BodySteering: maxAngularAcceleration must be a number ≥ 0.1 and ≤ 10000 .*\(rad\/s²\), got NaN$/,
    ],
    [
      () => new BodySteering(body(), { controller: controller(), reachDistance: -1 }),
      /^BodySteering: reachDistance must be a number ≥ 0 and ≤ 1000000 \(m\), got -1$/,
    ],
    [
      () => new BodySteering(body(), { controller: controller(), facing: 'forward' } as never),
      /^BodySteering: facing must be one of "target", "travel", got "forward"$/,
    ],
    [
      () => new BodySteering(body(), { controller: controller(), propulsion: { maxSpeed: 3 } } as never),
      /^BodySteering: propulsion must be a Propulsion/,
    ],
    [() => new BodySteering(body(), { controller: controller(), onReached: 1 } as never), /^BodySteering: onReached must be a function/],
    [
      () => new BodySteering(body(), { controller: controller(), guidance: { navConstant: 3 } } as never),
      /^BodySteering: navConstant is not one of its guidance \(law, navigationConstant, noseLength\)$/,
    ],
    [
      () => new BodySteering(body(), { controller: controller(), guidance: { noseLength: -1 } }),
      /^BodySteering: guidance.noseLength must be a number ≥ 0 and ≤ 1000000 \(m\), got -1$/,
    ],
    [
      () => new BodySteering(body(), { controller: controller(), sightFrom: 'nose' } as never),
      /^BodySteering: sightFrom must be one of "center", "origin", got "nose"$/,
    ],
  ])('%#: refuses at construction with the option named', (make, message) => {
    expect(make).toThrow(message);
  });

  it('refuses bad command arguments, and a refused command leaves the steering as it was', () => {
    const world = new World();
    const steered = body(world);
    const steering = new BodySteering(steered, {
      controller: tunedPid(),
      propulsion: new CharacterPropulsion({ maxSpeed: 6, maxLinearAcceleration: 30 }),
    });
    steering.seek({ x: 10, y: 0 });
    expect(() => steering.turnTo(Number.NaN)).toThrow(/^turnTo: heading must be a finite number \(rad\), got NaN$/);
    expect(() => steering.seek({ x: Number.NaN, y: 0 })).toThrow(
      /^seek: target must be a point \{ x, y \} of finite numbers \(m\), got \{"x":NaN,"y":0\}$/,
    );
    expect(() => steering.arrive({ x: 1 } as never)).toThrow(/^arrive: target must be a point/);
    expect(() => steering.face('here' as never)).toThrow(/^face: target must be a point .*got "here"$/);
    expect(() =>
      steering.follow([
        { x: 1, y: 1 },
        { x: 2, y: Number.POSITIVE_INFINITY },
      ]),
    ).toThrow(/^follow: path\[1\] must be a point/);
    expect(() => steering.follow({ x: 1, y: 1 } as never)).toThrow(/^follow: path must be an array of points/);
    expect(() => steering.moveWaypoint(0, { x: 1, y: Number.NaN })).toThrow(/^moveWaypoint: position must be a point/);
    expect(() => steering.useController({ update: () => 0 } as never)).toThrow(/^BodySteering: controller must be a turn controller/);
    expect(() => steering.setGuidance({ law: 'nearest' } as never)).toThrow(/^guidance.law must be one of/);
    expect(steering.guidanceSettings.law).toBe('pursuit');
    expect(() => steering.setSensorNoise({ headingErrorStdDev: -1, angularVelocityStdDev: 0 })).toThrow(/headingErrorStdDev must be/);
    expect(steering.sensorNoise).toBeNull();
    expect(() => (steering.facing = 'up' as never)).toThrow(/facing must be one of/);
    expect(steering.mode).toBe('seek');
    for (let i = 0; i < 120; i++) {
      steering.step(DT);
      world.step(DT);
    }
    expect(steered.getPosition().x).toBeGreaterThan(5);
    expect(Number.isFinite(steered.getPosition().y)).toBe(true);
  });

  it('refuses a moving target whose position becomes non-finite, before the body’s numbers do', () => {
    const world = new World();
    const steered = body(world);
    const steering = new BodySteering(steered, {
      controller: tunedPid(),
      propulsion: new MissilePropulsion({ maxSpeed: 20, maxLinearAcceleration: 40 }),
    });
    const position = { x: 10, y: 0 };
    const target: MovingTarget = { position, velocity: { x: 0, y: 0 } };
    steering.seek(target);
    steering.step(DT);
    world.step(DT);
    position.x = Number.NaN;
    expect(() => steering.step(DT)).toThrow(
      /^step: the moving target's position and velocity must be finite numbers \(m, m\/s\), got position \{ x: NaN, y: 0, z: 0 \}/,
    );
    expect(Number.isFinite(steered.getPosition().x) && Number.isFinite(steered.getAngle())).toBe(true);
  });
});
