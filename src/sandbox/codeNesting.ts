/**
 * How deep a player's code nests its brackets: what a failure names when the interpreter's stack
 * overflows while reading the code (its parser descends once per level of (, [ and {).
 */

/**
 * The deepest nesting of (, [ and { in `source`, and the line (from 1) where it is first reached; strings, template text and comments are
 * skipped.
 */
export function deepestNesting(source: string): { depth: number; line: number } {
  let depth = 0;
  let deepest = 0;
  let deepestLine = 1;
  let line = 1;
  // Each `${` opened inside a template literal: the depth at which its `}` returns to the template's text.
  const templateReturns: number[] = [];
  let i = 0;
  /**
   * Skips a template literal's text from `i` (after its opening backtick or a closing `}`); stops after its closing backtick or at a `${`.
   */
  const skipTemplateText = (): void => {
    while (i < source.length) {
      const c = source[i];
      if (c === '\n') line++;
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        templateReturns.push(depth);
        depth++;
        if (depth > deepest) [deepest, deepestLine] = [depth, line];
        return;
      } else i++;
    }
  };
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      i += 2;
      while (i < source.length && !(source[i] === '*' && source[i + 1] === '/')) if (source[i++] === '\n') line++;
      i += 2;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < source.length && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '`') {
      i++;
      skipTemplateText();
    } else if (c === '(' || c === '[' || c === '{') {
      depth++;
      if (depth > deepest) [deepest, deepestLine] = [depth, line];
      i++;
    } else if (c === ')' || c === ']' || c === '}') {
      depth = Math.max(0, depth - 1);
      i++;
      if (c === '}' && templateReturns.length > 0 && templateReturns[templateReturns.length - 1] === depth) {
        templateReturns.pop();
        skipTemplateText();
      }
    } else i++;
  }
  return { depth: deepest, line: deepestLine };
}
