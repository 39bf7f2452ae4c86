import { CONTROLLER_TYPES, type ControllerSettings } from '../../sim/control/ControllerSettings';
import { articleStoryController, startingController } from '../fields/controllerPresets';
import { defaultDisturbanceSettings } from '../fields/disturbanceFields';
import { defaultTargetMotionSettings } from '../fields/targetMotionFields';
import { type DemoSettings, type SettingsController, type SettingsPatch } from './settingsSchema';
import { ENTITY_TYPES, TURN_RATE_PRESETS, perEntityType, type EntityType } from '../../sim/entities/EntitySettings';

/**
 * The demo's documented defaults, as on a first visit: the article's story, the tuned PID
 * (TUNED_GAINS, corrected arithmetic) as *fixed* gains (articleStoryController: not scaled with the
 * turn rate, no braking curve, derivative on the error), so that the opening's slow missile
 * overshoots as in the video; max turn rate 4π rad/s², 10 m/s, time scale 1, looping paths,
 * pursuit guidance (N 4), static targets, no disturbance, every controller in a race. The panel's
 * "tuned" preset, scenario files and the library give the PID its defaults instead (scaled, with
 * the braking curve: no overshoot at any turn rate).
 */
export function defaultSettings(): DemoSettings {
  return {
    controllers: perEntityType(articleStoryController),
    maxAngularAcceleration: TURN_RATE_PRESETS.high,
    maxSpeed: 10,
    timeScale: 1,
    timeBase: 'standard',
    pathLoop: true,
    guidance: { law: 'pursuit', navigationConstant: 4 },
    targetMotion: defaultTargetMotionSettings(),
    disturbance: defaultDisturbanceSettings(),
    raceControllers: [...CONTROLLER_TYPES],
  };
}

/**
 * A controller from a (validated) settings object, completed: the keys it leaves out take that
 * controller type's starting values for the entity type (the tuned PID, or the type's defaults).
 */
export function completeController(given: Readonly<SettingsController>, entityType: EntityType): ControllerSettings {
  return { ...startingController(given.type, entityType), ...withoutUndefined(given) } as ControllerSettings;
}

/**
 * `base` with every setting that `patch` gives put over it; what the patch leaves out stays as in
 * `base`. A controller given in the patch replaces the base's whole controller (completed by
 * {@link completeController}). Returns a new object; neither argument is changed.
 */
export function applyPatch(base: Readonly<DemoSettings>, patch: Readonly<SettingsPatch>): DemoSettings {
  const result = cloneSettings(base);
  for (const type of ENTITY_TYPES) {
    const given = patch.controllers?.[type];
    if (given) result.controllers[type] = completeController(given, type);
  }
  if (patch.maxAngularAcceleration !== undefined) result.maxAngularAcceleration = patch.maxAngularAcceleration;
  if (patch.maxSpeed !== undefined) result.maxSpeed = patch.maxSpeed;
  if (patch.timeScale !== undefined) result.timeScale = patch.timeScale;
  if (patch.timeBase !== undefined) result.timeBase = patch.timeBase;
  if (patch.pathLoop !== undefined) result.pathLoop = patch.pathLoop;
  if (patch.guidance) Object.assign(result.guidance, withoutUndefined(patch.guidance));
  if (patch.targetMotion) Object.assign(result.targetMotion, withoutUndefined(patch.targetMotion));
  if (patch.disturbance) Object.assign(result.disturbance, withoutUndefined(patch.disturbance));
  if (patch.raceControllers) result.raceControllers = CONTROLLER_TYPES.filter((type) => patch.raceControllers?.includes(type));
  return result;
}

/** A deep copy (settings are plain JSON data). */
export function cloneSettings(settings: Readonly<DemoSettings>): DemoSettings {
  return {
    controllers: perEntityType((type) => ({ ...settings.controllers[type] })),
    maxAngularAcceleration: settings.maxAngularAcceleration,
    maxSpeed: settings.maxSpeed,
    timeScale: settings.timeScale,
    timeBase: settings.timeBase,
    pathLoop: settings.pathLoop,
    guidance: { ...settings.guidance },
    targetMotion: { ...settings.targetMotion },
    disturbance: { ...settings.disturbance },
    raceControllers: [...settings.raceControllers],
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  const clean: Partial<T> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) (clean as Record<string, unknown>)[key] = item;
  return clean;
}
