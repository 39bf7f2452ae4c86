import { SpdController, defaultSpdSettings, type SpdSettings } from '../SpdController';
import { defineControllerSpec } from './ControllerSpec';
import { SPD_RULES } from '../settingRules';
import { BRAKING_CURVE_FIELD, SCALE_WITH_TURN_RATE_FIELD } from './pdFamily';
import { summaryNumber, summaryOptions } from './summary';

/** Tan, Liu and Turk's stable PD (SPD): tuned by ω and ζ (the same turn on any body), or by raw torque gains. */
export const spdSpec = /* @__PURE__ */ defineControllerSpec<SpdSettings>({
  type: 'spd',
  label: 'SPD (Tan, Liu, Turk)',
  shortName: 'SPD',
  colorIndex: 4,
  defaults: defaultSpdSettings,
  create: (settings) => new SpdController(settings),
  library: () => ({ className: 'SpdController', defaults: defaultSpdSettings() }),
  guide: 'controllers-pd-and-time-optimal.md',
  settings: SPD_RULES,
  fields: [
    {
      key: 'naturalFrequency',
      label: 'natural frequency ω (rad/s)',
      kind: 'number',
      help:
        'Torque gains ≈ I·ω² and 2·I·ζ·ω for the body’s inertia I: the same turn on any body. Critically damped, a turn is 95% ' +
        'done after 4.74/ω s.',
    },
    { key: 'dampingRatio', label: 'damping ratio ζ', kind: 'number', help: '1: critically damped, no overshoot; 0.5 overshoots 16%.' },
    SCALE_WITH_TURN_RATE_FIELD,
    BRAKING_CURVE_FIELD,
  ],
  tunable: [
    { key: 'naturalFrequency', min: 0.3, max: 90 },
    { key: 'dampingRatio', min: 0.1, max: 4 },
  ],
  describe: (settings) => {
    const gains =
      settings.kp !== undefined || settings.kd !== undefined
        ? `kp ${summaryNumber(settings.kp)} kd ${summaryNumber(settings.kd)} N·m`
        : `ω ${summaryNumber(settings.naturalFrequency ?? 8)} rad/s ζ ${summaryNumber(settings.dampingRatio ?? 1)}`;
    return `SPD · ${gains}${summaryOptions(settings)}`;
  },
});
