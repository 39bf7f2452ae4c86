import type { Body } from 'planck';
import { describe, expect, it } from 'vitest';
import { convexHullOf } from '../../../src/sim/entities/collisionShape';
import type { CollisionShape } from '../../../src/sim/entities/collisionShape';
import { CHARACTER_PARTS, MISSILE_PARTS } from '../../../src/sim/entities/shapes';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';
import { headOn } from '../headOn';

function bodyOf(world: SteeringWorld, id: string): Body {
  for (let body = world.physics.getBodyList(); body; body = body.getNext()) {
    if ((body.getUserData() as { id?: string } | null)?.id === id) return body;
  }
  throw new Error(`no body for ${id}`);
}

function fixtureCount(body: Body): number {
  let count = 0;
  for (let fixture = body.getFixtureList(); fixture; fixture = fixture.getNext()) count++;
  return count;
}

describe('collisionShape', () => {
  it('the hull encloses every vertex of the outline and is convex', () => {
    for (const parts of [MISSILE_PARTS, CHARACTER_PARTS]) {
      const hull = convexHullOf(parts);
      expect(hull.length).toBeGreaterThanOrEqual(3);
      expect(hull.length).toBeLessThanOrEqual(12); // planck's most polygon vertices
      for (let i = 0; i < hull.length; i++) {
        const [x0, y0] = hull[i] as [number, number];
        const [x1, y1] = hull[(i + 1) % hull.length] as [number, number];
        for (const part of parts) {
          // Every vertex is on the inner (left) side of each counter-clockwise edge, or on it.
          for (const [x, y] of part.vertices) expect((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)).toBeGreaterThanOrEqual(-1e-12);
        }
      }
    }
  });

  for (const type of ['missile', 'character'] as const) {
    it(`a ${type} with a hull has exactly one fixture and the detailed body's mass, centre and inertia (within 1e-12)`, () => {
      const world = new SteeringWorld();
      world.addEntity({ id: 'detailed', type, position: { x: 0, y: 0 } });
      world.addEntity({ id: 'hull', type, position: { x: 30, y: 0 }, collisionShape: 'hull' });
      const detailed = bodyOf(world, 'detailed');
      const hull = bodyOf(world, 'hull');
      expect(fixtureCount(detailed)).toBe(type === 'missile' ? 3 : 5);
      expect(fixtureCount(hull)).toBe(1);
      expect(hull.getMass()).toBeCloseTo(detailed.getMass(), 12);
      expect(Math.abs(hull.getInertia() / detailed.getInertia() - 1)).toBeLessThan(1e-12);
      expect(hull.getLocalCenter().x).toBeCloseTo(detailed.getLocalCenter().x, 12);
      expect(hull.getLocalCenter().y).toBeCloseTo(detailed.getLocalCenter().y, 12);
    });

    it(`two ${type}s with hulls collide head-on as detailed ones do (they never pass through each other)`, () => {
      // Without a collision they would pass through each other's centres (a gap under 0.5 m, see
      // collisionGroup.test.ts); colliding, they shove each other aside: the centres stay more than
      // the 2 m hull thickness apart, as detailed bodies do.
      expect(headOn(type, { collisionShape: 'detailed' }).closest).toBeGreaterThan(2);
      expect(headOn(type, { collisionShape: 'hull' }).closest).toBeGreaterThan(2);
    });
  }

  it("bodies of one outline share their shapes (planck keeps a fixture's shape as given and only reads it)", () => {
    const world = new SteeringWorld();
    for (const shape of ['hull', 'detailed'] as const) {
      world.addEntity({ id: `a-${shape}`, type: 'missile', position: { x: shape === 'hull' ? 0 : 30, y: 0 }, collisionShape: shape });
      world.addEntity({ id: `b-${shape}`, type: 'missile', position: { x: shape === 'hull' ? 0 : 30, y: 20 }, collisionShape: shape });
      const shapesOf = (id: string) => {
        const shapes = [];
        for (let fixture = bodyOf(world, id).getFixtureList(); fixture; fixture = fixture.getNext()) shapes.push(fixture.getShape());
        return shapes;
      };
      const a = shapesOf(`a-${shape}`);
      const b = shapesOf(`b-${shape}`);
      expect(a.length).toBe(shape === 'hull' ? 1 : 3);
      a.forEach((own, i) => expect(own).toBe(b[i]));
    }
    // A character's outline is another shape.
    world.addEntity({ id: 'c', type: 'character', position: { x: 60, y: 0 }, collisionShape: 'hull' });
    expect(bodyOf(world, 'c').getFixtureList()?.getShape()).not.toBe(bodyOf(world, 'a-hull').getFixtureList()?.getShape());
  });

  it('a hull missile turning in place turns exactly as a detailed one (same mass data, bit for bit)', () => {
    const run = (shape: CollisionShape): number[] => {
      const world = new SteeringWorld();
      const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, collisionShape: shape });
      missile.steering.face({ x: 0, y: 50 });
      for (let i = 0; i < 90; i++) world.step();
      return [missile.angle, missile.angularVelocity, missile.position.x, missile.position.y];
    };
    const detailed = run('detailed');
    const hull = run('hull');
    for (let i = 0; i < detailed.length; i++) expect(hull[i]).toBeCloseTo(detailed[i] as number, 12);
  });

  it('a hull missile bounces off a wall and does not pass it', () => {
    const world = new SteeringWorld();
    world.addObstacle({ id: 'w', position: { x: 15, y: 0 }, shape: { type: 'box', halfWidth: 0.5, halfHeight: 20 } });
    const missile = world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, speed: 10, collisionShape: 'hull' });
    missile.chase({ x: 40, y: 0 });
    let maxX = -Infinity;
    let maxNose = -Infinity;
    for (let i = 0; i < 240; i++) {
      world.step();
      maxX = Math.max(maxX, missile.position.x);
      maxNose = Math.max(maxNose, missile.position.x + 4.05 * Math.cos(missile.angle));
    }
    // The wall's face is at 14.5 m and the nose 4.05 m ahead of the centre: the nose stops at the face
    // (pressed against it, the missile may slowly turn along it, but never through it).
    expect(maxNose).toBeLessThan(14.5 + 0.1);
    expect(maxX).toBeLessThan(14.5 - 3);
    expect(maxX).toBeGreaterThan(5);
  });

  it('refuses an unknown shape naming the field', () => {
    const world = new SteeringWorld();
    expect(() =>
      world.addEntity({ id: 'x', type: 'missile', position: { x: 0, y: 0 }, collisionShape: 'round' as CollisionShape }),
    ).toThrow(/collisionShape must be one of detailed, hull/);
    expect(world.entities).toHaveLength(0);
  });
});
