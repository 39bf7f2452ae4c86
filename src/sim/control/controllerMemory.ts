import { givenValue } from '../validation/givenValue';

/**
 * A controller's memory as plain JSON: what decides its next command besides its input (an
 * integral, a window of past errors, a filter's state). {@link TurnController.saveState} gives one;
 * {@link TurnController.restoreState} puts it back, so that a restored controller answers the next
 * input bit for bit as the saved one would have (a save game, rollback netcode, a share link).
 * Its keys are the controller's own; every value a number, a boolean or a list of numbers.
 */
export interface ControllerMemory {
  readonly [key: string]: number | boolean | number[];
}

/**
 * The largest magnitude a controller keeps in its memory (an integral, a filter, a past error or
 * output). Far beyond any value that means something physically, and small enough that a memory
 * times the largest gain (1e6) times any gain scale stays finite. An input beyond what physics can
 * mean (an error of 1e308, a step of 1e308 s given to update() directly) would otherwise overflow
 * an integral to ±∞, which JSON writes as null: the memory would no longer save and restore.
 */
export const MEMORY_BOUND = 1e100;

/**
 * `value` as a controller keeps it: cut to ±{@link MEMORY_BOUND}, NaN as 0. Every number a
 * controller stores goes through it, so its memory is always finite and always round-trips
 * through saveState and restoreState. Values within the bound, −0 included, are kept bit for bit.
 */
export function boundedMemory(value: number): number {
  if (value > MEMORY_BOUND) return MEMORY_BOUND;
  if (value < -MEMORY_BOUND) return -MEMORY_BOUND;
  return Number.isNaN(value) ? 0 : value;
}

/** The longest list a memory may hold (a PID's error window is at most this long). */
export const MAX_MEMORY_LIST = 1_000;

/** The finite number `memory[key]`; throws a RangeError naming the key when it is missing or not one. */
export function memoryNumber(memory: Readonly<ControllerMemory>, key: string): number {
  const value = memoryField(memory, key);
  if (typeof value !== 'number' || !(Math.abs(value) <= MEMORY_BOUND))
    throw new RangeError(`controller memory: "${key}" must be a finite number within ±${MEMORY_BOUND}`);
  return value;
}

/** `memory[key]`, after refusing a memory that is not an object (null, a string, an array) with a TypeError. */
function memoryField(memory: Readonly<ControllerMemory>, key: string): unknown {
  if (typeof memory !== 'object' || memory === null || Array.isArray(memory))
    throw new TypeError(`controller memory: must be an object (what saveState gave), got ${givenValue(memory)}`);
  return memory[key];
}

/** The boolean `memory[key]`; throws a RangeError naming the key when it is missing or not one. */
export function memoryBoolean(memory: Readonly<ControllerMemory>, key: string): boolean {
  const value = memoryField(memory, key);
  if (typeof value !== 'boolean') throw new RangeError(`controller memory: "${key}" must be true or false`);
  return value;
}

/**
 * The list of finite numbers `memory[key]`, at most `maxLength` long; throws a RangeError naming the
 * key when it is missing, too long or holds anything else.
 */
export function memoryNumbers(memory: Readonly<ControllerMemory>, key: string, maxLength: number): readonly number[] {
  const value = memoryField(memory, key);
  if (
    !Array.isArray(value) ||
    value.length > Math.min(maxLength, MAX_MEMORY_LIST) ||
    !value.every((item) => typeof item === 'number' && Math.abs(item) <= MEMORY_BOUND)
  ) {
    throw new RangeError(
      `controller memory: "${key}" must be a list of at most ${Math.min(maxLength, MAX_MEMORY_LIST)} finite numbers within ` +
        `±${MEMORY_BOUND}`,
    );
  }
  return value as readonly number[];
}
