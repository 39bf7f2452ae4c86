import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LabelStacker } from '../../../src/game/draw/LabelStacker';

type Box = [left: number, top: number, right: number, bottom: number];

/** The boxes after resolving, with `gap`; priorities default to 0. */
function placed(boxes: Box[], gap = 2, priorities: number[] = []): Box[] {
  const stacker = new LabelStacker();
  stacker.begin();
  const indices = boxes.map(([l, t, r, b], i) => stacker.add(l, t, r, b, priorities[i] ?? 0));
  stacker.resolve(gap);
  return boxes.map(([l, t, r, b], i) => {
    const dy = stacker.shift(indices[i] as number);
    return [l, t + dy, r, b + dy];
  });
}

function overlaps(a: Box, b: Box, gap: number): boolean {
  return a[0] < b[2] + gap && b[0] < a[2] + gap && a[1] < b[3] + gap && b[1] < a[3] + gap;
}

describe('LabelStacker', () => {
  it('leaves blocks that do not touch where they are', () => {
    const boxes: Box[] = [
      [0, 0, 100, 30],
      [200, 0, 300, 30],
      [0, 100, 100, 130],
    ];
    expect(placed(boxes)).toEqual(boxes);
  });

  it('stacks blocks written at one place into a column, in the order added', () => {
    const pile: Box[] = [
      [10, 50, 110, 80],
      [20, 52, 100, 70],
      [0, 48, 120, 78],
    ];
    const result = placed(pile, 2);
    expect(result[0]).toEqual(pile[0]);
    expect(result[1]?.[1]).toBe(82);
    expect(result[2]?.[1]).toBe(82 + 18 + 2);
  });

  it('places the block of lower priority value first (the selected entity keeps its place)', () => {
    const result = placed(
      [
        [0, 0, 100, 20],
        [0, 5, 100, 25],
      ],
      2,
      [1, 0],
    );
    expect(result[1]).toEqual([0, 5, 100, 25]);
    expect(result[0]?.[1]).toBe(27);
  });

  it('never leaves two blocks overlapping, and only ever moves blocks down', () => {
    const box = fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 40 }));
    fc.assert(
      fc.property(fc.array(box, { maxLength: 16 }), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 16 }), (specs, priorities) => {
        const boxes: Box[] = specs.map(([x, y, w, h]) => [x, y, x + w, y + h]);
        const result = placed(boxes, 2, priorities);
        for (let i = 0; i < result.length; i++) {
          expect(result[i]?.[1]).toBeGreaterThanOrEqual(boxes[i]?.[1] as number);
          for (let j = 0; j < i; j++) expect(overlaps(result[i] as Box, result[j] as Box, 2), `blocks ${j} and ${i}`).toBe(false);
        }
      }),
    );
  });

  it('moves a block down below a fixed box (another body) it would cover; fixed boxes never move', () => {
    const stacker = new LabelStacker();
    stacker.begin();
    const label = stacker.add(0, 50, 100, 70, 0);
    const body = stacker.addFixed(20, 40, 60, 90, -1);
    stacker.resolve(4);
    expect(stacker.shift(label)).toBe(90 + 4 - 50);
    expect(stacker.shift(body)).toBe(0);
  });

  it('leaves a block over its own body where it is (labels keep their place as the body turns)', () => {
    const stacker = new LabelStacker();
    stacker.begin();
    const own = stacker.add(0, 50, 100, 70, 0);
    const other = stacker.add(0, 200, 100, 220, 1);
    stacker.addFixed(20, 40, 60, 60, own);
    stacker.addFixed(20, 190, 60, 210, own);
    stacker.resolve(4);
    expect(stacker.shift(own)).toBe(0);
    // The second fixed box is also block 0's, so it does not push block 0; block 1 keeps clear of both.
    expect(stacker.shift(other)).toBe(210 + 4 - 200);
  });

  it('never leaves a block over another block or over a body not its own, and moves no fixed box', () => {
    const box = fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 40 }));
    fc.assert(
      fc.property(fc.array(box, { maxLength: 12 }), fc.array(fc.tuple(box, fc.integer({ min: -1, max: 11 })), { maxLength: 12 }), (blockSpecs, fixedSpecs) => {
        const stacker = new LabelStacker();
        stacker.begin();
        const blocks: Box[] = blockSpecs.map(([x, y, w, h]) => [x, y, x + w, y + h]);
        const fixed = fixedSpecs.map(([[x, y, w, h], owner]) => ({ box: [x, y, x + w, y + h] as Box, owner: owner < blocks.length ? owner : -1 }));
        const blockIndices = blocks.map(([l, t, r, b], i) => stacker.add(l, t, r, b, i % 2));
        const fixedIndices = fixed.map(({ box: [l, t, r, b], owner }) => stacker.addFixed(l, t, r, b, owner));
        stacker.resolve(2);
        for (const index of fixedIndices) expect(stacker.shift(index)).toBe(0);
        const result = blocks.map(([l, t, r, b], i): Box => {
          const dy = stacker.shift(blockIndices[i] as number);
          expect(dy).toBeGreaterThanOrEqual(0);
          return [l, t + dy, r, b + dy];
        });
        for (let i = 0; i < result.length; i++) {
          for (let j = 0; j < i; j++) expect(overlaps(result[i] as Box, result[j] as Box, 2), `blocks ${j} and ${i}`).toBe(false);
          fixed.forEach(({ box: body, owner }, k) => {
            if (owner !== i) expect(overlaps(result[i] as Box, body, 2), `block ${i} and fixed box ${k}`).toBe(false);
          });
        }
      }),
    );
  });
});
