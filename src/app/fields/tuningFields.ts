import { describeRange, isInRange, type NumberRange } from '../../sim/validation/fields';
import { escapeControlCharacters } from '../../sim/validation/oneLine';
import { AS_PUBLISHED_DT_RANGE, MAX_ANGULAR_ACCELERATION_RANGE } from '../../sim/validation/quantities';

/** A numeric setting the player can type into the tuning panel. */
export interface TuningField {
  /** Name shown in the panel and in error messages. */
  readonly label: string;
  /** The allowed values. */
  readonly range: NumberRange;
}

/**
 * The panel's numeric fields that are not an entity setting of the table (entitySettingFields.ts) nor a controller's (the controllers'
 * rules, src/sim/control/settingRules.ts), with their labels and documented ranges.
 */
export const TUNING_FIELDS = {
  asPublishedDt: { label: 'as-published dt (s)', range: AS_PUBLISHED_DT_RANGE },
  maxAngularAcceleration: { label: 'max turn rate (rad/s²)', range: MAX_ANGULAR_ACCELERATION_RANGE },
  timeScale: { label: 'time scale', range: { min: 0.05, max: 4 } },
} as const satisfies Record<string, TuningField>;

/** What a setter of the {@link Demo} answers: applied, or refused with a message naming the field. */
export type SettingResult = { ok: true } | { ok: false; field: string; message: string };

export const OK: SettingResult = Object.freeze({ ok: true });

export function refused(field: string, message: string): SettingResult {
  return { ok: false, field, message };
}

/**
 * Null when `value` is a finite number within `field`'s range, else the message to show, e.g.
 * "time scale must be a number ≥ 0.05 and ≤ 4; got 9. Kept 1."
 */
export function rangeProblem(field: TuningField, value: unknown, previous: unknown): string | null {
  if (typeof value === 'number' && isInRange(value, field.range)) return null;
  return `${field.label} must be ${describeRange(field.range)}; got ${describeInput(value)}. Kept ${formatKept(previous)}.`;
}

/** Checks each change given for a field of `fields` by its range: the first refused, named, or OK. Nothing changes on a refusal. */
export function checkRangeChanges<K extends string>(
  fields: Readonly<Record<K, TuningField>>,
  current: NoInfer<Readonly<Record<K, unknown>>>,
  changes: NoInfer<Readonly<Partial<Record<K, unknown>>>>,
): SettingResult {
  for (const key of Object.keys(fields) as K[]) {
    const problem = changes[key] === undefined ? null : rangeProblem(fields[key], changes[key], current[key]);
    if (problem) return refused(key, problem);
  }
  return OK;
}

/** What the player gave, for a message: "not a number", "nothing", "\"abc\"", "2.5". */
export function describeInput(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'not a number' : String(value);
  // As JSON, with the invisible and direction-changing characters JSON leaves raw escaped too (oneLine.ts).
  if (typeof value === 'string')
    return value.trim() === '' ? 'nothing' : escapeControlCharacters(JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value));
  return typeof value;
}

/** A value kept after a refusal, for a message: integers as they are, others to 6 significant digits. */
export function formatKept(value: unknown): string {
  if (typeof value !== 'number') return String(value);
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(6)));
}

/** The defined fields of a change only (a key given as undefined changes nothing): a new object. */
export function definedOnly<T extends object>(changes: Readonly<T>): Partial<T> {
  const clean: Partial<T> = {};
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) (clean as Record<string, unknown>)[key] = value;
  return clean;
}
