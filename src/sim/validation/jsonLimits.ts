/**
 * Bounds on JSON that comes from outside (scenario files in the CLI and the game, share links,
 * settings links, saved settings), checked before anything recursive touches it. `JSON.parse` in
 * V8 takes any depth, but what reads the value afterwards recurses once per level: zod's checks,
 * `structuredClone`, `JSON.stringify`, the settings migrations. Settings nested about 10,000
 * levels deep (a link of 164 characters) overflowed the stack in `structuredClone`, and the game
 * did not start. Each check here is one loop, with no recursion.
 */

/**
 * Deepest nesting of arrays and objects read anywhere, levels. The deepest valid input is 12
 * levels: a share link's object, its scene, the scene's what-if `comparison`, a run, its `changes`,
 * a change, its scene, `entities`, an entity, its `command`, the `path` and a waypoint `[x, y]`.
 * 32 leaves room for formats to grow, and is far below the ~10,000 levels at which recursion
 * overflows the stack.
 */
export const MAX_JSON_DEPTH = 32;

/** "must be at most 65536 characters of JSON; got 70000". */
function tooLong(maxChars: number, length: number): string {
  return `must be at most ${maxChars} characters of JSON; got ${length}`;
}

/** "nests arrays and objects more than 32 levels deep (a valid one nests at most 12)". */
function tooDeep(): string {
  return `nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep (a valid one nests at most 12)`;
}

/**
 * Why JSON `text` must not be parsed, or null: longer than `maxChars` characters, or arrays and
 * objects nested more than {@link MAX_JSON_DEPTH} levels deep (brackets inside strings do not
 * count). One pass over the characters, stopping at the first level too deep; it allocates nothing
 * and never throws. Text that is not JSON at all passes, for `JSON.parse` to refuse.
 */
export function checkJsonText(text: string, maxChars: number): string | null {
  if (text.length > maxChars) return tooLong(maxChars, text.length);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > MAX_JSON_DEPTH) return tooDeep();
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return null;
}

/**
 * Most arrays, objects and values a decoded JSON value may hold: as many as the longest text read
 * (a scenario's 8 Mi characters) can hold, so that no decoded input comes near it. It bounds the
 * walk below for values that never were text (a library caller's object sharing parts of itself).
 */
export const MAX_JSON_ITEMS = 8 * 1024 * 1024;

/**
 * Why a decoded JSON value must not be read further, or null: arrays and objects nested more than
 * {@link MAX_JSON_DEPTH} levels deep, or more than `maxItems` items in all (arrays, objects and
 * values; [default: {@link MAX_JSON_ITEMS}]). For values
 * handed over already decoded (the settings inside a share link, a library caller's object). Walks
 * the value with a stack of its own, stopping at the first level too deep (a value that contains
 * itself is refused that way too); never throws.
 */
export function checkJsonValue(value: unknown, maxItems = MAX_JSON_ITEMS): string | null {
  const pending: unknown[] = [value];
  const depths: number[] = [0];
  let items = 0;
  try {
    while (pending.length > 0) {
      const item = pending.pop();
      const depth = depths.pop() as number;
      if (++items > maxItems) return `holds more than ${maxItems} values`;
      if (item === null || typeof item !== 'object') continue;
      if (depth + 1 > MAX_JSON_DEPTH) return tooDeep();
      const children: unknown[] = Array.isArray(item) ? item : Object.values(item);
      // Counted before they are queued: a list far over the limit is refused at once.
      if (items + pending.length + children.length > maxItems) return `holds more than ${maxItems} values`;
      for (const child of children) {
        pending.push(child);
        depths.push(depth + 1);
      }
    }
  } catch (error) {
    // Not from JSON (a getter or a proxy that throws): refused, not thrown.
    return `cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
  return null;
}
