import { describe, expect, it } from 'vitest';
import published from '../../data/pid-as-published.json';
import { PidController } from '../../../src/sim/control/PidController';

interface PublishedCase {
  name: string;
  settings: { kp: number; ki: number; kd: number; kPlant: number; maxHistory: number; dt: number | null };
  steps: (number | 'resetHistory')[];
  outputs: number[];
}

describe('PidController, as-published arithmetic', () => {
  const cases = (published as { cases: PublishedCase[] }).cases;

  it.each(cases.map((c) => [c.name, c] as const))('reproduces the C++ class output for output: %s', (_name, testCase) => {
    const { kp, ki, kd, kPlant, maxHistory, dt } = testCase.settings;
    const pid = new PidController({ kp, ki, kd, kPlant, maxHistory, arithmetic: 'as-published', ...(dt === null ? {} : { asPublishedDt: dt }) });
    const outputs: number[] = [];
    for (const step of testCase.steps) {
      if (step === 'resetHistory') pid.resetHistory();
      // The sim's dt must not matter: the published class uses its own.
      else outputs.push(pid.addSample(step, 1 / 60));
    }
    expect(outputs).toHaveLength(testCase.outputs.length);
    outputs.forEach((output, i) => expect(Math.abs(output - (testCase.outputs[i] as number))).toBeLessThanOrEqual(1e-9));
  });

  it('shows the published integral quirk: a constant error gives 600·Ki·e, not 0.06·Ki·e', () => {
    const pid = new PidController({ kp: 0, ki: 1, kd: 0, arithmetic: 'as-published' });
    for (let i = 0; i < 7; i++) pid.addSample(0.5);
    expect(pid.lastOutput).toBeCloseTo(300, 9);
  });

  it('waits for three samples before it outputs anything', () => {
    const pid = new PidController({ kp: 1, arithmetic: 'as-published' });
    expect(pid.addSample(1)).toBe(0);
    expect(pid.addSample(1)).toBe(0);
    expect(pid.addSample(1)).not.toBe(0);
  });
});

describe('PidController, corrected arithmetic', () => {
  const dt = 1 / 60;
  /** A cubic with a known antiderivative and derivative. */
  const cubic = (t: number) => 1 + 2 * t - 3 * t * t + 0.5 * t * t * t;
  const cubicIntegral = (a: number, b: number) => {
    const F = (t: number) => t + t * t - t * t * t + 0.125 * t ** 4;
    return F(b) - F(a);
  };

  it.each([3, 4, 5, 6, 7, 8, 11, 12])('integrates a cubic exactly over a %i-sample window', (maxHistory) => {
    const pid = new PidController({ kp: 0, ki: 1, kd: 0, maxHistory });
    const samples = maxHistory + 5; // more than the window: only the last maxHistory count
    for (let k = 0; k < samples; k++) pid.addSample(cubic(k * dt), dt);
    const last = (samples - 1) * dt;
    const first = (samples - maxHistory) * dt;
    expect(pid.lastOutput).toBeCloseTo(cubicIntegral(first, last), 12);
  });

  it('integrates while the window fills: trapezoid for two samples, exact for cubics from three on', () => {
    const pid = new PidController({ kp: 0, ki: 1, kd: 0, maxHistory: 9 });
    pid.addSample(cubic(0), dt);
    expect(pid.lastOutput).toBe(0);
    pid.addSample(cubic(dt), dt);
    expect(pid.lastOutput).toBeCloseTo((dt / 2) * (cubic(0) + cubic(dt)), 14);
    for (let k = 2; k < 9; k++) {
      pid.addSample(cubic(k * dt), dt);
      expect(pid.lastOutput).toBeCloseTo(cubicIntegral(0, k * dt), 12);
    }
  });

  it('integrates a sine over the window to within Simpson accuracy', () => {
    const omega = 5;
    const pid = new PidController({ kp: 0, ki: 1, kd: 0, maxHistory: 7 });
    for (let k = 0; k < 40; k++) pid.addSample(Math.sin(omega * k * dt), dt);
    const exact = (Math.cos(omega * 33 * dt) - Math.cos(omega * 39 * dt)) / omega;
    expect(Math.abs(pid.lastOutput - exact)).toBeLessThan(1e-8);
  });

  it('differentiates a ramp exactly, and a sine to first order in dt', () => {
    const ramp = new PidController({ kp: 0, ki: 0, kd: 1, derivativeOn: 'error' });
    for (let k = 0; k < 10; k++) ramp.addSample(0.3 - 0.7 * k * dt, dt);
    expect(ramp.lastOutput).toBeCloseTo(-0.7, 10);

    const omega = 2;
    const sine = new PidController({ kp: 0, ki: 0, kd: 1, derivativeOn: 'error' });
    for (let k = 0; k <= 30; k++) sine.addSample(Math.sin(omega * k * dt), dt);
    const t = 30 * dt;
    // Backward difference error ≈ (dt/2)·|f''| ≤ dt/2 · ω².
    expect(Math.abs(sine.lastOutput - omega * Math.cos(omega * t))).toBeLessThan((dt / 2) * omega * omega);
  });

  it('does not see a rate when the error wraps from +π to −π', () => {
    const pid = new PidController({ kp: 0, ki: 0, kd: 1, derivativeOn: 'error' });
    pid.addSample(Math.PI - 0.01, dt);
    pid.addSample(-Math.PI + 0.01, dt);
    expect(pid.lastOutput).toBeCloseTo(0.02 / dt, 9);
  });

  it('uses the simulation step, not the published 0.01 s', () => {
    const at60 = new PidController({ kp: 0, ki: 0, kd: 1, derivativeOn: 'error' });
    const at30 = new PidController({ kp: 0, ki: 0, kd: 1, derivativeOn: 'error' });
    at60.addSample(0, 1 / 60);
    at30.addSample(0, 1 / 30);
    expect(at60.addSample(0.1, 1 / 60)).toBeCloseTo(6, 12);
    expect(at30.addSample(0.1, 1 / 30)).toBeCloseTo(3, 12);
  });

  it('acts from the first sample and multiplies everything by kPlant', () => {
    const pid = new PidController({ kp: 2, ki: 0, kd: 0, kPlant: 1.5 });
    expect(pid.addSample(0.4, dt)).toBeCloseTo(1.2, 12);
  });

  it('keeps bounded memory: after many samples it equals a fresh controller fed only the window', () => {
    const long = new PidController({ kp: 1, ki: 3, kd: 0.5, maxHistory: 7 });
    const values: number[] = [];
    for (let k = 0; k < 100_000; k++) {
      const e = Math.sin(0.01 * k) * 2;
      values.push(e);
      long.addSample(e, dt);
    }
    const fresh = new PidController({ kp: 1, ki: 3, kd: 0.5, maxHistory: 7 });
    for (const e of values.slice(-7)) fresh.addSample(e, dt);
    expect(long.lastOutput).toBeCloseTo(fresh.lastOutput, 12);
  });

  it.each([3, 4, 7, 12])('reads its ring buffer in time order wherever the oldest sample sits (%i samples)', (maxHistory) => {
    // Every place of the oldest sample in the buffer: the output is the same number, bit for bit,
    // as a fresh controller fed only the window, through the same arithmetic.
    const settings = { kp: 1, ki: 3, kd: 0.5, maxHistory };
    const long = new PidController(settings);
    const values: number[] = [];
    for (let k = 0; k < 3 * maxHistory; k++) {
      values.push(Math.sin(0.7 * k) * 2);
      long.addSample(values[k] as number, dt);
      const fresh = new PidController(settings);
      for (const e of values.slice(-maxHistory)) fresh.addSample(e, dt);
      expect(long.lastOutput, `after ${k + 1} samples`).toBe(fresh.lastOutput);
      expect(long.lastError).toBe(values[k]);
    }
  });

  it('as a turn controller, commands the negative of its output (negative feedback)', () => {
    const pid = new PidController({ kp: 3, scaleWithTurnRate: false });
    expect(pid.update({ headingError: 0.5, angularVelocity: 0, dt, maxAngularAcceleration: 10, inertia: 1 })).toBeCloseTo(-1.5, 12);
  });

  it('resets its history but keeps its gains; resetConstants zeroes the gains', () => {
    const pid = new PidController({ kp: 1, ki: 1, kd: 1 });
    pid.addSample(1, dt);
    pid.addSample(2, dt);
    pid.reset();
    expect(pid.lastOutput).toBe(0);
    expect(pid.addSample(1, dt)).toBeCloseTo(1, 12);
    pid.resetConstants();
    expect(pid.addSample(1, dt)).toBe(0);
  });

  it('refuses a window shorter than three samples', () => {
    expect(() => new PidController({ maxHistory: 2 })).toThrow(/maxHistory/);
  });
});
