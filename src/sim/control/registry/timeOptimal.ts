import { TimeOptimalController, defaultTimeOptimalSettings, type TimeOptimalSettings } from '../TimeOptimalController';
import { TIME_OPTIMAL_RULES } from '../settingRules';
import { defineControllerSpec } from './ControllerSpec';
import { summaryNumber } from './summary';

/** Bang-bang with a braking curve: the fastest turn the motor allows. */
export const timeOptimalSpec = /* @__PURE__ */ defineControllerSpec<TimeOptimalSettings>({
  type: 'time-optimal',
  label: 'time-optimal (bang-bang + braking curve)',
  shortName: 'time-optimal',
  colorIndex: 6,
  defaults: defaultTimeOptimalSettings,
  create: (settings) => new TimeOptimalController(settings),
  library: () => ({ className: 'TimeOptimalController', defaults: defaultTimeOptimalSettings() }),
  guide: 'controllers-pd-and-time-optimal.md',
  settings: TIME_OPTIMAL_RULES,
  fields: [
    {
      key: 'gain',
      label: 'gain of the linear zone (1/s)',
      kind: 'number',
      help: 'Caps the closing rate near the target at gain·error; the default 1/dt lands exactly.',
    },
  ],
  tunable: [{ key: 'gain', min: 1, max: 1000 }],
  describe: (settings) => `time-optimal · gain ${settings.gain === undefined ? '1/dt' : summaryNumber(settings.gain)}`,
});
