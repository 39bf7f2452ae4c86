import type { Vec2Like } from '../../sim/math/vec2';
import { CrowdedStartError } from '../../sim/startingOverlaps';

/** Rings of candidate spots around the wanted one, m: the spot itself, then 8 spots on each ring. */
const RING_RADII = [0, 3, 6, 10, 15];

/**
 * Puts a body near `wanted` (m): calls `place` with the spot itself, then with spots on growing
 * rings around it, until the world accepts one (it refuses a body that would start overlapping a
 * pile: see src/sim/startingOverlaps.ts). Returns what `place` made, or null when every spot was
 * refused. `keepInside` clamps each candidate (e.g. to the visible arena). Other errors pass through.
 */
export function placeWithRoom<T>(
  wanted: Readonly<Vec2Like>,
  place: (at: Vec2Like) => T,
  keepInside: (at: Vec2Like) => Vec2Like = (at) => at,
): T | null {
  for (const radius of RING_RADII) {
    const count = radius === 0 ? 1 : 8;
    for (let k = 0; k < count; k++) {
      const angle = (2 * Math.PI * k) / count;
      const at = keepInside({ x: wanted.x + radius * Math.cos(angle), y: wanted.y + radius * Math.sin(angle) });
      try {
        return place(at);
      } catch (error) {
        if (!(error instanceof CrowdedStartError)) throw error;
      }
    }
  }
  return null;
}
