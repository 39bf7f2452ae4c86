/**
 * The time-optimal switching curve of a turn, and the rounded axis limits of the phase plot that
 * draws it. Pure numbers: no DOM, no canvas.
 *
 * A body turning with |angular acceleration| ≤ a is a double integrator: ė = ω, ω̇ = u. The
 * fastest way to bring (e, ω) to rest at the origin is full acceleration one way, then full
 * acceleration the other (bang-bang), switching on the curve of the states from which braking at
 * a stops exactly on the target:
 *
 *   ω = −sign(e)·√(2·a·|e|)
 *
 * Above it the command is −a, below it +a. The formula holds in any angle unit used throughout:
 * e in degrees, ω in °/s and a in °/s² give the same curve as radians.
 */

/** The angular velocity on the switching curve at heading error `error`, for limit `limit` (one angle unit throughout). */
export function switchingRate(error: number, limit: number): number {
  if (!(limit > 0) || error === 0) return 0;
  const rate = Math.sqrt(2 * limit * Math.abs(error));
  return error > 0 ? -rate : rate;
}

/** One point of the phase plane: heading error and angular velocity. */
export interface PhasePoint {
  readonly error: number;
  readonly rate: number;
}

/**
 * Points along the switching curve for heading errors from −`errorHalf` to +`errorHalf`, in order,
 * through the origin: `pointsPerBranch` on each side, closer together near the origin where the
 * square root bends most (the errors go as the square of evenly spaced steps).
 */
export function switchingCurvePoints(limit: number, errorHalf: number, pointsPerBranch = 40): PhasePoint[] {
  const points: PhasePoint[] = [];
  for (let k = pointsPerBranch; k >= -pointsPerBranch; k--) {
    const fraction = k / pointsPerBranch;
    const error = k === 0 ? 0 : -Math.sign(fraction) * fraction * fraction * errorHalf;
    points.push({ error, rate: switchingRate(error, limit) });
  }
  return points;
}

/** The rounded values an axis may end on: these times a power of ten. */
const NICE_STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10] as const;

/** Where the heading-error axis may end, °: angles that halve into round ones. */
const ERROR_LIMITS_DEG = [10, 15, 20, 30, 45, 60, 90, 120, 150, 180] as const;

/** The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10^k that is ≥ `value` (> 0); 1 for anything else. */
export function niceLimit(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of NICE_STEPS) {
    // The product may land a hair under the value it should equal (3 × 0.1): compare with a margin.
    if (step * power >= value * (1 - 1e-12)) return Number((step * power).toPrecision(12));
  }
  return 10 * power;
}

/** The half-ranges of the phase plot's axes: it spans −errorHalf…+errorHalf by −rateHalf…+rateHalf. */
export interface PhaseRanges {
  /** Heading error, °. */
  readonly errorHalfDeg: number;
  /** Angular velocity, °/s. */
  readonly rateHalfDegPerS: number;
}

/** The smallest heading-error half-range, °: a settled body still gets a readable plot. */
export const MIN_ERROR_HALF_DEG = ERROR_LIMITS_DEG[0];
/** The largest: a heading error is wrapped into ±180°. */
export const MAX_ERROR_HALF_DEG = 180;
/** Room left above and below the fastest sample, as a fraction of its rate. */
const HEADROOM = 1.05;

/**
 * The phase plot's axes for data reaching `peakErrorDeg` (°) and `peakRateDegPerS` (°/s) away from
 * 0, and the switching curve of limit `limitDegPerS2` (°/s²): symmetric about 0, each ending on a
 * rounded value. The heading error spans the data and ends on an angle whose half is round too
 * (10°, 15°, 20°, 30°, 45°, 60°, 90°, 120°, 150° or 180°: a heading error is wrapped into ±180°);
 * the angular velocity ({@link niceLimit}) spans the data and the curve across the whole error
 * axis, so the curve runs corner to corner whatever the data.
 */
export function phaseRanges(peakErrorDeg: number, peakRateDegPerS: number, limitDegPerS2: number): PhaseRanges {
  const errorPeak = Number.isFinite(peakErrorDeg) ? Math.abs(peakErrorDeg) : 0;
  const ratePeak = Number.isFinite(peakRateDegPerS) ? Math.abs(peakRateDegPerS) : 0;
  const errorHalfDeg = ERROR_LIMITS_DEG.find((limit) => limit >= errorPeak) ?? MAX_ERROR_HALF_DEG;
  const curveRate = Math.abs(switchingRate(errorHalfDeg, limitDegPerS2));
  const rateHalfDegPerS = niceLimit(Math.max(1, curveRate, ratePeak * HEADROOM));
  return { errorHalfDeg, rateHalfDegPerS };
}
