import type { SteeringWorld } from '../../sim/SteeringWorld';
import type { DisturbanceSettings } from '../fields/disturbanceFields';
import type { DemoTarget } from '../model/DemoTarget';
import type { EntityRecord } from '../model/EntityState';
import type { HitLog } from '../model/HitLog';
import type { ObstacleRecord } from '../model/SceneModel';
import type { SessionSettings } from '../model/SessionSettings';
import type { PlayDirector } from '../plays/PlayDirector';

/**
 * What the game draws and the UI shows of the scene that plays (`demo.view`): its entities,
 * targets, obstacles and hits, read-only. The other parts change it; data flows one way.
 */
export class SceneView {
  constructor(
    private readonly director: PlayDirector,
    private readonly session: SessionSettings,
  ) {}

  /** The simulation. Replaced by a reset and by scene switches: do not keep a reference. */
  get world(): SteeringWorld {
    return this.director.model.world;
  }

  /** One record per entity, in creation order. */
  get records(): readonly EntityRecord[] {
    return this.director.model.records;
  }

  /** The selected entity's record, or null. */
  get selected(): EntityRecord | null {
    return this.director.model.selectedRecord() ?? null;
  }

  /** Every target once, in the order of the entities, then the loose ones (see {@link looseTargets}). */
  get targets(): readonly DemoTarget[] {
    return this.director.model.targets;
  }

  /** The targets no entity chases that the player may still drag (a scene file's spare ones). */
  get looseTargets(): readonly DemoTarget[] {
    return this.director.model.looseTargets;
  }

  /** The obstacles, in the order they were placed. */
  get obstacles(): readonly ObstacleRecord[] {
    return this.director.model.obstacles;
  }

  /** Hits in this scene: total, per entity, the last time-to-hit, recent explosions. */
  get hits(): HitLog {
    return this.director.model.hits;
  }

  /** The disturbance as set in the panel. */
  get disturbance(): Readonly<DisturbanceSettings> {
    return this.session.disturbance;
  }

  /** The record of entity `id`, if any. */
  getRecord(id: string): EntityRecord | undefined {
    return this.director.model.findRecord(id);
  }

  /** The target with this id, if any. */
  getTarget(id: string): DemoTarget | undefined {
    return this.director.model.findTarget(id);
  }
}
