import {
  MAX_PASS_THROUGH_ENTITIES,
  MAX_SCENARIO_ENTITIES,
  MAX_SCENARIO_TARGETS,
  MAX_TARGET_PAIRS,
  MAX_TOTAL_WAYPOINTS,
} from './sceneLimits';

/** `value[key]` when `value` is a plain object, else undefined. */
function member(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

/** The length of `value` when it is an array, else 0. */
function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/**
 * The first count or product of a scenario that is over its limit, as one line naming the field,
 * the figures and the limit with its reason (see sceneLimits.ts); null when every one is within.
 * Reads the decoded value as it is, before the schema walks it (so that a file of 417 paths of
 * 10,000 waypoints is refused by its count, not after 4 million waypoints were checked one by
 * one): a part that is not what the format says is skipped here, for the schema to refuse by
 * name, and lists over their own limits are left to the schema too (it refuses them before it
 * reads their items). One loop over the entities; never throws on a value that passed
 * `checkJsonValue`.
 */
export function findCostlyScene(value: unknown): string | null {
  const entityList = member(value, 'entities');
  const targets = lengthOf(member(value, 'targets'));
  const entities = lengthOf(entityList);
  if (entities > MAX_SCENARIO_ENTITIES || targets > MAX_SCENARIO_TARGETS) return null;
  if (targets * entities > MAX_TARGET_PAIRS) {
    return (
      `targets: ${targets} targets × ${entities} entities = ${targets * entities}; must be at most ${MAX_TARGET_PAIRS} (each step ` +
      `every target tests every entity inside it): use fewer targets or fewer entities`
    );
  }
  let passThrough = 0;
  let waypoints = 0;
  for (let i = 0; i < entities; i++) {
    const entity = (entityList as unknown[])[i];
    const group = member(entity, 'collisionGroup');
    if (typeof group === 'number' && group < 0) passThrough++;
    const command = member(entity, 'command');
    if (member(command, 'type') === 'followPath') waypoints += lengthOf(member(command, 'path'));
  }
  // The paths the game keeps besides (a saved state's drawnPath) count as much as those followed.
  const memories = member(member(value, 'state'), 'entities');
  if (memories !== null && typeof memories === 'object')
    for (const memory of Object.values(memories)) waypoints += lengthOf(member(memory, 'drawnPath'));
  if (passThrough > MAX_PASS_THROUGH_ENTITIES) {
    return (
      `entities: ${passThrough} entities are in negative collision groups; at most ${MAX_PASS_THROUGH_ENTITIES} may be (entities ` +
      `that pass through each other can pile up, and a pile costs the square of its size in every physics step)`
    );
  }
  if (waypoints > MAX_TOTAL_WAYPOINTS)
    return `entities: the paths hold ${waypoints} waypoints in all; at most ${MAX_TOTAL_WAYPOINTS} may be`;
  return null;
}
