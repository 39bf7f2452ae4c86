import type { ControllerField } from './ControllerSpec';

/**
 * The panel fields of the PD family (PID, forward PD, stable PD, SPD) that every member shares; their rules are in
 * src/sim/control/settingRules.ts.
 */

/** `field` with some of its parts changed (a spread in a function, so that a bundler may drop an unused spec: `@__PURE__` at the call). */
export function fieldWith(field: ControllerField, changes: Partial<ControllerField>): ControllerField {
  return { ...field, ...changes };
}

/** The PD family's option: gains read at 4π rad/s² and scaled to the motor's limit (src/sim/control/turnRateScaling.ts). */
export const SCALE_WITH_TURN_RATE_FIELD: ControllerField = {
  key: 'scaleWithTurnRate',
  label: 'scale gains with turn rate',
  kind: 'boolean',
  help:
    'Gains read as tuned at 4π rad/s² and scaled to the motor: kp·r, kd·√r with r = limit/4π. The turn then looks the same at any ' +
    'limit, only slower.',
};

/** The PD family's option: large turns shaped by the motor's braking curve (src/sim/control/brakingCurve.ts). */
export const BRAKING_CURVE_FIELD: ControllerField = {
  key: 'brakingCurve',
  label: 'brake on the motor’s curve',
  kind: 'boolean',
  help:
    'Beyond the knee |e| = A/k² (k = kp/kd, A = 0.8 × the motor limit) ask for no faster a turn than the motor can brake from: ' +
    'large turns on a weak motor stop without overshoot. Off: the plain linear law.',
};
