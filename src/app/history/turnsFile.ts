import { z } from 'zod';
import { booleanField, enumField, numberField } from '../../sim/validation/fields';

/**
 * The rules of a record's turn measurement written down in a snapshot (EntityState.saveTurns: the
 * turn meter, and the set-point it saw a step ago), so that a comparison opened from a file times
 * turns on exactly as the game that wrote it. Built on first use, as the snapshot's rules are.
 */
export function turnsSchema() {
  const finite = numberField();
  const seconds = numberField({ min: 0 });
  const last = z.strictObject(
    {
      startTime: seconds,
      angleDeg: numberField({ min: 0, max: 360 }),
      startRateDegPerS: finite,
      reachedSeconds: seconds,
      seconds,
      overshootDeg: numberField({ min: 0 }),
      limitSeconds: seconds.nullable(),
    },
    {
      error:
        'must be an object with "startTime", "angleDeg", "startRateDegPerS", "reachedSeconds", "seconds", "overshootDeg" and ' +
        '"limitSeconds", or null',
    },
  );
  const pastTarget = z.strictObject(
    { unwrapped: finite, reachedAt: finite.nullable(), approach: z.union([z.literal(1), z.literal(-1)], { error: 'must be 1 or -1' }) },
    { error: 'must be an object with "unwrapped", "reachedAt" and "approach"' },
  );
  const meter = z.strictObject(
    {
      phase: enumField(['idle', 'moving', 'turning', 'settled', 'small', 'near', 'retuned']),
      last: last.nullable(),
      changes: numberField({ integer: true, min: 0 }),
      lastOvershoot: numberField({ min: 0 }).nullable(),
      largestOvershoot: numberField({ min: 0 }),
      startTime: seconds,
      startError: finite,
      startRate: finite,
      startLimit: finite,
      overshoot: numberField({ min: 0 }),
      overshootKnown: booleanField(),
      pastTarget,
      turnSettingsRevision: z.null({ error: 'must be null (the revision is "ownRevision")' }),
      started: booleanField(),
      lastTime: seconds,
      reachedAt: seconds.nullable(),
      settledAt: seconds.nullable(),
      limitHolds: booleanField(),
      // Written by earlier versions (the limit in whole steps); the limit is now computed from the start's state.
      limitSteps: numberField({ integer: true, min: 0 }).nullable().optional(),
      dt: numberField({ gt: 0, max: 1 }),
      // Since chase turns (written by this version; a file of an earlier one opens without them).
      chasing: booleanField().optional(),
      lastError: finite.nullable().optional(),
      overshootBefore: z
        .strictObject(
          { last: numberField({ min: 0 }).nullable(), largest: numberField({ min: 0 }) },
          { error: 'must be an object with "last" and "largest"' },
        )
        .optional(),
    },
    { error: 'must be an object with the turn meter’s fields ("phase", "last", "changes", … "dt")' },
  );
  return z.strictObject(
    {
      meter,
      ownRevision: booleanField().nullable(),
      // Since a rebuilt entity counts on from it (a file of an earlier version opens without it).
      revision: numberField({ integer: true, min: 0 }).optional(),
      lastMode: enumField(['', 'idle', 'turnTowards', 'seek', 'followPath']),
      lastPathIndex: numberField({ integer: true, min: -1 }),
      lastTarget: z.strictObject({ x: finite, y: finite }, { error: 'must be an object with "x" and "y", or null' }).nullable(),
    },
    { error: 'must be an object with "meter", "ownRevision", "lastMode", "lastPathIndex" and "lastTarget", or null' },
  );
}
