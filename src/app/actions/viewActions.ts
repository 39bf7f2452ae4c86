// The views' actions (More › Views): the step response (V), the phase plot (F), "Use in your game", the debug overlay (D).
import type { GameAction } from '../gameAction';

/** The step-response view (V): each chosen controller's turn from rest, against the time-optimal limit. */
export const STEP_RESPONSE_ACTION = {
  id: 'step-response-toggle',
  label: 'Step response',
  description:
    'Step-response view: turn by an angle from rest with each chosen controller and compare heading error, rise, overshoot and ' +
    'settling with the time-optimal limit',
  keys: ['v'],
  keyHint: 'V',
  group: 'views',
  does: { part: 'step-response' },
  pressed: ({ isOpen }) => isOpen('step-response'),
} as const satisfies GameAction;

/** The phase plot (F): heading error against angular velocity, with the time-optimal switching curve. */
export const PHASE_PLOT_ACTION = {
  id: 'phase-plot-toggle',
  label: 'Phase plot',
  description:
    'Phase plot: the selected entity’s heading error against its angular velocity over the last 5 s, with the time-optimal ' +
    'switching curve for its max turn rate',
  keys: ['f'],
  keyHint: 'F',
  group: 'views',
  does: { part: 'phase-plot' },
  pressed: ({ isOpen }) => isOpen('phase-plot'),
} as const satisfies GameAction;

/** "Use in your game": the panel's controller as TypeScript to copy. */
export const USE_IN_GAME_ACTION = {
  id: 'use-in-game',
  label: 'Use in your game',
  menuLabel: 'Use in your game…',
  description:
    'The controller the panel shows, as TypeScript to copy into your game, with the settings that differ from the library’s ' +
    'defaults and the guide',
  keys: [],
  keyHint: '',
  group: 'views',
  does: { part: 'code' },
} as const satisfies GameAction;

/** The debug overlay (D): heading, desired heading, error arc, torque, velocity. */
export const DEBUG_ACTION = {
  id: 'debug-toggle',
  label: 'Debug',
  menuLabel: 'Debug overlay',
  description: 'Debug overlay: heading, desired heading, error arc, torque, velocity',
  keys: ['d'],
  keyHint: 'D',
  group: 'views',
  when: { embed: true },
  does: { view: ({ options }) => ((options.debug = !options.debug), null) },
  pressed: ({ options }) => options.debug,
} as const satisfies GameAction;
