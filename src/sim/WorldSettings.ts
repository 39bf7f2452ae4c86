import type { Vec2Like } from './math/vec2';
import type { Arena } from './targets/Target';
import { STANDARD_DT } from './time/timeBases';
import { TURN_STEP_RANGE } from './control/checkTurnInput';
import { checkNumber, checkOptionKeys, givenValue } from './validation/optionChecks';

/**
 * A constant outside disturbance on every entity, to show what a controller's integral term is
 * for: a steady torque makes a PID without a true integral settle off target.
 */
export interface Disturbance {
  /** A torque on every entity that alone would give this angular acceleration, rad/s². [default: 0] */
  angularAcceleration: number;
  /** Wind: a force on every entity that alone would give this acceleration, m/s². [default: 0, 0] */
  wind: Vec2Like;
}

/** Settings of a SteeringWorld. */
export interface WorldSettings {
  /** The fixed physics step, s. [default: 1/60] */
  dt: number;
  /** planck velocity solver iterations. [default: 8] */
  velocityIterations: number;
  /** planck position solver iterations. [default: 3] */
  positionIterations: number;
  /** The rectangle linear (and zig-zag) targets bounce inside, or null for an open world. [default: null] */
  arena: Arena | null;
  /**
   * How many steps of its motion ahead planck's broad phase fattens a moving body's box during this
   * world's steps (planck's `Settings.aabbMultiplier`, which planck keeps for all its worlds: the
   * world sets it for its own step only, see planckStep.ts), or null to leave planck's (2). A crowd
   * uses 4 (crowdSolver.ts). A number from 0 to 16. [default: null]
   */
  aabbMultiplier: number | null;
}

/** Documented defaults of {@link WorldSettings}. */
export function defaultWorldSettings(): WorldSettings {
  return { dt: STANDARD_DT, velocityIterations: 8, positionIterations: 3, arena: null, aabbMultiplier: null };
}

/** Throws a RangeError naming `aabbMultiplier` unless it is null or a number from 0 to 16. */
export function checkAabbMultiplier(aabbMultiplier: number | null): void {
  if (aabbMultiplier === null) return;
  if (!(typeof aabbMultiplier === 'number' && aabbMultiplier >= 0 && aabbMultiplier <= 16)) {
    throw new RangeError(`aabbMultiplier must be null or a number from 0 to 16, got ${givenValue(aabbMultiplier)}`);
  }
}

const WORLD_SETTING_KEYS: readonly (keyof WorldSettings)[] = ['dt', 'velocityIterations', 'positionIterations', 'arena', 'aabbMultiplier'];

/**
 * `settings` over the defaults, after refusing anything but an object of {@link WorldSettings}
 * (a TypeError naming a misspelled or unknown key, e.g. `gravity`: the world is top-down), a dt
 * outside 1e-6 to 10 s, iterations that are not whole numbers from 1 to 100, an arena that is not
 * { halfWidth, halfHeight } of numbers > 0 and ≤ 1e6 m, and a bad aabbMultiplier. Each
 * refusal begins "SteeringWorld: " and names the setting.
 */
export function checkWorldSettings(settings: unknown): WorldSettings {
  const given = checkOptionKeys('SteeringWorld', 'settings', settings, WORLD_SETTING_KEYS);
  const defaults = defaultWorldSettings();
  const dt = checkNumber('SteeringWorld', 'dt', given.dt, TURN_STEP_RANGE, 's', defaults.dt);
  const velocityIterations = checkIterations('velocityIterations', given.velocityIterations ?? defaults.velocityIterations);
  const positionIterations = checkIterations('positionIterations', given.positionIterations ?? defaults.positionIterations);
  const arena = given.arena === undefined || given.arena === null ? null : checkArena(given.arena);
  const aabbMultiplier = given.aabbMultiplier === undefined ? null : (given.aabbMultiplier as number | null);
  try {
    checkAabbMultiplier(aabbMultiplier);
  } catch (error) {
    throw new RangeError(`SteeringWorld: ${(error as Error).message}`);
  }
  return { dt, velocityIterations, positionIterations, arena, aabbMultiplier };
}

/** A solver's iterations: a whole number from 1 to 100, or a RangeError naming `name`. */
export function checkIterations(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 100)
    throw new RangeError(`${name} must be an integer from 1 to 100, got ${givenValue(value)}`);
  return value;
}

/** An arena { halfWidth, halfHeight }, m: numbers > 0 and ≤ 1e6. */
function checkArena(value: unknown): Arena {
  const arena = checkOptionKeys('SteeringWorld', 'arena', value, ['halfWidth', 'halfHeight']);
  const halfWidth = checkNumber('SteeringWorld', 'arena.halfWidth', arena.halfWidth, ARENA_RANGE, 'm');
  const halfHeight = checkNumber('SteeringWorld', 'arena.halfHeight', arena.halfHeight, ARENA_RANGE, 'm');
  return { halfWidth, halfHeight };
}

/** An arena's half extents, m. */
const ARENA_RANGE = { gt: 0, max: 1e6 } as const;

/** The disturbance's accelerations, rad/s² and m/s²: within ±1e7 (absurd, which the guard is there for, yet a finite force on any body). */
export const DISTURBANCE_RANGE = { min: -1e7, max: 1e7 } as const;

/**
 * `given` over `current`, after refusing an unknown key or an acceleration outside {@link DISTURBANCE_RANGE}, naming it ("setDisturbance:
 * wind.x must be …").
 */
export function checkDisturbance(given: unknown, current: Readonly<Disturbance>): Disturbance {
  const changes = checkOptionKeys('setDisturbance', 'disturbance', given, ['angularAcceleration', 'wind']);
  const angularAcceleration = checkNumber(
    'setDisturbance',
    'angularAcceleration',
    changes.angularAcceleration,
    DISTURBANCE_RANGE,
    'rad/s²',
    current.angularAcceleration,
  );
  if (changes.wind === undefined) return { angularAcceleration, wind: current.wind };
  const wind = checkOptionKeys('setDisturbance', 'wind', changes.wind, ['x', 'y']);
  return {
    angularAcceleration,
    wind: {
      x: checkNumber('setDisturbance', 'wind.x', wind.x, DISTURBANCE_RANGE, 'm/s²'),
      y: checkNumber('setDisturbance', 'wind.y', wind.y, DISTURBANCE_RANGE, 'm/s²'),
    },
  };
}
