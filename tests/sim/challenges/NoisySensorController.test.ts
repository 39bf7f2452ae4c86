import { describe, expect, it } from 'vitest';
import type { TurnInput } from '../../../src/sim/control/TurnController';
import { NoisySensorController } from '../../../src/sim/challenges/NoisySensorController';

/** A controller that remembers what it saw. */
function recorder() {
  const seen: TurnInput[] = [];
  return { seen, controller: { type: 'recorder', update: (input: Readonly<TurnInput>) => (seen.push({ ...input }), 0), reset() {} } };
}

const input: TurnInput = { headingError: 0.3, angularVelocity: -1, dt: 1 / 60, maxAngularAcceleration: 4 * Math.PI, inertia: 2 };

describe('NoisySensorController', () => {
  it('adds noise of the given size to the heading error and angular velocity only, the same for the same seed', () => {
    const a = recorder();
    const b = recorder();
    const noise = { headingErrorStdDev: 0.01, angularVelocityStdDev: 0.1, seed: 7 };
    const noisyA = new NoisySensorController(a.controller, noise);
    const noisyB = new NoisySensorController(b.controller, noise);
    for (let i = 0; i < 4000; i++) {
      noisyA.update(input);
      noisyB.update(input);
    }
    expect(a.seen).toEqual(b.seen);
    const headingNoise = a.seen.map((s) => s.headingError - input.headingError);
    const rateNoise = a.seen.map((s) => s.angularVelocity - input.angularVelocity);
    const std = (xs: number[]) => Math.sqrt(xs.reduce((sum, x) => sum + x * x, 0) / xs.length);
    expect(std(headingNoise)).toBeGreaterThan(0.009);
    expect(std(headingNoise)).toBeLessThan(0.011);
    expect(std(rateNoise)).toBeGreaterThan(0.09);
    expect(std(rateNoise)).toBeLessThan(0.11);
    expect(a.seen.every((s) => s.dt === input.dt && s.maxAngularAcceleration === input.maxAngularAcceleration && s.inertia === input.inertia)).toBe(true);
  });

  it('with zero noise passes the input through, and refuses a negative or non-finite size', () => {
    const a = recorder();
    new NoisySensorController(a.controller, { headingErrorStdDev: 0, angularVelocityStdDev: 0 }).update(input);
    expect(a.seen[0]).toEqual(input);
    expect(() => new NoisySensorController(a.controller, { headingErrorStdDev: -1, angularVelocityStdDev: 0 })).toThrow(/headingErrorStdDev/);
    expect(() => new NoisySensorController(a.controller, { headingErrorStdDev: 0, angularVelocityStdDev: Number.NaN })).toThrow(/angularVelocityStdDev/);
  });
});
