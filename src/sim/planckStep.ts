import { Settings, type World } from 'planck';
import { planckFault } from './WorldFault';

/**
 * Runs one step of a planck world with its own broad-phase multiplier (planck's
 * `Settings.aabbMultiplier`: how many steps of its motion ahead a moving body's box reaches), or
 * planck's current one with null. planck keeps that setting for all its worlds, so it is set for
 * this step only and the previous value is put back, even if the step throws.
 *
 * An exception from inside planck (it throws when a body's numbers are no longer finite) comes out
 * as a {@link WorldFault} naming that body, never as planck's own message from deep inside its
 * broad phase. `time` (s, the time of the step) goes into that message.
 */
export function stepPlanck(
  world: World,
  dt: number,
  velocityIterations: number,
  positionIterations: number,
  aabbMultiplier: number | null,
  time = Number.NaN,
): void {
  const previous = Settings.aabbMultiplier;
  if (aabbMultiplier !== null) Settings.aabbMultiplier = aabbMultiplier;
  try {
    world.step(dt, velocityIterations, positionIterations);
  } catch (error) {
    throw planckFault(world, error, time);
  } finally {
    Settings.aabbMultiplier = previous;
  }
}
