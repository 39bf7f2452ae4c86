import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { SessionSettings } from '../model/SessionSettings';
import type { EntityDefaults, EntityDefaultsState } from '../model/EntityDefaults';
import type { TurnRateMix } from '../tuning/Tuning';
import type { TurnsState } from '../model/EntityState';
import type { Vec2Like } from '../../sim/math/vec2';
import type { TimeBase } from '../../sim/time/timeBases';
import type { SceneModel } from '../model/SceneModel';
import type { Hunt } from '../plays/Hunt';
import { kindOf, type Play } from '../plays/Play';
import type { Playground } from '../plays/Playground';
import { describeScene } from '../sceneFile/describeScene';
import type { Checkpoint } from './snapshotFile';

export type { Checkpoint } from './snapshotFile';

/** What the game keeps outside the scene that the player's intents read: what new entities get, the toggle's mix, the layout. */
export interface SessionKeep {
  readonly defaults: EntityDefaults;
  mix: TurnRateMix | null;
}

/** The playground `play` plays in: itself, or the one the Hunt took over; null for Intercept. */
export function playgroundOf(play: Play): Playground | null {
  if (kindOf(play) === 'playground') return play as Playground;
  return kindOf(play) === 'hunt' && play.previous ? playgroundOf(play.previous) : null;
}

/** A point as a snapshot writes it. */
function pair(p: Readonly<Vec2Like>): [number, number] {
  return [p.x, p.y];
}

/**
 * A record's path is replaced, never changed in place (PathEditor), so every snapshot of it shares
 * one written form, and a restore gets the path itself back: a long path is not copied at each
 * snapshot and each restore (`npm run bench:hostile` has ten of 8,000 waypoints).
 */
const writtenPaths = new WeakMap<readonly Readonly<Vec2Like>[], [number, number][]>();
const pathsWritten = new WeakMap<readonly (readonly [number, number])[], Vec2Like[]>();

function writtenPath(path: Vec2Like[]): [number, number][] {
  let written = writtenPaths.get(path);
  if (!written) {
    written = path.map(pair);
    writtenPaths.set(path, written);
    pathsWritten.set(written, path);
  }
  return written;
}

function pathOf(written: readonly (readonly [number, number])[]): Vec2Like[] {
  let path = pathsWritten.get(written);
  if (!path) {
    path = written.map(xy);
    pathsWritten.set(written, path);
    writtenPaths.set(path, written as [number, number][]);
  }
  return path;
}

/** A point as a snapshot wrote it. */
function xy([x, y]: readonly [number, number]): Vec2Like {
  return { x, y };
}

/**
 * A checkpoint of `play` (rewindable: src/app/plays/rebuildPlay.ts) now, between steps, with the
 * game's random numbers at `random` and what the session keeps (`keep`): what the game keeps
 * around the world, as a snapshot file writes it (snapshotFile.ts).
 */
export function takeCheckpoint(play: Play, timeBase: TimeBase, random: number, keep: SessionKeep): Checkpoint {
  const model = play.model;
  const choreography = playgroundOf(play)?.saveChoreography() ?? null;
  const hunt = kindOf(play) === 'hunt' ? (play as Hunt).saveState() : null;
  return {
    step: model.world.steps,
    play: kindOf(play) as Checkpoint['play'],
    scene: describeScene(model, timeBase, 'checkpoint', false),
    choreography: choreography && {
      ...choreography,
      route: choreography.route.map(pair),
      allArrivedSince: Number.isNaN(choreography.allArrivedSince) ? null : choreography.allArrivedSince,
    },
    hits: model.hits.save(),
    records: model.records.map((record) => {
      const { guidance, navigationConstant } = record.entity.getSettings();
      return {
        id: record.entity.id,
        path: writtenPath(record.path),
        launchTime: record.launchTime,
        spawnIndex: record.spawnIndex,
        controllerMemory: structuredClone(record.controllerMemory),
        guidance,
        navigationConstant,
        label: record.label,
        turns: record.saveTurns(),
      };
    }),
    targets: [...model.targetsOf(), ...model.looseTargets].map((handle) => ({
      id: handle.id,
      entity: handle.entityId,
      motion: { ...handle.motionSettings },
      direction: handle.direction,
    })),
    spawnCount: model.spawnCount,
    arrivalOfNewEntities: model.arrivalOfNewEntities,
    idCounters: structuredClone(model.idCounters),
    selectedObstacleId: model.selectedObstacleId,
    heldObstacles: model.world.obstacles.flatMap((obstacle) => (obstacle.heldAt ? [{ id: obstacle.id, at: pair(obstacle.heldAt) }] : [])),
    pathLoop: model.session.pathLoop,
    disturbance: { ...model.session.disturbance },
    hunt: hunt && { ...hunt, placesBefore: hunt.placesBefore.map(([id, place]) => [id, pair(place)]) },
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
  Object.assign(session.disturbance, checkpoint.disturbance);
  session.pathLoop = checkpoint.pathLoop;
  session.layout = checkpoint.layout;
  keep.defaults.adopt(checkpoint.defaults as EntityDefaultsState);
  keep.mix = checkpoint.mix;
}

/** Gives `play`, freshly built from `checkpoint.scene` (rebuildPlay), what the game kept around its world. */
export function adoptCheckpoint(play: Play, checkpoint: Checkpoint): void {
  const model: SceneModel = play.model;
  const { choreography, hunt } = checkpoint;
  if (choreography)
    playgroundOf(play)?.adoptChoreography({
      ...choreography,
      route: choreography.route.map(xy),
      allArrivedSince: choreography.allArrivedSince ?? Number.NaN,
    });
  if (hunt) (play as Hunt).adoptState({ ...hunt, placesBefore: hunt.placesBefore.map(([id, place]) => [id, xy(place)]) });
  model.hits.adopt(checkpoint.hits);
  // In the recorded order (a scene file lists the entities in the world's order: a swapped type moved its entity to the end there).
  const order = new Map(checkpoint.records.map((extras, i) => [extras.id, i]));
  model.records.sort((a, b) => (order.get(a.entity.id) ?? order.size) - (order.get(b.entity.id) ?? order.size));
  for (const extras of checkpoint.records) {
    const record = model.findRecord(extras.id);
    if (!record) continue;
    record.path = pathOf(extras.path);
    record.launchTime = extras.launchTime;
    record.spawnIndex = extras.spawnIndex;
    record.controllerMemory = structuredClone(extras.controllerMemory) as Partial<Record<ControllerType, ControllerSettings>>;
    record.entity.setGuidance({ guidance: extras.guidance, navigationConstant: extras.navigationConstant });
    record.label = extras.label;
    if (extras.turns) record.adoptTurns(extras.turns as TurnsState);
  }
  for (const extras of checkpoint.targets) {
    const handle = model.findTarget(extras.id);
    if (!handle) continue;
    handle.entityId = extras.entity;
    handle.motionSettings = { ...extras.motion };
    handle.direction = extras.direction;
  }
  model.spawnCount = checkpoint.spawnCount;
  model.arrivalOfNewEntities = checkpoint.arrivalOfNewEntities;
  model.restoreIdCounters(checkpoint.idCounters);
  model.selectedObstacleId = checkpoint.selectedObstacleId;
  for (const { id, at } of checkpoint.heldObstacles) model.world.getObstacle(id)?.drag(xy(at));
}
