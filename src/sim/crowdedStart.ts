import type { Body, World } from 'planck';
import { Obstacle } from './obstacles/Obstacle';
import { CrowdedStartError, findOverlappingBodies, MAX_STARTING_OVERLAPS, type BodyRef } from './startingOverlaps';

/**
 * Throws a {@link CrowdedStartError} if `body` starts overlapping more than
 * {@link MAX_STARTING_OVERLAPS} bodies it collides with, leaving out those in `ignored` (see
 * startingOverlaps.ts): a pile would make every step cost the square of its size. The caller
 * destroys the body.
 */
export function refuseCrowdedStart(world: World, body: Body, ignored: ReadonlySet<Body> | null = null): void {
  if (pilesAccepted) return;
  const overlapping = findOverlappingBodies(world, body, MAX_STARTING_OVERLAPS, ignored);
  if (overlapping.length <= MAX_STARTING_OVERLAPS) return;
  throw new CrowdedStartError(
    refOf(body.getUserData()),
    overlapping.map((other) => refOf(other.getUserData())),
  );
}

/** Whether bodies may start piled up: only while a world is rebuilt from a snapshot of one that ran ({@link acceptingPiles}). */
let pilesAccepted = false;

/**
 * Runs `rebuild` with piles accepted: a world rebuilt from a snapshot of its own run (the history's
 * timeline) starts as that run had it, bodies piled up included; a scene from outside is refused
 * as ever. Returns what `rebuild` returns.
 */
export function acceptingPiles<T>(rebuild: () => T): T {
  const before = pilesAccepted;
  pilesAccepted = true;
  try {
    return rebuild();
  } finally {
    pilesAccepted = before;
  }
}

/** What a body belongs to, for a {@link CrowdedStartError}. */
function refOf(owner: unknown): BodyRef {
  if (owner instanceof Obstacle) return { kind: 'obstacle', id: owner.id, label: 'obstacle' };
  const entity = owner as { id?: unknown; type?: unknown } | null;
  return {
    kind: 'entity',
    id: typeof entity?.id === 'string' ? entity.id : '?',
    label: typeof entity?.type === 'string' ? entity.type : 'entity',
  };
}
