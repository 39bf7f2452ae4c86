import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { runScenario } from '../../../src/sim/scenario/runScenario';

const turn = (controller: object) =>
  JSON.stringify({ duration: 4, entities: [{ id: 'm', type: 'missile', position: [0, 0], maxAngularAcceleration: Math.PI, controller, command: { type: 'turnTowards', target: [0, 10] } }] });

describe('scenario files written before the stable PD was tuned by its true ω and ζ', () => {
  it('load: seed 004’s frequency f and damping d become ω = 3·f rad/s and ζ = 0.75·d, with the new options off', () => {
    const parsed = parseScenario(turn({ type: 'stable-pd', frequency: 2, damping: 1 }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.scenario.entities[0]?.controller).toEqual({ type: 'stable-pd', naturalFrequency: 6, dampingRatio: 0.75, scaleWithTurnRate: false, brakingCurve: false });
    // One of the two left out takes seed 004's default (f 2, damping 1).
    const half = parseScenario(turn({ type: 'stable-pd', damping: 0.5 }));
    if (half.ok) expect(half.scenario.entities[0]?.controller).toMatchObject({ naturalFrequency: 6, dampingRatio: 0.375 });
  });

  it('turn exactly as the same gains did: kp = (6f)²/4, kd = 4.5·f·d, fixed', () => {
    const run = (text: string) => {
      const parsed = parseScenario(text);
      if (!parsed.ok) throw new Error(parsed.errors.join('; '));
      return runScenario(parsed.scenario).entities[0];
    };
    const old = run(turn({ type: 'stable-pd', frequency: 2, damping: 1 }));
    const gains = run(turn({ type: 'stable-pd', kp: 36, kd: 9, scaleWithTurnRate: false, brakingCurve: false }));
    expect(old?.final).toEqual(gains?.final);
    expect(old?.turn).toEqual(gains?.turn);
  });

  it('refuse the old and the new names together, naming the old one', () => {
    const parsed = parseScenario(turn({ type: 'stable-pd', frequency: 2, naturalFrequency: 6 }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[0]).toMatch(/frequency/);
  });
});
