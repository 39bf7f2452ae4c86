import { describe, expect, it } from 'vitest';
import { CONTROLLER_TYPES, defaultControllerSettings } from '../../../src/sim/control/ControllerSettings';
import { createTurnController } from '../../../src/sim/control/createTurnController';
import { PidController } from '../../../src/sim/control/PidController';

const input = { headingError: 0.5, angularVelocity: 0, dt: 1 / 60, maxAngularAcceleration: 4 * Math.PI, inertia: 2 };

describe('createTurnController from plain settings', () => {
  it('takes any part of the settings, the rest from the defaults: { type: "pid", kp: 1 } is the default PID but for kp', () => {
    const partial = createTurnController({ type: 'pid', kp: 1 });
    const full = new PidController({ kp: 1 });
    expect(partial.update(input)).toBe(full.update(input));
    for (const type of CONTROLLER_TYPES) expect(Number.isFinite(createTurnController({ type }).update(input))).toBe(true);
  });

  it("accepts every type's defaults", () => {
    for (const type of CONTROLLER_TYPES) expect(() => createTurnController(defaultControllerSettings(type))).not.toThrow();
  });

  it.each([
    [
      { type: 'pid', kp: 'x' },
      /^pid: kp must be a number ≥ 0 and ≤ 1000000 \(a negative gain turns the body away from its target\), got "x"$/,
    ],
    [
      { type: 'pid', kPlant: -2 },
      /^pid: kPlant must be a number ≥ 0 and ≤ 1000000 \(a negative gain turns the body away from its target\), got -2$/,
    ],
    [
      { type: 'time-optimal', gain: -3 },
      /^time-optimal: gain must be a number > 0 and ≤ 1000000 \(a negative gain turns the body away from its target\), got -3$/,
    ],
    [{ type: 'stolk', p: 10 }, /^stolk: p must be a number ≥ -1000000 and ≤ 0 \(the old name of kp: p = −kp\), got 10$/],
    [{ type: 'pid', kd: Number.NaN }, /^pid: kd must be a number .*, got NaN$/],
    [{ type: 'spd', naturalFrequency: 0 }, /^spd: naturalFrequency must be a number > 0 and ≤ 3000, got 0$/],
    [{ type: 'pid', integral: 'forever' }, /^pid: integral must be one of "window", "running".*got "forever"$/],
    [{ type: 'stable-pd', brakingCurve: 'yes' }, /^stable-pd: brakingCurve must be true or false, got "yes"$/],
    [{ type: 'pid', kpp: 1 }, /^pid: kpp is not one of its settings \(kp, /],
    [{ type: 'pdi' }, /^controller settings: type must be one of "pid", .*got "pdi"$/],
    [null, /^controller settings must be an object/],
  ])('refuses %j at run time with a message naming the field', (settings, message) => {
    expect(() => createTurnController(settings as never)).toThrow(message);
  });
});
