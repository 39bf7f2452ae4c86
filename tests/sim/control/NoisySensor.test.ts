import { describe, expect, it } from 'vitest';
import type { TurnInput } from '../../../src/sim/control/TurnController';
import { NoisySensor } from '../../../src/sim/control/NoisySensor';

const input: TurnInput = {
  headingError: 0.3,
  angularVelocity: -1,
  dt: 1 / 60,
  maxAngularAcceleration: 4 * Math.PI,
  inertia: 2,
  desiredHeadingRate: 0.7,
  desiredHeadingAcceleration: -0.2,
};

/** `count` readings of `input` through a sensor with `noise`. */
function readings(noise: ConstructorParameters<typeof NoisySensor>[0], count: number): TurnInput[] {
  const sensor = new NoisySensor(noise);
  const out: TurnInput[] = [];
  for (let i = 0; i < count; i++) {
    const reading = { ...input };
    sensor.read(input, reading);
    out.push(reading);
  }
  return out;
}

describe('NoisySensor', () => {
  it('adds noise of the given size to the heading error and angular velocity only, the same for the same seed', () => {
    const noise = { headingErrorStdDev: 0.01, angularVelocityStdDev: 0.1, seed: 7 };
    const a = readings(noise, 4000);
    expect(readings(noise, 4000)).toEqual(a);
    const headingNoise = a.map((s) => s.headingError - input.headingError);
    const rateNoise = a.map((s) => s.angularVelocity - input.angularVelocity);
    const std = (xs: number[]) => Math.sqrt(xs.reduce((sum, x) => sum + x * x, 0) / xs.length);
    expect(std(headingNoise)).toBeGreaterThan(0.009);
    expect(std(headingNoise)).toBeLessThan(0.011);
    expect(std(rateNoise)).toBeGreaterThan(0.09);
    expect(std(rateNoise)).toBeLessThan(0.11);
    expect(
      a.every((s) => s.dt === input.dt && s.maxAngularAcceleration === input.maxAngularAcceleration && s.inertia === input.inertia),
    ).toBe(true);
  });

  it('passes the set-point’s rate and acceleration through untouched', () => {
    for (const reading of readings({ headingErrorStdDev: 0.01, angularVelocityStdDev: 0.1, seed: 2 }, 20)) {
      expect(reading.desiredHeadingRate).toBe(0.7);
      expect(reading.desiredHeadingAcceleration).toBe(-0.2);
    }
  });

  it('with zero noise passes the input through, and refuses a negative or non-finite size', () => {
    expect(readings({ headingErrorStdDev: 0, angularVelocityStdDev: 0 }, 1)[0]).toEqual(input);
    expect(() => new NoisySensor({ headingErrorStdDev: -1, angularVelocityStdDev: 0 })).toThrow(/headingErrorStdDev/);
    expect(() => new NoisySensor({ headingErrorStdDev: 0, angularVelocityStdDev: Number.NaN })).toThrow(/angularVelocityStdDev/);
  });
});
