import { ENTITY_TYPES, type EntityType } from '../../sim/entities/EntitySettings';
import { spawnPlace } from '../setup/defaultScene';
import type { Vec2Like } from '../../sim/math/vec2';
import { placeWithRoom } from '../model/findRoom';
import { addPlayerEntity, MAX_ENTITIES } from '../model/playerEntities';
import type { SceneModel } from '../model/SceneModel';
import { playsIn, type Play } from '../plays/Play';
import type { EntityDefaults } from '../model/EntityDefaults';
import { OK, refused, type SettingResult } from '../fields/tuningFields';

/** Selects entity `id` (null: none). Unknown ids are ignored. Returns true when the selection changed. */
export function selectEntity(model: SceneModel, id: string | null): boolean {
  if (id !== null && !model.findRecord(id)) return false;
  if (id === model.selectedId) return false;
  model.selectedId = id;
  return true;
}

/** The id of the entity after the selected one, in creation order (wrapping round), or null with none. */
export function nextEntityId(model: SceneModel): string | null {
  const records = model.records;
  if (records.length === 0) return null;
  const index = records.findIndex((r) => r.entity.id === model.selectedId);
  return records[(index + 1) % records.length]?.entity.id ?? null;
}

/** Adds an entity of `type` on the next spawn lane, selects it and gives it the current mode. */
export function addEntity(scene: Play, defaults: EntityDefaults, type: EntityType): SettingResult {
  const model = scene.model;
  if (playsIn(scene, 'race')) return refused('entities', 'leave race mode (K) to add entities');
  if (model.records.length >= MAX_ENTITIES) return refused('entities', `at most ${MAX_ENTITIES} entities; remove one first`);
  const record = addPlayerEntity(model, defaults, { type, ...spawnPlace(model.spawnCount++, model.session.layout) }, model.freeColorIndex());
  if (!record) return refused('entities', 'there is no room on the spawn lane: too many bodies overlap there; move some apart');
  scene.onEntityAdded(record);
  model.applyMode(record);
  return OK;
}

/** Removes the selected entity with its target (unless another entity shares it) and path. Returns the id of the entity to select next, or undefined if nothing was removed. */
export function removeSelected(model: SceneModel): string | null | undefined {
  const index = model.records.findIndex((r) => r.entity.id === model.selectedId);
  if (index < 0) return undefined;
  const [record] = model.records.splice(index, 1);
  if (!record) return undefined;
  model.world.removeEntity(record.entity.id);
  const sharer = model.records.find((r) => r.target === record.target);
  if (!sharer) model.world.removeTarget(record.target.id);
  else if (record.target.entityId === record.entity.id) record.target.entityId = sharer.entity.id;
  model.hits.forget(record.entity.id);
  model.selectedId = null;
  return model.records[Math.min(index, model.records.length - 1)]?.entity.id ?? null;
}

/**
 * The original's "Next Type": replaces the selected entity by one of the other type at the same
 * place, angle and speed, with the same colour, path, turn limit and top speed (and the controller
 * new entities of its type get), and a new target where the old one was, moving as it did (or the
 * same target, if others chase it too). It takes the current mode at once. Not in a race.
 */
export function swapType(scene: Play, defaults: EntityDefaults): boolean {
  const model = scene.model;
  if (playsIn(scene, 'race')) return false;
  const record = model.selectedRecord();
  if (!record) return false;
  const old = record.entity;
  const type = ENTITY_TYPES[(ENTITY_TYPES.indexOf(old.type) + 1) % ENTITY_TYPES.length] as EntityType;
  const { position, angle, velocity, maxAngularAcceleration, maxSpeed } = old;
  const speed = Math.min(Math.hypot(velocity.x, velocity.y), maxSpeed);
  const id = model.nextEntityId(type);
  const where = { x: position.x, y: position.y };
  const settings = { ...defaults.settingsFor(type), maxAngularAcceleration, maxSpeed, chaseArrival: old.chaseArrival };
  const make = (at: Vec2Like) => model.world.addEntity({ id, type, position: at, angle, speed, settings, collisionGroup: old.collisionGroup });
  model.world.removeEntity(old.id);
  // Where it was, or next to it if it had been pushed into a pile (the world refuses a start inside one).
  const swapped = placeWithRoom(where, make);
  if (!swapped) throw new Error(`no room to swap ${old.id}: every spot near it is inside a pile`);
  record.entity = swapped;
  const oldTarget = record.target;
  if (model.records.some((other) => other !== record && other.target === oldTarget)) {
    // A shared target stays (the others chase it too); it is named after its first entity.
    if (oldTarget.entityId === old.id) oldTarget.entityId = id;
  } else {
    model.world.removeTarget(oldTarget.id);
    record.target = model.createTarget(`target-${id}`, id, oldTarget.position, oldTarget.motionSettings, oldTarget.direction);
  }
  record.controllerMemory = {};
  model.hits.forget(old.id);
  model.selectedId = id;
  model.applyMode(record);
  return true;
}
