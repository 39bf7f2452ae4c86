import { givenValue } from '../validation/optionChecks';

/** What a body that moves independently of its facing (a character) faces while it moves: its target, or its direction of travel. */
export const FACINGS = ['target', 'travel'] as const;

/** One of {@link FACINGS}. */
export type Facing = (typeof FACINGS)[number];

/** Refuses a facing other than "target" or "travel", naming `owner`. */
export function checkFacing(owner: string, value: unknown): Facing {
  if (!FACINGS.includes(value as Facing))
    throw new RangeError(
      `${owner}: facing must be one of ${FACINGS.map((facing) => JSON.stringify(facing)).join(', ')}, got ${givenValue(value)}`,
    );
  return value as Facing;
}

/**
 * Speed above which a character facing its direction of travel turns to its velocity's direction,
 * m/s. Slower, that direction is mostly noise (a body braking to rest swings it about), so it faces
 * its target instead.
 */
export const TRAVEL_FACING_MIN_SPEED = 0.5;
