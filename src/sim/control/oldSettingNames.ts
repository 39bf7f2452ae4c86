/**
 * Settings given under their old names (Bram Stolk's p, i, d for kp, ki, kd, with his sign), checked
 * by the new setting's rule with the old sign and renamed, then checked as every setting is.
 */
import { allowed, checkSettings, keeps, shownValue } from './checkSettings';
import { oldNameRule, type OldSettingNames, type SettingRules } from './settingRules';

/**
 * {@link checkSettings}, with the settings given under one of `oldNames` read as their new name
 * (p = −10 as kp = 10): out of the old sign's range refused naming the old name, e.g. `stolk: p
 * must be a number ≥ -1000000 and ≤ 0 (the old name of kp: p = −kp), got 10`; both names at once
 * refused too.
 */
export function checkSettingsWithOldNames<S extends object>(
  type: string,
  settings: unknown,
  rules: SettingRules,
  oldNames: OldSettingNames,
): Partial<S> {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return checkSettings<S>(type, settings, rules);
  const given = settings as Record<string, unknown>;
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    const old = Object.hasOwn(oldNames, key) ? oldNames[key] : undefined;
    const target = old === undefined || !Object.hasOwn(rules, old.of) ? undefined : rules[old.of];
    if (old === undefined || target === undefined || value === undefined) {
      renamed[key] = value;
      continue;
    }
    const rule = oldNameRule(target, old.sign, `the old name of ${old.of}: ${key} = ${old.sign < 0 ? '−' : ''}${old.of}`);
    if (!keeps(rule, value)) throw new RangeError(`${type}: ${key} must be ${allowed(rule)}, got ${shownValue(value)}`);
    if (given[old.of] !== undefined) throw new TypeError(`${type}: give ${old.of} or its old name ${key}, not both`);
    renamed[old.of] = old.sign * (value as number) + 0;
  }
  return checkSettings<S>(type, renamed, rules);
}
