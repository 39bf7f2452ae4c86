import { defaultControllerSettings, type ControllerSettings } from '../control/ControllerSettings';
import { CONTROLLER_SPECS } from '../control/registry/controllerSpecs';
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
 * entities' PID (the article's structure with the demo's tuned gains, scaled with the turn rate,
 * braking on the motor's curve, the set-point's motion fed forward), the same gains fixed as in the
 * article's story (not scaled, no braking curve, derivative on the error), and every other
 * controller type.
 */
export function builtinControllers(): BuiltinController[] {
  const pid = defaultEntitySettings('character').controller;
  return [
    { name: 'pid', label: 'PID (the demo’s tuned gains, the defaults)', settings: pid },
    {
      name: 'pid-fixed',
      label: 'PID, the article’s fixed gains',
      settings: { ...(pid as PidSettings), scaleWithTurnRate: false, brakingCurve: false, derivativeOn: 'error' },
    },
    ...CONTROLLER_SPECS.filter((spec) => spec.type !== pid.type).map((spec) => ({
      name: spec.type,
      label: spec.shortName,
      settings: defaultControllerSettings(spec.type),
    })),
  ];
}
