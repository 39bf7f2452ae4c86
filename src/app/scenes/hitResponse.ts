import { VISIBLE_ARENA } from '../arena';
import type { EntityState } from '../model/EntityState';
import type { SceneModel } from '../model/SceneModel';
import { chooseSpawn, chooseTargetSpot } from '../spawnPoints';

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
  world.removeEntity(old.id);
  record.entity = world.addEntity({ id: old.id, type: old.type, position: spawn.position, angle: spawn.angle, settings, collisionGroup: old.collisionGroup });
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
