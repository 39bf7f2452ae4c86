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
