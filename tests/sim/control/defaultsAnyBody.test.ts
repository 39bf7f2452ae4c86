import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROLLER_TYPES, type ControllerSettings } from '../../../src/sim/control/ControllerSettings';
import { createTurnController } from '../../../src/sim/control/createTurnController';
import { wrapAngle } from '../../../src/sim/math/angle';
import { clampToMotor } from '../../../src/sim/control/turnTorque';
import type { TurnInput } from '../../../src/sim/control/TurnController';

const DEG = Math.PI / 180;
const DT = 1 / 60;

/**
 * The largest |heading error| (deg) over the last 2 s of a turn of `turnDeg` from rest, by the
 * controller `settings` creates with nothing else given, on a body of inertia `inertia` (kg·m²)
 * whose motor is limited to `limit` (rad/s²): planck's semi-implicit step (ω += α·dt; θ += ω·dt), the
 * command clamped to ± the limit and applied as torque = command × inertia. The turn gets 12 times
 * the time-optimal turn's time (2·√(angle / limit)), at least 8 s, before the last 2 s.
 */
function residualDeg(settings: ControllerSettings, inertia: number, limit: number, turnDeg: number): number {
  const controller = createTurnController(settings);
  const desired = turnDeg * DEG;
  let heading = 0;
  let angularVelocity = 0;
  const input: TurnInput = { headingError: 0, angularVelocity: 0, dt: DT, maxAngularAcceleration: limit, inertia };
  const settleSeconds = Math.max(8, 12 * 2 * Math.sqrt(desired / limit));
  const steps = Math.round((settleSeconds + 2) / DT);
  let worst = 0;
  for (let i = 0; i < steps; i++) {
    input.headingError = wrapAngle(heading - desired);
    input.angularVelocity = angularVelocity;
    const torque = clampToMotor(controller.update(input), limit) * inertia;
    angularVelocity += (torque / inertia) * DT;
    heading += angularVelocity * DT;
    if (i * DT >= settleSeconds) worst = Math.max(worst, Math.abs(wrapAngle(heading - desired)));
  }
  return worst / DEG;
}

/**
 * The controllers that exist to show a failure and cannot settle by design, with the reason. Their
 * defaults are the ones their lesson needs; a turn that settles would hide it.
 */
const CANNOT_SETTLE: Partial<Record<string, string>> = {};

/** Every controller with no settings but its type, the article's as-published PID arithmetic too. */
const NO_SETTINGS: { name: string; settings: ControllerSettings }[] = [
  ...CONTROLLER_TYPES.map((type) => ({ name: type, settings: { type } as ControllerSettings })),
  { name: 'pid (as-published)', settings: { type: 'pid', arithmetic: 'as-published' } as ControllerSettings },
];

describe('every controller with no settings settles on any body', () => {
  for (const { name, settings } of NO_SETTINGS) {
    const reason = CANNOT_SETTLE[name];
    const test = reason === undefined ? it : it.skip;
    test(
      `${name}: 90° and 170° turns settle under 2° for inertia 0.01–10,000 kg·m² and limits 0.5–40 ` +
        `rad/s²${reason ? ` (cannot by design: ${reason})` : ''}`,
      () => {
        const worstSeen = { deg: 0 };
        fc.assert(
          fc.property(
            fc.double({ min: Math.log(0.01), max: Math.log(1e4), noNaN: true }).map(Math.exp),
            fc.double({ min: Math.log(0.5), max: Math.log(40), noNaN: true }).map(Math.exp),
            fc.constantFrom(90, 170),
            (inertia, limit, turnDeg) => {
              const residual = residualDeg(settings, inertia, limit, turnDeg);
              worstSeen.deg = Math.max(worstSeen.deg, residual);
              return residual < 2;
            },
          ),
          {
            seed: 43,
            numRuns: 100,
            // The corners of the ranges, always tried.
            examples: [0.01, 1e4].flatMap((inertia) =>
              [0.5, 40].flatMap((limit) => [90, 170].map((turn): [number, number, number] => [inertia, limit, turn])),
            ),
          },
        );
        expect(worstSeen.deg).toBeLessThan(2);
      },
    );
  }
});
