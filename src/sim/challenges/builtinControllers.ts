import { defaultControllerSettings, type ControllerSettings } from '../control/ControllerSettings';
import type { PidSettings } from '../control/PidController';
import { defaultEntitySettings } from '../entities/EntitySettings';

/** A built-in controller as the challenge table lists it. */
export interface BuiltinController {
  /** Its name on the command line (`--builtin NAME`). */
  name: string;
  /** One line for tables. */
  label: string;
  settings: ControllerSettings;
}

/**
 * The built-in controllers the levels are scored on, with their documented defaults: the
 * entities' PID (the article's structure with the demo's tuned gains), the same with its gains
 * scaled to the motor's limit, and every other controller type.
 */
export function builtinControllers(): BuiltinController[] {
  const pid = defaultEntitySettings('character').controller;
  return [
    { name: 'pid', label: 'PID (the article, the demo’s gains)', settings: pid },
    { name: 'pid-scaled', label: 'PID, gains scaled to the turn rate', settings: { ...(pid as PidSettings), scaleWithTurnRate: true } },
    { name: 'stolk', label: "Stolk's pid1", settings: defaultControllerSettings('stolk') },
    { name: 'pd', label: 'forward PD', settings: defaultControllerSettings('pd') },
    { name: 'stable-pd', label: 'stable PD', settings: defaultControllerSettings('stable-pd') },
    { name: 'spd', label: 'SPD', settings: defaultControllerSettings('spd') },
    { name: 'time-optimal', label: 'time-optimal', settings: defaultControllerSettings('time-optimal') },
  ];
}
