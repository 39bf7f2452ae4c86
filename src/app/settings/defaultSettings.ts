import { CONTROLLER_TYPES } from '../../sim/control/ControllerSettings';
import { perEntityType, TURN_RATE_PRESETS } from '../../sim/entities/EntitySettings';
import { DEFAULT_NAVIGATION_CONSTANT, ORIGINAL_MAX_SPEED } from '../../sim/validation/defaultQuantities';
import { articleStoryController } from '../fields/controllerPresets';
import { defaultDisturbanceSettings } from '../fields/disturbanceFields';
import { defaultTargetMotionSettings } from '../fields/targetMotionFields';
import type { DemoSettings } from './settingsSchema';

/** Freezes `value` and every object in it (the defaults are shared: copy them to change them). */
function frozen<T>(value: T): Readonly<T> {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) frozen(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * The demo's documented defaults, as on a first visit: the article's story, the tuned PID
 * (TUNED_GAINS, corrected arithmetic) as *fixed* gains (articleStoryController: not scaled with the
 * turn rate, no braking curve, derivative on the error), so that the opening's slow missile
 * overshoots as in the video; the original's max turn rate (4π rad/s²) and top speed (10 m/s), time
 * scale 1, looping paths, pursuit guidance (N 4), static targets, no disturbance, every controller
 * in a race. The panel's "tuned" preset, scenario files and the library give the PID its defaults
 * instead (scaled, with the braking curve: no overshoot at any turn rate). Frozen: change a copy
 * ({@link defaultSettings}), or put a patch over it (`applyPatch`).
 */
export const DEFAULT_SETTINGS: Readonly<DemoSettings> = frozen({
  controllers: perEntityType(articleStoryController),
  maxAngularAcceleration: TURN_RATE_PRESETS.high,
  maxSpeed: ORIGINAL_MAX_SPEED,
  timeScale: 1,
  timeBase: 'standard',
  pathLoop: true,
  guidance: 'pursuit',
  navigationConstant: DEFAULT_NAVIGATION_CONSTANT,
  targetMotion: defaultTargetMotionSettings(),
  disturbance: defaultDisturbanceSettings(),
  raceControllers: [...CONTROLLER_TYPES],
});

export function defaultSettings(): DemoSettings {
  return structuredClone(DEFAULT_SETTINGS) as DemoSettings;
}
