import type { Vec2Like } from './math/vec2';
import type { Arena } from './targets/Target';
import { STANDARD_DT } from './time/timeBases';

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
    throw new RangeError(`aabbMultiplier must be null or a number from 0 to 16, got ${String(aabbMultiplier)}`);
  }
}
