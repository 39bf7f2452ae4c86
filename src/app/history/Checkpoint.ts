import type { ControllerSettings, ControllerType } from '../../sim/control/ControllerSettings';
import type { Scenario } from '../../sim/scenario/schema';
import type { Vec2Like } from '../../sim/math/vec2';
import type { TimeBase } from '../../sim/time/timeBases';
import { HitLog } from '../model/HitLog';
import type { SceneModel } from '../model/SceneModel';
import type { ChoreographyState, Playground } from '../plays/Playground';
import { describeScene } from '../sceneFile/describeScene';

/** What a record keeps that its scene file does not say. */
interface RecordExtras {
  readonly id: string;
  readonly path: readonly Readonly<Vec2Like>[];
  readonly launchTime: number;
  readonly spawnIndex: number;
  readonly controllerMemory: Partial<Record<ControllerType, ControllerSettings>>;
}

/**
 * A complete checkpoint of a playground between two steps: its scene as a scene file with its
 * state (the world continues from it bit for bit, as a share link does), and what the game keeps
 * around the world (the opening's choreography, hits, each record's path, launch time and the
 * controllers it had). {@link restoreCheckpoint} builds the playground again from it.
 */
export interface Checkpoint {
  /** The world's steps when it was taken (before that step's own step, after the player's input). */
  readonly step: number;
  readonly scene: Scenario;
  readonly choreography: ChoreographyState | null;
  readonly hits: HitLog;
  readonly records: readonly RecordExtras[];
  readonly spawnCount: number;
  readonly selectedObstacleId: string | null;
}

/** A checkpoint of `play` now (between steps). */
export function takeCheckpoint(play: Playground, timeBase: TimeBase): Checkpoint {
  const model = play.model;
  const hits = new HitLog();
  hits.copyFrom(model.hits);
  return {
    step: model.world.steps,
    scene: describeScene(model, timeBase, 'checkpoint', false),
    choreography: play.saveChoreography(),
    hits,
    records: model.records.map((record) => ({
      id: record.entity.id,
      path: record.path.map((p) => ({ x: p.x, y: p.y })),
      launchTime: record.launchTime,
      spawnIndex: record.spawnIndex,
      controllerMemory: structuredClone(record.controllerMemory),
    })),
    spawnCount: model.spawnCount,
    selectedObstacleId: model.selectedObstacleId,
  };
}

/** Gives `play`, freshly built from `checkpoint.scene`, what the game kept around its world. */
export function adoptCheckpoint(play: Playground, checkpoint: Checkpoint): void {
  const model: SceneModel = play.model;
  if (checkpoint.choreography) play.adoptChoreography(checkpoint.choreography);
  model.hits.copyFrom(checkpoint.hits);
  for (const extras of checkpoint.records) {
    const record = model.findRecord(extras.id);
    if (!record) continue;
    record.path = extras.path.map((p) => ({ x: p.x, y: p.y }));
    record.launchTime = extras.launchTime;
    record.spawnIndex = extras.spawnIndex;
    record.controllerMemory = structuredClone(extras.controllerMemory);
  }
  model.spawnCount = checkpoint.spawnCount;
  model.selectedObstacleId = checkpoint.selectedObstacleId;
}

/** Gives the records and targets of `play`, rebuilt from a checkpoint as the game plays on, what those of `before` measured and chose (trails, turn meters, the panel's target motions). */
export function carryOn(play: Playground, before: Playground): void {
  for (const record of play.model.records) {
    const old = before.model.findRecord(record.entity.id);
    if (old) record.carryOn(old);
  }
  for (const handle of play.model.targetsOf()) {
    const old = before.model.findTarget(handle.id);
    if (!old) continue;
    handle.motionSettings = { ...old.motionSettings };
    handle.direction = old.direction;
  }
}
