/** Angle helpers. All angles are in radians. */
import { refuseNotANumber } from '../validation/numberArgument';

const TWO_PI = 2 * Math.PI;

/**
 * Wraps an angle into (−π, π] (rad). Works for any finite input in O(1), unlike the article's
 * `AdjustAngle` loop, and returns the same value for inputs it handles (|angle| of a few turns).
 * NaN gives NaN; a value that is not a number is refused (TypeError naming `angleRad`).
 */
export function wrapAngle(angleRad: number): number {
  if (typeof angleRad !== 'number') refuseNotANumber('wrapAngle', 'angleRad', 'rad', angleRad);
  if (angleRad > -Math.PI && angleRad <= Math.PI) return angleRad;
  let wrapped = angleRad - TWO_PI * Math.floor((angleRad + Math.PI) / TWO_PI);
  // floor() puts the result in [−π, π); move the lower edge to the upper one.
  if (wrapped <= -Math.PI) wrapped += TWO_PI;
  return wrapped;
}

/** Degrees from radians. @throws TypeError naming `angleRad` when it is not a number. */
export function radToDeg(angleRad: number): number {
  if (typeof angleRad !== 'number') refuseNotANumber('radToDeg', 'angleRad', 'rad', angleRad);
  return (angleRad * 180) / Math.PI;
}

/** Radians from degrees. @throws TypeError naming `angleDeg` when it is not a number. */
export function degToRad(angleDeg: number): number {
  if (typeof angleDeg !== 'number') refuseNotANumber('degToRad', 'angleDeg', '°', angleDeg);
  return (angleDeg * Math.PI) / 180;
}
