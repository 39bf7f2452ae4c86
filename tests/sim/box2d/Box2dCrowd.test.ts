import { describe, expect, it } from 'vitest';
import { box2dCrowdModule } from '../../../src/cli/box2dCrowdFile';
import { Box2dCrowd, convexPieces } from '../../../src/sim/box2d/Box2dCrowd';
import { instantiateBox2dCrowd } from '../../../src/sim/box2d/box2dCrowdModule';
import { crowdLayout } from '../../../src/sim/crowdLayout';
import { convexHullOf } from '../../../src/sim/entities/collisionShape';
import { defaultEntitySettings } from '../../../src/sim/entities/EntitySettings';
import { CHARACTER_PARTS } from '../../../src/sim/entities/shapes';
import { CROWD_STATE_STRIDE, writeCrowdState } from '../../../src/app/bench/crowdState';
import { distanceToLoop } from '../../../src/app/bench/crowdFlow';
import { percentile } from '../../../src/sim/math/statistics';

const DT = 1 / 60;

function crowdOf(count: number): Box2dCrowd {
  return new Box2dCrowd(instantiateBox2dCrowd(box2dCrowdModule()), crowdLayout(count), DT, (type) => defaultEntitySettings(type));
}

function words(crowd: Box2dCrowd): number[] {
  const state = new Float64Array(crowd.entities.length * CROWD_STATE_STRIDE);
  writeCrowdState(crowd.entities, state);
  return Array.from(new Uint32Array(state.buffer));
}

/** Twice the signed area of a polygon (counter-clockwise positive). */
function doubleArea(points: readonly (readonly [number, number])[]): number {
  let sum = 0;
  points.forEach(([x0, y0], i) => {
    const [x1, y1] = points[(i + 1) % points.length] as readonly [number, number];
    sum += x0 * y1 - x1 * y0;
  });
  return sum;
}

describe('the benchmark crowd on Box2D v3 (WebAssembly)', () => {
  it("cuts a character's 11-point hull into convex pieces Box2D takes, covering it exactly", () => {
    const hull = convexHullOf(CHARACTER_PARTS);
    expect(hull).toHaveLength(11);
    const pieces = convexPieces(hull, 8);
    expect(pieces.map((piece) => piece.length)).toEqual([8, 5]);
    // A fan from one corner: the pieces' areas add up to the hull's, none is turned inside out.
    for (const piece of pieces) expect(doubleArea(piece)).toBeGreaterThan(0);
    expect(pieces.reduce((sum, piece) => sum + doubleArea(piece), 0)).toBeCloseTo(doubleArea(hull), 12);
    expect(convexPieces(hull.slice(0, 6), 8)).toEqual([hull.slice(0, 6)]);
    expect(() => convexPieces(hull, 2)).toThrow(/^maxPoints must be an integer ≥ 3, got 2$/);
  });

  it(
    'keeps flowing for a minute: every entity keeps going round its loop, none is lost, no NaN, contacts do not pile up ' + 'or sink deep',
    () => {
      const placements = crowdLayout(200);
      const crowd = crowdOf(200);
      const steps = 60 / DT;
      let atFiveSeconds = { touching: 0, deepestOverlap: 0 };
      let deepest = 0;
      const reachedAtHalf: number[] = [];
      for (let step = 1; step <= steps; step++) {
        crowd.step();
        if (step % 10 === 0) deepest = Math.max(deepest, crowd.measureContacts().deepestOverlap);
        if (step === 5 / DT) atFiveSeconds = crowd.measureContacts();
        if (step === steps / 2) reachedAtHalf.push(...crowd.entities.map((entity) => entity.waypointsReached));
      }
      const atOneMinute = crowd.measureContacts();
      const entities = crowd.entities;
      expect(crowd.recoveries, 'entities the guard had to put back').toBe(0);
      expect(
        entities.every((e) => [e.position.x, e.position.y, e.angle, e.velocity.x, e.velocity.y, e.angularVelocity].every(Number.isFinite)),
      ).toBe(true);
      expect(atFiveSeconds.touching, 'the crowd does collide').toBeGreaterThan(20);
      expect(atOneMinute.touching / atFiveSeconds.touching, 'touching contacts after a minute over those at 5 s').toBeLessThan(1.5);
      // Measured 0.41 m at most (planck's crowd: 0.17 m): Box2D's soft contacts push bodies apart at
      // a bounded speed (3 m/s), and a missile's velocity is re-aimed down its nose every step. A body
      // is 2 m wide; 0.5 m would show bodies sinking into each other.
      expect(deepest, 'deepest overlap seen, m').toBeLessThan(0.5);
      // In the second half-minute, every entity still passed at least two corners of its loop (a
      // lap of the largest loop takes about 8 s), and most are near their loop and at speed.
      entities.forEach((entity, i) => expect(entity.waypointsReached - (reachedAtHalf[i] as number), entity.id).toBeGreaterThanOrEqual(2));
      const offLoop = entities.map((entity, i) => distanceToLoop(entity.position, placements[i]?.path ?? []));
      expect(percentile(offLoop, 90), 'most bodies stay near their loops, m').toBeLessThan(15);
      expect(entities.filter((e) => Math.hypot(e.velocity.x, e.velocity.y) < 2).length, 'slow entities').toBeLessThan(20);
    },
  );

  it('runs the same crowd to the same state, bit for bit, in two modules', () => {
    const first = crowdOf(120);
    const second = crowdOf(120);
    const start = words(first);
    for (let step = 0; step < 240; step++) {
      first.step();
      second.step();
    }
    expect(words(first)).toEqual(words(second));
    expect(words(first)).not.toEqual(start);
  });

  it(
    "puts each body thrown out of the world back where it was last sound, its own place and no neighbour's, and leaves the others " +
      'as they were',
    () => {
      const module = instantiateBox2dCrowd(box2dCrowdModule());
      const guarded = new Box2dCrowd(module, crowdLayout(6), DT, (type) => defaultEntitySettings(type));
      const twin = crowdOf(6);
      for (let step = 0; step < 30; step++) {
        guarded.step();
        twin.step();
      }
      const thrown = [0, 5];
      const before = guarded.entities.map((entity) => ({ x: entity.position.x, y: entity.position.y }));
      // Thrown out of the world between two steps, in the module itself (as a physics fault would).
      for (const i of thrown) module.crowd_set_transform(i, 1e6, -1e6, 0);
      guarded.step();
      twin.step();
      expect(guarded.recoveries, 'bodies the guard put back').toBe(thrown.length);
      expect(twin.recoveries).toBe(0);
      guarded.entities.forEach((entity, i) => {
        const from = before[i] as { x: number; y: number };
        // Back where it was a step ago, at most a step's travel away (10 m/s for 1/60 s); its neighbours are 12 m off.
        if (thrown.includes(i))
          expect(Math.hypot(entity.position.x - from.x, entity.position.y - from.y), `${entity.id} put back, m`).toBeLessThan(1);
      });
      const untouched = (crowd: Box2dCrowd): number[] => {
        const kept = crowd.entities.filter((_, i) => !thrown.includes(i));
        const state = new Float64Array(kept.length * CROWD_STATE_STRIDE);
        writeCrowdState(kept, state);
        return Array.from(new Uint32Array(state.buffer));
      };
      expect(untouched(guarded), 'the bodies not thrown, bit for bit as in the crowd that threw none').toEqual(untouched(twin));
    },
  );

  it('feels the disturbance a planck world would take, refusing one it would refuse by name and keeping the last', () => {
    const pushed = crowdOf(4);
    const calm = crowdOf(4);
    pushed.setDisturbance({ angularAcceleration: 3, wind: { x: 2, y: -1 } });
    expect(() => pushed.setDisturbance({ angularAcceleration: 2e7, wind: { x: 0, y: 0 } })).toThrow(/angularAcceleration/);
    expect(() => pushed.setDisturbance({ angularAcceleration: 0, wind: { x: Number.NaN, y: 0 } })).toThrow(/wind\.x/);
    for (let step = 0; step < 60; step++) {
      pushed.step();
      calm.step();
    }
    const twin = crowdOf(4);
    twin.setDisturbance({ angularAcceleration: 3, wind: { x: 2, y: -1 } });
    for (let step = 0; step < 60; step++) twin.step();
    expect(words(pushed), 'the refused ones changed nothing').toEqual(words(twin));
    expect(words(pushed)).not.toEqual(words(calm));
  });
});
