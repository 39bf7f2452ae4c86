// The catalog of the player's actions: each declared once, with its keys, words, place, when it runs, what it does and how its pressed
// state reads.
import type { Demo } from './Demo';
import type { ActionWord, GameAction } from './gameAction';
import type { Vec2Like } from '../sim/math/vec2';
import { radiansFigure } from './presentation/turnRateWords';
import { OBSTACLE_LABELS, type ObstacleKind } from './model/obstacleKinds';
import { TURN_RATE_PRESETS } from '../sim/entities/EntitySettings';

export {
  ACTION_GROUPS,
  type ActionGroup,
  type ActionSpec,
  type ActionWhen,
  type PagePart,
  type ToolbarPlace,
} from './presentation/actionSpec';
export type { ActionContext, ActionEffect, ActionReads, ActionWord, GameAction, ViewControls } from './gameAction';

/** Zoom factor of one press of + or −. */
const ZOOM_STEP = 1.25;

/** The word of a history move that was refused, or none. */
function said(result: { readonly ok: boolean; readonly message?: string }): ActionWord | null {
  return result.ok ? null : { say: result.message ?? '', tone: 'error' };
}

/** A command mode's action: the intent, and what the mode does in words. */
function modeAction<Id extends string>(
  id: Id,
  mode: 'track' | 'seek' | 'path',
  label: string,
  description: string,
  key: string,
  told: (demo: Demo) => string,
): GameAction<Id> {
  return {
    id,
    label,
    description,
    keys: [key],
    keyHint: key,
    group: 'mode',
    when: { embed: true },
    does: { intent: () => ({ kind: 'setMode', mode }), told },
    pressed: ({ demo }) => demo.editor.entities.mode === mode,
  };
}

/** An obstacle's action: placed under the pointer (or at the view's centre), and how to move it. */
function obstacleAction<Id extends string>(
  id: Id,
  obstacle: ObstacleKind,
  label: string,
  description: string,
  key: string,
): GameAction<Id> {
  const placed: Vec2Like = { x: 0, y: 0 };
  return {
    id,
    label,
    description,
    keys: [key],
    keyHint: key.toUpperCase(),
    group: 'obstacles',
    does: {
      intent: ({ view }) => ({ kind: 'addObstacle', obstacle, at: view.placementPoint(placed) }),
      told: () => `A ${OBSTACLE_LABELS[obstacle]}: drag it to move it (it shoves what is in the way); Delete removes it.`,
    },
  };
}

/** The obstacles' actions, in the toolbar's order. */
const OBSTACLE_ACTIONS = [
  obstacleAction('add-wall', 'wall', 'Wall', 'Place a wall under the pointer (or at the view centre); drag it, Delete removes it', 'w'),
  obstacleAction('add-box', 'box', 'Box', 'Place a fixed box under the pointer (or at the view centre)', 'b'),
  obstacleAction('add-rock', 'rock', 'Rock', 'Place a round rock under the pointer (or at the view centre)', 'o'),
  obstacleAction(
    'add-crate',
    'crate',
    'Crate',
    'Place a loose crate that entities push around, under the pointer (or at the view centre)',
    'x',
  ),
] as const;

/** "Wall (W), Box (B), Rock (O) or Crate (X)": the obstacles' buttons with their keys. */
const OBSTACLES_IN_WORDS = OBSTACLE_ACTIONS.map((action) => `${action.label} (${action.keyHint})`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

/** The Turn rate toggle (T): every entity's max turn rate high, low, then the mix they had. */
export const TURN_RATE_ACTION = {
  id: 'turn-rate-toggle',
  label: 'Turn rate',
  description:
    `Max turn rate of every entity: high (${radiansFigure(TURN_RATE_PRESETS.high)}), then low ` +
    `(${radiansFigure(TURN_RATE_PRESETS.low)}), then back to the mix they had (the opening's fast and slow)`,
  keys: ['t'],
  keyHint: 'T',
  group: 'turn-rate',
  when: { embed: true },
  face: 'turn-rate',
  embedBar: 3,
  hint: 'wide',
  does: { intent: () => ({ kind: 'toggleTurnRate' }) },
  pressed: ({ demo }) => demo.tuning.turnRatePreset === 'low',
  setting: true,
} as const satisfies GameAction;

/** Pause or resume (Space, P). */
export const PAUSE_ACTION = {
  id: 'pause',
  label: 'Pause',
  description: 'Pause or resume the simulation',
  keys: [' ', 'p'],
  keyHint: 'Space / P',
  group: 'pause',
  when: { embed: true },
  face: 'play',
  embedBar: 1,
  does: { view: ({ demo }) => (demo.clock.togglePause(), null) },
  pressed: ({ demo }) => demo.clock.paused,
} as const satisfies GameAction;

/** The scene as on load, or as the scene file opened (R). */
export const RESET_ACTION = {
  id: 'reset',
  label: 'Reset',
  menuLabel: 'Reset scene',
  description: 'Put the scene back as on load, or as the scene file you opened (your tuning is kept)',
  keys: ['r'],
  keyHint: 'R',
  group: 'scene',
  when: { embed: true, comparing: 'asks' },
  embedBar: 2,
  // What the pointer holds goes first: the scene it was in is replaced.
  does: { intent: ({ view }) => (view.letGo(), { kind: 'reset' }) },
} as const satisfies GameAction;

/**
 * The actions before those of the ways of playing (theirs are in their entries of
 * src/app/plays/playList.ts). Their order is that of their buttons within each toolbar group
 * (ACTION_GROUPS) and the help's.
 */
export const ACTIONS_BEFORE_PLAYS = [
  modeAction(
    'mode-track',
    'track',
    'Track',
    'Track mode: every entity turns in place to face its target',
    '1',
    () => 'Track: drag a target ring; its entity turns in place to face it.',
  ),
  modeAction(
    'mode-seek',
    'seek',
    'Seek',
    'Seek mode: every entity moves to its target',
    '2',
    () => 'Seek: drag a target ring; its entity flies to it.',
  ),
  modeAction('mode-path', 'path', 'Path', 'Path mode: drag on empty space to draw a path for the selected entity', '3', (demo) => {
    const selected = demo.editor.entities.selectedId;
    return selected === null
      ? 'Path: click an entity, then drag on empty space to draw its path.'
      : `Path: drag on empty space to draw a path for ${selected}; drag a numbered waypoint to move it.`;
  }),
  TURN_RATE_ACTION,
  PAUSE_ACTION,
  {
    id: 'step',
    label: 'Step',
    description: 'Advance exactly one fixed step (1/60 s) and stay paused',
    keys: ['n', '.'],
    keyHint: 'N / .',
    group: 'time-and-help',
    repeats: true,
    when: { embed: true },
    does: { view: ({ demo }) => (demo.clock.singleStep(), null) },
  },
  {
    id: 'slow',
    label: 'Slow ¼×',
    description: 'Slow motion: a quarter of real time',
    keys: ['s'],
    keyHint: 'S',
    group: 'time-and-help',
    when: { embed: true },
    does: { view: ({ demo }) => (demo.clock.toggleSlowMotion(), null) },
    pressed: ({ demo }) => demo.clock.slowMotion,
    setting: true,
  },
  {
    id: 'rewind',
    label: 'Back 1 s',
    description:
      'Go back 1 s on the timeline (the playground keeps its last minute): the game pauses there; change something and play ' +
      'again to compare',
    keys: [','],
    keyHint: ',',
    group: null,
    repeats: true,
    does: {
      view: ({ demo: { history, clock } }) =>
        said(
          history.available ? history.show(Math.max(history.oldestStep, history.shownStep - Math.round(1 / clock.dt))) : history.show(-1),
        ),
    },
  },
  {
    id: 'rewind-start',
    label: 'Back to the start',
    description:
      'Go to the oldest moment the timeline keeps (within a minute of a scene’s start, its first moment: where the classic ' +
      'what-if begins): the game pauses there',
    keys: ['home'],
    keyHint: 'Home',
    group: null,
    does: { view: ({ demo: { history } }) => said(history.show(history.available ? history.oldestStep : -1)) },
  },
  {
    id: 'replay-from-here',
    label: 'Play again from here',
    description:
      'Play again from the moment the timeline shows: unchanged it repeats the recorded run; with a change (T, the panel, a ' +
      'drag) the recorded run plays beside it as a ghost',
    keys: ['a'],
    keyHint: 'A',
    group: null,
    does: { view: ({ demo }) => said(demo.history.playAgain()) },
  },
  {
    id: 'gallery-open',
    label: 'Gallery',
    menuLabel: 'Gallery…',
    description:
      'The gallery: every example scene, tour step and challenge level as a card with a picture and its own link (also ?gallery)',
    keys: [],
    keyHint: '',
    group: 'scene',
    does: { part: 'gallery' },
  },
  {
    id: 'lab3d-open',
    label: '3D lab',
    menuLabel: '3D lab…',
    description: 'The 3D lab (a page of its own): a spacecraft turned by torque in 3D, and missiles',
    keys: [],
    keyHint: '',
    group: 'scene',
    does: { part: 'lab3d' },
  },
  {
    id: 'scene-save',
    label: 'Save scene',
    description:
      'Download the scene on screen as a scenario file (JSON): entities, targets, paths, obstacles, disturbance, time base; npm ' +
      'run sim runs it',
    keys: [],
    keyHint: '',
    group: 'scene',
    does: { part: 'scene-save' },
  },
  {
    id: 'scene-open',
    label: 'Open scene…',
    description: 'Open a scenario file (JSON), or drop one on the page: it plays from time 0',
    keys: [],
    keyHint: '',
    group: 'scene',
    does: { part: 'scene-open' },
  },
  {
    id: 'scene-default',
    label: 'Default scene',
    description: 'Leave an opened scene file for the opening scene',
    keys: [],
    keyHint: '',
    group: 'scene',
    when: { comparing: 'asks' },
    does: { intent: ({ view }) => (view.letGo(), { kind: 'closeScene' }), told: () => 'The opening scene is back.' },
  },
  {
    id: 'record-clip',
    label: 'Record clip…',
    description: 'Record the play area as a WebM video, for the next seconds (2–30) or until you stop, then download it',
    keys: [],
    keyHint: '',
    group: 'scene',
    does: { part: 'clips' },
  },
  RESET_ACTION,
  {
    id: 'add-missile',
    label: '+ Missile',
    description: 'Add a missile',
    keys: ['m'],
    keyHint: 'M',
    group: 'entities',
    does: { intent: () => ({ kind: 'addEntity', type: 'missile' }) },
  },
  {
    id: 'add-character',
    label: '+ Character',
    description: 'Add a character',
    keys: ['c'],
    keyHint: 'C',
    group: 'entities',
    does: { intent: () => ({ kind: 'addEntity', type: 'character' }) },
  },
  {
    id: 'next-type',
    label: 'Next type',
    description: 'Replace the selected entity by the other type (missile ↔ character), as the original demo',
    keys: ['y'],
    keyHint: 'Y',
    group: 'entities',
    does: { intent: () => ({ kind: 'nextType' }) },
  },
  {
    id: 'remove-entity',
    label: 'Remove',
    menuLabel: 'Remove selected',
    description: 'Remove the selected obstacle, or else the selected entity',
    keys: ['delete', 'backspace'],
    keyHint: 'Delete',
    group: 'entities',
    does: {
      intent: ({ demo }) => {
        const obstacle = demo.editor.obstacles.selectedId;
        return obstacle !== null ? { kind: 'removeObstacle', obstacle } : { kind: 'removeEntity' };
      },
      refusal: 'Select an entity or an obstacle first (click or tap it).',
    },
  },
  {
    id: 'select-next',
    label: 'Select next',
    description: 'Select the next entity',
    keys: ['e'],
    keyHint: 'E',
    group: null,
    when: { embed: true },
    does: { view: ({ demo }) => (demo.editor.entities.selectNext(), null) },
  },
] as const satisfies readonly GameAction[];

/** The actions after those of the ways of playing (in the same order as those before). */
export const ACTIONS_AFTER_PLAYS = [
  {
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
  },
  {
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
  },
  ...OBSTACLE_ACTIONS,
  {
    id: 'clear-obstacles',
    label: 'Clear',
    menuLabel: 'Clear obstacles',
    description: 'Remove every obstacle',
    keys: [],
    keyHint: '',
    group: 'obstacles',
    does: {
      intent: ({ demo }) =>
        demo.view.obstacles.length === 0
          ? { say: `There are no obstacles to clear: place some with ${OBSTACLES_IN_WORDS}.`, tone: 'info' }
          : { kind: 'clearObstacles' },
    },
  },
  {
    id: 'zoom-in',
    label: '+',
    menuLabel: 'Zoom in',
    description: 'Zoom in',
    keys: ['+', '='],
    keyHint: '+',
    group: 'camera',
    repeats: true,
    when: { embed: true },
    does: { view: ({ view }) => (view.zoomBy(ZOOM_STEP), null) },
  },
  {
    id: 'zoom-out',
    label: '−',
    menuLabel: 'Zoom out',
    description: 'Zoom out',
    keys: ['-', '_'],
    keyHint: '−',
    group: 'camera',
    repeats: true,
    when: { embed: true },
    does: { view: ({ view }) => (view.zoomBy(1 / ZOOM_STEP), null) },
  },
  {
    id: 'zoom-reset',
    label: 'Fit',
    menuLabel: 'Fit view',
    description: 'Fit the world to the window',
    keys: ['0'],
    keyHint: '0',
    group: 'camera',
    when: { embed: true },
    does: { view: ({ view }) => (view.fit(), null) },
  },
  {
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
  },
  {
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
  },
  {
    id: 'tour-toggle',
    label: 'Tour',
    description: 'The guided tour: the article and its video, step by step (start, resume or leave it)',
    keys: ['u'],
    keyHint: 'U',
    group: 'time-and-help',
    does: { part: 'tour' },
  },
  {
    id: 'panel-toggle',
    label: 'Panel',
    description: 'Show or hide the tuning panel and the scope',
    keys: ['g'],
    keyHint: 'G',
    group: 'time-and-help',
    does: { part: 'panel' },
    pressed: ({ isOpen }) => isOpen('panel'),
  },
  {
    id: 'help-toggle',
    label: '?',
    menuLabel: 'Help',
    description: 'Help: controls and the ideas of the article',
    keys: ['?'],
    keyHint: '?',
    group: 'time-and-help',
    hint: 'always',
    does: { part: 'help' },
    pressed: ({ isOpen }) => isOpen('help'),
  },
] as const satisfies readonly GameAction[];

/** The id of every action declared here (the ways of playing declare theirs: PlayActionId). */
export type CatalogActionId = (typeof ACTIONS_BEFORE_PLAYS)[number]['id'] | (typeof ACTIONS_AFTER_PLAYS)[number]['id'];
