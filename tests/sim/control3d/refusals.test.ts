/**
 * Bad input is refused, naming the argument and its range, and changes nothing: NaN, ∞, a
 * quaternion that is not a rotation, a non-positive moment, a bad limit or option; the controller's
 * memory (the 2D law's, the axis and side) is the same after the refusal (saveState before and
 * after). And a memory saved and restored continues the run bit for bit.
 */
import { describe, expect, it } from 'vitest';
import { PidController } from '../../../src/sim/control/PidController';
import { TimeOptimalController } from '../../../src/sim/control/TimeOptimalController';
import { AttitudeController } from '../../../src/sim/control3d/AttitudeController';
import type { AttitudeInput } from '../../../src/sim/control3d/AttitudeInput';
import { compose, rotationAbout, stepBody, unitVector, type Body3D } from './rigidBody3d';

const DT = 1 / 60;

/** A good input, a fresh object each call. */
function goodInput(): AttitudeInput {
  return {
    orientation: rotationAbout(unitVector(0.2, 0.3), 0.4),
    desiredOrientation: rotationAbout(unitVector(0.7, 0.1), 2),
    angularVelocity: { x: 0.1, y: -0.2, z: 0.3 },
    desiredAngularVelocity: { x: 0, y: 0.1, z: 0 },
    desiredAngularAcceleration: { x: 0, y: 0, z: 0 },
    dt: DT,
    inertia: { moments: { x: 1, y: 2, z: 3 }, frame: rotationAbout(unitVector(0.5, 0.5), 0.3) },
    limit: { maxAngularAcceleration: 4 },
  };
}

/** A PID-driven controller with some memory: 30 steps of a turn. */
function warmed(): AttitudeController {
  const controller = new AttitudeController(new PidController());
  const torque = { x: 0, y: 0, z: 0 };
  for (let i = 0; i < 30; i++) controller.update(goodInput(), torque);
  return controller;
}

/** Each bad input: how it is made from a good one, and the words its refusal must hold. */
const BAD: {
  what: string;
  change: (input: Record<string, unknown>) => void;
  error: typeof TypeError | typeof RangeError;
  words: RegExp;
}[] = [
  {
    what: 'orientation.w NaN',
    change: (i) => ((i.orientation as { w: number }).w = Number.NaN),
    error: RangeError,
    words: /^orientation\.w: must be a finite number, got NaN/,
  },
  {
    what: 'orientation of length 2',
    change: (i) => (i.orientation = { x: 0, y: 0, z: 0, w: 2 }),
    error: RangeError,
    words: /^orientation: must be a unit quaternion \(its length within 0\.0001 of 1\), got length 2/,
  },
  {
    what: 'orientation zero',
    change: (i) => (i.orientation = { x: 0, y: 0, z: 0, w: 0 }),
    error: RangeError,
    words: /^orientation: must be a unit quaternion/,
  },
  {
    what: 'orientation missing w',
    change: (i) => (i.orientation = { x: 0, y: 0, z: 0 }),
    error: TypeError,
    words: /^orientation\.w: must be a finite number, got undefined/,
  },
  {
    what: 'desiredOrientation Euler angles in its slots',
    change: (i) => (i.desiredOrientation = { x: 45, y: 45, z: 34, w: 1 }),
    error: RangeError,
    words: /^desiredOrientation: must be a unit quaternion/,
  },
  {
    what: 'desiredOrientation ∞',
    change: (i) => ((i.desiredOrientation as { x: number }).x = Number.POSITIVE_INFINITY),
    error: RangeError,
    words: /^desiredOrientation\.x: must be a finite number, got Infinity/,
  },
  {
    what: 'angularVelocity.y NaN',
    change: (i) => ((i.angularVelocity as { y: number }).y = Number.NaN),
    error: RangeError,
    words: /^angularVelocity\.y: must be a number ≥ -1000000 and ≤ 1000000, got NaN/,
  },
  {
    what: 'angularVelocity a string',
    change: (i) => ((i.angularVelocity as { z: unknown }).z = '1'),
    error: TypeError,
    words: /^angularVelocity\.z: must be a number/,
  },
  {
    what: 'angularVelocity not an object',
    change: (i) => (i.angularVelocity = 3),
    error: TypeError,
    words: /^angularVelocity: must be an object \{x, y, z\}, got 3/,
  },
  {
    what: 'desiredAngularVelocity ∞',
    change: (i) => ((i.desiredAngularVelocity as { x: number }).x = Number.NEGATIVE_INFINITY),
    error: RangeError,
    words: /^desiredAngularVelocity\.x: must be/,
  },
  {
    what: 'desiredAngularAcceleration NaN',
    change: (i) => ((i.desiredAngularAcceleration as { z: number }).z = Number.NaN),
    error: RangeError,
    words: /^desiredAngularAcceleration\.z: must be/,
  },
  { what: 'dt 0', change: (i) => (i.dt = 0), error: RangeError, words: /^dt: must be a number ≥ 0\.000001 and ≤ 10, got 0/ },
  { what: 'dt NaN', change: (i) => (i.dt = Number.NaN), error: RangeError, words: /^dt: must be a number ≥ 0\.000001 and ≤ 10, got NaN/ },
  {
    what: 'a zero moment',
    change: (i) => ((i.inertia as { moments: { y: number } }).moments.y = 0),
    error: RangeError,
    words: /^inertia\.moments\.y: must be a number ≥ 1e-12 and ≤ 1000000000000000, got 0/,
  },
  {
    what: 'a negative moment',
    change: (i) => ((i.inertia as { moments: { z: number } }).moments.z = -3),
    error: RangeError,
    words: /^inertia\.moments\.z: must be/,
  },
  {
    what: 'an inertia frame not a rotation',
    change: (i) => ((i.inertia as { frame: { w: number } }).frame.w = 3),
    error: RangeError,
    words: /^inertia\.frame: must be a unit quaternion/,
  },
  { what: 'no limit', change: (i) => (i.limit = {}), error: TypeError, words: /^limit: must have exactly one of maxAngularAcceleration/ },
  {
    what: 'both limits',
    change: (i) => (i.limit = { maxAngularAcceleration: 1, maxTorque: { x: 1, y: 1, z: 1 } }),
    error: TypeError,
    words: /^limit: must have exactly one of/,
  },
  {
    what: 'a zero acceleration limit',
    change: (i) => (i.limit = { maxAngularAcceleration: 0 }),
    error: RangeError,
    words: /^limit\.maxAngularAcceleration: must be a number ≥ 0\.000001 and ≤ 1000000000 rad\/s², or Infinity, got 0/,
  },
  {
    what: 'a NaN torque limit',
    change: (i) => (i.limit = { maxTorque: { x: 1, y: Number.NaN, z: 1 } }),
    error: RangeError,
    words: /^limit\.maxTorque\.y: must be a finite number, got NaN/,
  },
  {
    what: 'a negative torque limit',
    change: (i) => (i.limit = { maxTorque: { x: 1, y: 1, z: -1 } }),
    error: RangeError,
    words: /^limit\.maxTorque\.z: must be a number ≥ 1e-9 and ≤ 1000000000000000000 N·m, or Infinity, got -1/,
  },
];

describe('a bad input is refused, naming it, and changes nothing', () => {
  it.each(BAD)('$what', ({ change, error, words }) => {
    const controller = warmed();
    const before = controller.saveState();
    const torque = { x: 7, y: 8, z: 9 };
    const input = goodInput() as unknown as Record<string, unknown>;
    change(input);
    expect(() => controller.update(input as unknown as AttitudeInput, torque)).toThrow(error);
    expect(() => controller.update(input as unknown as AttitudeInput, torque)).toThrow(words);
    expect(controller.saveState()).toEqual(before);
    expect(torque).toEqual({ x: 7, y: 8, z: 9 });
    // And the next good step is the one an untouched twin takes.
    const twin = warmed();
    const a = { x: 0, y: 0, z: 0 };
    const b = { x: 0, y: 0, z: 0 };
    controller.update(goodInput(), a);
    twin.update(goodInput(), b);
    expect(a).toEqual(b);
  });

  it('a torque limit of Infinity about one body axis is taken, as no limit about that axis (the other two still bound)', () => {
    const input = goodInput();
    input.inertia = { moments: { x: 1, y: 2, z: 3 }, frame: { x: 0, y: 0, z: 0, w: 1 } };
    input.orientation = { x: 0, y: 0, z: 0, w: 1 };
    input.angularVelocity = { x: 0, y: 0, z: 0 };
    input.desiredAngularVelocity = { x: 0, y: 0, z: 0 };
    // A 90° turn about the body's y axis: only the y torque turns it, and y is unlimited.
    input.desiredOrientation = rotationAbout({ x: 0, y: 1, z: 0 }, Math.PI / 2);
    input.limit = { maxTorque: { x: 1, y: Number.POSITIVE_INFINITY, z: 1 } };
    const controller = new AttitudeController(new PidController());
    const torque = { x: 0, y: 0, z: 0 };
    expect(() => controller.update(input, torque)).not.toThrow();
    expect(controller.budget).toBe(Number.POSITIVE_INFINITY);
    // The PID's first command for the turn, about y alone, unclamped: I_y times it.
    const pid = new PidController();
    const command = pid.update({
      headingError: -Math.PI / 2,
      angularVelocity: 0,
      dt: DT,
      maxAngularAcceleration: Number.POSITIVE_INFINITY,
      inertia: 2,
    });
    expect(torque).toEqual({ x: 0, y: 2 * command, z: 0 });
    expect(command).toBeGreaterThan(4 * Math.PI);
  });

  it('a float32 quaternion (Rapier, Unity) passes: within 1e-4 of unit', () => {
    const controller = new AttitudeController(new TimeOptimalController());
    const input = goodInput();
    const q = input.orientation;
    input.orientation = { x: Math.fround(q.x), y: Math.fround(q.y), z: Math.fround(q.z), w: Math.fround(q.w) * (1 + 5e-7) };
    expect(() => controller.update(input, { x: 0, y: 0, z: 0 })).not.toThrow();
  });

  it('updateFromError refuses an error longer than π, and a torque to write into that is no object', () => {
    const controller = warmed();
    const before = controller.saveState();
    const { desiredOrientation: _, ...state } = goodInput();
    expect(() => controller.updateFromError({ ...state, error: { x: 0, y: 0, z: 3.2 } }, { x: 0, y: 0, z: 0 })).toThrow(
      /^error: must be a rotation vector no longer than π/,
    );
    expect(() => controller.update(goodInput(), null as unknown as { x: number; y: number; z: number })).toThrow(
      /^torque: must be an object/,
    );
    expect(controller.saveState()).toEqual(before);
  });

  it('a frozen torque to write into is refused by name before anything changes (not a raw TypeError from the write)', () => {
    const controller = warmed();
    const before = controller.saveState();
    const frozen = Object.freeze({ x: 0, y: 0, z: 0 });
    expect(() => controller.update(goodInput(), frozen)).toThrow(/^torque: must be an object whose x, y and z can be written .*frozen/);
    expect(controller.saveState()).toEqual(before);
  });

  it("a GyroscopicStep that answers NaN is refused naming options.gyroscopic (not reported as the 2D law's maxAngularAcceleration)", () => {
    const broken = { torque: (out: { x: number; y: number; z: number }) => Object.assign(out, { x: Number.NaN, y: 0, z: 0 }) };
    for (const limit of [{ maxAngularAcceleration: 4 }, { maxTorque: { x: 2, y: 3, z: 4 } }]) {
      const controller = new AttitudeController(new PidController(), { gyroscopic: broken });
      expect(() => controller.update({ ...goodInput(), limit }, { x: 0, y: 0, z: 0 })).toThrow(
        /^options\.gyroscopic: its torque\(\) answered \(NaN, 0, 0\) N·m; a GyroscopicStep must write a finite torque/,
      );
    }
  });

  it('bad options and a bad law are refused when the controller is made', () => {
    expect(() => new AttitudeController(new PidController(), { hysteresis: 1 })).toThrow(
      /^options\.hysteresis: must be a number ≥ 0 and ≤ 0\.5/,
    );
    expect(() => new AttitudeController(new PidController(), { crossAxisDamping: 0 })).toThrow(
      /^options\.crossAxisDamping: must be a number > 0/,
    );
    expect(() => new AttitudeController(new PidController(), { gyroscopic: 'yes' as unknown as boolean })).toThrow(TypeError);
    expect(() => new AttitudeController(new PidController(), { gyroscopic: {} as unknown as boolean })).toThrow(
      /^options.gyroscopic: must be true, false or a GyroscopicStep/,
    );
    expect(() => new AttitudeController(new PidController(), { hysterisis: 0.1 } as unknown as object)).toThrow(
      /^options: hysterisis is not one of its options \(gyroscopic, hysteresis, crossAxisDamping\)/,
    );
    expect(() => new AttitudeController({} as unknown as PidController)).toThrow(/^turn: must be a TurnController/);
  });
});

describe('saveState and restoreState', () => {
  it(
    'a memory saved at any step and restored into a fresh controller continues the run bit for bit (PID along the axis, torque ' +
      'limits, a moving target)',
    () => {
      const run = (restoreAt: number | null): number[] => {
        const inertia = { moments: { x: 1, y: 2, z: 3 }, frame: rotationAbout(unitVector(0.5, 0.5), 0.3) };
        const body: Body3D = { orientation: rotationAbout(unitVector(0.2, 0.3), 0.4), angularVelocity: { x: 0.3, y: 0, z: -0.2 }, inertia };
        let controller = new AttitudeController(new PidController());
        const torque = { x: 0, y: 0, z: 0 };
        const torques: number[] = [];
        const axis = unitVector(0.6, 0.2);
        for (let step = 0; step < 200; step++) {
          if (step === restoreAt) {
            const saved = JSON.parse(JSON.stringify(controller.saveState()));
            controller = new AttitudeController(new PidController());
            controller.restoreState(saved);
          }
          const desired = compose(rotationAbout(axis, 0.5 * step * DT), rotationAbout(unitVector(0.9, 0.9), 2.5));
          controller.update(
            {
              orientation: body.orientation,
              desiredOrientation: desired,
              angularVelocity: body.angularVelocity,
              desiredAngularVelocity: { x: 0.5 * axis.x, y: 0.5 * axis.y, z: 0.5 * axis.z },
              dt: DT,
              inertia,
              limit: { maxTorque: { x: 2, y: 3, z: 4 } },
            },
            torque,
          );
          torques.push(torque.x, torque.y, torque.z);
          stepBody(body, torque, DT);
        }
        return torques;
      };
      const straight = run(null);
      for (const at of [1, 37, 120]) expect(run(at)).toEqual(straight);
    },
  );

  it('a bad memory is refused naming its field, and changes nothing', () => {
    const controller = warmed();
    const before = controller.saveState();
    expect(() => controller.restoreState({ ...before, axis: [1, 1, 1] })).toThrow(/^memory\.axis: must be a unit vector/);
    expect(() => controller.restoreState({ ...before, axis: [0, 0] })).toThrow(/^memory\.axis: must be 3 finite numbers/);
    expect(() => controller.restoreState({ ...before, angle: 7 })).toThrow(/^memory\.angle: must be a number from/);
    expect(() =>
      controller.restoreState({ ...before, turn: { ...before.turn, runningIntegral: 'x' } } as unknown as typeof before),
    ).toThrow(RangeError);
    expect(controller.saveState()).toEqual(before);
    // A law that keeps no memory takes none.
    expect(() => new AttitudeController(new TimeOptimalController()).restoreState(before)).toThrow(
      /^memory\.turn: must be \{\} \(the time-optimal law keeps no memory\)/,
    );
  });
});
