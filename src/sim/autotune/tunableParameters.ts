import type { ControllerType } from '../control/ControllerSettings';
import type { TunableParameter } from '../control/registry/ControllerSpec';
import { byControllerType } from '../control/registry/controllerSpecs';

export type { TunableParameter };

/** What the auto-tuner searches, per controller type (each spec's `tunable`). Ranges are generous, in the settings' units. */
export const TUNABLE_PARAMETERS: Readonly<Record<ControllerType, readonly TunableParameter[]>> = byControllerType((spec) => spec.tunable);
