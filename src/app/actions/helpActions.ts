// The wide bar's last buttons: the guided tour (U), the tuning panel (G) and the help (?).
import type { GameAction } from '../gameAction';

/** The tour, the panel and the help, in the bar's order. */
export const HELP_ACTIONS = [
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
