import { z } from 'zod';
import { CONTROLLER_TYPES, type ControllerSettings } from '../../sim/control/ControllerSettings';
import type { EntityType } from '../../sim/entities/EntitySettings';
import { controllerSchema } from '../../sim/scenario/schema';
import { GUIDANCE_LAWS, type GuidanceLaw } from '../../sim/steering/Guidance';
import { booleanField, enumField, numberField } from '../../sim/validation/fields';
import { NAVIGATION_CONSTANT_RANGE } from '../../sim/validation/quantities';
import { TIME_BASE_NAMES, type TimeBase } from '../../sim/time/timeBases';
import { startingController } from '../fields/controllerPresets';
import { disturbanceSchema } from '../fields/disturbanceFields';
import { entitySettingField } from '../fields/entitySettingFields';
import { TARGET_MOTION_FIELDS, TARGET_MOTION_TYPES } from '../fields/targetMotionFields';
import { definedOnly, TUNING_FIELDS } from '../fields/tuningFields';
import { onFirstUse } from '../../sim/validation/onFirstUse';

/** The value of the `format` key of every settings object: says what the JSON is. */
export const SETTINGS_FORMAT = 'pid-steering-settings';

/** The version this build writes, and the newest it reads. Older versions are migrated (migrateSettings.ts). */
export const SETTINGS_VERSION = 3;

/**
 * A controller as a settings object gives it, completed for `entityType`: the keys it leaves out
 * take that controller type's starting values for the entity type (the tuned PID, or the type's
 * defaults).
 */
function controllerOf(entityType: EntityType) {
  return controllerSchema().transform(
    (given) => ({ ...startingController(given.type, entityType), ...definedOnly<object>(given) }) as ControllerSettings,
  );
}

/**
 * Every setting and its rule: the one place the settings' keys are written. The settings' type
 * ({@link DemoSettings}), the format's schema ({@link settingsSchema}), merging ({@link applyPatch})
 * and copying derive from it. Every number follows the same rule as the panel and the scenario
 * files (`src/sim/validation/fields.ts`); every object is strict (an unknown key is refused). The
 * format, version 3, is shown in docs/input-validation.md.
 */
function buildSettingRules() {
  return {
    /** The turn controller of each entity type (any controller type, the scenario files' rules; completed as it is read). */
    controllers: z.strictObject({ missile: controllerOf('missile'), character: controllerOf('character') }),
    /** Max turn rate of every entity, rad/s². */
    maxAngularAcceleration: numberField(TUNING_FIELDS.maxAngularAcceleration.range),
    /** Top speed of every entity, m/s. */
    maxSpeed: numberField(entitySettingField('maxSpeed').rule.range),
    /** Simulated seconds per real second. */
    timeScale: numberField(TUNING_FIELDS.timeScale.range),
    /** The time base: "standard" (1/60 s steps in real time) or "original" (1/30 s a frame, 2× real time). */
    timeBase: enumField(TIME_BASE_NAMES as readonly TimeBase[] as [TimeBase, ...TimeBase[]]),
    /** Whether paths loop. */
    pathLoop: booleanField(),
    /** Missiles' guidance law (the key of an entity's in a scenario file). */
    guidance: enumField(GUIDANCE_LAWS as readonly GuidanceLaw[] as [GuidanceLaw, ...GuidanceLaw[]]),
    /** N of proportional navigation. */
    navigationConstant: numberField(NAVIGATION_CONSTANT_RANGE),
    /** How the targets move. */
    targetMotion: z.strictObject({
      type: enumField(TARGET_MOTION_TYPES),
      speed: numberField(TARGET_MOTION_FIELDS.speed.range),
      radius: numberField(TARGET_MOTION_FIELDS.radius.range),
      amplitude: numberField(TARGET_MOTION_FIELDS.amplitude.range),
    }),
    /** The disturbance on every entity: a constant torque, a wind and sensor noise, each on or off. */
    disturbance: disturbanceSchema(),
    /** The controllers a race lines up, each at most once (read in the order of CONTROLLER_TYPES). */
    raceControllers: z
      .array(enumField(CONTROLLER_TYPES), { error: `must be an array of controller types (${CONTROLLER_TYPES.join(', ')})` })
      .min(1, { error: 'must name at least one controller type' })
      .max(CONTROLLER_TYPES.length, { error: `must name at most ${CONTROLLER_TYPES.length} controller types` })
      .refine((types) => new Set(types).size === types.length, { error: 'must name each controller type at most once' })
      .transform((types) => CONTROLLER_TYPES.filter((type) => types.includes(type))),
  };
}

/** {@link buildSettingRules}, built on first use (zod schemas cost time to build, and the first frame needs none). */
const settingRules = onFirstUse(buildSettingRules);

/**
 * Every setting, complete (as read: controllers completed, race controllers in order): what the demo is given and what is saved and shared.
 */
export type DemoSettings = z.output<z.ZodObject<ReturnType<typeof buildSettingRules>>>;

export type SettingKey = keyof DemoSettings;

/** The settings' names, in the order of {@link buildSettingRules}. */
const settingKeys = onFirstUse(() => Object.keys(settingRules()) as SettingKey[]);

/** Whether setting `key` is a group of settings (an object: each of its keys may be given alone). */
function isGroup(rule: z.ZodType): rule is z.ZodObject {
  return rule instanceof z.ZodObject;
}

/**
 * A validated settings object as read from JSON: the header and any subset of the settings; of a
 * group (`controllers`, `targetMotion`, `disturbance`), any subset of its keys. What is left out
 * keeps its current value (or the default), so a preset or a hand-written link can give only what
 * it changes.
 */
export type SettingsPatch = { readonly format: typeof SETTINGS_FORMAT; readonly version: typeof SETTINGS_VERSION } & {
  [K in SettingKey]?: DemoSettings[K] extends readonly unknown[]
    ? DemoSettings[K]
    : DemoSettings[K] extends object
      ? Partial<DemoSettings[K]>
      : DemoSettings[K];
};

/** Each setting optional, and each key of a group: "must be an object { "a"?, "b"? }" names them when the group is not an object. */
const patchRules = () =>
  Object.fromEntries(
    Object.entries(settingRules()).map(([key, rule]) => {
      if (!isGroup(rule)) return [key, rule.optional()];
      const keys = Object.keys(rule.shape);
      const optional = Object.fromEntries(Object.entries(rule.shape).map(([name, field]) => [name, (field as z.ZodType).optional()]));
      return [key, z.strictObject(optional, { error: `must be an object { ${keys.map((name) => `"${name}"?`).join(', ')} }` }).optional()];
    }),
  );

/** The saved and shared settings format: its header (`format`, `version`), then any of {@link buildSettingRules} (built on first use). */
export const settingsSchema = onFirstUse(
  () =>
    z.strictObject({
      format: z.literal(SETTINGS_FORMAT, { error: `must be "${SETTINGS_FORMAT}"` }),
      version: z.literal(SETTINGS_VERSION, { error: `must be ${SETTINGS_VERSION}` }),
      ...patchRules(),
    }) as unknown as z.ZodType<SettingsPatch>,
);

/**
 * `base` with every setting that `patch` gives put over it; what the patch leaves out stays as in
 * `base`. A group takes each of its keys the patch gives (a controller given replaces that entity
 * type's whole controller: it was completed as it was read). Returns a new object; neither
 * argument is changed.
 */
export function applyPatch(base: Readonly<DemoSettings>, patch: Readonly<SettingsPatch>): DemoSettings {
  const result: Record<string, unknown> = structuredClone(base);
  const rules = settingRules();
  for (const key of settingKeys()) {
    const given: unknown = patch[key];
    if (given === undefined) continue;
    result[key] = isGroup(rules[key])
      ? { ...(result[key] as object), ...structuredClone(definedOnly(given as object)) }
      : structuredClone(given);
  }
  return result as DemoSettings;
}

/** The settings as a JSON object in the current format, with its header (a copy). */
export function toSettingsJson(settings: Readonly<DemoSettings>): SettingsPatch & DemoSettings {
  return { format: SETTINGS_FORMAT, version: SETTINGS_VERSION, ...structuredClone(settings) };
}
