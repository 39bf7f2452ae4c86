import type { ControllerMemory } from '../control/controllerMemory';

/**
 * The state a scene holds besides what its scene file already says of each body (position, angle,
 * velocities, settings, command): everything else that decides the next step. Saved with the scene
 * (`"state"` in a scenario, docs/scenarios.md) and put back after the scene is built, it makes the
 * restored world step on bit for bit as the saved one would have (tests/sim/state/restore.test.ts),
 * like Rapier's world snapshots. Plain JSON; positions in m, angles in rad, times in s.
 */
export interface SceneMemory {
  /** Steps the world had taken (its time is steps × dt). */
  steps: number;
  /** Each entity's memory, by id. */
  entities: Record<string, EntityMemory>;
  /** Each target's motion and hold, by id. */
  targets: Record<string, TargetMemory>;
  /** Each loose obstacle's motion, by id (fixed ones never move). */
  obstacles: Record<string, BodyMemory>;
  /** Which entities touch each target now, by target id (a touch that goes on is not a new hit). */
  touches: Record<string, string[]>;
  /**
   * The contacts planck solves now (two bodies touching), each with the impulses it carries into
   * the next step: what the world's next settle puts back (src/sim/WorldSettling.ts). [default:
   * none, as a scene saved before contacts were kept: its bodies meet their contacts afresh]
   */
  contacts?: ContactMemory[];
  /**
   * The game's mode (Track, Seek or Path), its selected entity's id and whether its paths loop
   * when it saved the scene, read when it opens the file; the simulation does not use them.
   * [default: the mode the entities' commands share, else Seek; the first entity; the first
   * path's `loop`, else looping]
   */
  game?: { mode: (typeof GAME_MODES)[number]; selected: string | null; pathLoop?: boolean };
}

/** The game's modes, as a scene file's state names them (`"game": { "mode": … }`). */
export const GAME_MODES = ['track', 'seek', 'path'] as const;

/**
 * A body's exact state where the scene file's numbers do not say it all: its centre of mass (planck
 * integrates the centre; the origin a file gives is derived from it and back, which may differ in
 * the last bit), angle and velocities.
 */
export interface BodyMemory {
  center: [number, number];
  angle: number;
  velocity: [number, number];
  angularVelocity: number;
  /**
   * The body's transform as planck holds it, when it is not what a step derives from the centre
   * and the angle: a body placed and not stepped since keeps the origin it was given and the
   * rotation of the angle it was given, while its angle is read back from that rotation (atan2),
   * which may differ in the last bit. A missile re-aims along that rotation before its next step.
   * [default: none, derived as a step does]
   */
  placed?: { origin: [number, number]; rotation: [number, number] };
}

/**
 * What a BodySteering remembers between steps besides its body and its command: saved and put
 * back by its `saveState` and `restoreState`, so that it steps on bit for bit.
 */
export interface SteeringState {
  /** It has arrived at the point it arrives at (an arrival's stop). */
  goalReached: boolean;
  /** Along its path: the waypoint it heads for, how many it has reached, where its leg began. */
  path: PathMemory<[number, number]> | null;
  /** The turn: the last sensed heading and desired heading (rad; the error is wrap(heading − desired)), and the last command (rad/s²). */
  turn: { heading: number; desiredHeading: number; command: number };
  /** The wanted heading's motion (the controller's feed-forward): its filters. */
  setpoint: { rate: number; acceleration: number; previousHeading: number; previousRate: number; primed: boolean };
  /** The controller's own memory (null: it keeps none, or it cannot say it, like player code). */
  controller: ControllerMemory | null;
  /** The noisy sensor's generator, when it has sensor noise. */
  sensor: { state: number; spare: number | null } | null;
  /**
   * A missile's guidance: proportional navigation's integrated heading, whether it navigates, the heading it last steered by (null: not
   * guided). Null for a body that does not fly along its heading.
   */
  guidance: { desired: number; navigating: boolean; guidedHeading: number | null } | null;
}

/**
 * What an entity remembers between steps: its steering's state (SteeringState), its body exactly, the guard's, and what the game pairs with
 * it.
 */
export interface EntityMemory extends SteeringState {
  /**
   * Its body, exactly: set again after its command, which may have changed it (a missile told to
   * idle stops dead), and with the angle's every bit (planck keeps a body's angle unwrapped, and
   * reads a new body's angle back through its sine and cosine, which can differ in the last bit).
   */
  body: BodyMemory;
  /** Where the guard last found the body sound (its reset goes back there), or null: where it is now. */
  lastGood: { position: [number, number]; angle: number } | null;
  /**
   * The target the game pairs it with, by id, when its command names none (on a path: the one it
   * chases when the player picks Seek). The game's, read when it opens the file; the simulation
   * does not use it. [default: none]
   */
  target?: string;
  /**
   * The colour the game draws it in, an index into its palette (a swapped or added entity keeps or
   * takes one that is not its place in the file). The game's, read when it opens the file; the
   * simulation does not use it. [default: its place in the file]
   */
  color?: number;
  /**
   * The path the game keeps for it, [x, y] waypoints, when its command does not hold that path (the
   * player switched to Seek or Track, or a path that does not loop was finished): what it follows
   * when the player picks Path again. The game's, read when it opens the file; the simulation does
   * not use it. [default: its command's path, else none]
   */
  drawnPath?: [number, number][];
}

/** What a target remembers between steps. */
export interface TargetMemory {
  /** Where its motion started and how long it has run (a circle's phase), s. */
  motionStart: [number, number];
  motionTime: number;
  /** Where the player holds it, or null. */
  heldAt: [number, number] | null;
  /** Its velocity (what the entities lead it by), m/s. */
  velocity: [number, number];
}

/** A fixture of a body, by its owner's kind and id and its place in planck's list of the body's fixtures. */
export type FixtureName = [kind: BodyOwner, id: string, fixture: number];

/** What owns a body that touches another. */
export type BodyOwner = (typeof BODY_OWNERS)[number];

/**
 * The kinds of what owns a body that touches another, as a contact names them (a target has no fixtures: it touches nothing planck solves).
 */
export const BODY_OWNERS = ['entity', 'obstacle'] as const;

/**
 * A contact between two fixtures that touch, and what it carries into the next step: each point's
 * id (planck's contact features: index and type on A, then on B, which the next step matches its
 * new points by) and the impulses the solver accumulated there (along the normal and the tangent,
 * N·s), with which that step's solver starts (warm starting).
 */
export interface ContactMemory {
  a: FixtureName;
  b: FixtureName;
  points: { features: [indexA: number, typeA: number, indexB: number, typeB: number]; normalImpulse: number; tangentImpulse: number }[];
}

/**
 * Where a path follower is along its path: the waypoint it heads for, how many it has reached, where its leg began (`Leg`: [x, y] m in the
 * plane, [x, y, z] in space).
 */
export interface PathMemory<Leg extends [number, number] | [number, number, number]> {
  index: number;
  reached: number;
  legStart: Leg;
}
