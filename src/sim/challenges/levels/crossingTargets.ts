import type { Target } from '../../targets/Target';
import type { SteeringWorld } from '../../SteeringWorld';
import type { HitEvent } from '../../worldEvents';
import type { ChallengeLevel, LevelPlay } from '../ChallengeLevel';
import { check, show } from './levelHelpers';

/** Motor limit, rad/s² (the demo's low preset). */
const LIMIT = Math.PI;
/** Targets to hit. */
const TARGET_COUNT = 5;
/** Time allowed, s. */
const TIME_LIMIT = 60;
/** The targets' speed across the arena, m/s. */
const TARGET_SPEED = 6;

/**
 * A missile at π rad/s² chases five targets that cross a 100 m × 66 m arena at 6 m/s (bouncing
 * off its edges), the nearest first, each removed when hit: all five within 60 s.
 */
export const crossingTargets: ChallengeLevel = {
  name: 'crossing-targets',
  title: 'Five crossing targets',
  goal:
    `Hit ${TARGET_COUNT} targets crossing the arena at ${TARGET_SPEED} m/s with a missile at π rad/s² (pursuit, the article’s), ` +
    `within ${TIME_LIMIT} s.`,
  why: 'The article’s game: every new target is a large turn taken at speed, and a missile that overshoots it flies loops instead of hits.',
  scoring: { label: 'time to the last hit', unit: 's', better: 'lower' },
  duration: TIME_LIMIT,
  // The arena the targets bounce in, m: the field the game shows at zoom 1, so that the level plays
  // the same in the game's scene as headless.
  world: { arena: { halfWidth: 50, halfHeight: 33 } },
  setup(world: SteeringWorld): LevelPlay {
    const starts = [
      { x: -40, y: 25, vx: 1, vy: 0 },
      { x: 40, y: -25, vx: -1, vy: 0.3 },
      { x: -30, y: -30, vx: 0.6, vy: 0.8 },
      { x: 35, y: 30, vx: -0.7, vy: -0.7 },
      { x: 0, y: 30, vx: 0.2, vy: -1 },
    ];
    starts.slice(0, TARGET_COUNT).forEach((start, index) => {
      const norm = Math.hypot(start.vx, start.vy);
      world.addTarget({
        id: `target-${index + 1}`,
        position: { x: start.x, y: start.y },
        radius: 1.5,
        motion: { type: 'linear', velocity: { x: (TARGET_SPEED * start.vx) / norm, y: (TARGET_SPEED * start.vy) / norm } },
      });
    });
    const entity = world.addEntity({
      id: 'player',
      type: 'missile',
      position: { x: 0, y: -30 },
      angle: Math.PI / 2,
      speed: 10,
      settings: { maxAngularAcceleration: LIMIT },
    });
    let hits = 0;
    let lastHit: number | null = null;
    const chaseNearest = () => {
      let nearest: Target | null = null;
      let best = Infinity;
      for (const target of world.targets) {
        const d = Math.hypot(target.position.x - entity.position.x, target.position.y - entity.position.y);
        if (d < best) {
          best = d;
          nearest = target;
        }
      }
      if (nearest) entity.chase(nearest);
    };
    chaseNearest();
    const metrics = () => ({ hits, lastHitSeconds: lastHit });
    return {
      entity,
      afterStep(w) {
        // Hits are read after the step; removing a body is safe then (never inside planck's callback).
        const hitTargetId = firstHitBy(entity.id, w.events.stepHits);
        if (hitTargetId !== null) {
          w.removeTarget(hitTargetId);
          hits++;
          lastHit = w.time;
          if (hits >= TARGET_COUNT) return check('passed', `all ${TARGET_COUNT} hit in ${show(lastHit, 1)} s`, lastHit, metrics());
          chaseNearest();
        }
        return check('running', `${hits} of ${TARGET_COUNT} hit at ${show(w.time, 1)} s`, null, metrics());
      },
      finish() {
        return check('failed', `${hits} of ${TARGET_COUNT} hit in ${TIME_LIMIT} s`, null, metrics());
      },
    };
  },
};

/** The target that `entityId` hit first in the last step, or null. */
function firstHitBy(entityId: string, hits: readonly HitEvent[]): string | null {
  for (const hit of hits) if (hit.entityId === entityId) return hit.targetId;
  return null;
}
