/**
 * The planck adapter's checks of what a game gives it (BodySteering, the propulsions): points,
 * paths, targets and bodies (the option objects and numbers: validation/optionChecks.ts). Each
 * refusal names its owner, the field and what it allows, e.g. "BodySteering: path[2] must be a
 * point { x, y } of finite numbers (m), got …".
 */
import type { Body } from 'planck';
import type { Vec2Like } from '../math/vec2';
import { givenValue } from '../validation/optionChecks';

/** Refuses anything but a point `{ x, y }` of finite numbers, m. */
export function checkPoint(owner: string, name: string, point: unknown): void {
  const candidate = point as Partial<Vec2Like> | null | undefined;
  if (typeof candidate !== 'object' || candidate === null || !Number.isFinite(candidate.x) || !Number.isFinite(candidate.y) || typeof candidate.x !== 'number' || typeof candidate.y !== 'number') {
    throw new RangeError(`${owner}: ${name} must be a point { x, y } of finite numbers (m), got ${givenValue(point)}`);
  }
}

/** Whether `target` is a moving target (its position read every step) rather than a point. */
export function isMovingTarget(target: unknown): boolean {
  return typeof target === 'object' && target !== null && typeof (target as { position?: unknown }).position === 'object';
}

/** Refuses a target that is neither a point nor a moving target whose position and velocity are points now. */
export function checkTarget(owner: string, target: unknown, movingOnly = false): void {
  if (isMovingTarget(target)) {
    const moving = target as { position: unknown; velocity: unknown };
    checkPoint(owner, 'target.position', moving.position);
    checkPoint(owner, 'target.velocity', moving.velocity);
    return;
  }
  if (movingOnly) throw new TypeError(`${owner}: target must be a moving target { position, velocity } (bodyTarget(body) makes one of a planck body), got ${givenValue(target)}`);
  checkPoint(owner, 'target', target);
}

/** Refuses a path that is not an array of points. */
export function checkPath(owner: string, path: unknown): void {
  if (!Array.isArray(path)) throw new TypeError(`${owner}: path must be an array of points { x, y } (m), got ${givenValue(path)}`);
  path.forEach((waypoint, index) => checkPoint(owner, `path[${index}]`, waypoint));
}

/** Refuses anything but a planck body (an object with planck's Body methods). */
export function checkBody(owner: string, body: unknown): asserts body is Body {
  const candidate = body as Partial<Record<'isDynamic' | 'getAngle' | 'applyTorque', unknown>> | null;
  if (typeof candidate !== 'object' || candidate === null || typeof candidate.isDynamic !== 'function' || typeof candidate.getAngle !== 'function' || typeof candidate.applyTorque !== 'function') {
    throw new TypeError(`${owner}: body must be a planck Body (world.createDynamicBody()), got ${givenValue(body)}`);
  }
}
