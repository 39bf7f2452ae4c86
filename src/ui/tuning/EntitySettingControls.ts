/**
 * The tuning panel's controls of the entity settings of the table (ENTITY_SETTING_FIELDS): one per
 * entry, in its folder, a number field for a range and a menu for choices.
 */
import type GUI from 'lil-gui';
import { ENTITY_SETTING_FIELDS, type EntitySettingFolder, type EntitySettingKey } from '../../app/fields/entitySettingFields';
import { defaultEntitySettingValues, type EntitySettingValues } from '../../app/fields/entitySettingValues';
import type { SettingResult } from '../../app/fields/tuningFields';
import type { NumberRange } from '../../sim/validation/fields';
import { menu, rangeTitle, type PanelControls } from './PanelControls';

/** The controls of the table's entity settings, and the values they show. */
export class EntitySettingControls {
  /** The values the controls edit, by key: a copy of the demo's, refreshed by {@link read}. */
  private readonly values: Record<EntitySettingKey, number | string> = defaultEntitySettingValues();

  constructor(
    private readonly controls: PanelControls,
    /**
     * Applies a value given for setting `key` (a number, or the typed text when it is not one) to the panel's scope, answering whether the
     * demo took it.
     */
    private readonly apply: (key: EntitySettingKey, value: number | string) => SettingResult,
  ) {}

  /** Adds to `gui` a control for each entry of the table that goes in `folder`, in the table's order. */
  build(gui: GUI, folder: EntitySettingFolder): void {
    for (const field of ENTITY_SETTING_FIELDS) {
      if (field.folder !== folder) continue;
      const rule: { readonly range?: NumberRange; readonly choices?: Readonly<Record<string, string>> } = field.rule;
      const apply = (value: unknown): SettingResult => this.apply(field.key, value as number | string);
      if (rule.range)
        this.controls.number(gui, this.values, field.key, field.label, field.id, apply, {
          title: `${rangeTitle(field.label, rule.range)}. ${field.help}`,
        });
      else this.controls.choice(gui, this.values, field.key, field.label, field.id, menu(rule.choices ?? {}), apply, field.help);
    }
  }

  /** Takes the values the panel shows (the shown entity's, or what new entities get). */
  read(shown: Readonly<EntitySettingValues>): void {
    for (const field of ENTITY_SETTING_FIELDS) this.values[field.key] = shown[field.key];
  }
}
