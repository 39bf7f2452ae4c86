/** Plane geometry for the browser tests: points, distances, angles. */

/** [x, y] pair: metres in world space, CSS pixels (relative to the viewport) in screen space. */
export type Vec2 = [number, number];

/** Distance between two points. */
export function distance(a: Vec2, b: Vec2): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Shortest distance from `p` to the polyline through `points` (to the point itself if only one). */
export function distanceToPolyline(p: Vec2, points: Vec2[]): number {
  let best = Infinity;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Vec2;
    const b = points[i + 1] ?? a;
    const abx = b[0] - a[0];
    const aby = b[1] - a[1];
    const lengthSquared = abx * abx + aby * aby;
    const t = lengthSquared > 0 ? Math.min(1, Math.max(0, ((p[0] - a[0]) * abx + (p[1] - a[1]) * aby) / lengthSquared)) : 0;
    best = Math.min(best, distance(p, [a[0] + t * abx, a[1] + t * aby]));
  }
  return best;
}

/** Straight-line points from `from` to `to`, `steps` of them, excluding `from`, including `to`. */
export function interpolate(from: Vec2, to: Vec2, steps: number): Vec2[] {
  const points: Vec2[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    points.push([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t]);
  }
  return points;
}

/** Wraps an angle in degrees to [-180, 180). */
export function wrapDeg(deg: number): number {
  return ((((deg + 180) % 360) + 360) % 360) - 180;
}

/**
 * The shortest sim time in which a body starting at rest can turn from `fromDeg` to `toDeg` of heading
 * error with angular acceleration at most `maxAngularAcceleration` (rad/s²), not stopping there:
 * sqrt(2·Δθ/α). A torque-limited turn can never be faster; a teleporting angle would be.
 */
export function fastestCrossingTime(fromDeg: number, toDeg: number, maxAngularAcceleration: number): number {
  return Math.sqrt((2 * ((fromDeg - toDeg) * Math.PI)) / 180 / maxAngularAcceleration);
}

/** |v|. */
export function speedOf(v: Vec2): number {
  return Math.hypot(v[0], v[1]);
}
