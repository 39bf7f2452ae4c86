import { z } from 'zod';
import { CONTROLLER_TYPES } from '../../sim/control/ControllerSettings';
import { ENTITY_TYPES } from '../../sim/entities/EntitySettings';
import { GUIDANCE_LAWS, type GuidanceLaw } from '../../sim/steering/Guidance';
import { enumField, stringField } from '../../sim/validation/fields';
import { defaultDisturbanceSettings, type DisturbanceSettings } from '../fields/disturbanceFields';
import { ENTITY_SETTING_KEYS } from '../fields/entitySettingFields';
import { TARGET_MOTION_TYPES } from '../fields/targetMotionFields';
import { defineIntent } from './defineIntent';

/** The panel's changes (src/app/tuning/Tuning.ts applies each, checking every value once), for the entities of a scope. */
export const TUNING_INTENTS = [
  /** The Turn rate toggle: every entity fast, then slow, then back to the mix they had. */
  defineIntent({ kind: 'toggleTurnRate', logged: true, shape: () => ({}), apply: ({ tuning }) => tuning.toggleTurnRate() }),
  /** Max angular acceleration (rad/s²), the "max turn rate". */
  defineIntent({
    kind: 'setMaxAngularAcceleration',
    logged: true,
    changesSettingsOf: 'scope',
    shape: (f) => ({ value: z.number(), scope: f.scope }),
    apply: ({ tuning }, i) => tuning.setMaxAngularAcceleration(i.value, i.scope),
  }),
  /** One entity setting of the table (ENTITY_SETTING_FIELDS: the top speed…), checked by its entry's rule. */
  defineIntent({
    kind: 'setEntitySetting',
    logged: true,
    changesSettingsOf: 'scope',
    shape: (f) => ({
      key: enumField(ENTITY_SETTING_KEYS),
      value: z.union([z.number(), stringField(64)], { error: 'must be a number or a text' }),
      scope: f.scope,
    }),
    apply: ({ tuning }, i) => tuning.setEntitySetting(i.key, i.value, i.scope),
  }),
  /** Another controller type, each entity with the settings it last had for it. */
  defineIntent({
    kind: 'setControllerType',
    logged: true,
    changesSettingsOf: 'scope',
    shape: (f) => ({ type: enumField(CONTROLLER_TYPES), scope: f.scope }),
    apply: ({ tuning }, i) => tuning.setControllerType(i.type, i.scope),
  }),
  /** Some fields of one controller type's settings (kp, ki…): the type the panel shows, written down by the door. */
  defineIntent({
    kind: 'setControllerSettings',
    logged: true,
    changesSettingsOf: 'scope',
    shape: (f) => ({ changes: f.changes, scope: f.scope, type: enumField(CONTROLLER_TYPES).optional() }),
    writeDown: (i, moment) => (i.type === undefined ? { ...i, type: moment.controllerTypeIn(i.scope) } : i),
    apply: ({ tuning }, i) => tuning.setControllerSettings(i.changes, i.scope, i.type),
  }),
  /** Whole controller settings (the auto-tuner's best). */
  defineIntent({
    kind: 'setController',
    logged: true,
    changesSettingsOf: 'scope',
    shape: (f) => ({ settings: f.controller, scope: f.scope }),
    apply: ({ tuning }, i) => tuning.setController(i.settings, i.scope),
  }),
  /** A PID preset: the tuned gains, or the article's as published. */
  defineIntent({
    kind: 'applyPreset',
    logged: true,
    changesSettingsOf: 'scope',
    shape: (f) => ({ preset: enumField(['tuned', 'original']), scope: f.scope }),
    apply: ({ tuning }, i) => tuning.applyPreset(i.preset, i.scope),
  }),
  /** Each entity type's controller (saved settings, a link). */
  defineIntent({
    kind: 'setControllersByType',
    logged: true,
    shape: (f) => ({
      controllers: z.strictObject(
        Object.fromEntries(ENTITY_TYPES.map((type) => [type, f.controller])) as Record<(typeof ENTITY_TYPES)[number], typeof f.controller>,
      ),
    }),
    apply: ({ tuning }, i) => tuning.setControllersByType(i.controllers),
  }),
  /** A missile's guidance law and navigation constant. */
  defineIntent({
    kind: 'setGuidance',
    logged: true,
    changesSettingsOf: 'scope',
    shape: (f) => ({
      changes: z.strictObject({
        guidance: enumField(GUIDANCE_LAWS as unknown as readonly [GuidanceLaw, ...GuidanceLaw[]]).optional(),
        navigationConstant: z.number().optional(),
      }),
      scope: f.scope,
    }),
    apply: ({ tuning }, i) => tuning.setGuidance(i.changes, i.scope),
  }),
  /** How the targets of the scope move. */
  defineIntent({
    kind: 'setTargetMotion',
    logged: true,
    changesSettingsOf: 'scope',
    shape: (f) => ({
      changes: z.strictObject({
        type: enumField(TARGET_MOTION_TYPES).optional(),
        speed: z.number().optional(),
        radius: z.number().optional(),
        amplitude: z.number().optional(),
      }),
      scope: f.scope,
    }),
    note: (i) => ({
      subject: 'targets',
      what: `motion ${Object.entries(i.changes)
        .map(([key, value]) => `${key} ${String(value)}`)
        .join(', ')}`,
      from: null,
      to: null,
    }),
    apply: ({ tuning }, i) => tuning.setTargetMotion(i.changes, i.scope),
  }),
  /** The disturbing torque, the wind and the sensor noise, each on or off. */
  defineIntent({
    kind: 'setDisturbance',
    logged: true,
    // Each setting of the disturbance, of its type (a switch or a number, as its default is); its range is checked where it is applied.
    shape: () => ({
      changes: z.strictObject(
        Object.fromEntries(
          Object.entries(defaultDisturbanceSettings()).map(([key, value]) => [
            key,
            (typeof value === 'boolean' ? z.boolean() : z.number()).optional(),
          ]),
        ) as {
          [K in keyof DisturbanceSettings]: z.ZodOptional<DisturbanceSettings[K] extends boolean ? z.ZodBoolean : z.ZodNumber>;
        },
      ),
    }),
    note: () => ({ subject: 'the world', what: 'disturbances changed', from: null, to: null }),
    apply: ({ tuning }, i) => tuning.setDisturbance(i.changes),
  }),
] as const;
