import { describe, expect, it } from 'vitest';
import { riseTime } from '../../../src/sim/metrics/riseTime';
import { recordStepResponse, timeOptimalErrorDeg } from '../../../src/sim/metrics/stepResponse';

function sampled(duration: number, dt: number, error: (t: number) => number): { times: Float64Array; errors: Float64Array } {
  const count = Math.round(duration / dt) + 1;
  const times = new Float64Array(count);
  const errors = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    times[i] = i * dt;
    errors[i] = error(i * dt);
  }
  return { times, errors };
}

describe('riseTime (10% → 90% of the turn)', () => {
  it('is 0.8 s for an error falling linearly from 90° to 0 in 1 s, interpolated between coarse samples', () => {
    const { times, errors } = sampled(2, 0.07, (t) => Math.max(0, 90 * (1 - t)));
    expect(riseTime(times, errors)).toBeCloseTo(0.8, 9);
  });

  it('matches the closed form of the time-optimal (bang-bang) turn: 2·sqrt(θ/a)·(1 − sqrt(0.2))', () => {
    const a = 4 * Math.PI;
    const { times, errors } = sampled(2, 1 / 600, (t) => timeOptimalErrorDeg(90, a, t));
    const theta = Math.PI / 2;
    expect(riseTime(times, errors)).toBeCloseTo(2 * Math.sqrt(theta / a) * (1 - Math.sqrt(0.2)), 4);
  });

  it('does not care about the sign of the error (a clockwise turn)', () => {
    const { times, errors } = sampled(2, 0.01, (t) => -Math.max(0, 45 * (1 - t)));
    expect(riseTime(times, errors)).toBeCloseTo(0.8, 9);
  });

  it('is null when the turn never reaches 90%, when there is no turn, or the input is malformed', () => {
    const { times, errors } = sampled(2, 0.01, (t) => 90 * (1 - 0.4 * Math.min(1, t)));
    expect(riseTime(times, errors)).toBeNull();
    expect(riseTime([0, 1], [0, 0])).toBeNull();
    expect(riseTime([0], [90])).toBeNull();
    expect(riseTime([0, 1, 2], [90, 0])).toBeNull();
  });

  it('measures a recorded turn of the simulation: the time-optimal controller rises faster than the tuned PID', () => {
    const request = { entityType: 'missile' as const, angleDeg: 90, maxAngularAcceleration: 4 * Math.PI };
    const optimal = recordStepResponse({ ...request, controller: { type: 'time-optimal' } });
    const pid = recordStepResponse({
      ...request,
      controller: {
        type: 'pid',
        kp: 60,
        ki: 2,
        kd: 14,
        kPlant: 1,
        maxHistory: 7,
        arithmetic: 'corrected',
        asPublishedDt: 0.01,
        integral: 'window',
        outputLimit: 0,
        antiWindup: true,
        derivativeOn: 'error',
        derivativeFilterTime: 0,
        scaleWithTurnRate: false,
        brakingCurve: false,
      },
    });
    const optimalRise = riseTime(optimal.times, optimal.errorDeg);
    const pidRise = riseTime(pid.times, pid.errorDeg);
    expect(optimalRise).not.toBeNull();
    expect(pidRise).not.toBeNull();
    expect(optimalRise as number).toBeLessThan(pidRise as number);
    // No controller can rise faster than the physical limit's own rise.
    expect(optimalRise as number).toBeGreaterThan(2 * Math.sqrt(Math.PI / 2 / (4 * Math.PI)) * (1 - Math.sqrt(0.2)) - 2 / 60);
  });
});
