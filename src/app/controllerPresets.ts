import { defaultControllerSettings, type ControllerSettings, type ControllerType } from '../sim/control/ControllerSettings';
import { defaultPidSettings, type PidSettings } from '../sim/control/PidController';
import { ORIGINAL_GAINS, TUNED_GAINS, type EntityType } from '../sim/entities/EntitySettings';

/** The two PID presets of the panel. */
export type ControllerPreset = 'tuned' | 'original';

/**
 * The PID an entity gets for a preset: "tuned" = TUNED_GAINS with the corrected arithmetic;
 * "original" = the original demo's ORIGINAL_GAINS with the as-published arithmetic.
 */
export function presetController(preset: ControllerPreset, type: EntityType): PidSettings {
  return preset === 'tuned'
    ? { ...defaultPidSettings(), ...TUNED_GAINS[type], arithmetic: 'corrected' }
    : { ...defaultPidSettings(), ...ORIGINAL_GAINS[type], arithmetic: 'as-published' };
}

/**
 * The settings a controller type starts with for an entity type: the PID of the preset (its gains
 * tuned for the game), or the type's documented defaults, which work at any max turn rate.
 */
export function startingController(type: ControllerType, entityType: EntityType, preset: ControllerPreset = 'tuned'): ControllerSettings {
  return type === 'pid' ? presetController(preset, entityType) : defaultControllerSettings(type);
}
