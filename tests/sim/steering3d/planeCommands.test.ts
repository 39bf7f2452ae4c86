/**
 * What BodySteering3D took from the plane's BodySteering, through both engines' adapters: `face`
 * turns a missile's nose in place with its thrust cut, `setArrival` turns a seek into an arrival,
 * `moveWaypoint` steers at a dragged waypoint, `setGuidance` and `useController` change what steers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { rotateVec3 } from '../../../src/sim/math3d/quaternion';
import type { Vec3Like } from '../../../src/sim/math3d/vec3';
import { BodySteering3D } from '../../../src/sim/steering3d/BodySteering3D';
import { CharacterPropulsion3D } from '../../../src/sim/steering3d/CharacterPropulsion3D';
import { MissilePropulsion3D } from '../../../src/sim/steering3d/MissilePropulsion3D';
import { controllerFor, DT, ENGINES, initRapier } from './engineWorlds';

beforeAll(initRapier);

const vector = (): Vec3Like => ({ x: 0, y: 0, z: 0 });
const distance = (a: Vec3Like, b: Vec3Like): number => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
const angleBetween = (a: Vec3Like, b: Vec3Like): number =>
  Math.acos(Math.min(1, (a.x * b.x + a.y * b.y + a.z * b.z) / (Math.hypot(a.x, a.y, a.z) * Math.hypot(b.x, b.y, b.z))));

describe.each(ENGINES)('BodySteering3D as the plane steers, on $name', (engine) => {
  const run = (steering: BodySteering3D, step: () => void, steps: number): void => {
    for (let k = 0; k < steps; k++) {
      steering.step(DT);
      step();
    }
  };

  it('face turns a flying missile’s nose onto the target in place: its thrust cut, its flight not steered', () => {
    const { body, step } = engine.make();
    body.setLinearVelocity({ x: 0, y: 0, z: 6 });
    const steering = new BodySteering3D(body, {
      controller: controllerFor(engine),
      propulsion: new MissilePropulsion3D({ maxSpeed: 14, maxLinearAcceleration: 30 }),
    });
    const start = body.position(vector());
    const target = { x: start.x + 10, y: start.y + 3, z: start.z };
    steering.face(target);
    let thrust = 0;
    for (let k = 0; k < 180; k++) {
      steering.step(DT);
      thrust = Math.max(thrust, steering.thrustFraction);
      step();
    }
    const nose = rotateVec3(vector(), body.orientation({ x: 0, y: 0, z: 0, w: 1 }), { x: 0, y: 0, z: 1 });
    const position = body.position(vector());
    const sight = { x: target.x - position.x, y: target.y - position.y, z: target.z - position.z };
    expect(angleBetween(nose, sight)).toBeLessThan(Math.PI / 180);
    expect(thrust).toBe(0);
    const velocity = body.linearVelocity(vector());
    expect(angleBetween(velocity, { x: 0, y: 0, z: 1 })).toBeLessThan(1e-4);
    expect(Math.hypot(velocity.x, velocity.y, velocity.z)).toBeCloseTo(6, 3);
  });

  it('setArrival turns a seek into an arrival on the same target (the turn kept), and refuses a missile', () => {
    const { body, step } = engine.make();
    const steering = new BodySteering3D(body, {
      controller: controllerFor(engine),
      propulsion: new CharacterPropulsion3D({ maxSpeed: 5, maxLinearAcceleration: 20 }),
      reachDistance: 0.5,
    });
    const start = body.position(vector());
    const point = { x: start.x - 3, y: start.y + 2, z: start.z + 1 };
    steering.seek(point);
    run(steering, step, 30);
    steering.setArrival(true);
    expect(steering.mode).toBe('arrive');
    run(steering, step, 300);
    expect(distance(body.position(vector()), point)).toBeLessThan(0.05);
    const missile = new BodySteering3D(engine.make().body, {
      controller: controllerFor(engine),
      propulsion: new MissilePropulsion3D({ maxSpeed: 14, maxLinearAcceleration: 30 }),
    });
    missile.seek(point);
    expect(() => missile.setArrival(true)).toThrow(/arrive: this propulsion cannot stop on a point/);
    expect(missile.mode).toBe('seek');
  });

  it('moveWaypoint moves the waypoint it heads for, and it steers there at once', () => {
    const { body, step } = engine.make();
    const steering = new BodySteering3D(body, {
      controller: controllerFor(engine),
      propulsion: new CharacterPropulsion3D({ maxSpeed: 5, maxLinearAcceleration: 20 }),
      reachDistance: 0.5,
    });
    const start = body.position(vector());
    steering.follow(
      [
        { x: start.x + 8, y: start.y, z: start.z },
        { x: start.x, y: start.y + 8, z: start.z },
      ],
      true,
    );
    run(steering, step, 10);
    const moved = { x: start.x, y: start.y, z: start.z + 8 };
    steering.moveWaypoint(0, moved);
    expect(steering.path[0]).toEqual(moved);
    run(steering, step, 1);
    expect(steering.target).toEqual(moved);
    run(steering, step, 120);
    expect(steering.waypointsReached).toBe(1);
    expect(steering.pathIndex).toBe(1);
    expect(steering.pathLoops).toBe(true);
  });

  it(
    'setGuidance changes the law from the next step (a bad one refused, nothing changed); useController swaps the ' + 'controller mid-turn',
    () => {
      const { body, step } = engine.make();
      const steering = new BodySteering3D(body, { controller: controllerFor(engine) });
      expect(steering.guidanceSettings.law).toBe('pursuit');
      steering.setGuidance({ law: 'lead' });
      expect(steering.guidanceSettings.law).toBe('lead');
      expect(() => steering.setGuidance({ law: 'magic' as never })).toThrow(/guidance\.law must be one of/);
      expect(steering.guidanceSettings.law).toBe('lead');
      const start = body.position(vector());
      steering.face({ x: start.x + 5, y: start.y - 2, z: start.z + 1 });
      run(steering, step, 20);
      const next = controllerFor(engine, { type: 'pid' });
      steering.useController(next);
      expect(steering.controller).toBe(next);
      expect(steering.controllerTerms).not.toBeNull();
      run(steering, step, 300);
      expect(steering.angle).toBeLessThan(Math.PI / 180);
      expect(() => steering.useController({} as never)).toThrow(/controller must be an attitude controller/);
      expect(steering.controller).toBe(next);
    },
  );
});
