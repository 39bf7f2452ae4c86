import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LabelLayout } from '../../../src/game/draw/LabelLayout';

type Box = [left: number, top: number, right: number, bottom: number];

function overlaps(a: Box, b: Box): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}

/** Places blocks of `sizes` at `anchors` among `obstacles` inside `bounds`; returns the blocks' boxes and rings. */
function layOut(
  bounds: Box,
  obstacles: Box[],
  anchors: Box[],
  sizes: [number, number][],
  previous: number[] = [],
): { boxes: Box[]; rings: number[]; places: number[] } {
  const layout = new LabelLayout();
  layout.begin(...bounds);
  for (const box of obstacles) layout.addObstacle(...box);
  const boxes: Box[] = [];
  const rings: number[] = [];
  const places: number[] = [];
  anchors.forEach((anchor, i) => {
    const [width, height] = sizes[i] as [number, number];
    places.push(layout.place(...anchor, width, height, previous[i] ?? -1));
    boxes.push([layout.left, layout.top, layout.left + width, layout.top + height]);
    rings.push(layout.ring);
  });
  return { boxes, rings, places };
}

describe('LabelLayout', () => {
  it('puts a label just below its body when that place is free, without a leader line', () => {
    const body: Box = [100, 100, 140, 120];
    const { boxes, rings } = layOut([0, 0, 800, 600], [body], [body], [[80, 30]]);
    const [label] = boxes as [Box];
    expect(label[1]).toBeGreaterThanOrEqual(120);
    expect(label[1]).toBeLessThan(130);
    expect((label[0] + label[2]) / 2).toBeCloseTo(120, 9);
    expect(rings).toEqual([0]);
  });

  it('goes elsewhere round its body when a target sits below it, and never over the target', () => {
    const body: Box = [100, 100, 140, 120];
    const target: Box = [90, 118, 150, 170];
    const { boxes } = layOut([0, 0, 800, 600], [body, target], [body], [[80, 30]]);
    expect(overlaps(boxes[0] as Box, target)).toBe(false);
    expect(overlaps(boxes[0] as Box, body)).toBe(false);
  });

  it('stays on screen: a body at the bottom edge gets its label above it', () => {
    const body: Box = [380, 570, 420, 596];
    const { boxes } = layOut([4, 4, 796, 596], [body], [body], [[120, 40]]);
    const [label] = boxes as [Box];
    expect(label[3]).toBeLessThanOrEqual(570);
    expect(label[0]).toBeGreaterThanOrEqual(4);
  });

  it('moves away with a leader line when everything round the body is taken', () => {
    const body: Box = [300, 300, 340, 320];
    // A ring of overlays round the body, 20 px wide: the label must go beyond it.
    const walls: Box[] = [
      [200, 200, 440, 290],
      [200, 330, 440, 420],
      [200, 290, 290, 330],
      [350, 290, 440, 330],
    ];
    const { boxes, rings } = layOut([0, 0, 800, 600], [body, ...walls], [body], [[60, 20]]);
    for (const wall of walls) expect(overlaps(boxes[0] as Box, wall)).toBe(false);
    expect(rings[0]).toBeGreaterThan(0);
  });

  it('keeps the place it had while it stays free, rather than flicking to another one', () => {
    const body: Box = [100, 100, 140, 120];
    const first = layOut([0, 0, 800, 600], [body], [body], [[80, 30]]);
    // Above is as free as below: told it was above last frame, it stays above.
    const above = layOut([0, 0, 800, 600], [body], [body], [[80, 30]], [1]);
    expect(above.places).toEqual([1]);
    expect((above.boxes[0] as Box)[3]).toBeLessThanOrEqual(100);
    expect(first.places).toEqual([0]);
  });

  it('never writes two labels over each other, nor over a body or an obstacle, whenever there is room', () => {
    const box = fc.tuple(
      fc.integer({ min: 20, max: 740 }),
      fc.integer({ min: 20, max: 540 }),
      fc.integer({ min: 10, max: 40 }),
      fc.integer({ min: 6, max: 30 }),
    );
    fc.assert(
      fc.property(fc.array(box, { minLength: 1, maxLength: 8 }), fc.array(box, { maxLength: 4 }), (bodySpecs, obstacleSpecs) => {
        const bodies = bodySpecs.map(([x, y, w, h]): Box => [x, y, x + w, y + h]);
        const obstacles = obstacleSpecs.map(([x, y, w, h]): Box => [x, y, x + w * 2, y + h * 2]);
        const { boxes } = layOut(
          [4, 4, 796, 596],
          [...bodies, ...obstacles],
          bodies,
          bodies.map(() => [90, 34]),
        );
        // Eight labels of 90 × 34 px among at most twelve small boxes on 800 × 600 px: there is always room.
        boxes.forEach((label, i) => {
          expect(label[0]).toBeGreaterThanOrEqual(4);
          expect(label[2]).toBeLessThanOrEqual(796);
          expect(label[1]).toBeGreaterThanOrEqual(4);
          expect(label[3]).toBeLessThanOrEqual(596);
          for (const other of [...bodies, ...obstacles]) expect(overlaps(label, other)).toBe(false);
          for (let j = 0; j < i; j++) expect(overlaps(label, boxes[j] as Box)).toBe(false);
        });
      }),
      { numRuns: 300, seed: 32 },
    );
  });
});
