/**
 * The physical limit of a turn: how soon any controller could bring a body's heading onto a fixed
 * target and stop it there, with a motor that can give at most ±a of angular acceleration.
 *
 * Write e for the heading error (heading − desired, rad) and v for its rate, the body's angular
 * velocity (rad/s, the target being fixed). Then e'' = u with |u| ≤ a: the double integrator.
 * Its fastest way to (e, v) = (0, 0) is bang-bang with one switch (Pontryagin): full acceleration
 * toward the target, then full braking, switching on the braking curve e = −v·|v|/(2a). From rest
 * this is the article's 2·√(θ/a); a body already turning toward the target gets there sooner, one
 * turning away later.
 *
 * The game's bodies are stepped by planck (semi-implicit Euler: v += u·dt, then e += v·dt), whose
 * discrete motion can arrive up to about a step earlier than the continuous one. So the figures a
 * player compares with what happened on screen use {@link minimumTurnSteps}: the exact fewest
 * steps of that discrete motion, for the same "settled" box the turn is timed with. No controller
 * in the simulation can do better, by construction.
 */
import { refuseNotANumber } from '../validation/numberArgument';

/**
 * 2·√(angle / maxAngularAcceleration): the fastest rest-to-rest turn by `angleRad` (rad) with a
 * motor limited to `maxAngularAcceleration` (rad/s²), s. Full push for half the angle, full brake
 * for the other half. The same as {@link minimumTurnTime} from rest. @throws TypeError naming an
 * argument that is not a number (a limit ≤ 0 or NaN gives ∞ or NaN, as the formula does).
 */
export function timeOptimalTurn(angleRad: number, maxAngularAcceleration: number): number {
  if (typeof angleRad !== 'number') refuseNotANumber('timeOptimalTurn', 'angleRad', 'rad', angleRad);
  if (typeof maxAngularAcceleration !== 'number') refuseNotANumber('timeOptimalTurn', 'maxAngularAcceleration', 'rad/s²', maxAngularAcceleration);
  return 2 * Math.sqrt(Math.abs(angleRad) / maxAngularAcceleration);
}

/**
 * The fastest time (s) in which a motor limited to `maxAngularAcceleration` (a, rad/s²) can bring
 * heading error `error` (rad), changing at `rate` (rad/s), to rest at zero, in continuous time.
 *
 * With s = e + v·|v|/(2a), the side of the braking curve the state is on:
 * - s > 0: push with −a, then brake with +a: T = (v + 2·√(a·e + v²/2)) / a;
 * - s < 0: the mirror image: T = (−v + 2·√(−a·e + v²/2)) / a;
 * - s = 0: on the curve, brake all the way: T = |v| / a.
 * From rest (v = 0) this is 2·√(|e|/a). A heading is an angle: the body may also reach the target
 * the other way round, through a whole turn more or less, which can be sooner for a body spinning
 * fast (the shortest over e + 2πk, k from −2 to 2). Returns NaN for a limit that is not a finite
 * number > 0.
 */
export function minimumTurnTime(error: number, rate: number, maxAngularAcceleration: number): number {
  const a = maxAngularAcceleration;
  if (!(a > 0) || !Number.isFinite(a) || !Number.isFinite(error) || !Number.isFinite(rate)) return Number.NaN;
  let best = Infinity;
  for (let turns = -WRAPS; turns <= WRAPS; turns++) best = Math.min(best, restTime(error + turns * 2 * Math.PI, rate, a));
  return best;
}

/**
 * The fastest spin a body reaches while turning toward a target with a motor limited to
 * `maxAngularAcceleration` (a, rad/s²), rad/s: √(2·a·π), full acceleration through half a turn,
 * the most a heading error in (−π, π] lets it build up. Faster, it was spun by something else (a
 * collision, a scene written by hand). The states from which every controller must still settle
 * are the angles with spins up to this (tests/sim/entities/anyState.test.ts).
 */
export function reachableTurnRate(maxAngularAcceleration: number): number {
  return Math.sqrt(2 * maxAngularAcceleration * Math.PI);
}

/** Whole turns more or less that the limits consider (a body would need to spin at about 2·√(πa) rad/s or more to gain by a second one). */
const WRAPS = 2;

/** {@link minimumTurnTime} for one error on the line (no wrapping). */
function restTime(error: number, rate: number, a: number): number {
  const s = error + (rate * Math.abs(rate)) / (2 * a);
  if (s > 0) return (rate + 2 * Math.sqrt(a * error + (rate * rate) / 2)) / a;
  if (s < 0) return (-rate + 2 * Math.sqrt(-a * error + (rate * rate) / 2)) / a;
  return Math.abs(rate) / a;
}

/** When a turn counts as done: the heading within `error` of the target (rad) and turning slower than `rate` (rad/s). */
export interface SettledBox {
  readonly error: number;
  readonly rate: number;
}

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
  if (![error, rate, a, dt, box.error, box.rate].every(Number.isFinite) || !(a > 0) || !(dt > 0) || box.error < 0 || box.rate < 0) return null;
  // Past about twice the continuous time to rest (plus a second), a box this can reach would have been reached.
  const last = Math.min(MAX_TURN_LIMIT_STEPS, Math.ceil((2 * minimumTurnTime(error, rate, a) + 1) / dt) + 100);
  for (let steps = 0; steps <= last; steps++) {
    for (let turns = -WRAPS; turns <= WRAPS; turns++) if (reachableWithin(error + turns * 2 * Math.PI, rate, a, dt, box, steps)) return steps;
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
