// Turning a Matter.js body (Phaser's Matter physics) by torque with a pid-steering controller.
// In your game, import from 'pid-steering/controllers' (no planck needed) instead of '../src/controllers'.
import { wrapAngle, type TurnController, type TurnInput } from '../src/controllers';

/** The fields of a Matter body this reads and writes (in Phaser: `sprite.body as MatterJS.BodyType`). */
export interface MatterTurnBody {
  angle: number; // rad; Matter's y axis points down, so positive turns clockwise on screen
  anglePrev: number; // rad, the angle before the last engine update
  deltaTime: number; // ms, the length of the last engine update
  inertia: number; // Matter's own inertia about the centre of mass (its units, scaled)
  torque: number; // added to by us, cleared by Matter after every Engine.update
}

/** One input object, refilled every step (no allocation). */
const input: TurnInput = { headingError: 0, angularVelocity: 0, dt: 0, maxAngularAcceleration: 0, inertia: 0 };

/**
 * Call once per body before each `Engine.update(engine, deltaMs)` (Phaser: in the scene's
 * 'beforeupdate' event of `this.matter.world`). `desiredHeading` in rad, `maxAngularAcceleration`
 * in rad/s², `deltaMs` the step in ms. Returns the clamped command, rad/s².
 */
export function turnMatterBody(
  body: MatterTurnBody,
  controller: TurnController,
  desiredHeading: number,
  maxAngularAcceleration: number,
  deltaMs: number,
): number {
  input.headingError = wrapAngle(body.angle - desiredHeading); // heading − desired
  // Matter's body.angularVelocity is per step of 1000/60 ms; in rad/s it is the last step's turn over its length.
  input.angularVelocity = ((body.angle - body.anglePrev) / body.deltaTime) * 1000;
  input.dt = deltaMs / 1000;
  input.maxAngularAcceleration = maxAngularAcceleration;
  input.inertia = body.inertia;
  const command = controller.update(input);
  // The clamp to the motor's limit: the controller's command may be far above it.
  const clamped = Number.isFinite(command) ? Math.max(-maxAngularAcceleration, Math.min(maxAngularAcceleration, command)) : 0;
  // Matter integrates angle += (torque / inertia)·Δt² with Δt in ms: a torque of α·I·10⁻⁶ gives α rad/s².
  body.torque += clamped * body.inertia * 1e-6;
  return clamped;
}
