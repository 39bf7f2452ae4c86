import { z } from 'zod';
import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../control/ControllerSettings';
import { oldNameRule, type OldSettingNames, type SettingRule } from '../control/settingRules';
import { CONTROLLER_SPECS } from '../control/registry/controllerSpecs';
import { booleanField, enumField, numberField } from '../validation/fields';
import { onFirstUse } from '../validation/onFirstUse';

/**
 * The scenario schema of each controller type, built from its spec's plain rules
 * (src/sim/control/registry): `{ "type": …, every setting optional }`, strict (unknown keys are
 * refused). A setting's old name (Stolk's p, i, d) is read too, checked with its old sign, and
 * becomes the new one (p = −10 is kp 10); both names at once are refused. The panel validates with
 * these very schemas (src/app/fields/controllerFields.ts).
 */

/** A controller as a file gives it: its type, and any of its settings. */
export type ControllerSettingsInput = ControllerSettings extends infer S
  ? S extends { type: infer T }
    ? Partial<S> & { type: T }
    : never
  : never;

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

/** The schema of one controller type, its settings in its spec's order, then their old names. */
function schemaOf(type: string, rules: Readonly<Record<string, SettingRule>>, oldNames: OldSettingNames = {}) {
  const fields = Object.entries(rules).map(([key, rule]) => [key, fieldOf(rule).optional()] as const);
  const oldFields = Object.entries(oldNames).flatMap(([key, old]) => {
    const rule = rules[old.of];
    return rule === undefined
      ? []
      : [
          [
            key,
            fieldOf(oldNameRule(rule, old.sign, `the old name of ${old.of}: ${key} = ${old.sign < 0 ? '−' : ''}${old.of}`)).optional(),
          ] as const,
        ];
  });
  const object = z.strictObject({ type: z.literal(type), ...Object.fromEntries([...fields, ...oldFields]) });
  if (oldFields.length === 0) return object;
  return object
    .superRefine((settings, context) => {
      const given = settings as Record<string, unknown>;
      for (const [key, old] of Object.entries(oldNames)) {
        if (given[key] !== undefined && given[old.of] !== undefined)
          context.addIssue({ code: 'custom', path: [key], message: `give ${old.of} or its old name ${key}, not both` });
      }
    })
    .transform((settings) => {
      const renamed: Record<string, unknown> = { ...settings };
      for (const [key, old] of Object.entries(oldNames)) {
        if (renamed[key] === undefined) continue;
        renamed[old.of] = old.sign * (renamed[key] as number) + 0;
        delete renamed[key];
      }
      return renamed;
    });
}

const schemas = onFirstUse(() => CONTROLLER_SPECS.map((spec) => schemaOf(spec.type, spec.settings, spec.oldNames)));

/** Each controller type's schema, by type (built on first use). */
export const controllerSchemas = onFirstUse(
  (): Readonly<Record<ControllerType, z.ZodType>> =>
    Object.fromEntries(CONTROLLER_SPECS.map((spec, i) => [spec.type, schemas()[i]])) as unknown as Record<ControllerType, z.ZodType>,
);

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
