/**
 * A planar turn is the 2D turn, bit for bit: for every 2D law, a 3D error (0, 0, e) with
 * ω = (0, 0, w) on a body turned about z gives torque.z = clamp(2D law's update)·I_z exactly, step
 * after step of a 2D turn, with x and y zero (updateFromError: the rotation vector as given; a zero
 * torque may come out +0 where the 2D one is −0, the world frame's sums of products). Given
 * as two quaternions instead (update), the angle comes out of 2·atan2(|v|, w) of q ⊗ q_d⁻¹, which
 * rounds differently from wrap(heading − desired): equal to about 1e-15 of the torque, not bit for bit.
 */
import { describe, expect, it } from 'vitest';
import { clampToMotor } from '../../../src/sim/control/clampToMotor';
import { CONTROLLER_TYPES, type ControllerSettings } from '../../../src/sim/control/ControllerSettings';
import { createTurnController } from '../../../src/sim/control/createTurnController';
import { withSubSteps } from '../../../src/sim/control/subSteps';
import type { TurnController, TurnInput } from '../../../src/sim/control/TurnController';
import { AttitudeController } from '../../../src/sim/control3d/AttitudeController';
import type { AttitudeLimit } from '../../../src/sim/control3d/AttitudeLimit';
import type { InertiaTensor } from '../../../src/sim/control3d/InertiaTensor';
import { wrapAngle } from '../../../src/sim/math/angle';
import { rotationAbout } from './rigidBody3d';

const DT = 1 / 60;
const Z = { x: 0, y: 0, z: 1 };
const INERTIA: InertiaTensor = { moments: { x: 2, y: 3, z: 5 }, frame: { x: 0, y: 0, z: 0, w: 1 } };

/** Every 2D law with no settings but its type, the article's as-published PID arithmetic too, and the time-optimal law told 4 sub-steps. */
const LAWS: { name: string; make: () => TurnController }[] = [
  ...CONTROLLER_TYPES.map((type) => ({ name: type, make: () => createTurnController({ type } as ControllerSettings) })),
  { name: 'pid (as-published)', make: () => createTurnController({ type: 'pid', arithmetic: 'as-published' }) },
  { name: 'time-optimal withSubSteps(4)', make: () => withSubSteps(createTurnController({ type: 'time-optimal' }), 4) },
];

/** The motors: a bound on |α| (the 2D law's limit) and torque bounds whose z one gives the 2D law T_z/I_z. */
const MOTORS: { name: string; limit: AttitudeLimit; planarLimit: number }[] = [
  { name: 'at 4π rad/s²', limit: { maxAngularAcceleration: 4 * Math.PI }, planarLimit: 4 * Math.PI },
  { name: 'with torques of 1, 2, 9 N·m about x, y, z', limit: { maxTorque: { x: 1, y: 2, z: 9 } }, planarLimit: 9 / INERTIA.moments.z },
];

/** A target turning at `rate` rad/s from 150°, fed forward; the body starts at rest, heading 0. */
function planarRun(
  make: () => TurnController,
  motor: (typeof MOTORS)[number],
  rate: number,
  onStep: (
    step: number,
    planarTorque: number,
    exact: { x: number; y: number; z: number },
    viaQuaternions: { x: number; y: number; z: number },
  ) => void,
): void {
  const planar = make();
  const exact = new AttitudeController(make());
  const viaQuaternions = new AttitudeController(make());
  let heading = 0;
  let angularVelocity = 0;
  const input: TurnInput = {
    headingError: 0,
    angularVelocity: 0,
    dt: DT,
    maxAngularAcceleration: motor.planarLimit,
    inertia: INERTIA.moments.z,
    desiredHeadingRate: rate,
    desiredHeadingAcceleration: 0,
  };
  const torque = { x: 0, y: 0, z: 0 };
  const other = { x: 0, y: 0, z: 0 };
  for (let step = 0; step < 240; step++) {
    const desired = (150 * Math.PI) / 180 + rate * step * DT;
    input.headingError = wrapAngle(heading - desired);
    input.angularVelocity = angularVelocity;
    const planarTorque = clampToMotor(planar.update(input), motor.planarLimit) * INERTIA.moments.z;
    const state = {
      orientation: rotationAbout(Z, heading),
      angularVelocity: { x: 0, y: 0, z: angularVelocity },
      desiredAngularVelocity: { x: 0, y: 0, z: rate },
      dt: DT,
      inertia: INERTIA,
      limit: motor.limit,
    };
    exact.updateFromError({ ...state, error: { x: 0, y: 0, z: input.headingError } }, torque);
    viaQuaternions.update({ ...state, desiredOrientation: rotationAbout(Z, desired) }, other);
    onStep(step, planarTorque, torque, other);
    angularVelocity += (planarTorque / INERTIA.moments.z) * DT;
    heading += angularVelocity * DT;
  }
}

describe('a planar turn in 3D is the 2D turn', () => {
  for (const motor of MOTORS) {
    for (const rate of [0, 0.8]) {
      it.each(LAWS)(
        `$name ${motor.name}, the target ${rate === 0 ? 'fixed' : `turning at ${rate} rad/s (fed forward)`}: torque.z = ` +
          `clamp(2D)·I_z bit for bit for 240 steps, x and y 0; through quaternions within 1e-12 of the largest torque`,
        ({ make }) => {
          let largest = 0;
          let worstDifference = 0;
          planarRun(make, motor, rate, (step, planarTorque, exact, viaQuaternions) => {
            // Bit for bit, but for the sign of a zero: turning into the world frame adds products, and −0 + 0 is +0.
            expect(
              Object.is(exact.z, planarTorque) || (exact.z === 0 && planarTorque === 0),
              `step ${step}: ${exact.z} against ${planarTorque}`,
            ).toBe(true);
            expect(exact.x === 0 && exact.y === 0, `step ${step}`).toBe(true);
            largest = Math.max(largest, Math.abs(planarTorque));
            worstDifference = Math.max(
              worstDifference,
              Math.abs(viaQuaternions.z - planarTorque),
              Math.abs(viaQuaternions.x),
              Math.abs(viaQuaternions.y),
            );
          });
          expect(largest).toBeGreaterThan(0);
          expect(worstDifference / largest).toBeLessThan(1e-12);
        },
      );
    }
  }

  it('prints how close the quaternion path comes (time-optimal and the corrected PID, fixed target)', () => {
    for (const law of LAWS.filter(({ name }) => name === 'time-optimal' || name === 'pid')) {
      let largest = 0;
      let worst = 0;
      planarRun(law.make, MOTORS[0] as (typeof MOTORS)[number], 0, (_step, planarTorque, _exact, viaQuaternions) => {
        largest = Math.max(largest, Math.abs(planarTorque));
        worst = Math.max(worst, Math.abs(viaQuaternions.z - planarTorque));
      });
      console.log(`${law.name}: through quaternions, |torque.z − 2D| at most ${(worst / largest).toExponential(1)} of the largest torque`);
    }
  });
});
