import { turnRateWords, type TurnRateWords } from '../../app/presentation/turnRateWords';
import { radToDeg } from '../../sim/math/angle';

/** What the toolbar's turn-rate toggle shows for a set of entities. */
export interface TurnRateSummary {
  /** One word or figure: "fast", "slow", "mixed", or e.g. "360°/s²". */
  readonly label: string;
  /** Its colour: the shared tone, or "mixed" when the entities differ. */
  readonly tone: TurnRateWords['tone'] | 'mixed';
}

/**
 * The turn rates (max angular accelerations, rad/s²) of the entities in one word for the toggle:
 * "fast" when every one turns at 4π rad/s² or more, "slow" at π or less, a figure when they share
 * another rate, "mixed" when they differ (the opening's fast and slow missiles). With no entity,
 * `fallback` (the panel's rate) decides.
 */
export function summarizeTurnRates(rates: readonly number[], fallback: number): TurnRateSummary {
  const first = rates.length ? (rates[0] as number) : fallback;
  for (const rate of rates) if (Math.abs(rate - first) > 1e-9) return { label: 'mixed', tone: 'mixed' };
  const words = turnRateWords(first);
  return { label: words.tone === 'fast' ? 'fast' : words.tone === 'slow' ? 'slow' : words.figure, tone: words.tone };
}

/** What the screen-reader summary says about one entity. */
export interface EntityReading {
  /** Its name as its label on the canvas gives it (its id: "missile-1", "pursuit", "racer-pid"). */
  readonly name: string;
  /** Its max angular acceleration, rad/s². */
  readonly maxAngularAcceleration: number;
  /** Heading − wanted heading, rad (the article's sign: positive means it must turn clockwise). */
  readonly headingError: number;
  /** rad/s, counter-clockwise positive. */
  readonly angularVelocity: number;
  /** Whether it is chasing, tracking or following something at all. */
  readonly hasTarget: boolean;
}

/** Below this heading error (°) an entity counts as "on target". */
const ON_TARGET_DEG = 2;
/** Below this angular velocity (rad/s) an entity counts as not turning. */
const TURNING_RAD_PER_S = 0.05;

/** The summary names at most this many entities; a crowd (the benchmark's) is counted instead. */
export const MAX_DESCRIBED_ENTITIES = 4;

/**
 * One short sentence per entity for screen readers, naming it as its label on the canvas does (its
 * name, then its turn rate in the label's words), e.g. "missile-1, turns fast: 12° off its target,
 * turning left; missile-2, turns slowly: on target; character-1, turns at 344°/s²: idle", for the
 * first {@link MAX_DESCRIBED_ENTITIES} readings, then how many more of the `total` entities there
 * are. Degrees are rounded to whole numbers so that the text changes only when it matters.
 */
export function describeEntities(readings: readonly EntityReading[], total = readings.length): string {
  if (readings.length === 0 || total === 0) return 'No entities.';
  const parts: string[] = [];
  for (const reading of readings.slice(0, MAX_DESCRIBED_ENTITIES)) {
    // The label's words: "turns fast", "turns slowly", or "turns at 344°/s²" between the two.
    const words = turnRateWords(reading.maxAngularAcceleration);
    const name = `${reading.name}, ${words.tone === 'medium' ? `${words.words} ${words.figure}` : words.words}:`;
    if (!reading.hasTarget) {
      parts.push(`${name} idle`);
      continue;
    }
    const errorDeg = Math.round(Math.abs(radToDeg(reading.headingError)));
    const turning = Math.abs(reading.angularVelocity) < TURNING_RAD_PER_S ? '' : reading.angularVelocity > 0 ? ', turning left' : ', turning right';
    parts.push(errorDeg < ON_TARGET_DEG ? `${name} on target${turning}` : `${name} ${errorDeg}° off its target${turning}`);
  }
  const more = total - parts.length;
  return more > 0 ? `${parts.join('; ')}; and ${more} more ${more === 1 ? 'entity' : 'entities'}.` : `${parts.join('; ')}.`;
}
