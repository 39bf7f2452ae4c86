import type { EntityType } from './entities/EntitySettings';
import type { Vec2Like } from './math/vec2';

/** Distance between neighbouring loops' corners in the crowd's grid, m. */
const CROWD_SPACING_M = 12;

/** Side of the smallest loop, m; sides are 10, 13, 16 and 19 m in turn, so neighbours overlap. */
const CROWD_LOOP_MIN_M = 10;

/** Step between loop sizes, m. */
const LOOP_SIZE_STEP_M = 3;

/** Where one entity of a crowd starts and the loop it follows (m, rad). */
export interface CrowdPlacement {
  readonly type: EntityType;
  /** Start position, m. */
  readonly position: Readonly<Vec2Like>;
  /** Start angle, rad. */
  readonly angle: number;
  /** The looping path, m (copied by the crowd). */
  readonly path: readonly Readonly<Vec2Like>[];
}

/** An axis-aligned rectangle of the world, m. */
export interface WorldRect {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

/**
 * The crowd of the benchmark (`?bench=N`, `npm run bench`, `npm run bench:flow`): `count`
 * entities, missiles and characters alternately (half each), on a square grid `CROWD_SPACING_M`
 * apart, each looping a square of its own whose side (10 to 19 m) exceeds the spacing now and
 * then, so neighbouring loops overlap, paths cross and bodies collide: a steady trickle of
 * contacts, not a pile-up. The grid is centred on the origin. Each entity starts at rest at its
 * loop's last corner, 12 m from its neighbours, so no two start touching; all start in step, so
 * the crowd meets on its first lap (docs/performance.md, "A crowd that starts out of step", says
 * why a start spread round the loops was tried and not kept). Deterministic: the same count
 * gives the same crowd.
 */
export function crowdLayout(count: number): CrowdPlacement[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be an integer ≥ 0, got ${count}`);
  const side = Math.ceil(Math.sqrt(count));
  const placements: CrowdPlacement[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i % side) - side / 2) * CROWD_SPACING_M;
    const y = (Math.floor(i / side) - side / 2) * CROWD_SPACING_M;
    const size = CROWD_LOOP_MIN_M + (i % 4) * LOOP_SIZE_STEP_M;
    placements.push({
      type: i % 2 === 0 ? 'missile' : 'character',
      position: { x, y },
      angle: (i * 0.7) % Math.PI,
      path: [
        { x: x + size, y },
        { x: x + size, y: y + size },
        { x, y: y + size },
        { x, y },
      ],
    });
  }
  return placements;
}

/** The rectangle that holds every loop of `placements` (m), with `margin` m around; null when empty. */
export function crowdBounds(placements: readonly CrowdPlacement[], margin = 4): WorldRect | null {
  if (placements.length === 0) return null;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const placement of placements) {
    for (const point of [placement.position, ...placement.path]) {
      minX = Math.min(minX, point.x);
      maxX = Math.max(maxX, point.x);
      minY = Math.min(minY, point.y);
      maxY = Math.max(maxY, point.y);
    }
  }
  return { minX: minX - margin, maxX: maxX + margin, minY: minY - margin, maxY: maxY + margin };
}
