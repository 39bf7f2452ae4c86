/** What a turn meter (TurnMeter.ts) is fed each step: one step of an entity's turn. */
import { STANDARD_DT } from '../time/timeBases';

/** What one step of an entity's turn looked like, filled by whoever steps the world (reused: no allocation). */
export interface TurnSample {
  /** Simulated time after the step, s. */
  time: number;
  /** wrap(heading − wanted heading), rad. */
  headingError: number;
  /** The body's angular velocity, rad/s. */
  angularVelocity: number;
  /** The motor's limit, rad/s². */
  maxAngularAcceleration: number;
  /** The fixed step, s. */
  dt: number;
  /** Whether what the entity steers for changed in this step: its target moved, a new waypoint, a new command. */
  setpointChanged: boolean;
  /** Whether it has a set-point at all (false when idle). */
  hasSetpoint: boolean;
  /**
   * Whether its heading turns toward a fixed direction, as in the limit's sum: the body at rest in
   * place and no outside torque. Otherwise no limit is given for the turn (its wanted heading
   * drifts, or a disturbance helps or hinders it).
   */
  inPlace: boolean;
  /** Whether it is so close to its target that the line of sight swings whatever the body does: nothing is measured there. */
  nearTarget: boolean;
  /**
   * The entity's count of changes of what turns it (MovingEntity.turnSettingsRevision: its motor's
   * limit, its controller). A change ends the turn under way and clears its figures.
   */
  turnSettingsRevision: number;
}

/** A new, empty {@link TurnSample}. */
export function emptyTurnSample(): TurnSample {
  return {
    time: 0,
    headingError: 0,
    angularVelocity: 0,
    maxAngularAcceleration: 1,
    dt: STANDARD_DT,
    setpointChanged: false,
    hasSetpoint: false,
    inPlace: false,
    nearTarget: false,
    turnSettingsRevision: 0,
  };
}
