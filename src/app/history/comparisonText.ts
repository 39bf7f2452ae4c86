/** A scene file's text that carries a comparison, read and checked whole before anything is played. */
import type { Scenario } from '../../sim/scenario/schema';
import { describeError } from '../../sim/validation/oneLine';
import { readSceneText } from '../sceneFile/openScene';
import { readComparison } from './comparisonFile';
import { planComparison, type ComparisonPlan } from './comparisonPlan';

/** A comparison read: its scene (the file without its comparison) and how its runs are played; or one line naming the field refused. */
export type ReadComparisonText = { ok: true; scenario: Scenario; plan: ComparisonPlan } | { ok: false; error: string };

/** Whether `text` may carry a comparison (its key is written in it): the page hands such a text to its Workers to read. Linear, allocates nothing. */
export function mayCarryComparison(text: string): boolean {
  return text.includes('"comparison"');
}

/**
 * Reads scene file `text` that carries a comparison: the scene by the game's rules (openScene.ts),
 * the comparison's format, snapshot and intents' shapes (comparisonFile.ts), then how its runs
 * are played and named (comparisonPlan.ts). Every refusal a comparison can meet without playing it
 * comes from here; what is left is what a run's replay finds (an intent its part refuses). Null
 * when the text is a scene without a comparison. Never throws.
 */
export function readComparisonText(text: string): ReadComparisonText | null {
  try {
    const read = readSceneText(text);
    if (!read.ok) return { ok: false, error: read.error };
    if (read.scenario.comparison === undefined) return null;
    const compared = readComparison(read.scenario);
    if (!compared.ok) return { ok: false, error: compared.error };
    const planned = planComparison(compared.comparison);
    if (!planned.ok) return { ok: false, error: planned.error };
    const { comparison: _comparison, ...scenario } = read.scenario;
    return { ok: true, scenario, plan: planned.plan };
  } catch (error) {
    return { ok: false, error: `scenario: could not be read (${describeError(error)})` };
  }
}
