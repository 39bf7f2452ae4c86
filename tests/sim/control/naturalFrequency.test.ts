import { describe, expect, it } from 'vitest';
import { createTurnController } from '../../../src/sim/control/createTurnController';
import type { ControllerSettings } from '../../../src/sim/control/ControllerSettings';
import { fromWuTuning, gainsFromNaturalFrequency, naturalFrequencyOf } from '../../../src/sim/control/naturalFrequency';
import type { TurnInput } from '../../../src/sim/control/TurnController';
import { defaultPidSettings } from '../../../src/sim/control/PidController';

const dt = 1 / 60;

/**
 * A unit step of the heading (error 1 rad at rest) in the engine's own step (semi-implicit Euler),
 * no motor limit: the overshoot as a fraction of the step, and the time between the first two
 * zero crossings of the error (half a damped period).
 */
function step(settings: ControllerSettings, inertia = 1): { overshoot: number; halfPeriod: number | null } {
  const controller = createTurnController(settings);
  const input: TurnInput = { headingError: 1, angularVelocity: 0, dt, maxAngularAcceleration: Number.POSITIVE_INFINITY, inertia };
  let e = 1;
  let w = 0;
  let overshoot = 0;
  const crossings: number[] = [];
  for (let n = 1; n <= 60 * 20; n++) {
    input.headingError = e;
    input.angularVelocity = w;
    w += controller.update(input) * dt;
    const next = e + w * dt;
    if (Math.sign(next) !== Math.sign(e) && next !== 0) crossings.push(n * dt);
    e = next;
    overshoot = Math.max(overshoot, -e);
  }
  return { overshoot, halfPeriod: crossings.length >= 2 ? (crossings[1] as number) - (crossings[0] as number) : null };
}

/** exp(−π·ζ/√(1 − ζ²)): the overshoot of a second-order system with damping ratio ζ < 1. */
const overshootOf = (zeta: number) => Math.exp((-Math.PI * zeta) / Math.sqrt(1 - zeta * zeta));

describe('tuning by natural frequency ω (rad/s) and damping ratio ζ: the values are what they say', () => {
  it('maps ω and ζ to kp = ω², kd = 2·ζ·ω and back', () => {
    expect(gainsFromNaturalFrequency(6, 0.5)).toEqual({ kp: 36, kd: 6 });
    expect(naturalFrequencyOf(36, 6)).toEqual({ naturalFrequency: 6, dampingRatio: 0.5 });
    // The tuned PID (60, 14): ω 7.75 rad/s, ζ 0.90.
    expect(naturalFrequencyOf(60, 14).naturalFrequency).toBeCloseTo(7.746, 3);
    expect(naturalFrequencyOf(60, 14).dampingRatio).toBeCloseTo(0.904, 3);
  });

  const pdFamily = (naturalFrequency: number, dampingRatio: number): ControllerSettings[] => {
    const options = { naturalFrequency, dampingRatio, scaleWithTurnRate: false, brakingCurve: false };
    return [
      { type: 'stable-pd', ...options },
      { type: 'pd', kp: 1, kd: 1, ...options },
      { type: 'spd', kp: 1, kd: 1, ...options },
      { ...defaultPidSettings(), ki: 0, derivativeOn: 'measurement', ...options },
    ];
  };

  it.each(pdFamily(4, 1))('$type: ζ = 1 is critically damped, overshoot under 0.5%', (settings) => {
    expect(step(settings, 3).overshoot).toBeLessThan(0.005);
  });

  it.each(pdFamily(4, 0.5))('$type: ζ = 0.5 overshoots about 16% (exp(−π·ζ/√(1 − ζ²)) = 16.3%) and rings at ω·√(1 − ζ²)', (settings) => {
    const { overshoot, halfPeriod } = step(settings, 3);
    expect(overshoot).toBeGreaterThan(overshootOf(0.5) - 0.015);
    expect(overshoot).toBeLessThan(overshootOf(0.5) + 0.015);
    // Half a damped period: π/(ω·√(1 − ζ²)) = 0.907 s at ω = 4 rad/s.
    expect(halfPeriod as number).toBeCloseTo(Math.PI / (4 * Math.sqrt(0.75)), 1);
  });

  it('seed 004\'s "damping 1" is a damping ratio of 0.75: its stable PD overshoots 2.8%, not 0', () => {
    const { naturalFrequency, dampingRatio } = fromWuTuning(2, 1);
    const { overshoot } = step({ type: 'stable-pd', naturalFrequency, dampingRatio, scaleWithTurnRate: false, brakingCurve: false });
    expect(overshootOf(0.75)).toBeCloseTo(0.028, 3);
    expect(overshoot).toBeGreaterThan(0.018);
    expect(overshoot).toBeLessThan(0.035);
  });
});
