import { defaultControllerSettings, type ControllerSettings, type ControllerType } from '../../sim/control/ControllerSettings';
import { defaultPidSettings, type PidSettings } from '../../sim/control/PidController';
import { ORIGINAL_GAINS, TUNED_GAINS, type EntityType } from '../../sim/entities/EntitySettings';

/** The two PID presets of the panel. */
export type ControllerPreset = 'tuned' | 'original';

/**
 * The PID an entity gets for a preset: "tuned" = TUNED_GAINS with the corrected arithmetic and the
 * library's defaults (gains scaled with the turn rate, the braking curve, derivative on the
 * measured error rate); "original" = the original demo's ORIGINAL_GAINS with the as-published
 * arithmetic.
 */
export function presetController(preset: ControllerPreset, type: EntityType): PidSettings {
  return preset === 'tuned'
    ? { ...defaultPidSettings(), ...TUNED_GAINS[type], arithmetic: 'corrected' }
    : { ...defaultPidSettings(), ...ORIGINAL_GAINS[type], arithmetic: 'as-published' };
}

/**
 * The PID of the article's story (the demo's default settings, hence the opening scene; the tour's
 * turning steps; the "Video look" presets): the tuned gains as *fixed* gains, read as they are at
 * any turn rate, without the braking curve and with the article's derivative on the error, the
 * corrected arithmetic otherwise. Tuned at 4π rad/s², they turn 90° without overshoot there and
 * overshoot by about 25° at π: the article's point that a weaker motor needs other gains. The
 * library's defaults ({@link presetController} "tuned") schedule the gains with the motor and brake
 * on its curve, and do not overshoot.
 */
export function articleStoryController(type: EntityType): PidSettings {
  return { ...presetController('tuned', type), scaleWithTurnRate: false, brakingCurve: false, derivativeOn: 'error' };
}

/**
 * The settings a controller type starts with for an entity type: the PID of the preset (its gains
 * tuned for the game), or the type's documented defaults, which work at any max turn rate.
 */
export function startingController(type: ControllerType, entityType: EntityType, preset: ControllerPreset = 'tuned'): ControllerSettings {
  return type === 'pid' ? presetController(preset, entityType) : defaultControllerSettings(type);
}
