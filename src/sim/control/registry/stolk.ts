import { StolkController, defaultStolkSettings, stolkSuggestedSettings, type StolkSettings } from '../StolkController';
import { defineControllerSpec } from './ControllerSpec';
import { STOLK_OLD_NAMES, STOLK_RULES } from '../settingRules';
import { summaryNumber } from './summary';

/**
 * Bram Stolk's pid1 (gains kp, ki, kd as every controller's; his own negative p, i, d accepted); the game starts it from his own suggested
 * values.
 */
export const stolkSpec = /* @__PURE__ */ defineControllerSpec<StolkSettings>({
  type: 'stolk',
  label: "Stolk's pid1 (leaky integral)",
  shortName: "Stolk's pid1",
  colorIndex: 1,
  defaults: stolkSuggestedSettings,
  create: (settings) => new StolkController(settings),
  library: () => ({ className: 'StolkController', defaults: defaultStolkSettings() }),
  guide: 'controllers-pid.md',
  settings: STOLK_RULES,
  oldNames: STOLK_OLD_NAMES,
  fields: [
    {
      key: 'kp',
      label: 'kp (proportional gain)',
      kind: 'number',
      help: 'Angular acceleration (rad/s²) per rad of heading error. His own P is −kp (his suggestion −10: kp 10).',
    },
    {
      key: 'ki',
      label: 'ki (leaky-integral gain)',
      kind: 'number',
      help: 'Gain of the leaky integral I ← (1 − dt)·I + dt·e (his I = −ki; his suggestion −2: ki 2).',
    },
    {
      key: 'kd',
      label: 'kd (derivative gain)',
      kind: 'number',
      help: 'Gain of (e − previous e)/dt (his D = −kd; his suggestion −1: kd 1).',
    },
  ],
  tunable: [
    { key: 'kp', min: 0.1, max: 2000 },
    { key: 'ki', min: 0.01, max: 200 },
    { key: 'kd', min: 0.01, max: 300 },
  ],
  knownFailure:
    'his gains are fixed numbers tuned for one motor, with no limit in them: at a weak motor (0.5 rad/s²) they wind round the ' +
    'target, at a strong one they ring; measured from rest, none of 20 random turns at limits from 0.5 to 40 rad/s² settled ' +
    'within 3 bang-bang times plus 3 s',
  describe: (settings) =>
    `Stolk's pid1 · kp ${summaryNumber(settings.kp)} ki ${summaryNumber(settings.ki)} kd ${summaryNumber(settings.kd)}`,
});
