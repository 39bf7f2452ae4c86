import { describe, expect, it } from 'vitest';
import { runSoak } from '../../src/sim/soak/runSoak';

describe('soak (short version; `npm run soak` runs the full simulated hour)', () => {
  it('100 entities on looping paths for 3 simulated minutes: finite, still following paths, bounded', () => {
    const result = runSoak({ entities: 100, seconds: 180, windowSeconds: 30 });
    expect(result.steps).toBe(180 * 60);
    expect(result.finite).toBe(true);
    expect(result.resets).toBe(0);
    expect(result.visitsKeptIncreasing).toBe(true);
    expect(result.historiesBounded).toBe(true);
  });
});
