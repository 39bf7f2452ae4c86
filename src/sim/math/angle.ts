/** Angle helpers. All angles are in radians. */

const TWO_PI = 2 * Math.PI;

/**
 * Wraps an angle into (−π, π] (rad). Works for any finite input in O(1), unlike the article's
 * `AdjustAngle` loop, and returns the same value for inputs it handles (|angle| of a few turns).
 */
export function wrapAngle(angleRad: number): number {
  if (angleRad > -Math.PI && angleRad <= Math.PI) return angleRad;
  let wrapped = angleRad - TWO_PI * Math.floor((angleRad + Math.PI) / TWO_PI);
  // floor() puts the result in [−π, π); move the lower edge to the upper one.
  if (wrapped <= -Math.PI) wrapped += TWO_PI;
  return wrapped;
}

/** Degrees from radians. */
export function radToDeg(angleRad: number): number {
  return (angleRad * 180) / Math.PI;
}

/** Radians from degrees. */
export function degToRad(angleDeg: number): number {
  return (angleDeg * Math.PI) / 180;
}
