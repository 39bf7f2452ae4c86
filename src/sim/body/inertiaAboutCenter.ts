import type { Body } from 'planck';
import { givenValue } from '../validation/givenValue';

/**
 * A planck body's rotational inertia about its centre of mass, kg·m²: the one a torque turns it
 * by (angular acceleration = torque / this inertia).
 *
 * planck's `getInertia()`, like Box2D's `GetInertia`, is the inertia about the body's origin.
 * By the parallel-axis theorem that is the inertia about the centre of mass plus m·|c|², where m is
 * the mass and c the centre of mass in the body's own frame (`getLocalCenter()`); so the inertia
 * about the centre is `getInertia() − m·|c|²`. The two agree only when the centre of mass is at
 * the origin (a single shape centred on it). Multiplying by the origin's inertia instead, as the
 * original demo did, turns an off-centre body faster than its motor's limit.
 *
 * Reads the body's current mass data (so a fixture added since is counted); allocates nothing.
 */
export function inertiaAboutCenter(body: Body): number {
  if (typeof body !== 'object' || body === null || typeof body.getLocalCenter !== 'function' || typeof body.getInertia !== 'function') throw new TypeError(`inertiaAboutCenter: body must be a planck Body, got ${givenValue(body)}`);
  const center = body.getLocalCenter();
  return body.getInertia() - body.getMass() * (center.x * center.x + center.y * center.y);
}
