/**
 * An AttitudeController from plain settings: the 2D settings object of the law along the axis (its
 * `type` picks it) and the 3D options, as a scenario or a saved file would give them.
 */
import type { PartialControllerSettings } from '../control/checkControllerSettings';
import { createTurnController } from '../control/createTurnController';
import { AttitudeController } from './AttitudeController';
import type { AttitudeOptions } from './AttitudeOptions';

/**
 * A 3D attitude controller whose law along the axis is the 2D controller `settings` describes
 * (`{ type: 'time-optimal' }`, `{ type: 'pid', kp: 60 }`…; what is left out takes its default).
 * It bundles every 2D controller (the registry); `new AttitudeController(new TimeOptimalController())`
 * bundles one. @throws TypeError or RangeError naming a bad setting or option.
 */
export function createAttitudeController(settings: PartialControllerSettings, options: Readonly<AttitudeOptions> = {}): AttitudeController {
  return new AttitudeController(createTurnController(settings), options);
}
