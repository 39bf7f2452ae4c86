import type { ControllerSettings } from './ControllerSettings';
import { controllerSpec } from './registry/controllerSpecs';
import type { TurnController } from './TurnController';

/**
 * Builds a turn controller from its plain settings object (the `type` field picks the spec of
 * src/sim/control/registry; a PID with `arithmetic: "as-published"` is the article's
 * {@link PublishedPidController}).
 */
export function createTurnController(settings: ControllerSettings): TurnController {
  return (controllerSpec(settings.type) as { create(settings: ControllerSettings): TurnController }).create(settings);
}
