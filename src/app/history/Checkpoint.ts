import type { DisturbanceSettings } from '../fields/disturbanceFields';
import type { TargetMotionSettings } from '../fields/targetMotionFields';
import type { SessionSettings } from '../model/SessionSettings';
import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { EntitySettings } from '../../sim/entities/EntitySettings';
import type { Scenario } from '../../sim/scenario/schema';
import type { EntityDefaults, EntityDefaultsState } from '../model/EntityDefaults';
import type { ScreenLayout } from '../setup/screenLayout';
import type { TurnRateMix } from '../tuning/Tuning';
import type { TurnsState } from '../model/EntityState';
import type { Vec2Like } from '../../sim/math/vec2';
import type { TimeBase } from '../../sim/time/timeBases';
import { HitLog } from '../model/HitLog';
import type { IdCounters, SceneModel } from '../model/SceneModel';
import type { Hunt, HuntState } from '../plays/Hunt';
import { kindOf, type Play } from '../plays/Play';
import type { ChoreographyState, Playground } from '../plays/Playground';
import { describeScene } from '../sceneFile/describeScene';

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
  /** Its turn measurement (the HUD's, the labels' and the tour's figures), or null to start one afresh (a file written before it was kept). */
  readonly turns: TurnsState | null;
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
  /** The world's steps when it was taken: as the step before left the scene, before any input of its own step. */
  readonly step: number;
  /** The way of playing it was taken in (rebuildPlay.ts's rewindable ones). */
  readonly play: RewindableKind;
  readonly scene: Scenario;
  readonly choreography: ChoreographyState | null;
  readonly hits: HitLog;
  readonly records: readonly RecordExtras[];
  readonly targets: readonly TargetExtras[];
  readonly spawnCount: number;
  /** What a missile the player adds does at its target (the Hunt's fly through, the playground's stop). */
  readonly arrivalOfNewEntities: SceneModel['arrivalOfNewEntities'];
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
  /** What new entities get (the player's intents read it: an entity added, a controller chosen for all). */
  readonly defaults: EntityDefaultsState;
  /** The turn rates the Turn rate toggle goes back to (Tuning.mix). */
  readonly mix: TurnRateMix | null;
  /** The shape of the play area new entities' lanes and paths are laid out for. */
  readonly layout: ScreenLayout;
}

/** What the game keeps outside the scene that the player's intents read: what new entities get, the toggle's mix, the layout. */
export interface SessionKeep {
  readonly defaults: EntityDefaults;
  mix: TurnRateMix | null;
}

/** The ways of playing a history keeps (rebuildPlay.ts's rewindable). */
export type RewindableKind = 'playground' | 'hunt' | 'intercept';

/** The playground `play` plays in: itself, or the one the Hunt took over; null for Intercept. */
export function playgroundOf(play: Play): Playground | null {
  if (kindOf(play) === 'playground') return play as Playground;
  return kindOf(play) === 'hunt' && play.previous ? playgroundOf(play.previous) : null;
}

/** A checkpoint of `play` (rewindable: src/app/plays/rebuildPlay.ts) now, between steps, with the game's random numbers at `random` and what the session keeps (`keep`). */
export function takeCheckpoint(play: Play, timeBase: TimeBase, random: number, keep: SessionKeep): Checkpoint {
  const model = play.model;
  const hits = new HitLog();
  hits.copyFrom(model.hits);
  return {
    step: model.world.steps,
    play: kindOf(play) as RewindableKind,
    scene: describeScene(model, timeBase, 'checkpoint', false),
    choreography: playgroundOf(play)?.saveChoreography() ?? null,
    hits,
    records: model.records.map((record) => {
      const { guidance, navigationConstant } = record.entity.getSettings();
      const memory: Partial<Record<ControllerType, ControllerSettings>> = {};
      for (const [type, settings] of Object.entries(record.controllerMemory) as [ControllerType, ControllerSettings][]) memory[type] = { ...settings };
      // The path is replaced, never changed in place (PathEditor): shared, not copied.
      return { id: record.entity.id, path: record.path, launchTime: record.launchTime, spawnIndex: record.spawnIndex, controllerMemory: memory, guidance: { guidance, navigationConstant }, label: record.label, turns: record.saveTurns() };
    }),
    targets: [...model.targetsOf(), ...model.looseTargets].map((handle) => ({ id: handle.id, entityId: handle.entityId, motionSettings: { ...handle.motionSettings }, direction: handle.direction })),
    spawnCount: model.spawnCount,
    arrivalOfNewEntities: model.arrivalOfNewEntities,
    idCounters: model.idCounters,
    selectedObstacleId: model.selectedObstacleId,
    heldObstacles: model.world.obstacles.flatMap((obstacle) => (obstacle.heldAt ? [{ id: obstacle.id, at: { x: obstacle.heldAt.x, y: obstacle.heldAt.y } }] : [])),
    session: { disturbance: { ...model.session.disturbance }, pathLoop: model.session.pathLoop },
    hunt: kindOf(play) === 'hunt' ? (play as Hunt).saveState() : null,
    random,
    defaults: keep.defaults.save(),
    mix: keep.mix,
    layout: model.session.layout,
  };
}

/**
 * Puts the session's settings back as `checkpoint` ran with them, before its scene is built again:
 * a scene is made with the session's disturbance (SceneModel), which its file only overrides where
 * it has one (none stands for none), and the panel then shows what the scene runs with.
 */
export function restoreSession(session: SessionSettings, keep: SessionKeep, checkpoint: Checkpoint): void {
  Object.assign(session.disturbance, checkpoint.session.disturbance);
  session.pathLoop = checkpoint.session.pathLoop;
  session.layout = checkpoint.layout;
  keep.defaults.adopt(checkpoint.defaults);
  keep.mix = checkpoint.mix;
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
    record.path = [...extras.path];
    record.launchTime = extras.launchTime;
    record.spawnIndex = extras.spawnIndex;
    record.controllerMemory = structuredClone(extras.controllerMemory);
    record.entity.setGuidance(extras.guidance);
    record.label = extras.label;
    if (extras.turns) record.adoptTurns(extras.turns);
  }
  for (const extras of checkpoint.targets) {
    const handle = model.findTarget(extras.id);
    if (!handle) continue;
    handle.entityId = extras.entityId;
    handle.motionSettings = { ...extras.motionSettings };
    handle.direction = extras.direction;
  }
  model.spawnCount = checkpoint.spawnCount;
  model.arrivalOfNewEntities = checkpoint.arrivalOfNewEntities;
  model.restoreIdCounters(checkpoint.idCounters);
  model.selectedObstacleId = checkpoint.selectedObstacleId;
  for (const { id, at } of checkpoint.heldObstacles) model.world.getObstacle(id)?.drag(at);
}
