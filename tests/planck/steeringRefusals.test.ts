/**
 * What BodySteering and BodySteering3D refuse at their public methods, as plain JavaScript can give
 * it: a step that is no number or outside 1e-6 to 10 s (the torque helper's range), a flag that is
 * no boolean, a saved state that is not one; each refusal names the argument, and the steerer
 * steps on as before.
 */
import { cannonBody } from '../../src/sim/steering3d/cannonBody';
import * as CANNON from 'cannon-es';
import { Circle } from 'planck';
import { describe, expect, it } from 'vitest';
import { PidController } from '../../src/sim/control/PidController';
import { createAttitudeController } from '../../src/sim/control3d/createAttitudeController';
import { BodySteering } from '../../src/sim/steering2d/BodySteering';
import { CharacterPropulsion } from '../../src/sim/steering2d/CharacterPropulsion';
import { BodySteering3D } from '../../src/sim/steering3d/BodySteering3D';
import { DT, userWorld } from './userWorld';

/** Steps that are no step: each with the error class and the words its refusal has. */
const BAD_STEPS: readonly (readonly [unknown, ErrorConstructor, string])[] = [
  ['3', TypeError, 'got "3"'],
  [true, TypeError, 'got true'],
  [[1], TypeError, 'got [1]'],
  [null, TypeError, 'got null'],
  [undefined, TypeError, 'got undefined'],
  [11, RangeError, 'got 11'],
  [1e308, RangeError, 'got 1e+308'],
  [Number.NaN, RangeError, 'got NaN'],
  [Number.POSITIVE_INFINITY, RangeError, 'got Infinity'],
  [0, RangeError, 'got 0'],
  [-DT, RangeError, 'got -0.0166'],
  [1e-7, RangeError, 'got 1e-7'],
];

function planar() {
  const { world } = userWorld();
  const body = world.createDynamicBody({ position: { x: 0, y: 5 }, angle: 0.3 });
  body.createFixture(new Circle(0.5), { density: 1 });
  const steering = new BodySteering(body, {
    controller: new PidController(),
    propulsion: new CharacterPropulsion({ maxSpeed: 4, maxLinearAcceleration: 8 }),
  });
  return { world, body, steering };
}

describe('BodySteering refuses bad arguments, naming them, and keeps its state', () => {
  it.each(BAD_STEPS)('refuses step(%j)', (dt, kind, got) => {
    const { steering } = planar();
    steering.seek({ x: 4, y: 8 });
    steering.step(DT);
    const before = JSON.stringify(steering.saveState());
    expect(() => steering.step(dt as number)).toThrow(kind);
    expect(() => steering.step(dt as number)).toThrow(`step: dt must be a number ≥ 0.000001 and ≤ 10 (s), ${got}`);
    expect(JSON.stringify(steering.saveState())).toBe(before);
  });

  it('takes the ends of the range, a microsecond and 10 s', () => {
    const { steering } = planar();
    steering.turnTo(1);
    expect(() => steering.step(1e-6)).not.toThrow();
    expect(() => steering.step(10)).not.toThrow();
    expect(Number.isFinite(steering.command)).toBe(true);
  });

  it('refuses a flag that is no boolean, an index that is no whole number, a guidance change that is not one', () => {
    const { steering } = planar();
    steering.seek({ x: 4, y: 8 });
    expect(() => steering.setArrival('yes' as never)).toThrow('setArrival: arrive must be true or false, got "yes"');
    expect(steering.mode).toBe('seek');
    expect(() => steering.follow([{ x: 1, y: 1 }], 1 as never)).toThrow('follow: loop must be true or false, got 1');
    expect(() => steering.moveWaypoint('0' as never, { x: 1, y: 1 })).toThrow('moveWaypoint: index must be a whole number, got "0"');
    expect(() => steering.setGuidance(null as never)).toThrow(
      'setGuidance: changes must be an object with law, navigationConstant, got null',
    );
    expect(() => steering.setGuidance({ navigationConstnat: 3 } as never)).toThrow(
      'setGuidance: navigationConstnat is not one of its changes (law, navigationConstant)',
    );
  });

  it('refuses a saved state that is not one, naming the field, and steps on bit for bit as before', () => {
    const { world, body, steering } = planar();
    steering.seek({ x: 4, y: 8 });
    for (let i = 0; i < 20; i++) {
      steering.step(DT);
      world.step(DT);
    }
    const state = steering.saveState();
    const before = JSON.stringify(state);
    const bad: readonly (readonly [unknown, string])[] = [
      [null, 'restoreState: state must be an object'],
      [{}, 'restoreState: state.goalReached must be true or false, got undefined'],
      [{ ...state, turn: null }, 'restoreState: state.turn must be an object { heading, desiredHeading, command }, got null'],
      [
        { ...state, turn: { ...state.turn, heading: Number.NaN } },
        'restoreState: state.turn.heading must be a number from −π to π (rad), got NaN',
      ],
      [{ ...state, setpoint: { ...state.setpoint, primed: 'no' } }, 'restoreState: state.setpoint.primed must be true or false, got "no"'],
      [{ ...state, controller: { errors: [null] } }, 'errors'],
      [
        { ...state, sensor: { state: -1, spare: null } },
        'restoreState: state.sensor.state must be a whole number from 0 to 4294967295, got -1',
      ],
    ];
    for (const [given, message] of bad) {
      expect(() => steering.restoreState(given as never), JSON.stringify(given)?.slice(0, 60)).toThrow(message);
      expect(JSON.stringify(steering.saveState())).toBe(before);
    }
    steering.step(DT);
    expect(Number.isFinite(body.getAngularVelocity())).toBe(true);
  });
});

describe('BodySteering3D refuses a step that is no step, naming it', () => {
  it.each(BAD_STEPS)('refuses step(%j)', (dt, kind, got) => {
    const world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, 0) });
    const raw = new CANNON.Body({ mass: 1, shape: new CANNON.Box(new CANNON.Vec3(0.5, 0.5, 0.5)) });
    world.addBody(raw);
    const steering = new BodySteering3D(cannonBody(raw), { controller: createAttitudeController({ type: 'time-optimal' }) });
    steering.turnTo({ x: 0, y: Math.sin(0.5), z: 0, w: Math.cos(0.5) });
    steering.step(DT);
    const before = JSON.stringify(steering.saveState());
    expect(() => steering.step(dt as number)).toThrow(kind);
    expect(() => steering.step(dt as number)).toThrow(`step: dt must be a number ≥ 0.000001 and ≤ 10 (s), ${got}`);
    expect(JSON.stringify(steering.saveState())).toBe(before);
  });
});
