import { z } from 'zod';
import { describeError } from './oneLine';

/**
 * Lists and records whose checking costs a bounded amount of work and reports a bounded number of
 * problems, whatever the input. zod checks every item of an array and keeps every problem it
 * finds, appending a child's problems with `issues.push(...problems)`: a path of 10,000 zeros is
 * 10,000 problems, and a few such paths overflow the browser's stack. Here the size is checked before any
 * item is read, the items are checked one by one, and checking stops after
 * {@link MAX_REFUSED_ITEMS} refused items, with one more problem saying so
 * ({@link STOPPED_CHECKING}). Every list and record of the scenario and settings formats is one of
 * these, so the problems of any input number at most a few hundred.
 */

/** Most refused items of one list (or entries of one record) reported before checking stops. */
export const MAX_REFUSED_ITEMS = 3;

/** Words of the problem that says a list was checked no further (refusalLine reads them). */
export const STOPPED_CHECKING = 'checked no further';

/** The rules of a list: its size, and the messages of each way it can be refused. */
export interface ListRules {
  /** "must be an array of targets": when the value is not an array. */
  readonly error: string;
  /** Fewest items. [default: 0] */
  readonly min?: number;
  /** The message below `min`. [default: `error`] */
  readonly minError?: string;
  /** Most items (checked before any item is read). */
  readonly max: number;
  /** The message above `max`. */
  readonly maxError: string;
  /** What the items are called in the problem that stops the checking: "waypoints". */
  readonly items: string;
}

/** A zod issue as `addIssue` takes it (a problem found by another parse, moved under a path). */
type RawIssue = Parameters<z.RefinementCtx['addIssue']>[0];

/** What checking one item gave: its value, or its problems (paths relative to the item). */
type ItemResult<T> = { success: true; data: T } | { success: false; issues: readonly z.core.$ZodIssue[] };

/**
 * Checks `entries` one by one with `check`, reporting each refused one's problems under its index
 * (or key), and stops after {@link MAX_REFUSED_ITEMS} refused entries. The checked values (which
 * the parse discards when any was refused).
 */
function checkEach<T>(
  entries: readonly (readonly [PropertyKey, unknown])[],
  check: (value: unknown, key: PropertyKey) => ItemResult<T>,
  context: z.RefinementCtx,
  items: string,
): T[] {
  const checked: T[] = [];
  let refused = 0;
  for (let i = 0; i < entries.length; i++) {
    const [key, value] = entries[i] as readonly [PropertyKey, unknown];
    const result = checkedOrThrown(check, value, key);
    if (result.success) {
      checked.push(result.data);
      continue;
    }
    for (const issue of result.issues) context.addIssue({ ...issue, path: [key, ...issue.path] } as RawIssue);
    if (++refused === MAX_REFUSED_ITEMS && i + 1 < entries.length) {
      context.addIssue({
        code: 'custom',
        message: `${STOPPED_CHECKING} after ${MAX_REFUSED_ITEMS} refused ${items} (of ${entries.length})`,
        path: [],
      });
      break;
    }
  }
  return checked;
}

/**
 * `check(value, key)`, or, should it throw (a bug, or a value a rule could not take), one problem
 * naming the item: `state.touches.t1: could not be checked (TypeError: …)`, never the error alone.
 */
function checkedOrThrown<T>(check: (value: unknown, key: PropertyKey) => ItemResult<T>, value: unknown, key: PropertyKey): ItemResult<T> {
  try {
    return check(value, key);
  } catch (error) {
    return {
      success: false,
      issues: [{ code: 'custom', message: `could not be checked (${describeError(error)})`, path: [], input: value } as z.core.$ZodIssue],
    };
  }
}

/** `schema.safeParse(value)` as an {@link ItemResult}. */
function parseWith<T>(schema: z.ZodType<T>, value: unknown): ItemResult<T> {
  const result = schema.safeParse(value);
  return result.success ? { success: true, data: result.data } : { success: false, issues: result.error.issues };
}

/**
 * A list of `item`s: an array within `rules.min`…`rules.max` items (its length checked before any
 * item is read), each checked by `item`, stopping after {@link MAX_REFUSED_ITEMS} refused ones.
 */
export function listField<T>(item: z.ZodType<T>, rules: ListRules): z.ZodType<T[], unknown> {
  let list = z.array(z.unknown(), { error: rules.error });
  if (rules.min !== undefined) list = list.min(rules.min, { error: rules.minError ?? rules.error });
  return list.max(rules.max, { error: rules.maxError }).transform((values, context) =>
    checkEach(
      values.map((value, index) => [index, value] as const),
      (value) => parseWith(item, value),
      context,
      rules.items,
    ),
  );
}

/** The rules of a record: how many entries, how its keys are checked, and the messages. */
export interface RecordRules {
  /** "must be an object of entity memories by id": when the value is not a plain object. */
  readonly error: string;
  /** Most entries (counted before any entry is read). */
  readonly max: number;
  /** Each key. */
  readonly key: z.ZodType<string>;
  /** What the entries are called in the problem that stops the checking: "entity memories". */
  readonly items: string;
}

/** Whether `value` is a plain object (not null, not an array). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A record `{ key: value }`: a plain object of at most `rules.max` entries (counted before any
 * entry is read), each key checked by `rules.key` and each value by `value`, stopping after
 * {@link MAX_REFUSED_ITEMS} refused entries.
 */
export function recordField<T>(value: z.ZodType<T>, rules: RecordRules): z.ZodType<Record<string, T>, unknown> {
  const checkEntry = (item: unknown, key: PropertyKey): ItemResult<[string, T]> => {
    const keyResult = rules.key.safeParse(key);
    if (!keyResult.success)
      return { success: false, issues: keyResult.error.issues.map((issue) => ({ ...issue, message: `(the key) ${issue.message}` })) };
    const result = parseWith(value, item);
    return result.success ? { success: true, data: [key as string, result.data] } : result;
  };
  return z
    .custom<Record<string, unknown>>(isPlainObject, { error: rules.error })
    .check((payload) => {
      const count = Object.keys(payload.value).length;
      if (count > rules.max)
        payload.issues.push({
          code: 'custom',
          message: `must have at most ${rules.max} entries; has ${count}`,
          input: payload.value,
          continue: false,
        });
    })
    .transform((record, context) => Object.fromEntries(checkEach(Object.entries(record), checkEntry, context, rules.items)));
}
