import type { Vec2Like } from '../../sim/math/vec2';
import type { SceneModel } from '../model/SceneModel';

/** A path's every point, as text (a dragged waypoint changes it). */
function pathText(path: readonly Readonly<Vec2Like>[]): string {
  let text = `${path.length}`;
  for (const point of path) text += `;${point.x},${point.y}`;
  return text;
}

/**
 * What a scene's next steps depend on besides the bodies' and targets' motion, as one string (equal
 * in a scene rebuilt from a checkpoint): the game's mode and selection, each entity (its id, type,
 * settings and command), each record (its target, colour, path, launch time), the obstacles where
 * they stand and whether one is held, the targets (which objects, whose, the motion chosen for each
 * and its direction), the disturbance and the sensor noise (and the panel's settings of both),
 * whether paths loop and whether the opening's target still hops. The player's changes change it
 * (a turn rate, a controller, Track or Seek, a new entity, a drawn path, a dragged wall, a target
 * placed); stepping does not, but for the opening's target hopping on (its entities' launch times
 * start again). The history takes a complete checkpoint wherever it changes, so that between
 * checkpoints only the targets' motion (recorded step by step) is input.
 */
export function sceneSignature(model: SceneModel, choreography: boolean | undefined): string {
  const world = model.world;
  const parts: (string | number | boolean | null)[] = [model.mode, model.selectedId, choreography ?? null, world.entities.length, model.records.length];
  for (const entity of world.entities) {
    parts.push(entity.id, entity.type, entity.collisionGroup, entity.mode, entity.commandCount, entity.targetId, pathText(entity.path), JSON.stringify(entity.getSettings()));
  }
  // The launch time too: a target the player placed restarts it (a Hunt taken over from here times its first hit from it).
  for (const record of model.records) parts.push(record.entity.id, record.target.id, record.colorIndex, pathText(record.path), record.launchTime);
  for (const obstacle of world.obstacles) {
    const held = obstacle.heldAt;
    parts.push(obstacle.id, obstacle.loose, held ? `${held.x},${held.y}` : null);
    if (!obstacle.loose || held) parts.push(obstacle.position.x, obstacle.position.y, obstacle.angle);
  }
  for (const target of world.targets) parts.push(target.id);
  for (const target of model.looseTargets) parts.push(target.id);
  // The motion chosen for each target and its direction (a drop or a move resumes them): the frames keep only the motion it has.
  for (const handle of [...model.targetsOf(), ...model.looseTargets]) parts.push(handle.id, handle.entityId, JSON.stringify(handle.motionSettings), handle.direction);
  const { angularAcceleration, wind } = world.disturbance;
  parts.push(angularAcceleration, wind.x, wind.y, JSON.stringify(world.sensorNoise), JSON.stringify(model.session.disturbance), model.session.pathLoop);
  return parts.join('|');
}
