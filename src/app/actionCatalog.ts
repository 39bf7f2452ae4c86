import type { ActionSpec } from './presentation/actionSpec';
import { PLAYS, type PlayActionId } from './plays/playList';
import { radiansFigure } from './presentation/turnRateWords';
import { TURN_RATE_PRESETS } from '../sim/entities/EntitySettings';

export { ACTION_GROUPS, type ActionGroup, type ActionSpec, type ToolbarPlace } from './presentation/actionSpec';

/**
 * The actions before those of the ways of playing. Their order is that of their buttons within each
 * toolbar group (src/app/presentation/actionSpec.ts: ACTION_GROUPS) and the help's.
 */
const ACTIONS_BEFORE_PLAYS = [
  { id: 'mode-track', label: 'Track', description: 'Track mode: every entity turns in place to face its target', keys: ['1'], keyHint: '1', group: 'mode' },
  { id: 'mode-seek', label: 'Seek', description: 'Seek mode: every entity moves to its target', keys: ['2'], keyHint: '2', group: 'mode' },
  { id: 'mode-path', label: 'Path', description: 'Path mode: drag on empty space to draw a path for the selected entity', keys: ['3'], keyHint: '3', group: 'mode' },
  {
    id: 'turn-rate-toggle',
    label: 'Turn rate',
    description: `Max turn rate of every entity: high (${radiansFigure(TURN_RATE_PRESETS.high)}), then low (${radiansFigure(TURN_RATE_PRESETS.low)}), then back to the mix they had (the opening's fast and slow)`,
    keys: ['t'],
    keyHint: 'T',
    group: 'turn-rate',
  },
  { id: 'pause', label: 'Pause', description: 'Pause or resume the simulation', keys: [' ', 'p'], keyHint: 'Space / P', group: 'pause' },
  { id: 'step', label: 'Step', description: 'Advance exactly one fixed step (1/60 s) and stay paused', keys: ['n', '.'], keyHint: 'N / .', group: 'time-and-help', repeats: true },
  { id: 'slow', label: 'Slow ¼×', description: 'Slow motion: a quarter of real time', keys: ['s'], keyHint: 'S', group: 'time-and-help' },
  { id: 'rewind', label: 'Back 1 s', description: 'Go back 1 s on the timeline (the playground keeps its last minute): the game pauses there; change something and play again to compare', keys: [','], keyHint: ',', group: null, repeats: true },
  { id: 'replay-from-here', label: 'Play again from here', description: 'Play again from the moment the timeline shows: unchanged it repeats the recorded run; with a change (T, the panel, a drag) the recorded run plays beside it as a ghost', keys: ['a'], keyHint: 'A', group: null },
  {
    id: 'gallery-open',
    label: 'Gallery',
    menuLabel: 'Gallery…',
    description: 'The gallery: every example scene, tour step and challenge level as a card with a picture and its own link (also ?gallery)',
    keys: [],
    keyHint: '',
    group: 'scene',
  },
  {
    id: 'lab3d-open',
    label: '3D lab',
    menuLabel: '3D lab…',
    description: 'The 3D lab (a page of its own): a spacecraft turned by torque in 3D, and missiles',
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
  { id: 'scene-default', label: 'Default scene', description: 'Leave an opened scene file for the opening scene', keys: [], keyHint: '', group: 'scene' },
  {
    id: 'record-clip',
    label: 'Record clip…',
    description: 'Record the play area as a WebM video, for the next seconds (2–30) or until you stop, then download it',
    keys: [],
    keyHint: '',
    group: 'scene',
  },
  { id: 'reset', label: 'Reset', menuLabel: 'Reset scene', description: 'Put the scene back as on load, or as the scene file you opened (your tuning is kept)', keys: ['r'], keyHint: 'R', group: 'scene' },
  { id: 'add-missile', label: '+ Missile', description: 'Add a missile', keys: ['m'], keyHint: 'M', group: 'entities' },
  { id: 'add-character', label: '+ Character', description: 'Add a character', keys: ['c'], keyHint: 'C', group: 'entities' },
  { id: 'next-type', label: 'Next type', description: 'Replace the selected entity by the other type (missile ↔ character), as the original demo', keys: ['y'], keyHint: 'Y', group: 'entities' },
  { id: 'remove-entity', label: 'Remove', menuLabel: 'Remove selected', description: 'Remove the selected obstacle, or else the selected entity', keys: ['delete', 'backspace'], keyHint: 'Delete', group: 'entities' },
  { id: 'select-next', label: 'Select next', description: 'Select the next entity', keys: ['e'], keyHint: 'E', group: null },
] as const satisfies readonly ActionSpec[];

/** The actions after those of the ways of playing (in the same order as those before). */
const ACTIONS_AFTER_PLAYS = [
  {
    id: 'step-response-toggle',
    label: 'Step response',
    description: 'Step-response view: turn by an angle from rest with each chosen controller and compare heading error, rise, overshoot and settling with the time-optimal limit',
    keys: ['v'],
    keyHint: 'V',
    group: 'views',
  },
  {
    id: 'phase-plot-toggle',
    label: 'Phase plot',
    description: 'Phase plot: the selected entity’s heading error against its angular velocity over the last 5 s, with the time-optimal switching curve for its max turn rate',
    keys: ['f'],
    keyHint: 'F',
    group: 'views',
  },
  { id: 'add-wall', label: 'Wall', description: 'Place a wall under the pointer (or at the view centre); drag it, Delete removes it', keys: ['w'], keyHint: 'W', group: 'obstacles' },
  { id: 'add-box', label: 'Box', description: 'Place a fixed box under the pointer (or at the view centre)', keys: ['b'], keyHint: 'B', group: 'obstacles' },
  { id: 'add-rock', label: 'Rock', description: 'Place a round rock under the pointer (or at the view centre)', keys: ['o'], keyHint: 'O', group: 'obstacles' },
  { id: 'add-crate', label: 'Crate', description: 'Place a loose crate that entities push around, under the pointer (or at the view centre)', keys: ['x'], keyHint: 'X', group: 'obstacles' },
  { id: 'clear-obstacles', label: 'Clear', menuLabel: 'Clear obstacles', description: 'Remove every obstacle', keys: [], keyHint: '', group: 'obstacles' },
  { id: 'zoom-in', label: '+', menuLabel: 'Zoom in', description: 'Zoom in', keys: ['+', '='], keyHint: '+', group: 'camera', repeats: true },
  { id: 'zoom-out', label: '−', menuLabel: 'Zoom out', description: 'Zoom out', keys: ['-', '_'], keyHint: '−', group: 'camera', repeats: true },
  { id: 'zoom-reset', label: 'Fit', menuLabel: 'Fit view', description: 'Fit the world to the window', keys: ['0'], keyHint: '0', group: 'camera' },
  { id: 'debug-toggle', label: 'Debug', menuLabel: 'Debug overlay', description: 'Debug overlay: heading, desired heading, error arc, torque, velocity', keys: ['d'], keyHint: 'D', group: 'views' },
  { id: 'tour-toggle', label: 'Tour', description: 'The guided tour: the article and its video, step by step (start, resume or leave it)', keys: ['u'], keyHint: 'U', group: 'time-and-help' },
  { id: 'panel-toggle', label: 'Panel', description: 'Show or hide the tuning panel and the scope', keys: ['g'], keyHint: 'G', group: 'time-and-help' },
  { id: 'help-toggle', label: '?', menuLabel: 'Help', description: 'Help: controls and the ideas of the article', keys: ['?'], keyHint: '?', group: 'time-and-help' },
] as const satisfies readonly ActionSpec[];

/** Every player action, by the DOM id of its toolbar button. */
export type ActionId = (typeof ACTIONS_BEFORE_PLAYS)[number]['id'] | PlayActionId | (typeof ACTIONS_AFTER_PLAYS)[number]['id'];

/** The actions that open and close a part of the page (the game hands them to the page: GameUiPort.togglePart). */
export type PagePartAction = 'help-toggle' | 'panel-toggle' | 'step-response-toggle' | 'phase-plot-toggle' | 'tour-toggle' | 'challenges-toggle';

/** The actions of the ways of playing, each declared in its entry of src/app/plays/playList.ts, in that list's order. */
const PLAY_ACTIONS = Object.values(PLAYS).flatMap((play) => (play.action ? [play.action as ActionSpec<PlayActionId>] : []));

/**
 * The one list of actions that the toolbar, the keyboard and the help share, so a button and its
 * key can never disagree: the toolbar places each by its group, in this order. Ids are a contract
 * with the browser tests.
 */
export const ACTIONS: readonly ActionSpec<ActionId>[] = [...ACTIONS_BEFORE_PLAYS, ...PLAY_ACTIONS, ...ACTIONS_AFTER_PLAYS];

/** The action of id `id`. */
export function actionById(id: ActionId): ActionSpec<ActionId> {
  const action = ACTIONS.find((candidate) => candidate.id === id);
  if (!action) throw new Error(`the action catalogue lacks ${id}`);
  return action;
}

/** The action a key triggers (`KeyboardEvent.key`), or undefined. */
export function actionForKey(key: string): ActionSpec<ActionId> | undefined {
  const normalized = key.toLowerCase();
  return ACTIONS.find((action) => action.keys.includes(normalized));
}
