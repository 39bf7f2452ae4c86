/**
 * BodySteering3D's commands through both engines' adapters: a missile seeking a moving 3D target by
 * its guidance law hits it, a drone arrives and rests while within reach, a seek goes through, a
 * path is followed to a stop; bad input is refused naming the argument with the previous state
 * kept; saveState/restoreState continues bit for bit.
 */
import RAPIER from '@dimforge/rapier3d-compat';
import * as CANNON from 'cannon-es';
import { beforeAll, describe, expect, it } from 'vitest';
import { quatFromAxisAngle } from '../../../src/sim/math3d/quaternion';
import type { Vec3Like } from '../../../src/sim/math3d/vec3';
import { BodySteering3D } from '../../../src/sim/steering3d/BodySteering3D';
import { cannonBody } from '../../../src/sim/steering3d/cannonBody';
import { CharacterPropulsion3D } from '../../../src/sim/steering3d/CharacterPropulsion3D';
import { MissilePropulsion3D } from '../../../src/sim/steering3d/MissilePropulsion3D';
import { rapierBody } from '../../../src/sim/steering3d/rapierBody';
import { controllerFor, DT, ENGINES, initRapier } from './engineWorlds';

beforeAll(initRapier);

const vector = (): Vec3Like => ({ x: 0, y: 0, z: 0 });
const distance = (a: Vec3Like, b: Vec3Like): number => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

/** A target flying a climbing circle: radius 8 m about (20, 0, 0), 6 m/s along it, climbing at 1 m/s. */
function circlingTarget(): { position: Vec3Like; velocity: Vec3Like; at(time: number): void } {
  const rate = 6 / 8;
  const target = {
    position: vector(),
    velocity: vector(),
    at(time: number): void {
      target.position = { x: 20 + 8 * Math.cos(rate * time), y: 2 + time, z: 8 * Math.sin(rate * time) };
      target.velocity = { x: -6 * Math.sin(rate * time), y: 1, z: 6 * Math.cos(rate * time) };
    },
  };
  target.at(0);
  return target;
}

/** A small missile body of each engine at the origin, its nose (+z) along +z, flying 10 m/s. */
function missileBody(engine: 'Rapier 3D' | 'cannon-es') {
  if (engine === 'Rapier 3D') {
    const world = new RAPIER.World({ x: 0, y: 0, z: 0 });
    const body = world.createRigidBody(RAPIER.RigidBodyDesc.dynamic().setLinvel(0, 0, 10).setCanSleep(false));
    world.createCollider(RAPIER.ColliderDesc.cuboid(0.1, 0.1, 0.5).setDensity(50), body);
    return { body: rapierBody(body), step: () => world.step() };
  }
  const world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, 0) });
  const body = new CANNON.Body({
    mass: 2,
    shape: new CANNON.Box(new CANNON.Vec3(0.1, 0.1, 0.5)),
    velocity: new CANNON.Vec3(0, 0, 10),
    angularDamping: 0,
    linearDamping: 0,
  });
  world.addBody(body);
  return { body: cannonBody(body), step: () => world.step(DT) };
}

describe.each(ENGINES)('BodySteering3D commands on $name', (engine) => {
  it.each(['proportional-navigation', 'lead', 'pursuit'] as const)(
    'a missile seeking a target on a climbing circle by its guidance law hits it (%s)',
    (law) => {
      const { body, step } = missileBody(engine.name);
      const target = circlingTarget();
      const steering = new BodySteering3D(body, {
        controller: controllerFor(engine),
        limit: { maxAngularAcceleration: 4 * Math.PI },
        propulsion: new MissilePropulsion3D({ maxSpeed: 14, maxLinearAcceleration: 30 }),
        guidance: { law },
      });
      steering.seek(target);
      let closest = Infinity;
      let hitAt = Number.NaN;
      const position = vector();
      for (let k = 1; k <= 900 && Number.isNaN(hitAt); k++) {
        steering.step(DT);
        step();
        target.at(k * DT);
        const gap = distance(body.position(position), target.position);
        closest = Math.min(closest, gap);
        if (gap < 0.5) hitAt = k * DT;
      }
      console.log(`${engine.name}, ${law}: hit at ${hitAt.toFixed(2)} s (closest ${closest.toFixed(2)} m)`);
      expect(hitAt, `closest ${closest} m`).toBeLessThan(15);
    },
  );

  it('a drone arrives on a target, rests on it while within reach (onReached once), and follows it again when it gets away', () => {
    const { body, step } = engine.make();
    const reached: number[] = [];
    const steering = new BodySteering3D(body, {
      controller: controllerFor(engine),
      propulsion: new CharacterPropulsion3D({ maxSpeed: 5, maxLinearAcceleration: 20 }),
      reachDistance: 0.5,
      onReached: (index) => reached.push(index),
    });
    const start = body.position(vector());
    const target = { position: { x: start.x + 4, y: start.y + 1, z: start.z - 2 }, velocity: vector() };
    steering.arrive(target);
    const run = (steps: number): void => {
      for (let k = 0; k < steps; k++) {
        steering.step(DT);
        step();
      }
    };
    run(300);
    expect(reached).toEqual([0]);
    expect(distance(body.position(vector()), target.position)).toBeLessThan(0.05);
    expect(Math.hypot(...Object.values(body.linearVelocity(vector())))).toBeLessThan(0.02);
    // The target jumps 3 m away: the drone goes after it and rests on it again; reached is reported once.
    target.position = { x: target.position.x, y: target.position.y + 3, z: target.position.z };
    run(300);
    expect(steering.mode).toBe('arrive');
    expect(reached).toEqual([0]);
    expect(distance(body.position(vector()), target.position)).toBeLessThan(0.05);
  });

  it('a seek goes through its target and reports no arrival', () => {
    const { body, step } = engine.make();
    const reached: number[] = [];
    const steering = new BodySteering3D(body, {
      controller: controllerFor(engine),
      propulsion: new CharacterPropulsion3D({ maxSpeed: 5, maxLinearAcceleration: 20 }),
      reachDistance: 0.5,
      onReached: (index) => reached.push(index),
    });
    const start = body.position(vector());
    const point = { x: start.x + 3, y: start.y, z: start.z };
    steering.seek(point);
    let closest = Infinity;
    let past = 0;
    for (let k = 0; k < 240; k++) {
      steering.step(DT);
      step();
      const position = body.position(vector());
      closest = Math.min(closest, distance(position, point));
      past = Math.max(past, position.x - point.x);
    }
    // Reynolds' seek at full speed: through the point and beyond it (then back), never resting on it.
    expect(closest).toBeLessThan(0.5);
    expect(past).toBeGreaterThan(0.3);
    expect(reached).toEqual([]);
    expect(steering.mode).toBe('seek');
  });

  it('a drone follows a path waypoint by waypoint, and a path that does not loop ends in a stop', () => {
    const { body, step } = engine.make();
    const reached: number[] = [];
    const steering = new BodySteering3D(body, {
      controller: controllerFor(engine),
      propulsion: new CharacterPropulsion3D({ maxSpeed: 5, maxLinearAcceleration: 20 }),
      reachDistance: 0.5,
      onReached: (index) => reached.push(index),
    });
    const start = body.position(vector());
    const path = [
      { x: start.x + 6, y: start.y, z: start.z },
      { x: start.x + 6, y: start.y + 5, z: start.z - 4 },
      { x: start.x, y: start.y + 2, z: start.z - 8 },
    ];
    steering.follow(path);
    for (let k = 0; k < 900; k++) {
      steering.step(DT);
      step();
    }
    expect(reached).toEqual([0, 1, 2]);
    expect(steering.mode).toBe('stop');
    // It arrived along the last leg, and braked where it reached the last waypoint.
    expect(distance(body.position(vector()), path[2] as Vec3Like)).toBeLessThan(0.5);
    expect(Math.hypot(...Object.values(body.linearVelocity(vector())))).toBeLessThan(0.02);
  });

  it('a drone told to turn after a seek coasts: the seek force is not carried over (Rapier keeps forces until replaced)', () => {
    const { body, step } = engine.make();
    const steering = new BodySteering3D(body, {
      controller: controllerFor(engine),
      propulsion: new CharacterPropulsion3D({ maxSpeed: 5, maxLinearAcceleration: 20 }),
    });
    const start = body.position(vector());
    steering.seek({ x: start.x + 40, y: start.y, z: start.z });
    for (let k = 0; k < 6; k++) {
      steering.step(DT);
      step();
    }
    steering.turnTo(quatFromAxisAngle({ x: 0, y: 0, z: 0, w: 1 }, { x: 0, y: 1, z: 0 }, 1));
    steering.step(DT);
    step();
    const speed = (): number => Math.hypot(...Object.values(body.linearVelocity(vector())));
    const coasting = speed();
    expect(coasting).toBeGreaterThan(0.5);
    expect(coasting).toBeLessThan(5);
    for (let k = 0; k < 60; k++) {
      steering.step(DT);
      step();
    }
    // No gravity, no damping, no force: the speed it had (float32 on Rapier).
    expect(speed()).toBeCloseTo(coasting, 5);
  });

  it('refuses NaN, ∞, a non-unit orientation and bad options, naming the argument, and keeps what it was doing', () => {
    const { body, step } = engine.make();
    const controller = controllerFor(engine);
    expect(() => new BodySteering3D(body, { controller, limit: { maxAngularAcceleration: Number.NaN } })).toThrow(
      /limit\.maxAngularAcceleration: must be/,
    );
    expect(() => new BodySteering3D(body, { controller, limit: { maxTorque: { x: 1, y: -1, z: 1 } } })).toThrow(
      /limit\.maxTorque\.y: must be/,
    );
    expect(() => new BodySteering3D(body, { controller, forwardAxis: { x: 0, y: 0, z: 0 } })).toThrow(/forwardAxis/);
    expect(() => new BodySteering3D(body, { controller, upAxis: { x: 0, y: 0, z: 2 } })).toThrow(/upAxis must not be along forwardAxis/);
    expect(() => new BodySteering3D(body, { controller, reachDistance: -1 } as never)).toThrow(/reachDistance must be/);
    expect(() => new BodySteering3D(body, { controller, spin: 1 } as never)).toThrow(/spin is not one of its options/);
    const steering = new BodySteering3D(body, { controller });
    const goal = quatFromAxisAngle({ x: 0, y: 0, z: 0, w: 1 }, { x: 0, y: 1, z: 0 }, 1);
    steering.turnTo(goal);
    steering.step(DT);
    step();
    const before = steering.saveState();
    expect(() => steering.turnTo({ x: 0, y: 0, z: 0, w: 2 })).toThrow(/turnTo\(orientation\): must be a unit quaternion/);
    expect(() => steering.turnTo({ x: Number.NaN, y: 0, z: 0, w: 1 })).toThrow(/turnTo\(orientation\)\.x: must be/);
    expect(() => steering.face({ x: 1, y: Number.POSITIVE_INFINITY, z: 0 })).toThrow(/face\(target\)\.y: must be/);
    expect(() => steering.face({ x: 1, y: 0, z: 0 }, { up: { x: 0, y: 0, z: 0 } })).toThrow(/face\(options\.up\)/);
    expect(() => steering.face({ position: { x: 0, y: 0, z: Number.NaN }, velocity: vector() })).toThrow(/face\(target\.position\)\.z/);
    expect(() => steering.seek({ x: 1, y: 2, z: 3 })).toThrow(/seek: give BodySteering3D a propulsion/);
    expect(() => steering.step(Number.NaN)).toThrow(/step: dt must be/);
    expect(() => (steering.limit = { maxAngularAcceleration: 0 })).toThrow(/limit\.maxAngularAcceleration/);
    expect(() => steering.restoreState({ ...before, mode: 'fly' as never })).toThrow(/restoreState: memory\.mode must be one of/);
    expect(steering.saveState()).toEqual(before);
    expect(steering.mode).toBe('turn');
  });

  it('a moving target that turns NaN is refused at the step, naming it', () => {
    const { body } = engine.make();
    const steering = new BodySteering3D(body, { controller: controllerFor(engine) });
    const target = { position: { x: 3, y: 0, z: 0 }, velocity: vector() };
    steering.face(target);
    steering.step(DT);
    target.position = { x: Number.NaN, y: 0, z: 0 };
    expect(() => steering.step(DT)).toThrow(/step: the moving target's position and velocity must be finite/);
  });
});

describe('saveState/restoreState continues bit for bit', () => {
  it('Rapier 3D: a missile’s seek saved with the world snapshot and restored into the restored world', () => {
    const engine = ENGINES[0] as (typeof ENGINES)[number];
    const run = () => {
      const world = new RAPIER.World({ x: 0, y: 0, z: 0 });
      const body = world.createRigidBody(RAPIER.RigidBodyDesc.dynamic().setLinvel(0, 0, 10).setCanSleep(false));
      world.createCollider(RAPIER.ColliderDesc.cuboid(0.1, 0.2, 0.5).setDensity(50), body);
      return { world, handle: body.handle };
    };
    const options = () => ({
      controller: controllerFor(engine, { type: 'pid' }),
      propulsion: new MissilePropulsion3D({ maxSpeed: 14, maxLinearAcceleration: 30 }),
    });
    const target = circlingTarget();
    const { world, handle } = run();
    let steering = new BodySteering3D(rapierBody(world.getRigidBody(handle)), options());
    steering.seek(target);
    const states: string[] = [];
    let snapshot: Uint8Array | null = null;
    let memory: ReturnType<BodySteering3D['saveState']> | null = null;
    for (let k = 0; k < 240; k++) {
      if (k === 97) {
        snapshot = world.takeSnapshot();
        memory = JSON.parse(JSON.stringify(steering.saveState()));
      }
      target.at(k * DT);
      steering.step(DT);
      world.step();
      if (k >= 97) states.push(bodyState(world.getRigidBody(handle)));
    }
    // A new world from the snapshot, a new steerer from the memory: the same run on.
    const restored = RAPIER.World.restoreSnapshot(snapshot as Uint8Array);
    steering = new BodySteering3D(rapierBody(restored.getRigidBody(handle)), options());
    steering.restoreState(memory as ReturnType<BodySteering3D['saveState']>, target);
    const again: string[] = [];
    for (let k = 97; k < 240; k++) {
      target.at(k * DT);
      steering.step(DT);
      restored.step();
      again.push(bodyState(restored.getRigidBody(handle)));
    }
    expect(again).toEqual(states);
    expect(memory?.mode).toBe('seek');
  });

  it('cannon-es: a path saved, run on, the body and the steering put back on the same world', () => {
    const engine = ENGINES[1] as (typeof ENGINES)[number];
    const { world, body } = (() => {
      const made = new CANNON.World({ gravity: new CANNON.Vec3(0, -9.81, 0) });
      const drone = new CANNON.Body({
        mass: 1.5,
        shape: new CANNON.Box(new CANNON.Vec3(0.3, 0.1, 0.4)),
        angularDamping: 0,
        linearDamping: 0,
      });
      made.addBody(drone);
      return { world: made, body: drone };
    })();
    const steering = new BodySteering3D(cannonBody(body), {
      controller: controllerFor(engine, { type: 'pid' }),
      propulsion: new CharacterPropulsion3D({ maxSpeed: 6, maxLinearAcceleration: 30 }),
      facing: 'travel',
    });
    steering.follow(
      [
        { x: 5, y: 2, z: 0 },
        { x: 5, y: 4, z: 6 },
        { x: -3, y: 1, z: 2 },
      ],
      true,
    );
    const save = () => ({
      memory: JSON.parse(JSON.stringify(steering.saveState())),
      body: [body.position, body.quaternion, body.velocity, body.angularVelocity].map((v) => v.toArray()),
    });
    const put = (saved: ReturnType<typeof save>) => {
      const [p, q, v, w] = saved.body as number[][];
      body.position.set(...(p as [number, number, number]));
      body.quaternion.set(...(q as [number, number, number, number]));
      body.velocity.set(...(v as [number, number, number]));
      body.angularVelocity.set(...(w as [number, number, number]));
      body.updateInertiaWorld(true);
      steering.restoreState(saved.memory);
    };
    for (let k = 0; k < 133; k++) {
      steering.step(DT);
      world.step(DT);
    }
    const saved = save();
    const first: string[] = [];
    for (let k = 0; k < 300; k++) {
      steering.step(DT);
      world.step(DT);
      first.push(JSON.stringify([body.position, body.quaternion, body.velocity, body.angularVelocity]));
    }
    put(saved);
    const second: string[] = [];
    for (let k = 0; k < 300; k++) {
      steering.step(DT);
      world.step(DT);
      second.push(JSON.stringify([body.position, body.quaternion, body.velocity, body.angularVelocity]));
    }
    expect(second).toEqual(first);
    expect(steering.waypointsReached).toBeGreaterThan(3);
  });
});

/** A Rapier body's state, every bit (its f32 numbers printed exactly). */
function bodyState(body: RAPIER.RigidBody): string {
  return JSON.stringify([body.translation(), body.rotation(), body.linvel(), body.angvel()]);
}
