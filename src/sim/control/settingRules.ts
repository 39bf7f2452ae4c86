import { AS_PUBLISHED_DT_RANGE, MAX_GAIN } from '../validation/quantities';
import type { NumberRange } from '../validation/numberRange';

/**
 * The rules of every controller's settings, as plain data, stored once: each controller's
 * constructor checks its settings against its table here (checkSettings.ts), the factory
 * (checkControllerSettings) and the registry's specs read the same tables, and the scenario layer
 * turns them into zod (src/sim/scenario/controllerSchemas.ts). Plain data, so that a controller
 * bundled alone carries no zod.
 */

/** One rule of a setting: a number in a range, one of some strings, or a boolean. */
export type SettingRule =
  | { readonly kind: 'number'; readonly range: NumberRange }
  | { readonly kind: 'choice'; readonly values: readonly [string, ...string[]] }
  | { readonly kind: 'boolean' };

/** A controller's rules, key by key, in the order a file's errors are reported. */
export type SettingRules = Readonly<Record<string, SettingRule>>;

/**
 * A gain: never negative, in every controller. With the article's sign convention (error =
 * heading − desired, command = −gain × error) a gain of 0 or more turns the body toward its target;
 * a negative kp, ki or kPlant turns it away, and a negative kd feeds its spin instead of damping it
 * (docs/controllers.md, "Gains and their signs").
 */
export const GAIN_RULE: SettingRule = {
  kind: 'number',
  range: { min: 0, max: MAX_GAIN, reason: 'a negative gain turns the body away from its target' },
};

/**
 * The options every controller of the PD family has: tuning by natural frequency ω
 * (rad/s; src/sim/control/naturalFrequency.ts; 3000 = 3 × the old stable-PD "frequency" maximum, so
 * every old file converts) and damping ratio ζ, gains scaled with the turn rate, the braking curve.
 */
export const PD_FAMILY_RULES: SettingRules = {
  naturalFrequency: { kind: 'number', range: { gt: 0, max: 3000 } },
  dampingRatio: { kind: 'number', range: { min: 0, max: 1000 } },
  scaleWithTurnRate: { kind: 'boolean' },
  brakingCurve: { kind: 'boolean' },
};

/**
 * `own` rules followed by {@link PD_FAMILY_RULES}. A function rather than a spread, so that a
 * bundler may drop an unused table (`@__PURE__` at the call).
 */
export function withPdFamilyRules(own: SettingRules): SettingRules {
  return { ...own, ...PD_FAMILY_RULES };
}

/** The PID's settings, both arithmetics (PidController, PublishedPidController). */
export const PID_RULES: SettingRules = /* @__PURE__ */ withPdFamilyRules({
  kp: GAIN_RULE,
  ki: GAIN_RULE,
  kd: GAIN_RULE,
  kPlant: GAIN_RULE,
  maxHistory: { kind: 'number', range: { integer: true, min: 3, max: 1000 } },
  arithmetic: { kind: 'choice', values: ['corrected', 'as-published'] },
  asPublishedDt: { kind: 'number', range: AS_PUBLISHED_DT_RANGE },
  integral: { kind: 'choice', values: ['window', 'running'] },
  outputLimit: { kind: 'number', range: { min: 0, max: MAX_GAIN } },
  antiWindup: { kind: 'boolean' },
  derivativeOn: { kind: 'choice', values: ['error', 'measurement'] },
  derivativeFilterTime: { kind: 'number', range: { min: 0, max: 10 } },
});

/** The naive snippet's per-frame gains. */
export const NAIVE_SNIPPET_RULES: SettingRules = { kp: GAIN_RULE, ki: GAIN_RULE, kd: GAIN_RULE };

/** Stolk's pid1's gains, named and signed as every other controller's (his own p, i, d: STOLK_OLD_NAMES). */
export const STOLK_RULES: SettingRules = { kp: GAIN_RULE, ki: GAIN_RULE, kd: GAIN_RULE };

/**
 * An old name of a setting, still accepted: a value given under it is `sign` × the setting `of`'s
 * (checkSettings and the scenario files convert it; a settings object holds the new name only).
 */
export interface OldSettingName {
  readonly of: string;
  readonly sign: 1 | -1;
}

/** Old names, by old name. */
export type OldSettingNames = Readonly<Record<string, OldSettingName>>;

/** Bram Stolk's own names and signs, p, i, d (his suggestion −10, −2, −1): p = −kp, i = −ki, d = −kd. */
export const STOLK_OLD_NAMES: OldSettingNames = { p: { of: 'kp', sign: -1 }, i: { of: 'ki', sign: -1 }, d: { of: 'kd', sign: -1 } };

/** A bound of a range multiplied by −1 (0 stays 0, not −0, as a message shows it). */
function flip(bound: number): number {
  return bound === 0 ? 0 : -bound;
}

/**
 * The rule of an old name: its setting's rule with the range multiplied by the old sign, e.g. p's
 * "≥ −1000000 and ≤ 0" from kp's "≥ 0 and ≤ 1000000".
 */
export function oldNameRule(rule: SettingRule, sign: 1 | -1, reason: string): SettingRule {
  if (rule.kind !== 'number' || sign === 1) return rule;
  const { gt, min, lt, max, integer } = rule.range;
  const range = {
    ...(lt !== undefined ? { gt: flip(lt) } : {}),
    ...(max !== undefined ? { min: flip(max) } : {}),
    ...(gt !== undefined ? { lt: flip(gt) } : {}),
    ...(min !== undefined ? { max: flip(min) } : {}),
    ...(integer ? { integer } : {}),
    reason,
  };
  return { kind: 'number', range };
}

/** The forward PD's gains and the PD family's options. */
export const FORWARD_PD_RULES: SettingRules = /* @__PURE__ */ withPdFamilyRules({ kp: GAIN_RULE, kd: GAIN_RULE });

/** The stable PD's raw gains and the PD family's options. */
export const STABLE_PD_RULES: SettingRules = /* @__PURE__ */ withPdFamilyRules({ kp: GAIN_RULE, kd: GAIN_RULE });

/** SPD's raw torque gains and the PD family's options. */
export const SPD_RULES: SettingRules = /* @__PURE__ */ withPdFamilyRules({ kp: GAIN_RULE, kd: GAIN_RULE });

/** The time-optimal controller's gain of the linear zone, 1/s (0 would never turn; a negative one turns away). */
export const TIME_OPTIMAL_RULES: SettingRules = {
  gain: { kind: 'number', range: { gt: 0, max: MAX_GAIN, reason: 'a negative gain turns the body away from its target' } },
};
