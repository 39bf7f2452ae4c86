import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../src/sim/scenario/parseScenario';
import { CrowdedStartError, MAX_STARTING_OVERLAPS } from '../../src/sim/startingOverlaps';
import { SteeringWorld } from '../../src/sim/SteeringWorld';

const entityAt = (id: string, x: number, y = 0) => ({ id, type: 'missile', position: [x, y], command: { type: 'seek', target: [100, 0] } });
const crateAt = (id: string, x: number, y = 0) => ({
  id,
  position: [x, y],
  shape: { type: 'box', halfWidth: 1, halfHeight: 1 },
  loose: true,
});

describe('bodies that start on top of each other', () => {
  it('a small pile is fine: a third body on two others is added and steps normally', () => {
    const world = new SteeringWorld();
    for (let i = 0; i <= MAX_STARTING_OVERLAPS; i++) world.addEntity({ id: `e${i}`, type: 'missile', position: { x: 0, y: 0 } });
    expect(world.entities).toHaveLength(MAX_STARTING_OVERLAPS + 1);
    world.step();
    expect(world.entities.every((e) => Number.isFinite(e.position.x))).toBe(true);
  });

  it('100 entities at one point: refused at the fourth (the rest never tried), with a message naming the bodies; nothing is added', () => {
    const world = new SteeringWorld();
    let error: unknown = null;
    try {
      for (let i = 0; i < 100; i++) world.addEntity({ id: `e${i}`, type: i % 2 ? 'missile' : 'character', position: { x: 0, y: 0 } });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CrowdedStartError);
    expect((error as Error).message).toMatch(
      new RegExp(
        '^missile "e3" would start overlapping more than 2 other bodies \\((character|missile) "e[012]", (character|missile) ' +
          '"e[012]", (character|missile) "e[012]"\\); a body may start overlapping at most 2 others',
      ),
    );
    expect(world.entities.map((e) => e.id)).toEqual(['e0', 'e1', 'e2']);
    // The refused body is gone from the physics too: a step costs what three bodies cost.
    let bodies = 0;
    for (let body = world.physics.getBodyList(); body; body = body.getNext()) bodies++;
    expect(bodies).toBe(3);
  });

  it("entities that share a negative collision group (the player's) never count against each other", () => {
    const world = new SteeringWorld();
    for (let i = 0; i < 50; i++) world.addEntity({ id: `e${i}`, type: 'missile', position: { x: 0, y: 0 }, collisionGroup: -1 });
    expect(world.entities).toHaveLength(50);
  });

  it('2,000 loose crates at one point: refused at the fourth; in a grid they are all accepted', () => {
    const world = new SteeringWorld();
    expect(() => {
      for (let i = 0; i < 2000; i++)
        world.addObstacle({ id: `c${i}`, position: { x: 0, y: 0 }, shape: { type: 'box', halfWidth: 1, halfHeight: 1 }, loose: true });
    }).toThrow(/^obstacle "c3" would start overlapping more than 2 other bodies/);
    const grid = new SteeringWorld();
    for (let i = 0; i < 2000; i++)
      grid.addObstacle({
        id: `c${i}`,
        position: { x: (i % 50) * 3, y: Math.floor(i / 50) * 3 },
        shape: { type: 'box', halfWidth: 1, halfHeight: 1 },
        loose: true,
      });
    expect(grid.obstacles).toHaveLength(2000);
  });

  it('a scenario with a pile is refused in one line naming the bodies by their place in the file', () => {
    const entities = Array.from({ length: 250 }, (_, i) => entityAt(`e${i}`, 0));
    const result = validateScenario({ duration: 10, entities });
    expect(result).toEqual({
      ok: false,
      errors: [
        'entities[3]: would start overlapping more than 2 other bodies (entities[2] "e2", entities[1] "e1", entities[0] "e0"); a ' +
          'body may start overlapping at most 2 others (a pile costs the square of its size in every physics step): move them apart',
      ],
    });
    const crates = validateScenario({
      duration: 10,
      entities: [entityAt('m', -50)],
      obstacles: Array.from({ length: 2000 }, (_, i) => crateAt(`c${i}`, 0)),
    });
    expect(crates.ok).toBe(false);
    if (!crates.ok)
      expect(crates.errors[0]).toMatch(/^obstacles\[3\]: would start overlapping more than 2 other bodies \(obstacles\[2\] "c2"/);
    const mixed = validateScenario({
      duration: 10,
      entities: [entityAt('m', 0)],
      obstacles: [crateAt('a', 0), crateAt('b', 0), crateAt('c', 0.5)],
    });
    expect(mixed.ok).toBe(false);
    if (!mixed.ok)
      expect(mixed.errors[0]).toMatch(/^entities\[0\]: would start overlapping more than 2 other bodies \(obstacles\[\d\] "[abc]"/);
  });

  it('a target is not a body that counts: an entity may start inside one', () => {
    const result = validateScenario({
      duration: 1,
      targets: [{ id: 't', position: [0, 0], radius: 5 }],
      entities: [entityAt('a', 0), entityAt('b', 0.1), entityAt('c', 0.2)],
    });
    expect(result.ok).toBe(true);
  });
});
