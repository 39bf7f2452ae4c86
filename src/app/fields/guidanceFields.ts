import { GUIDANCE_LAWS, type GuidanceLaw } from '../../sim/steering/Guidance';
import type { EntitySettings } from '../../sim/entities/EntitySettings';
import { NAVIGATION_CONSTANT_RANGE } from '../../sim/validation/quantities';
import { checkRangeChanges, describeInput, refused, type SettingResult } from './tuningFields';

/** A missile's guidance as the panel edits it: its law and N, as an entity's settings hold them. */
export type GuidanceChoice = Pick<EntitySettings, 'guidance' | 'navigationConstant'>;

/** Names of the guidance laws for menus. */
export const GUIDANCE_LABELS: Readonly<Record<GuidanceLaw, string>> = {
  pursuit: 'pursuit (the article)',
  lead: 'lead pursuit (aim at the intercept)',
  'proportional-navigation': 'proportional navigation',
};

/** Label of N in the panel and in messages. */
export const NAVIGATION_CONSTANT_LABEL = 'navigation constant N';

/** Checks guidance changes: a known law, N within its range. Nothing changes on a refusal. */
export function checkGuidanceChange(current: Readonly<GuidanceChoice>, changes: Readonly<Partial<GuidanceChoice>>): SettingResult {
  if (changes.guidance !== undefined && !GUIDANCE_LAWS.includes(changes.guidance)) {
    return refused(
      'guidance',
      `guidance must be one of ${GUIDANCE_LAWS.join(', ')}; got ${describeInput(changes.guidance)}. Kept ${current.guidance}.`,
    );
  }
  return checkRangeChanges(
    { navigationConstant: { label: NAVIGATION_CONSTANT_LABEL, range: NAVIGATION_CONSTANT_RANGE } },
    current,
    changes,
  );
}
