import { cross, dot, scaleVec3, setVec3, type Vec3Like } from '../math3d/vec3';

const next: Vec3Like = { x: 0, y: 0, z: 0 };
const axis: Vec3Like = { x: 0, y: 0, z: 0 };

/**
 * The line of sight's angular velocity, rad/s (world), into `out`: how fast the direction from a
 * body to a target turns, for the target at `r` from the body (m) moving at `v` relative to it
 * (m/s). The plane's lineOfSightRate in space: analytically (r × v)/|r|²; here the rotation that
 * takes r to r + v·dt (about r × (r + v·dt), by the angle between them) divided by dt, exact for a
 * target that moves by v·dt in the step. With dt ≤ 0 the analytic rate. 0 at the target itself
 * and with no relative motion. Allocates nothing.
 */
export function sightRate3D(out: Vec3Like, r: Readonly<Vec3Like>, v: Readonly<Vec3Like>, dt: number): Vec3Like {
  if (v.x === 0 && v.y === 0 && v.z === 0) return setVec3(out, 0, 0, 0);
  if (!(dt > 0)) {
    const rangeSquared = dot(r, r);
    return rangeSquared > 1e-12 ? scaleVec3(out, cross(out, r, v), 1 / rangeSquared) : setVec3(out, 0, 0, 0);
  }
  setVec3(next, r.x + v.x * dt, r.y + v.y * dt, r.z + v.z * dt);
  return rotationRate(out, r, next, dt);
}

/**
 * The angular velocity (rad/s, world) that turns the direction `from` onto the direction `to` in
 * `dt` s about their common perpendicular, into `out`: (from × to)/|from × to| · angle/dt. 0 when
 * they are parallel (or either is zero). Neither need be unit.
 */
export function rotationRate(out: Vec3Like, from: Readonly<Vec3Like>, to: Readonly<Vec3Like>, dt: number): Vec3Like {
  cross(axis, from, to);
  const sine = Math.sqrt(dot(axis, axis));
  if (!(sine > 0) || !(dt > 0)) return setVec3(out, 0, 0, 0);
  const angle = Math.atan2(sine, dot(from, to));
  return scaleVec3(out, axis, angle / (sine * dt));
}
