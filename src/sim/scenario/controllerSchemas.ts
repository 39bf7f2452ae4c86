import { z } from 'zod';
import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../control/ControllerSettings';
import type { SettingRule } from '../control/settingRules';
import { CONTROLLER_SPECS } from '../control/registry/controllerSpecs';
import { booleanField, enumField, numberField } from '../validation/fields';
import { onFirstUse } from '../validation/onFirstUse';

/**
 * The scenario schema of each controller type, built from its spec's plain rules
 * (src/sim/control/registry): `{ "type": …, every setting optional }`, strict (unknown keys are
 * refused). The panel validates with these very schemas (src/app/fields/controllerFields.ts).
 */

/** A controller as a file gives it: its type, and any of its settings. */
export type ControllerSettingsInput = ControllerSettings extends infer S ? (S extends { type: infer T } ? Partial<S> & { type: T } : never) : never;

/** The zod field of one setting rule. */
function fieldOf(rule: SettingRule): z.ZodType {
  switch (rule.kind) {
    case 'number':
      return numberField(rule.range);
    case 'choice':
      return enumField(rule.values);
    case 'boolean':
      return booleanField();
  }
}

/** The schema of one controller type, its settings in its spec's order. */
function schemaOf(type: string, rules: Readonly<Record<string, SettingRule>>) {
  return z.strictObject({ type: z.literal(type), ...Object.fromEntries(Object.entries(rules).map(([key, rule]) => [key, fieldOf(rule).optional()])) });
}

const schemas = onFirstUse(() => CONTROLLER_SPECS.map((spec) => schemaOf(spec.type, spec.settings)));

/** Each controller type's schema, by type (built on first use). */
export const controllerSchemas = onFirstUse((): Readonly<Record<ControllerType, z.ZodType>> => Object.fromEntries(CONTROLLER_SPECS.map((spec, i) => [spec.type, schemas()[i]])) as unknown as Record<ControllerType, z.ZodType>);

/** "pid", "stolk", … or "time-optimal": the types, as an error message lists them. */
function typeList(): string {
  const quoted = CONTROLLER_TYPES.map((type) => `"${type}"`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}` : (quoted[0] ?? '');
}

/** Any controller: `{ "type": one of CONTROLLER_TYPES, …its settings }` (built on first use). */
export const controllerSchema = onFirstUse(
  () =>
    z.discriminatedUnion('type', schemas() as unknown as [ReturnType<typeof schemaOf>, ...ReturnType<typeof schemaOf>[]], {
      error: `must be an object with "type": ${typeList()}`,
    }) as unknown as z.ZodType<ControllerSettingsInput>,
);
