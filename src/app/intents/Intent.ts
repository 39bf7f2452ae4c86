import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { TurnController } from '../../sim/control/TurnController';
import type { EntityType } from '../../sim/entities/EntitySettings';
import type { Vec2Like } from '../../sim/math/vec2';
import type { TimeBase } from '../../sim/time/timeBases';
import type { ControllerPreset } from '../fields/controllerPresets';
import type { DisturbanceSettings } from '../fields/disturbanceFields';
import type { GuidanceChoice } from '../fields/guidanceFields';
import type { TargetMotionSettings } from '../fields/targetMotionFields';
import type { ObstacleKind } from '../model/obstacleKinds';
import type { ApplyTo, DemoMode } from '../model/SceneModel';
import type { PlayArgs, PlayableKind, PlayKind } from '../plays/playList';
import type { ScreenLayout } from '../setup/screenLayout';

/** A point as an intent carries it, m. */
export type Point = Readonly<Vec2Like>;

/**
 * A change to the scene that plays, as plain data: what every input of the game (the bar, the keys,
 * the panel, the pointer, the tour, links and files) asks for, applied through one door
 * (`demo.apply`, IntentDoor.ts) between two fixed steps, and kept by the history in its log with
 * the step it was applied before. Replayed in order on the scene it was applied to, the log gives
 * the same run bit for bit. `scope` names the entities a panel change reaches: all of them (and new
 * ones) or one by id; the door writes "selected" down as the entity it meant.
 */
export type SceneIntent =
  /** Every entity to Track, Seek or Path (a mode pressed again commands them anew). */
  | { readonly kind: 'setMode'; readonly mode: DemoMode }
  /** The Turn rate toggle: every entity fast, then slow, then back to the mix they had. */
  | { readonly kind: 'toggleTurnRate' }
  /** Max angular acceleration (rad/s²), the "max turn rate". */
  | { readonly kind: 'setMaxAngularAcceleration'; readonly value: number; readonly scope: ApplyTo }
  /** Top speed, m/s. */
  | { readonly kind: 'setMaxSpeed'; readonly value: number; readonly scope: ApplyTo }
  /** Another controller type, each entity with the settings it last had for it. */
  | { readonly kind: 'setControllerType'; readonly type: ControllerType; readonly scope: ApplyTo }
  /** Some fields of one controller type's settings (kp, ki…): the type the panel shows, written down by the door. */
  | { readonly kind: 'setControllerSettings'; readonly changes: Readonly<Record<string, unknown>>; readonly scope: ApplyTo; readonly type?: ControllerType }
  /** Whole controller settings (the auto-tuner's best). */
  | { readonly kind: 'setController'; readonly settings: ControllerSettings; readonly scope: ApplyTo }
  /** A PID preset: the tuned gains, or the article's as published. */
  | { readonly kind: 'applyPreset'; readonly preset: ControllerPreset; readonly scope: ApplyTo }
  /** Each entity type's controller (saved settings, a link). */
  | { readonly kind: 'setControllersByType'; readonly controllers: Readonly<Record<EntityType, ControllerSettings>> }
  /** A missile's guidance law and navigation constant. */
  | { readonly kind: 'setGuidance'; readonly changes: Readonly<Partial<GuidanceChoice>>; readonly scope: ApplyTo }
  /** How the targets of the scope move. */
  | { readonly kind: 'setTargetMotion'; readonly changes: Readonly<Partial<TargetMotionSettings>>; readonly scope: ApplyTo }
  /** The disturbing torque, the wind and the sensor noise. */
  | { readonly kind: 'setDisturbance'; readonly changes: Readonly<Partial<DisturbanceSettings>> }
  /** A target put somewhere at once (a target is a sensor: no body moves). */
  | { readonly kind: 'moveTarget'; readonly target: string; readonly position: Point }
  /** A target held by the pointer at `point`, every frame while held: it moves there by velocity, or is placed there at once while time is paused (`placed`, written by the door). */
  | { readonly kind: 'dragTarget'; readonly target: string; readonly point: Point; readonly placed?: boolean }
  /** A held target let go: dropped, or thrown at `throwVelocity` (m/s). */
  | { readonly kind: 'releaseTarget'; readonly target: string; readonly throwVelocity: Point | null }
  /** An entity's path for Path mode, m. */
  | { readonly kind: 'setPath'; readonly entity: string; readonly points: readonly Point[] }
  /** One waypoint of an entity's path moved, m. */
  | { readonly kind: 'moveWaypoint'; readonly entity: string; readonly index: number; readonly position: Point }
  /** Whether paths loop. */
  | { readonly kind: 'setPathLoop'; readonly loop: boolean }
  /** A wall, box, rock or crate placed at `at` (or next to it). */
  | { readonly kind: 'addObstacle'; readonly obstacle: ObstacleKind; readonly at: Point }
  | { readonly kind: 'removeObstacle'; readonly obstacle: string }
  | { readonly kind: 'clearObstacles' }
  /** An obstacle held at `goal`, every frame while held. */
  | { readonly kind: 'dragObstacle'; readonly obstacle: string; readonly goal: Point }
  | { readonly kind: 'releaseObstacle'; readonly obstacle: string }
  /** A missile or a character on the next spawn lane, with what new entities get. */
  | { readonly kind: 'addEntity'; readonly type: EntityType }
  /** An entity removed with its target and path (the door writes the selected one down when none is named). */
  | { readonly kind: 'removeEntity'; readonly entity?: string }
  /** The original's Next Type: an entity replaced by one of the other type (the selected one when none is named). */
  | { readonly kind: 'nextType'; readonly entity?: string }
  /** The opening's target hopping on by itself, on or off. */
  | { readonly kind: 'setAutoRetarget'; readonly on: boolean }
  /** The shape of the play area that new entities' lanes and paths are laid out for. */
  | { readonly kind: 'setLayout'; readonly layout: ScreenLayout };

/**
 * A change that starts another scene, or one the history cannot replay: each ends the recording (a
 * new one starts with the next step of a scene that keeps one).
 */
export type SessionIntent =
  /** Another way of playing (playList.ts), with what it needs (a level's controller is an object). */
  | { readonly kind: 'play'; readonly play: PlayableKind; readonly args?: PlayArgs[PlayableKind] }
  | { readonly kind: 'leave'; readonly play: PlayKind }
  /** The scene as it opened (the default opening, or the scene file opened). */
  | { readonly kind: 'reset' }
  /** A scene file's text opened as the scene (links, files, examples); a comparison it carries plays again. */
  | { readonly kind: 'openScene'; readonly text: string }
  /** Back to the default opening from an opened scene file. */
  | { readonly kind: 'closeScene' }
  /** The original's 1/30 s steps at twice real time, or the standard 1/60 s: a new world. */
  | { readonly kind: 'setTimeBase'; readonly base: TimeBase }
  /** The controllers a race lines up. */
  | { readonly kind: 'setRaceControllers'; readonly types: readonly ControllerType[] }
  /** The player's own code steering an entity (the selected one when none is named): not data, so not replayed. */
  | { readonly kind: 'usePlayerController'; readonly controller: TurnController; readonly entity?: string };

/** Every change to the scene: what `demo.apply` takes. */
export type Intent = SceneIntent | SessionIntent;

/** The kinds of {@link SceneIntent}: what the history keeps in its log and replays. */
export const SCENE_INTENT_KINDS = [
  'setMode',
  'toggleTurnRate',
  'setMaxAngularAcceleration',
  'setMaxSpeed',
  'setControllerType',
  'setControllerSettings',
  'setController',
  'applyPreset',
  'setControllersByType',
  'setGuidance',
  'setTargetMotion',
  'setDisturbance',
  'moveTarget',
  'dragTarget',
  'releaseTarget',
  'setPath',
  'moveWaypoint',
  'setPathLoop',
  'addObstacle',
  'removeObstacle',
  'clearObstacles',
  'dragObstacle',
  'releaseObstacle',
  'addEntity',
  'removeEntity',
  'nextType',
  'setAutoRetarget',
  'setLayout',
] as const satisfies readonly SceneIntent['kind'][];

/** Whether `intent` changes the scene in a way the history logs and replays. */
export function isSceneIntent(intent: Intent): intent is SceneIntent {
  return (SCENE_INTENT_KINDS as readonly string[]).includes(intent.kind);
}

/** The target a player's intent takes hold of (moves, drags, lets go of), or null. */
export function targetOf(intent: SceneIntent): string | null {
  return intent.kind === 'moveTarget' || intent.kind === 'dragTarget' || intent.kind === 'releaseTarget' ? intent.target : null;
}
