import { describe, expect, it } from 'vitest';
import { BRAKING_FRACTION, shapedClosingRate, shapedProportional } from '../../../src/sim/control/brakingCurve';
import { recordStepResponse } from '../../../src/sim/metrics/stepResponse';
import { defaultsOf, PID_FAMILY, TABLE_LIMITS } from '../../../scripts/controllerTables';
import { defaultEntitySettings } from '../../../src/sim/entities/EntitySettings';

/** The article's story: the tuned gains fixed (not scaled, no braking curve, derivative on the error). */
const fixedGains = {
  ...defaultEntitySettings('missile').controller,
  scaleWithTurnRate: false,
  brakingCurve: false,
  derivativeOn: 'error' as const,
};

describe('large turns on any motor: the PID family with its default settings', () => {
  for (const type of PID_FAMILY) {
    it.each([90, 170])(
      `${type}: a %i° turn from rest at π, 2π and 4π rad/s² overshoots under 2° and settles within 1.6× the time-optimal 2·√(θ/a)`,
      (angleDeg) => {
        for (const [name, limit] of TABLE_LIMITS) {
          for (const entityType of ['missile', 'character'] as const) {
            const f = recordStepResponse({
              entityType,
              controller: defaultsOf(type),
              angleDeg,
              maxAngularAcceleration: limit,
              duration: 8,
            }).figures;
            expect(f.overshootDeg, `${entityType} at ${name}`).toBeLessThan(2);
            expect(f.settleTime, `${entityType} at ${name}`).not.toBeNull();
            expect((f.settleTime as number) / f.timeOptimal, `${entityType} at ${name}`).toBeLessThan(1.6);
          }
        }
      },
    );
  }

  it(
    "the article's fixed gains, tuned at 4π, overshoot the same 170° turn by tens of degrees at π: why the defaults brake " +
      'on the curve',
    () => {
      const f = recordStepResponse({
        entityType: 'missile',
        controller: fixedGains,
        angleDeg: 170,
        maxAngularAcceleration: Math.PI,
        duration: 8,
      }).figures;
      expect(f.overshootDeg).toBeGreaterThan(30);
    },
  );
});

describe('the braking curve that shapes them', () => {
  it('meets the linear law at the knee A/k² with the same value and slope, and is the braking curve √(2·A·d) − A/(2k) beyond it', () => {
    const k = 4;
    const a = 2 * Math.PI;
    const knee = a / (k * k);
    expect(shapedClosingRate(knee, k, a)).toBeCloseTo(a / k, 12);
    const h = 1e-6;
    expect((shapedClosingRate(knee + h, k, a) - shapedClosingRate(knee - h, k, a)) / (2 * h)).toBeCloseTo(k, 4);
    // Far out, braking at A from the wanted rate stops within the distance left (s²/2A ≤ d).
    for (const d of [1, 2, 3]) expect(shapedClosingRate(d, k, a) ** 2 / (2 * a)).toBeLessThanOrEqual(d);
  });

  it('leaves the PD untouched within the knee and without a finite motor', () => {
    const p = 60;
    const d = 14;
    const limit = 4 * Math.PI;
    const knee = (BRAKING_FRACTION * limit) / (p / d) ** 2;
    for (const e of [0.01, -0.2, 0.9 * knee]) expect(shapedProportional(e, p, d, limit, true)).toBe(-p * e);
    expect(shapedProportional(2, p, d, Number.POSITIVE_INFINITY, true)).toBe(-p * 2);
    expect(shapedProportional(2, p, d, limit, false)).toBe(-p * 2);
    // Beyond it, it asks for less: no faster than the motor can brake from.
    expect(Math.abs(shapedProportional(2, p, d, limit, true))).toBeLessThan(p * 2);
  });
});
