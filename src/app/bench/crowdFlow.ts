import type { World } from 'planck';
import type { MovingEntity } from '../../sim/entities/MovingEntity';
import type { Vec2Like } from '../../sim/math/vec2';
import { percentile } from '../../sim/math/statistics';

/** How far off its own loop an entity may be and still count as on it, m. */
export const OFF_LOOP_M = 2;

/** Below this speed an entity counts as slow (stuck or jammed; the crowd flies at 10 m/s), m/s. */
export const SLOW_SPEED_M_S = 2;

/**
 * How a crowd flows at one moment: planck's contacts (pairs whose boxes overlap, and of those
 * the ones whose shapes touch) and how far its entities are from the loops they follow. A crowd
 * that flows keeps these about where they start; a crowd that jams gains touching contacts and
 * entities far off their loops, and slow ones.
 */
export interface CrowdFlow {
  /** Simulated time, s. */
  readonly time: number;
  /** planck's contacts: pairs of fixtures whose broad-phase boxes overlap. */
  readonly contacts: number;
  /** Of those, the pairs whose shapes touch. */
  readonly touching: number;
  /** Entities more than {@link OFF_LOOP_M} from their loop. */
  readonly offLoop: number;
  /** The 90th percentile of the entities' distances from their loops, m. */
  readonly offLoopP90: number;
  /** Entities slower than {@link SLOW_SPEED_M_S}. */
  readonly slow: number;
}

/** The distance from `point` to the segment a–b, m. */
function distanceToSegment(point: Readonly<Vec2Like>, a: Readonly<Vec2Like>, b: Readonly<Vec2Like>): number {
  const abX = b.x - a.x;
  const abY = b.y - a.y;
  const lengthSquared = abX * abX + abY * abY;
  const t = lengthSquared > 0 ? Math.max(0, Math.min(1, ((point.x - a.x) * abX + (point.y - a.y) * abY) / lengthSquared)) : 0;
  return Math.hypot(point.x - (a.x + t * abX), point.y - (a.y + t * abY));
}

/** The distance from `point` to the closed loop through `corners` (the last corner joins the first), m. */
export function distanceToLoop(point: Readonly<Vec2Like>, corners: readonly Readonly<Vec2Like>[]): number {
  let nearest = Infinity;
  for (let i = 0; i < corners.length; i++) {
    nearest = Math.min(nearest, distanceToSegment(point, corners[i] as Vec2Like, corners[(i + 1) % corners.length] as Vec2Like));
  }
  return nearest;
}

/**
 * Measures a crowd: `entities[i]` follows the closed loop `loops[i]`, in planck world `physics`
 * at simulated time `time` (s). Reads only; deterministic.
 */
export function measureCrowdFlow(
  physics: World,
  entities: readonly MovingEntity[],
  loops: readonly (readonly Readonly<Vec2Like>[])[],
  time: number,
): CrowdFlow {
  let contacts = 0;
  let touching = 0;
  for (let contact = physics.getContactList(); contact; contact = contact.getNext()) {
    contacts++;
    if (contact.isTouching()) touching++;
  }
  const distances: number[] = [];
  let offLoop = 0;
  let slow = 0;
  entities.forEach((entity, i) => {
    const distance = distanceToLoop(entity.position, loops[i] ?? []);
    distances.push(distance);
    if (distance > OFF_LOOP_M) offLoop++;
    if (Math.hypot(entity.velocity.x, entity.velocity.y) < SLOW_SPEED_M_S) slow++;
  });
  return { time, contacts, touching, offLoop, offLoopP90: percentile(distances, 90), slow };
}
