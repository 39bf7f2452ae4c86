import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Box, World, type Body, type Contact } from 'planck';
import { describe, expect, it } from 'vitest';
import { restoreBody, saveBody } from '../../../src/sim/body/bodyState';
import { captureContacts, type OwnerName } from '../../../src/sim/contactMemory';
import { settleWorld } from '../../../src/sim/settleWorld';
import type { BodyMemory, ContactMemory } from '../../../src/sim/state/memory';
import { PLANCK_VERSION_READ, placeSweep, placeTransform, relinkBodies, writeWarmStart } from '../../../src/sim/state/planckPrivate';

/**
 * src/sim/state/planckPrivate.ts, pinned to the planck it was read against: the installed version,
 * and each private field it reads and writes still meaning what it assumes (the body list the
 * solver walks, the sweep a step integrates from, the transform a body is drawn and collided at,
 * the impulses a step starts its solver from), with the public calls a settle counts on (a step
 * with every body out of the world, a step of 0). An upgrade of planck that moves one fails here,
 * not silently in a replay. And no other file of src reaches into planck's internals.
 */

const DT = 1 / 60;

/** A world of `count` boxes (1 m) in a row 3 m apart, none touching, no gravity, made left to right; each box's user data its index. */
function boxesInARow(count: number): { world: World; bodies: Body[] } {
  const world = new World({ gravity: { x: 0, y: 0 }, allowSleep: false });
  const bodies: Body[] = [];
  for (let i = 0; i < count; i++) {
    const body = world.createBody({ type: 'dynamic', position: { x: 3 * i, y: 0 } });
    body.createFixture({ shape: new Box(0.5, 0.5), density: 1, friction: 0.4 });
    body.setUserData(i);
    bodies.push(body);
  }
  return { world, bodies };
}

/** The bodies of `world` in its list's order, by user data. */
function listOrder(world: World): unknown[] {
  const order: unknown[] = [];
  for (let body = world.getBodyList(); body; body = body.getNext()) order.push(body.getUserData());
  return order;
}

/**
 * A crate (1 m) pushed by a steady force into the edge of a fixed wall (its centre 1.2 m left of the wall's face), its body's user data
 * 'crate', the wall's 'wall'.
 */
function crateOnAWall(): { world: World; crate: Body; wall: Body } {
  const world = new World({ gravity: { x: 0, y: 0 }, allowSleep: false });
  const wall = world.createBody({ type: 'static', position: { x: 2, y: 0 } });
  wall.createFixture({ shape: new Box(0.5, 3), friction: 0.6 });
  wall.setUserData('wall');
  const crate = world.createBody({ type: 'dynamic', position: { x: 0.3, y: 0.2 }, angle: 0.05 });
  crate.createFixture({ shape: new Box(0.5, 0.5), density: 1, friction: 0.6 });
  crate.setUserData('crate');
  return { world, crate, wall };
}

/** One step of the crate pressed on the wall: its force, then planck's step. */
function pushAndStep(world: World, crate: Body): void {
  crate.applyForceToCenter({ x: 20, y: 3 }, true);
  world.step(DT);
}

/** Names the crate and the wall as the world's owners do. */
const nameOf: OwnerName = (body) => {
  const data = body.getUserData();
  return data === 'crate' ? ['entity', 'crate'] : data === 'wall' ? ['obstacle', 'wall'] : null;
};

/** The crate's exact state. */
function crateState(crate: Body): number[] {
  const { x, y } = crate.getWorldCenter();
  const v = crate.getLinearVelocity();
  return [x, y, crate.getAngle(), v.x, v.y, crate.getAngularVelocity()];
}

/** The one contact of `world`. */
function onlyContact(world: World): Contact {
  const contact = world.getContactList();
  if (!contact || contact.getNext()) throw new Error('expected one contact');
  return contact;
}

/** Makes `contact` carry nothing: no points, and those it held without impulses and with ids that match no point. */
function scramble(contact: Contact): void {
  contact.getManifold().pointCount = 0;
  for (const point of contact.getManifold().points) {
    point.normalImpulse = 0;
    point.tangentImpulse = 0;
    point.id.setFeatures(7, 1, 7, 1);
  }
}

describe('planck, as planckPrivate.ts reads it', () => {
  it(`is the version it was read against, ${PLANCK_VERSION_READ}: an upgrade fails here until each private field is read again`, () => {
    const installed = (JSON.parse(readFileSync('node_modules/planck/package.json', 'utf8')) as { version: string }).version;
    expect(
      installed,
      `planck ${installed} is installed; src/sim/state/planckPrivate.ts was read against ${PLANCK_VERSION_READ}: read each field ` +
        `it names again in the new planck (this file checks what each means), then raise PLANCK_VERSION_READ`,
    ).toBe(PLANCK_VERSION_READ);
  });

  it('the body list: relinked, it is the order planck solves its islands in', () => {
    // Two islands, each two boxes overlapping (one contact), made A then B: planck lists B first and solves it first.
    const world = new World({ gravity: { x: 0, y: 0 }, allowSleep: false });
    const made: Body[] = [];
    for (const [name, x] of [
      ['a1', 0],
      ['a2', 0.8],
      ['b1', 10],
      ['b2', 10.8],
    ] as const) {
      const body = world.createBody({ type: 'dynamic', position: { x, y: 0 } });
      body.createFixture({ shape: new Box(0.5, 0.5), density: 1 });
      body.setUserData(name);
      made.push(body);
    }
    const solved: string[] = [];
    world.on('post-solve', (contact) => solved.push(String(contact.getFixtureA().getBody().getUserData()).charAt(0)));
    world.step(DT);
    expect(solved).toEqual(['b', 'a']);
    relinkBodies(world, made);
    expect(listOrder(world)).toEqual(['a1', 'a2', 'b1', 'b2']);
    solved.length = 0;
    world.step(DT);
    expect(solved).toEqual(['a', 'b']);
  });

  it('the body list: relinked, planck lists it and unlinks from it as from its own', () => {
    const { world, bodies } = boxesInARow(4);
    expect(listOrder(world)).toEqual([3, 2, 1, 0]);
    relinkBodies(world, [bodies[1], bodies[3], bodies[0], bodies[2]] as Body[]);
    expect(listOrder(world)).toEqual([1, 3, 0, 2]);
    expect(world.getBodyCount()).toBe(4);

    // planck unlinks from it as from its own: the head, the middle, the tail, then a new body goes to the head.
    world.destroyBody(bodies[1] as Body);
    world.destroyBody(bodies[0] as Body);
    world.destroyBody(bodies[2] as Body);
    expect(listOrder(world)).toEqual([3]);
    world.createBody().setUserData(9);
    expect(listOrder(world)).toEqual([9, 3]);
    expect(world.getBodyCount()).toBe(2);
  });

  it(
    'the sweep: placed, the body is exactly there (an angle setTransform would read back otherwise too), its fixtures there alone, ' +
      'and a step integrates from it',
    () => {
      const { world, bodies } = boxesInARow(1);
      const body = bodies[0] as Body;
      body.setTransform({ x: 0, y: 0 }, 0);
      // planck's public setter reads the angle back through its sine and cosine: 7 rad comes back as 7 − 2π.
      body.setTransform({ x: 0, y: 0 }, 7);
      expect(body.getAngle()).not.toBe(7);
      // A sweep left mid-step (its time at 1): written, it is at its start again.
      body.advance(1);
      placeSweep(body, 10.1, -0.3, 7);
      expect([body.getWorldCenter().x, body.getWorldCenter().y, body.getAngle()]).toEqual([10.1, -0.3, 7]);
      body.synchronizeTransform();
      body.synchronizeFixtures();
      // The fixture's box is around the written centre only: the sweep's start (c0, a0) was written too.
      const box = body.getFixtureList()?.getAABB(0);
      expect(box && box.upperBound.x - box.lowerBound.x).toBeLessThan(1.5);
      expect(box && (box.upperBound.x + box.lowerBound.x) / 2).toBeCloseTo(10.1, 12);
      // Its time was written 0: advancing to 1 takes it to its end (with its time left at 1, planck divides 0 by 0).
      body.advance(1);
      expect(body.getWorldCenter().x).toBe(10.1);
      placeSweep(body, 10.1, -0.3, 7);
      body.synchronizeTransform();
      body.setLinearVelocity({ x: 2, y: -1 });
      body.setAngularVelocity(0.5);
      world.step(DT);
      expect([body.getWorldCenter().x, body.getWorldCenter().y, body.getAngle()]).toEqual([10.1 + DT * 2, -0.3 + DT * -1, 7 + DT * 0.5]);
    },
  );

  it('the transform: written in place it is the body’s own (where it is drawn and collided), and its sweep is left as it was', () => {
    const { bodies } = boxesInARow(1);
    const body = bodies[0] as Body;
    expect(body.getTransform()).toBe(body.getTransform());
    const center = [body.getWorldCenter().x, body.getWorldCenter().y, body.getAngle()];
    placeTransform(body, 1.5, -2.25, 0.6, 0.8);
    expect([body.getPosition().x, body.getPosition().y, body.getTransform().q.s, body.getTransform().q.c]).toEqual([1.5, -2.25, 0.6, 0.8]);
    expect([body.getWorldCenter().x, body.getWorldCenter().y, body.getAngle()]).toEqual(center);
  });

  it('the warm start: what is written into a contact is what the next step starts its solver from, either way round', () => {
    const worlds = [crateOnAWall(), crateOnAWall(), crateOnAWall(), crateOnAWall()];
    for (let i = 0; i < 90; i++) for (const { world, crate } of worlds) pushAndStep(world, crate);
    const [live, same, turned, zeroed] = worlds as [
      ReturnType<typeof crateOnAWall>,
      ReturnType<typeof crateOnAWall>,
      ReturnType<typeof crateOnAWall>,
      ReturnType<typeof crateOnAWall>,
    ];
    const [memory] = captureContacts(live.world, nameOf) as [ContactMemory];
    expect(memory.points.length).toBeGreaterThan(0);
    expect(memory.points[0]?.normalImpulse).toBeGreaterThan(0.01);
    // The crate is planck's B (made after the wall): written as the crate's A, the ids swap and the tangent turns.
    expect(memory.a[1]).toBe('wall');
    // Each contact first loses what it carried (other ids, no impulses), so that only what is written can bring it back.
    for (const { world } of [same, turned]) scramble(onlyContact(world));
    writeWarmStart(onlyContact(same.world), memory.points, false);
    const reversed = memory.points.map(({ features: [ia, ta, ib, tb], normalImpulse, tangentImpulse }) => ({
      features: [ib, tb, ia, ta] as [number, number, number, number],
      normalImpulse,
      tangentImpulse: -tangentImpulse,
    }));
    writeWarmStart(onlyContact(turned.world), reversed, true);
    writeWarmStart(
      onlyContact(zeroed.world),
      memory.points.map((point) => ({ ...point, normalImpulse: 0, tangentImpulse: 0 })),
      false,
    );
    for (const { world, crate } of worlds) pushAndStep(world, crate);
    expect(crateState(same.crate)).toEqual(crateState(live.crate));
    expect(crateState(turned.crate)).toEqual(crateState(live.crate));
    expect(crateState(zeroed.crate)).not.toEqual(crateState(live.crate));
  });
});

describe('planck’s public calls a settle counts on (settleWorld.ts)', () => {
  it(
    'a step with every body out of the world moves nothing; a step of 0 then finds the contacts of the fixtures put back, ' +
      'touching, and moves nothing',
    () => {
      const { world, crate, wall } = crateOnAWall();
      for (let i = 0; i < 90; i++) pushAndStep(world, crate);
      const before = crateState(crate);
      for (const body of [crate, wall]) body.setActive(false);
      expect(world.getContactCount()).toBe(0);
      world.step(DT);
      expect(crateState(crate)).toEqual(before);
      for (const body of [crate, wall]) body.setActive(true);
      expect(world.getContactCount()).toBe(0);
      world.step(0);
      expect(crateState(crate)).toEqual(before);
      expect([world.getContactCount(), onlyContact(world).isTouching(), onlyContact(world).getManifold().pointCount > 0]).toEqual([
        1,
        true,
        true,
      ]);
    },
  );
});

describe('a bare planck world rebuilt from what the adapter reads', () => {
  it('settles as the live one does and steps on bit for bit, the crate pressed on the wall; without the step before it, it parts', () => {
    const live = crateOnAWall();
    for (let i = 0; i < 90; i++) pushAndStep(live.world, live.crate);
    const memory: BodyMemory = saveBody(live.crate);
    const contacts = captureContacts(live.world, nameOf);
    const placedAt = { x: live.crate.getPosition().x, y: live.crate.getPosition().y };
    const angle = live.crate.getAngle();
    /** A world built again (the wall made after the crate this time) with the crate's memory. */
    const rebuilt = () => {
      const world = new World({ gravity: { x: 0, y: 0 }, allowSleep: false });
      const crate = world.createBody({ type: 'dynamic', position: placedAt, angle });
      crate.createFixture({ shape: new Box(0.5, 0.5), density: 1, friction: 0.6 });
      crate.setUserData('crate');
      const wall = world.createBody({ type: 'static', position: { x: 2, y: 0 } });
      wall.createFixture({ shape: new Box(0.5, 3), friction: 0.6 });
      wall.setUserData('wall');
      restoreBody(crate, memory);
      return { world, crate, wall };
    };
    const again = rebuilt();
    settleWorld(live.world, DT, ['crate', 'wall'], contacts, nameOf);
    settleWorld(again.world, DT, ['crate', 'wall'], contacts, nameOf);
    expect(listOrder(again.world)).toEqual(listOrder(live.world));
    expect(crateState(again.crate)).toEqual(crateState(live.crate));
    // A world rebuilt and given the contacts without planck's step before (the ratio of the step to it is 0): the impulses count for
    // nothing.
    const noStepBefore = rebuilt();
    settleWorld(noStepBefore.world, DT, ['crate', 'wall'], null, nameOf);
    noStepBefore.world.step(0);
    for (let contact = noStepBefore.world.getContactList(); contact; contact = contact.getNext())
      writeWarmStart(contact, (contacts[0] as ContactMemory).points, false);
    for (let i = 0; i < 30; i++) {
      for (const { world, crate } of [live, again, noStepBefore]) pushAndStep(world, crate);
      expect(crateState(again.crate), `step ${i + 1}`).toEqual(crateState(live.crate));
    }
    expect(crateState(noStepBefore.crate)).not.toEqual(crateState(live.crate));
  });
});

describe('planck’s internals, reached only there', () => {
  it('no file of src but src/sim/state/planckPrivate.ts names a private field of planck (m_…, s_…)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(ts|js|mjs)$/.test(name)) files.push(path);
      }
    };
    walk('src');
    const planckField = /\b[ms]_[a-zA-Z]\w*/;
    const reaching = files.filter(
      (file) => file !== join('src', 'sim', 'state', 'planckPrivate.ts') && planckField.test(readFileSync(file, 'utf8')),
    );
    expect(reaching).toEqual([]);
  });
});
