import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * V8 gives every object literal with the two fields `{ x, y }` one hidden class, and planck makes
 * its own temporary vectors that way (its internal `vec2()`). Once any such literal holds
 * something other than a number (`{ x: false, y: false }` did, in the step-response plot's
 * options), the class's x and y become boxed values of any type for the rest of the page's life,
 * and planck's vector arithmetic runs several times slower (docs/performance-browser.md). So no
 * literal `{ x, y }` of ours may hold a value that is plainly not a number. (Values whose type
 * only TypeScript knows, such as a variable, are left to the types: `Vec2Like` holds numbers.)
 */

const root = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

interface Node {
  type: string;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Every node under `node`, depth first. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* walk(item);
    } else if (isNode(value)) {
      yield* walk(value);
    }
  }
}

/** The kinds of value that are plainly not a number, or null for one that may be. */
function notANumber(value: Node): string | null {
  switch (value.type) {
    case 'Literal':
      return typeof value['value'] === 'number' || typeof value['value'] === 'bigint'
        ? null
        : `a ${value['value'] === null ? 'null' : typeof value['value']} literal`;
    case 'TemplateLiteral':
      return 'a string';
    case 'ArrayExpression':
    case 'ObjectExpression':
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'ClassExpression':
    case 'NewExpression':
      return `an object (${value.type})`;
    case 'Identifier':
      return value['name'] === 'undefined' ? 'undefined' : null;
    case 'UnaryExpression':
      return value['operator'] === 'void' || value['operator'] === '!' || value['operator'] === 'typeof'
        ? `the result of ${String(value['operator'])}`
        : null;
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return notANumber(value['expression'] as Node);
    default:
      return null;
  }
}

/** `{ x: …, y: … }` literals (exactly these two fields, in this order) whose x or y is plainly not a number, as "file:line: …". */
function badXyLiterals(path: string): string[] {
  const code = readFileSync(path, 'utf8');
  const program = parseAst(code, { lang: 'ts' }) as unknown as Node;
  const problems: string[] = [];
  for (const node of walk(program)) {
    if (node.type !== 'ObjectExpression') continue;
    const properties = node['properties'] as Node[];
    if (properties.length !== 2) continue;
    const keys = properties.map((p) =>
      p.type === 'Property' && !p['computed'] && isNode(p['key']) && p['key'].type === 'Identifier' ? p['key']['name'] : null,
    );
    if (keys[0] !== 'x' || keys[1] !== 'y') continue;
    for (const property of properties) {
      const why = notANumber(property['value'] as Node);
      if (why === null) continue;
      const line = code.slice(0, node['start'] as number).split('\n').length;
      problems.push(`${relative(root, path).split(sep).join('/')}:${line}: ${String((property['key'] as Node)['name'])} is ${why}`);
    }
  }
  return problems;
}

describe('two-field { x, y } literals', () => {
  it('hold numbers only, everywhere in src (planck shares their hidden class)', () => {
    const files = sourceFiles(join(root, 'src'));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(badXyLiterals)).toEqual([]);
  });

  it('the check sees the literal that slowed planck, and leaves numbers alone', () => {
    const scratch = join(root, 'tests', 'data', 'xy-literals-example.ts');
    expect(badXyLiterals(scratch)).toEqual([
      'tests/data/xy-literals-example.ts:3: x is a boolean literal',
      'tests/data/xy-literals-example.ts:3: y is a boolean literal',
      'tests/data/xy-literals-example.ts:4: x is a null literal',
      'tests/data/xy-literals-example.ts:5: y is an object (ArrayExpression)',
    ]);
  });
});
