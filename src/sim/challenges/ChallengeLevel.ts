import type { MovingEntity } from '../entities/MovingEntity';
import type { SteeringWorld, WorldSettings } from '../SteeringWorld';
import type { SensorNoise } from '../control/NoisySensor';

/** Where a level stands: still going, or decided. */
export type ChallengeStatus = 'running' | 'passed' | 'failed';

/**
 * The live check of a level, after every step: what a scene shows during the run and the result
 * card shows after it. Metrics are numbers in the units their names say (`…Deg`, `…Seconds`), or
 * null while not measured yet.
 */
export interface ChallengeCheck {
  status: ChallengeStatus;
  /** One line for the player, e.g. "turn 3 of 6: overshoot 0.0°". */
  progress: string;
  /** The score so far in the level's unit, or null when there is none (yet). */
  score: number | null;
  metrics: Record<string, number | null>;
}

/** How a level scores a run. */
export interface ChallengeScoring {
  /** What is measured, e.g. "settle time". */
  label: string;
  /** Its unit, e.g. "s" or "deg". */
  unit: string;
  /** Whether a smaller score is better (a time, an error) or a larger one (hits). */
  better: 'lower' | 'higher';
}

/**
 * A level being played in a world: the entity the player's controller steers, and the goal's
 * evaluator, fed after every fixed step. Built by {@link ChallengeLevel.setup}.
 */
export interface LevelPlay {
  /** The entity whose turn controller is under test. */
  readonly entity: MovingEntity;
  /** Called before every step (moves goals, gives new commands). */
  beforeStep?(world: SteeringWorld): void;
  /** Called after every step; may decide the level early. */
  afterStep(world: SteeringWorld): ChallengeCheck;
  /** Called once when the level's time is up and it is still running: the final verdict. */
  finish(world: SteeringWorld): ChallengeCheck;
}

/**
 * A challenge level: data (names, goal, limits) and a setup that builds it in a fresh
 * {@link SteeringWorld}. The same definition runs headless (`npm run challenge`) and, step by step,
 * as a scene in the game.
 */
export interface ChallengeLevel {
  /** Kebab-case id, e.g. "quarter-turn-low-rate". */
  name: string;
  /** A short title. */
  title: string;
  /** The goal, in one sentence with its numbers. */
  goal: string;
  /** Why it matters, in a sentence or two. */
  why: string;
  scoring: ChallengeScoring;
  /** The longest the level runs, s of simulated time (it may be decided sooner). */
  duration: number;
  /** Settings of the level's world (e.g. an arena for bouncing targets). [default: the world's defaults] */
  world?: Partial<WorldSettings>;
  /** Noise added to what the controller measures (never to the physics). [default: none] */
  sensorNoise?: SensorNoise;
  /** Builds the level's bodies and targets in `world` (empty, with the default 1/60 s step). */
  setup(world: SteeringWorld): LevelPlay;
}
