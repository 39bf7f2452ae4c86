import type { Body } from 'planck';
import type { Vec2Like } from '../math/vec2';

/**
 * How a steered body moves, as {@link BodySteering} drives it: what heading its turn controller
 * steers and what force moves it. Two come with the library: `MissilePropulsion` (it moves only
 * along its nose, so steering its nose steers its flight) and `CharacterPropulsion` (it moves
 * independently of its facing, by a capped seek/arrive force). Without one, `BodySteering` only
 * turns the body. Write your own for a car, a boat… Positions in m, velocities in m/s, dt in s.
 * Each method sets {@link thrustFraction} for the step it is called in.
 */
export interface Propulsion {
  /** Top speed, m/s (guidance solves its intercept with it). */
  readonly maxSpeed: number;
  /** Whether it can stop on a point (`arrive`): by force, or dead ({@link stopsDead}). A missile without brakes cannot. */
  readonly canArrive: boolean;
  /**
   * Whether it stops dead, its velocity and spin set to zero, as the article's missile does: when
   * told to `stop()`, and every step it is within reach of the point it arrives at. It then needs
   * no braking ({@link brake} is never called, and its turn is not braked). [default: false]
   */
  readonly stopsDead?: boolean;
  /** Whether its flight follows its heading, so that guidance steering the heading steers the flight. */
  readonly followsHeading: boolean;
  /** The thrust used on the last step, as a fraction of the most it may use (0 to 1). */
  readonly thrustFraction: number;

  /** The heading the turn controller steers while it moves, rad: the body's angle, or (a missile) its direction of flight. */
  heading(body: Body): number;

  /** One step toward `target`: with `arrive`, slowing to stop on it (only when {@link canArrive}). */
  drive(body: Body, target: Readonly<Vec2Like>, arrive: boolean, dt: number): void;

  /** One step of a turn onto a heading (`turnTo`): a missile flies on along its nose; a character leaves its motion alone. */
  coast(body: Body, dt: number): void;

  /** One step of turning in place (`face`): a character brakes any motion by force; a missile, without brakes, cuts its thrust. */
  hold(body: Body, dt: number): void;

  /** One step of coming to rest (`stop()`): a character brakes by force; a missile without brakes cuts its thrust. */
  brake(body: Body, dt: number): void;
}
