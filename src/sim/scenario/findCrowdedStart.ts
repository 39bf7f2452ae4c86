import { crowdedStartProblem, CrowdedStartError, type BodyRef } from '../startingOverlaps';
import { FieldError } from '../validation/FieldError';
import { oneLine, quoteForMessage } from '../validation/oneLine';
import { buildScenarioWorld } from './runScenario';
import type { Scenario } from './schema';

/**
 * Builds the scenario's world once to find a body that would start on top of too many others (see
 * src/sim/startingOverlaps.ts), and returns the problem as one line naming both by their place in
 * the file: `entities[3]: would start overlapping more than 2 other bodies (entities[2] "e2", …);
 * a body may start overlapping at most 2 others (…)`; a field the world cannot take, naming it
 * (`state.touches: …`, see FieldError.ts). Null when the start is fine. Never throws.
 */
export function findCrowdedStart(scenario: Scenario): string | null {
  try {
    buildScenarioWorld(scenario);
    return null;
  } catch (error) {
    // A field the world could not take: the refusal names it (FieldError.ts), as the schema's do.
    if (error instanceof FieldError) return oneLine(error.message);
    if (!(error instanceof CrowdedStartError)) return oneLine(`scenario: cannot be built (${(error as Error).message})`);
    const where = (ref: BodyRef): string => {
      const list = ref.kind === 'entity' ? scenario.entities : (scenario.obstacles ?? []);
      const index = list.findIndex((item) => item.id === ref.id);
      return `${ref.kind === 'entity' ? 'entities' : 'obstacles'}[${index}]`;
    };
    return oneLine(
      `${where(error.body)}: ${crowdedStartProblem(error.overlapping.map((ref) => `${where(ref)} ${quoteForMessage(ref.id)}`))}`,
    );
  }
}
