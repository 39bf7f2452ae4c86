import { CHALLENGE_LEVELS } from '../sim/challenges/challengeLevels';
import { countInWords } from './presentation/countWords';

/** Every player action, by the DOM id of its toolbar button. */
export type ActionId =
  | 'mode-track'
  | 'mode-seek'
  | 'mode-path'
  | 'turn-rate-toggle'
  | 'pause'
  | 'step'
  | 'slow'
  | 'reset'
  | 'gallery-open'
  | 'scene-save'
  | 'scene-open'
  | 'scene-default'
  | 'record-clip'
  | 'add-missile'
  | 'add-character'
  | 'remove-entity'
  | 'next-type'
  | 'select-next'
  | 'zoom-in'
  | 'zoom-out'
  | 'zoom-reset'
  | 'debug-toggle'
  | 'step-response-toggle'
  | 'race-toggle'
  | 'hunt-toggle'
  | 'intercept-toggle'
  | 'challenges-toggle'
  | 'add-wall'
  | 'add-box'
  | 'add-rock'
  | 'add-crate'
  | 'clear-obstacles'
  | 'panel-toggle'
  | 'tour-toggle'
  | 'help-toggle';

/** One action: its button label and tooltip, and the keys that trigger it. */
export interface ActionSpec {
  readonly id: ActionId;
  /** Short button label. */
  readonly label: string;
  /** What it does, for the tooltip and the help. */
  readonly description: string;
  /**
   * Values of `KeyboardEvent.key` that trigger it (letters in lower case; matched ignoring case).
   * Empty: no key.
   */
  readonly keys: readonly string[];
  /** How the keys are written for people, e.g. "Space / P"; empty when there is no key. */
  readonly keyHint: string;
  /** Toolbar group; `null`: no button (keyboard only). */
  readonly group: 'mode' | 'turn' | 'time' | 'scene' | 'entities' | 'lab' | 'obstacles' | 'view' | 'help' | null;
  /** Whether holding the key repeats the action. */
  readonly repeats?: boolean;
}

/**
 * The one list of actions that the toolbar and the keyboard share, so a button and its key can
 * never disagree. Ids are a contract with the browser tests.
 */
export const ACTIONS: readonly ActionSpec[] = [
  { id: 'mode-track', label: 'Track', description: 'Track mode: every entity turns in place to face its target', keys: ['1'], keyHint: '1', group: 'mode' },
  { id: 'mode-seek', label: 'Seek', description: 'Seek mode: every entity moves to its target', keys: ['2'], keyHint: '2', group: 'mode' },
  { id: 'mode-path', label: 'Path', description: 'Path mode: drag on empty space to draw a path for the selected entity', keys: ['3'], keyHint: '3', group: 'mode' },
  { id: 'turn-rate-toggle', label: 'Turn rate', description: 'Max turn rate of every entity: high (4π rad/s²), then low (π rad/s²), then back to the mix they had (the opening\'s fast and slow)', keys: ['t'], keyHint: 'T', group: 'turn' },
  { id: 'pause', label: 'Pause', description: 'Pause or resume the simulation', keys: [' ', 'p'], keyHint: 'Space / P', group: 'time' },
  { id: 'step', label: 'Step', description: 'Advance exactly one fixed step (1/60 s) and stay paused', keys: ['n', '.'], keyHint: 'N / .', group: 'time', repeats: true },
  { id: 'slow', label: 'Slow ¼×', description: 'Slow motion: a quarter of real time', keys: ['s'], keyHint: 'S', group: 'time' },
  { id: 'reset', label: 'Reset', description: 'Put the scene back as on load, or as the scene file you opened (your tuning is kept)', keys: ['r'], keyHint: 'R', group: 'time' },
  {
    id: 'gallery-open',
    label: 'Gallery',
    description: 'The gallery: every example scene, tour step and challenge level as a card with a picture and its own link (also ?gallery)',
    keys: [],
    keyHint: '',
    group: 'scene',
  },
  {
    id: 'scene-save',
    label: 'Save scene',
    description: 'Download the scene on screen as a scenario file (JSON): entities, targets, paths, obstacles, disturbance, time base; npm run sim runs it',
    keys: [],
    keyHint: '',
    group: 'scene',
  },
  { id: 'scene-open', label: 'Open scene…', description: 'Open a scenario file (JSON), or drop one on the page: it plays from time 0', keys: [], keyHint: '', group: 'scene' },
  {
    id: 'record-clip',
    label: 'Record clip…',
    description: 'Record the play area as a WebM video, for the next seconds (2–30) or until you stop, then download it',
    keys: [],
    keyHint: '',
    group: 'scene',
  },
  { id: 'scene-default', label: 'Default scene', description: 'Leave an opened scene file for the opening scene', keys: [], keyHint: '', group: 'scene' },
  { id: 'add-missile', label: '+ Missile', description: 'Add a missile', keys: ['m'], keyHint: 'M', group: 'entities' },
  { id: 'add-character', label: '+ Character', description: 'Add a character', keys: ['c'], keyHint: 'C', group: 'entities' },
  { id: 'remove-entity', label: 'Remove', description: 'Remove the selected obstacle, or else the selected entity', keys: ['delete', 'backspace'], keyHint: 'Delete', group: 'entities' },
  { id: 'next-type', label: 'Next type', description: 'Replace the selected entity by the other type (missile ↔ character), as the original demo', keys: ['y'], keyHint: 'Y', group: 'entities' },
  { id: 'select-next', label: 'Select next', description: 'Select the next entity', keys: ['e'], keyHint: 'E', group: null },
  {
    id: 'step-response-toggle',
    label: 'Step response',
    description: 'Step-response view: turn by an angle from rest with each chosen controller and compare heading error, rise, overshoot and settling with the time-optimal limit',
    keys: ['v'],
    keyHint: 'V',
    group: 'lab',
  },
  { id: 'race-toggle', label: 'Race', description: 'Race mode: one copy of the selected entity per controller on the same course, colour-coded; again to restore the scene', keys: ['k'], keyHint: 'K', group: 'lab' },
  { id: 'hunt-toggle', label: 'Hunt', description: 'Hunt: every target moves, missiles chase them, hit, explode and respawn, unattended', keys: ['h'], keyHint: 'H', group: 'lab' },
  { id: 'intercept-toggle', label: 'Intercept', description: 'Intercept: copies of the missile aiming by pursuit, lead and proportional navigation chase one crossing target; the hit counts say which guidance law intercepts best', keys: ['i'], keyHint: 'I', group: 'lab' },
  {
    id: 'challenges-toggle',
    label: 'Challenges',
    description: `Challenges: ${countInWords(CHALLENGE_LEVELS.length)} levels with a measured goal; write your own controller in the editor and run it on them, against the built-in ones`,
    keys: ['l'],
    keyHint: 'L',
    group: 'lab',
  },
  { id: 'add-wall', label: 'Wall', description: 'Place a wall under the pointer (or at the view centre); drag it, Delete removes it', keys: ['w'], keyHint: 'W', group: 'obstacles' },
  { id: 'add-box', label: 'Box', description: 'Place a fixed box under the pointer (or at the view centre)', keys: ['b'], keyHint: 'B', group: 'obstacles' },
  { id: 'add-rock', label: 'Rock', description: 'Place a round rock under the pointer (or at the view centre)', keys: ['o'], keyHint: 'O', group: 'obstacles' },
  { id: 'add-crate', label: 'Crate', description: 'Place a loose crate that entities push around, under the pointer (or at the view centre)', keys: ['x'], keyHint: 'X', group: 'obstacles' },
  { id: 'clear-obstacles', label: 'Clear', description: 'Remove every obstacle', keys: [], keyHint: '', group: 'obstacles' },
  { id: 'zoom-in', label: '+', description: 'Zoom in', keys: ['+', '='], keyHint: '+', group: 'view', repeats: true },
  { id: 'zoom-out', label: '−', description: 'Zoom out', keys: ['-', '_'], keyHint: '−', group: 'view', repeats: true },
  { id: 'zoom-reset', label: 'Fit', description: 'Fit the world to the window', keys: ['0'], keyHint: '0', group: 'view' },
  { id: 'debug-toggle', label: 'Debug', description: 'Debug overlay: heading, desired heading, error arc, torque, velocity', keys: ['d'], keyHint: 'D', group: 'view' },
  { id: 'panel-toggle', label: 'Panel', description: 'Show or hide the tuning panel and the scope', keys: ['g'], keyHint: 'G', group: 'help' },
  { id: 'tour-toggle', label: 'Tour', description: 'The guided tour: the article and its video, step by step (start, resume or leave it)', keys: ['u'], keyHint: 'U', group: 'help' },
  { id: 'help-toggle', label: '?', description: 'Help: controls and the ideas of the article', keys: ['?'], keyHint: '?', group: 'help' },
];

/** The action a key triggers (`KeyboardEvent.key`), or undefined. */
export function actionForKey(key: string): ActionSpec | undefined {
  const normalized = key.toLowerCase();
  return ACTIONS.find((action) => action.keys.includes(normalized));
}
