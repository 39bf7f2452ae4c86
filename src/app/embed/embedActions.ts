import type { ActionId } from '../actionCatalog';

/**
 * The actions an embedded game (`?embed=1`) runs, by its bar or its keys: time (play/pause, step,
 * slow motion, reset), the turn rate, the modes, the selection (for the arrow keys' moves) and the
 * view. Everything that opens a part the embed does not show (the panel, the tour, the help, the
 * challenges, the lab's views) or changes what is in the scene (entities, obstacles, scene files)
 * stays in the full demo, one link away.
 */
export const EMBED_ACTIONS: ReadonlySet<ActionId> = new Set<ActionId>([
  'pause',
  'step',
  'slow',
  'reset',
  'turn-rate-toggle',
  'mode-track',
  'mode-seek',
  'mode-path',
  'select-next',
  'zoom-in',
  'zoom-out',
  'zoom-reset',
  'debug-toggle',
]);

/** Whether an embedded game runs action `id`. */
export function runsInEmbed(id: ActionId): boolean {
  return EMBED_ACTIONS.has(id);
}
