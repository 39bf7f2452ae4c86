import type { SteeringWorld } from '../../sim/SteeringWorld';
import type { DisturbanceSettings } from '../fields/disturbanceFields';
import type { DemoTarget } from './DemoTarget';
import type { EntityRecord } from './EntityState';
import type { HitLog } from './HitLog';
import type { ObstacleKind } from './obstacleKinds';
import type { Vec2Like } from '../../sim/math/vec2';
import type { Obstacle } from '../../sim/obstacles/Obstacle';

/** A wall, box, rock or crate the player placed (a read-only view). */
export interface ObstacleRecord {
  readonly obstacle: Obstacle;
  readonly kind: ObstacleKind;
  /** Where the player is dragging it (m), or null. While paused it shows there as a ghost. */
  readonly dragGoal: Readonly<Vec2Like> | null;
}

/**
 * What the game draws and the UI shows of the scene that plays (`demo.view`): its entities,
 * targets, obstacles and hits, read-only. It is the playing scene's {@link SceneModel} itself, seen
 * through this interface; the other parts change it, so data flows one way. A scene switch gives
 * `demo.view` another model: read it each frame, do not keep it.
 */
export interface SceneView {
  readonly world: SteeringWorld;
  /** One record per entity, in creation order. */
  readonly records: readonly EntityRecord[];
  readonly selected: EntityRecord | null;
  /** Every target once, in the order of the entities, then the loose ones (see {@link looseTargets}). */
  readonly targets: readonly DemoTarget[];
  /** The targets no entity chases that the player may still drag (a scene file's spare ones). */
  readonly looseTargets: readonly DemoTarget[];
  /** The obstacles, in the order they were placed. */
  readonly obstacles: readonly ObstacleRecord[];
  /** Hits in this scene: total, per entity, the last time-to-hit, recent explosions. */
  readonly hits: HitLog;
  /** The disturbance as set in the panel. */
  readonly disturbance: Readonly<DisturbanceSettings>;
  findRecord(id: string): EntityRecord | undefined;
  findTarget(id: string): DemoTarget | undefined;
}
