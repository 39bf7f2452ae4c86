import type { EntityType } from './entities/EntitySettings';
import { CHARACTER_PARTS, MISSILE_PARTS } from './entities/shapes';
import type { Vec2Like } from './math/vec2';

/** Distance between neighbouring loops' corners in the crowd's grid, m. */
export const CROWD_SPACING_M = 12;

/** Side of the smallest loop, m; sides are 10, 13, 16 and 19 m in turn, so neighbours overlap. */
export const CROWD_LOOP_MIN_M = 10;

/** Step between loop sizes, m. */
const LOOP_SIZE_STEP_M = 3;

/** Where one entity of a crowd starts and the loop it follows (m, rad). */
export interface CrowdPlacement {
  readonly type: EntityType;
  /** Start position, m: on its loop, heading for the path's first corner. */
  readonly position: Readonly<Vec2Like>;
  /** Start angle, rad: along the side it starts on. */
  readonly angle: number;
  /** The looping path, four corners, m (the first is the corner ahead of the start). */
  readonly path: readonly Readonly<Vec2Like>[];
}

/** An axis-aligned rectangle of the world, m. */
export interface WorldRect {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

/** Every point of either entity's outline, in body coordinates (nose along +x), m. */
const OUTLINE_POINTS = [...MISSILE_PARTS, ...CHARACTER_PARTS].flatMap((part) => part.vertices);

/** Space kept between two starting bodies' boxes, m. */
const START_GAP_M = 0.5;

/** The box, in body coordinates, that holds either entity's outline with half the gap around it, m. */
const BODY_BOX = {
  minX: Math.min(...OUTLINE_POINTS.map(([x]) => x)) - START_GAP_M / 2,
  maxX: Math.max(...OUTLINE_POINTS.map(([x]) => x)) + START_GAP_M / 2,
  minY: Math.min(...OUTLINE_POINTS.map(([, y]) => y)) - START_GAP_M / 2,
  maxY: Math.max(...OUTLINE_POINTS.map(([, y]) => y)) + START_GAP_M / 2,
};

/** The golden ratio's fractional part: i·this (mod 1) spreads the entities' starting phases evenly, neighbours far apart. */
const PHASE_STEP = (Math.sqrt(5) - 1) / 2;

/** How far round its loop an entity's start moves when it would overlap one placed before, as a fraction of the loop. */
const PHASE_NUDGE = 1 / 24;

/**
 * The crowd of the benchmark (`?bench=N`, `npm run bench`, `npm run bench:flow`): `count`
 * entities, missiles and characters alternately (half each), on a square grid `CROWD_SPACING_M`
 * apart, each looping a square of its own whose side (10 to 19 m) exceeds the spacing now and
 * then, so neighbouring loops overlap, paths cross and bodies collide: a steady trickle of
 * contacts, not a pile-up. The grid is centred on the origin.
 *
 * Each entity starts somewhere along its loop, heading along the side it is on: entity i at the
 * fraction frac(i·0.618…) of the way round, moved on by 1/24 of the loop at a time while its box
 * would overlap the box of an entity placed before it (so planck never starts two bodies
 * overlapping). Started in step (every entity at its loop's corner, as until
 * issue 34), the whole crowd met on its first lap: touching contacts at 5 s were 1.7 times what
 * they are from 30 s on. Deterministic: the same count gives the same crowd.
 */
export function crowdLayout(count: number): CrowdPlacement[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be an integer ≥ 0, got ${count}`);
  const side = Math.ceil(Math.sqrt(count));
  const starts = new StartGrid();
  const placements: CrowdPlacement[] = [];
  for (let i = 0; i < count; i++) {
    const x = ((i % side) - side / 2) * CROWD_SPACING_M;
    const y = (Math.floor(i / side) - side / 2) * CROWD_SPACING_M;
    const size = CROWD_LOOP_MIN_M + (i % 4) * LOOP_SIZE_STEP_M;
    const corners = [
      { x, y },
      { x: x + size, y },
      { x: x + size, y: y + size },
      { x, y: y + size },
    ];
    const phase = freeStart(corners, (i * PHASE_STEP) % 1, starts);
    if (phase === null) throw new Error(`entity ${i} of the crowd has no free start on its loop`);
    placements.push({ type: i % 2 === 0 ? 'missile' : 'character', ...startOn(corners, phase) });
  }
  return placements;
}

/** The first phase from `phase` on, in steps of PHASE_NUDGE, whose start is clear of `starts` (then added to them); null if none is. */
function freeStart(corners: readonly Vec2Like[], phase: number, starts: StartGrid): number | null {
  for (let tries = 0; tries < 1 / PHASE_NUDGE; tries++) {
    const candidate = (phase + tries * PHASE_NUDGE) % 1;
    const box = startBox(startOn(corners, candidate));
    if (starts.isClear(box)) {
      starts.add(box);
      return candidate;
    }
  }
  return null;
}

/** The start at `phase` (0 ≤ phase < 1) of the way round the square loop `corners`, and the path from there. */
function startOn(corners: readonly Vec2Like[], phase: number): Pick<CrowdPlacement, 'position' | 'angle' | 'path'> {
  const along = phase * corners.length;
  const leg = Math.floor(along);
  const fraction = along - leg;
  const from = corners[leg] as Vec2Like;
  const to = corners[(leg + 1) % corners.length] as Vec2Like;
  const path = corners.map((_, k) => {
    const corner = corners[(leg + 1 + k) % corners.length] as Vec2Like;
    return { x: corner.x, y: corner.y };
  });
  return {
    position: { x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction },
    angle: Math.atan2(to.y - from.y, to.x - from.x),
    path,
  };
}

/** The world box that holds BODY_BOX turned by the start's angle and moved to its position, m. */
function startBox({ position, angle }: Pick<CrowdPlacement, 'position' | 'angle'>): WorldRect {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const x of [BODY_BOX.minX, BODY_BOX.maxX]) {
    for (const y of [BODY_BOX.minY, BODY_BOX.maxY]) {
      const wx = position.x + x * cos - y * sin;
      const wy = position.y + x * sin + y * cos;
      minX = Math.min(minX, wx);
      maxX = Math.max(maxX, wx);
      minY = Math.min(minY, wy);
      maxY = Math.max(maxY, wy);
    }
  }
  return { minX, maxX, minY, maxY };
}

/** Side of StartGrid's cells, m: more than any start box, so two boxes that overlap lie in the same or neighbouring cells. */
const GRID_CELL_M = CROWD_SPACING_M;

/** The boxes of the starts placed so far, bucketed by the cell of their low corner, to ask whether a new box is clear of them all. */
class StartGrid {
  private readonly cells = new Map<string, WorldRect[]>();

  isClear(box: WorldRect): boolean {
    const cx = Math.floor(box.minX / GRID_CELL_M);
    const cy = Math.floor(box.minY / GRID_CELL_M);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const other of this.cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          if (box.minX < other.maxX && other.minX < box.maxX && box.minY < other.maxY && other.minY < box.maxY) return false;
        }
      }
    }
    return true;
  }

  add(box: WorldRect): void {
    const key = `${Math.floor(box.minX / GRID_CELL_M)},${Math.floor(box.minY / GRID_CELL_M)}`;
    const cell = this.cells.get(key);
    if (cell) cell.push(box);
    else this.cells.set(key, [box]);
  }
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
