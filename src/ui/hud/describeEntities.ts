/** The screen readers' sentence about the entities on screen: each one's name, turn rate and how far it is off its target. */
import { turnRatePhrase } from '../../app/presentation/turnRateWords';
import { radToDeg } from '../../sim/math/angle';

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
 * One short sentence per entity for screen readers, naming it as its label on the canvas does
 * ("missile-1, turns fast: 12° off its target, turning left"), for the first
 * {@link MAX_DESCRIBED_ENTITIES}, then how many more of the `total` there are (whole degrees: the text changes only when it matters).
 */
export function describeEntities(readings: readonly EntityReading[], total = readings.length): string {
  if (readings.length === 0 || total === 0) return 'No entities.';
  const parts: string[] = [];
  for (const reading of readings.slice(0, MAX_DESCRIBED_ENTITIES)) {
    // The label's words: "turns fast", "turns slowly", or "turns at 344°/s²" between the two.
    const name = `${reading.name}, ${turnRatePhrase(reading.maxAngularAcceleration)}:`;
    if (!reading.hasTarget) {
      parts.push(`${name} idle`);
      continue;
    }
    const errorDeg = Math.round(Math.abs(radToDeg(reading.headingError)));
    const turning =
      Math.abs(reading.angularVelocity) < TURNING_RAD_PER_S ? '' : reading.angularVelocity > 0 ? ', turning left' : ', turning right';
    parts.push(errorDeg < ON_TARGET_DEG ? `${name} on target${turning}` : `${name} ${errorDeg}° off its target${turning}`);
  }
  const more = total - parts.length;
  return more > 0 ? `${parts.join('; ')}; and ${more} more ${more === 1 ? 'entity' : 'entities'}.` : `${parts.join('; ')}.`;
}
