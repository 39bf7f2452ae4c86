// The camera's actions (More › Camera): zoom in (+), zoom out (−), fit the world to the window (0).
import type { GameAction } from '../gameAction';

/** Zoom factor of one press of + or −. */
const ZOOM_STEP = 1.25;

/** The camera's actions, in the menu's order. */
export const CAMERA_ACTIONS = [
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
] as const satisfies readonly GameAction[];
