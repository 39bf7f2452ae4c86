import type { Vec2Like } from '../math/vec2';
import type { PropulsionTraits } from '../steering/SteeringCrowd';
import type { Body2D } from '../body/Body2D';

/**
 * How a steered body moves, as {@link BodySteering} drives it: what heading its turn controller
 * steers and what force moves it. Two come with the library: `MissilePropulsion` (it moves only
 * along its nose, so steering its nose steers its flight) and `CharacterPropulsion` (it moves
 * independently of its facing, by a capped seek/arrive force). Without one, `BodySteering` only
 * turns the body. Write your own for a car, a boat… (the body read through {@link Body2D}: a planck
 * body given to BodySteering is adapted). Positions in m, velocities in m/s, dt in s. Each verb sets
 * thrustFraction for the step it is called in; the traits a steerer reads are PropulsionTraits.
 */
export interface Propulsion extends PropulsionTraits {
  /** The heading the turn controller steers while it moves, rad: the body's angle, or (a missile) its direction of flight. */
  heading(body: Body2D): number;
  /** One step toward `target`: with `arrive`, slowing to stop on it (only when {@link canArrive}). */
  drive(body: Body2D, target: Readonly<Vec2Like>, arrive: boolean, dt: number): void;
  /** One step of a turn onto a heading (`turnTo`): a missile flies on along its nose; a character leaves its motion alone. */
  coast(body: Body2D, dt: number): void;
  /** One step of turning in place (`face`): a character brakes any motion by force; a missile, without brakes, cuts its thrust. */
  hold(body: Body2D, dt: number): void;
  /** One step of coming to rest (`stop()`): a character brakes by force; a missile without brakes cuts its thrust. */
  brake(body: Body2D, dt: number): void;
}

/**
 * A propulsion as a crowd runs it: its verbs as laws on a body's row (the record at `b` of `f`, layout2d.ts), nothing called per body but
 * these.
 */
export interface RowPropulsion {
  /** The heading steered, rad, from the row. */
  headingOf(f: Float64Array, b: number): number;
  /** Verb `verb` (DRIVE toward (tx, ty), with `arrive`; COAST; HOLD; BRAKE) on the row, dt in s; sets the thrust used. */
  act(f: Float64Array, b: number, verb: number, tx: number, ty: number, arrive: boolean, dt: number): void;
}
