import { describe, expect, it } from 'vitest';
import { OPENING_SCENE, openingFor, spawnPlace } from '../../../src/app/setup/defaultScene';
import { Demo } from '../../../src/app/Demo';
import { designPoint, laidOut, layoutFor } from '../../../src/app/setup/screenLayout';

describe('screen layout', () => {
  it('is portrait for a play area taller than wide (a phone held upright), else landscape', () => {
    expect(layoutFor(390, 780)).toBe('portrait');
    expect(layoutFor(1280, 752)).toBe('landscape');
    expect(layoutFor(800, 800)).toBe('landscape');
  });

  it('turns a landscape scene a quarter turn for portrait, keeping every distance, and back', () => {
    const a = { x: -34, y: 10 };
    const b = { x: 24, y: 6 };
    const [pa, pb] = [laidOut(a, 'portrait'), laidOut(b, 'portrait')];
    expect(Math.hypot(pa.x - pb.x, pa.y - pb.y)).toBeCloseTo(Math.hypot(a.x - b.x, a.y - b.y), 12);
    expect(designPoint(pa, 'portrait')).toEqual(a);
    expect(laidOut(a, 'landscape')).toEqual(a);
  });

  it(
    'lays the opening out upright on a phone: the entities in a row at the bottom, the target above them, all within the ' +
      "arena's width",
    () => {
      const upright = openingFor('portrait');
      expect(openingFor('landscape')).toBe(OPENING_SCENE);
      const ys = upright.entities.map((entry) => entry.position.y);
      const target = upright.route[0] as { x: number; y: number };
      expect(new Set(ys).size).toBe(1);
      for (const entry of upright.entities) {
        expect(entry.position.y).toBeLessThan(target.y - 40);
        // Facing left: the same quarter turn to make toward the target as in the landscape opening.
        expect(Math.cos(entry.angle)).toBeCloseTo(-1, 12);
      }
      // The action spans less across than down: it fills a tall play area.
      const points = [...upright.entities.map((entry) => entry.position), ...upright.route];
      const across = Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x));
      const down = Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y));
      expect(across).toBeLessThan(down * 0.7);
      expect(spawnPlace(0, 'portrait').position.y).toBeLessThan(0);
    },
  );

  it('the demo opens (and resets) laid out for the screen it was told; a reset after a turn of the phone takes the new shape', () => {
    const demo = new Demo({ layout: 'portrait' });
    const upright = openingFor('portrait');
    const places = (): [number, number][] => demo.view.records.map((r) => [r.entity.position.x, r.entity.position.y]);
    const near = (actual: [number, number][], expected: readonly { x: number; y: number }[]): void => {
      expect(actual.length).toBe(expected.length);
      actual.forEach(([x, y], i) => {
        expect(x).toBeCloseTo((expected[i] as { x: number }).x, 9);
        expect(y).toBeCloseTo((expected[i] as { y: number }).y, 9);
      });
    };
    near(
      places(),
      upright.entities.map((entry) => entry.position),
    );
    demo.apply({ kind: 'setLayout', layout: 'landscape' });
    near(
      places(),
      upright.entities.map((entry) => entry.position),
    );
    demo.apply({ kind: 'reset' });
    near(
      places(),
      OPENING_SCENE.entities.map((entry) => entry.position),
    );
  });
});
