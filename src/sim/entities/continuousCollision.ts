/**
 * When an entity's body needs continuous collision against other moving bodies (planck's "bullet"
 * flag, Box2D's time-of-impact sub-stepping).
 *
 * planck always sweeps a moving body against walls and other static bodies, so nothing tunnels
 * through a wall. Between two moving bodies it only sweeps when one of them is a bullet, and that
 * costs more in a crowd: each time-of-impact event re-scans every contact of the world, so the
 * cost grows with events × contacts (measured: 15% of a step at 3,000 entities, docs/performance.md).
 *
 * Without the sweep, two bodies are still caught if neither moves more than a small part of the
 * thinnest hull (2 m, see shapes.ts) in one step: then two of them closing head-on overlap by at
 * most twice that before the solver pushes them apart. So a body is a bullet only while it may
 * move faster than {@link CONTINUOUS_COLLISION_STEP} per step: at the default step of 1/60 s,
 * above 15 m/s. At the default top speed of 10 m/s it moves 0.17 m a step and is not.
 *
 * (planck also caps every body's motion at 2 m a step, 120 m/s at 1/60 s, less than a missile is
 * long; so even without the sweep these bodies do not pass through each other, but they can overlap
 * deeply before the solver separates them. The flag keeps fast bodies' contacts shallow.)
 */

/**
 * Largest distance a body may move in one step without continuous collision, m (a quarter of the 2 m hull thickness, so two bodies closing
 * head-on overlap by at most half).
 */
export const CONTINUOUS_COLLISION_STEP = 0.25;

/** Whether a body that may move at `speed` (m/s) needs continuous collision at step `dt` (s). */
export function needsContinuousCollision(speed: number, dt: number): boolean {
  return speed * dt > CONTINUOUS_COLLISION_STEP;
}
