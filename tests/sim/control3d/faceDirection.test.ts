/**
 * Facing a target (cannon.js #322, Godot's look_at): the wanted orientation from faceDirection
 * (roll free) or lookRotation (an up kept), given to the controller every step, turns the body's
 * nose onto the direction, also from straight behind (where Godot's look_at works within 180° only).
 */
import { describe, expect, it } from 'vitest';
import { TimeOptimalController } from '../../../src/sim/control/TimeOptimalController';
import { AttitudeController } from '../../../src/sim/control3d/AttitudeController';
import { faceDirection, lookRotation } from '../../../src/sim/control3d/faceDirection';
import { quat } from '../../../src/sim/math3d/quaternion';
import type { Vec3Like } from '../../../src/sim/math3d/vec3';
import { matrixOf, rotationAbout, stepBody, times, unitVector, type Body3D } from './rigidBody3d';

const DT = 1 / 60;
const FORWARD = { x: 0, y: 0, z: 1 };

/** The angle between two directions, rad. */
function angleOf(a: Vec3Like, b: Vec3Like): number {
  return Math.acos(
    Math.max(-1, Math.min(1, (a.x * b.x + a.y * b.y + a.z * b.z) / (Math.hypot(a.x, a.y, a.z) * Math.hypot(b.x, b.y, b.z)))),
  );
}

/** Turns a body for 4 s toward `wanted(orientation)` each step; returns it. */
function turnToward(
  start: Body3D['orientation'],
  wanted: (orientation: Body3D['orientation'], out: Body3D['orientation']) => void,
): Body3D {
  const inertia = { moments: { x: 1, y: 2, z: 1.5 }, frame: quat() };
  const body: Body3D = { orientation: { ...start }, angularVelocity: { x: 0, y: 0, z: 0 }, inertia };
  const controller = new AttitudeController(new TimeOptimalController());
  const desired = quat();
  const torque = { x: 0, y: 0, z: 0 };
  for (let step = 0; step < 240; step++) {
    wanted(body.orientation, desired);
    controller.update(
      {
        orientation: body.orientation,
        desiredOrientation: desired,
        angularVelocity: body.angularVelocity,
        dt: DT,
        inertia,
        limit: { maxAngularAcceleration: 6 },
      },
      torque,
    );
    stepBody(body, torque, DT);
  }
  return body;
}

describe('facing a direction', () => {
  it.each([
    ['ahead and to the side', unitVector(0.7, 0.2)],
    ['straight behind', { x: 0, y: 0, z: -1 }],
  ] as const)('faceDirection, the target %s: the nose ends on it, roll left free, the body at rest', (_name, direction) => {
    const body = turnToward(quat(), (orientation, out) => faceDirection(out, orientation, direction, FORWARD));
    expect(angleOf(times(matrixOf(body.orientation), FORWARD), direction)).toBeLessThan(1e-6);
    expect(Math.hypot(body.angularVelocity.x, body.angularVelocity.y, body.angularVelocity.z)).toBeLessThan(1e-6);
  });

  it('lookRotation keeps an up: the nose on the direction and the body’s +y as near world +y as it can be', () => {
    const direction = { x: 1, y: 0.5, z: -2 };
    const up = { x: 0, y: 1, z: 0 };
    const body = turnToward(rotationAbout(unitVector(0.3, 0.8), 2), (_orientation, out) => lookRotation(out, direction, up, FORWARD, up));
    expect(angleOf(times(matrixOf(body.orientation), FORWARD), direction)).toBeLessThan(1e-6);
    // The body's up lies in the plane of the direction and world up, on world up's side.
    const bodyUp = times(matrixOf(body.orientation), up);
    const normal = {
      x: direction.y * up.z - direction.z * up.y,
      y: direction.z * up.x - direction.x * up.z,
      z: direction.x * up.y - direction.y * up.x,
    };
    expect(Math.abs(bodyUp.x * normal.x + bodyUp.y * normal.y + bodyUp.z * normal.z)).toBeLessThan(1e-6);
    expect(bodyUp.y).toBeGreaterThan(0);
  });

  it('refuses a zero direction, a zero axis and an up axis along the forward one, naming them', () => {
    expect(() => faceDirection(quat(), quat(), { x: 0, y: 0, z: 0 })).toThrow(/^direction: must not be zero/);
    expect(() => faceDirection(quat(), quat(), { x: 1, y: 0, z: 0 }, { x: 0, y: 0, z: 0 })).toThrow(/^forwardAxis: must not be zero/);
    expect(() => lookRotation(quat(), { x: 1, y: 0, z: 0 }, { x: 0, y: 1, z: 0 }, FORWARD, { x: 0, y: 0, z: 2 })).toThrow(
      /^upAxis: must not lie along forwardAxis/,
    );
    expect(() => faceDirection(quat(), { x: 0, y: 0, z: 0, w: 3 }, { x: 1, y: 0, z: 0 })).toThrow(
      /^orientation: must be a unit quaternion/,
    );
  });
});
