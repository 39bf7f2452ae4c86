import { GUIDANCE_LAWS, type GuidanceLaw } from '../../sim/steering/Guidance';
import type { EntitySettings } from '../../sim/entities/EntitySettings';
import { describeRange, numberField } from '../../sim/validation/fields';
import { NAVIGATION_CONSTANT_RANGE } from '../../sim/validation/quantities';
import { describeInput, formatKept, OK, refused, type SettingResult } from './tuningFields';

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
    return refused('guidance', `guidance must be one of ${GUIDANCE_LAWS.join(', ')}; got ${describeInput(changes.guidance)}. Kept ${current.guidance}.`);
  }
  if (changes.navigationConstant !== undefined && !numberField(NAVIGATION_CONSTANT_RANGE).safeParse(changes.navigationConstant).success) {
    return refused(
      'navigationConstant',
      `${NAVIGATION_CONSTANT_LABEL} must be ${describeRange(NAVIGATION_CONSTANT_RANGE)}; got ${describeInput(changes.navigationConstant)}. Kept ${formatKept(current.navigationConstant)}.`,
    );
  }
  return OK;
}
