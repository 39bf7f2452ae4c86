/**
 * Values the tests give an entity setting of the panel's table, whatever its rule: one its rule
 * accepts other than the current one, and one it refuses.
 */
import type { EntitySettingField, EntitySettingKey } from '../../../src/app/fields/entitySettingFields';
import { isInRange, type NumberRange } from '../../../src/sim/validation/fields';

/** Any entry's rule: a range, or the values with their labels. */
type AnyRule = { readonly range?: NumberRange; readonly choices?: Readonly<Record<string, string>> };

/** A value the rule of `field` accepts other than `current`: another choice, or a number inside its range near `current`. */
export function otherValue(field: EntitySettingField<EntitySettingKey>, current: unknown): number | string {
  const rule: AnyRule = field.rule;
  if (rule.choices) {
    const other = Object.keys(rule.choices).find((value) => value !== current);
    if (other === undefined) throw new Error(`${field.key} has one choice only`);
    return other;
  }
  const range = rule.range ?? {};
  const near = typeof current === 'number' ? [current / 2, current * 2, current + 1, current - 1] : [];
  const candidates = [...near, range.min, range.max, range.gt === undefined ? undefined : range.gt + 1]
    .filter((v): v is number => v !== undefined)
    .map((v) => (range.integer ? Math.round(v) : v));
  const other = candidates.find((value) => value !== current && isInRange(value, range));
  if (other === undefined) throw new Error(`no value found for ${field.key} in its range`);
  return other;
}

/** A value the rule of `field` refuses: a choice it does not have, or a number just outside its range. */
export function refusedValue(field: EntitySettingField<EntitySettingKey>): number | string {
  const rule: AnyRule = field.rule;
  if (rule.choices) return 'none of these';
  const range = rule.range ?? {};
  if (range.max !== undefined) return range.max + 1;
  if (range.lt !== undefined) return range.lt;
  if (range.min !== undefined) return range.min - 1;
  if (range.gt !== undefined) return range.gt;
  return Number.NaN;
}
