import { PidController, defaultPidSettings, type PidSettings } from '../PidController';
import { PublishedPidController, defaultPublishedPidSettings } from '../PublishedPidController';
import { PID_RULES } from '../settingRules';
import { defineControllerSpec } from './ControllerSpec';
import { BRAKING_CURVE_FIELD, fieldWith, SCALE_WITH_TURN_RATE_FIELD } from './pdFamily';
import { summaryGains, summaryOptions } from './summary';

/** The article's PID; with `arithmetic: "as-published"` it is the article's class exactly ({@link PublishedPidController}). */
export const pidSpec = /* @__PURE__ */ defineControllerSpec<PidSettings>({
  type: 'pid',
  label: 'PID (the article)',
  shortName: 'PID',
  colorIndex: 0,
  defaults: defaultPidSettings,
  create: (settings) => (settings.arithmetic === 'as-published' ? new PublishedPidController(settings) : new PidController(settings)),
  library: (settings) =>
    settings.arithmetic === 'as-published'
      ? { className: 'PublishedPidController', defaults: defaultPublishedPidSettings() }
      : { className: 'PidController', defaults: defaultPidSettings() },
  guide: 'controllers-pid.md',
  settings: PID_RULES,
  fields: [
    { key: 'kp', label: 'kp (proportional gain)', kind: 'number', help: 'Angular acceleration (rad/s²) per rad of heading error.' },
    {
      key: 'ki',
      label: 'ki (integral gain)',
      kind: 'number',
      help: 'Angular acceleration per rad·s of integrated error (over the window, or running).',
    },
    { key: 'kd', label: 'kd (derivative gain)', kind: 'number', help: 'Angular acceleration per rad/s of error rate: the damping.' },
    { key: 'kPlant', label: 'kPlant (overall gain)', kind: 'number', help: "Multiplies P + I + D (the article's kPlant)." },
    {
      key: 'maxHistory',
      label: 'maxHistory (error samples kept)',
      kind: 'number',
      integer: true,
      help: 'The window of errors the integral spans (the article keeps 7).',
    },
    {
      key: 'arithmetic',
      label: 'arithmetic',
      kind: 'choice',
      choices: { corrected: 'corrected', 'as-published': "as published (article's C++)" },
      help:
        "corrected: true integral, the sim's dt, bounded memory. as published: the article's class exactly (integral ÷ " +
        '3·dt, dt 0.01 s).',
    },
    {
      key: 'asPublishedDt',
      label: 'as-published dt (s)',
      kind: 'number',
      help: 'The dt the as-published arithmetic divides by (the class default 0.01 s).',
    },
    {
      key: 'integral',
      label: 'integral',
      kind: 'choice',
      choices: { window: 'window (the article)', running: 'running (cancels a steady torque)' },
      help:
        'window: over the last maxHistory samples, cannot wind up, cannot remove a steady offset. running: the classic ' +
        'accumulated integral.',
      correctedOnly: true,
    },
    {
      key: 'outputLimit',
      label: 'output limit (rad/s², 0 = motor limit)',
      kind: 'number',
      help: 'Largest |output|; the running integral stops winding up at it.',
      correctedOnly: true,
    },
    {
      key: 'antiWindup',
      label: 'anti-windup',
      kind: 'boolean',
      help: 'Running integral: stop integrating while saturated in the direction of the error.',
      correctedOnly: true,
    },
    {
      key: 'derivativeOn',
      label: 'derivative on',
      kind: 'choice',
      choices: { error: 'error (the article)', measurement: 'measurement (no kick)' },
      help: 'measurement: D acts on the angular velocity, so a jump of the target gives no derivative kick.',
      correctedOnly: true,
    },
    {
      key: 'derivativeFilterTime',
      label: 'derivative filter time (s)',
      kind: 'number',
      help: 'Time constant of a low-pass filter on D; 0 = off.',
      correctedOnly: true,
    },
    /* @__PURE__ */ fieldWith(SCALE_WITH_TURN_RATE_FIELD, {
      help:
        'Gains read as tuned at 4π rad/s² and scaled to the motor: kp·r, kd·√r with r = limit/4π. The turn then looks the same at ' +
        'any limit, only slower. (ki·r^1.5 too)',
      correctedOnly: true,
    }),
    /* @__PURE__ */ fieldWith(BRAKING_CURVE_FIELD, { correctedOnly: true }),
  ],
  tunable: [
    { key: 'kp', min: 1, max: 2000 },
    { key: 'ki', min: 0.01, max: 200 },
    { key: 'kd', min: 0.1, max: 300 },
  ],
  describe: (settings) =>
    `PID ${settings.arithmetic === 'as-published' ? 'as published' : 'corrected'}${settings.integral === 'running' ? ' running-I' : ''} ` +
    `· ${summaryGains(settings)}` +
    (settings.arithmetic === 'corrected' ? summaryOptions(settings) : ''),
});
