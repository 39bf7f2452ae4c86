import { defaultForwardPdSettings, type ForwardPdSettings } from './ForwardPdController';
import { defaultPidSettings, type PidSettings } from './PidController';
import { defaultSpdSettings, type SpdSettings } from './SpdController';
import { defaultStablePdSettings, type StablePdSettings } from './StablePdController';
import { stolkSuggestedSettings, type StolkSettings } from './StolkController';
import { defaultTimeOptimalSettings, type TimeOptimalSettings } from './TimeOptimalController';

/** Settings of any turn controller; `type` picks the controller. Plain and JSON-able. */
export type ControllerSettings = PidSettings | StolkSettings | ForwardPdSettings | StablePdSettings | SpdSettings | TimeOptimalSettings;

/** Every controller type name, in the order the UI lists them. */
export const CONTROLLER_TYPES = ['pid', 'stolk', 'pd', 'stable-pd', 'spd', 'time-optimal'] as const;

/** A controller type name. */
export type ControllerType = (typeof CONTROLLER_TYPES)[number];

/** One-line descriptions for menus and legends. */
export const CONTROLLER_LABELS: Readonly<Record<ControllerType, string>> = {
  pid: 'PID (the article)',
  stolk: "Stolk's pid1 (leaky integral)",
  pd: 'forward PD (spring-damper)',
  'stable-pd': "stable PD (David Wu's backward PD)",
  spd: 'SPD (Tan, Liu, Turk)',
  'time-optimal': 'time-optimal (bang-bang + braking curve)',
};

/**
 * The defaults the game and the scenario files give a controller type: each class's no-argument
 * defaults, except Stolk's pid1, which the game shows with his own suggested values.
 */
export function defaultControllerSettings(type: ControllerType): ControllerSettings {
  switch (type) {
    case 'pid':
      return defaultPidSettings();
    case 'stolk':
      return stolkSuggestedSettings();
    case 'pd':
      return defaultForwardPdSettings();
    case 'stable-pd':
      return defaultStablePdSettings();
    case 'spd':
      return defaultSpdSettings();
    case 'time-optimal':
      return defaultTimeOptimalSettings();
  }
}
