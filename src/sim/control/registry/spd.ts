import { SpdController, defaultSpdSettings, type SpdSettings } from '../SpdController';
import { defineControllerSpec } from './ControllerSpec';
import { BRAKING_CURVE_FIELD, withPdFamilyRules, NON_NEGATIVE_GAIN_RULE, SCALE_WITH_TURN_RATE_FIELD } from './pdFamily';
import { summaryNumber, summaryOptions } from './summary';

/** Tan, Liu and Turk's stable PD (SPD), with torque gains. */
export const spdSpec = /* @__PURE__ */ defineControllerSpec<SpdSettings>({
  type: 'spd',
  label: 'SPD (Tan, Liu, Turk)',
  shortName: 'SPD',
  colorIndex: 4,
  defaults: defaultSpdSettings,
  create: (settings) => new SpdController(settings),
  settings: /* @__PURE__ */ withPdFamilyRules({ kp: NON_NEGATIVE_GAIN_RULE, kd: NON_NEGATIVE_GAIN_RULE }),
  fields: [
    { key: 'kp', label: 'kp (torque gain, N·m/rad)', kind: 'number', help: 'A torque gain: the body’s inertia enters, so a heavier body turns more slowly. Keep kd ≥ 3·kp·dt.' },
    { key: 'kd', label: 'kd (torque gain, N·m·s/rad)', kind: 'number', help: 'Damping torque per rad/s.' },
    SCALE_WITH_TURN_RATE_FIELD,
    BRAKING_CURVE_FIELD,
  ],
  tunable: [
    { key: 'kp', min: 10, max: 1e5, sign: 1 },
    { key: 'kd', min: 1, max: 1e4, sign: 1 },
  ],
  describe: (settings) =>
    `SPD · ${settings.naturalFrequency === undefined ? `kp ${summaryNumber(settings.kp)} kd ${summaryNumber(settings.kd)} N·m` : `ω ${summaryNumber(settings.naturalFrequency)} rad/s ζ ${summaryNumber(settings.dampingRatio ?? 1)}`}${summaryOptions(settings)}`,
});
