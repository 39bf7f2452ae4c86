import { actionById, type ActionId } from '../actionList';

/**
 * Whether an embedded game (`?embed=1`) runs action `id`, by its bar or its keys, as its catalogue
 * entry says (`when.embed`): time (play/pause, step, slow motion, reset), the turn rate, the modes,
 * the selection (for the arrow keys' moves) and the view. Everything that opens a part the embed
 * does not show (the panel, the tour, the help, the challenges, the lab's views) or changes what is
 * in the scene (entities, obstacles, scene files) stays in the full demo, one link away.
 */
export function runsInEmbed(id: ActionId): boolean {
  return actionById(id).when?.embed === true;
}
