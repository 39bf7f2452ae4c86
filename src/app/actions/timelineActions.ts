// The timeline's keys: back 1 s (,), back to the start (Home), play again from the moment shown (A); keyboard only, no toolbar button.
import type { ActionWord, GameAction } from '../gameAction';

/** The word of a history move that was refused, or none. */
function said(result: { readonly ok: boolean; readonly message?: string }): ActionWord | null {
  return result.ok ? null : { say: result.message ?? '', tone: 'error' };
}

/** The timeline's actions, in the help's order. */
export const TIMELINE_ACTIONS = [
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
] as const satisfies readonly GameAction[];
