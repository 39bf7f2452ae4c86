/**
 * The figures docs/use-in-your-game.md gives for the torque call and the sign convention, measured:
 * the time-optimal controller's first command for a 90° turn from rest (a multiple of the motor's
 * limit), the 90° turn with that command applied unclamped and the fastest the limit allows, and
 * where a body ends after 5 s when the error is written set-point − measurement. A double
 * integrator stepped as the engines step it (semi-implicit Euler), 4π rad/s², 1/60 s.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PidController, TimeOptimalController, turnTorque, wrapAngle } from '../../src/controllers';

const guide = readFileSync(join(__dirname, '../../docs/use-in-your-game.md'), 'utf8').replaceAll(/\s+/g, ' ');
const LIMIT = 4 * Math.PI;
const DT = 1 / 60;
const TARGET = Math.PI / 2;

/** The time until a time-optimal turn to 90° comes to rest on it (within 1 mrad and 1 mrad/s), its command clamped or not. */
function timeToTurn(clamped: boolean): number {
  const controller = new TimeOptimalController();
  let heading = 0;
  let rate = 0;
  for (let step = 1; step <= 600; step++) {
    const command = controller.update({
      headingError: wrapAngle(heading - TARGET),
      angularVelocity: rate,
      dt: DT,
      maxAngularAcceleration: LIMIT,
      inertia: 1,
    });
    rate += (clamped ? Math.max(-LIMIT, Math.min(LIMIT, command)) : command) * DT;
    heading += rate * DT;
    if (Math.abs(heading - TARGET) < 1e-3 && Math.abs(rate) < 1e-3) return step * DT;
  }
  return Number.POSITIVE_INFINITY;
}

describe("the guide's figures for the torque call and the sign", () => {
  it(
    'the first command of a 90° turn is the multiple of the limit the guide gives; unclamped the turn takes the time it gives, ' +
      'faster than the limit allows',
    () => {
      const first = new TimeOptimalController().update({
        headingError: wrapAngle(0 - TARGET),
        angularVelocity: 0,
        dt: DT,
        maxAngularAcceleration: LIMIT,
        inertia: 1,
      });
      expect(guide).toContain(`first command for a 90° turn is ${(first / LIMIT).toFixed(1)} times the limit`);
      const unclamped = timeToTurn(false);
      const fastest = 2 * Math.sqrt(TARGET / LIMIT);
      expect(guide).toContain(
        `Unclamped, a body "turns" 90° in ${unclamped.toFixed(3)} s, faster than physics allows (${fastest.toFixed(3)} s at 4π rad/s²)`,
      );
      expect(unclamped).toBeLessThan(fastest);
      expect(timeToTurn(true)).toBeGreaterThanOrEqual(fastest);
    },
  );

  it('with the error written set-point − measurement, the body ends where the guide says instead of 90°', () => {
    const controller = new PidController();
    let heading = 0;
    let rate = 0;
    for (let step = 0; step < 300; step++) {
      rate += (turnTorque(controller, wrapAngle(TARGET - heading), rate, DT, LIMIT, 1) / 1) * DT;
      heading += rate * DT;
    }
    const endDegrees = Math.round((wrapAngle(heading) * 180) / Math.PI);
    expect(Math.abs(endDegrees)).toBe(180);
    expect(guide).toContain(`after 5 s it points at −180° instead of 90°`);
  });
});
