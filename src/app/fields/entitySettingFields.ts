/**
 * The entity settings the panel changes generically, one entry each (ENTITY_SETTING_FIELDS): the
 * intent that sets one, what new entities get, the snapshot's rules and the panel's control follow.
 */

import type { EntitySettings } from '../../sim/entities/EntitySettings';
import type { MovingEntity } from '../../sim/entities/MovingEntity';
import type { NumberRange } from '../../sim/validation/numberRange';
import { MAX_SPEED_RANGE } from '../../sim/validation/quantities';

/** Whether X and Y are the same type (a property's `readonly` included). */
type Same<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;

/**
 * The keys of {@link EntitySettings} an entity changes live through a setter of its own
 * (`entity.maxSpeed = 12`: MovingEntity's setter checks the value and calls `changeSettings`):
 * writable on {@link MovingEntity}, of the settings' own type. A setting with no setter
 * (`minSeekDistance`) needs one there first.
 */
export type LiveEntitySettingKey = {
  [K in keyof EntitySettings & keyof MovingEntity]-?: Same<Pick<MovingEntity, K>, { -readonly [P in K]: EntitySettings[P] }> extends true
    ? K
    : never;
}[keyof EntitySettings & keyof MovingEntity];

/** What a setting accepts: a numeric range for a number, or each value with its label in the panel's menu. */
export type EntitySettingRule<V> = V extends number
  ? { readonly range: NumberRange }
  : V extends string
    ? { readonly choices: Readonly<Record<V, string>> }
    : never;

/** The panel folder a setting's control goes in: "Motor and motion", or "Missile guidance". */
export type EntitySettingFolder = 'motor' | 'guidance';

/**
 * One entity setting the panel changes: its key, its label (panel and messages), its control's DOM id, its rule, a one-line help, its
 * folder.
 */
export interface EntitySettingField<K extends LiveEntitySettingKey = LiveEntitySettingKey> {
  readonly key: K;
  readonly label: string;
  readonly id: `panel-${K}`;
  readonly rule: EntitySettingRule<EntitySettings[K]>;
  readonly help: string;
  readonly folder: EntitySettingFolder;
}

/** An entry of {@link ENTITY_SETTING_FIELDS}, its rule checked against its key's type. */
export function entitySetting<K extends LiveEntitySettingKey>(field: EntitySettingField<K>): EntitySettingField<K> {
  return field;
}

/**
 * The entity settings the panel changes, each set by the `setEntitySetting` intent for the selected
 * entity or all (and new ones), in the panel's order within each folder. New entities of both types
 * get one value, the simulation's default at first (both types' defaults agree on each).
 */
export const ENTITY_SETTING_FIELDS = [
  entitySetting({
    key: 'maxSpeed',
    label: 'max speed (m/s)',
    id: 'panel-maxSpeed',
    rule: { range: MAX_SPEED_RANGE },
    help: 'The fastest it goes: a missile’s thrust and a character’s seek stop adding speed there.',
    folder: 'motor',
  }),
] as const;

/** The key of a setting of {@link ENTITY_SETTING_FIELDS}. */
export type EntitySettingKey = (typeof ENTITY_SETTING_FIELDS)[number]['key'];

/** The keys of {@link ENTITY_SETTING_FIELDS}, in order. */
export const ENTITY_SETTING_KEYS = ENTITY_SETTING_FIELDS.map((field) => field.key) as unknown as readonly [
  EntitySettingKey,
  ...EntitySettingKey[],
];

export function entitySettingField<K extends EntitySettingKey>(
  key: K,
): Extract<(typeof ENTITY_SETTING_FIELDS)[number], { readonly key: K }> {
  return ENTITY_SETTING_FIELDS.find((field) => field.key === key) as Extract<(typeof ENTITY_SETTING_FIELDS)[number], { readonly key: K }>;
}
