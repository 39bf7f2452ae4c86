import { describe, expect, it } from 'vitest';
import { deepestNesting } from '../../src/sandbox/codeNesting';

describe('the deepest nesting of a player’s code', () => {
  it('counts (, [ and { together, and names the line where the deepest is first reached', () => {
    expect(deepestNesting('function f(a) {\n  return [a, { b: (1) }];\n}')).toEqual({ depth: 4, line: 2 });
    expect(deepestNesting('1 + 2')).toEqual({ depth: 0, line: 1 });
  });

  it('skips brackets in strings, comments and template text, but counts those inside ${…}', () => {
    expect(deepestNesting('f("((((", \'[[[[\') // ((((\n/* {{{{\n{{ */ g()')).toEqual({ depth: 1, line: 1 });
    expect(deepestNesting('`((( ${ f([1]) } (((`')).toEqual({ depth: 3, line: 1 });
    expect(deepestNesting('`a\n${`b ${ (x) }`}`')).toEqual({ depth: 3, line: 2 });
    expect(deepestNesting('"a \\" (((" + (1)')).toEqual({ depth: 1, line: 1 });
  });

  it('finds 49,000 levels', () => {
    expect(deepestNesting(`x = 1;\ny = ${'['.repeat(49000)}${']'.repeat(49000)};`)).toEqual({ depth: 49000, line: 2 });
  });
});
