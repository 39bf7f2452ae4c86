import { describe, expect, it } from 'vitest';
import published from '../../data/pid-as-published.json';
import { createTurnController } from '../../../src/sim/control/createTurnController';
import { defaultPidSettings, PidController } from '../../../src/sim/control/PidController';
import { PublishedPidController } from '../../../src/sim/control/PublishedPidController';

interface PublishedCase {
  name: string;
  settings: { kp: number; ki: number; kd: number; kPlant: number; maxHistory: number; dt: number | null };
  steps: (number | 'resetHistory')[];
  outputs: number[];
}

describe("PublishedPidController, the article's arithmetic", () => {
  const cases = (published as { cases: PublishedCase[] }).cases;

  it.each(cases.map((c) => [c.name, c] as const))('reproduces the C++ class output for output: %s', (_name, testCase) => {
    const { kp, ki, kd, kPlant, maxHistory, dt } = testCase.settings;
    const timeStep = dt === null ? {} : { asPublishedDt: dt };
    // The class's output is kPlant × (kp·P + ki·I + kd·D). Negative gains turn a body away and are
    // refused; the cases the class computed with them are checked with the gains' magnitudes, the
    // output's sign following from theirs (every case has gains of one sign).
    let sign = 1;
    if ([kp, ki, kd, kPlant].some((gain) => gain < 0)) {
      expect(() => new PublishedPidController({ kp, ki, kd, kPlant, maxHistory, ...timeStep })).toThrow(
        /must be a number ≥ 0 and ≤ 1000000 \(a negative gain turns the body away from its target\)/,
      );
      const gainSigns = new Set([kp, ki, kd].filter((gain) => gain !== 0).map(Math.sign));
      expect(gainSigns.size).toBe(1);
      sign = Math.sign(kPlant) * ([...gainSigns][0] as number);
    }
    const pid = new PublishedPidController({
      kp: Math.abs(kp),
      ki: Math.abs(ki),
      kd: Math.abs(kd),
      kPlant: Math.abs(kPlant),
      maxHistory,
      ...timeStep,
    });
    const outputs: number[] = [];
    for (const step of testCase.steps) {
      if (step === 'resetHistory') pid.resetHistory();
      // No step is passed: the published class divides by its own dt.
      else outputs.push(sign * pid.addSample(step));
    }
    expect(outputs).toHaveLength(testCase.outputs.length);
    outputs.forEach((output, i) => expect(Math.abs(output - (testCase.outputs[i] as number))).toBeLessThanOrEqual(1e-9));
  });

  it('shows the published integral quirk: a constant error gives 600·Ki·e, not 0.06·Ki·e', () => {
    const pid = new PublishedPidController({ kp: 0, ki: 1, kd: 0 });
    for (let i = 0; i < 7; i++) pid.addSample(0.5);
    expect(pid.lastOutput).toBeCloseTo(300, 9);
  });

  it('waits for three samples before it outputs anything', () => {
    const pid = new PublishedPidController({ kp: 1 });
    expect(pid.addSample(1)).toBe(0);
    expect(pid.addSample(1)).toBe(0);
    expect(pid.addSample(1)).not.toBe(0);
  });

  it('is what createTurnController builds for the as-published arithmetic, and PidController refuses it', () => {
    expect(createTurnController({ ...defaultPidSettings(), arithmetic: 'as-published' })).toBeInstanceOf(PublishedPidController);
    expect(createTurnController(defaultPidSettings())).toBeInstanceOf(PidController);
    expect(() => new PidController({ arithmetic: 'as-published' })).toThrow(/PublishedPidController/);
  });
});
