import type { EntityMemory } from '../state/memory';
import type { SensorNoise } from '../control/NoisySensor';
import type { ControllerFailure } from '../control/FallibleController';
import type { ControllerTerms, TurnController } from '../control/TurnController';
import type { Vec2Like } from '../math/vec2';
import type { ControllerSettings, EntitySettings, EntityType } from './EntitySettings';
import type { TrackedTarget } from './TrackedTarget';

/** What an entity is doing: the original demo's states. */
export type EntityMode = 'idle' | 'turnTowards' | 'seek' | 'followPath';

/**
 * A body that steers itself by torque and force: the original demo's `MovingEntityIFace`.
 * Commands change its mode; `applyControls(dt)` is called by the world once before every physics
 * step. Everything else is read-only state for drawing, tests and reports.
 */
export interface MovingEntity {
  readonly id: string;
  readonly type: EntityType;
  readonly mode: EntityMode;

  // ---- Commands (the original's CommandIdle/TurnTowards/Seek/FollowPath/SetTargetPosition) ----
  /** Stops the body (velocity and spin to zero) and waits. */
  commandIdle(): void;
  /** Turns in place to face `target` (m). Resets the turn controller. */
  commandTurnTowards(target: Vec2Like): void;
  /** Moves to `target` (m) and stops within `minSeekDistance`. Resets the turn controller. */
  commandSeek(target: Vec2Like): void;
  /** Turns in place to face a moving target (read each step, like a chase). Resets the turn controller. */
  commandFace(target: TrackedTarget): void;
  /**
   * Chases a moving target (read each step). A missile flies through it (a hit is a contact the
   * world reports); a character stops on it as in seek. Resets the turn controller.
   */
  commandChase(target: TrackedTarget): void;
  /** Visits `path` waypoints (m) in order; with `loop`, forever. An empty path means idle. */
  commandFollowPath(path: readonly Vec2Like[], loop?: boolean): void;
  /** Moves the current target without changing mode or resetting the controller (a drag). */
  setTargetPosition(target: Readonly<Vec2Like>): void;
  /** Moves waypoint `index` of the current path (a drag). */
  moveWaypoint(index: number, position: Vec2Like): void;

  // ---- Live settings ----
  /** The turn motor's limit, rad/s² (> 0). Takes effect on the next step. */
  maxAngularAcceleration: number;
  /** Top speed, m/s (> 0). */
  maxSpeed: number;
  /** A waypoint or seek target counts as reached within this distance, m. */
  readonly minSeekDistance: number;
  /** What a missile chasing a target does there: stop (the original's Seek) or fly through (to hit). */
  chaseArrival: EntitySettings['chaseArrival'];
  /** The noise on what its turn controller measures (heading error, angular velocity), or null. */
  readonly sensorNoise: Readonly<SensorNoise> | null;
  /**
   * Makes its turn controller see the body through a noisy sensor (seeded Gaussian noise on the
   * heading error and the angular velocity; the physics stays exact), or a clean one with null.
   */
  setSensorNoise(noise: Readonly<SensorNoise> | null): void;
  /** What its body collides as: the detailed outline or one convex hull (see EntityDefinition.collisionShape). */
  readonly collisionShape: 'detailed' | 'hull';
  /** Its fixtures' friction, 0 to 1 (see EntityDefinition.friction). */
  readonly friction: number;
  /** How a missile thrusts: "along-nose" or "toward-target" (see EntityDefinition.thrust). */
  readonly thrust: 'along-nose' | 'toward-target';
  /** Whether a controller given with `useController` steers it (say, a player's code) rather than its settings' controller. */
  readonly customController: boolean;
  /** Why the controller given with `useController` stopped steering when it can fail (the player's code: a fallback steers since), or null. */
  readonly controllerFailure: ControllerFailure | null;
  /** What the P, I and D parts of its controller contributed to the last command (PID-type controllers), or null. */
  readonly controllerTerms: Readonly<ControllerTerms> | null;
  /**
   * Counts changes of what turns the body, from 0: its motor's limit and its controller (another
   * type, other gains, one given with `useController`). A watcher of its turns (TurnMeter) tells by
   * it that the turn it measured belongs to settings that are gone.
   */
  readonly turnSettingsRevision: number;
  /**
   * How many commands it was given (idle, face, chase, seek, follow a path), the same one again
   * included: a command starts the turn and the path again, which nothing else about the entity
   * shows (the game's history takes a checkpoint where it changes).
   */
  readonly commandCount: number;
  /** A copy of the current settings. */
  getSettings(): EntitySettings;
  /**
   * The current settings as JSON text, the same as `JSON.stringify(getSettings())`, made again only
   * after a setting changed: what the game compares to name a change (src/app/history/changeNotes.ts).
   */
  settingsText(): string;
  /** Replaces the turn controller (new history) with one built from `settings`. */
  setController(settings: ControllerSettings): void;
  /**
   * Steers with this controller object from the next step on (e.g. one the player wrote, run in a
   * sandbox), with the same hand-over as {@link setController}. The entity does not own it (it never
   * disposes it), and `getSettings().controller` keeps describing the last built-in one.
   */
  useController(controller: TurnController): void;
  /**
   * Changes the guidance law and/or N of proportional navigation, live (used by missiles chasing
   * a target; a character keeps them without using them). Throws a RangeError for an unknown law
   * or a navigation constant that is not a finite number > 0.
   */
  setGuidance(changes: Partial<Pick<EntitySettings, 'guidance' | 'navigationConstant'>>): void;
  /** The planck collision group of its fixtures; 0 = the usual rules. */
  readonly collisionGroup: number;

  // ---- State (SI units, world frame; read-only views, do not keep references) ----
  readonly position: Readonly<Vec2Like>;
  /** Body angle, rad, wrapped to (−π, π]. */
  readonly angle: number;
  readonly velocity: Readonly<Vec2Like>;
  /** rad/s, counter-clockwise positive. */
  readonly angularVelocity: number;
  /** The heading the turn controller steers, rad: velocity angle (moving missile) or body angle. */
  readonly heading: number;
  /** The heading wanted, rad (toward the target, or the direction of travel). */
  readonly desiredHeading: number;
  /** wrap(heading − desiredHeading), rad: the controller's input this step. */
  readonly headingError: number;
  /** How fast the desired heading turns, rad/s: the controller's feed-forward this step (0 for a fixed target). */
  readonly desiredHeadingRate: number;
  /** Angular acceleration commanded this step after the motor clamp, rad/s². */
  readonly commandedAngularAcceleration: number;
  /** Fraction of full thrust used this step, 0…1 (for the exhaust flame). */
  readonly thrustFraction: number;
  /** The id of the target being chased, or null. */
  readonly targetId: string | null;
  /** The chased target's velocity, m/s (zero for a fixed point). */
  readonly targetVelocity: Readonly<Vec2Like>;
  /** Where guidance predicts the intercept (lead / proportional navigation), or null. */
  readonly intercept: Readonly<Vec2Like> | null;
  /** The current target (seek/turn target or current waypoint), or null. */
  readonly target: Readonly<Vec2Like> | null;
  /** Whether the path being followed loops (false without one). */
  readonly pathLoops: boolean;
  /** The path being followed (empty unless following a path). */
  readonly path: readonly Readonly<Vec2Like>[];
  /** Index of the waypoint currently sought. */
  readonly pathIndex: number;
  /** Waypoints reached since the last followPath command. */
  readonly waypointsReached: number;

  /**
   * What it remembers between steps besides what its scene file says (body, command, settings): the
   * turn's filters, the controller's memory, path progress, guidance (src/sim/state/memory.ts).
   */
  saveMemory(): EntityMemory;

  /**
   * Puts back what {@link saveMemory} gave, once the entity is built and commanded as its scene file
   * says: it then steps on bit for bit as the saved one. Throws a RangeError naming a bad field.
   */
  restoreMemory(memory: Readonly<EntityMemory>): void;

  /**
   * The heading error the controller would see now, rad, computed from the current state without
   * side effects (0 without a target). Used to measure responses after a step.
   */
  measureHeadingError(): number;

  /**
   * Called by the world before each physics step: runs the state machine, the turn controller and
   * propulsion (forces, torque). Never sets position or angle. The same as {@link prepareControls}
   * then {@link finishControls}.
   */
  applyControls(dt: number): void;

  /**
   * The first half of {@link applyControls}: the state machine (waypoints, guidance), the
   * propulsion that precedes the turn, and the turn controller's input, sensed (a controller that
   * answers later is asked here).
   */
  prepareControls(dt: number): void;

  /**
   * Null when the turn controller can answer the input sensed by {@link prepareControls} now, else
   * a promise that resolves when it can (a controller answering later, such as the player's code in
   * a Worker).
   */
  turnPending(): Promise<void> | null;

  /** The second half of {@link applyControls}: the turn controller's command as a torque, and the rest of the propulsion. */
  finishControls(): void;

  /**
   * Applies an outside disturbance for the coming step: a torque that alone would give
   * `angularAcceleration` (rad/s²), and a force that alone would give `acceleration` (m/s², e.g.
   * wind). The world calls it after `applyControls`; the controllers do not know about it.
   */
  applyDisturbance(angularAcceleration: number, acceleration: Readonly<Vec2Like>): void;

  /**
   * Checks the body's state after a step: returns why it is unsound (a non-finite or absurd value)
   * or null when it is fine. A fine state is remembered as the last good one.
   */
  checkState(): string | null;

  /**
   * Puts the entity back to its last good position and angle, at rest, idle, with a fresh
   * controller: what the world does when {@link checkState} finds a problem.
   */
  recover(): void;

  /** Called for every waypoint (or seek target) reached: index into the path (0 for seek). */
  onTargetReached: ((index: number) => void) | null;
}
