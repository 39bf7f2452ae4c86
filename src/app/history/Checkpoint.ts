import type { DisturbanceSettings } from '../fields/disturbanceFields';
import type { TargetMotionSettings } from '../fields/targetMotionFields';
import type { SessionSettings } from '../model/SessionSettings';
import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { EntitySettings } from '../../sim/entities/EntitySettings';
import type { Scenario } from '../../sim/scenario/schema';
import type { Vec2Like } from '../../sim/math/vec2';
import type { TimeBase } from '../../sim/time/timeBases';
import { HitLog } from '../model/HitLog';
import type { IdCounters, SceneModel } from '../model/SceneModel';
import type { Hunt, HuntState } from '../plays/Hunt';
import { kindOf, type Play } from '../plays/Play';
import type { ChoreographyState, Playground } from '../plays/Playground';
import { describeScene } from '../sceneFile/describeScene';
import { disturbanceSettingsOf } from '../sceneFile/openScene';

/** What a target's handle keeps that its scene file does not say (a file gives the motion it has now, not the one chosen in the panel). */
interface TargetExtras {
  readonly id: string;
  readonly entityId: string | null;
  readonly motionSettings: TargetMotionSettings;
  readonly direction: number;
}

/** What a record keeps that its scene file does not say. */
interface RecordExtras {
  readonly id: string;
  readonly path: readonly Readonly<Vec2Like>[];
  readonly launchTime: number;
  readonly spawnIndex: number;
  readonly controllerMemory: Partial<Record<ControllerType, ControllerSettings>>;
  /** Its guidance: a scene file has a missile's only (a character ignores it, but the panel gives it one all the same). */
  readonly guidance: Pick<EntitySettings, 'guidance' | 'navigationConstant'>;
  /** Its name in legends (Intercept's guidance laws), or null. */
  readonly label: string | null;
}

/**
 * A complete checkpoint of a playground between two steps: its scene as a scene file with its
 * state (the world continues from it bit for bit, as a share link does), and what the game keeps
 * around the world that a scene file does not say: the opening's choreography, hits, each record's
 * path, launch time, guidance and the controllers it had, the records' order, each target's chosen
 * motion and direction, the obstacles held, the counters that name new entities and obstacles, and
 * the session's disturbance and path looping. {@link adoptCheckpoint} builds the playground again
 * from it (after {@link restoreSession}).
 */
export interface Checkpoint {
  /** The world's steps when it was taken (before that step's own step, after the player's input). */
  readonly step: number;
  readonly scene: Scenario;
  readonly choreography: ChoreographyState | null;
  readonly hits: HitLog;
  readonly records: readonly RecordExtras[];
  readonly targets: readonly TargetExtras[];
  readonly spawnCount: number;
  /** How many entities and obstacles were named so far: the rewound scene names new ones as the recorded one would have. */
  readonly idCounters: IdCounters;
  readonly selectedObstacleId: string | null;
  /** The obstacles the player holds, and where (a scene file has them standing). */
  readonly heldObstacles: readonly { readonly id: string; readonly at: Readonly<Vec2Like> }[];
  /** The session's settings the scene ran with: the panel's disturbance and whether paths loop. */
  readonly session: { readonly disturbance: DisturbanceSettings; readonly pathLoop: boolean };
  /** The Hunt's memory of the scene before it, when the Hunt plays (null elsewhere). */
  readonly hunt: HuntState | null;
  /** The game's random numbers' state (where a character's reached target jumps to in the Hunt). */
  readonly random: number;
}

/** The playground `play` plays in: itself, or the one the Hunt took over; null for Intercept. */
export function playgroundOf(play: Play): Playground | null {
  if (kindOf(play) === 'playground') return play as Playground;
  return kindOf(play) === 'hunt' && play.previous ? playgroundOf(play.previous) : null;
}

/** A checkpoint of `play` (rewindable: src/app/plays/rebuildPlay.ts) now, between steps, with the game's random numbers at `random`. */
export function takeCheckpoint(play: Play, timeBase: TimeBase, random: number): Checkpoint {
  const model = play.model;
  const hits = new HitLog();
  hits.copyFrom(model.hits);
  return {
    step: model.world.steps,
    scene: describeScene(model, timeBase, 'checkpoint', false),
    choreography: playgroundOf(play)?.saveChoreography() ?? null,
    hits,
    records: model.records.map((record) => ({
      id: record.entity.id,
      path: record.path.map((p) => ({ x: p.x, y: p.y })),
      launchTime: record.launchTime,
      spawnIndex: record.spawnIndex,
      controllerMemory: structuredClone(record.controllerMemory),
      guidance: { guidance: record.entity.getSettings().guidance, navigationConstant: record.entity.getSettings().navigationConstant },
      label: record.label,
    })),
    targets: [...model.targetsOf(), ...model.looseTargets].map((handle) => ({ id: handle.id, entityId: handle.entityId, motionSettings: { ...handle.motionSettings }, direction: handle.direction })),
    spawnCount: model.spawnCount,
    idCounters: model.idCounters,
    selectedObstacleId: model.selectedObstacleId,
    heldObstacles: model.world.obstacles.flatMap((obstacle) => (obstacle.heldAt ? [{ id: obstacle.id, at: { x: obstacle.heldAt.x, y: obstacle.heldAt.y } }] : [])),
    session: { disturbance: { ...model.session.disturbance }, pathLoop: model.session.pathLoop },
    hunt: kindOf(play) === 'hunt' ? (play as Hunt).saveState() : null,
    random,
  };
}

/**
 * Puts the session's settings back as `checkpoint` ran with them, before its scene is built again:
 * a scene is made with the session's disturbance (SceneModel), which its file only overrides where
 * it has one (none stands for none), and the panel then shows what the scene runs with.
 */
export function restoreSession(session: SessionSettings, checkpoint: Checkpoint): void {
  Object.assign(session.disturbance, checkpoint.session.disturbance);
  session.pathLoop = checkpoint.session.pathLoop;
}

/** Gives `play`, freshly built from `checkpoint.scene` (rebuildPlay), what the game kept around its world. */
export function adoptCheckpoint(play: Play, checkpoint: Checkpoint): void {
  const model: SceneModel = play.model;
  if (checkpoint.choreography) playgroundOf(play)?.adoptChoreography(checkpoint.choreography);
  if (checkpoint.hunt) (play as Hunt).adoptState(checkpoint.hunt);
  model.hits.copyFrom(checkpoint.hits);
  // In the recorded order (a scene file lists the entities in the world's order: a swapped type moved its entity to the end there).
  const order = new Map(checkpoint.records.map((extras, i) => [extras.id, i]));
  model.records.sort((a, b) => (order.get(a.entity.id) ?? order.size) - (order.get(b.entity.id) ?? order.size));
  for (const extras of checkpoint.records) {
    const record = model.findRecord(extras.id);
    if (!record) continue;
    record.path = extras.path.map((p) => ({ x: p.x, y: p.y }));
    record.launchTime = extras.launchTime;
    record.spawnIndex = extras.spawnIndex;
    record.controllerMemory = structuredClone(extras.controllerMemory);
    record.entity.setGuidance(extras.guidance);
    record.label = extras.label;
  }
  for (const extras of checkpoint.targets) {
    const handle = model.findTarget(extras.id);
    if (!handle) continue;
    handle.entityId = extras.entityId;
    handle.motionSettings = { ...extras.motionSettings };
    handle.direction = extras.direction;
  }
  model.spawnCount = checkpoint.spawnCount;
  model.restoreIdCounters(checkpoint.idCounters);
  model.selectedObstacleId = checkpoint.selectedObstacleId;
  for (const { id, at } of checkpoint.heldObstacles) model.world.getObstacle(id)?.drag(at);
}

/**
 * Gives the records of `play`, rebuilt from a checkpoint as the game plays on, what those of
 * `before` measured (trails, turn meters); everything else comes from the checkpoint.
 */
export function carryOn(play: Play, before: Play): void {
  for (const record of play.model.records) {
    const old = before.model.findRecord(record.entity.id);
    if (old) record.carryOn(old);
  }
}

/**
 * `now` (a checkpoint of the scene before the player's change) with the scene the change made: the
 * session's disturbance as that scene has it, and a target whose entity is gone from it (a type
 * swapped) left to the scene, which pairs it with its new chaser.
 */
export function changedCheckpoint(now: Checkpoint, scene: Scenario): Checkpoint {
  const ids = new Set(scene.entities.map((entity) => entity.id));
  const targets = now.targets.filter((target) => target.entityId === null || ids.has(target.entityId));
  return { ...now, scene, targets, session: { ...now.session, disturbance: disturbanceSettingsOf(scene) } };
}

/** What turns an entity: its motor's limit and its controller's settings (not its memory, which a new command starts afresh). */
function turnSettingsOf(entity: Play['model']['world']['entities'][number]): string {
  return JSON.stringify([entity.maxAngularAcceleration, entity.getSettings().controller]);
}

/**
 * After `play` was built from a scene the player's change made (SceneHistory.changeTo), rather
 * than changed in place: the turn meters of the entities whose turn rate or controller is not what
 * it was in `before` retune at the next sample, as they do when the player sets them.
 */
export function retuneChanged(play: Play, before: Play): void {
  for (const record of play.model.records) {
    const old = before.model.findRecord(record.entity.id);
    if (old && turnSettingsOf(old.entity) !== turnSettingsOf(record.entity)) record.turns.retuneAtNextSample();
  }
}
