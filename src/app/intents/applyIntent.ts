import { OK, refused, type SettingResult } from '../fields/tuningFields';
import type { SceneEditor } from '../parts/SceneEditor';
import type { SceneFiles } from '../parts/SceneFiles';
import type { PlayDirector } from '../plays/PlayDirector';
import type { DemoClock } from '../time/DemoClock';
import type { Tuning } from '../tuning/Tuning';
import { quoteForMessage } from '../../sim/validation/oneLine';
import type { Intent } from './Intent';

/** The parts of the demo that intents change, each through its own methods (only the door calls them). */
export interface IntentParts {
  readonly plays: PlayDirector;
  readonly editor: SceneEditor;
  readonly tuning: Tuning;
  readonly sceneFiles: SceneFiles;
  readonly clock: DemoClock;
}

/** A refusal for an intent that names a thing the scene does not have. */
function missing(field: string, what: string, id: string): SettingResult {
  return refused(field, `there is no ${what} ${quoteForMessage(id)} in this scene`);
}

/** What an editor's yes or no means as an answer. */
function done(ok: boolean, field: string, what: string, id: string): SettingResult {
  return ok ? OK : missing(field, what, id);
}

type Appliers = { readonly [K in Intent['kind']]: (parts: IntentParts, intent: Extract<Intent, { kind: K }>) => SettingResult };

/**
 * What each kind of intent does: one line each, calling the part that owns the state. Every value
 * is checked there, once (the rules of src/sim/validation and src/app/fields); a refusal changes
 * nothing.
 */
const APPLIERS: Appliers = {
  setMode: ({ editor }, i) => editor.entities.setMode(i.mode),
  toggleTurnRate: ({ tuning }) => tuning.toggleTurnRate(),
  setMaxAngularAcceleration: ({ tuning }, i) => tuning.setMaxAngularAcceleration(i.value, i.scope),
  setMaxSpeed: ({ tuning }, i) => tuning.setMaxSpeed(i.value, i.scope),
  setControllerType: ({ tuning }, i) => tuning.setControllerType(i.type, i.scope),
  setControllerSettings: ({ tuning }, i) => tuning.setControllerSettings(i.changes, i.scope),
  setController: ({ tuning }, i) => tuning.setController(i.settings, i.scope),
  applyPreset: ({ tuning }, i) => tuning.applyPreset(i.preset, i.scope),
  setControllersByType: ({ tuning }, i) => tuning.setControllersByType(i.controllers),
  setGuidance: ({ tuning }, i) => tuning.setGuidance(i.changes, i.scope),
  setTargetMotion: ({ tuning }, i) => tuning.setTargetMotion(i.changes, i.scope),
  setDisturbance: ({ tuning }, i) => tuning.setDisturbance(i.changes),
  moveTarget: ({ editor }, i) => editor.targets.move(i.target, i.position),
  dragTarget: ({ editor }, i) => editor.targets.drag(i.target, i.point, i.placed ?? false),
  releaseTarget: ({ editor }, i) => done(editor.targets.release(i.target, i.throwVelocity), 'target', 'target', i.target),
  setPath: ({ editor }, i) => editor.paths.set(i.entity, i.points),
  moveWaypoint: ({ editor }, i) => editor.paths.moveWaypoint(i.entity, i.index, i.position),
  setPathLoop: ({ editor }, i) => editor.paths.setLoop(i.loop),
  addObstacle: ({ editor }, i) => editor.obstacles.add(i.obstacle, i.at),
  removeObstacle: ({ editor }, i) => done(editor.obstacles.remove(i.obstacle), 'obstacle', 'obstacle', i.obstacle),
  clearObstacles: ({ editor }) => (editor.obstacles.clear(), OK),
  dragObstacle: ({ editor }, i) => editor.obstacles.drag(i.obstacle, i.goal),
  releaseObstacle: ({ editor }, i) => done(editor.obstacles.release(i.obstacle), 'obstacle', 'obstacle', i.obstacle),
  addEntity: ({ editor }, i) => editor.entities.add(i.type),
  removeEntity: ({ editor }, i) => editor.entities.remove(i.entity ?? null),
  nextType: ({ editor }, i) => editor.entities.nextType(i.entity ?? null),
  setAutoRetarget: ({ plays }, i) => (plays.setAutoRetarget(i.on), OK),
  setLayout: ({ plays }, i) => (plays.setLayout(i.layout), OK),
  play: ({ plays }, i) => plays.play(i.play, i.args as never),
  leave: ({ plays }, i) => plays.leave(i.play),
  reset: ({ plays }) => (plays.reset(), OK),
  openScene: ({ sceneFiles }, i) => sceneFiles.open(i.text),
  closeScene: ({ sceneFiles }) => (sceneFiles.close(), OK),
  setTimeBase: ({ clock }, i) => clock.setTimeBase(i.base),
  setRaceControllers: ({ plays }, i) => plays.setRaceControllers(i.types),
  usePlayerController: ({ editor }, i) => editor.entities.useController(i.entity ?? null, i.controller),
};

/**
 * Applies `intent` to the scene that plays, as it comes: what `demo.apply` does after writing the
 * intent down (IntentDoor.ts), and what the history does to replay its log. Never throws for a
 * value an intent may carry: a bad one is refused, naming it.
 */
export function applyIntent(parts: IntentParts, intent: Intent): SettingResult {
  const apply = APPLIERS[intent.kind] as ((parts: IntentParts, intent: Intent) => SettingResult) | undefined;
  if (!apply) return refused('kind', `an intent's kind must be one of ${Object.keys(APPLIERS).join(', ')}; got ${quoteForMessage(String(intent.kind))}`);
  // A change for one entity by name needs that entity (else it would reach none, silently).
  const scope = 'scope' in intent ? intent.scope : 'all';
  if (typeof scope === 'object' && !parts.plays.model.findRecord(scope.entity)) return missing('scope', 'entity', scope.entity);
  return apply(parts, intent);
}
