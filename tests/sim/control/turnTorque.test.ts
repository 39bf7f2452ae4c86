import { describe, expect, it } from 'vitest';
import { PidController } from '../../../src/sim/control/PidController';
import { TimeOptimalController } from '../../../src/sim/control/TimeOptimalController';
import { turnTorque } from '../../../src/sim/control/turnTorque';

const LIMIT = 4 * Math.PI;
const DT = 1 / 60;

describe('turnTorque: a controller turned into a torque for any engine', () => {
  it('clamps the command to the motor and multiplies by the inertia', () => {
    // The time-optimal controller's first command on a 90° turn is far beyond the limit.
    const raw = new TimeOptimalController().update({
      headingError: -Math.PI / 2,
      angularVelocity: 0,
      dt: DT,
      maxAngularAcceleration: LIMIT,
      inertia: 3,
    });
    expect(raw / LIMIT).toBeGreaterThan(20);
    expect(turnTorque(new TimeOptimalController(), -Math.PI / 2, 0, DT, LIMIT, 3)).toBeCloseTo(LIMIT * 3, 12);
    expect(turnTorque(new TimeOptimalController(), Math.PI / 2, 0, DT, LIMIT, 3)).toBeCloseTo(-LIMIT * 3, 12);
  });

  it('turns a double integrator 90° as the controller alone would, with the clamp', () => {
    const controller = new PidController();
    const inertia = 2;
    let heading = 0;
    let rate = 0;
    for (let step = 0; step < 120; step++) {
      const torque = turnTorque(controller, heading - Math.PI / 2, rate, DT, LIMIT, inertia);
      expect(Math.abs(torque / inertia)).toBeLessThanOrEqual(LIMIT + 1e-12);
      rate += (torque / inertia) * DT;
      heading += rate * DT;
    }
    expect(Math.abs(heading - Math.PI / 2)).toBeLessThan(0.01);
  });

  it('gives 0 for NaN or infinite inputs without calling the controller, and for a NaN command', () => {
    let calls = 0;
    const counting = { type: 'count', reset() {}, update: () => (calls++, 1) };
    for (const args of [
      [Number.NaN, 0, DT, LIMIT, 1],
      [0.1, Number.POSITIVE_INFINITY, DT, LIMIT, 1],
      [0.1, 0, 0, LIMIT, 1],
      [0.1, 0, DT, Number.NaN, 1],
      [0.1, 0, DT, LIMIT, Number.NaN],
    ] as const) {
      const [error, rate, dt, limit, inertia] = args;
      expect(turnTorque(counting, error, rate, dt, limit, inertia)).toBe(0);
    }
    expect(calls).toBe(0);
    expect(turnTorque({ type: 'nan', reset() {}, update: () => Number.NaN }, 0.1, 0, DT, LIMIT, 1)).toBe(0);
    // An infinite limit means no clamp; an infinite command still gives no infinite torque.
    expect(turnTorque({ type: 'big', reset() {}, update: () => 1e6 }, 0.1, 0, DT, Number.POSITIVE_INFINITY, 2)).toBe(2e6);
    expect(turnTorque({ type: 'inf', reset() {}, update: () => Number.POSITIVE_INFINITY }, 0.1, 0, DT, Number.POSITIVE_INFINITY, 2)).toBe(
      0,
    );
  });
});
