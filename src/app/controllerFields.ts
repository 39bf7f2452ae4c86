import type { z } from 'zod';
import { CONTROLLER_TYPES, type ControllerSettings, type ControllerType } from '../sim/control/ControllerSettings';
import {
  forwardPdControllerSchema,
  pidControllerSchema,
  spdControllerSchema,
  stablePdControllerSchema,
  stolkControllerSchema,
  timeOptimalControllerSchema,
} from '../sim/scenario/schema';
import { describeInput, formatKept, refused, type SettingResult } from './tuningFields';

/** One editable parameter of a controller type, as the panel shows it. */
export interface ControllerField {
  /** The settings key, e.g. "kp". */
  readonly key: string;
  /** The name shown in the panel and in messages, with its unit. */
  readonly label: string;
  readonly kind: 'number' | 'choice' | 'boolean';
  /** For choices: value → label shown. */
  readonly choices?: Readonly<Record<string, string>>;
  /** For numbers: a whole number (the panel steps by 1). */
  readonly integer?: boolean;
  /** What it does, for the tooltip. */
  readonly help: string;
  /** PID only: the field does something with the corrected arithmetic only. */
  readonly correctedOnly?: boolean;
}

/**
 * The scenario schema of each controller type: the panel validates with the very rules scenario
 * files are validated with, so a value refused in one is refused in the other, with the same range.
 */
export const CONTROLLER_SCHEMAS: Readonly<Record<ControllerType, z.ZodType>> = {
  pid: pidControllerSchema,
  stolk: stolkControllerSchema,
  pd: forwardPdControllerSchema,
  'stable-pd': stablePdControllerSchema,
  spd: spdControllerSchema,
  'time-optimal': timeOptimalControllerSchema,
};

/** The PD family's option: gains read at 4π rad/s² and scaled to the motor's limit (src/sim/control/turnRateScaling.ts). */
const SCALE_WITH_TURN_RATE: ControllerField = {
  key: 'scaleWithTurnRate',
  label: 'scale gains with turn rate',
  kind: 'boolean',
  help: 'Gains read as tuned at 4π rad/s² and scaled to the motor: kp·r, kd·√r with r = limit/4π. The turn then looks the same at any limit, only slower.',
};

/** The PD family's option: large turns shaped by the motor's braking curve (src/sim/control/brakingCurve.ts). */
const BRAKING_CURVE: ControllerField = {
  key: 'brakingCurve',
  label: 'brake on the motor’s curve',
  kind: 'boolean',
  help: 'Beyond the knee |e| = A/k² (k = kp/kd, A = 0.8 × the motor limit) ask for no faster a turn than the motor can brake from: large turns on a weak motor stop without overshoot. Off: the plain linear law.',
};

/** Every controller type's editable parameters, in panel order. */
export const CONTROLLER_FIELDS: Readonly<Record<ControllerType, readonly ControllerField[]>> = {
  pid: [
    { key: 'kp', label: 'kp (proportional gain)', kind: 'number', help: 'Angular acceleration (rad/s²) per rad of heading error.' },
    { key: 'ki', label: 'ki (integral gain)', kind: 'number', help: 'Angular acceleration per rad·s of integrated error (over the window, or running).' },
    { key: 'kd', label: 'kd (derivative gain)', kind: 'number', help: 'Angular acceleration per rad/s of error rate: the damping.' },
    { key: 'kPlant', label: 'kPlant (overall gain)', kind: 'number', help: "Multiplies P + I + D (the article's kPlant)." },
    { key: 'maxHistory', label: 'maxHistory (error samples kept)', kind: 'number', integer: true, help: 'The window of errors the integral spans (the article keeps 7).' },
    {
      key: 'arithmetic',
      label: 'arithmetic',
      kind: 'choice',
      choices: { corrected: 'corrected', 'as-published': "as published (article's C++)" },
      help: "corrected: true integral, the sim's dt, bounded memory. as published: the article's class exactly (integral ÷ 3·dt, dt 0.01 s).",
    },
    { key: 'asPublishedDt', label: 'as-published dt (s)', kind: 'number', help: 'The dt the as-published arithmetic divides by (the class default 0.01 s).' },
    {
      key: 'integral',
      label: 'integral',
      kind: 'choice',
      choices: { window: 'window (the article)', running: 'running (cancels a steady torque)' },
      help: 'window: over the last maxHistory samples, cannot wind up, cannot remove a steady offset. running: the classic accumulated integral.',
      correctedOnly: true,
    },
    { key: 'outputLimit', label: 'output limit (rad/s², 0 = motor limit)', kind: 'number', help: 'Largest |output|; the running integral stops winding up at it.', correctedOnly: true },
    { key: 'antiWindup', label: 'anti-windup', kind: 'boolean', help: 'Running integral: stop integrating while saturated in the direction of the error.', correctedOnly: true },
    {
      key: 'derivativeOn',
      label: 'derivative on',
      kind: 'choice',
      choices: { error: 'error (the article)', measurement: 'measurement (no kick)' },
      help: 'measurement: D acts on the angular velocity, so a jump of the target gives no derivative kick.',
      correctedOnly: true,
    },
    { key: 'derivativeFilterTime', label: 'derivative filter time (s)', kind: 'number', help: 'Time constant of a low-pass filter on D; 0 = off.', correctedOnly: true },
    { ...SCALE_WITH_TURN_RATE, help: `${SCALE_WITH_TURN_RATE.help} (ki·r^1.5 too)`, correctedOnly: true },
    { ...BRAKING_CURVE, correctedOnly: true },
  ],
  stolk: [
    { key: 'p', label: 'P (proportional gain, negative)', kind: 'number', help: "Bram Stolk's convention: gains are negative (his suggestion −10)." },
    { key: 'i', label: 'I (leaky-integral gain, negative)', kind: 'number', help: 'Gain of the leaky integral I ← (1 − dt)·I + dt·e (his suggestion −2).' },
    { key: 'd', label: 'D (derivative gain, negative)', kind: 'number', help: 'Gain of (e − previous e)/dt (his suggestion −1).' },
  ],
  pd: [
    { key: 'kp', label: 'kp (spring gain)', kind: 'number', help: 'α = −kp·e − kd·ė: unstable once kp·dt² or kd·dt is too large. Natural frequency √kp rad/s.' },
    { key: 'kd', label: 'kd (damper gain)', kind: 'number', help: 'Angular acceleration per rad/s of the error’s rate (the body’s rate less the target’s). Damping ratio kd/(2·√kp).' },
    SCALE_WITH_TURN_RATE,
    BRAKING_CURVE,
  ],
  'stable-pd': [
    { key: 'naturalFrequency', label: 'natural frequency ω (rad/s)', kind: 'number', help: 'kp = ω². Critically damped, a turn is 95% done after 4.74/ω s. (Seed 004’s "frequency f" is ω = 3·f.)' },
    { key: 'dampingRatio', label: 'damping ratio ζ', kind: 'number', help: 'kd = 2·ζ·ω. 1: critically damped, no overshoot; 0.5 overshoots 16%. (Seed 004’s "damping d" is ζ = 0.75·d.)' },
    SCALE_WITH_TURN_RATE,
    BRAKING_CURVE,
  ],
  spd: [
    { key: 'kp', label: 'kp (torque gain, N·m/rad)', kind: 'number', help: 'A torque gain: the body’s inertia enters, so a heavier body turns more slowly. Keep kd ≥ 3·kp·dt.' },
    { key: 'kd', label: 'kd (torque gain, N·m·s/rad)', kind: 'number', help: 'Damping torque per rad/s.' },
    SCALE_WITH_TURN_RATE,
    BRAKING_CURVE,
  ],
  'time-optimal': [{ key: 'gain', label: 'gain of the linear zone (1/s)', kind: 'number', help: 'Caps the closing rate near the target at gain·error; the default 1/dt lands exactly.' }],
};

/** Short names of the controller types, for tables and legends (CONTROLLER_LABELS has the long ones). */
export const CONTROLLER_SHORT_NAMES: Readonly<Record<ControllerType, string>> = {
  pid: 'PID',
  stolk: 'Stolk pid1',
  pd: 'forward PD',
  'stable-pd': 'stable PD',
  spd: 'SPD',
  'time-optimal': 'time-optimal',
};

/** The field of `type` with this key, if any. */
export function controllerField(type: ControllerType, key: string): ControllerField | undefined {
  return CONTROLLER_FIELDS[type].find((field) => field.key === key);
}

/** True when `value` names a controller type. */
export function isControllerType(value: unknown): value is ControllerType {
  return typeof value === 'string' && (CONTROLLER_TYPES as readonly string[]).includes(value);
}

/**
 * The allowed values of a numeric field, in words ("must be a number ≥ 0 and ≤ 1000000"), read from
 * the schema itself (by asking it about a value no field accepts), so it can never disagree.
 */
export function controllerFieldRange(type: ControllerType, key: string): string {
  const result = CONTROLLER_SCHEMAS[type].safeParse({ type, [key]: Number.NaN });
  const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === key);
  return issue?.message ?? 'must be a finite number';
}

/** What {@link checkController} answers: the clean settings, or a refusal naming the field. */
export type ControllerCheck = { ok: true; settings: ControllerSettings } | { ok: false; field: string; message: string };

/**
 * Validates a whole controller settings object with its type's scenario schema. A refusal names
 * the first bad field with its label and range, what was given and the value kept, e.g.
 * "kd (derivative gain) must be a number ≥ -1000000 and ≤ 1000000; got 2000000. Kept 14."
 * `previous` gives the values kept (the settings in force).
 */
export function checkController(candidate: unknown, previous?: Readonly<ControllerSettings>): ControllerCheck {
  const type = (candidate as { type?: unknown } | null)?.type;
  if (!isControllerType(type)) {
    return { ok: false, field: 'type', message: `controller type must be one of ${CONTROLLER_TYPES.join(', ')}; got ${describeInput(type)}. Kept ${previous?.type ?? 'the previous one'}.` };
  }
  const result = CONTROLLER_SCHEMAS[type].safeParse(candidate);
  if (result.success) return { ok: true, settings: candidate as ControllerSettings };
  const issue = result.error.issues[0];
  const key = String(issue?.path[0] ?? (issue?.code === 'unrecognized_keys' ? issue.keys[0] : 'settings'));
  const label = controllerField(type, key)?.label ?? key;
  if (issue?.code === 'unrecognized_keys') return { ok: false, field: key, message: `${type} has no setting "${issue.keys.join('", "')}".` };
  const given = (candidate as Record<string, unknown>)[key];
  const kept = previous && previous.type === type ? (previous as unknown as Record<string, unknown>)[key] : undefined;
  const keptText = kept === undefined ? '' : ` Kept ${formatKept(kept)}.`;
  return { ok: false, field: key, message: `${label} ${issue?.message ?? 'is not valid'}; got ${describeInput(given)}.${keptText}` };
}

/**
 * Merges `changes` into `current` (same type) and validates the result; `undefined` values in the
 * changes are ignored. On a refusal nothing changes.
 */
export function checkControllerChange(current: Readonly<ControllerSettings>, changes: Readonly<Record<string, unknown>>): ControllerCheck {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined && key !== 'type') merged[key] = value;
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return checkController(merged, current);
}

/** A {@link ControllerCheck} as a {@link SettingResult}. */
export function asSettingResult(check: ControllerCheck): SettingResult {
  return check.ok ? { ok: true } : refused(check.field, check.message);
}

/** A one-line summary of controller settings for the HUD and legends: "PID corrected · kp 60 ki 2 kd 14". */
export function describeController(settings: Readonly<ControllerSettings>): string {
  switch (settings.type) {
    case 'pid':
      return `PID ${settings.arithmetic === 'as-published' ? 'as published' : 'corrected'}${settings.integral === 'running' ? ' running-I' : ''} · ${gains(settings)}`
        + (settings.arithmetic === 'corrected' ? options(settings) : '');
    case 'stolk':
      return `Stolk pid1 · P ${number(settings.p)} I ${number(settings.i)} D ${number(settings.d)}`;
    case 'pd':
      return `forward PD · ${gains(settings)}${options(settings)}`;
    case 'stable-pd':
      return settings.kp !== undefined || settings.kd !== undefined
        ? `stable PD · kp ${number(settings.kp)} kd ${number(settings.kd)}${options(settings)}`
        : `stable PD · ω ${number(settings.naturalFrequency)} rad/s ζ ${number(settings.dampingRatio)}${options(settings)}`;
    case 'spd':
      return `SPD · ${settings.naturalFrequency === undefined ? `kp ${number(settings.kp)} kd ${number(settings.kd)} N·m` : `ω ${number(settings.naturalFrequency)} rad/s ζ ${number(settings.dampingRatio ?? 1)}`}${options(settings)}`;
    case 'time-optimal':
      return `time-optimal · gain ${settings.gain === undefined ? '1/dt' : number(settings.gain)}`;
  }
}

/** The gains of a summary: "kp 60 ki 2 kd 14", or "ω 6 rad/s ζ 1" when tuned by natural frequency. */
function gains(settings: { kp: number; kd: number; ki?: number; naturalFrequency?: number; dampingRatio?: number }): string {
  const integral = settings.ki === undefined ? '' : ` ki ${number(settings.ki)}`;
  if (settings.naturalFrequency !== undefined) return `ω ${number(settings.naturalFrequency)} rad/s ζ ${number(settings.dampingRatio ?? 1)}${integral}`;
  return `kp ${number(settings.kp)}${integral} kd ${number(settings.kd)}`;
}

/** The PD family's options for a summary: ", at 4π, scaled" and ", braking curve" when on (both are by default). */
function options(settings: { scaleWithTurnRate?: boolean; brakingCurve?: boolean }): string {
  return `${settings.scaleWithTurnRate ?? true ? ' at 4π, scaled' : ''}${settings.brakingCurve ?? true ? ' · braking curve' : ''}`;
}

/** A setting for a summary: 4 significant digits, or "default" when unset. */
function number(value: number | undefined): string {
  return value === undefined ? 'default' : String(Number(value.toPrecision(4)));
}
