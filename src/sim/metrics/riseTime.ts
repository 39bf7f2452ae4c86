import { givenValue } from '../validation/givenValue';
/** The fraction of the turn at which the rise starts (10%). */
export const RISE_FROM = 0.1;
/** The fraction of the turn at which the rise ends (90%). */
export const RISE_TO = 0.9;

/** Whether `value` is an array or a typed array (anything with a whole-number length). */
function isArrayLike(value: unknown): value is ArrayLike<number> {
  return typeof value === 'object' && value !== null && Number.isInteger((value as { length?: unknown }).length);
}

/**
 * The rise time of a turn: the time the heading takes to go from 10% to 90% of the way from the
 * initial error to zero, s. Classic step-response figure (the "10–90% rise time").
 *
 * `times` (s) and `errors` (any angle unit, signed) are samples of the heading error, one per
 * step, the first being the error when the turn began. The fraction turned at sample i is
 * 1 − errors[i] / errors[0]; the crossing times are interpolated linearly between samples, so the
 * answer does not snap to the step. Returns null when the turn never reaches 90% (or there is no
 * turn: a zero initial error, fewer than two samples, or arrays of different lengths). Pure: it
 * reads the arrays and allocates nothing. Refuses (TypeError) a `times` or `errors` that is no array.
 */
export function riseTime(times: ArrayLike<number>, errors: ArrayLike<number>, from = RISE_FROM, to = RISE_TO): number | null {
  if (!isArrayLike(times) || !isArrayLike(errors))
    throw new TypeError(`riseTime: times and errors must be arrays of numbers, got ${givenValue(isArrayLike(times) ? errors : times)}`);
  const count = Math.min(times.length, errors.length);
  if (count < 2 || times.length !== errors.length) return null;
  const initial = errors[0] as number;
  if (!(initial !== 0) || !Number.isFinite(initial)) return null;
  const start = crossing(times, errors, initial, from, count);
  if (start === null) return null;
  const end = crossing(times, errors, initial, to, count);
  if (end === null) return null;
  return end - start;
}

/** The first time the fraction turned reaches `fraction`, interpolated; null if it never does. */
function crossing(times: ArrayLike<number>, errors: ArrayLike<number>, initial: number, fraction: number, count: number): number | null {
  let previousTurned = 1 - (errors[0] as number) / initial;
  if (previousTurned >= fraction) return times[0] as number;
  for (let i = 1; i < count; i++) {
    const turned = 1 - (errors[i] as number) / initial;
    if (turned >= fraction) {
      const t0 = times[i - 1] as number;
      const t1 = times[i] as number;
      const span = turned - previousTurned;
      return span > 0 ? t0 + ((fraction - previousTurned) / span) * (t1 - t0) : t1;
    }
    previousTurned = turned;
  }
  return null;
}
