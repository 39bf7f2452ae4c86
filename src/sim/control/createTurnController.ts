import { checkControllerSettings, type PartialControllerSettings } from './checkControllerSettings';
import { controllerSpec } from './registry/controllerSpecs';
import type { ControllerSettings } from './ControllerSettings';
import type { TurnController } from './TurnController';

/**
 * Builds a turn controller from its plain settings object (the `type` field picks the spec of
 * src/sim/control/registry; a PID with `arithmetic: "as-published"` is the article's
 * {@link PublishedPidController}). Every setting but `type` is optional: what is left out takes
 * the controller's default. Checked at run time: a setting of the wrong kind, out of its range or
 * unknown throws an error naming it (checkControllerSettings).
 */
export function createTurnController(settings: PartialControllerSettings): TurnController {
  const checked = checkControllerSettings(settings);
  // Each controller's constructor fills what is left out with its own defaults.
  return (controllerSpec(checked.type) as { create(settings: ControllerSettings): TurnController }).create(checked as ControllerSettings);
}
