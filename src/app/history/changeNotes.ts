import { CONTROLLER_LABELS, type ControllerType } from '../../sim/control/ControllerSettings';
import type { ControllerField } from '../../sim/control/registry/ControllerSpec';
import { CONTROLLER_SPECS } from '../../sim/control/registry/controllerSpecs';
import { ENTITY_SETTING_FIELDS } from '../fields/entitySettingFields';
import { degreesFigure } from '../presentation/turnRateWords';

/**
 * One change a run made, named for the player: "missile-2: max turn rate 180°/s² → 720°/s²",
 * "target-1: moved". The door writes them down with the intent (IntentDoor.ts), the settings as
 * they were before and after it; a comparison names each run by its changes since it left the
 * recorded run.
 */
export interface ChangeNote {
  /** What it changed: an entity's or a target's id. */
  readonly subject: string;
  /** Which setting, or what was done ("moved"). */
  readonly what: string;
  /** The setting's value before and after, as the player reads them; null for a change without values. */
  readonly from: string | null;
  readonly to: string | null;
}

/** A panel label without its unit or gloss: "kp (proportional gain)" → "kp". */
function shortLabel(label: string): string {
  return label.replace(/\s*\(.*\)$/, '');
}

/** Each controller's panel field by its settings key ("controller.brakingCurve"): the first controller that has it names it. */
const CONTROLLER_FIELDS: ReadonlyMap<string, ControllerField> = firstFieldOfEachKey();

/** The controllers' panel fields by settings key, the first controller's field where several share a key. */
function firstFieldOfEachKey(): Map<string, ControllerField> {
  const fields = new Map<string, ControllerField>();
  for (const field of CONTROLLER_SPECS.flatMap((spec): readonly ControllerField[] => spec.fields))
    if (!fields.has(`controller.${field.key}`)) fields.set(`controller.${field.key}`, field);
  return fields;
}

/** Panel words for the settings: the turn rate, the controller and its fields, the panel's entity settings. */
const SETTING_WORDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries([...CONTROLLER_FIELDS].map(([key, field]) => [key, shortLabel(field.label)])),
  maxAngularAcceleration: 'max turn rate',
  'controller.type': 'controller',
  ...Object.fromEntries(ENTITY_SETTING_FIELDS.map((field) => [field.key, shortLabel(field.label)])),
};

/**
 * A setting's value in words, as the panel shows it: the turn rate in degrees, a controller by its label, a choice by its words, a switch
 * on or off, a number in at most four figures.
 */
function valueWords(key: string, value: unknown): string {
  if (key === 'maxAngularAcceleration' && typeof value === 'number') return degreesFigure(value);
  if (key === 'controller.type' && typeof value === 'string') return CONTROLLER_LABELS[value as ControllerType] ?? value;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  const choice = typeof value === 'string' ? CONTROLLER_FIELDS.get(key)?.choices?.[value] : undefined;
  if (choice !== undefined) return shortLabel(choice);
  if (typeof value === 'number') return String(Number(value.toPrecision(4)));
  return String(value);
}

/** `settings` flattened: "controller.kp" → "3", its values in words. */
function flatten(settings: object, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(settings)) {
    const name = prefix + key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) flatten(value as object, `${name}.`, out);
    else out.set(name, valueWords(name, value));
  }
  return out;
}

/**
 * Settings texts put in words lately ({@link wordsOf}), at most {@link MAX_WORDS_KEPT}: a run that toggles a setting thousands of times
 * goes back and forth between a few.
 */
const wordsKept = new Map<string, ReadonlyMap<string, string>>();
const MAX_WORDS_KEPT = 64;

/** A settings text (MovingEntity.settingsText) flattened into words ({@link flatten}), kept for the next time it comes. */
function wordsOf(text: string): ReadonlyMap<string, string> {
  let words = wordsKept.get(text);
  if (!words) {
    words = flatten(JSON.parse(text) as object, '', new Map());
    if (wordsKept.size >= MAX_WORDS_KEPT) wordsKept.delete(wordsKept.keys().next().value as string);
    wordsKept.set(text, words);
  }
  return words;
}

/** An entity as notes read it: its id and its settings as JSON text (MovingEntity.settingsText, made again only after a change). */
interface SettingsHolder {
  readonly id: string;
  settingsText(): string;
}

/** Each entity's settings text by id: what {@link settingNotes} compares with after a change. */
export function settingsTexts(entities: readonly SettingsHolder[]): Map<string, string> {
  return new Map(entities.map((entity) => [entity.id, entity.settingsText()]));
}

/**
 * What changed in `entities`' settings since `before` ({@link settingsTexts}), entity by entity:
 * each setting whose words differ. A controller swapped is one note (its gains are its own).
 */
export function settingNotes(before: ReadonlyMap<string, string>, entities: readonly SettingsHolder[]): ChangeNote[] {
  const notes: ChangeNote[] = [];
  for (const entity of entities) {
    const text = entity.settingsText();
    const old = before.get(entity.id);
    if (old === undefined || old === text) continue;
    const was = wordsOf(old);
    const now = wordsOf(text);
    const swapped = was.get('controller.type') !== now.get('controller.type');
    for (const [key, value] of now) {
      const from = was.get(key);
      if (from === undefined || from === value || (swapped && key.startsWith('controller.') && key !== 'controller.type')) continue;
      notes.push({ subject: entity.id, what: SETTING_WORDS[key] ?? key.replace(/^controller\./, ''), from, to: value });
    }
  }
  return notes;
}

/**
 * `notes` in order with one note per subject and setting: the first value it had and the last it
 * got (a slider dragged through many values is one change); a setting changed back is no change.
 */
export function mergeChangeNotes(notes: readonly ChangeNote[]): ChangeNote[] {
  const merger = new ChangeNoteMerger();
  for (const note of notes) merger.add(note);
  return [...merger.notes];
}

/** {@link mergeChangeNotes} one note at a time: what a run's log changed so far, kept up to date as it grows. */
export class ChangeNoteMerger {
  private readonly merged = new Map<string, ChangeNote>();
  private list: readonly ChangeNote[] | null = [];

  /** Adds the next note of the log. */
  add(note: ChangeNote): void {
    const key = `${note.subject}\u0000${note.what}`;
    const first = this.merged.get(key);
    this.merged.set(key, first ? { ...note, from: first.from } : note);
    this.list = null;
  }

  /** Starts again with no note. */
  clear(): void {
    this.merged.clear();
    this.list = [];
  }

  /** The notes merged so far, in order, a setting changed back left out (made again only after an {@link add}). */
  get notes(): readonly ChangeNote[] {
    this.list ??= [...this.merged.values()].filter((note) => note.from === null || note.from !== note.to);
    return this.list;
  }
}

/**
 * A run's changes in words, a change made alike to several bodies said once, and the changes of
 * the same bodies together ("missile-1, character-1: ki 2 → 0, kd 14 → 0; target-1: moved"), at
 * most `max` groups of bodies ("…and 2 more"); "no change" for none.
 */
export function changesText(notes: readonly ChangeNote[], max = 3): string {
  if (notes.length === 0) return 'no change';
  // Each setting's change, with every body that had it.
  const alike: { subjects: string[]; note: ChangeNote }[] = [];
  for (const note of notes) {
    const same =
      note.from === null
        ? undefined
        : alike.find((group) => group.note.what === note.what && group.note.from === note.from && group.note.to === note.to);
    if (same) same.subjects.push(note.subject);
    else alike.push({ subjects: [note.subject], note });
  }
  // The changes of the same bodies, together.
  const bySubjects = new Map<string, string[]>();
  for (const { subjects, note } of alike) {
    const key = subjects.join(', ');
    const what = note.from === null || note.to === null ? note.what : `${note.what} ${note.from} → ${note.to}`;
    bySubjects.set(key, [...(bySubjects.get(key) ?? []), what]);
  }
  const groups = [...bySubjects].map(([subjects, whats]) => `${subjects}: ${whats.join(', ')}`);
  const shown = groups.slice(0, max).join('; ');
  return groups.length > max ? `${shown}; and ${groups.length - max} more` : shown;
}
