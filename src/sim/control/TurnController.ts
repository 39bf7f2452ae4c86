/**
 * The contract every turn controller follows: it maps the heading error of a body to a commanded
 * angular acceleration. The entity that owns it clamps the command to its motor's limit
 * (± maxAngularAcceleration), multiplies by the body's rotational inertia and applies that torque.
 *
 * Sign convention (the article's): `headingError = wrap(heading − desiredHeading)`, so a positive
 * error means "turned too far counter-clockwise" and the controller must command a negative
 * (clockwise) angular acceleration to remove it.
 */
export interface TurnController {
  /** The settings `type` this controller was created from, e.g. `"pid"`. */
  readonly type: string;

  /**
   * One control step.
   * @param headingError wrap(heading − desired heading), rad, in (−π, π].
   * @param angularVelocity the body's angular velocity, rad/s (counter-clockwise positive).
   * @param dt the fixed step the physics advances after this call, s.
   * @param maxAngularAcceleration the motor's limit, rad/s² (the entity clamps to it anyway; some
   *   controllers plan with it).
   * @returns the commanded angular acceleration, rad/s² (before the entity's clamp).
   */
  update(headingError: number, angularVelocity: number, dt: number, maxAngularAcceleration: number): number;

  /** Forgets all history (integral, previous errors). Called when an entity gets a new command. */
  reset(): void;
}
