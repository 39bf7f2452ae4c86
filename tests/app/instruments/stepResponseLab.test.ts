import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { compareStepResponses, checkStepResponseChange } from '../../../src/app/instruments/stepResponseLab';

describe('step-response comparison', () => {
  it('records each controller’s turn with its figures next to the time-optimal limit 2·sqrt(angle/a)', () => {
    const inputs = {
      angleDeg: 90,
      controllers: ['pid', 'time-optimal'] as const,
      entityType: 'missile' as const,
      maxAngularAcceleration: 4 * Math.PI,
    };
    const demo = new Demo();
    const comparison = compareStepResponses({ ...inputs, controllers: [...inputs.controllers] }, (type) =>
      demo.tuning.comparisonController(type, 'missile'),
    );
    const limit = 2 * Math.sqrt(Math.PI / 2 / (4 * Math.PI));
    expect(comparison.timeOptimal).toBeCloseTo(limit, 12);
    expect(comparison.curves.map((c) => c.type)).toEqual(['pid', 'time-optimal']);
    for (const curve of comparison.curves) {
      expect(curve.errorDeg.length).toBe(comparison.times.length);
      expect(curve.errorDeg[0]).toBeCloseTo(90, 6);
      expect(curve.figures.timeOptimal).toBeCloseTo(limit, 9);
      expect(curve.figures.riseTime).not.toBeNull();
      expect(curve.figures.settleTime).not.toBeNull();
    }
    const [pid, optimal] = comparison.curves;
    expect(optimal!.figures.settleTime!).toBeLessThan(pid!.figures.settleTime!);
    expect(comparison.referenceDeg[0]).toBeCloseTo(90, 9);
    expect(comparison.referenceDeg[comparison.referenceDeg.length - 1]).toBe(0);
  });

  it('refuses inputs out of range, naming the field', () => {
    const current = { angleDeg: 90, controllers: ['pid' as const], entityType: 'missile' as const, maxAngularAcceleration: 4 * Math.PI };
    expect(checkStepResponseChange(current, { angleDeg: 180 })).toMatchObject({
      ok: false,
      field: 'angleDeg',
      message: 'turn angle (°) must be a number > 0 and < 180; got 180. Kept 90.',
    });
    expect(checkStepResponseChange(current, { maxAngularAcceleration: 0 })).toMatchObject({ ok: false, field: 'maxAngularAcceleration' });
    expect(checkStepResponseChange(current, { controllers: [] })).toMatchObject({ ok: false, field: 'controllers' });
  });
});
