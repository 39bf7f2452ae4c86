/**
 * The line of sight's rate, rad/s: how fast the direction from a body to a target turns, for the
 * target at r = (rx, ry) from the body (m) moving at v = (vx, vy) relative to it (m/s).
 *
 * Analytically λ̇ = (r × v)/|r|². Here it is the angle swept in the coming step, r → r + v·dt,
 * divided by dt: exact for a target that moves by v·dt in the step (every scripted target does: its
 * kinematic body is given the velocity that brings it where its motion says), for any dt. With
 * dt ≤ 0 it is the analytic rate. 0 at the target itself. Allocates nothing.
 */
export function lineOfSightRate(rx: number, ry: number, vx: number, vy: number, dt: number): number {
  // No relative motion (a waypoint, for a missile): no rate, and no atan2 in the per-step path.
  if (vx === 0 && vy === 0) return 0;
  if (!(dt > 0)) {
    const rangeSquared = rx * rx + ry * ry;
    return rangeSquared > 1e-12 ? (rx * vy - ry * vx) / rangeSquared : 0;
  }
  const nx = rx + vx * dt;
  const ny = ry + vy * dt;
  const cross = rx * ny - ry * nx;
  const dot = rx * nx + ry * ny;
  return cross === 0 && dot === 0 ? 0 : Math.atan2(cross, dot) / dt;
}
