/**
 * The first check of a definition a world is given (an entity's, a target's): an object with a
 * string `id` and a `position` of two finite numbers, refused by name before any field is read.
 */
import { givenValue } from './givenValue';

/** Throws a TypeError or RangeError naming `owner` and the field unless `definition` has an id and a finite position. */
export function checkDefinitionHead(owner: string, definition: unknown): void {
  if (typeof definition !== 'object' || definition === null || Array.isArray(definition))
    throw new TypeError(`${owner}: definition must be an object with id and position, got ${givenValue(definition)}`);
  const { id, position } = definition as { id?: unknown; position?: unknown };
  if (typeof id !== 'string') throw new TypeError(`${owner}: definition.id must be a string, got ${givenValue(id)}`);
  if (typeof position !== 'object' || position === null)
    throw new TypeError(`${owner}: definition.position must be an object { x, y } (m), got ${givenValue(position)}`);
  const { x, y } = position as { x?: unknown; y?: unknown };
  for (const [name, value] of [
    ['x', x],
    ['y', y],
  ] as const) {
    if (typeof value !== 'number')
      throw new TypeError(`${owner}: definition.position.${name} must be a finite number (m), got ${givenValue(value)}`);
    if (!Number.isFinite(value))
      throw new RangeError(`${owner}: definition.position.${name} must be a finite number (m), got ${givenValue(value)}`);
  }
}
