import { defaultDisturbanceSettings, type DisturbanceSettings } from '../fields/disturbanceFields';
import type { ScreenLayout } from '../setup/screenLayout';

/**
 * The settings of a play session that outlive scenes: every scene's model reads them, a reset or a
 * scene switch keeps them.
 */
export interface SessionSettings {
  /** Whether paths loop (applies to every path). [default: true] */
  pathLoop: boolean;
  /** The disturbance torque and wind, as set in the panel. [default: none] */
  readonly disturbance: DisturbanceSettings;
  /**
   * The shape of the play area the scenes made from now on are laid out for (the opening, a race's
   * course, the spawn lanes): see src/app/setup/screenLayout.ts. Not a setting of the player's: the
   * game sets it from the screen. [default: "landscape"]
   */
  layout: ScreenLayout;
}

export function defaultSessionSettings(): SessionSettings {
  return { pathLoop: true, disturbance: defaultDisturbanceSettings(), layout: 'landscape' };
}
