// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import {
  ENTITY_SETTING_FIELDS,
  type EntitySettingField,
  type EntitySettingFolder,
  type EntitySettingKey,
} from '../../../src/app/fields/entitySettingFields';
import { checkEntitySetting } from '../../../src/app/fields/entitySettingValues';
import { TuningPanel } from '../../../src/ui/tuning/TuningPanel';
import { otherValue, refusedValue } from '../../app/fields/entitySettingSamples';

/**
 * The panel's control of every entity setting of the table (src/app/fields/entitySettingFields.ts),
 * as the player meets it in the tuning panel (lil-gui) on a real demo: in its folder, with its label
 * and help, showing the value in force, applying a change through the door, refusing by its rule.
 */

/** The title of each folder entity settings go in, as the panel shows it. */
const FOLDER_TITLES: Readonly<Record<EntitySettingFolder, string>> = { motor: 'Motor and motion', guidance: 'Missile guidance' };

let demo: Demo;
let panel: TuningPanel;

/** The panel's refusal line, or null while it is hidden. */
function message(): string | null {
  const line = document.getElementById('panel-message') as HTMLElement;
  return line.hidden ? null : line.textContent;
}

/** The label of a setting's choice `value` in its menu (null for a number). */
function labelOf(field: EntitySettingField<EntitySettingKey>, value: unknown): string | null {
  const rule: { readonly range?: unknown; readonly choices?: Readonly<Record<string, string>> } = field.rule;
  return rule.choices ? (rule.choices[String(value)] ?? null) : null;
}

/** Gives setting `field` a value as the player does: typed and Enter in its number field, chosen by its label in its menu. */
function give(field: EntitySettingField<EntitySettingKey>, value: number | string): void {
  const input = document.getElementById(field.id) as HTMLElement;
  if (input instanceof HTMLSelectElement) {
    input.selectedIndex = [...input.options].findIndex((option) => option.textContent === labelOf(field, value));
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const box = input as HTMLInputElement;
  box.focus();
  box.value = String(value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
}

beforeEach(() => {
  document.body.replaceChildren();
  const container = Object.assign(document.createElement('div'), { id: 'panel' });
  document.body.append(container);
  demo = new Demo();
  panel = new TuningPanel(container, demo, () => {});
});

afterEach(() => {
  document.body.replaceChildren();
});

describe.each(ENTITY_SETTING_FIELDS.map((field) => [field.key, field] as const))('the panel’s control of %s', (key, field) => {
  it('sits in its folder with its label and help, and shows the value in force', () => {
    const input = document.getElementById(field.id);
    expect(input, `#${field.id}`).not.toBeNull();
    const controller = input!.closest('.lil-controller') as HTMLElement;
    expect(controller.querySelector('.lil-name')?.textContent).toBe(field.label);
    expect(controller.title).toContain(field.help);
    const folder = controller.parentElement!.closest('.lil-gui') as HTMLElement;
    expect(folder.querySelector(':scope > .lil-title')?.textContent).toBe(FOLDER_TITLES[field.folder]);
    const shown = input instanceof HTMLSelectElement ? input.options[input.selectedIndex]?.textContent : (input as HTMLInputElement).value;
    const value = demo.tuning.view()[key];
    expect(shown).toBe(labelOf(field, value) ?? String(value));
  });

  it('applies a change through the door to the entities of the panel’s scope, and new entities for all', () => {
    const value = otherValue(field, demo.tuning.view()[key]);
    give(field, value);
    expect(message()).toBeNull();
    expect(demo.view.records.every((record) => record.entity.getSettings()[key] === value)).toBe(true);
    expect(demo.tuning.defaults.entitySettings[key]).toBe(value);
    expect(demo.appliedSince(0).at(-1)?.intent).toEqual({ kind: 'setEntitySetting', key, value, scope: 'all' });
    expect(panel.applyTo).toBe('all');
  });

  it.runIf('range' in field.rule)('refuses a number outside its rule, saying why, and keeps the value in force', () => {
    const kept = demo.tuning.view()[key];
    const refused = refusedValue(field);
    give(field, refused);
    expect(message()).toBe(checkEntitySetting(key, refused, kept));
    expect(demo.tuning.view()[key]).toBe(kept);
    expect((document.getElementById(field.id) as HTMLInputElement).value).toBe(String(kept));
  });
});
