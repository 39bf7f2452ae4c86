import type { ControllerSettings } from './ControllerSettings';
import { ForwardPdController } from './ForwardPdController';
import { PidController } from './PidController';
import { PublishedPidController } from './PublishedPidController';
import { SpdController } from './SpdController';
import { StablePdController } from './StablePdController';
import { StolkController } from './StolkController';
import { TimeOptimalController } from './TimeOptimalController';
import type { TurnController } from './TurnController';

/**
 * Builds a turn controller from its plain settings object (the `type` field picks the class; a PID
 * with `arithmetic: "as-published"` is the article's {@link PublishedPidController}).
 */
export function createTurnController(settings: ControllerSettings): TurnController {
  switch (settings.type) {
    case 'pid':
      return settings.arithmetic === 'as-published' ? new PublishedPidController(settings) : new PidController(settings);
    case 'stolk':
      return new StolkController(settings);
    case 'pd':
      return new ForwardPdController(settings);
    case 'stable-pd':
      return new StablePdController(settings);
    case 'spd':
      return new SpdController(settings);
    case 'time-optimal':
      return new TimeOptimalController(settings);
  }
}
