/**
 * Every restore of the steering checks the whole saved state before it writes any of it: each
 * field of a saved 2D and 3D steering state (the controller's memory included) is tampered with in
 * turn (removed, NaN, a string, a huge number, infinite, negative where it counts, an array a
 * number too long, a zero quaternion or direction), and each refusal names the field and leaves the
 * steerer exactly as it was (its full saved state compared before and after).
 */
import * as CANNON from 'cannon-es';
import { Circle, World } from 'planck';
import { describe, expect, it } from 'vitest';
import { PidController } from '../../../src/sim/control/PidController';
import { createAttitudeController } from '../../../src/sim/control3d/createAttitudeController';
import { quatFromAxisAngle } from '../../../src/sim/math3d/quaternion';
import { BodySteering } from '../../../src/sim/steering2d/BodySteering';
import { CharacterPropulsion } from '../../../src/sim/steering2d/CharacterPropulsion';
import { MissilePropulsion } from '../../../src/sim/steering2d/MissilePropulsion';
import { BodySteering3D } from '../../../src/sim/steering3d/BodySteering3D';
import { cannonBody } from '../../../src/sim/steering3d/cannonBody';
import { CharacterPropulsion3D } from '../../../src/sim/steering3d/CharacterPropulsion3D';

const DT = 1 / 60;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A copy of `saved` with the value at `path` replaced (`undefined`: the key removed). */
function tampered(saved: Json, path: readonly (string | number)[], value: Json | undefined): Json {
  const copy = structuredClone(saved);
  let at = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** Every tampering of every field under `value` (at `path`): the path, the bad value, and the field's name a refusal must hold. */
function tamperings(value: Json, path: (string | number)[] = []): { path: (string | number)[]; bad: Json | undefined; name: string }[] {
  const name = String(path.filter((key) => typeof key === 'string').at(-1) ?? 'state');
  const out: { path: (string | number)[]; bad: Json | undefined; name: string }[] = [];
  if (path.length > 0 && typeof path[path.length - 1] === 'string') out.push({ path, bad: undefined, name });
  if (typeof value === 'number') {
    for (const bad of [Number.NaN, 'x', 1e300, Number.NEGATIVE_INFINITY] as Json[]) out.push({ path, bad, name });
    // A count: a negative or fractional one.
    if (['index', 'reached', 'state'].includes(name)) for (const bad of [-1, 0.5]) out.push({ path, bad, name });
  } else if (typeof value === 'boolean') out.push({ path, bad: 'yes', name }, { path, bad: 0, name });
  else if (Array.isArray(value)) {
    if (path.length > 0) out.push({ path, bad: [...value, 0], name }, { path, bad: 'x', name });
    if (value.length === 4 && value.every((item) => typeof item === 'number')) out.push({ path, bad: [0, 0, 0, 0], name });
    if (['desired', 'travel'].includes(name)) out.push({ path, bad: [0, 0, 0], name });
    value.forEach((item, k) => out.push(...tamperings(item, [...path, k])));
  } else if (value !== null && typeof value === 'object') {
    if (path.length > 0) out.push({ path, bad: 'x', name });
    for (const [key, item] of Object.entries(value)) out.push(...tamperings(item, [...path, key]));
  }
  return out;
}

/** Asserts every tampering of `saved` is refused, naming its field, with the steerer's state unchanged. */
function expectEveryTamperingRefused(saved: Json, restore: (state: Json) => void, current: () => string): number {
  const before = current();
  let count = 0;
  for (const { path, bad, name } of tamperings(saved)) {
    const given = tampered(saved, path, bad);
    const label = `${path.join('.')} = ${bad === undefined ? '(removed)' : JSON.stringify(bad)}`;
    let refusal: unknown = null;
    try {
      restore(given);
    } catch (error) {
      refusal = error;
    }
    expect(refusal, `${label}: refused`).toBeInstanceOf(Error);
    expect(String((refusal as Error).message), `${label}: names the field`).toContain(name);
    expect(current(), `${label}: the steerer unchanged`).toBe(before);
    count++;
  }
  return count;
}

describe('a restore refused for any tampered field changes nothing and names the field', () => {
  it('BodySteering: a missile seeking by proportional navigation through a noisy sensor, and a character on a path', () => {
    const world = new World({ gravity: { x: 0, y: 0 } });
    const missileBody = world.createDynamicBody({ position: { x: 0, y: 0 }, linearVelocity: { x: 8, y: 0 } });
    missileBody.createFixture(new Circle(0.5), { density: 1 });
    const missile = new BodySteering(missileBody, {
      controller: new PidController({ integral: 'running', derivativeFilterTime: 0.02 }),
      propulsion: new MissilePropulsion({ maxSpeed: 15, maxLinearAcceleration: 40 }),
      guidance: { law: 'proportional-navigation' },
    });
    missile.setSensorNoise({ headingErrorStdDev: 0.02, angularVelocityStdDev: 0.1, seed: 3 });
    const target = { position: { x: 30, y: 10 }, velocity: { x: -2, y: 1 } };
    missile.seek(target);
    const walkerBody = world.createDynamicBody({ position: { x: 0, y: 20 } });
    walkerBody.createFixture(new Circle(0.5), { density: 1 });
    const walker = new BodySteering(walkerBody, {
      controller: new PidController(),
      propulsion: new CharacterPropulsion({ maxSpeed: 5, maxLinearAcceleration: 30 }),
      facing: 'travel',
    });
    walker.follow(
      [
        { x: 6, y: 20 },
        { x: 6, y: 26 },
        { x: 0, y: 26 },
      ],
      true,
    );
    for (let i = 0; i < 120; i++) {
      missile.step(DT);
      walker.step(DT);
      world.step(DT);
    }
    let count = 0;
    for (const steering of [missile, walker]) {
      const saved = JSON.parse(JSON.stringify(steering.saveState())) as Json;
      count += expectEveryTamperingRefused(
        saved,
        (state) => steering.restoreState(state as never),
        () => JSON.stringify(steering.saveState()),
      );
    }
    console.log(`BodySteering: ${count} tampered states refused`);
    expect(count).toBeGreaterThan(100);
  });

  it('BodySteering3D: a drone on a path facing its travel, a turn to an orientation, a face keeping its up', () => {
    const world = new CANNON.World({ gravity: new CANNON.Vec3(0, 0, 0) });
    const make = () => {
      const body = new CANNON.Body({ mass: 2, shape: new CANNON.Box(new CANNON.Vec3(0.3, 0.2, 0.6)), angularDamping: 0, linearDamping: 0 });
      world.addBody(body);
      return cannonBody(body);
    };
    const controller = () => createAttitudeController({ type: 'pid', integral: 'running' });
    const drone = new BodySteering3D(make(), {
      controller: controller(),
      propulsion: new CharacterPropulsion3D({ maxSpeed: 5, maxLinearAcceleration: 20 }),
      facing: 'travel',
    });
    drone.follow(
      [
        { x: 5, y: 0, z: 0 },
        { x: 5, y: 3, z: 4 },
        { x: 0, y: 1, z: 5 },
        { x: -2, y: 0, z: 1 },
        { x: 0, y: 0, z: -3 },
        { x: 2, y: 1, z: 0 },
      ],
      true,
    );
    const turner = new BodySteering3D(make(), { controller: controller() });
    turner.turnTo(quatFromAxisAngle({ x: 0, y: 0, z: 0, w: 1 }, { x: 0, y: 1, z: 0 }, 1.2));
    const turret = new BodySteering3D(make(), { controller: controller() });
    turret.face({ x: 4, y: 2, z: 3 }, { up: { x: 0, y: 1, z: 0 } });
    for (let i = 0; i < 150; i++) {
      for (const steering of [drone, turner, turret]) steering.step(DT);
      world.step(DT);
    }
    let count = 0;
    for (const steering of [drone, turner, turret]) {
      const saved = JSON.parse(JSON.stringify(steering.saveState())) as Json;
      count += expectEveryTamperingRefused(
        saved,
        (memory) => steering.restoreState(memory as never),
        () => JSON.stringify(steering.saveState()),
      );
    }
    console.log(`BodySteering3D: ${count} tampered memories refused`);
    expect(count).toBeGreaterThan(100);
  });
});
