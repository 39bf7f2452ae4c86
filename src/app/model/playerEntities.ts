import type { EntityType } from '../../sim/entities/EntitySettings';
import type { Vec2Like } from '../../sim/math/vec2';
import type { TargetHandle } from './DemoTarget';
import type { EntityDefaults } from './EntityDefaults';
import { EntityState } from './EntityState';
import { placeWithRoom } from './findRoom';
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
  /** Its max turn rate, rad/s² [default: what new entities get]. */
  readonly maxAngularAcceleration?: number;
}

/**
 * Adds one of the player's entities to `model` with the settings new entities get, and its own
 * target (moving as new targets do). Linear and zig-zag targets cross the entity's line of sight,
 * alternating sides entity by entity: a chase that pursuit finds hard and proportional navigation
 * does not. With `sharedTarget` it chases that one instead (the opening's entities share theirs).
 * The entity gets no command: the caller gives it the scene's mode. Null when there is no room
 * near the spot.
 */
export function addPlayerEntity(
  model: SceneModel,
  defaults: EntityDefaults,
  placement: PlayerEntityPlacement,
  colorIndex: number,
  sharedTarget?: TargetHandle,
): EntityState | null {
  const id = model.nextEntityId(placement.type);
  const rate = placement.maxAngularAcceleration === undefined ? {} : { maxAngularAcceleration: placement.maxAngularAcceleration };
  const settings = { ...defaults.settingsFor(placement.type), ...rate, chaseArrival: model.arrivalOfNewEntities };
  // Next to the spot if the player piled obstacles on it (the world refuses a start inside a pile).
  const entity = placeWithRoom(placement.position, (position) =>
    model.world.addEntity({ id, type: placement.type, position, angle: placement.angle, settings, collisionGroup: PLAYER_COLLISION_GROUP }),
  );
  if (!entity) return null;
  const sight = Math.atan2(placement.target.y - placement.position.y, placement.target.x - placement.position.x);
  const direction = sight + (model.records.length % 2 === 0 ? Math.PI / 2 : -Math.PI / 2);
  const target = sharedTarget ?? model.createTarget(`target-${id}`, id, placement.target, defaults.motion, direction);
  const record = new EntityState({ entity, colorIndex, target, hitLog: model.hits, launchTime: model.time });
  model.records.push(record);
  return record;
}
