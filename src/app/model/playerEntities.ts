import type { EntityType } from '../../sim/entities/EntitySettings';
import type { Vec2Like } from '../../sim/math/vec2';
import type { EntityDefaults } from '../tuning/EntityDefaults';
import { EntityState } from './EntityState';
import type { SceneModel } from './SceneModel';

/** Most entities on screen at once (the palette has this many colours). */
export const MAX_ENTITIES = 10;

/**
 * The planck collision group of the player's entities: a shared negative group, so they fly
 * through each other but still bounce off walls, boxes, rocks and crates, and still hit targets.
 * When they collided, a missile (its velocity is kept along its nose every step) could press into a
 * character and the two would circle each other for seconds; in the original demo only one entity
 * was ever on screen. The benchmark's crowd keeps group 0: there, collisions are the point.
 */
export const PLAYER_COLLISION_GROUP = -2;

/** Where a player's entity starts, and its target. m, rad. */
export interface PlayerEntityPlacement {
  readonly type: EntityType;
  readonly position: Readonly<Vec2Like>;
  readonly angle: number;
  /** Where its target stands, m. */
  readonly target: Readonly<Vec2Like>;
}

/**
 * Adds one of the player's entities to `model` with the settings new entities get, and its own
 * target (moving as new targets do). Linear and zig-zag targets cross the entity's line of sight,
 * alternating sides entity by entity: a chase that pursuit finds hard and proportional navigation
 * does not. The entity gets no command: the caller gives it the scene's mode.
 */
export function addPlayerEntity(model: SceneModel, defaults: EntityDefaults, placement: PlayerEntityPlacement, colorIndex: number): EntityState {
  const id = model.nextEntityId(placement.type);
  const entity = model.world.addEntity({
    id,
    type: placement.type,
    position: { x: placement.position.x, y: placement.position.y },
    angle: placement.angle,
    settings: defaults.settingsFor(placement.type),
    collisionGroup: PLAYER_COLLISION_GROUP,
  });
  const sight = Math.atan2(placement.target.y - placement.position.y, placement.target.x - placement.position.x);
  const direction = sight + (model.records.length % 2 === 0 ? Math.PI / 2 : -Math.PI / 2);
  const target = model.createTarget(`target-${id}`, id, placement.target, defaults.motion, direction);
  const record = new EntityState({ entity, colorIndex, target, hitLog: model.hits, launchTime: model.time });
  model.records.push(record);
  return record;
}
