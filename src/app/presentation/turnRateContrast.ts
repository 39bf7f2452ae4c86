import type { EntityRecord } from '../model/EntityState';

/** The slow missile's overshoot must be at least this for the opening's claim, degrees. */
const CLAIM_MIN_OVERSHOOT_DEG = 10;

/** The opening's story as measured: a fast and a slow missile and the overshoot of their latest turns, degrees. */
export interface TurnRateContrast {
  readonly fastId: string;
  readonly slowId: string;
  readonly fastOvershootDeg: number;
  readonly slowOvershootDeg: number;
}

/**
 * Whether the scene on screen shows the opening's claim, measured: a fast missile that swings onto
 * its target and a slow one that overshoots. Among the missiles it takes the one with the highest
 * max turn rate and the one with the lowest (they must differ: where every missile is fast there
 * is no such story), each with a measured latest turn (src/sim/metrics/TurnMeter.ts); the claim
 * holds when the slow one overshot by {@link CLAIM_MIN_OVERSHOOT_DEG} or more and the fast one by
 * at most half as much. Null otherwise: the game then does not make the claim.
 */
export function measuredContrast(records: readonly EntityRecord[]): TurnRateContrast | null {
  let fast: EntityRecord | null = null;
  let slow: EntityRecord | null = null;
  for (const record of records) {
    if (record.entity.type !== 'missile') continue;
    const rate = record.entity.maxAngularAcceleration;
    if (!fast || rate > fast.entity.maxAngularAcceleration) fast = record;
    if (!slow || rate < slow.entity.maxAngularAcceleration) slow = record;
  }
  if (!fast || !slow || !(slow.entity.maxAngularAcceleration < fast.entity.maxAngularAcceleration)) return null;
  const fastOvershootDeg = fast.turns.lastOvershootDeg;
  const slowOvershootDeg = slow.turns.lastOvershootDeg;
  if (fastOvershootDeg === null || slowOvershootDeg === null) return null;
  if (slowOvershootDeg < CLAIM_MIN_OVERSHOOT_DEG || fastOvershootDeg > slowOvershootDeg / 2) return null;
  return { fastId: fast.entity.id, slowId: slow.entity.id, fastOvershootDeg, slowOvershootDeg };
}
