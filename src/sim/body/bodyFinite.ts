import type { Body } from 'planck';

/**
 * Whether every number of a planck body's state (position, angle, velocity, spin) is finite. Reads
 * the body once and allocates nothing (it runs for every target and obstacle before each step).
 */
export function isBodyFinite(body: Body): boolean {
  const p = body.getPosition();
  const v = body.getLinearVelocity();
  return (
    Number.isFinite(p.x) &&
    Number.isFinite(p.y) &&
    Number.isFinite(body.getAngle()) &&
    Number.isFinite(v.x) &&
    Number.isFinite(v.y) &&
    Number.isFinite(body.getAngularVelocity())
  );
}
