/**
 * The refusal of a number helper's argument that is not a number (a string, an array, an object with
 * no prototype that arithmetic cannot convert). Called only to refuse: the accepted path of a hot
 * helper stays one `typeof` test and builds no string.
 */
import { givenValue } from './givenValue';

/** Throws `TypeError("owner: name must be a number (unit), got …")` for the non-number `value`. */
export function refuseNotANumber(owner: string, name: string, unit: string, value: unknown): never {
  throw new TypeError(`${owner}: ${name} must be a number (${unit}), got ${givenValue(value)}`);
}
