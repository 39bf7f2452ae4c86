// The explorable article's sections as data: each claim's scene, the what-if choices that branch it, and what its text measures.
import type { SceneIntent } from '../../app/intents/Intent';

/** One what-if of a figure: its label and the change (an intent of the game's one door) that branches the run. */
export interface WhatIfChoice {
  /** Short id, used in a section's link (`#section?choice=id`). */
  readonly id: string;
  readonly label: string;
  readonly intent: SceneIntent;
}

/** A section of the article: its scene (a scene file of the game), the recorded run's length and its what-ifs. */
export interface ArticleSection {
  /** The section's anchor and the prefix of its claims (`p-and-d.overshoot`). */
  readonly id: string;
  readonly title: string;
  /** What the recorded run (the ghost) is, in words. */
  readonly recordedLabel: string;
  /** The scene file the figure opens (src/sim/scenario), as JSON data. */
  readonly scene: Readonly<Record<string, unknown>>;
  /** The entity the figure measures and plots. */
  readonly entity: string;
  /** A second entity the figure measures and draws beside the first (the text's `companion…` claims), or none. */
  readonly companion?: string;
  /** Length of each run, s of simulated time. */
  readonly seconds: number;
  /** What the what-if control is called, and its choices (the first is the one shown at first). */
  readonly whatIfLabel: string;
  readonly choices: readonly [WhatIfChoice, ...WhatIfChoice[]];
}

/** A missile at rest at the origin, facing +x, told to face a target 20 m away along +y: a 90° turn in place. */
function turnScene(name: string, controller: Record<string, unknown>, extra: Record<string, unknown> = {}, entity: Record<string, unknown> = {}): Record<string, unknown> {
  return { name, duration: 10, ...extra, entities: [{ id: 'missile', type: 'missile', position: [0, 0], angle: 0, controller, command: { type: 'turnTowards', target: [0, 20] }, ...entity }] };
}

/** The article's fixed gains for the demo's motor (kp 60, kd 14), with neither scaling nor braking curve: the plain law. */
const PLAIN_PD = { type: 'pid', kp: 60, ki: 0, kd: 14, scaleWithTurnRate: false, brakingCurve: false };

/** The max turn rate of the article's slow missile, rad/s² (the game's low setting). */
export const SLOW_TURN_RATE = Math.PI;

/** A motor strong enough that stiff gains act unclamped near the target, rad/s² (the Unity article's stiff springs). */
export const STRONG_MOTOR = 400;

/** Every section with a live figure, in the page's order. */
export const ARTICLE_SECTIONS: readonly ArticleSection[] = [
  {
    id: 'p-and-d',
    title: 'P alone, then P and D',
    recordedLabel: 'P and D (kp 60, kd 14)',
    scene: turnScene('P and D: a 90° turn in place', PLAIN_PD),
    entity: 'missile',
    seconds: 4,
    whatIfLabel: 'Derivative gain',
    choices: [
      { id: 'p-alone', label: 'P alone (kd 0)', intent: { kind: 'setControllerSettings', changes: { kd: 0 }, scope: 'all' } },
      { id: 'kd-7', label: 'half the damping (kd 7)', intent: { kind: 'setControllerSettings', changes: { kd: 7 }, scope: 'all' } },
      { id: 'kd-28', label: 'twice the damping (kd 28)', intent: { kind: 'setControllerSettings', changes: { kd: 28 }, scope: 'all' } },
    ],
  },
  {
    id: 'integral',
    title: 'The integral against a steady push',
    recordedLabel: 'PID with a running integral (ki 60) in a steady wind',
    scene: turnScene('A steady disturbing torque', { type: 'pid', kp: 60, ki: 60, kd: 14, integral: 'running', scaleWithTurnRate: false, brakingCurve: false }, { disturbance: { angularAcceleration: 3 } }),
    entity: 'missile',
    seconds: 6,
    whatIfLabel: 'Integral gain',
    choices: [
      { id: 'no-integral', label: 'no integral (ki 0)', intent: { kind: 'setControllerSettings', changes: { ki: 0 }, scope: 'all' } },
      { id: 'ki-20', label: 'a slower integral (ki 20)', intent: { kind: 'setControllerSettings', changes: { ki: 20 }, scope: 'all' } },
    ],
  },
  {
    id: 'character',
    title: 'The missile and the character',
    recordedLabel: 'the default max turn rate (the tuned PD)',
    scene: {
      name: 'A missile and a character turn by the same law',
      duration: 10,
      entities: [
        { id: 'missile', type: 'missile', position: [-12, 0], angle: 0, speed: 4, command: { type: 'seek', target: [-12, 20] } },
        { id: 'character', type: 'character', position: [12, 0], angle: 0, command: { type: 'seek', target: [12, 20] } },
      ],
    },
    entity: 'missile',
    companion: 'character',
    seconds: 4,
    whatIfLabel: 'Max turn rate',
    choices: [{ id: 'slow', label: 'π rad/s² (the slow motor)', intent: { kind: 'setMaxAngularAcceleration', value: SLOW_TURN_RATE, scope: 'all' } }],
  },
  {
    id: 'turn-rate',
    title: 'The max turn rate: the slow one overshoots',
    recordedLabel: 'the default max turn rate, fixed gains (kp 60, ki 2, kd 14)',
    scene: turnScene('The same gains at two turn rates', { type: 'pid', kp: 60, ki: 2, kd: 14, scaleWithTurnRate: false, brakingCurve: false }),
    entity: 'missile',
    seconds: 6,
    whatIfLabel: 'Max turn rate',
    choices: [
      { id: 'slow', label: 'π rad/s² (the slow missile)', intent: { kind: 'setMaxAngularAcceleration', value: SLOW_TURN_RATE, scope: 'all' } },
      { id: 'slower', label: 'π/2 rad/s² (slower still)', intent: { kind: 'setMaxAngularAcceleration', value: SLOW_TURN_RATE / 2, scope: 'all' } },
    ],
  },
  {
    id: 'published',
    title: 'The article’s PID as published, and corrected',
    recordedLabel: 'the PID as published, with the tuned gains (kp 60, ki 2, kd 14)',
    scene: turnScene('The article’s PID as published', { type: 'pid', kp: 60, ki: 2, kd: 14, arithmetic: 'as-published' }),
    entity: 'missile',
    seconds: 6,
    whatIfLabel: 'Arithmetic',
    choices: [{ id: 'corrected', label: 'corrected (the same gains)', intent: { kind: 'setControllerSettings', changes: { arithmetic: 'corrected' }, scope: 'all' } }],
  },
  {
    id: 'stable-pd',
    title: 'The Unity article’s stable PD',
    recordedLabel: 'the stable PD, stiff: ω 90 rad/s, ζ 1 (kp 8100, kd 180)',
    scene: turnScene('Stiff gains, stable PD', { type: 'stable-pd', naturalFrequency: 90, dampingRatio: 1, scaleWithTurnRate: false, brakingCurve: false }, {}, { maxAngularAcceleration: STRONG_MOTOR }),
    entity: 'missile',
    seconds: 4,
    whatIfLabel: 'Controller',
    choices: [
      { id: 'forward', label: 'the forward PD with the same gains', intent: { kind: 'setController', settings: { type: 'pd', kp: 8100, kd: 180, scaleWithTurnRate: false, brakingCurve: false } as never, scope: 'all' } },
      { id: 'underdamped', label: 'the stable PD with ζ 0.5', intent: { kind: 'setControllerSettings', changes: { dampingRatio: 0.5 }, scope: 'all' } },
    ],
  },
  {
    id: 'tuning',
    title: 'Tuning by frequency and damping',
    recordedLabel: 'the stable PD, ω 6 rad/s, ζ 1 (critically damped)',
    scene: turnScene('Tuned by ω and ζ', { type: 'stable-pd', naturalFrequency: 6, dampingRatio: 1, scaleWithTurnRate: false, brakingCurve: false }, {}, { maxAngularAcceleration: STRONG_MOTOR }),
    entity: 'missile',
    seconds: 4,
    whatIfLabel: 'Damping ratio',
    choices: [
      { id: 'zeta-0.5', label: 'ζ 0.5', intent: { kind: 'setControllerSettings', changes: { dampingRatio: 0.5 }, scope: 'all' } },
      { id: 'zeta-0.7', label: 'ζ 0.7', intent: { kind: 'setControllerSettings', changes: { dampingRatio: 0.7 }, scope: 'all' } },
      { id: 'zeta-0.3', label: 'ζ 0.3', intent: { kind: 'setControllerSettings', changes: { dampingRatio: 0.3 }, scope: 'all' } },
    ],
  },
  {
    id: 'spd',
    title: 'SPD: the gains from the discrete poles',
    recordedLabel: 'SPD, stiff: ω 90 rad/s, ζ 1',
    scene: turnScene('Stiff gains, SPD', { type: 'spd', naturalFrequency: 90, dampingRatio: 1, scaleWithTurnRate: false, brakingCurve: false }, {}, { maxAngularAcceleration: STRONG_MOTOR }),
    entity: 'missile',
    seconds: 4,
    whatIfLabel: 'Controller',
    choices: [
      { id: 'forward', label: 'forward PD (kp 8100, kd 180)', intent: { kind: 'setController', settings: { type: 'pd', kp: 8100, kd: 180, scaleWithTurnRate: false, brakingCurve: false } as never, scope: 'all' } },
      { id: 'stable-pd', label: 'stable PD (the same ω and ζ)', intent: { kind: 'setControllerType', type: 'stable-pd', scope: 'all' } },
    ],
  },
  {
    id: 'limit',
    title: 'The physical limit: the time-optimal turn',
    recordedLabel: 'the tuned PD (kp 60, kd 14, scaled, braking curve)',
    scene: turnScene('The fastest turn the motor allows', { type: 'pid', kp: 60, ki: 0, kd: 14 }),
    entity: 'missile',
    seconds: 4,
    whatIfLabel: 'Controller',
    choices: [
      { id: 'time-optimal', label: 'time-optimal (bang-bang)', intent: { kind: 'setControllerType', type: 'time-optimal', scope: 'all' } },
      { id: 'stable-pd', label: 'stable PD (the Unity article)', intent: { kind: 'setControllerType', type: 'stable-pd', scope: 'all' } },
    ],
  },
];

/** The section `id`, or undefined. */
export function sectionById(id: string): ArticleSection | undefined {
  return ARTICLE_SECTIONS.find((section) => section.id === id);
}
