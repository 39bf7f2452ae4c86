/**
 * No NaN in a body, whatever a game asks: a body driven by BodySteering (planck) or BodySteering3D
 * (cannon-es) through generated sequences of commands, each given good arguments (far points, huge
 * angles, any step the steerer takes) or hostile ones, keeps a finite position, angle and
 * velocities at every step; a refused command is an Error of our own. Fixed seed, bounded runs.
 */
import * as CANNON from 'cannon-es';
import fc from 'fast-check';
import { Box, World } from 'planck';
import { describe, expect, it } from 'vitest';
import { BodySteering, CharacterPropulsion, createTurnController, MissilePropulsion } from '../../src/index';
import { BodySteering3D, cannonBody, CharacterPropulsion3D, MissilePropulsion3D } from '../../src/steering3d';
import { createAttitudeController } from '../../src/sim/control3d/createAttitudeController';
import { hostile, PROXY, RAW, throwingProxy } from './hostileValues';

/** One command: a method's name and its arguments, or a step of the steerer and the engine. */
type Action = { readonly method: string; readonly args: readonly unknown[] };

const RUNS = 100;
const STEPS_PER_ACTION = 3;
const coordinate = fc.double({ min: -1e4, max: 1e4, noNaN: true });
const point2 = fc.record({ x: coordinate, y: coordinate });
const point3 = fc.record({ x: coordinate, y: coordinate, z: coordinate });
const unitQuaternion = fc
  .tuple(
    fc.double({ min: -1, max: 1, noNaN: true }),
    fc.double({ min: -1, max: 1, noNaN: true }),
    fc.double({ min: -1, max: 1, noNaN: true }),
    fc.double({ min: 0.1, max: 1, noNaN: true }),
  )
  .map(([x, y, z, w]) => {
    const length = Math.hypot(x, y, z, w);
    return { x: x / length, y: y / length, z: z / length, w: w / length };
  });
const anyStep = fc.double({ min: 1e-6, max: 10, noNaN: true });
const controllerType = fc.constantFrom('pid', 'pd', 'stable-pd', 'spd', 'stolk', 'time-optimal', 'naive-snippet');
const guidance = fc.record(
  { law: fc.constantFrom('pursuit', 'lead', 'proportional-navigation'), navigationConstant: fc.double({ min: 1, max: 10, noNaN: true }) },
  { requiredKeys: [] },
);

/** Good arguments for each command the plane's steerer has (the 3D one's differ by their points and orientations). */
function goodActions(
  point: fc.Arbitrary<object>,
  orientation: fc.Arbitrary<unknown>,
  controller: fc.Arbitrary<unknown>,
): fc.Arbitrary<Action> {
  return fc.oneof(
    orientation.map((value) => ({ method: 'turnTo', args: [value] })),
    point.map((value) => ({ method: 'face', args: [value] })),
    point.map((value) => ({ method: 'seek', args: [value] })),
    point.map((value) => ({ method: 'arrive', args: [value] })),
    fc.tuple(fc.array(point, { maxLength: 4 }), fc.boolean()).map(([path, loop]) => ({ method: 'follow', args: [path, loop] })),
    fc.tuple(fc.nat({ max: 4 }), point).map(([index, position]) => ({ method: 'moveWaypoint', args: [index, position] })),
    fc.boolean().map((arrive) => ({ method: 'setArrival', args: [arrive] })),
    guidance.map((changes) => ({ method: 'setGuidance', args: [changes] })),
    controller.map((made) => ({ method: 'useController', args: [made] })),
    fc.constantFrom('stop', 'release', 'saveAndRestore').map((method) => ({ method, args: [] })),
    anyStep.map((dt) => ({ method: 'step', args: [dt] })),
  );
}

/**
 * The same commands given hostile arguments, and the steerer's setters (`=name`, its motor's: `maxAngularAcceleration` in the plane,
 * `limit` in 3D) given hostile values.
 */
function hostileActions(motor: string): fc.Arbitrary<Action> {
  return fc
    .tuple(
      fc.constantFrom(
        'turnTo',
        'face',
        'seek',
        'arrive',
        'follow',
        'moveWaypoint',
        'setArrival',
        'setGuidance',
        'useController',
        'restoreState',
        'step',
        '=reachDistance',
        '=passDistance',
        '=facing',
        `=${motor}`,
      ),
      fc.array(hostile, { minLength: 1, maxLength: 2 }),
    )
    .map(([method, args]) => ({ method, args }));
}

/** Performs `action` on `steering`; a refusal must be an Error of ours (no raw TypeError). Answers whether it was accepted. */
function perform(steering: Record<string, unknown>, action: Action): boolean {
  const args = action.args.map((value) => (value === PROXY ? throwingProxy() : value));
  try {
    if (action.method === 'saveAndRestore') (steering.restoreState as (state: unknown) => void)((steering.saveState as () => unknown)());
    else if (action.method.startsWith('=')) steering[action.method.slice(1)] = args[0];
    else (steering[action.method] as (...given: unknown[]) => unknown)(...args);
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message, `${action.method}`).not.toMatch(RAW);
    return false;
  }
}

const finite = (...values: number[]): boolean => values.every(Number.isFinite);

/** Tallies of the calls made over all runs. */
interface Tally {
  accepted: number;
  refused: number;
}

/**
 * Performs each of `actions` on `steering`, then {@link STEPS_PER_ACTION} steps (`step`), each followed by `bodyFinite`, which must hold.
 */
function drive(steering: object, actions: readonly Action[], step: () => void, bodyFinite: () => boolean, tally: Tally): void {
  for (const action of actions) {
    if (perform(steering as Record<string, unknown>, action)) tally.accepted++;
    else tally.refused++;
    for (let i = 0; i < STEPS_PER_ACTION; i++) {
      step();
      expect(bodyFinite(), `after ${action.method}`).toBe(true);
    }
  }
}

describe('no NaN in a body after any sequence of accepted and refused commands', () => {
  it('BodySteering on planck: position, angle and velocities finite at every step', () => {
    const controllers = controllerType.map((type) => createTurnController({ type }));
    const tally = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(
          fc.oneof(
            goodActions(point2, fc.double({ min: -1e6, max: 1e6, noNaN: true }), controllers),
            hostileActions('maxAngularAcceleration'),
          ),
          { minLength: 5, maxLength: 25 },
        ),
        (missile, actions) => {
          const world = new World({ gravity: { x: 0, y: 0 } });
          const body = world.createDynamicBody({ position: { x: 0, y: 0 }, angle: 0.3 });
          body.createFixture(new Box(0.5, 0.3), { density: 1 });
          const propulsion = missile
            ? new MissilePropulsion({ maxSpeed: 30, maxLinearAcceleration: 60 })
            : new CharacterPropulsion({ maxSpeed: 4, maxLinearAcceleration: 8 });
          const steering = new BodySteering(body, { controller: createTurnController({ type: 'pid' }), propulsion });
          const step = (): void => {
            steering.step(1 / 60);
            world.step(1 / 60);
          };
          const bodyFinite = (): boolean => {
            const position = body.getPosition();
            const velocity = body.getLinearVelocity();
            return finite(position.x, position.y, body.getAngle(), velocity.x, velocity.y, body.getAngularVelocity());
          };
          drive(steering, actions, step, bodyFinite, tally);
        },
      ),
      { seed: 75, numRuns: RUNS },
    );
    // Both kinds of call were made, many times.
    expect(tally.accepted).toBeGreaterThan(100);
    expect(tally.refused).toBeGreaterThan(100);
  });

  it('BodySteering3D on cannon-es: position, orientation and velocities finite at every step', () => {
    const controllers = controllerType.map((type) => createAttitudeController({ type }));
    const tally = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.oneof(goodActions(point3, unitQuaternion, controllers), hostileActions('limit')), { minLength: 5, maxLength: 25 }),
        (missile, actions) => {
          const world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, 0) });
          const body = new CANNON.Body({ mass: 2, shape: new CANNON.Box(new CANNON.Vec3(0.4, 0.25, 1.2)) });
          world.addBody(body);
          const propulsion = missile
            ? new MissilePropulsion3D({ maxSpeed: 30, maxLinearAcceleration: 60 })
            : new CharacterPropulsion3D({ maxSpeed: 4, maxLinearAcceleration: 8 });
          const steering = new BodySteering3D(cannonBody(body), {
            controller: createAttitudeController({ type: 'time-optimal' }),
            propulsion,
          });
          const step = (): void => {
            steering.step(1 / 60);
            world.step(1 / 60);
          };
          const bodyFinite = (): boolean => {
            const { position, quaternion, velocity, angularVelocity } = body;
            return finite(
              position.x,
              position.y,
              position.z,
              quaternion.x,
              quaternion.y,
              quaternion.z,
              quaternion.w,
              velocity.x,
              velocity.y,
              velocity.z,
              angularVelocity.x,
              angularVelocity.y,
              angularVelocity.z,
            );
          };
          drive(steering, actions, step, bodyFinite, tally);
        },
      ),
      { seed: 75, numRuns: RUNS },
    );
    expect(tally.accepted).toBeGreaterThan(100);
    expect(tally.refused).toBeGreaterThan(100);
  });
});
