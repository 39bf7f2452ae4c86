import { defaultDisturbanceSettings, type DisturbanceSettings } from '../disturbanceFields';

/**
 * The settings of a play session that outlive scenes: every scene's model reads them, a reset or a
 * scene switch keeps them.
 */
export interface SessionSettings {
  /** Whether paths loop (applies to every path). [default: true] */
  pathLoop: boolean;
  /** The disturbance torque and wind, as set in the panel. [default: none] */
  readonly disturbance: DisturbanceSettings;
}

/** The settings a session starts with. */
export function defaultSessionSettings(): SessionSettings {
  return { pathLoop: true, disturbance: defaultDisturbanceSettings() };
}
