import type { ChallengeLevel } from './ChallengeLevel';
import { circlingTargetLowRate } from './levels/circlingTargetLowRate';
import { crossingTargets } from './levels/crossingTargets';
import { figureEight } from './levels/figureEight';
import { holdAgainstTorque } from './levels/holdAgainstTorque';
import { noisySensor } from './levels/noisySensor';
import { quarterTurnLowRate } from './levels/quarterTurnLowRate';
import { trackCirclingTarget } from './levels/trackCirclingTarget';
import { turnSequence } from './levels/turnSequence';

/** Every challenge level, in the order they are played (from turns in place to hitting targets). */
export const CHALLENGE_LEVELS: readonly ChallengeLevel[] = [
  quarterTurnLowRate,
  turnSequence,
  holdAgainstTorque,
  trackCirclingTarget,
  noisySensor,
  figureEight,
  crossingTargets,
  circlingTargetLowRate,
];

/** The level with this name, if any. */
export function findChallengeLevel(name: string): ChallengeLevel | undefined {
  return CHALLENGE_LEVELS.find((level) => level.name === name);
}
