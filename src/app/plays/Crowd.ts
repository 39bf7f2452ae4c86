import { CROWD_ENTITY_OPTIONS, CROWD_WORLD_SETTINGS } from '../../sim/crowdSolver';
import type { CrowdPlacement } from '../../sim/crowdLayout';
import { defaultTargetMotionSettings } from '../fields/targetMotionFields';
import { EntityState } from '../model/EntityState';
import { clampCoordinate, SceneModel } from '../model/SceneModel';
import type { TargetHandle } from '../model/DemoTarget';
import type { Play, PlayContext } from './Play';
import { respondToHit } from './hitResponse';

/**
 * The browser benchmark's crowd (`?bench=N`, see src/app/bench; laid out by
 * src/sim/crowdLayout.ts): entities following looping paths, in Path mode. Entity i starts as
 * `placements[i]` says, with palette colour i (wrapping round) and the settings new entities get,
 * and loops its path. Not limited to the playground's entity count.
 * Every entity shares one static target parked below the crowd, out of reach (Path mode does not
 * show it), so the world holds the entities and almost nothing else. Its entities collide (group
 * 0): there, contacts are part of what is measured. Each collides as one convex hull (drawn with
 * its detailed outline; same mass and inertia): one broad-phase proxy per body instead of 3 to 5
 * (docs/performance.md), frictionless, its missiles thrusting only toward where they steer, so
 * that bodies that meet slide apart instead of jamming (CROWD_ENTITY_OPTIONS), and planck
 * solves the crowd with fewer iterations and moves its bodies in the broad phase less often
 * (crowdSolver.ts). The first entity is selected.
 */
export class Crowd implements Play {
  readonly model: SceneModel;
  readonly countsHits = true;
  readonly previous = null;

  constructor(
    private readonly context: PlayContext,
    private readonly placements: readonly CrowdPlacement[],
  ) {
    this.model = new SceneModel(context.session, context.dt);
  }

  setUp(): void {
    const model = this.model;
    model.mode = 'path';
    model.measuresTurns = false;
    model.world.setSolverIterations(CROWD_WORLD_SETTINGS.velocityIterations, CROWD_WORLD_SETTINGS.positionIterations);
    model.world.setAabbMultiplier(CROWD_WORLD_SETTINGS.aabbMultiplier);
    // Nothing records or rebuilds a crowd: it never settles (and steps as the benchmark's bare planck world does).
    model.world.settling.settleOnlyWhenTold();
    let lowest = 0;
    for (const placement of this.placements)
      for (const point of [placement.position, ...placement.path]) lowest = Math.min(lowest, point.y);
    const parking = { x: 0, y: clampCoordinate(lowest - 50) };
    // All the bodies first, then the entities (SteeringWorld.addEntities: planck's data lies together).
    const entities = model.world.addEntities(
      this.placements.map((placement) => ({
        id: model.nextEntityId(placement.type),
        type: placement.type,
        position: { x: placement.position.x, y: placement.position.y },
        angle: placement.angle,
        settings: this.context.defaults.settingsFor(placement.type),
        ...CROWD_ENTITY_OPTIONS,
      })),
    );
    let shared: TargetHandle | null = null;
    entities.forEach((entity, colorIndex) => {
      shared ??= model.createTarget(`target-${entity.id}`, entity.id, parking, defaultTargetMotionSettings(), 0);
      const record = new EntityState({
        entity,
        colorIndex,
        target: shared,
        hitLog: model.hits,
        path: (this.placements[colorIndex] as CrowdPlacement).path,
      });
      model.records.push(record);
      model.applyMode(record);
    });
    model.selectedId = model.records[0]?.entity.id ?? null;
  }

  onHit(record: EntityState): void {
    respondToHit(this.model, record, this.context.random);
  }

  tearDown(): null {
    return null;
  }
}
