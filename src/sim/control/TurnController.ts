import type { ControllerMemory } from './controllerMemory';

/**
 * What a turn controller sees each step. The entity fills one of these per step and reuses it
 * (no allocation in the hot path).
 */
export interface TurnInput {
  /**
   * wrap(heading − desired heading), rad, in (−π, π]. The article's sign convention: a positive
   * error means "turned too far counter-clockwise", to be removed by a negative (clockwise)
   * angular acceleration.
   */
  headingError: number;
  /** The body's angular velocity, rad/s (counter-clockwise positive). */
  angularVelocity: number;
  /** The fixed step the physics advances after this call, s. */
  dt: number;
  /** The motor's limit, rad/s² (the entity clamps to it anyway; some controllers plan with it). */
  maxAngularAcceleration: number;
  /** The body's rotational inertia about its centre of mass, kg·m² (for torque-gain controllers). */
  inertia: number;
  /**
   * How fast the desired heading turns, rad/s (counter-clockwise positive): the feed-forward of a
   * moving set-point. The error's own rate is then `angularVelocity − desiredHeadingRate`, the
   * quantity a controller must damp to hold a moving target without lag (a target circling the
   * body at Ω rad/s gives Ω). The entity fills it from its target's motion: exact for a scripted
   * motion, smoothed for a target the player drags. [default: 0, a fixed set-point]
   */
  desiredHeadingRate?: number;
  /**
   * How fast {@link desiredHeadingRate} changes, rad/s² (filtered): the angular acceleration the
   * body needs just to keep up with the set-point. [default: 0]
   */
  desiredHeadingAcceleration?: number;
}

/**
 * What the proportional, integral and derivative parts of a PID-type controller contributed to its
 * last command, rad/s² of angular acceleration, and the set-point's acceleration fed forward: their
 * sum is the command before any output limit and before the motor's clamp.
 */
export interface ControllerTerms {
  proportional: number;
  integral: number;
  /** On the error's rate, which includes the set-point's rate (its feed-forward). */
  derivative: number;
  /** The desired heading's acceleration, added as it is. [default: 0, and 0 for a fixed set-point] */
  feedForward?: number;
}

/**
 * The contract every turn controller follows: it maps the heading error of a body to a commanded
 * angular acceleration. The entity that owns it clamps the command to its motor's limit
 * (± maxAngularAcceleration), multiplies by the body's rotational inertia and applies that torque.
 * A controller never touches a body: copy one file into your game and feed it these numbers.
 */
export interface TurnController {
  /** The settings `type` this controller was created from, e.g. `"pid"`. */
  readonly type: string;

  /** One control step: returns the commanded angular acceleration, rad/s² (before the clamp). */
  update(input: Readonly<TurnInput>): number;

  /**
   * Optional: the P, I and D contributions to the last command (PID-type controllers), for a scope
   * to plot. Read after {@link update}; a live object the controller reuses.
   */
  readonly terms?: Readonly<ControllerTerms>;

  /** Forgets all history (integral, previous errors). Called when an entity gets a new command. */
  reset(): void;

  /**
   * Optional: its memory (integral, past errors, filters) as plain JSON, for a snapshot. A
   * controller without it keeps no memory: its next command depends on its input alone.
   */
  saveState?(): ControllerMemory;

  /**
   * Optional, with {@link saveState}: puts back a memory it gave, so that the next {@link update}
   * answers bit for bit as the saved controller would have. Throws a RangeError naming a field that
   * is missing or wrong, and then changes nothing.
   */
  restoreState?(memory: Readonly<ControllerMemory>): void;

  /**
   * Optional bumpless transfer: called when this controller replaces another one mid-command, with
   * the current input and the previous controller's last command (rad/s²), so that it can start
   * from where the other left off instead of with a jump.
   */
  handOver?(input: Readonly<TurnInput>, previousCommand: number): void;
}
