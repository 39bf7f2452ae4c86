import { describe, expect, it } from 'vitest';
import type { EntityDefinition } from '../../src/sim/entities/EntityDefinition';
import { CrowdedStartError } from '../../src/sim/startingOverlaps';
import { SteeringWorld } from '../../src/sim/SteeringWorld';

/** A crowd on a tight grid, looping squares that cross their neighbours' (so bodies collide). */
function crowd(count: number): EntityDefinition[] {
  const side = Math.ceil(Math.sqrt(count));
  return Array.from({ length: count }, (_, i) => ({
    id: `e${i}`,
    type: i % 2 === 0 ? 'missile' : 'character',
    position: { x: (i % side) * 7, y: Math.floor(i / side) * 7 },
    angle: i * 0.7,
    collisionShape: i % 3 === 0 ? 'hull' : 'detailed',
  }));
}

function loop(world: SteeringWorld, definitions: readonly EntityDefinition[]): void {
  definitions.forEach((definition, i) => {
    const { x, y } = definition.position;
    world.getEntity(definition.id)?.steering.follow(
      [
        { x: x + 9, y },
        { x: x + 9, y: y + 9 },
        { x, y: y + 9 },
        { x, y },
      ],
      true,
    );
    if (i % 5 === 0) world.getEntity(definition.id)?.chase({ x: -x, y: -y });
  });
}

function bodyCount(world: SteeringWorld): number {
  let count = 0;
  for (let body = world.physics.getBodyList(); body; body = body.getNext()) count++;
  return count;
}

function touchingContacts(world: SteeringWorld): number {
  let count = 0;
  for (let contact = world.physics.getContactList(); contact; contact = contact.getNext()) if (contact.isTouching()) count++;
  return count;
}

function states(world: SteeringWorld): number[] {
  return world.entities.flatMap((e) => [e.position.x, e.position.y, e.angle, e.velocity.x, e.velocity.y, e.angularVelocity]);
}

describe("SteeringWorld.addEntities (a crowd's bodies first, then its entities)", () => {
  it('builds the same world as adding the entities one by one: the same states, bit for bit, after 5 s of collisions', () => {
    const definitions = crowd(120);
    const noise = { headingErrorStdDev: 0.02, angularVelocityStdDev: 0.05, seed: 7 };
    const oneByOne = new SteeringWorld();
    oneByOne.setSensorNoise(noise);
    for (const definition of definitions) oneByOne.addEntity(definition);
    const batch = new SteeringWorld();
    batch.setSensorNoise(noise);
    const added = batch.addEntities(definitions);
    expect(added.map((e) => e.id)).toEqual(definitions.map((d) => d.id));
    expect(batch.entities).toEqual(added);
    let touchingSteps = 0;
    for (const world of [oneByOne, batch]) {
      loop(world, definitions);
      for (let i = 0; i < 300; i++) {
        world.step();
        if (world === oneByOne && touchingContacts(world) > 0) touchingSteps++;
      }
    }
    const expected = states(oneByOne);
    expect(expected.every(Number.isFinite)).toBe(true);
    expect(states(batch)).toEqual(expected);
    // They did collide, on many steps: the order of planck's bodies and contacts mattered.
    expect(touchingSteps).toBeGreaterThan(30);
  });

  it('adds none when one definition is bad: a RangeError names the field, and no body is left behind', () => {
    const world = new SteeringWorld();
    world.addEntity({ id: 'first', type: 'missile', position: { x: -50, y: 0 } });
    const definitions = crowd(10);
    const bad = [
      ...definitions.slice(0, 6),
      { ...(definitions[6] as EntityDefinition), settings: { maxSpeed: -1 } },
      ...definitions.slice(7),
    ];
    expect(() => world.addEntities(bad)).toThrow(/^maxSpeed must be/);
    const badGroup = [...definitions.slice(0, 3), { ...(definitions[3] as EntityDefinition), collisionGroup: 1.5 }];
    expect(() => world.addEntities(badGroup)).toThrow(/^collisionGroup must be an integer/);
    expect(world.entities.map((e) => e.id)).toEqual(['first']);
    expect(bodyCount(world)).toBe(1);
    // The same batch, mended, is added afterwards.
    expect(world.addEntities(definitions)).toHaveLength(10);
    expect(bodyCount(world)).toBe(11);
  });

  it('refuses an id that is taken, in the world or earlier in the batch, and adds none', () => {
    const world = new SteeringWorld();
    world.addEntity({ id: 'e1', type: 'missile', position: { x: -50, y: 0 } });
    expect(() => world.addEntities(crowd(3))).toThrow('an entity with id "e1" already exists');
    const twice = [...crowd(3).slice(2), { id: 'e2', type: 'character', position: { x: 40, y: 40 } } satisfies EntityDefinition];
    expect(() => world.addEntities(twice)).toThrow('an entity with id "e2" already exists');
    expect(world.entities).toHaveLength(1);
    expect(bodyCount(world)).toBe(1);
  });

  it("checks each body's starting overlaps against the bodies before it, as one by one would, then adds none", () => {
    const world = new SteeringWorld();
    const pile = Array.from({ length: 6 }, (_, i): EntityDefinition => ({ id: `p${i}`, type: 'missile', position: { x: 0, y: 0 } }));
    // Three on one point are allowed (each overlaps at most the two before it).
    expect(world.addEntities(pile.slice(0, 3))).toHaveLength(3);
    const fresh = new SteeringWorld();
    let error: unknown = null;
    try {
      fresh.addEntities(pile);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CrowdedStartError);
    expect((error as Error).message).toMatch(
      /^missile "p3" would start overlapping more than 2 other bodies \(missile "p[012]", missile "p[012]", missile "p[012]"\)/,
    );
    expect(fresh.entities).toHaveLength(0);
    expect(bodyCount(fresh)).toBe(0);
  });

  it('an empty batch adds nothing', () => {
    const world = new SteeringWorld();
    expect(world.addEntities([])).toEqual([]);
    expect(bodyCount(world)).toBe(0);
  });
});
