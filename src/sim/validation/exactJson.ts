/**
 * JSON text that keeps every number's bits: what `JSON.stringify` writes, but negative zero as
 * `-0` (valid JSON, which `JSON.parse` reads back as -0; `JSON.stringify` writes it as 0).
 */

/** `value` (plain data) as JSON text, negative zero written `-0`; `space` as for JSON.stringify. */
export function exactJsonText(value: unknown, space?: number): string {
  let negativeZeros = false;
  const text = JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (item === 0 && Object.is(item, -0)) negativeZeros = true;
      return item;
    },
    space,
  );
  if (!negativeZeros) return text;
  // A stand-in for -0 that no string of `value` holds (none occurs in its text), swapped back after.
  let stand = '-0 stand-in';
  while (text.includes(stand)) stand += '#';
  const quoted = JSON.stringify(stand);
  return JSON.stringify(value, (_key, item: unknown) => (item === 0 && Object.is(item, -0) ? stand : item), space)
    .split(quoted)
    .join('-0');
}
