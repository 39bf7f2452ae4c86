/**
 * The exact fewest fixed steps of planck's discrete motion into a settled box: the yardstick the
 * stated limit (turnLimit.ts) is checked against, and the step-response view's limit.
 */
import { minimumTurnTime, TURN_WRAPS, type SettledBox } from './turnLimit';

/** Steps searched at most by {@link minimumTurnSteps}. */
export const MAX_TURN_LIMIT_STEPS = 100_000;

/**
 * The fewest fixed steps of length `dt` (s) in which any sequence of commands within
 * ±`maxAngularAcceleration` (a, rad/s²) brings a body from heading error `error` (rad) turning at
 * `rate` (rad/s) to within `box` (|e| ≤ box.error and |v| ≤ box.rate), planck's way of stepping:
 * v(k+1) = v(k) + u(k)·dt, e(k+1) = e(k) + v(k+1)·dt. 0 when it is there already; null when no
 * number of steps up to {@link MAX_TURN_LIMIT_STEPS} does it (or an input is not finite).
 *
 * After N steps the reachable states form a zonotope: c + Σ u(k)·g(k) with c = (e + N·dt·v, v)
 * and g(k) = (dt²·(N − k), dt), each u(k) in [−a, a]. It meets the box unless an axis separates
 * them (the separating axis theorem, exact for two convex polygons): the box's two axes, and the
 * normal of each generator, n(k) = (dt, −dt²·(N − k)), along which the zonotope's half-width is
 * a·dt³·Σ|k − j| (a sum of a closed form). Each N costs O(1) until the box's own axes pass (no
 * fewer steps could cover the distance), then O(N); the search goes up from 0. As for
 * {@link minimumTurnTime}, the target may be reached the other way round (e + 2πk).
 */
export function minimumTurnSteps(error: number, rate: number, maxAngularAcceleration: number, dt: number, box: SettledBox): number | null {
  const a = maxAngularAcceleration;
  if (![error, rate, a, dt, box.error, box.rate].every(Number.isFinite) || !(a > 0) || !(dt > 0) || box.error < 0 || box.rate < 0)
    return null;
  // Past about twice the continuous time to rest (plus a second), a box this can reach would have been reached.
  const last = Math.min(MAX_TURN_LIMIT_STEPS, Math.ceil((2 * minimumTurnTime(error, rate, a) + 1) / dt) + 100);
  for (let steps = 0; steps <= last; steps++) {
    for (let turns = -TURN_WRAPS; turns <= TURN_WRAPS; turns++)
      if (reachableWithin(error + turns * 2 * Math.PI, rate, a, dt, box, steps)) return steps;
  }
  return null;
}

/** Whether `steps` steps can bring (error, rate) into `box` (see {@link minimumTurnSteps}). */
function reachableWithin(error: number, rate: number, a: number, dt: number, box: SettledBox, steps: number): boolean {
  const n = steps;
  const cx = error + n * dt * rate;
  const cy = rate;
  // The box's own axes: the error and the rate.
  if (Math.abs(cx) > a * dt * dt * ((n * (n + 1)) / 2) + box.error) return false;
  if (Math.abs(cy) > a * dt * n + box.rate) return false;
  // The zonotope's edge normals.
  for (let k = 0; k < n; k++) {
    const nx = dt;
    const ny = -dt * dt * (n - k);
    const spread = (k * (k + 1)) / 2 + ((n - 1 - k) * (n - k)) / 2;
    const zonotopeHalfWidth = a * dt * dt * dt * spread;
    const boxHalfWidth = box.error * Math.abs(nx) + box.rate * Math.abs(ny);
    if (Math.abs(nx * cx + ny * cy) > zonotopeHalfWidth + boxHalfWidth) return false;
  }
  return true;
}
