/**
 * Records keyed by ids, read and written as own keys only. An id is any short string, so
 * `valueOf`, `constructor`, `toString`, `hasOwnProperty` and `__proto__` are ids too: read as
 * `record[id]`, an id with no entry of its own finds the built-in on `Object.prototype` (a
 * function, taken for a saved memory or a list of ids), and written as `record[id] = value`,
 * `__proto__` replaces the record's prototype instead of adding an entry. So every record keyed by
 * ids is read with {@link ownEntry} and built with `Object.fromEntries` (which makes each key its
 * own, `__proto__` included), never by assignment.
 */

/** The entry `record` has of its own under `key`, or undefined (never one inherited from `Object.prototype`). */
export function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
