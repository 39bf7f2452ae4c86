import { describe, expect, it } from 'vitest';
import {
  checkController,
  checkControllerChange,
  CONTROLLER_FIELDS,
  controllerFieldRange,
  describeController,
} from '../../../src/app/fields/controllerFields';
import { CONTROLLER_TYPES, defaultControllerSettings } from '../../../src/sim/control/ControllerSettings';
import { controllerSchema } from '../../../src/sim/scenario/schema';

describe('controller fields of the panel', () => {
  it('list parameters of every type that its scenario schema knows', () => {
    for (const type of CONTROLLER_TYPES) {
      for (const field of CONTROLLER_FIELDS[type]) {
        // A wrong value for a known key is refused for its value, not as an unknown key.
        const result = controllerSchema().safeParse({ type, [field.key]: Symbol('bad') });
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.code, `${type}.${field.key}`).not.toBe('unrecognized_keys');
      }
    }
  });

  it('read their ranges from the schema', () => {
    expect(controllerFieldRange('pid', 'kp')).toBe(
      'must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its target)',
    );
    expect(controllerFieldRange('pid', 'maxHistory')).toBe('must be an integer ≥ 3 and ≤ 1000');
    expect(controllerFieldRange('stable-pd', 'naturalFrequency')).toBe('must be a number > 0 and ≤ 3000');
    expect(controllerFieldRange('stable-pd', 'dampingRatio')).toBe('must be a number ≥ 0 and ≤ 1000');
    expect(controllerFieldRange('time-optimal', 'gain')).toBe(
      'must be a number > 0 and ≤ 1000000 (a negative gain turns the body away from its target)',
    );
  });

  it('accept every type’s defaults', () => {
    for (const type of CONTROLLER_TYPES) expect(checkController(defaultControllerSettings(type)).ok).toBe(true);
  });

  it.each([
    [
      'pid',
      { kp: Number.NaN },
      'kp',
      new RegExp(
        '^kp \\(proportional gain\\) must be a number ≥ 0 and ≤ 1000000 \\(a negative gain turns the body away from its target\\); ' +
          'got not a number\\. Kept 60\\.$',
      ),
    ],
    [
      'pid',
      { derivativeFilterTime: 11 },
      'derivativeFilterTime',
      /derivative filter time \(s\) must be a number ≥ 0 and ≤ 10; got 11\. Kept 0\./,
    ],
    ['pid', { integral: 'forever' }, 'integral', /integral must be one of "window", "running"/],
    ['spd', { dampingRatio: -1 }, 'dampingRatio', /damping ratio ζ must be a number ≥ 0 .*Kept 1/],
    [
      'stable-pd',
      { naturalFrequency: 0 },
      'naturalFrequency',
      /natural frequency ω \(rad\/s\) must be a number > 0 and ≤ 3000; got 0\. Kept 8\./,
    ],
    ['time-optimal', { gain: Number.POSITIVE_INFINITY }, 'gain', /gain of the linear zone \(1\/s\) must be a number > 0/],
    ['stolk', { kp: 'abc' }, 'kp', /kp \(proportional gain\) must be .*got "abc"\. Kept 10\./],
  ] as const)('refuse a bad %s change %j, naming the field and its range', (type, changes, field, message) => {
    const result = checkControllerChange(defaultControllerSettings(type), changes);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.field).toBe(field);
      expect(result.message).toMatch(message);
    }
  });

  it('refuse an unknown type and unknown keys', () => {
    expect(checkController({ type: 'magic' })).toMatchObject({ ok: false, field: 'type' });
    expect(checkController({ type: 'pd', kp: 1, ki: 2 })).toMatchObject({ ok: false, field: 'ki' });
  });

  it('describe settings in one line', () => {
    const fixed = { ...defaultControllerSettings('pid'), kp: 60, ki: 2, kd: 14, scaleWithTurnRate: false, brakingCurve: false } as never;
    expect(describeController(fixed)).toBe('PID corrected · kp 60 ki 2 kd 14');
    expect(describeController({ ...defaultControllerSettings('pid'), kp: 60, ki: 2, kd: 14 } as never)).toBe(
      'PID corrected · kp 60 ki 2 kd 14 at 4π, scaled · braking curve',
    );
    expect(describeController({ ...(fixed as object), arithmetic: 'as-published' } as never)).toBe('PID as published · kp 60 ki 2 kd 14');
    expect(describeController({ type: 'time-optimal' })).toBe('time-optimal · gain 1/dt');
    expect(
      describeController({ type: 'stable-pd', naturalFrequency: 6, dampingRatio: 1, scaleWithTurnRate: false, brakingCurve: false }),
    ).toBe('stable PD · ω 6 rad/s ζ 1');
    expect(describeController({ type: 'pd', kp: 60, kd: 14, naturalFrequency: 5, dampingRatio: 0.7 })).toBe(
      'forward PD · ω 5 rad/s ζ 0.7 at 4π, scaled · braking curve',
    );
  });
});
