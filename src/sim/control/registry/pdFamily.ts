import type { ControllerField, SettingRule } from './ControllerSpec';
import { MAX_GAIN } from '../../validation/quantities';

/** The settings of the PD family (PID, forward PD, stable PD, SPD) that every member shares (issue 29). */

/** A gain of either sign, as the scenario files accept it. */
export const GAIN_RULE: SettingRule = { kind: 'number', range: { min: -MAX_GAIN, max: MAX_GAIN } };

/** A gain that must not be negative. */
export const NON_NEGATIVE_GAIN_RULE: SettingRule = { kind: 'number', range: { min: 0, max: MAX_GAIN } };

/**
 * The options every controller of the PD family has: tuning by natural frequency ω (rad/s;
 * src/sim/control/naturalFrequency.ts; 3000 = 3 × the old stable-PD "frequency" maximum, so every
 * old file converts) and damping ratio ζ, gains scaled with the turn rate, the braking curve.
 */
export const PD_FAMILY_RULES: Readonly<Record<string, SettingRule>> = {
  naturalFrequency: { kind: 'number', range: { gt: 0, max: 3000 } },
  dampingRatio: { kind: 'number', range: { min: 0, max: 1000 } },
  scaleWithTurnRate: { kind: 'boolean' },
  brakingCurve: { kind: 'boolean' },
};

/**
 * `own` rules followed by {@link PD_FAMILY_RULES}. A function rather than a spread in the spec, so
 * that a bundler may drop an unused spec (`@__PURE__` at the call).
 */
export function withPdFamilyRules(own: Readonly<Record<string, SettingRule>>): Readonly<Record<string, SettingRule>> {
  return { ...own, ...PD_FAMILY_RULES };
}

/** `field` with some of its parts changed (a spread in a function, for the same reason). */
export function fieldWith(field: ControllerField, changes: Partial<ControllerField>): ControllerField {
  return { ...field, ...changes };
}

/** The PD family's option: gains read at 4π rad/s² and scaled to the motor's limit (src/sim/control/turnRateScaling.ts). */
export const SCALE_WITH_TURN_RATE_FIELD: ControllerField = {
  key: 'scaleWithTurnRate',
  label: 'scale gains with turn rate',
  kind: 'boolean',
  help: 'Gains read as tuned at 4π rad/s² and scaled to the motor: kp·r, kd·√r with r = limit/4π. The turn then looks the same at any limit, only slower.',
};

/** The PD family's option: large turns shaped by the motor's braking curve (src/sim/control/brakingCurve.ts). */
export const BRAKING_CURVE_FIELD: ControllerField = {
  key: 'brakingCurve',
  label: 'brake on the motor’s curve',
  kind: 'boolean',
  help: 'Beyond the knee |e| = A/k² (k = kp/kd, A = 0.8 × the motor limit) ask for no faster a turn than the motor can brake from: large turns on a weak motor stop without overshoot. Off: the plain linear law.',
};
