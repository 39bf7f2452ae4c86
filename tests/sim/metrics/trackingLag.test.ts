import { describe, expect, it } from 'vitest';
import { CONTROLLER_TYPES, type ControllerType } from '../../../src/sim/control/ControllerSettings';
import { defaultStablePdSettings } from '../../../src/sim/control/StablePdController';
import { spdPoleGains, stablePdPoleGains } from '../../../src/sim/control/naturalFrequency';
import { defaultSpdSettings } from '../../../src/sim/control/SpdController';
import { defaultForwardPdSettings } from '../../../src/sim/control/ForwardPdController';
import { measureTrackingLag } from '../../../src/sim/metrics/trackingLag';
import { radToDeg } from '../../../src/sim/math/angle';
import { defaultsOf } from '../../../scripts/controllerTables';

const dt = 1 / 60;
const LIMITS = [Math.PI, 4 * Math.PI];
const RATES = [0.5, 1, 2];

describe('steady lag behind a target circling the body at Ω', () => {
  it.each(LIMITS)('with the set-point’s rate fed forward, every controller holds it within 0.5° (at %f rad/s²)', (limit) => {
    // The naive snippet reads the error only (a blog post's PID has no feed-forward): its lag is measured below.
    for (const type of CONTROLLER_TYPES.filter((name) => name !== 'naive-snippet')) {
      for (const targetRate of RATES) {
        const lag = measureTrackingLag({ controller: defaultsOf(type), targetRate, maxAngularAcceleration: limit });
        expect(lag.maxDeg, `${type} at Ω = ${targetRate}`).toBeLessThan(0.5);
      }
    }
  });

  it('the naive snippet, which has no feed-forward, lags more than 0.5° behind a target circling at 2 rad/s on a weak motor', () => {
    const lag = measureTrackingLag({ controller: defaultsOf('naive-snippet'), targetRate: 2, maxAngularAcceleration: Math.PI });
    expect(lag.maxDeg).toBeGreaterThan(0.5);
  });

  /** The lag without feed-forward, deg (positive: behind). */
  const without = (type: ControllerType, targetRate: number, limit: number) =>
    -measureTrackingLag({ controller: defaultsOf(type), targetRate, maxAngularAcceleration: limit, feedForward: false }).meanDeg;

  it('without it, a PD lags by (kd/kp)·Ω, its gains as scaled to the motor (kp·r, kd·√r)', () => {
    const { kp, kd } = defaultForwardPdSettings();
    for (const limit of LIMITS) {
      const r = limit / (4 * Math.PI);
      for (const targetRate of [0.5, 1])
        expect(without('pd', targetRate, limit)).toBeCloseTo(radToDeg(((kd * Math.sqrt(r)) / (kp * r)) * targetRate), 1);
    }
  });

  it('without it, the stable PD lags by (kd + kp·dt)/kp·Ω and SPD by (kd/kp + dt)·Ω (its torque gains’ inertia cancels)', () => {
    // The stable PD's gains for the step: those whose discrete poles are ω's and ζ's.
    const { naturalFrequency, dampingRatio } = defaultStablePdSettings();
    const { kp, kd } = stablePdPoleGains(naturalFrequency, dampingRatio, dt);
    // SPD's default torque gains, from ω and ζ for a body of any inertia (1 here: their ratio does not depend on it).
    const spdDefaults = defaultSpdSettings();
    const spd = spdPoleGains(spdDefaults.naturalFrequency ?? 8, spdDefaults.dampingRatio ?? 1, dt, 1);
    for (const targetRate of [0.5, 1]) {
      expect(without('stable-pd', targetRate, 4 * Math.PI)).toBeCloseTo(radToDeg(((kd + kp * dt) / kp) * targetRate), 1);
      expect(without('spd', targetRate, 4 * Math.PI)).toBeCloseTo(radToDeg((spd.kd / spd.kp + dt) * targetRate), 1);
    }
  });

  it('without it, the time-optimal controller lags by Ω·(Ω + a·dt)/(2a): it plans to stop on a target that keeps going', () => {
    for (const limit of LIMITS) {
      for (const targetRate of RATES)
        expect(without('time-optimal', targetRate, limit)).toBeCloseTo(radToDeg((targetRate * (targetRate + limit * dt)) / (2 * limit)), 1);
    }
  });
});
