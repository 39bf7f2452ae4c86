import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { EntityState } from '../model/EntityState';
import type { SceneModel } from '../model/SceneModel';
import type { SessionSettings } from '../model/SessionSettings';
import type { EntityDefaults } from '../model/EntityDefaults';
import type { ChallengeView } from './ChallengeView';
import type { RaceResultsView } from './RaceResults';

/** What every scene may use: the session's settings, new-entity defaults, random numbers, warnings. */
export interface PlayContext {
  /** The fixed simulation step, s. */
  readonly dt: number;
  readonly session: SessionSettings;
  readonly defaults: EntityDefaults;
  /** The game's seeded random numbers in [0, 1) (where a reached target jumps to). */
  random(): number;
  /** Queues a message about an entity the simulation had to reset. */
  warn(message: string): void;
  /** The controllers a race lines up (the player's choice). */
  readonly raceControllers: readonly ControllerType[];
  /** The settings a race gives the copy of `base` steered by a controller of `type` (the panel's for that type). */
  racerController(type: ControllerType, base: EntityState): ControllerSettings;
}

/**
 * One way of playing, like a Box2D sample: a small class that sets itself up, hooks into each fixed
 * step and into the player's input, and tears itself down. The demo runs exactly one scene at a
 * time; switching tears the current one down and sets the next one up.
 *
 * A scene plays in a {@link SceneModel}: its own (a race, the crowd) or the one of the scene it
 * took over (the Hunt plays on the playground's entities). Tearing down returns the scene to go
 * back to (the one taken over), or null for a fresh playground.
 */
export interface Play {
  readonly model: SceneModel;
  /** Whether touching the chased target counts as a hit (with its explosion): the Hunt's and races' game, not plain play's. */
  readonly countsHits: boolean;
  /** The scene this one took over and returns to when it ends, or null. */
  readonly previous: Play | null;
  /** Called once when the scene becomes the current one. */
  setUp(): void;
  /** Called before each fixed step of the world, if defined (a challenge level moves its goals there). */
  beforeStep?(): void;
  /** Called after each fixed step, once its hits are handled, if defined. */
  afterStep?(): void;
  /** Entity `record` touched the target it chases (a hit, already counted), if it responds. */
  onHit?(record: EntityState): void;
  /** The player added an entity to this scene, if it cares. */
  onEntityAdded?(record: EntityState): void;
  /** The player moved a target or set one moving: scripted target moves stop (if it has any). */
  onPlayerMovedTarget?(): void;
  /** Leaves the scene; returns the scene to go back to, or null for a fresh playground. */
  tearDown(): Play | null;
  /** A play that keeps a results table (a race): the table, or null before it starts. Undefined: it keeps none. */
  readonly raceResults?: RaceResultsView | null;
  /** A play with an opening choreography (the playground's target hopping on by itself): whether it runs. Undefined: it has none. */
  choreography?: boolean;
  /** A challenge level: its card's view (the level, the run, the result). Undefined: not a level. */
  readonly challenge?: ChallengeView;
}

/** Where an editor finds the scene it edits: the play that plays now (the demo's PlayDirector). */
export interface PlayingNow {
  readonly current: Play;
}

/** The kind each play was created as: its key in src/app/plays/playList.ts, which records it. */
const KINDS = new WeakMap<Play, string>();

/** Records that `play` is of `kind` (playList.ts's `createPlay`, for every play it creates); returns it. */
export function recordKind<P extends Play>(play: P, kind: string): P {
  KINDS.set(play, kind);
  return play;
}

/** The kind `play` was created as (its key in playList.ts), or undefined for a play made outside that list (a test's). */
export function kindOf(play: Play): string | undefined {
  return KINDS.get(play);
}

/** True when `scene` is of `kind` or took over (directly or not) a scene of `kind`. */
export function playsIn(scene: Play, kind: string): boolean {
  for (let s: Play | null = scene; s; s = s.previous) if (KINDS.get(s) === kind) return true;
  return false;
}
