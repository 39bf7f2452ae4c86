import type { Arena } from '../../sim/targets/Target';

/**
 * The part of the world the view always shows at zoom 1 (100 m × 66 m, centred on the origin):
 * moving targets bounce inside it, respawns and new targets appear inside it.
 */
export const VISIBLE_ARENA: Readonly<Arena> = Object.freeze({ halfWidth: 50, halfHeight: 33 });
