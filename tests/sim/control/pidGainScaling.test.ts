import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { defaultPidSettings, PID_REFERENCE_TURN_RATE, PidController, type PidSettings } from '../../../src/sim/control/PidController';
import { recordStepResponse } from '../../../src/sim/metrics/stepResponse';

/** The tuned gains, fixed or scaled, without the braking curve (so the scaling is seen alone). */
const TUNED: PidSettings = { ...defaultPidSettings(), kp: 60, ki: 2, kd: 14, scaleWithTurnRate: false, brakingCurve: false };

describe('PID option scaleWithTurnRate: gains read at 4π rad/s², scaled to the motor', () => {
  it('scales kp by r, kd by √r and ki by r^1.5, with r = limit / 4π', () => {
    const dt = 1 / 60;
    const limit = Math.PI; // r = 1/4
    const output = (settings: PidSettings, errors: number[]): number => {
      const pid = new PidController(settings);
      let last = 0;
      for (const e of errors) last = pid.addSample(e, dt, 0, limit);
      return last;
    };
    const errors = [0.3, 0.25, 0.2];
    // One gain at a time: the others 0, not their defaults.
    const zeroGains = { ...defaultPidSettings(), ki: 0, kd: 0 };
    const unscaled = { ...zeroGains, scaleWithTurnRate: false };
    const unscaledP = output({ ...unscaled, kp: 2 }, errors);
    expect(output({ ...zeroGains, kp: 2, scaleWithTurnRate: true }, errors)).toBeCloseTo(unscaledP / 4, 12);
    const unscaledD = output({ ...unscaled, kp: 0, kd: 1 }, errors);
    expect(output({ ...zeroGains, kp: 0, kd: 1, scaleWithTurnRate: true }, errors)).toBeCloseTo(unscaledD / 2, 12);
    const unscaledI = output({ ...unscaled, kp: 0, ki: 40 }, errors);
    expect(output({ ...zeroGains, kp: 0, ki: 40, scaleWithTurnRate: true }, errors)).toBeCloseTo(unscaledI / 8, 12);
    // At the reference limit, and standalone (no motor), nothing changes.
    const pid = new PidController({ ...TUNED, scaleWithTurnRate: true });
    const reference = new PidController(TUNED);
    for (const e of errors)
      expect(pid.addSample(e, dt, 0, PID_REFERENCE_TURN_RATE)).toBeCloseTo(reference.addSample(e, dt, 0, PID_REFERENCE_TURN_RATE), 12);
    const standalone = new PidController({ ...TUNED, scaleWithTurnRate: true });
    const plain = new PidController(TUNED);
    for (const e of errors) expect(standalone.addSample(e, dt)).toBe(plain.addSample(e, dt));
  });

  it(
    'a turn in place at any limit is the 4π turn stretched in time by √(4π/a): same overshoot, same multiple of the ' + 'time-optimal turn',
    () => {
      // A character turning in place is a double integrator: θ'' = the commanded angular acceleration.
      const turn = (maxAngularAcceleration: number, scaleWithTurnRate: boolean) =>
        recordStepResponse({
          entityType: 'character',
          angleDeg: 90,
          maxAngularAcceleration,
          controller: { ...TUNED, scaleWithTurnRate },
          duration: 12,
        }).figures;
      const reference = turn(PID_REFERENCE_TURN_RATE, true);
      expect(reference.settleTime).not.toBeNull();
      for (const a of [Math.PI, Math.PI / 4]) {
        const scaled = turn(a, true);
        const stretch = Math.sqrt(PID_REFERENCE_TURN_RATE / a);
        expect(scaled.overshootDeg, `overshoot at ${a.toFixed(2)} rad/s²`).toBeCloseTo(reference.overshootDeg, 0);
        expect(scaled.settleTime as number).toBeGreaterThan(0.9 * stretch * (reference.settleTime as number));
        expect(scaled.settleTime as number).toBeLessThan(1.1 * stretch * (reference.settleTime as number));
        expect((scaled.settleTime as number) / scaled.timeOptimal).toBeCloseTo((reference.settleTime as number) / reference.timeOptimal, 0);
        // Fixed gains tuned at 4π overshoot more at the lower limit: they brake too late.
        expect(turn(a, false).overshootDeg).toBeGreaterThan(scaled.overshootDeg + 5);
      }
    },
  );

  it('lets the tuned missile follow a path at low turn rates, where the fixed gains circle its waypoints', () => {
    const waypointsReached = (maxAngularAcceleration: number, scaleWithTurnRate: boolean): number => {
      const demo = new Demo();
      demo.apply({ kind: 'setMode', mode: 'path' });
      expect(demo.apply({ kind: 'setMaxAngularAcceleration', value: maxAngularAcceleration, scope: 'all' }).ok).toBe(true);
      expect(
        demo.apply({ kind: 'setControllerSettings', changes: { scaleWithTurnRate, brakingCurve: scaleWithTurnRate }, scope: 'all' }).ok,
      ).toBe(true);
      for (let i = 0; i < 60 * 60; i++) demo.clock.advance(1 / 60);
      return demo.view.findRecord('missile-1')?.entity.waypointsReached ?? -1;
    };
    // One simulated minute of the opening Path scene at π/2 rad/s² (the article's low is π): fixed
    // gains as in the article, then the defaults (scaled, with the braking curve).
    expect(waypointsReached(Math.PI / 2, false)).toBeLessThan(4);
    expect(waypointsReached(Math.PI / 2, true)).toBeGreaterThan(15);
  });
});
