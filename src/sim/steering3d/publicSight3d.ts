/**
 * The line-of-sight rates as the steering3d entry exports them: arguments checked and refused by
 * name (`sightRate3D(r).x: must be …`) before the unchecked helpers guidance uses each step.
 */
import { checkNumber, checkVec3 } from '../control3d/check3d';
import { checkOut } from '../control3d/publicMath3d';
import type { Vec3Like } from '../math3d/vec3';
import * as sight from './sightRate3D';

/** {@link sight.sightRate3D}, checked: the sight line's rate, rad/s, into out; dt in s (≤ 0: the analytic rate). */
export function sightRate3D(out: Vec3Like, r: Readonly<Vec3Like>, v: Readonly<Vec3Like>, dt: number): Vec3Like {
  checkOut(out, 'sightRate3D(out)');
  checkVec3(r, 'sightRate3D(r)');
  checkVec3(v, 'sightRate3D(v)');
  checkNumber(dt, 'sightRate3D(dt)', { max: 10 });
  return sight.sightRate3D(out, r, v, dt);
}

/** {@link sight.rotationRate}, checked: the rate turning `from` onto `to` in dt s, into out. */
export function rotationRate(out: Vec3Like, from: Readonly<Vec3Like>, to: Readonly<Vec3Like>, dt: number): Vec3Like {
  checkOut(out, 'rotationRate(out)');
  checkVec3(from, 'rotationRate(from)');
  checkVec3(to, 'rotationRate(to)');
  checkNumber(dt, 'rotationRate(dt)', { gt: 0, max: 10 });
  return sight.rotationRate(out, from, to, dt);
}
