import { VISIBLE_ARENA } from '../setup/arena';
import type { EntityState } from '../model/EntityState';
import type { SceneModel } from '../model/SceneModel';
import { placeWithRoom } from '../model/findRoom';
import { chooseSpawn, chooseTargetSpot } from '../setup/spawnPoints';

/**
 * What a hit does in the scenes that run unattended: a missile starts again from a spawn point far
 * from its target, at rest, facing it; a character's target appears somewhere new (unless the
 * player holds it).
 */
export function respondToHit(model: SceneModel, record: EntityState, random: () => number): void {
  if (record.entity.type === 'missile') respawn(model, record);
  else jumpTarget(model, record, random);
}

/** A missile that hit starts again from a spawn point far from its target, at rest, facing it. */
function respawn(model: SceneModel, record: EntityState): void {
  const world = model.world;
  const old = record.entity;
  const spawn = chooseSpawn(record.target.position, VISIBLE_ARENA, record.spawnIndex);
  record.spawnIndex = spawn.index;
  const settings = old.getSettings();
  const where = { x: old.position.x, y: old.position.y };
  const angle = old.angle;
  world.removeEntity(old.id);
  // At the spawn point, or next to it if the player piled obstacles there.
  const entity = placeWithRoom(spawn.position, (position) =>
    world.addEntity({ id: old.id, type: old.type, position, angle: spawn.angle, settings, collisionGroup: old.collisionGroup }),
  );
  // No room anywhere near: it stays where it hit, at rest (the world had room for it there).
  record.entity =
    entity ?? world.addEntity({ id: old.id, type: old.type, position: where, angle, settings, collisionGroup: old.collisionGroup });
  record.trail.clear();
  model.applyMode(record);
}

/** A character reached its target: the target appears somewhere new (unless the player holds it). */
function jumpTarget(model: SceneModel, record: EntityState, random: () => number): void {
  const handle = record.target;
  if (handle.held) {
    record.launchTime = model.time;
    return;
  }
  handle.direction += Math.PI / 2 + random() * Math.PI;
  model.placeTarget(handle, chooseTargetSpot(record.entity.position, VISIBLE_ARENA, random), true);
}
