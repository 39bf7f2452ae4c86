// The explorable article's sections as data: each claim's scene, the what-if choices that branch it, the value a reader scrubs, and whether
// a turn's limit applies.
import type { SceneIntent } from '../../app/intents/Intent';
import { piTimes, shortNumber } from './numberWords';
import type { ArticleSection, ScrubParam, WhatIfChoice } from './sectionTypes';

/** The target every turn scene's missile turns toward (the one a reader drags). */
const TARGET = 'target';

/** A missile at rest at the origin, facing +x, told to face a target 20 m away along +y: a 90° turn in place. */
function turnScene(
  name: string,
  turnController: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  entity: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name,
    duration: 10,
    ...extra,
    targets: [{ id: TARGET, position: [0, 20] }],
    entities: [
      {
        id: 'missile',
        type: 'missile',
        position: [0, 0],
        angle: 0,
        controller: turnController,
        command: { type: 'turnTowards', targetId: TARGET },
        ...entity,
      },
    ],
  };
}

/** The article's fixed gains for the demo's motor (kp 60, kd 14), with neither scaling nor braking curve: the plain law. */
const PLAIN_PD = { type: 'pid', kp: 60, ki: 0, kd: 14, scaleWithTurnRate: false, brakingCurve: false };

/** The max turn rate of the article's slow missile, rad/s² (the game's low setting). */
export const SLOW_TURN_RATE = Math.PI;

/** The game's default max turn rate, rad/s² (4π). */
export const DEFAULT_TURN_RATE = 4 * Math.PI;

/** A motor strong enough that stiff gains act unclamped near the target, rad/s² (the Unity article's stiff springs). */
export const STRONG_MOTOR = 400;

/** Stiff gains: ω 90 rad/s, ζ 1 as the continuous kp = ω², kd = 2·ζ·ω. */
const STIFF = { kp: 8100, kd: 180 } as const;

/** Every controller setting that a what-if names, so that nothing falls back to a type's defaults. */
const PLAIN = { scaleWithTurnRate: false, brakingCurve: false } as const;

function controllerSettings(changes: Record<string, unknown>): SceneIntent {
  return { kind: 'setControllerSettings', changes, scope: 'all' };
}

function controller(settings: Record<string, unknown>): SceneIntent {
  return { kind: 'setController', settings: settings as never, scope: 'all' };
}

function turnRate(value: number): SceneIntent {
  return { kind: 'setMaxAngularAcceleration', value, scope: 'all' };
}

/** The max turn rate as a multiple of π rad/s², scrubbed from π/4 to 8π. */
function turnRateParam(values: Record<string, number>, onTop: boolean, label: (value: number, base: WhatIfChoice) => string): ScrubParam {
  return {
    id: 'a',
    name: 'the max turn rate a',
    unit: 'π rad/s²',
    lead: 'Try another max turn rate for the what-if: a =',
    min: 0.25,
    max: 8,
    step: 0.25,
    decimals: 2,
    values,
    recorded: DEFAULT_TURN_RATE / Math.PI,
    onTop,
    intent: (value) => turnRate(value * Math.PI),
    label,
  };
}

/** Every section with a live figure, in the page's order. */
export const ARTICLE_SECTIONS: readonly ArticleSection[] = [
  {
    id: 'p-and-d',
    title: 'P alone, then P and D',
    recordedLabel: 'P and D (kp 60, kd 14)',
    scene: turnScene('P and D: a 90° turn in place', PLAIN_PD),
    entity: 'missile',
    seconds: 4,
    limitHolds: true,
    whatIfLabel: 'Derivative gain',
    choices: [
      { id: 'p-alone', label: 'P alone (kd 0)', intents: [controllerSettings({ kd: 0 })] },
      { id: 'kd-7', label: 'half the damping (kd 7)', intents: [controllerSettings({ kd: 7 })] },
      { id: 'kd-28', label: 'twice the damping (kd 28)', intents: [controllerSettings({ kd: 28 })] },
    ],
    param: {
      id: 'kd',
      name: 'the derivative gain kd',
      unit: '',
      lead: 'Try another derivative gain for the what-if: kd =',
      min: 0,
      max: 40,
      step: 1,
      decimals: 0,
      values: { 'p-alone': 0, 'kd-7': 7, 'kd-28': 28 },
      recorded: 14,
      intent: (value) => controllerSettings({ kd: value }),
      label: (value) => `kp 60 with kd ${shortNumber(value, 0)}`,
    },
  },
  {
    id: 'integral',
    title: 'The integral against a steady push',
    recordedLabel: 'PID with a running integral (ki 60) in a steady wind',
    scene: turnScene(
      'A steady disturbing torque',
      { type: 'pid', kp: 60, ki: 60, kd: 14, integral: 'running', ...PLAIN },
      { disturbance: { angularAcceleration: 3 } },
    ),
    entity: 'missile',
    seconds: 6,
    limitHolds: false,
    whatIfLabel: 'Integral gain',
    choices: [
      { id: 'no-integral', label: 'no integral (ki 0)', intents: [controllerSettings({ ki: 0 })] },
      { id: 'ki-20', label: 'a slower integral (ki 20)', intents: [controllerSettings({ ki: 20 })] },
    ],
    param: {
      id: 'ki',
      name: 'the integral gain ki',
      unit: '',
      lead: 'Try another integral gain for the what-if: ki =',
      min: 0,
      max: 120,
      step: 5,
      decimals: 0,
      values: { 'no-integral': 0, 'ki-20': 20 },
      recorded: 60,
      intent: (value) => controllerSettings({ ki: value }),
      label: (value) => `a running integral with ki ${shortNumber(value, 0)}`,
    },
  },
  {
    id: 'character',
    title: 'The missile and the character',
    recordedLabel: 'the default max turn rate, 4π rad/s² (the game’s tuned PD)',
    scene: {
      name: 'A missile and a character turn by the same law',
      duration: 10,
      targets: [
        { id: 'missile-target', position: [-12, 20] },
        { id: 'character-target', position: [12, 20] },
      ],
      entities: [
        { id: 'missile', type: 'missile', position: [-12, 0], angle: 0, speed: 4, command: { type: 'seek', targetId: 'missile-target' } },
        { id: 'character', type: 'character', position: [12, 0], angle: 0, command: { type: 'seek', targetId: 'character-target' } },
      ],
    },
    entity: 'missile',
    companion: 'character',
    seconds: 4,
    limitHolds: false,
    whatIfLabel: 'Max turn rate',
    choices: [{ id: 'slow', label: 'π rad/s² (the slow motor)', intents: [turnRate(SLOW_TURN_RATE)] }],
    param: turnRateParam({ slow: 1 }, false, (value) => `${piTimes(value)} rad/s²`),
  },
  {
    id: 'turn-rate',
    title: 'The max turn rate: the slow one overshoots',
    recordedLabel: 'the default max turn rate, 4π rad/s², fixed gains (kp 60, ki 2, kd 14)',
    scene: turnScene('The same gains at two turn rates', { type: 'pid', kp: 60, ki: 2, kd: 14, ...PLAIN }),
    entity: 'missile',
    seconds: 6,
    limitHolds: true,
    whatIfLabel: 'Max turn rate',
    choices: [
      { id: 'slow', label: 'π rad/s² (the slow missile)', intents: [turnRate(SLOW_TURN_RATE)] },
      { id: 'slower', label: 'π/2 rad/s² (slower still)', intents: [turnRate(SLOW_TURN_RATE / 2)] },
      {
        id: 'slow-scaled',
        label: 'π rad/s² with the gains scaled to the motor',
        intents: [turnRate(SLOW_TURN_RATE), controllerSettings({ scaleWithTurnRate: true })],
      },
    ],
    param: turnRateParam(
      { slow: 1, slower: 0.5, 'slow-scaled': 1 },
      true,
      (value, base) => `${piTimes(value)} rad/s²${base.id === 'slow-scaled' ? ' with the gains scaled to the motor' : ''}`,
    ),
  },
  {
    id: 'published',
    title: 'The article’s PID as published, and corrected',
    recordedLabel: 'the PID as published, with the tuned gains (kp 60, ki 2, kd 14)',
    scene: turnScene('The article’s PID as published', { type: 'pid', kp: 60, ki: 2, kd: 14, arithmetic: 'as-published' }),
    entity: 'missile',
    seconds: 6,
    limitHolds: true,
    whatIfLabel: 'Arithmetic',
    choices: [{ id: 'corrected', label: 'corrected (the same gains)', intents: [controllerSettings({ arithmetic: 'corrected' })] }],
  },
  {
    id: 'stable-pd',
    title: 'The Unity article’s stable PD',
    recordedLabel: `the stable PD with stiff gains kp ${STIFF.kp}, kd ${STIFF.kd} (ω 90 rad/s, ζ 1)`,
    scene: turnScene(
      'Stiff gains, stable PD',
      { type: 'stable-pd', naturalFrequency: 90, dampingRatio: 1, ...STIFF, ...PLAIN },
      {},
      { maxAngularAcceleration: STRONG_MOTOR },
    ),
    entity: 'missile',
    seconds: 4,
    limitHolds: true,
    whatIfLabel: 'Controller',
    choices: [
      {
        id: 'forward',
        label: `the forward PD with the same gains (kp ${STIFF.kp}, kd ${STIFF.kd})`,
        intents: [controller({ type: 'pd', ...STIFF, ...PLAIN })],
      },
      { id: 'underdamped', label: 'the stable PD with kd 90 (ζ 0.5)', intents: [controllerSettings({ kd: 90 })] },
    ],
    param: {
      id: 'omega',
      name: 'the forward PD’s natural frequency ω',
      unit: 'rad/s',
      lead: 'Try the forward PD at another stiffness, ζ 1 (kp = ω², kd = 2·ω): ω =',
      min: 10,
      max: 150,
      step: 5,
      decimals: 0,
      values: { forward: 90, underdamped: 90 },
      recorded: null,
      intent: (value) => controller({ type: 'pd', kp: value * value, kd: 2 * value, ...PLAIN }),
      label: (value) =>
        `the forward PD with ω ${shortNumber(value, 0)} rad/s, ζ 1 (kp ${shortNumber(value * value, 0)}, kd ` +
        `${shortNumber(2 * value, 0)}; kd·dt ${shortNumber((2 * value) / 60, 2)})`,
    },
  },
  {
    id: 'tuning',
    title: 'Tuning by frequency and damping',
    recordedLabel: 'the stable PD, ω 6 rad/s, ζ 1 (critically damped)',
    scene: turnScene(
      'Tuned by ω and ζ',
      { type: 'stable-pd', naturalFrequency: 6, dampingRatio: 1, ...PLAIN },
      {},
      { maxAngularAcceleration: STRONG_MOTOR },
    ),
    entity: 'missile',
    seconds: 4,
    limitHolds: true,
    whatIfLabel: 'Damping ratio',
    choices: [
      { id: 'zeta-0.5', label: 'ζ 0.5', intents: [controllerSettings({ dampingRatio: 0.5 })] },
      { id: 'zeta-0.7', label: 'ζ 0.7', intents: [controllerSettings({ dampingRatio: 0.7 })] },
      { id: 'zeta-0.3', label: 'ζ 0.3', intents: [controllerSettings({ dampingRatio: 0.3 })] },
      {
        id: 'zeta-0.5-continuous',
        label: 'ζ 0.5 with kp = ω², kd = 2·ζ·ω (kp 36, kd 6)',
        intents: [controller({ type: 'stable-pd', naturalFrequency: 6, dampingRatio: 0.5, kp: 36, kd: 6, ...PLAIN })],
      },
    ],
    param: {
      id: 'zeta',
      name: 'the damping ratio ζ',
      unit: '',
      lead: 'Try another damping ratio for the what-if: ζ =',
      min: 0.1,
      max: 1.5,
      step: 0.05,
      decimals: 2,
      values: { 'zeta-0.5': 0.5, 'zeta-0.7': 0.7, 'zeta-0.3': 0.3, 'zeta-0.5-continuous': 0.5 },
      recorded: 1,
      intent: (value) => controllerSettings({ dampingRatio: value }),
      label: (value) => `ζ ${shortNumber(value, 2)}`,
    },
  },
  {
    id: 'spd',
    title: 'SPD: the gains from the discrete poles',
    recordedLabel: 'SPD, stiff: ω 90 rad/s, ζ 1',
    scene: turnScene(
      'Stiff gains, SPD',
      { type: 'spd', naturalFrequency: 90, dampingRatio: 1, ...PLAIN },
      {},
      { maxAngularAcceleration: STRONG_MOTOR },
    ),
    entity: 'missile',
    seconds: 4,
    limitHolds: true,
    whatIfLabel: 'Controller',
    choices: [
      {
        id: 'forward',
        label: `the forward PD with kp = ω², kd = 2·ζ·ω (kp ${STIFF.kp}, kd ${STIFF.kd})`,
        intents: [controller({ type: 'pd', ...STIFF, ...PLAIN })],
      },
      {
        id: 'stable-pd',
        label: 'the stable PD with the same ω and ζ (90 rad/s, 1)',
        intents: [controller({ type: 'stable-pd', naturalFrequency: 90, dampingRatio: 1, ...PLAIN })],
      },
    ],
  },
  {
    id: 'limit',
    title: 'The physical limit: the time-optimal turn',
    recordedLabel: 'the tuned PD (kp 60, kd 14, scaled, braking curve)',
    scene: turnScene('The fastest turn the motor allows', { type: 'pid', kp: 60, ki: 0, kd: 14 }),
    entity: 'missile',
    seconds: 4,
    limitHolds: true,
    whatIfLabel: 'Controller',
    choices: [
      { id: 'time-optimal', label: 'time-optimal (bang-bang)', intents: [controller({ type: 'time-optimal' })] },
      {
        id: 'stable-pd',
        label: 'the stable PD of the tuning section (ω 6 rad/s, ζ 1) on this motor',
        intents: [controller({ type: 'stable-pd', naturalFrequency: 6, dampingRatio: 1, ...PLAIN })],
      },
    ],
    param: turnRateParam({ 'time-optimal': 4, 'stable-pd': 4 }, true, (value, base) => `${base.label} at ${piTimes(value)} rad/s²`),
  },
];

/** The section `id`, or undefined. */
export function sectionById(id: string): ArticleSection | undefined {
  return ARTICLE_SECTIONS.find((section) => section.id === id);
}
