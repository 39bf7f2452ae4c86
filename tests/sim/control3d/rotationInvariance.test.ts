/**
 * The controller has no favourite direction: rotating the whole scene by Q (the body's and the
 * wanted orientations, the angular velocities and the set-point's acceleration; the inertia frame is
 * the body's, so it turns with the body) rotates the torque by Q, within 1e-9 of the largest torque
 * (rounding in the quaternion products; a fresh controller's first axis prefers z ≥ 0, which a law
 * odd in its error turns into the same torque with both signs flipped, so rounding is all that differs).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROLLER_TYPES, type ControllerSettings } from '../../../src/sim/control/ControllerSettings';
import { createAttitudeController } from '../../../src/sim/control3d/createAttitudeController';
import type { Vec3Like } from '../../../src/sim/math3d/vec3';
import { compose, matrixOf, rotationAbout, times, unitVector } from './rigidBody3d';

const unitArbitrary = fc
  .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([u, v]) => unitVector(u, v));
/** Rotations by 1e-6 rad to π, and none: a rotation by 1e-313 rad has subnormal components, and its axis only a few bits. */
const rotationArbitrary = fc.oneof(
  fc.constant({ x: 0, y: 0, z: 0, w: 1 }),
  fc.tuple(unitArbitrary, fc.double({ min: 1e-6, max: Math.PI, noNaN: true })).map(([axis, angle]) => rotationAbout(axis, angle)),
);
const vectorArbitrary = fc
  .tuple(
    fc.double({ min: -3, max: 3, noNaN: true }),
    fc.double({ min: -3, max: 3, noNaN: true }),
    fc.double({ min: -3, max: 3, noNaN: true }),
  )
  .map(([x, y, z]) => ({ x, y, z }));

describe('rotating the whole scene rotates the torque the same way', () => {
  it.each(CONTROLLER_TYPES)(
    '%s: five steps of the same scene and of the scene turned by Q, at 3 rad/s², with and without the gyroscopic term ' +
      '(fast-check, seed 11)',
    (type) => {
      let worst = 0;
      fc.assert(
        fc.property(
          rotationArbitrary,
          rotationArbitrary,
          rotationArbitrary,
          vectorArbitrary,
          vectorArbitrary,
          rotationArbitrary,
          fc.boolean(),
          (scene, orientation, desired, angularVelocity, desiredAngularVelocity, frame, gyroscopic) => {
            const inertia = { moments: { x: 1, y: 2.5, z: 4 }, frame };
            const plain = createAttitudeController({ type } as ControllerSettings, { gyroscopic });
            const turned = createAttitudeController({ type } as ControllerSettings, { gyroscopic });
            const q = matrixOf(scene);
            const rotate = (v: Vec3Like): Vec3Like => times(q, v);
            const torque = { x: 0, y: 0, z: 0 };
            const turnedTorque = { x: 0, y: 0, z: 0 };
            const limit = { maxAngularAcceleration: 3 };
            for (let step = 0; step < 5; step++) {
              plain.update(
                { orientation, desiredOrientation: desired, angularVelocity, desiredAngularVelocity, dt: 1 / 60, inertia, limit },
                torque,
              );
              turned.update(
                {
                  orientation: compose(scene, orientation),
                  desiredOrientation: compose(scene, desired),
                  angularVelocity: rotate(angularVelocity),
                  desiredAngularVelocity: rotate(desiredAngularVelocity),
                  dt: 1 / 60,
                  inertia,
                  limit,
                },
                turnedTorque,
              );
              const expected = rotate(torque);
              const scale = Math.max(1, Math.hypot(torque.x, torque.y, torque.z));
              const difference = Math.hypot(turnedTorque.x - expected.x, turnedTorque.y - expected.y, turnedTorque.z - expected.z) / scale;
              worst = Math.max(worst, difference);
              if (!(difference <= 1e-9)) return false;
            }
            return true;
          },
        ),
        { seed: 11, numRuns: 100 },
      );
      console.log(`${type}: |torque(Q·scene) − Q·torque(scene)| at most ${worst.toExponential(1)} of the torque`);
      expect(worst).toBeLessThanOrEqual(1e-9);
    },
  );
});
