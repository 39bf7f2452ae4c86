import { ForwardPdController, defaultForwardPdSettings, type ForwardPdSettings } from '../ForwardPdController';
import { defineControllerSpec } from './ControllerSpec';
import { FORWARD_PD_RULES } from '../settingRules';
import { BRAKING_CURVE_FIELD, SCALE_WITH_TURN_RATE_FIELD } from './pdFamily';
import { summaryGains, summaryOptions } from './summary';

/** The forward (explicit) PD: a spring-damper on the heading error. */
export const forwardPdSpec = /* @__PURE__ */ defineControllerSpec<ForwardPdSettings>({
  type: 'pd',
  label: 'forward PD (spring-damper)',
  shortName: 'forward PD',
  colorIndex: 2,
  defaults: defaultForwardPdSettings,
  create: (settings) => new ForwardPdController(settings),
  library: () => ({ className: 'ForwardPdController', defaults: defaultForwardPdSettings() }),
  guide: 'controllers-pd-and-time-optimal.md',
  settings: FORWARD_PD_RULES,
  fields: [
    {
      key: 'kp',
      label: 'kp (spring gain)',
      kind: 'number',
      help: 'α = −kp·e − kd·ė: unstable once kp·dt² or kd·dt is too large. Natural frequency √kp rad/s.',
    },
    {
      key: 'kd',
      label: 'kd (damper gain)',
      kind: 'number',
      help: 'Angular acceleration per rad/s of the error’s rate (the body’s rate less the target’s). Damping ratio kd/(2·√kp).',
    },
    SCALE_WITH_TURN_RATE_FIELD,
    BRAKING_CURVE_FIELD,
  ],
  tunable: [
    { key: 'kp', min: 1, max: 2000 },
    { key: 'kd', min: 0.1, max: 300 },
  ],
  describe: (settings) => `forward PD · ${summaryGains(settings)}${summaryOptions(settings)}`,
});
