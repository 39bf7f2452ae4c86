import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { measuredContrast } from '../../../src/app/presentation/turnRateContrast';
import { DT } from '../helpers';

/** Runs until the measured contrast says something (or `seconds` pass); returns it. */
function watch(demo: Demo, seconds: number): ReturnType<typeof measuredContrast> {
  for (let t = 0; t < seconds; t += DT) {
    demo.clock.advance(DT);
    const contrast = measuredContrast(demo.view.records);
    if (contrast) return contrast;
  }
  return null;
}

describe("the opening's claim, measured", () => {
  it('holds in the opening once the turns are measured: the slow missile overshoots, the fast one hardly', () => {
    const demo = new Demo();
    expect(measuredContrast(demo.view.records), 'nothing measured yet').toBeNull();
    const contrast = watch(demo, 6);
    expect(contrast).not.toBeNull();
    expect(contrast?.slowId).toBe('missile-2');
    expect(contrast?.fastId).toBe('missile-1');
    expect(contrast?.slowOvershootDeg).toBeGreaterThanOrEqual(10);
    expect(contrast?.fastOvershootDeg).toBeLessThanOrEqual((contrast?.slowOvershootDeg ?? 0) / 2);
  });

  it('is never made where every missile turns at one rate (every entity fast, or every one slow)', () => {
    for (const presses of [1, 2]) {
      const demo = new Demo();
      for (let i = 0; i < presses; i++) demo.apply({ kind: 'toggleTurnRate' });
      expect(watch(demo, 20)).toBeNull();
    }
  });
});
