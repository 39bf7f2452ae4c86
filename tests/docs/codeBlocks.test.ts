/**
 * Which test runs each TypeScript or JavaScript block of the guides (README.md, lib/README.md,
 * docs/*.md): every one is accounted for, and a new block in a doc no test reads fails here, naming
 * the doc and the block. The inventory reads the tests that run the blocks, so it follows them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTROLLER_TEMPLATE } from '../../src/sandbox/controllerTemplate';
import { recipeSteps, section } from './recipeSteps';

const root = join(__dirname, '../..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** One fenced TypeScript or JavaScript block. */
interface Block {
  readonly doc: string;
  readonly line: number;
  readonly code: string;
}

function scriptBlocks(doc: string): Block[] {
  const text = read(doc);
  return [...text.matchAll(/^```(ts|typescript|js|javascript|tsx)\n([\s\S]*?)^```/gm)].map((match) => ({
    doc,
    line: text.slice(0, match.index).split('\n').length,
    code: match[2] as string,
  }));
}

/** The docs tests/lib/docBlocks.test.ts runs every block of, read from its DOCS list. */
function docBlocksDocs(): string[] {
  const list = /const DOCS = \[([^\]]*)\]/.exec(read('tests/lib/docBlocks.test.ts'))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
}

/** The recipes tests/docs/recipes.test.ts performs, read from its RECIPES list. */
function recipeTitles(): string[] {
  const list = /const RECIPES = \[([^\]]*)\]/.exec(read('tests/docs/recipes.test.ts'))?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
}

/** The test that runs `block`, or null when none does. */
function runBy(block: Block, docs: readonly string[], recipeCode: ReadonlySet<string>): string | null {
  if (docs.includes(block.doc)) return 'tests/lib/docBlocks.test.ts (packed library, bundler and nodenext, ESM and CommonJS)';
  if (block.doc === 'README.md' && block.code.includes("from 'pid-steering/controllers3d'"))
    return 'tests/lib/docBlocks.test.ts (the README’s 3D block)';
  if (block.doc === 'README.md' && block.code.includes("from 'pid-steering'"))
    return 'tests/lib/packedLibrary.test.ts (the README’s example, node16)';
  if (block.doc === 'docs/extending.md' && recipeCode.has(block.code))
    return 'tests/docs/recipes.test.ts (a recipe step, done to a copy of the repository)';
  if (block.doc === 'docs/challenges.md' && CONTROLLER_TEMPLATE.includes(block.code.trim()))
    return (
      'the player’s template (src/sandbox/controllerTemplate.ts), run by the challenge tests; the page is generated and held to it ' +
      'by tests/cli/challenge.test.ts'
    );
  return null;
}

describe('every TypeScript and JavaScript block of the guides is run by a test', () => {
  const guides = [
    'README.md',
    'lib/README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  const blocks = guides.flatMap(scriptBlocks);
  const extending = read('docs/extending.md');
  const recipeCode = new Set(
    recipeTitles().flatMap((title) => recipeSteps(section(extending, title)).flatMap((step) => ('code' in step ? [step.code] : []))),
  );
  const docs = docBlocksDocs();

  it('finds the blocks and the tests that run them', () => {
    expect(docs).toEqual(expect.arrayContaining(['lib/README.md', 'docs/use-in-your-game.md', 'docs/use-in-3d.md']));
    expect(recipeTitles()).toHaveLength(4);
    expect(blocks.length).toBeGreaterThan(20);
  });

  it('leaves none unrun', () => {
    const unrun = blocks.filter((block) => runBy(block, docs, recipeCode) === null).map((block) => `${block.doc}:${block.line}`);
    expect(unrun, 'a block no test runs: add its doc to docBlocks.test.ts DOCS, or make it a recipe step').toEqual([]);
  });
});
