/**
 * BodySteering3D's checks of the targets and paths a game gives it, built on the 3D controllers'
 * checks (control3d/check3d.ts): each refusal names the command and the argument, e.g.
 * "face(target).y: must be a finite number, got NaN", and is thrown before anything changes.
 */
import { checkVec3 } from '../control3d/check3d';
import { givenValue } from '../validation/optionChecks';

/** Whether `target` is read every step (an object with a `position` or an `orientation` object) rather than a point or an orientation. */
export function isMoving(target: unknown): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const candidate = target as { position?: unknown; orientation?: unknown };
  return typeof candidate.position === 'object' || typeof candidate.orientation === 'object';
}

/** Refuses a target that is neither a point { x, y, z } nor a moving target whose position and velocity are such points now. */
export function checkTarget3(command: string, target: unknown, movingOnly = false): void {
  if (isMoving(target)) {
    const moving = target as { position: unknown; velocity: unknown };
    checkVec3(moving.position, `${command}(target.position)`);
    checkVec3(moving.velocity, `${command}(target.velocity)`);
    return;
  }
  if (movingOnly) throw new TypeError(`${command}(target): must be a moving target { position, velocity } (bodyTarget3D(body) makes one of a body), got ${givenValue(target)}`);
  checkVec3(target, `${command}(target)`);
}

/** Refuses a path that is not an array of points { x, y, z } (m). */
export function checkPath3(command: string, path: unknown): void {
  if (!Array.isArray(path)) throw new TypeError(`${command}(path): must be an array of points { x, y, z } (m), got ${givenValue(path)}`);
  path.forEach((waypoint, index) => checkVec3(waypoint, `${command}(path[${index}])`));
}
