/**
 * The naive snippet's three bugs, each measured (docs/controllers-pid.md, "`naive-snippet`"). The
 * turns run on a bare body (semi-implicit Euler, the motor's clamp), as a game that copies the
 * snippet would run it; the corrected PID is measured beside it on the same body.
 */
import { describe, expect, it } from 'vitest';
import { NaiveSnippetController, naiveHeadingError } from '../../../src/sim/control/NaiveSnippetController';
import { PidController } from '../../../src/sim/control/PidController';
import type { TurnController } from '../../../src/sim/control/TurnController';
import { degToRad, radToDeg, wrapAngle } from '../../../src/sim/math/angle';

const LIMIT = 4 * Math.PI;

/** What a turn did: the angle the body travelled, its overshoot past the target, its largest command. */
interface Turn {
  travelledDeg: number;
  overshootDeg: number;
  peakCommand: number;
}

/**
 * Turns a body from `fromDeg` to `toDeg` at `hz` steps a second for `seconds`, the error computed
 * by `error` (wrapped, as the game's entities do, or the snippet's own unwrapped line).
 */
function turn(
  controller: TurnController,
  fromDeg: number,
  toDeg: number,
  hz: number,
  seconds = 4,
  error = (h: number, d: number) => wrapAngle(h - d),
): Turn {
  const dt = 1 / hz;
  const desired = degToRad(toDeg);
  let heading = degToRad(fromDeg);
  let angularVelocity = 0;
  let travelled = 0;
  let peakCommand = 0;
  let overshoot = 0;
  const direction = Math.sign(wrapAngle(desired - heading));
  for (let i = 0; i < seconds * hz; i++) {
    const command = controller.update({
      headingError: error(heading, desired),
      angularVelocity,
      dt,
      maxAngularAcceleration: LIMIT,
      inertia: 1,
    });
    peakCommand = Math.max(peakCommand, Math.abs(command));
    angularVelocity += Math.max(-LIMIT, Math.min(LIMIT, command)) * dt;
    heading += angularVelocity * dt;
    travelled += Math.abs(angularVelocity * dt);
    overshoot = Math.max(overshoot, direction * wrapAngle(heading - desired));
  }
  return { travelledDeg: radToDeg(travelled), overshootDeg: radToDeg(overshoot), peakCommand };
}

/** The corrected PID with the article's fixed gains, D on the measurement: the naive snippet's fair comparison. */
const corrected = () =>
  new PidController({ kp: 60, ki: 2, kd: 14, derivativeOn: 'measurement', scaleWithTurnRate: false, brakingCurve: false });

describe('the naive snippet (a blog post’s PID) and its three bugs', () => {
  it('bug 1, no angle wrap: with its own error line, a turn from 170° to −170° goes the long way (340°, not 20°)', () => {
    expect(radToDeg(naiveHeadingError(degToRad(170), degToRad(-170)))).toBeCloseTo(340, 9);
    const longWay = turn(new NaiveSnippetController(), 170, -170, 60, 6, naiveHeadingError);
    const wrapped = turn(new NaiveSnippetController(), 170, -170, 60, 6);
    console.log(`from 170° to −170°: unwrapped ${longWay.travelledDeg.toFixed(1)}°, wrapped ${wrapped.travelledDeg.toFixed(1)}°`);
    expect(longWay.travelledDeg).toBeGreaterThan(330);
    expect(wrapped.travelledDeg).toBeLessThan(30);
  });

  it(
    'bug 2, the derivative kick: on a 90° jump of the target its derivative term is kd × the jump; the corrected PID’s (on the ' +
      'measurement) is 0',
    () => {
      const jump = { headingError: -Math.PI / 2, angularVelocity: 0, dt: 1 / 60, maxAngularAcceleration: LIMIT, inertia: 1 };
      const atRest = { ...jump, headingError: 0 };
      const naive = new NaiveSnippetController();
      const pid = corrected();
      for (const controller of [naive, pid]) controller.update(atRest);
      const naiveCommand = naive.update(jump);
      pid.update(jump);
      console.log(
        `derivative term on a 90° jump: naive ${naive.terms.derivative.toFixed(0)} rad/s² (command ${naiveCommand.toFixed(0)}, the ` +
          `motor gives ${LIMIT.toFixed(1)}), corrected PID ${pid.terms?.derivative.toFixed(0)} rad/s²`,
      );
      expect(naive.terms.derivative).toBeCloseTo(14 * 60 * (Math.PI / 2), 6);
      expect(Math.abs(pid.terms?.derivative ?? Number.NaN)).toBe(0);
    },
  );

  it('bug 3, gains that depend on the frame rate: the same 90° turn at 30 and 120 Hz differs; the corrected PID’s hardly', () => {
    const naive30 = turn(new NaiveSnippetController(), 0, 90, 30);
    const naive120 = turn(new NaiveSnippetController(), 0, 90, 120);
    const pid30 = turn(corrected(), 0, 90, 30);
    const pid120 = turn(corrected(), 0, 90, 120);
    console.log(
      `90° turn overshoot: naive ${naive30.overshootDeg.toFixed(2)}° at 30 Hz, ${naive120.overshootDeg.toFixed(2)}° at 120 Hz; ` +
        `corrected PID ${pid30.overshootDeg.toFixed(2)}°, ${pid120.overshootDeg.toFixed(2)}°`,
    );
    expect(Math.abs(naive30.overshootDeg - naive120.overshootDeg)).toBeGreaterThan(5 * Math.abs(pid30.overshootDeg - pid120.overshootDeg));
  });
});

describe('the naive snippet never answers NaN', () => {
  const base = { angularVelocity: 0, dt: 1 / 60, maxAngularAcceleration: 4 * Math.PI, inertia: 1 };

  it('refuses a NaN or infinite error, naming it, where it once answered NaN, and answers the next step as before', () => {
    const controller = new NaiveSnippetController();
    controller.update({ ...base, headingError: 0.5 });
    for (const headingError of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => controller.update({ ...base, headingError })).toThrow(/naive-snippet: input\.headingError must be a finite number/);
    }
    const fresh = new NaiveSnippetController();
    fresh.update({ ...base, headingError: 0.5 });
    expect(controller.update({ ...base, headingError: 0.25 })).toBe(fresh.update({ ...base, headingError: 0.25 }));
  });

  it('answers a number for errors of ±1e308 in any order, with any gains', () => {
    for (const gains of [{}, { kp: 1e6, ki: 1e6, kd: 1e6 }, { kp: 0, ki: 0, kd: 1e6 }]) {
      const controller = new NaiveSnippetController(gains);
      for (const headingError of [1e308, -1e308, -1e308, 1e308, 5e-324, -Number.MAX_VALUE]) {
        expect(Number.isNaN(controller.update({ ...base, headingError })), JSON.stringify(gains)).toBe(false);
      }
    }
  });
});
