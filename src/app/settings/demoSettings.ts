import type { Demo } from '../Demo';
import type { SettingResult } from '../fields/tuningFields';
import type { DemoSettings, SettingKey } from './settingsSchema';
import { perEntityType } from '../../sim/entities/EntitySettings';

/** Where the demo keeps one setting: how to read it, and how to give it (a refusal, or null when nothing had to change). */
interface SettingBinding<K extends SettingKey> {
  read(demo: Demo): DemoSettings[K];
  apply(demo: Demo, value: DemoSettings[K]): SettingResult | null;
}

/**
 * Every setting, where the demo keeps it: the panel's values are those of the shown entity (each
 * entity type's controller: the shown entity's for its type, else the first entity's of that type,
 * else a new entity's), the rest the demo's. Each is given through the demo's validated setter, for
 * every entity and new ones (whatever the panel's "apply changes to" says); paths restart only if
 * the loop setting changes, targets restart their motion only if it changes. In the order they are
 * given: first the time base, which starts the scene again, so that the others then reach it.
 */
const BINDINGS: { readonly [K in SettingKey]: SettingBinding<K> } = {
  timeBase: { read: (demo) => demo.clock.timeBase, apply: (demo, base) => demo.apply({ kind: 'setTimeBase', base }) },
  controllers: {
    read: (demo) => perEntityType((type) => demo.tuning.controllerInUse(type)),
    apply: (demo, controllers) => demo.apply({ kind: 'setControllersByType', controllers }),
  },
  maxAngularAcceleration: {
    read: (demo) => demo.tuning.view().maxAngularAcceleration,
    // Only a turn rate that differs from what new entities get: the opening's fast and slow missiles keep their contrast under the default
    // settings.
    apply: (demo, rate) =>
      rate === demo.tuning.defaults.maxAngularAcceleration
        ? null
        : demo.apply({ kind: 'setMaxAngularAcceleration', value: rate, scope: 'all' }),
  },
  maxSpeed: {
    read: (demo) => demo.tuning.view().maxSpeed,
    apply: (demo, speed) => demo.apply({ kind: 'setEntitySetting', key: 'maxSpeed', value: speed, scope: 'all' }),
  },
  timeScale: { read: (demo) => demo.clock.timeScale, apply: (demo, scale) => demo.clock.setTimeScale(scale) },
  pathLoop: {
    read: (demo) => demo.editor.paths.loop,
    apply: (demo, loop) => {
      if (demo.editor.paths.loop !== loop) demo.apply({ kind: 'setPathLoop', loop });
      return null;
    },
  },
  guidance: {
    read: (demo) => demo.tuning.view().guidance.guidance,
    apply: (demo, guidance) => demo.apply({ kind: 'setGuidance', changes: { guidance }, scope: 'all' }),
  },
  navigationConstant: {
    read: (demo) => demo.tuning.view().guidance.navigationConstant,
    apply: (demo, navigationConstant) => demo.apply({ kind: 'setGuidance', changes: { navigationConstant }, scope: 'all' }),
  },
  targetMotion: {
    read: (demo) => ({ ...demo.tuning.view().targetMotion }),
    apply: (demo, wanted) => {
      const motion = demo.tuning.view().targetMotion;
      const same = (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => motion[key] === wanted[key]);
      return same ? null : demo.apply({ kind: 'setTargetMotion', changes: { ...wanted }, scope: 'all' });
    },
  },
  disturbance: {
    read: (demo) => ({ ...demo.view.disturbance }),
    apply: (demo, disturbance) => demo.apply({ kind: 'setDisturbance', changes: { ...disturbance } }),
  },
  raceControllers: {
    read: (demo) => [...demo.plays.raceControllers],
    apply: (demo, types) => demo.apply({ kind: 'setRaceControllers', types }),
  },
};

/** The settings' keys in the order of {@link BINDINGS} (the time base first). */
const BINDING_ORDER = Object.keys(BINDINGS) as SettingKey[];

/** The demo's settings as the panel shows them (see {@link BINDINGS}): a copy. */
export function readDemoSettings(demo: Demo): DemoSettings {
  const settings: Partial<Record<SettingKey, unknown>> = {};
  for (const key of BINDING_ORDER) settings[key] = BINDINGS[key].read(demo);
  return settings as DemoSettings;
}

/**
 * Gives the demo these settings, for every entity and new ones (see {@link BINDINGS}). Returns the
 * messages of refused settings (none for settings that passed the settings schema), or one message
 * when the demo is in a race, which keeps its racers' settings.
 */
export function applyDemoSettings(demo: Demo, settings: Readonly<DemoSettings>): string[] {
  if (demo.plays.isPlaying('race')) return ['Leave race mode (K) first: a race keeps its racers’ settings.'];
  const problems: string[] = [];
  for (const key of BINDING_ORDER) {
    const result = (BINDINGS[key] as SettingBinding<SettingKey>).apply(demo, settings[key]);
    if (result && !result.ok) problems.push(result.message);
  }
  return problems;
}
