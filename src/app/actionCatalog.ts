// The catalog of the player's actions, in the toolbar's and the help's order: each declared once, in the file of its group (actions/),
// with its keys, words, place, when it runs, what it does and how its pressed state reads.
import type { GameAction } from './gameAction';
import { CAMERA_ACTIONS } from './actions/cameraActions';
import { CLOCK_ACTIONS } from './actions/clockActions';
import { ENTITY_ACTIONS } from './actions/entityActions';
import { HELP_ACTIONS } from './actions/helpActions';
import { MODE_ACTIONS } from './actions/modeActions';
import { OBSTACLE_ACTIONS } from './actions/obstacleActions';
import { SCENE_ACTIONS } from './actions/sceneActions';
import { TIMELINE_ACTIONS } from './actions/timelineActions';
import { TURN_RATE_ACTION } from './actions/turnRateAction';
import { DEBUG_ACTION, PHASE_PLOT_ACTION, STEP_RESPONSE_ACTION, USE_IN_GAME_ACTION } from './actions/viewActions';

export {
  ACTION_GROUPS,
  type ActionGroup,
  type ActionSpec,
  type ActionWhen,
  type PagePart,
  type ToolbarPlace,
} from './presentation/actionSpec';
export type { ActionContext, ActionEffect, ActionReads, ActionWord, GameAction, ViewControls } from './gameAction';
export { TURN_RATE_ACTION } from './actions/turnRateAction';
export { PAUSE_ACTION } from './actions/clockActions';
export { RESET_ACTION } from './actions/sceneActions';

/**
 * The actions before those of the ways of playing (theirs are in their entries of
 * src/app/plays/playList.ts). Their order is that of their buttons within each toolbar group
 * (ACTION_GROUPS) and the help's.
 */
export const ACTIONS_BEFORE_PLAYS = [
  ...MODE_ACTIONS,
  TURN_RATE_ACTION,
  ...CLOCK_ACTIONS,
  ...TIMELINE_ACTIONS,
  ...SCENE_ACTIONS,
  ...ENTITY_ACTIONS,
] as const satisfies readonly GameAction[];

/** The actions after those of the ways of playing (in the same order as those before). */
export const ACTIONS_AFTER_PLAYS = [
  STEP_RESPONSE_ACTION,
  PHASE_PLOT_ACTION,
  ...OBSTACLE_ACTIONS,
  ...CAMERA_ACTIONS,
  USE_IN_GAME_ACTION,
  DEBUG_ACTION,
  ...HELP_ACTIONS,
] as const satisfies readonly GameAction[];

/** The id of every action declared here (the ways of playing declare theirs: PlayActionId). */
export type CatalogActionId = (typeof ACTIONS_BEFORE_PLAYS)[number]['id'] | (typeof ACTIONS_AFTER_PLAYS)[number]['id'];
