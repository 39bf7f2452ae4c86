/**
 * Inputs beyond what physics can mean. turnTorque answers 0 for a step or a motor limit outside
 * TURN_STEP_RANGE and MOTOR_LIMIT_RANGE (a limit of 1e308 or subnormal, a step of 1e308 s or
 * subnormal), as for NaN, without calling the controller; at the ranges' edges every controller
 * answers a finite torque within the limit. Whatever finite input update() takes directly (an
 * error of 1e308, a step of 1e308 s or subnormal, a limit of 5e-324), a controller's memory stays finite: saveState writes numbers,
 * never null, and a controller restored from it answers the next inputs bit for bit as the first.
 * NaN, ±∞ or a step ≤ 0 given to update() directly is refused, naming the field.
 */
import { describe, expect, it } from 'vitest';
import { CONTROLLER_TYPES } from '../../../src/sim/control/ControllerSettings';
import { MEMORY_BOUND, type ControllerMemory } from '../../../src/sim/control/controllerMemory';
import { createTurnController } from '../../../src/sim/control/createTurnController';
import type { PartialControllerSettings } from '../../../src/sim/control/checkControllerSettings';
import { MOTOR_LIMIT_RANGE, TURN_STEP_RANGE, turnTorque } from '../../../src/sim/control/turnTorque';
import type { TurnController, TurnInput } from '../../../src/sim/control/TurnController';

/** Every controller, and the PID's running integral, its derivative filter and its article's arithmetic. */
const SETTINGS: readonly PartialControllerSettings[] = [
  ...CONTROLLER_TYPES.map((type) => ({ type }) as PartialControllerSettings),
  { type: 'pid', integral: 'running', derivativeFilterTime: 0.05, ki: 1e6, kPlant: 1e6 },
  { type: 'pid', derivativeOn: 'error', derivativeFilterTime: 0.06 },
  { type: 'pid', arithmetic: 'as-published' },
];

const name = (settings: PartialControllerSettings): string => JSON.stringify(settings);

/** A controller that has turned a few steps, so that its memory holds something. */
function warmed(settings: PartialControllerSettings): TurnController {
  const controller = createTurnController(settings);
  for (let i = 0; i < 5; i++) turnTorque(controller, 1 - i * 0.1, 0.5, 1 / 60, 4 * Math.PI, 2);
  return controller;
}

const memoryOf = (controller: TurnController): string => JSON.stringify(controller.saveState?.() ?? {});

describe.each(SETTINGS.map((settings) => ({ settings, label: name(settings) })))('$label', ({ settings }) => {
  it.each([
    ['a motor limit of 1e308', 1 / 60, 1e308],
    ['a motor limit of MAX_VALUE', 1 / 60, Number.MAX_VALUE],
    ['a subnormal motor limit', 1 / 60, 5e-324],
    ['a motor limit of 1e-300', 1 / 60, 1e-300],
    ['a step of 1e308 s', 1e308, 4 * Math.PI],
    ['a subnormal step', 5e-324, 4 * Math.PI],
    ['a step of 1e-9 s', 1e-9, 4 * Math.PI],
  ])('turnTorque answers 0 for %s and leaves the controller as it was', (_label, dt, limit) => {
    const controller = warmed(settings);
    const before = memoryOf(controller);
    expect(turnTorque(controller, 0.5, 0.1, dt, limit, 1)).toBe(0);
    expect(memoryOf(controller)).toBe(before);
  });

  it('answers a finite torque within the limit at the edges of the step and limit ranges', () => {
    for (const dt of [TURN_STEP_RANGE.min, 1 / 60, TURN_STEP_RANGE.max]) {
      for (const limit of [MOTOR_LIMIT_RANGE.min, 4 * Math.PI, MOTOR_LIMIT_RANGE.max, Number.POSITIVE_INFINITY]) {
        const controller = warmed(settings);
        for (let i = 0; i < 3; i++) {
          const torque = turnTorque(controller, 0.5, 0.1, dt, limit, 1);
          expect(Number.isFinite(torque), `dt ${dt}, limit ${limit}`).toBe(true);
          expect(Math.abs(torque)).toBeLessThanOrEqual(limit);
        }
      }
    }
  });

  it('keeps a finite memory whatever finite input update() takes, which saves and restores bit for bit', () => {
    const controller = warmed(settings);
    const absurd: TurnInput[] = [
      { headingError: 1e308, angularVelocity: -1e308, dt: 1e308, maxAngularAcceleration: 1e308, inertia: 1e308 },
      { headingError: -1e308, angularVelocity: 1e308, dt: 1e308, maxAngularAcceleration: 5e-324, inertia: 5e-324 },
      { headingError: 0.5, angularVelocity: 1e308, dt: 1e-300, maxAngularAcceleration: Number.POSITIVE_INFINITY, inertia: 1 },
      { headingError: -1e308, angularVelocity: 0, dt: TURN_STEP_RANGE.min, maxAngularAcceleration: 1, inertia: 1 },
      { headingError: 1e308, angularVelocity: 1e308, dt: 1 / 60, maxAngularAcceleration: Number.POSITIVE_INFINITY, inertia: 1 },
      { headingError: 5e-324, angularVelocity: 1e308, dt: 5e-324, maxAngularAcceleration: 1e308, inertia: 1 },
    ];
    for (const input of absurd) {
      controller.update(input);
      controller.handOver?.(input, 1e308);
      const memory = controller.saveState?.() ?? {};
      for (const [key, value] of Object.entries(memory)) {
        for (const item of Array.isArray(value) ? value : [value])
          if (typeof item === 'number') expect(Math.abs(item), key).toBeLessThanOrEqual(MEMORY_BOUND);
      }
      // Through JSON, as a save game keeps it, into a new controller with the same settings.
      const restored = createTurnController(settings);
      restored.restoreState?.(JSON.parse(JSON.stringify(memory)) as ControllerMemory);
      for (let i = 0; i < 3; i++) {
        const next: TurnInput = {
          headingError: 0.4 - 0.1 * i,
          angularVelocity: 0.2,
          dt: 1 / 60,
          maxAngularAcceleration: 4 * Math.PI,
          inertia: 1,
        };
        expect(Object.is(restored.update(next), controller.update(next)), memoryOf(controller)).toBe(true);
      }
    }
  });

  it.each([
    ['NaN heading error', { headingError: Number.NaN }, 'input.headingError must be a finite number (rad), got NaN'],
    [
      'infinite angular velocity',
      { angularVelocity: Number.POSITIVE_INFINITY },
      'input.angularVelocity must be a finite number (rad/s), got Infinity',
    ],
    ['an infinite step', { dt: Number.POSITIVE_INFINITY }, 'input.dt must be a finite number > 0 (s), got Infinity'],
    ['a step of 0 s', { dt: 0 }, 'input.dt must be a finite number > 0 (s), got 0'],
    [
      'a NaN motor limit',
      { maxAngularAcceleration: Number.NaN },
      'input.maxAngularAcceleration must be a number ≥ 0 (rad/s²), or Infinity for no limit, got NaN',
    ],
    ['an infinite inertia', { inertia: Number.POSITIVE_INFINITY }, 'input.inertia must be a finite number ≥ 0 (kg·m²), got Infinity'],
  ] as const)('refuses %s in update() and handOver(), naming the field, and keeps its memory', (_label, change, message) => {
    const controller = warmed(settings);
    const before = memoryOf(controller);
    const input = { headingError: 0.4, angularVelocity: 0.2, dt: 1 / 60, maxAngularAcceleration: 4 * Math.PI, inertia: 1, ...change };
    expect(() => controller.update(input)).toThrow(RangeError);
    expect(() => controller.update(input)).toThrow(message);
    if (controller.handOver) expect(() => controller.handOver?.(input, 0)).toThrow(message);
    expect(memoryOf(controller)).toBe(before);
  });

  it('answers finite numbers with no motor limit (maxAngularAcceleration: Infinity, "no limit")', () => {
    const controller = createTurnController(settings);
    for (let i = 0; i < 10; i++) {
      const output = controller.update({
        headingError: 1 - i * 0.1,
        angularVelocity: 0.3,
        dt: 1 / 60,
        maxAngularAcceleration: Number.POSITIVE_INFINITY,
        inertia: 2,
      });
      expect(Number.isFinite(output)).toBe(true);
    }
  });

  it('refuses a missing or misspelled field from plain JavaScript with a TypeError naming it, and keeps its memory', () => {
    const controller = warmed(settings);
    const before = memoryOf(controller);
    const misspelled = {
      heading_error: 0.5,
      angularVelocity: 0.2,
      dt: 1 / 60,
      maxAngularAcceleration: 4 * Math.PI,
      inertia: 1,
    } as unknown as TurnInput;
    expect(() => controller.update(misspelled)).toThrow(TypeError);
    expect(() => controller.update(misspelled)).toThrow(
      /input\.headingError must be a finite number \(rad\), got undefined \(input has heading_error: misspelled\?\)/,
    );
    expect(() => controller.update({ ...misspelled, headingError: '0.5' } as unknown as TurnInput)).toThrow(
      'input.headingError must be a finite number (rad), got "0.5"',
    );
    expect(() => controller.update(null as unknown as TurnInput)).toThrow(/input must be an object/);
    expect(memoryOf(controller)).toBe(before);
  });
});

describe('time-optimal with no motor limit', () => {
  it('lands on the target in one step (the braking curve as the limit grows, not ∞ − ∞), as with a huge finite limit', () => {
    const input = { headingError: 1, angularVelocity: 0.3, dt: 1 / 60, inertia: 1 };
    const unlimited = createTurnController({ type: 'time-optimal' }).update({ ...input, maxAngularAcceleration: Number.POSITIVE_INFINITY });
    // The rate that closes the whole error this step: −1 rad / (1/60 s) = −60 rad/s, from 0.3 rad/s.
    expect(unlimited).toBeCloseTo((-60 - 0.3) * 60, 9);
    const huge = createTurnController({ type: 'time-optimal' }).update({ ...input, maxAngularAcceleration: 1e12 });
    expect(huge).toBeCloseTo(unlimited, 6);
  });
});
