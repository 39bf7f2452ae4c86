import { MAX_PASS_THROUGH_ENTITIES, MAX_TARGET_PAIRS, MAX_TOTAL_WAYPOINTS } from './sceneLimits';
import type { Scenario } from './schema';

/**
 * The first count or product of a valid scenario that is over its limit, as one line naming the
 * field, the figures and the limit with its reason (see sceneLimits.ts); null when every one is
 * within. Never throws.
 */
export function findCostlyScene(scenario: Scenario): string | null {
  const targets = scenario.targets?.length ?? 0;
  const entities = scenario.entities.length;
  if (targets * entities > MAX_TARGET_PAIRS) {
    return `targets: ${targets} targets × ${entities} entities = ${targets * entities}; must be at most ${MAX_TARGET_PAIRS} (each step every target tests every entity inside it): use fewer targets or fewer entities`;
  }
  let passThrough = 0;
  let waypoints = 0;
  for (const entity of scenario.entities) {
    if ((entity.collisionGroup ?? 0) < 0) passThrough++;
    if (entity.command.type === 'followPath') waypoints += entity.command.path.length;
  }
  if (passThrough > MAX_PASS_THROUGH_ENTITIES) {
    return `entities: ${passThrough} entities are in negative collision groups; at most ${MAX_PASS_THROUGH_ENTITIES} may be (entities that pass through each other can pile up, and a pile costs the square of its size in every physics step)`;
  }
  if (waypoints > MAX_TOTAL_WAYPOINTS) return `entities: the paths hold ${waypoints} waypoints in all; at most ${MAX_TOTAL_WAYPOINTS} may be`;
  return null;
}
