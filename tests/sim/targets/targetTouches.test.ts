import fc from 'fast-check';
import { testOverlap, type Body, type Fixture } from 'planck';
import { describe, expect, it } from 'vitest';
import { MovingEntity } from '../../../src/sim/entities/MovingEntity';
import { SteeringWorld } from '../../../src/sim/SteeringWorld';
import { TargetTouches, type TargetTouch } from '../../../src/sim/targets/TargetTouches';

/** Every (entity, target) pair whose shapes overlap, found by testing every entity fixture against every target: what the tree finds. */
function everyOverlap(world: SteeringWorld): string[] {
  const pairs: string[] = [];
  for (const target of world.targets) {
    for (let body: Body | null = world.physics.getBodyList(); body !== null; body = body.getNext()) {
      const owner = body.getUserData();
      if (!(owner instanceof MovingEntity)) continue;
      for (let fixture: Fixture | null = body.getFixtureList(); fixture !== null; fixture = fixture.getNext()) {
        if (testOverlap(target.hitCircle, 0, fixture.getShape(), 0, target.transform, body.getTransform())) {
          pairs.push(`${owner.id}>${target.id}`);
          break;
        }
      }
    }
  }
  return pairs.sort();
}

describe('TargetTouches', () => {
  it('finds every touch the shapes make, targets far from every body skipped: entities of both kinds, targets at grazing distances', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            missile: fc.boolean(),
            x: fc.double({ min: -1, max: 1, noNaN: true }),
            y: fc.double({ min: -6, max: 6, noNaN: true }),
            angle: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(
          fc.record({
            x: fc.double({ min: -9, max: 9, noNaN: true }),
            y: fc.double({ min: -9, max: 9, noNaN: true }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (entities, targets) => {
          const world = new SteeringWorld();
          // Each in a lane of its own, 4 m apart: a crowded start is refused.
          entities.forEach((e, i) =>
            world.addEntity({
              id: `e${i}`,
              type: e.missile ? 'missile' : 'character',
              position: { x: 4 * i - 6 + e.x, y: e.y },
              angle: e.angle,
            }),
          );
          targets.forEach((t, i) => world.addTarget({ id: `t${i}`, position: { x: t.x, y: t.y } }));
          const began: TargetTouch[] = [];
          new TargetTouches(world.physics).update(world.targets, began);
          expect(began.map(({ entity, target }) => `${entity.id}>${target.id}`).sort()).toEqual(everyOverlap(world));
        },
      ),
      { seed: 85, numRuns: 300 },
    );
  });

  it('a target grazing the tip of a missile (its farthest point from its origin) is touched; a hair farther, not', () => {
    /** A missile at the origin facing +x and a target at (x, 0), with the pairs the shapes make and those TargetTouches finds. */
    const at = (x: number): { overlaps: number; found: number } => {
      const world = new SteeringWorld();
      world.addEntity({ id: 'm', type: 'missile', position: { x: 0, y: 0 }, angle: 0 });
      world.addTarget({ id: 't', position: { x, y: 0 } });
      const began: TargetTouch[] = [];
      new TargetTouches(world.physics).update(world.targets, began);
      return { overlaps: everyOverlap(world).length, found: began.length };
    };
    // Where the shapes stop touching, by bisection on the shapes themselves.
    let lo = 0;
    let hi = 50;
    for (let k = 0; k < 60; k++) {
      const mid = (lo + hi) / 2;
      if (at(mid).overlaps === 1) lo = mid;
      else hi = mid;
    }
    expect(at(lo)).toEqual({ overlaps: 1, found: 1 });
    expect(at(hi)).toEqual({ overlaps: 0, found: 0 });
    expect(at(lo + 1e-4)).toEqual({ overlaps: 0, found: 0 });
  });
});
