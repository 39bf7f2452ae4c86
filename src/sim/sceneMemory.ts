import type { MovingEntity } from './entities/MovingEntity';
import type { Obstacle } from './obstacles/Obstacle';
import type { Target } from './targets/Target';
import type { TargetTouches } from './targets/TargetTouches';
import type { SceneMemory } from './state/memory';

/**
 * A world's memory (SteeringWorld.saveMemory): its steps, each entity's, target's and loose
 * obstacle's memory, and which entities touch which targets. Between steps only.
 */
export function saveSceneMemory(steps: number, entities: readonly MovingEntity[], targets: readonly Target[], obstacles: readonly Obstacle[], touches: TargetTouches): SceneMemory {
  return {
    steps,
    entities: Object.fromEntries(entities.map((entity) => [entity.id, entity.saveMemory()])),
    targets: Object.fromEntries(targets.map((target) => [target.id, target.saveMemory()])),
    obstacles: Object.fromEntries(obstacles.filter((obstacle) => obstacle.loose).map((obstacle) => [obstacle.id, obstacle.saveMemory()])),
    touches: touches.save(),
  };
}

/**
 * Puts a memory back into the bodies of a world built from the same scene file (its bodies,
 * settings and commands), and returns the steps to count from. What names a body the world does
 * not have is skipped. Throws a RangeError naming a bad field (an entity's controller memory, a
 * path index), with the bodies before it already restored.
 */
export function restoreSceneMemory(memory: Readonly<SceneMemory>, entities: readonly MovingEntity[], targets: readonly Target[], obstacles: readonly Obstacle[], touches: TargetTouches): number {
  if (!Number.isInteger(memory.steps) || memory.steps < 0) throw new RangeError(`state.steps must be a whole number ≥ 0, got ${memory.steps}`);
  for (const target of targets) {
    const saved = memory.targets[target.id];
    if (saved) target.restoreMemory(saved);
  }
  for (const obstacle of obstacles) {
    const saved = memory.obstacles[obstacle.id];
    if (saved && obstacle.loose) obstacle.restoreMemory(saved);
  }
  for (const entity of entities) {
    const saved = memory.entities[entity.id];
    if (!saved) continue;
    try {
      entity.restoreMemory(saved);
    } catch (error) {
      throw new RangeError(`state.entities.${entity.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  touches.restore(memory.touches, targets, entities);
  return memory.steps;
}
