import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { ENTITY_SETTING_FIELDS, ENTITY_SETTING_KEYS, type EntitySettingKey } from '../../../src/app/fields/entitySettingFields';
import { checkEntitySetting, defaultEntitySettingValues, giveEntitySetting } from '../../../src/app/fields/entitySettingValues';
import { SCENE_INTENT_KINDS } from '../../../src/app/intents/Intent';
import { sceneIntentSchema } from '../../../src/app/intents/intentSchema';
import { defaultEntitySettings } from '../../../src/sim/entities/EntitySettings';
import { describeRange, type NumberRange } from '../../../src/sim/validation/fields';
import { otherValue, refusedValue } from './entitySettingSamples';

/**
 * Every entry of the panel's table of entity settings (src/app/fields/entitySettingFields.ts), held
 * to what the game does with it: its rule is the entity's own, the door applies it to the scope and
 * what new entities get, a refusal names it, Next Type keeps it, and a log written to a file
 * carries its intent. A new entry is tested here as it is added.
 */

/** The entries with their keys, for `describe.each`. */
const ENTRIES = ENTITY_SETTING_FIELDS.map((field) => [field.key, field] as const);

/** The value of setting `key` of every entity on screen. */
function valuesOn(demo: Demo, key: EntitySettingKey): unknown[] {
  return demo.view.records.map((record) => record.entity.getSettings()[key]);
}

describe('the table of entity settings', () => {
  it('names each setting once, with its panel id, a label and a one-line help', () => {
    expect(new Set(ENTITY_SETTING_KEYS).size).toBe(ENTITY_SETTING_FIELDS.length);
    for (const field of ENTITY_SETTING_FIELDS) {
      expect(field.id).toBe(`panel-${field.key}`);
      expect(field.label.trim()).not.toBe('');
      expect(field.help, field.key).toMatch(/^[^\n]+\.$/);
    }
  });

  it('gives new entities the simulation’s defaults at first, one value both types agree on, which its rule accepts', () => {
    const values = defaultEntitySettingValues();
    for (const key of ENTITY_SETTING_KEYS) {
      expect(values[key], key).toBe(defaultEntitySettings('missile')[key]);
      expect(values[key], key).toBe(defaultEntitySettings('character')[key]);
      expect(checkEntitySetting(key, values[key], values[key]), key).toBeNull();
    }
  });

  it('is what the door takes: a log written to a file carries a setting of the table, and no other', () => {
    expect(SCENE_INTENT_KINDS).toContain('setEntitySetting');
    const schema = sceneIntentSchema();
    for (const field of ENTITY_SETTING_FIELDS) {
      const value = otherValue(field, defaultEntitySettingValues()[field.key]);
      expect(schema.safeParse({ kind: 'setEntitySetting', key: field.key, value, scope: 'all' }).success, field.key).toBe(true);
      expect(schema.safeParse({ kind: 'setEntitySetting', key: field.key, value, scope: { entity: 'missile-1' } }).success, field.key).toBe(
        true,
      );
    }
    expect(schema.safeParse({ kind: 'setEntitySetting', key: 'minSeekDistance', value: 3, scope: 'all' }).success).toBe(false);
    expect(schema.safeParse({ kind: 'setEntitySetting', key: ENTITY_SETTING_KEYS[0], value: { a: 1 }, scope: 'all' }).success).toBe(false);
  });
});

describe.each(ENTRIES)('entity setting %s', (key, field) => {
  it('is checked by its rule as the entity’s own setter checks it', () => {
    const demo = new Demo();
    const entity = demo.view.records[0]!.entity;
    const refused = refusedValue(field);
    expect(checkEntitySetting(key, refused, 1)).not.toBeNull();
    expect(() => giveEntitySetting(entity, key, refused as never)).toThrow(RangeError);
    const other = otherValue(field, entity.getSettings()[key]);
    expect(checkEntitySetting(key, other, 1)).toBeNull();
    giveEntitySetting(entity, key, other as never);
    expect(entity.getSettings()[key]).toBe(other);
  });

  it('applied for all, reaches every entity on screen and those added afterwards, and the panel shows it', () => {
    const demo = new Demo();
    const value = otherValue(field, demo.tuning.view()[key]);
    expect(demo.apply({ kind: 'setEntitySetting', key, value, scope: 'all' })).toEqual({ ok: true });
    expect(valuesOn(demo, key).every((v) => v === value)).toBe(true);
    expect(demo.tuning.defaults.entitySettings[key]).toBe(value);
    expect(demo.tuning.defaults.settingsFor('character')[key]).toBe(value);
    expect(demo.tuning.view()[key]).toBe(value);
    // Next Type keeps the entity's own (a new body of the other type, as it was set).
    demo.editor.entities.select(demo.view.records[0]!.entity.id);
    expect(demo.apply({ kind: 'nextType' })).toEqual({ ok: true });
    expect(demo.view.selected!.entity.getSettings()[key]).toBe(value);
  });

  it('applied for the selected entity, reaches it alone, and new entities keep what they got', () => {
    const demo = new Demo();
    const before = valuesOn(demo, key);
    const value = otherValue(field, before[0]);
    const selected = demo.view.records[0]!.entity.id;
    demo.editor.entities.select(selected);
    expect(demo.apply({ kind: 'setEntitySetting', key, value, scope: 'selected' })).toEqual({ ok: true });
    expect(valuesOn(demo, key)).toEqual([value, ...before.slice(1)]);
    expect(demo.tuning.defaults.entitySettings[key]).toBe(defaultEntitySettingValues()[key]);
    // Written down by the door with the entity's id: what the history logs.
    expect(demo.appliedSince(0).at(-1)?.intent).toEqual({ kind: 'setEntitySetting', key, value, scope: { entity: selected } });
  });

  it('refused, names the setting, what it accepts and the value kept, and changes nothing', () => {
    const demo = new Demo();
    const before = valuesOn(demo, key);
    const kept = demo.tuning.view()[key];
    const refused = refusedValue(field);
    const result = demo.apply({ kind: 'setEntitySetting', key, value: refused, scope: 'all' });
    const rule: { range?: NumberRange; choices?: Readonly<Record<string, string>> } = field.rule;
    const accepts = rule.range
      ? describeRange(rule.range)
      : `one of ${Object.keys(rule.choices ?? {})
          .map((v) => JSON.stringify(v))
          .join(', ')}`;
    expect(result).toMatchObject({ ok: false, field: key });
    if (!result.ok)
      expect(result.message).toBe(
        `${field.label} must be ${accepts}; got ${typeof refused === 'string' ? JSON.stringify(refused) : refused}. Kept ` +
          `${typeof kept === 'string' ? JSON.stringify(kept) : kept}.`,
      );
    expect(valuesOn(demo, key)).toEqual(before);
  });
});
