import { describe, expect, it } from 'vitest';
import { MIN_ZOOM, Viewport } from '../../src/game/Viewport';

describe('Viewport.showRect', () => {
  it('centres a large world rectangle and shows all of it, zooming out beyond the usual limit', () => {
    const view = new Viewport();
    view.resize(1280, 800);
    view.showRect({ minX: -200, maxX: 200, minY: -190, maxY: 210 });
    expect(view.zoom).toBeLessThan(MIN_ZOOM);
    expect(view.toScreenX(-200)).toBeGreaterThanOrEqual(-1e-9);
    expect(view.toScreenX(200)).toBeLessThanOrEqual(1280 + 1e-9);
    expect(view.toScreenY(210)).toBeGreaterThanOrEqual(-1e-9);
    expect(view.toScreenY(-190)).toBeLessThanOrEqual(800 + 1e-9);
    expect(view.toScreenX(0)).toBeCloseTo(640, 9);
    // The wheel can zoom out as far, not further.
    const shown = view.zoom;
    view.zoomCentre(0.5);
    expect(view.zoom).toBeCloseTo(shown, 12);
  });

  it('ignores an empty or non-finite rectangle', () => {
    const view = new Viewport();
    view.resize(800, 600);
    view.showRect({ minX: 0, maxX: 0, minY: 0, maxY: 10 });
    view.showRect({ minX: 0, maxX: Number.NaN, minY: 0, maxY: 10 });
    expect(view.zoom).toBe(1);
    expect(view.minZoom).toBe(MIN_ZOOM);
  });
});

describe('Viewport framing', () => {
  it('fits the whole arena between the overlays on a desktop: nothing of it under the bands', () => {
    const view = new Viewport();
    view.resize(1280, 750);
    view.setInsets(70, 0, 50, 0);
    expect(view.fitsCore).toBe(false);
    // The arena (100 m × 66 m, centred on the origin) lies between y = 70 and y = 700.
    expect(view.toScreenY(33)).toBeGreaterThanOrEqual(70 - 1e-9);
    expect(view.toScreenY(-33)).toBeLessThanOrEqual(750 - 50 + 1e-9);
    expect(view.toScreenX(-50)).toBeGreaterThanOrEqual(-1e-9);
    expect(view.toScreenX(50)).toBeLessThanOrEqual(1280 + 1e-9);
    // The missile (7.5 m) is drawn at least 48 px long.
    expect(7.5 * view.pixelsPerMetre).toBeGreaterThanOrEqual(48);
    // Screen and world round-trip.
    expect(view.toWorldX(view.toScreenX(12.5))).toBeCloseTo(12.5, 9);
    expect(view.toWorldY(view.toScreenY(-7))).toBeCloseTo(-7, 9);
  });

  it('fits the arena’s core on a phone, so the missile stays at least 32 px long', () => {
    for (const [width, height, top, bottom] of [
      [390, 788, 50, 50],
      [784, 390, 30, 40],
    ] as const) {
      const view = new Viewport();
      view.resize(width, height);
      view.setInsets(top, 0, bottom, 0);
      expect(view.fitsCore, `${width}×${height}`).toBe(true);
      expect(7.5 * view.pixelsPerMetre, `${width}×${height}`).toBeGreaterThanOrEqual(32);
      // The opening's entities (x = −34 m) and target route (x up to 24 m, y within ±20 m) are on screen and clear of the bands.
      for (const [x, y] of [
        [-34, 10],
        [-34, -14],
        [24, 6],
        [24, -20],
        [-26, -20],
      ] as const) {
        expect(view.toScreenX(x)).toBeGreaterThan(0);
        expect(view.toScreenX(x)).toBeLessThan(width);
        expect(view.toScreenY(y)).toBeGreaterThan(top);
        expect(view.toScreenY(y)).toBeLessThan(height - bottom);
      }
    }
  });

  it('keeps the world point under the cursor when zooming with insets, and ignores bad insets', () => {
    const view = new Viewport();
    view.resize(1000, 700);
    view.setInsets(60, 0, 40, 200);
    const x = view.toWorldX(420);
    const y = view.toWorldY(333);
    view.zoomAt(420, 333, 1.7);
    expect(view.toScreenX(x)).toBeCloseTo(420, 9);
    expect(view.toScreenY(y)).toBeCloseTo(333, 9);
    view.setInsets(Number.NaN, -5, Number.POSITIVE_INFINITY, 10);
    expect(view.insets).toEqual({ top: 0, right: 0, bottom: 0, left: 10 });
  });
});
