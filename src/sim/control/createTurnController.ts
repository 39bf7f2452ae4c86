import type { ControllerSettings } from '../entities/EntitySettings';
import { PidController } from './PidController';
import type { TurnController } from './TurnController';

/** Builds a turn controller from its plain settings object (the `type` field picks the class). */
export function createTurnController(settings: ControllerSettings): TurnController {
  switch (settings.type) {
    case 'pid':
      return new PidController(settings);
  }
}
