/**
 * The checks of a saved steering state before a restore writes any of it (BodySteering,
 * BodySteering3D): each field refused by its full name and its range, e.g. "restoreState:
 * state.turn.heading must be a number from −π to π (rad), got NaN".
 */
import { MEMORY_BOUND } from '../control/controllerMemory';
import { givenValue } from '../validation/givenValue';

const OWNER = 'restoreState';

/** The largest count a saved state holds (waypoints reached, a generator's state): a safe integer. */
export const MAX_SAVED_COUNT = Number.MAX_SAFE_INTEGER;

/** `value` as an object, or a TypeError naming `name` and its `shape`. */
export function objectAt(value: unknown, name: string, shape: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TypeError(`${OWNER}: ${name} must be an object ${shape}, got ${givenValue(value)}`);
  return value as Record<string, unknown>;
}

/**
 * `value` if it is a finite number within ±`bound` [default: ±1e100, what a controller keeps]; else a TypeError or RangeError naming `name`
 * and its unit.
 */
export function finiteAt(value: unknown, name: string, unit: string, bound = MEMORY_BOUND): number {
  if (typeof value === 'number' && value >= -bound && value <= bound) return value;
  const message = `${OWNER}: ${name} must be a finite number within ±${bound} (${unit}), got ${givenValue(value)}`;
  throw typeof value === 'number' ? new RangeError(message) : new TypeError(message);
}

/** `value` if it is an angle from −π to π, rad (every saved heading is wrapped into it). */
export function angleAt(value: unknown, name: string): number {
  if (typeof value === 'number' && value >= -Math.PI && value <= Math.PI) return value;
  const message = `${OWNER}: ${name} must be a number from −π to π (rad), got ${givenValue(value)}`;
  throw typeof value === 'number' ? new RangeError(message) : new TypeError(message);
}

/** `value` if it is true or false. */
export function booleanAt(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw new TypeError(`${OWNER}: ${name} must be true or false, got ${givenValue(value)}`);
  return value;
}

/** `value` if it is a whole number from 0 to `max`. */
export function countAt(value: unknown, name: string, max = MAX_SAVED_COUNT): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max) return value;
  const range = max === MAX_SAVED_COUNT ? '≥ 0' : `from 0 to ${max}`;
  const message = `${OWNER}: ${name} must be a whole number ${range}, got ${givenValue(value)}`;
  throw typeof value === 'number' ? new RangeError(message) : new TypeError(message);
}

/** `value` if it is an array of `length` finite numbers within ±`bound` (m, or the unit named), each refused by its index. */
export function numbersAt(value: unknown, name: string, length: number, unit: string, bound = MEMORY_BOUND): number[] {
  if (!Array.isArray(value) || value.length !== length)
    throw new TypeError(
      `${OWNER}: ${name} must be [${['x', 'y', 'z', 'w'].slice(0, length).join(', ')}] (${unit}), got ${givenValue(value)}`,
    );
  return value.map((item, k) => finiteAt(item, `${name}[${k}]`, unit, bound));
}

/** `value` if it is a unit quaternion [x, y, z, w] (its length within 1e-6 of 1). */
export function unitQuaternionAt(value: unknown, name: string): [number, number, number, number] {
  const [x, y, z, w] = numbersAt(value, name, 4, 'a unit quaternion', 1.000001) as [number, number, number, number];
  const length = Math.sqrt(x * x + y * y + z * z + w * w);
  if (!(Math.abs(length - 1) <= 1e-6))
    throw new RangeError(
      `${OWNER}: ${name} must be a unit quaternion [x, y, z, w] (length 1), got ${givenValue(value)} (length ${length})`,
    );
  return [x, y, z, w];
}

/** `value` if it is a unit vector [x, y, z] (its length within 1e-6 of 1): a saved direction. */
export function unitVectorAt(value: unknown, name: string): [number, number, number] {
  const [x, y, z] = numbersAt(value, name, 3, 'a unit vector', 1.000001) as [number, number, number];
  const length = Math.sqrt(x * x + y * y + z * z);
  if (!(Math.abs(length - 1) <= 1e-6))
    throw new RangeError(`${OWNER}: ${name} must be a unit vector [x, y, z] (length 1), got ${givenValue(value)} (length ${length})`);
  return [x, y, z];
}

/**
 * Puts a controller's memory back by its own `restore` (which checks it whole and changes nothing
 * when it refuses): a refusal is given again with the field's name before its own words, e.g.
 * "restoreState: state.controller: controller memory: "errors" must be …".
 */
export function restoreController(name: string, restore: () => void): void {
  try {
    restore();
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    const Refusal = error instanceof RangeError ? RangeError : TypeError;
    throw new Refusal(`${OWNER}: ${name}: ${error.message}`);
  }
}

/**
 * A saved path progress { index, reached, legStart } on a path of `waypoints`, its leg start
 * `dimensions` long (2 in the plane, 3 in space): checked whole, each field by name.
 */
export function pathProgressAt(
  value: unknown,
  name: string,
  waypoints: number,
  dimensions: number,
): { index: number; reached: number; legStart: number[] } {
  const progress = objectAt(value, name, '{ index, reached, legStart }');
  return {
    index: countAt(progress.index, `${name}.index`, waypoints),
    reached: countAt(progress.reached, `${name}.reached`),
    legStart: numbersAt(progress.legStart, `${name}.legStart`, dimensions, 'm'),
  };
}
