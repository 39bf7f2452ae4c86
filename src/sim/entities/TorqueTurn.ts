import type { Body } from 'planck';
import type { TurnController } from '../control/TurnController';
import type { ControllerSettings } from '../control/ControllerSettings';
import { SetpointMotion } from './SetpointMotion';
import { TurnMotor } from './TurnMotor';
import { wrapAngle } from '../math/angle';
import type { EntityMemory } from '../state/memory';

/**
 * One planck body's turn by torque, the article's `ApplyTurnTorque`: the core the game's entities
 * (SteeredEntity) and the adapter for a user's own body (BodySteering) share.
 *
 * {@link sense}: the heading error is wrap(heading − desired) (positive: turned too far
 * counter-clockwise); the desired heading's rate (and, turning in place, its acceleration) goes
 * through {@link SetpointMotion} to the controller as feed-forward; the motor reads it all, with the
 * motor's limit and the inertia about the centre of mass. {@link act}: the motor's command, clamped
 * to ± the limit, times that inertia is the torque applied. Two halves, so that a controller that
 * answers later (the sandbox's) can be asked in between; an engine step calls both. Never sets the
 * angle; allocates nothing.
 */
export class TorqueTurn {
  readonly motor: TurnMotor;
  readonly setpoint = new SetpointMotion();
  /** The heading measured on the last sensed step, rad, wrapped. */
  heading = 0;
  /** The desired heading of the last sensed step, rad, wrapped. */
  desiredHeading = 0;
  /** wrap(heading − desired heading) of the last sensed step, rad. */
  headingError = 0;
  /** The inertia sensed with the last reading, kg·m² (the torque's factor). */
  private inertia = 0;

  /** Builds the motor's controller from `controller` settings, or steers with the controller given. */
  constructor(controller: ControllerSettings | TurnController) {
    this.motor = new TurnMotor(controller);
  }

  /**
   * The first half: `heading` and `desired` in rad (wrapped here), `desiredRate` the desired
   * heading's rate in rad/s (NaN: from its step-to-step difference), `limit` in rad/s², `inertia`
   * about the centre of mass in kg·m², `held` whether the player drags the set-point (its rate is
   * then smoothed), `withAcceleration` whether to feed its acceleration forward (turning in place).
   */
  sense(body: Body, heading: number, desired: number, desiredRate: number, dt: number, limit: number, inertia: number, held: boolean, withAcceleration: boolean): void {
    this.heading = wrapAngle(heading);
    this.desiredHeading = wrapAngle(desired);
    this.headingError = wrapAngle(this.heading - this.desiredHeading);
    const setpoint = this.setpoint;
    setpoint.update(this.desiredHeading, desiredRate, dt, held, withAcceleration);
    this.inertia = inertia;
    this.motor.sense(this.headingError, body.getAngularVelocity(), dt, limit, inertia, setpoint.rate, setpoint.acceleration);
  }

  /** The second half: applies the clamped command × the inertia as torque (waking the body); returns the command, rad/s². */
  act(body: Body): number {
    const command = this.motor.act();
    body.applyTorque(command * this.inertia, true);
    return command;
  }

  /** The turn's memory: what it last sensed and commanded, the set-point's filters, the controller's and the sensor's. */
  saveState(): Pick<EntityMemory, 'turn' | 'setpoint' | 'controller' | 'sensor'> {
    return { turn: { heading: this.heading, desiredHeading: this.desiredHeading, command: this.motor.command }, setpoint: this.setpoint.saveState(), ...this.motor.saveState() };
  }

  /** Puts back what {@link saveState} gave. Throws a RangeError naming a field the controller refuses. */
  restoreState(memory: Readonly<Pick<EntityMemory, 'turn' | 'setpoint' | 'controller' | 'sensor'>>): void {
    this.motor.restoreState(memory);
    this.heading = memory.turn.heading;
    this.desiredHeading = memory.turn.desiredHeading;
    this.headingError = wrapAngle(this.heading - this.desiredHeading);
    this.motor.command = memory.turn.command;
    this.setpoint.restoreState(memory.setpoint);
  }

  /** A new command: the controller's history and the set-point's motion start over. */
  reset(): void {
    this.motor.reset();
    this.setpoint.reset();
  }
}
