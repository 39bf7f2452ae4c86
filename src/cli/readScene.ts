/**
 * How `npm run sim` reads a scene file: the scenario's rules, then, for a file that carries a
 * what-if comparison, the game's own verdict (gameVerdict.ts); a refusal is one line naming the field.
 */
import { parseScenario, refusalLine } from '../sim/scenario/parseScenario';
import type { Scenario } from '../sim/scenario/schema';
import { refuse } from './commandLine';

/** The scenario in `text`, or a refusal (thrown as commandLine's Refusal) in the words the game uses. */
export async function readScene(text: string): Promise<Scenario> {
  const result = parseScenario(text);
  if (!result.ok) refuse(refusalLine(result.errors));
  if (result.scenario.comparison !== undefined) {
    // Only a comparison needs the game to check it: a scene without one does not load the app.
    const { gameRefusal } = await import('./gameVerdict');
    const refusal = gameRefusal(text);
    if (refusal !== null) refuse(refusal);
  }
  return result.scenario;
}
