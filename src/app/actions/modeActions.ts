// The command modes' actions (Track, Seek, Path: keys 1, 2, 3): each sets every entity's mode and says what the mode does.
import type { Demo } from '../Demo';
import type { GameAction } from '../gameAction';

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

/** The command modes' actions, in the toolbar's order: Track (1), Seek (2), Path (3). */
export const MODE_ACTIONS = [
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
] as const satisfies readonly GameAction[];
