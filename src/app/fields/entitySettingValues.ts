/**
 * Values of the entity settings of ENTITY_SETTING_FIELDS: a record of them and its defaults, a value
 * checked by its entry's rule, the rules as a file's schema, and a value given to an entity.
 */
import { z } from 'zod';
import { defaultEntitySettings, type EntitySettings } from '../../sim/entities/EntitySettings';
import type { MovingEntity } from '../../sim/entities/MovingEntity';
import { enumField, numberField, type NumberRange } from '../../sim/validation/fields';
import { ENTITY_SETTING_FIELDS, ENTITY_SETTING_KEYS, entitySettingField, type EntitySettingKey } from './entitySettingFields';
import { describeInput, formatKept, rangeProblem } from './tuningFields';

/** A value for each setting of the table, by key. */
export type EntitySettingValues = { [K in EntitySettingKey]: EntitySettings[K] };

/** Any entry's rule, whatever the table holds: a range, or the values with their labels. */
type AnyRule = { readonly range: NumberRange } | { readonly choices: Readonly<Record<string, string>> };

function ruleOf(key: EntitySettingKey): AnyRule {
  return entitySettingField(key).rule;
}

/** The table's settings of `settings` (an entity's, or what a new one gets), as a new record. */
export function entitySettingsOf(settings: Readonly<EntitySettingValues>): EntitySettingValues {
  const values: Partial<Record<EntitySettingKey, unknown>> = {};
  for (const key of ENTITY_SETTING_KEYS) values[key] = settings[key];
  return values as EntitySettingValues;
}

/**
 * What new entities get before the player sets any: the simulation's defaults (a missile's and a character's agree on each setting of the
 * table).
 */
export function defaultEntitySettingValues(): EntitySettingValues {
  return entitySettingsOf(defaultEntitySettings('missile'));
}

/** A value for a message: a number as it is (to 6 significant digits), a text quoted. */
function shown(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : formatKept(value);
}

/**
 * Checks a value given for setting `key` by its entry's rule. Null when it is fine, else the
 * message to show, naming the setting, what it accepts and the value kept, e.g. "max speed (m/s)
 * must be a number > 0 and ≤ 1000; got 0. Kept 10."
 */
export function checkEntitySetting(key: EntitySettingKey, value: unknown, previous: unknown): string | null {
  const rule = ruleOf(key);
  if ('range' in rule) return rangeProblem({ label: entitySettingField(key).label, range: rule.range }, value, previous);
  const values = Object.keys(rule.choices);
  if (typeof value === 'string' && values.includes(value)) return null;
  return (
    `${entitySettingField(key).label} must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}; got ` +
    `${describeInput(value)}. Kept ${shown(previous)}.`
  );
}

/** The rule of `key` as a file's schema (built when called). */
function schemaOf(key: EntitySettingKey) {
  const rule = ruleOf(key);
  return 'range' in rule ? numberField(rule.range) : enumField(Object.keys(rule.choices) as [string, ...string[]]);
}

/** A record of every setting of the table, each by its rule, as a file holds it (built when called: zod schemas cost time to build). */
export function entitySettingValuesSchema(): z.ZodType<EntitySettingValues, EntitySettingValues> {
  const shape = Object.fromEntries(ENTITY_SETTING_FIELDS.map((field) => [field.key, schemaOf(field.key)]));
  return z.strictObject(shape, {
    error: `must be an object with ${ENTITY_SETTING_KEYS.map((key) => `"${key}"`).join(', ')}`,
  }) as unknown as z.ZodType<EntitySettingValues, EntitySettingValues>;
}

/** Gives `entity` the value of setting `key` through the entity's own setter, which checks it again (a RangeError names the setting). */
export function giveEntitySetting<K extends EntitySettingKey>(entity: MovingEntity, key: K, value: EntitySettingValues[K]): void {
  (entity as unknown as Record<K, EntitySettingValues[K]>)[key] = value;
}
