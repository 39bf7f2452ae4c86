import { describeRange, numberField, type NumberRange } from '../../sim/validation/fields';
import { escapeControlCharacters } from '../../sim/validation/oneLine';
import { AS_PUBLISHED_DT_RANGE, MAX_ANGULAR_ACCELERATION_RANGE } from '../../sim/validation/quantities';

/** A numeric setting the player can type into the tuning panel. */
export interface TuningField {
  /** Name shown in the panel and in error messages. */
  readonly label: string;
  /** The allowed values. */
  readonly range: NumberRange;
}

/** The panel's numeric fields that are not an entity setting of the table (entitySettingFields.ts) nor a controller's (the controllers' rules, src/sim/control/settingRules.ts), with their labels and documented ranges. */
export const TUNING_FIELDS = {
  maxHistory: { label: 'maxHistory (error samples kept)', range: { min: 3, max: 1000, integer: true } },
  asPublishedDt: { label: 'as-published dt (s)', range: AS_PUBLISHED_DT_RANGE },
  maxAngularAcceleration: { label: 'max turn rate (rad/s²)', range: MAX_ANGULAR_ACCELERATION_RANGE },
  timeScale: { label: 'time scale', range: { min: 0.05, max: 4 } },
} as const satisfies Record<string, TuningField>;

/** Names of the numeric panel fields. */
export type TuningFieldName = keyof typeof TUNING_FIELDS;

/** What a setter of the {@link Demo} answers: applied, or refused with a message naming the field. */
export type SettingResult = { ok: true } | { ok: false; field: string; message: string };

/** The accepted result. */
export const OK: SettingResult = Object.freeze({ ok: true });

/** A refusal naming `field`. */
export function refused(field: string, message: string): SettingResult {
  return { ok: false, field, message };
}

/**
 * Checks a value typed for `name`: a finite number within the field's range. Returns null when it is
 * fine, else the message to show, e.g. "maxHistory (error samples kept) must be an integer ≥ 3 and
 * ≤ 1000; got 2.5. Kept 7."
 */
export function checkTuningValue(name: TuningFieldName, value: unknown, previous: number): string | null {
  const field: TuningField = TUNING_FIELDS[name];
  if (numberField(field.range).safeParse(value).success) return null;
  return `${field.label} must be ${describeRange(field.range)}; got ${describeInput(value)}. Kept ${formatKept(previous)}.`;
}

/** What the player gave, for a message: "not a number", "nothing", "\"abc\"", "2.5". */
export function describeInput(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'not a number' : String(value);
  // As JSON, with the invisible and direction-changing characters JSON leaves raw escaped too (oneLine.ts).
  if (typeof value === 'string') return value.trim() === '' ? 'nothing' : escapeControlCharacters(JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value));
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
