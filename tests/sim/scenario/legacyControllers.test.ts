import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { runScenario } from '../../../src/sim/scenario/runScenario';

/** A scenario turning a missile by 90° at π rad/s² (or by 10° at 4π, where the motor never saturates) with `controller`. */
const turn = (controller: object, small = false) =>
  JSON.stringify({
    duration: 4,
    entities: [
      {
        id: 'm',
        type: 'missile',
        position: [0, 0],
        maxAngularAcceleration: small ? 4 * Math.PI : Math.PI,
        controller,
        command: { type: 'turnTowards', target: small ? [10 * Math.cos(0.1745), 10 * Math.sin(0.1745)] : [0, 10] },
      },
    ],
  });

describe('scenario files written before the stable PD was tuned by its true ω and ζ', () => {
  it('load: seed 004’s frequency f and damping d become ω = 3·f rad/s and ζ = 0.75·d, with the new options off', () => {
    const parsed = parseScenario(turn({ type: 'stable-pd', frequency: 2, damping: 1 }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(parsed.scenario.entities[0]?.controller).toEqual({
        type: 'stable-pd',
        naturalFrequency: 6,
        dampingRatio: 0.75,
        scaleWithTurnRate: false,
        brakingCurve: false,
      });
    // One of the two left out takes seed 004's default (f 2, damping 1).
    const half = parseScenario(turn({ type: 'stable-pd', damping: 0.5 }));
    if (half.ok) expect(half.scenario.entities[0]?.controller).toMatchObject({ naturalFrequency: 6, dampingRatio: 0.375 });
  });

  it('turn as the same gains did, kp = (6f)²/4, kd = 4.5·f·d fixed: those were ω = 3·f and ζ = 0.75·d in continuous time', () => {
    const run = (text: string) => {
      const parsed = parseScenario(text);
      if (!parsed.ok) throw new Error(parsed.errors.join('; '));
      return runScenario(parsed.scenario).entities[0]?.turn;
    };
    const old = run(turn({ type: 'stable-pd', frequency: 2, damping: 1 }, true));
    const gains = run(turn({ type: 'stable-pd', kp: 36, kd: 9, scaleWithTurnRate: false, brakingCurve: false }, true));
    // The converted controller samples the continuous ω and ζ exactly; the old gains' backward step
    // damped a little more: the same small turn within 0.1° of overshoot and two steps. (On a
    // saturated turn the difference grows: 3° more overshoot on 90° at π rad/s².)
    expect(Math.abs((old?.overshootDeg ?? 0) - (gains?.overshootDeg ?? 0))).toBeLessThan(0.1);
    expect(Math.abs((old?.settleTime ?? 0) - (gains?.settleTime ?? 0))).toBeLessThanOrEqual(2 / 60 + 1e-9);
  });

  it('refuse the old and the new names together, naming the old one', () => {
    const parsed = parseScenario(turn({ type: 'stable-pd', frequency: 2, naturalFrequency: 6 }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[0]).toMatch(/frequency/);
  });
});
