// The entities' actions (More › Entities): add a missile (M) or a character (C), the next type (Y), remove (Delete), select the next (E).
import type { GameAction } from '../gameAction';

/** The entities' actions, in the menu's order (Select next, keyboard only, last). */
export const ENTITY_ACTIONS = [
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
