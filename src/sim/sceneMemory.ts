import type { MovingEntity } from './entities/MovingEntity';
import { givenValue } from './validation/givenValue';
import type { Obstacle } from './obstacles/Obstacle';
import type { Target } from './targets/Target';
import type { TargetTouches } from './targets/TargetTouches';
import type { ContactMemory, SceneMemory } from './state/memory';
import { FieldError, withinField } from './validation/FieldError';
import { formatPath } from './validation/formatIssues';
import { describeRange, isInRange } from './validation/numberRange';
import { STEP_COUNT_RANGE } from './validation/quantities';
import { ownEntry } from './validation/ownEntries';

/**
 * A world's memory (SteeringWorld.saveMemory): its steps, each entity's, target's and loose
 * obstacle's memory, which entities touch which targets, and the `contacts` its next settle keeps
 * (WorldSettling.contactsToKeep; left out when there are none). Between steps only.
 */
export function saveSceneMemory(
  steps: number,
  entities: readonly MovingEntity[],
  targets: readonly Target[],
  obstacles: readonly Obstacle[],
  touches: TargetTouches,
  contacts: ContactMemory[],
): SceneMemory {
  return {
    steps,
    entities: Object.fromEntries(entities.map((entity) => [entity.id, entity.saveMemory()])),
    targets: Object.fromEntries(targets.map((target) => [target.id, target.saveMemory()])),
    obstacles: Object.fromEntries(obstacles.filter((obstacle) => obstacle.loose).map((obstacle) => [obstacle.id, obstacle.saveMemory()])),
    touches: touches.save(targets, entities),
    ...(contacts.length > 0 && { contacts }),
  };
}

/**
 * Puts a memory back into the bodies of a world built from the same scene file (its bodies,
 * settings and commands), and returns the steps to count from. What names a body the world does
 * not have is skipped; each is read by its own key (ownEntries.ts), so an id `valueOf` or
 * `__proto__` finds its own entry or none. Throws a {@link FieldError} naming a bad field
 * (`state.steps` out of its range, an entity's controller memory, a path index), with the bodies
 * before it already restored.
 */
export function restoreSceneMemory(
  memory: Readonly<SceneMemory>,
  entities: readonly MovingEntity[],
  targets: readonly Target[],
  obstacles: readonly Obstacle[],
  touches: TargetTouches,
): number {
  if (typeof memory !== 'object' || memory === null)
    throw new TypeError(`restoreMemory: memory must be what saveMemory gave, got ${givenValue(memory)}`);
  if (!isInRange(memory.steps, STEP_COUNT_RANGE))
    throw new FieldError('state.steps', `must be ${describeRange(STEP_COUNT_RANGE)}; got ${memory.steps}`);
  for (const target of targets) {
    const saved = ownEntry(memory.targets, target.id);
    if (saved) withinField(formatPath(['state', 'targets', target.id]), () => target.restoreMemory(saved));
  }
  for (const obstacle of obstacles) {
    const saved = ownEntry(memory.obstacles, obstacle.id);
    if (saved && obstacle.loose) withinField(formatPath(['state', 'obstacles', obstacle.id]), () => obstacle.restoreMemory(saved));
  }
  for (const entity of entities) {
    const saved = ownEntry(memory.entities, entity.id);
    if (saved) withinField(formatPath(['state', 'entities', entity.id]), () => entity.restoreMemory(saved));
  }
  withinField('state.touches', () => touches.restore(memory.touches, targets, entities));
  return memory.steps;
}
