import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../../sim/control/ControllerSettings';
import type { ControllerField } from '../../sim/control/registry/ControllerSpec';
import { byControllerType, controllerSpec } from '../../sim/control/registry/controllerSpecs';
import { controllerSchemas } from '../../sim/scenario/controllerSchemas';
import { describeInput, formatKept, refused, type SettingResult } from './tuningFields';

export type { ControllerField };

/**
 * The scenario schema of each controller type: the panel validates with the very rules scenario
 * files are validated with, so a value refused in one is refused in the other, with the same range.
 */
export { controllerSchemas };

/** Every controller type's editable parameters, in panel order (each spec's `fields`). */
export const CONTROLLER_FIELDS: Readonly<Record<ControllerType, readonly ControllerField[]>> = byControllerType((spec) => spec.fields);

/** Short names of the controller types, for tables and legends (CONTROLLER_LABELS has the long ones). */
export const CONTROLLER_SHORT_NAMES: Readonly<Record<ControllerType, string>> = byControllerType((spec) => spec.shortName);

export function controllerField(type: ControllerType, key: string): ControllerField | undefined {
  return CONTROLLER_FIELDS[type].find((field) => field.key === key);
}

export function isControllerType(value: unknown): value is ControllerType {
  return typeof value === 'string' && (CONTROLLER_TYPES as readonly string[]).includes(value);
}

/**
 * The allowed values of a numeric field, in words ("must be a number ≥ 0 and ≤ 1000000"), read from
 * the schema itself (by asking it about a value no field accepts), so it can never disagree.
 */
export function controllerFieldRange(type: ControllerType, key: string): string {
  const result = controllerSchemas()[type].safeParse({ type, [key]: Number.NaN });
  const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === key);
  return issue?.message ?? 'must be a finite number';
}

/** What {@link checkController} answers: the clean settings, or a refusal naming the field. */
export type ControllerCheck = { ok: true; settings: ControllerSettings } | { ok: false; field: string; message: string };

/**
 * Validates a whole controller settings object with its type's scenario schema. A refusal names
 * the first bad field with its label and range, what was given and the value kept, e.g.
 * "kd (derivative gain) must be a number ≥ 0 and ≤ 1000000 (…); got 2000000. Kept 14."
 * `previous` gives the values kept (the settings in force).
 */
export function checkController(candidate: unknown, previous?: Readonly<ControllerSettings>): ControllerCheck {
  const type = (candidate as { type?: unknown } | null)?.type;
  if (!isControllerType(type)) {
    return {
      ok: false,
      field: 'type',
      message:
        `controller type must be one of ${CONTROLLER_TYPES.join(', ')}; got ${describeInput(type)}. Kept ` +
        `${previous?.type ?? 'the previous one'}.`,
    };
  }
  const result = controllerSchemas()[type].safeParse(candidate);
  if (result.success) return { ok: true, settings: result.data as ControllerSettings };
  const issue = result.error.issues[0];
  const key = String(issue?.path[0] ?? (issue?.code === 'unrecognized_keys' ? issue.keys[0] : 'settings'));
  const label = controllerField(type, key)?.label ?? key;
  if (issue?.code === 'unrecognized_keys')
    return { ok: false, field: key, message: `${type} has no setting "${issue.keys.join('", "')}".` };
  const given = (candidate as Record<string, unknown>)[key];
  const kept = previous && previous.type === type ? (previous as unknown as Record<string, unknown>)[key] : undefined;
  const keptText = kept === undefined ? '' : ` Kept ${formatKept(kept)}.`;
  return { ok: false, field: key, message: `${label} ${issue?.message ?? 'is not valid'}; got ${describeInput(given)}.${keptText}` };
}

/**
 * Merges `changes` into `current` (same type) and validates the result; `undefined` values in the
 * changes are ignored. On a refusal nothing changes.
 */
export function checkControllerChange(current: Readonly<ControllerSettings>, changes: Readonly<Record<string, unknown>>): ControllerCheck {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined && key !== 'type') merged[key] = value;
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return checkController(merged, current);
}

export function asSettingResult(check: ControllerCheck): SettingResult {
  return check.ok ? { ok: true } : refused(check.field, check.message);
}

/** A one-line summary of controller settings for the HUD and legends: "PID corrected · kp 60 ki 2 kd 14" (each spec's `describe`). */
export function describeController(settings: Readonly<ControllerSettings>): string {
  return (controllerSpec(settings.type) as { describe(settings: Readonly<ControllerSettings>): string }).describe(settings);
}
