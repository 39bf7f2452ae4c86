/**
 * The physical limit of a turn, one rule for every surface that shows one (the article, the game's
 * compare card and turn words, the 3D lab's turn card): the fewest seconds in which any controller
 * could settle a turn, with a motor that gives at most ±a of angular acceleration.
 *
 * Write e for the heading error (heading − wanted, rad) and v for its rate, the body's angular
 * velocity (rad/s, the wanted heading held still). Then e'' = u with |u| ≤ a, where a is the
 * motor's largest torque over the body's inertia (a = τ_max / I): the double integrator. A turn is
 * timed from its start until the first step at which it is settled: within the band |e| ≤ b
 * (b = 1°) and turning slower than r (r = 0.05 rad/s), the box the game times every turn with.
 *
 * Continuous time first. The fastest way into the box from rest at e = θ > b is full push toward
 * the target, then full brake, arriving at the band's edge b still turning at r (braking further
 * would only lose time): peak spin s with (2·s² − r²)/(2a) = θ − b, so
 *
 *     T = (2·√(a·(θ − b) + r²/2) − r) / a            ({@link restTurnLimitSeconds})
 *
 * (a turn so small that full push alone reaches the band slower than r, θ − b < r²/(2a), takes
 * √(2·(θ − b)/a)). With b = r = 0 it is the article's rest-to-rest 2·√(θ/a). From any state the
 * time is the first moment the set of states the motor can reach meets the box: that set grows as
 * a convex region whose extreme points are full push or full brake held all the way, so the first
 * contact is either such an arc crossing an edge of the box or the fastest two-phase turn (push,
 * then the other way) to one of the box's corners ({@link timeIntoBox}).
 *
 * Then the game's steps. planck steps a body semi-implicitly (v += u·dt, then e += v·dt). Measured
 * at e − v·dt/2 instead of e, that stepped motion is exactly the continuous motion with the command
 * held over each step (the step moves e by dt·(v₀ + v₁)/2). So a body stepped into the box within
 * b of the target, slower than r, is, at that same time, within b + r·dt/2 in those coordinates;
 * and no continuous motion from (e₀ − v₀·dt/2, v₀) gets into that box sooner than the fastest one.
 * The rule, {@link turnLimitSeconds}: the continuous fastest time into the band widened by half a step of
 * the allowed spin (r·dt/2, 0.024° at 60 Hz), from the state at the start moved back by half a step
 * of its spin. From rest that is T above with b + r·dt/2 for b. It is a lower bound by this
 * argument alone, for any controller; the exact fewest steps (fewestTurnSteps.ts, tested against it)
 * are at most about a step more.
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
  if (typeof maxAngularAcceleration !== 'number')
    refuseNotANumber('timeOptimalTurn', 'maxAngularAcceleration', 'rad/s²', maxAngularAcceleration);
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
  for (let turns = -TURN_WRAPS; turns <= TURN_WRAPS; turns++) best = Math.min(best, restTime(error + turns * 2 * Math.PI, rate, a));
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
export const TURN_WRAPS = 2;

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

/**
 * The fastest time (s) in continuous time in which a motor limited to `maxAngularAcceleration` (a,
 * rad/s²) can bring heading error `error` (rad), changing at `rate` (rad/s), into `box`: |e| ≤
 * box.error and |v| ≤ box.rate (see the file's comment). 0 inside it; the shortest over the
 * target a whole turn more or less away; NaN for a limit that is not a finite number > 0 or an
 * input that is not finite.
 */
export function timeIntoBox(error: number, rate: number, maxAngularAcceleration: number, box: SettledBox): number {
  const a = maxAngularAcceleration;
  if (!(a > 0) || !Number.isFinite(a) || !Number.isFinite(error) || !Number.isFinite(rate) || !(box.error >= 0) || !(box.rate >= 0))
    return Number.NaN;
  let best = Infinity;
  for (let turns = -TURN_WRAPS; turns <= TURN_WRAPS; turns++)
    best = Math.min(best, lineTimeIntoBox(error + turns * 2 * Math.PI, rate, a, box.error, box.rate));
  return best;
}

/**
 * The limit of a turn (s), the rule every surface states: the fastest time into `box` by any
 * commands within ±`maxAngularAcceleration` (a, rad/s²), from heading error `error` (rad) turning at
 * `rate` (rad/s), for a body stepped by `dt` (s): {@link timeIntoBox} from (error − rate·dt/2,
 * rate) into the band widened by box.rate·dt/2 (the file's comment derives it). No turn stepped
 * that way settles sooner. From rest it is {@link restTurnLimitSeconds}. NaN as timeIntoBox (and for a
 * step that is not a finite number ≥ 0).
 */
export function turnLimitSeconds(error: number, rate: number, maxAngularAcceleration: number, dt: number, box: SettledBox): number {
  if (!(dt >= 0) || !Number.isFinite(dt)) return Number.NaN;
  return timeIntoBox(error - (rate * dt) / 2, rate, maxAngularAcceleration, { error: box.error + (box.rate * dt) / 2, rate: box.rate });
}

/**
 * The limit of a turn by `angleRad` (rad) from rest (s), the formula a reader recomputes: with
 * b = box.error + box.rate·dt/2 (the band, and half a step of its spin), r = box.rate and a =
 * `maxAngularAcceleration` (rad/s²), (2·√(a·(θ − b) + r²/2) − r)/a; √(2·(θ − b)/a) for a turn with
 * θ − b < r²/(2a); 0 within the band. Equal to {@link turnLimitSeconds} at rate 0.
 * @throws TypeError naming an argument that is not a number.
 */
export function restTurnLimitSeconds(angleRad: number, maxAngularAcceleration: number, dt: number, box: SettledBox): number {
  if (typeof angleRad !== 'number') refuseNotANumber('restTurnLimitSeconds', 'angleRad', 'rad', angleRad);
  if (typeof maxAngularAcceleration !== 'number')
    refuseNotANumber('restTurnLimitSeconds', 'maxAngularAcceleration', 'rad/s²', maxAngularAcceleration);
  if (typeof dt !== 'number') refuseNotANumber('restTurnLimitSeconds', 'dt', 's', dt);
  const a = maxAngularAcceleration;
  const r = box.rate;
  const left = Math.abs(angleRad) - (box.error + (r * dt) / 2);
  if (left <= 0) return 0;
  if (left < (r * r) / (2 * a)) return Math.sqrt((2 * left) / a);
  return (2 * Math.sqrt(a * left + (r * r) / 2) - r) / a;
}

/** {@link timeIntoBox} for one error on the line (no wrapping): band b (rad), rate allowance r (rad/s). */
function lineTimeIntoBox(e: number, v: number, a: number, b: number, r: number): number {
  if (Math.abs(e) <= b && Math.abs(v) <= r) return 0;
  let best = Infinity;
  // The fastest two-phase turn to each corner of the box; full push, or full brake, held all the way until it is inside.
  for (let side = -1; side <= 1; side += 2) {
    best = Math.min(best, timeToState(e, v, side * b, -r, a), timeToState(e, v, side * b, r, a));
    best = Math.min(best, arcIntoBox(e, v, side * a, b, r));
  }
  return best;
}

/**
 * The fastest time (s) from (e, v) to exactly (ef, vf) with |u| ≤ a: u₁ for t₁, then −u₁ for t₂,
 * switching at spin s with s² = u₁·(ef − e) + (v² + vf²)/2, t₁ = (s − v)/u₁ ≥ 0, t₂ = (s − vf)/u₁ ≥ 0.
 */
function timeToState(e: number, v: number, ef: number, vf: number, a: number): number {
  let best = Infinity;
  for (let push = -1; push <= 1; push += 2) {
    const u = push * a;
    const squared = u * (ef - e) + (v * v + vf * vf) / 2;
    if (squared < 0) continue;
    for (let sign = -1; sign <= 1; sign += 2) {
      const s = sign * Math.sqrt(squared);
      const t1 = (s - v) / u;
      const t2 = (s - vf) / u;
      if (t1 >= -EPSILON && t2 >= -EPSILON) best = Math.min(best, Math.max(0, t1) + Math.max(0, t2));
    }
  }
  return best;
}

/** The first time (s) at which (e, v) with u held (rad/s²) is inside the box |e| ≤ b, |v| ≤ r; ∞ if never. */
function arcIntoBox(e: number, v: number, u: number, b: number, r: number): number {
  let best = Infinity;
  for (let side = -1; side <= 1; side += 2) {
    // Crossing the edge v = side·r.
    const t = (side * r - v) / u;
    if (t >= 0 && Math.abs(e + v * t + (u * t * t) / 2) <= b + EPSILON) best = Math.min(best, t);
  }
  // Crossing the edges e = ±b: u·t²/2 + v·t + (e − ef) = 0.
  for (let side = -1; side <= 1; side += 2) {
    const disc = v * v - 2 * u * (e - side * b);
    if (disc < 0) continue;
    for (let sign = -1; sign <= 1; sign += 2) {
      const t = (-v + sign * Math.sqrt(disc)) / u;
      if (t >= 0 && Math.abs(v + u * t) <= r + EPSILON) best = Math.min(best, t);
    }
  }
  return best;
}

/** Round-off allowed at a switch or an edge (s, rad, rad/s). */
const EPSILON = 1e-12;
