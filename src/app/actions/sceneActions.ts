// The scene's actions (More › Scene): the gallery, the 3D lab, a scene file saved or opened, the default scene, a clip, and Reset (R).
import type { GameAction } from '../gameAction';

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

/** The scene's actions, in the menu's order (Reset last). */
export const SCENE_ACTIONS = [
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
] as const satisfies readonly GameAction[];
