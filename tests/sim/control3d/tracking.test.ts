/**
 * A wanted orientation that turns at a constant rate Ω about a fixed axis, its rate fed forward
 * (desiredAngularVelocity): the lag goes to 0, as the 2D laws' does behind a circling target, and
 * the commanded |α| (the law along the axis and the damping across it together) never exceeds the bound.
 * Without the feed-forward a lag remains (the time-optimal law's Ω²/(2a), its braking curve's).
 */
import { describe, expect, it } from 'vitest';
import type { ControllerType } from '../../../src/sim/control/ControllerSettings';
import { createAttitudeController } from '../../../src/sim/control3d/createAttitudeController';
import { angleBetween, compose, rotationAbout, stepBody, unitVector, type Body3D } from './rigidBody3d';

const DT = 1 / 60;
const RATE = 0.6; // rad/s
const LIMIT = 2; // rad/s²

/**
 * The error (rad) at each whole second of a 12 s chase of the turning orientation; throws if a step commands more than the bound on |α|.
 */
function chase(type: ControllerType, feedForward: boolean): number[] {
  const axis = unitVector(0.8, 0.35);
  const inertia = { moments: { x: 2, y: 1, z: 3 }, frame: rotationAbout(unitVector(0.5, 0.5), 1) };
  const body: Body3D = { orientation: rotationAbout(unitVector(0.1, 0.9), 0.7), angularVelocity: { x: 0, y: 0, z: 0 }, inertia };
  const start = { x: 0, y: 0, z: 0, w: 1 };
  const controller = createAttitudeController({ type });
  const torque = { x: 0, y: 0, z: 0 };
  const desiredAngularVelocity = feedForward ? { x: RATE * axis.x, y: RATE * axis.y, z: RATE * axis.z } : { x: 0, y: 0, z: 0 };
  const errors: number[] = [];
  for (let step = 0; step <= 12 * 60; step++) {
    const desired = compose(rotationAbout(axis, RATE * step * DT), start);
    if (step % 60 === 0) errors.push(angleBetween(body.orientation, desired));
    controller.update(
      {
        orientation: body.orientation,
        desiredOrientation: desired,
        angularVelocity: body.angularVelocity,
        desiredAngularVelocity,
        dt: DT,
        inertia,
        limit: { maxAngularAcceleration: LIMIT },
      },
      torque,
    );
    // The damping across the axis and the law along it share the motor: together within the bound.
    const a = controller.angularAcceleration;
    expect(Math.hypot(a.x, a.y, a.z)).toBeLessThanOrEqual(LIMIT * (1 + 1e-12));
    stepBody(body, torque, DT);
  }
  return errors;
}

describe('tracking an orientation that turns at a constant rate', () => {
  it.each(['time-optimal', 'stable-pd', 'spd', 'pd', 'pid'] as const)(
    '%s, the rate fed forward: the lag falls to under 1e-6 rad by 8 s and stays there',
    (type) => {
      const errors = chase(type, true);
      console.log(
        `${type}: lag at 2, 4, 8, 12 s: ` +
          `${[2, 4, 8, 12].map((second) => (((errors[second] as number) * 180) / Math.PI).toExponential(1)).join(', ')}°`,
      );
      for (const error of errors.slice(8)) expect(error).toBeLessThan(1e-6);
    },
  );

  it("time-optimal without the feed-forward: a steady lag of about its braking curve's Ω²/(2a)", () => {
    const errors = chase('time-optimal', false);
    const expected = (RATE * RATE) / (2 * LIMIT);
    console.log(`time-optimal without feed-forward: lag ${(errors.at(-1) as number).toFixed(4)} rad, Ω²/(2a) = ${expected.toFixed(4)} rad`);
    expect(errors.at(-1) as number).toBeGreaterThan(0.5 * expected);
    expect(errors.at(-1) as number).toBeLessThan(1.5 * expected);
  });
});
