import { givenValue } from '../validation/givenValue';
import { describeRange, isInRange } from '../validation/numberRange';
import type { SettingRule, SettingRules } from './settingRules';

/** How a value is shown in a message (validation/givenValue.ts): strings quoted, objects as JSON; never throws. */
export { givenValue as shownValue } from '../validation/givenValue';

/** What `rule` allows, as a message says it: "a number ≥ 0 and ≤ 10", "true or false", "one of "window", "running"". */
export function allowed(rule: SettingRule): string {
  return rule.kind === 'number'
    ? describeRange(rule.range)
    : rule.kind === 'boolean'
      ? 'true or false'
      : `one of ${rule.values.map((choice) => JSON.stringify(choice)).join(', ')}`;
}

/** Whether `value` keeps `rule`. */
export function keeps(rule: SettingRule, value: unknown): boolean {
  return rule.kind === 'number'
    ? typeof value === 'number' && isInRange(value, rule.range)
    : rule.kind === 'boolean'
      ? typeof value === 'boolean'
      : rule.values.includes(value as string);
}

/**
 * Checks the settings a controller of type `type` is given against its `rules` (settingRules.ts),
 * the one check the controllers' constructors and the factory share: throws a RangeError (a number
 * or a choice) or a TypeError (a boolean, an unknown key) naming the field and what it allows, e.g.
 * `pid: kp must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its
 * target), got -1`; an unknown key is refused with the list of the settings there are. `type`, when
 * given, must be `type` ("one of" it). A setting left out, or undefined, takes its default: it is
 * not in the copy returned, so that spreading the copy over the defaults keeps them. Old names of
 * settings (Stolk's p, i, d): oldSettingNames.ts, kept apart so that a controller without any
 * bundles none of it.
 */
export function checkSettings<S extends object>(type: string, settings: unknown, rules: SettingRules): Partial<S> {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings))
    throw new TypeError(`${type}: settings must be an object, got ${givenValue(settings)}`);
  const checked: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    const rule: SettingRule | undefined =
      key === 'type' ? { kind: 'choice', values: [type] } : Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (rule === undefined) throw new TypeError(`${type}: ${key} is not one of its settings (${Object.keys(rules).join(', ')})`);
    if (!keeps(rule, value))
      throw new (rule.kind === 'boolean' ? TypeError : RangeError)(`${type}: ${key} must be ${allowed(rule)}, got ${givenValue(value)}`);
    checked[key] = value;
  }
  return checked as Partial<S>;
}
