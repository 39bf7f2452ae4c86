import type { Vec2Like } from '../../sim/math/vec2';
import type { Arena } from '../../sim/targets/Target';

/** Fraction of the arena's half sizes where respawn points stand (inside its edge). */
const SPAWN_INSET = 0.86;

/** Unit positions of the respawn points: the corners and the middles of the edges. */
const SPAWN_UNITS: readonly (readonly [number, number])[] = [
  [-1, 1],
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
];

/** How many respawn points there are (a missile's `spawnIndex` is one of them, or -1 before its first respawn). */
export const SPAWN_POINT_COUNT = SPAWN_UNITS.length;

/** Where a respawning missile starts: a point, the angle it faces (rad) and which spawn point it is. */
export interface SpawnChoice {
  position: Vec2Like;
  angle: number;
  index: number;
}

/**
 * A spawn point for a missile that hit `target`: of eight points near the arena's edge, the one
 * farthest from the target (so that the next hit takes a real flight), never the one used last
 * (`previousIndex`) so that respawns vary. It faces the target: a launch, not a turn.
 */
export function chooseSpawn(target: Readonly<Vec2Like>, arena: Readonly<Arena>, previousIndex: number): SpawnChoice {
  let best = -1;
  let bestDistance = -1;
  for (let i = 0; i < SPAWN_UNITS.length; i++) {
    if (i === previousIndex) continue;
    const [ux, uy] = SPAWN_UNITS[i] as readonly [number, number];
    const d = Math.hypot(ux * arena.halfWidth * SPAWN_INSET - target.x, uy * arena.halfHeight * SPAWN_INSET - target.y);
    if (d > bestDistance) {
      bestDistance = d;
      best = i;
    }
  }
  const [ux, uy] = SPAWN_UNITS[best] as readonly [number, number];
  const position = { x: ux * arena.halfWidth * SPAWN_INSET, y: uy * arena.halfHeight * SPAWN_INSET };
  return { position, angle: Math.atan2(target.y - position.y, target.x - position.x), index: best };
}

/**
 * Where a target that was reached jumps to: a point inside the arena (with `margin` m to spare) at
 * least `minDistance` m from `from` (the entity that reached it), picked with `random` in [0, 1).
 * Falls back to the arena point farthest from `from` after a few tries.
 */
export function chooseTargetSpot(
  from: Readonly<Vec2Like>,
  arena: Readonly<Arena>,
  random: () => number,
  minDistance = 25,
  margin = 6,
): Vec2Like {
  const width = Math.max(0, arena.halfWidth - margin);
  const height = Math.max(0, arena.halfHeight - margin);
  for (let attempt = 0; attempt < 12; attempt++) {
    const spot = { x: (random() * 2 - 1) * width, y: (random() * 2 - 1) * height };
    if (Math.hypot(spot.x - from.x, spot.y - from.y) >= minDistance) return spot;
  }
  return { x: from.x > 0 ? -width : width, y: from.y > 0 ? -height : height };
}
