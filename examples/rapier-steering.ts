// Turning a Rapier body by torque with a pid-steering controller, and with Rapier's own
// PidController for comparison (@dimforge/rapier2d-compat).
// In your game, import from 'pid-steering/controllers' instead of '../src/controllers'.
import type RAPIER from '@dimforge/rapier2d-compat';
import { clampToMotor, turnTorque, wrapAngle, type TurnController } from '../src/controllers';
import type { TurnRecord } from './box2d-steering';

/** The module `@dimforge/rapier2d-compat` gives once `await RAPIER.init()` has run. */
export type Rapier = typeof RAPIER;

/** What turns the body: one of ours, or Rapier's PidController with its gains (limited to the motor, or not). */
export type Turner =
  | { readonly controller: TurnController }
  | { readonly rapierPid: { readonly kp: number; readonly ki: number; readonly kd: number }; readonly limitedToMotor: boolean };

/** What a turn did, and the largest angular acceleration it took, rad/s². */
export interface RapierTurnRecord extends TurnRecord {
  peakAngularAcceleration: number;
}

/**
 * Turns a 2 m × 0.5 m body (density 1) from 0 to `desired` rad in a Rapier world seen from above,
 * stepped at 1/60 s for `seconds`. `maxAngularAcceleration` (rad/s²) is its motor's limit.
 */
export function turnBodyInRapier(
  rapier: Rapier,
  turner: Turner,
  desired: number,
  maxAngularAcceleration: number,
  seconds = 4,
): RapierTurnRecord {
  const world = new rapier.World({ x: 0, y: 0 });
  const dt = world.timestep; // 1/60 s
  const body = world.createRigidBody(rapier.RigidBodyDesc.dynamic().setAngularDamping(0));
  world.createCollider(rapier.ColliderDesc.cuboid(1, 0.25).setDensity(1), body);
  const pid =
    'rapierPid' in turner
      ? world.createPidController(turner.rapierPid.kp, turner.rapierPid.ki, turner.rapierPid.kd, rapier.PidAxesMask.AngZ)
      : null;
  const record: RapierTurnRecord = { heading: 0, overshoot: 0, settleTime: 0, peakAngularAcceleration: 0 };
  for (let time = 0; time < seconds;) {
    const before = body.angvel();
    // Rapier keeps a force until it is reset: one torque per step means reset, then add.
    body.resetTorques(true);
    if ('controller' in turner) {
      const torque = turnTorque(
        turner.controller,
        wrapAngle(body.rotation() - desired),
        body.angvel(),
        dt,
        maxAngularAcceleration,
        body.principalInertia(),
      );
      body.addTorque(torque, true);
    } else if (pid && turner.limitedToMotor) {
      // Rapier's PID answers with a change of angular velocity: as an acceleration, cut to the motor.
      const wanted = pid.angularCorrection(body, desired, 0) / dt;
      body.addTorque(clampToMotor(wanted, maxAngularAcceleration) * body.principalInertia(), true);
    } else {
      pid?.applyAngularCorrection(body, desired, 0); // sets the angular velocity, as Rapier's PidController is made to
    }
    world.step();
    time += dt;
    record.peakAngularAcceleration = Math.max(record.peakAngularAcceleration, Math.abs(body.angvel() - before) / dt);
    const error = wrapAngle(body.rotation() - desired);
    record.overshoot = Math.max(record.overshoot, Math.sign(desired) * error);
    if (Math.abs(error) > (2 * Math.PI) / 180) record.settleTime = time;
  }
  record.heading = body.rotation();
  world.free();
  return record;
}
