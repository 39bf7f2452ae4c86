import { z } from 'zod';
import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../../sim/control/ControllerSettings';
import type { EntityType } from '../../sim/entities/EntitySettings';
import { controllerSchema } from '../../sim/scenario/schema';
import { GUIDANCE_LAWS, type GuidanceLaw } from '../../sim/steering/Guidance';
import { booleanField, enumField, numberField } from '../../sim/validation/fields';
import { TIME_BASE_NAMES, type TimeBase } from '../../sim/time/timeBases';
import { DISTURBANCE_FIELDS, type DisturbanceSettings } from '../fields/disturbanceFields';
import { NAVIGATION_CONSTANT_RANGE } from '../fields/guidanceFields';
import { TARGET_MOTION_FIELDS, TARGET_MOTION_TYPES, type TargetMotionSettings } from '../fields/targetMotionFields';
import { TUNING_FIELDS } from '../fields/tuningFields';

/** The value of the `format` key of every settings object: says what the JSON is. */
export const SETTINGS_FORMAT = 'pid-steering-settings';

/** The version this build writes, and the newest it reads. Older versions are migrated (version 2: issue 29's controller settings). */
export const SETTINGS_VERSION = 2;

/**
 * The saved and shared settings format, version 2: what the tuning panel controls. Every object is
 * strict (an unknown key is refused) and every number follows the same rule as the panel and the
 * scenario files (`src/sim/validation/fields.ts`), so a value refused in one is refused in all.
 *
 * ```json
 * { "format": "pid-steering-settings", "version": 2,
 *   "controllers": { "missile": { "type": "pid", "kp": 60, … }, "character": { "type": "stolk", … } },
 *   "maxAngularAcceleration": 12.566, "maxSpeed": 10, "timeScale": 1, "pathLoop": true,
 *   "guidance": { "law": "pursuit", "navigationConstant": 4 },
 *   "targetMotion": { "type": "static", "speed": 4, "radius": 8, "amplitude": 5 },
 *   "disturbance": { "torqueOn": false, "angularAcceleration": 3, "windOn": false, "windDirectionDeg": 0, "windStrength": 4 },
 *   "raceControllers": ["pid", "stolk", "pd", "stable-pd", "spd", "time-optimal"] }
 * ```
 *
 * Every key but `format` and `version` is optional: what is left out keeps its current value (or
 * the default), so a preset or a hand-written link can give only what it changes.
 */
export const settingsSchema = z.strictObject({
  format: z.literal(SETTINGS_FORMAT, { error: `must be "${SETTINGS_FORMAT}"` }),
  version: z.literal(SETTINGS_VERSION, { error: `must be ${SETTINGS_VERSION}` }),
  /** The turn controller of each entity type (any controller type, the scenario files' rules). */
  controllers: z.strictObject({ missile: controllerSchema.optional(), character: controllerSchema.optional() }, { error: 'must be an object { "missile"?, "character"? }' }).optional(),
  /** Max turn rate of every entity, rad/s². */
  maxAngularAcceleration: numberField(TUNING_FIELDS.maxAngularAcceleration.range).optional(),
  /** Top speed of every entity, m/s. */
  maxSpeed: numberField(TUNING_FIELDS.maxSpeed.range).optional(),
  /** Simulated seconds per real second. */
  timeScale: numberField(TUNING_FIELDS.timeScale.range).optional(),
  /** The time base: "standard" (1/60 s steps in real time) or "original" (1/30 s a frame, 2× real time). */
  timeBase: enumField(TIME_BASE_NAMES as readonly TimeBase[] as [TimeBase, ...TimeBase[]]).optional(),
  /** Whether paths loop. */
  pathLoop: booleanField().optional(),
  /** Missiles' guidance law and N. */
  guidance: z
    .strictObject(
      { law: enumField(GUIDANCE_LAWS as readonly GuidanceLaw[] as [GuidanceLaw, ...GuidanceLaw[]]).optional(), navigationConstant: numberField(NAVIGATION_CONSTANT_RANGE).optional() },
      { error: 'must be an object { "law"?, "navigationConstant"? }' },
    )
    .optional(),
  /** How the targets move. */
  targetMotion: z
    .strictObject(
      {
        type: enumField(TARGET_MOTION_TYPES).optional(),
        speed: numberField(TARGET_MOTION_FIELDS.speed.range).optional(),
        radius: numberField(TARGET_MOTION_FIELDS.radius.range).optional(),
        amplitude: numberField(TARGET_MOTION_FIELDS.amplitude.range).optional(),
      },
      { error: 'must be an object { "type"?, "speed"?, "radius"?, "amplitude"? }' },
    )
    .optional(),
  /** The disturbance on every entity: a constant torque, a wind and sensor noise, each on or off. */
  disturbance: z
    .strictObject(
      {
        torqueOn: booleanField().optional(),
        angularAcceleration: numberField(DISTURBANCE_FIELDS.angularAcceleration.range).optional(),
        windOn: booleanField().optional(),
        windDirectionDeg: numberField(DISTURBANCE_FIELDS.windDirectionDeg.range).optional(),
        windStrength: numberField(DISTURBANCE_FIELDS.windStrength.range).optional(),
        noiseOn: booleanField().optional(),
        headingNoiseDeg: numberField(DISTURBANCE_FIELDS.headingNoiseDeg.range).optional(),
        angularVelocityNoise: numberField(DISTURBANCE_FIELDS.angularVelocityNoise.range).optional(),
      },
      { error: 'must be an object { "torqueOn"?, "angularAcceleration"?, "windOn"?, "windDirectionDeg"?, "windStrength"?, "noiseOn"?, "headingNoiseDeg"?, "angularVelocityNoise"? }' },
    )
    .optional(),
  /** The controllers a race lines up (each at most once). */
  raceControllers: z
    .array(enumField(CONTROLLER_TYPES), { error: `must be an array of controller types (${CONTROLLER_TYPES.join(', ')})` })
    .min(1, { error: 'must name at least one controller type' })
    .max(CONTROLLER_TYPES.length, { error: `must name at most ${CONTROLLER_TYPES.length} controller types` })
    .refine((types) => new Set(types).size === types.length, { error: 'must name each controller type at most once' })
    .optional(),
});

/** A validated settings object as read from JSON: the header and any subset of the settings. */
export type SettingsPatch = z.infer<typeof settingsSchema>;

/** A controller as a settings object gives it (keys left out take the type's starting values). */
export type SettingsController = z.infer<typeof controllerSchema>;

/** A missile's guidance in the settings format. */
export interface GuidanceSetting {
  law: GuidanceLaw;
  /** N of proportional navigation. */
  navigationConstant: number;
}

/** Every setting, complete: what the demo is given and what is saved and shared. */
export interface DemoSettings {
  /** The turn controller of each entity type. */
  controllers: Record<EntityType, ControllerSettings>;
  /** rad/s². [default: 4π] */
  maxAngularAcceleration: number;
  /** m/s. [default: 10] */
  maxSpeed: number;
  /** [default: 1] */
  timeScale: number;
  /** [default: "standard"] */
  timeBase: TimeBase;
  /** [default: true] */
  pathLoop: boolean;
  /** [default: pursuit, N 4] */
  guidance: GuidanceSetting;
  /** [default: static; 4 m/s, 8 m, 5 m when moving] */
  targetMotion: TargetMotionSettings;
  /** [default: both off] */
  disturbance: DisturbanceSettings;
  /** The controllers a race lines up, in CONTROLLER_TYPES order. [default: all six] */
  raceControllers: ControllerType[];
}

/** The entity types that have a controller in the settings, in the order they are listed. */

