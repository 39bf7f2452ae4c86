// The obstacles' actions (More › Obstacles): a wall (W), a box (B), a rock (O) or a crate (X) placed under the pointer, and Clear.
import type { GameAction } from '../gameAction';
import type { Vec2Like } from '../../sim/math/vec2';
import { OBSTACLE_LABELS, type ObstacleKind } from '../model/obstacleKinds';

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

/** The actions that place an obstacle, in the toolbar's order. */
const PLACE_ACTIONS = [
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
const OBSTACLES_IN_WORDS = PLACE_ACTIONS.map((action) => `${action.label} (${action.keyHint})`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

/** The obstacles' actions, in the menu's order: the four that place one, then Clear. */
export const OBSTACLE_ACTIONS = [
  ...PLACE_ACTIONS,
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
] as const satisfies readonly GameAction[];
