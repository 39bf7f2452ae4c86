import { Settings, type World } from 'planck';

/**
 * Runs one step of a planck world with its own broad-phase multiplier (planck's
 * `Settings.aabbMultiplier`: how many steps of its motion ahead a moving body's box reaches), or
 * planck's current one with null. planck keeps that setting for all its worlds, so it is set for
 * this step only and the previous value is put back, even if the step throws.
 */
export function stepPlanck(world: World, dt: number, velocityIterations: number, positionIterations: number, aabbMultiplier: number | null): void {
  if (aabbMultiplier === null) {
    world.step(dt, velocityIterations, positionIterations);
    return;
  }
  const previous = Settings.aabbMultiplier;
  Settings.aabbMultiplier = aabbMultiplier;
  try {
    world.step(dt, velocityIterations, positionIterations);
  } finally {
    Settings.aabbMultiplier = previous;
  }
}
