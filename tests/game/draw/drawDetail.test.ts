import { describe, expect, it } from 'vitest';
import { CROWD_TRAIL_POINT_BUDGET, crowdBodyLevel, DETAILED_MAX_ENTITIES, drawDetail } from '../../../src/game/draw/drawDetail';
import { MAX_ENTITIES } from '../../../src/app/Demo';

describe('drawDetail', () => {
  it('draws everything in full for every scene the game itself allows', () => {
    expect(DETAILED_MAX_ENTITIES).toBeGreaterThanOrEqual(MAX_ENTITIES);
    for (let n = 0; n <= MAX_ENTITIES; n++) {
      expect(drawDetail(n, 180)).toEqual({ detailedEntities: true, everyGuide: true, trailPoints: 180, trailStride: 1 });
    }
  });

  it('a crowd gets batched bodies, one label, one path, and trails within the point budget', () => {
    for (const n of [100, 500, 1000, 2000, 5000]) {
      const detail = drawDetail(n, 180);
      expect(detail.detailedEntities).toBe(false);
      expect(detail.everyGuide).toBe(false);
      expect(detail.trailPoints).toBeLessThanOrEqual(180);
      expect(detail.trailStride).toBeGreaterThanOrEqual(1);
      // Points drawn per trail, times the crowd, stays near the budget.
      expect(Math.ceil(detail.trailPoints / detail.trailStride) * n).toBeLessThanOrEqual(CROWD_TRAIL_POINT_BUDGET + n);
    }
  });

  it('a crowd’s bodies lose detail as they shrink on screen: outlines when large, a dot when a few pixels long', () => {
    // The benchmark's zoom (about 1 px per metre: a body a few px long) draws dots.
    expect([0.25, 1, 1.99].map(crowdBodyLevel)).toEqual(['dot', 'dot', 'dot']);
    expect([2, 3.99].map(crowdBodyLevel)).toEqual(['silhouette', 'silhouette']);
    expect([4, 7.99].map(crowdBodyLevel)).toEqual(['parts', 'parts']);
    expect([8, 20, 100].map(crowdBodyLevel)).toEqual(['outlined', 'outlined', 'outlined']);
  });
});
