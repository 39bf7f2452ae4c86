// The Turn rate toggle (T): every entity's max turn rate high, low, then the mix they had; its button shows the rate.
import type { GameAction } from '../gameAction';
import { radiansFigure } from '../presentation/turnRateWords';
import { TURN_RATE_PRESETS } from '../../sim/entities/EntitySettings';

/** The Turn rate toggle (T): every entity's max turn rate high, low, then the mix they had. */
export const TURN_RATE_ACTION = {
  id: 'turn-rate-toggle',
  label: 'Turn rate',
  description:
    `Max turn rate of every entity: high (${radiansFigure(TURN_RATE_PRESETS.high)}), then low ` +
    `(${radiansFigure(TURN_RATE_PRESETS.low)}), then back to the mix they had (the opening's fast and slow)`,
  keys: ['t'],
  keyHint: 'T',
  group: 'turn-rate',
  when: { embed: true },
  face: 'turn-rate',
  embedBar: 3,
  hint: 'wide',
  does: { intent: () => ({ kind: 'toggleTurnRate' }) },
  pressed: ({ demo }) => demo.tuning.turnRatePreset === 'low',
  setting: true,
} as const satisfies GameAction;
