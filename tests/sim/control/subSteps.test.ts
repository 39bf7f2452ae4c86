import { describe, expect, it } from 'vitest';
import { clampToMotor, PidController, TimeOptimalController, type TurnController } from '../../../src/controllers';
import { wrapAngle } from '../../../src/sim/math/angle';
import { withSubSteps } from '../../../src/sim/control/subSteps';

/**
 * withSubSteps (src/sim/control/subSteps.ts) against an engine that sub-steps as Box2D v3 and
 * Rapier do: the command held over the step, the rate and then the angle advanced in each of n
 * sub-steps. (tests/ports/realEngines.test.ts runs the real engines.)
 */

const DT = 1 / 60;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Turns a body at rest from 0 to `desired` for `seconds`, `subSteps` sub-steps a step; its overshoot and end error, rad. */
function turn(
  controller: TurnController,
  desired: number,
  limit: number,
  subSteps: number,
  seconds = 4,
): { overshoot: number; endError: number; steps: number } {
  let angle = 0;
  let rate = 0;
  let overshoot = 0;
  const h = DT / subSteps;
  let steps = 0;
  for (; steps * DT < seconds; steps++) {
    const command = clampToMotor(
      controller.update({
        headingError: wrapAngle(angle - desired),
        angularVelocity: rate,
        dt: DT,
        maxAngularAcceleration: limit,
        inertia: 1,
      }),
      limit,
    );
    for (let k = 0; k < subSteps; k++) {
      rate += command * h;
      angle += rate * h;
    }
    overshoot = Math.max(overshoot, Math.sign(desired) * wrapAngle(angle - desired));
  }
  return { overshoot, endError: wrapAngle(angle - desired), steps };
}

const TURNS = [90, 170].flatMap((degrees) => [Math.PI, 4 * Math.PI, 40].map((limit) => ({ degrees, limit })));

describe('withSubSteps: the time-optimal controller told the engine’s sub-steps', () => {
  it.each([2, 4, 8])(
    'with %i sub-steps, turns 90° and 170° at π, 4π and 40 rad/s² with under 0.2° of overshoot, ending on the heading',
    (subSteps) => {
      for (const { degrees, limit } of TURNS) {
        const told = turn(withSubSteps(new TimeOptimalController(), subSteps), toRadians(degrees), limit, subSteps);
        expect(told.overshoot, `${degrees}° at ${limit.toFixed(2)} rad/s²`).toBeLessThan(toRadians(0.2));
        expect(Math.abs(told.endError), `${degrees}° at ${limit.toFixed(2)} rad/s²`).toBeLessThan(1e-6);
      }
    },
  );

  it('untold, the same turns with 4 sub-steps overshoot by about (n−1)/(2n) of a step at the peak rate: 3/8 · √(a·θ) · dt', () => {
    for (const { degrees, limit } of TURNS) {
      const untold = turn(new TimeOptimalController(), toRadians(degrees), limit, 4);
      const predicted = (3 / 8) * Math.sqrt(limit * toRadians(degrees)) * DT;
      expect(untold.overshoot / predicted, `${degrees}° at ${limit.toFixed(2)} rad/s²`).toBeGreaterThan(0.8);
      expect(untold.overshoot / predicted, `${degrees}° at ${limit.toFixed(2)} rad/s²`).toBeLessThan(1.2);
    }
  });

  it('is as fast as the bang-bang limit allows: within 2 steps of what one sub-step takes, and of 2·√(θ/a)', () => {
    for (const { degrees, limit } of TURNS) {
      const arrival = (controller: TurnController, subSteps: number): number => {
        let t = 0;
        let angle = 0;
        let rate = 0;
        const desired = toRadians(degrees);
        while (Math.abs(wrapAngle(angle - desired)) > toRadians(0.5)) {
          const command = clampToMotor(
            controller.update({
              headingError: wrapAngle(angle - desired),
              angularVelocity: rate,
              dt: DT,
              maxAngularAcceleration: limit,
              inertia: 1,
            }),
            limit,
          );
          for (let k = 0; k < subSteps; k++) {
            rate += (command * DT) / subSteps;
            angle += (rate * DT) / subSteps;
          }
          t += DT;
        }
        return t;
      };
      const told = arrival(withSubSteps(new TimeOptimalController(), 4), 4);
      expect(Math.abs(told - arrival(new TimeOptimalController(), 1))).toBeLessThanOrEqual(2 * DT + 1e-9);
      expect(told).toBeLessThan(2 * Math.sqrt(toRadians(degrees) / limit) + 2 * DT);
    }
  });

  it('with one sub-step answers bit for bit as the controller alone, and keeps its memory, terms and reset', () => {
    const inputs = Array.from({ length: 50 }, (_, i) => ({
      headingError: Math.sin(i) * 2,
      angularVelocity: Math.cos(i * 0.7),
      dt: DT,
      maxAngularAcceleration: 4 * Math.PI,
      inertia: 1,
    }));
    const alone = new PidController();
    const wrapped = withSubSteps(new PidController(), 1);
    for (const input of inputs) expect(Object.is(wrapped.update(input), alone.update(input))).toBe(true);
    expect(wrapped.saveState?.()).toEqual(alone.saveState());
    expect(wrapped.terms).toEqual(alone.terms);
    expect(wrapped.type).toBe('pid');
    const memory = alone.saveState();
    const restored = withSubSteps(new PidController(), 4);
    restored.restoreState?.(memory);
    expect(restored.saveState?.()).toEqual(memory);
  });

  it.each([0, -1, 2.5, 65, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s sub-steps naming the field and its range', (subSteps) => {
    expect(() => withSubSteps(new TimeOptimalController(), subSteps)).toThrow(/^subSteps: must be a whole number from 1 to 64; got /);
  });
});
