import { StolkController, stolkSuggestedSettings, type StolkSettings } from '../StolkController';
import { defineControllerSpec } from './ControllerSpec';
import { STOLK_RULES } from '../settingRules';
import { summaryNumber } from './summary';

/** Bram Stolk's pid1 (his gains are negative); the game starts it from his own suggested values. */
export const stolkSpec = /* @__PURE__ */ defineControllerSpec<StolkSettings>({
  type: 'stolk',
  label: "Stolk's pid1 (leaky integral)",
  shortName: "Stolk's pid1",
  colorIndex: 1,
  defaults: stolkSuggestedSettings,
  create: (settings) => new StolkController(settings),
  settings: STOLK_RULES,
  fields: [
    { key: 'p', label: 'P (proportional gain, negative)', kind: 'number', help: "Bram Stolk's convention: gains are negative (his suggestion −10)." },
    { key: 'i', label: 'I (leaky-integral gain, negative)', kind: 'number', help: 'Gain of the leaky integral I ← (1 − dt)·I + dt·e (his suggestion −2).' },
    { key: 'd', label: 'D (derivative gain, negative)', kind: 'number', help: 'Gain of (e − previous e)/dt (his suggestion −1).' },
  ],
  tunable: [
    { key: 'p', min: 0.1, max: 2000, sign: -1 },
    { key: 'i', min: 0.01, max: 200, sign: -1 },
    { key: 'd', min: 0.01, max: 300, sign: -1 },
  ],
  knownFailure: "his gains are fixed numbers tuned for one motor, with no limit in them: at a weak motor (0.5 rad/s²) they wind round the target, at a strong one they ring; measured from rest, none of 20 random turns at limits from 0.5 to 40 rad/s² settled within 3 bang-bang times plus 3 s",
  describe: (settings) => `Stolk's pid1 · P ${summaryNumber(settings.p)} I ${summaryNumber(settings.i)} D ${summaryNumber(settings.d)}`,
});
