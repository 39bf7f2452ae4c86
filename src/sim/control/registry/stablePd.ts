import { StablePdController, defaultStablePdSettings, type StablePdSettings } from '../StablePdController';
import { defineControllerSpec } from './ControllerSpec';
import { STABLE_PD_RULES } from '../settingRules';
import { BRAKING_CURVE_FIELD, SCALE_WITH_TURN_RATE_FIELD } from './pdFamily';
import { summaryNumber, summaryOptions } from './summary';

/**
 * David Wu's backward (stable) PD. Files with the old `frequency` and `damping` (the forces-and-torques article's units)
 * are converted before the schema reads them (src/sim/scenario/legacyControllers.ts).
 */
export const stablePdSpec = /* @__PURE__ */ defineControllerSpec<StablePdSettings>({
  type: 'stable-pd',
  label: "stable PD (David Wu's backward PD)",
  shortName: 'stable PD',
  colorIndex: 3,
  defaults: defaultStablePdSettings,
  create: (settings) => new StablePdController(settings),
  library: () => ({ className: 'StablePdController', defaults: defaultStablePdSettings() }),
  guide: 'controllers-pd-and-time-optimal.md',
  settings: STABLE_PD_RULES,
  fields: [
    {
      key: 'naturalFrequency',
      label: 'natural frequency ω (rad/s)',
      kind: 'number',
      help: 'kp = ω². Critically damped, a turn is 95% done after 4.74/ω s. (Seed 004’s "frequency f" is ω = 3·f.)',
    },
    {
      key: 'dampingRatio',
      label: 'damping ratio ζ',
      kind: 'number',
      help: 'kd = 2·ζ·ω. 1: critically damped, no overshoot; 0.5 overshoots 16%. (Seed 004’s "damping d" is ζ = 0.75·d.)',
    },
    SCALE_WITH_TURN_RATE_FIELD,
    BRAKING_CURVE_FIELD,
  ],
  tunable: [
    // rad/s and the damping ratio (the forces-and-torques article's old frequency 0.1–30 and damping 0.1–5, in true units).
    { key: 'naturalFrequency', min: 0.3, max: 90 },
    { key: 'dampingRatio', min: 0.1, max: 4 },
  ],
  describe: (settings) =>
    settings.kp !== undefined || settings.kd !== undefined
      ? `stable PD · kp ${summaryNumber(settings.kp)} kd ${summaryNumber(settings.kd)}${summaryOptions(settings)}`
      : `stable PD · ω ${summaryNumber(settings.naturalFrequency)} rad/s ζ ` +
        `${summaryNumber(settings.dampingRatio)}${summaryOptions(settings)}`,
});
