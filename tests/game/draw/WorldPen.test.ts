import { describe, expect, it } from 'vitest';
import type Phaser from 'phaser';
import { WorldPen } from '../../../src/game/draw/WorldPen';
import { Viewport } from '../../../src/game/Viewport';

// A dashed line draws only the dashes on the canvas: zoomed in on a missile whose target is 100 km
// away (the rules accept ±1e5 m), the line to it is 10⁷ px long. Dashes are counted.

/** A pen on a 1280 × 800 canvas whose dashes are recorded (screen px). */
function countedPen() {
  const dashes: [number, number, number, number][] = [];
  const graphics = { lineBetween: (x1: number, y1: number, x2: number, y2: number) => (dashes.push([x1, y1, x2, y2]), graphics) };
  const view = new Viewport();
  view.resize(1280, 800);
  return { dashes, view, pen: new WorldPen(graphics as unknown as Phaser.GameObjects.Graphics, view) };
}

describe('WorldPen.dashedLine: the dashes drawn are bounded by the screen', () => {
  it('zoomed in on one end of a line to a point 100 km away, draws a screenful of dashes', () => {
    const { dashes, view, pen } = countedPen();
    view.lookAt(0, 0, 70);
    pen.dashedLine(0, 0, 100_000, 100_000, 6, 6);
    // The diagonal of the canvas grown by a period each side, 12 px a dash.
    expect(dashes.length).toBeGreaterThan(0);
    expect(dashes.length).toBeLessThanOrEqual(Math.hypot(1280 + 24, 800 + 24) / 12 + 2);
  });

  it('draws nothing of a line that passes off the screen', () => {
    const { dashes, view, pen } = countedPen();
    view.lookAt(0, 0, 10);
    pen.dashedLine(-100_000, 500, 100_000, 500, 6, 6);
    pen.dashedLine(500, -100_000, 500, 100_000, 6, 6);
    expect(dashes).toEqual([]);
  });

  it('draws a line on the screen whole, its dashes counted from its start as before', () => {
    const { dashes, view, pen } = countedPen();
    view.lookAt(0, 0, 10);
    pen.dashedLine(-10, 0, 10, 0, 10, 8);
    // 200 px: dashes start every 18 px from the line's start, the last cut at its end.
    expect(dashes.length).toBe(Math.ceil(200 / 18));
    const start = view.toScreenX(-10);
    dashes.forEach(([x1, , x2], i) => {
      expect(x1).toBeCloseTo(start + 18 * i, 9);
      expect(x2).toBeCloseTo(Math.min(start + 200, start + 18 * i + 10), 9);
    });
  });

  it('keeps each dash where it was as the view pans along the line (no crawling)', () => {
    const { dashes, view, pen } = countedPen();
    view.lookAt(0, 0, 70);
    pen.dashedLine(0, 0, 100_000, 0, 6, 6);
    const phase = (x: number) => (((x - view.toScreenX(0)) % 12) + 12) % 12;
    for (const [x1] of dashes) expect(phase(x1)).toBeCloseTo(0, 6);
    dashes.length = 0;
    view.lookAt(5_000.3, 0, 70);
    pen.dashedLine(0, 0, 100_000, 0, 6, 6);
    expect(dashes.length).toBeGreaterThan(0);
    for (const [x1] of dashes) expect(Math.min(phase(x1), 12 - phase(x1))).toBeLessThan(1e-3);
  });
});
