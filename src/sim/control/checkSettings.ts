import { describeRange, isInRange } from '../validation/numberRange';
import { oldNameRule, type OldSettingNames, type SettingRule, type SettingRules } from './settingRules';

/** How a value is shown in a message: strings quoted, the rest as they print. */
export function shownValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** What `rule` allows, as a message says it: "a number ≥ 0 and ≤ 10", "true or false", "one of "window", "running"". */
function allowed(rule: SettingRule): string {
  return rule.kind === 'number' ? describeRange(rule.range) : rule.kind === 'boolean' ? 'true or false' : `one of ${rule.values.map((choice) => JSON.stringify(choice)).join(', ')}`;
}

/** Whether `value` keeps `rule`. */
function keeps(rule: SettingRule, value: unknown): boolean {
  return rule.kind === 'number' ? typeof value === 'number' && isInRange(value, rule.range) : rule.kind === 'boolean' ? typeof value === 'boolean' : rule.values.includes(value as string);
}

/**
 * Checks the settings a controller of type `type` is given against its `rules` (settingRules.ts),
 * the one check the controllers' constructors and the factory share: throws a RangeError (a number
 * or a choice) or a TypeError (a boolean, an unknown key) naming the field and what it allows, e.g.
 * `pid: kp must be a number ≥ 0 and ≤ 1000000 (a negative gain turns the body away from its
 * target), got -1`; an unknown key is refused with the list of the settings there are. `type`, when
 * given, must be `type` ("one of" it). A setting left out, or undefined, takes its default: it is
 * not in the copy returned, so that spreading the copy over the defaults keeps them. A setting given
 * under one of its `oldNames` is checked by its rule with the old sign and returned under its new
 * name (Stolk's p = −10 as kp = 10); giving both names is refused.
 */
export function checkSettings<S extends object>(type: string, settings: unknown, rules: SettingRules, oldNames: OldSettingNames = {}): Partial<S> {
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) throw new TypeError(`${type}: settings must be an object, got ${shownValue(settings)}`);
  const checked: Record<string, unknown> = {};
  const given = settings as Record<string, unknown>;
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) continue;
    const old = Object.hasOwn(oldNames, key) ? oldNames[key] : undefined;
    const target = old === undefined ? undefined : Object.hasOwn(rules, old.of) ? rules[old.of] : undefined;
    const rule: SettingRule | undefined = key === 'type' ? { kind: 'choice', values: [type] } : old !== undefined && target !== undefined ? oldNameRule(target, old.sign, `the old name of ${old.of}: ${key} = ${old.sign < 0 ? '−' : ''}${old.of}`) : Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (rule === undefined) throw new TypeError(`${type}: ${key} is not one of its settings (${Object.keys(rules).join(', ')})`);
    if (!keeps(rule, value)) throw new (rule.kind === 'boolean' ? TypeError : RangeError)(`${type}: ${key} must be ${allowed(rule)}, got ${shownValue(value)}`);
    if (old !== undefined) {
      if (given[old.of] !== undefined) throw new TypeError(`${type}: give ${old.of} or its old name ${key}, not both`);
      checked[old.of] = old.sign * (value as number) + 0;
    } else {
      checked[key] = value;
    }
  }
  return checked as Partial<S>;
}
