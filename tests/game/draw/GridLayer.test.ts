import { describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import { GridLayer, gridLines } from '../../../src/game/draw/GridLayer';
import { Viewport } from '../../../src/game/Viewport';

// The grid's lines are bounded by the screen at any zoom: a scene may reach ±100 km (MAX_COORDINATE),
// which the camera frames at about 0.005 px/m. Lines are counted: Phaser's cost is per line.

/** A grid on a 1280 × 800 canvas whose lines are counted. */
function countedGrid() {
  const count = { lines: 0 };
  const graphics = {
    clear: () => graphics,
    lineStyle: () => graphics,
    lineBetween: () => (count.lines++, graphics),
  };
  const view = new Viewport();
  view.resize(1280, 800);
  const grid = new GridLayer(graphics as unknown as Phaser.GameObjects.Graphics, view);
  return { count, grid, view };
}

/** At most this many lines fit a 1280 × 800 view at 8 px apart, per set, plus the two axes. */
const MOST_LINES = 3 * ((1280 + 800) / 8 + 2) + 2;

describe('GridLayer: what it draws is bounded by the screen, at any zoom', () => {
  it.each([0.001, 0.01, 0.05, 0.3, 1, 8.6, 70])('at %s px/m draws at most a screenful of lines', (pixelsPerMetre) => {
    const { count, grid, view } = countedGrid();
    view.lookAt(50_000, -50_000, pixelsPerMetre);
    expect(view.pixelsPerMetre).toBeCloseTo(pixelsPerMetre, 9);
    grid.update();
    expect(count.lines).toBeGreaterThan(2);
    expect(count.lines).toBeLessThanOrEqual(MOST_LINES);
  });

  it("at the camera's scale for a target 100 km out (0.01 px/m) draws a few hundred lines, not 20,000", () => {
    const { count, grid, view } = countedGrid();
    view.lookAt(0, 0, 0.01);
    grid.update();
    expect(count.lines).toBeLessThan(600);
  });

  it('keeps the 1 m and 10 m grid at a readable zoom', () => {
    const sets = gridLines(8.6);
    expect(sets.map((s) => s.step)).toEqual([10, 1]);
    expect(sets[0]?.alpha).toBe(0.7);
    expect(sets[1]?.skipEvery).toBe(10);
  });

  it('never leaves the screen without a major grid, and never draws lines 8 px apart or closer', () => {
    for (let pixelsPerMetre = 1e-3; pixelsPerMetre < 100; pixelsPerMetre *= 1.07) {
      const sets = gridLines(pixelsPerMetre);
      expect(Math.max(...sets.map((s) => s.alpha))).toBe(0.7);
      for (const set of sets) if (set.alpha > 0) expect(set.step * pixelsPerMetre).toBeGreaterThan(8);
    }
  });

  it('fades a set of lines out as the view zooms out rather than dropping it at once', () => {
    // Just above and below the scale where 10 m lines are 16 px apart: the same look.
    const above = gridLines(1.6001);
    const below = gridLines(1.5999);
    const alphaOf = (sets: ReturnType<typeof gridLines>, step: number) => sets.find((s) => s.step === step)?.alpha ?? 0;
    expect(alphaOf(below, 10)).toBeCloseTo(alphaOf(above, 10), 3);
    // And where they are 8 px apart, the 10 m lines have faded out before they are dropped.
    expect(alphaOf(gridLines(0.8001), 10)).toBeCloseTo(0, 3);
    expect(alphaOf(gridLines(0.8001), 100)).toBe(0.7);
  });
});
