/**
 * The pages the npm package ships (its README, its changelog, and docs/ as scripts/libManifest.ts
 * lists them) stand alone for a package user: none says "in the project's repository", none names
 * a test, a script, an example, a scenario file or an npm script of the repository, a page the
 * package does not ship, or a source file that is not a module of the library (pack-lib rewrites
 * those into their dist-lib path). The packed pages are read again by tests/lib/packedLibrary.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ONLY, SHIPPED_DOCS } from '../../scripts/libManifest';

const root = join(__dirname, '../..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8').replaceAll(/<!--[\s\S]*?-->/g, '');

/** The folders of src/ that are the demo game's, not the library's. */
const GAME_ONLY = /^src\/(app|game|ui|cli)\//;

/** What `text` names that a package user does not have. */
function repositoryOnly(text: string, npmScriptsAllowed: readonly string[] = []): string[] {
  return [...text.matchAll(REPOSITORY_ONLY)]
    .map(([, reference]) => reference as string)
    .filter((reference) => {
      if (npmScriptsAllowed.includes(reference)) return false;
      // A library module: shipped, its path rewritten into dist-lib's by pack-lib.
      return !(
        reference.startsWith('src/') &&
        reference.endsWith('.ts') &&
        !GAME_ONLY.test(reference) &&
        existsSync(join(root, reference))
      );
    });
}

/** The .md pages `text` links or names that the package does not ship. */
function unshippedPages(text: string, prefix: string): string[] {
  return [...text.matchAll(/(?<![\w-])((?:docs\/)?[\w-]+\.md)\b/g)]
    .map(([, page]) => page as string)
    .filter((page) => !['README.md', 'CHANGELOG.md'].includes(page))
    .filter(
      (page) => !SHIPPED_DOCS.includes(page.startsWith('docs/') ? page.slice(5) : prefix === 'docs/' ? page : `(not under docs/) ${page}`),
    );
}

describe('the docs the package ships stand alone', () => {
  it('catches what it must: a test, a script, an npm script, an unshipped source or page, the phrase', () => {
    expect(
      repositoryOnly('checked by `tests/sim/control/x.test.ts` and scripts/plot.ts; npm run tune; src/app/fields/controllerPresets.ts'),
    ).toEqual(['tests/sim/control/x.test.ts', 'scripts/plot.ts', 'npm run tune', 'src/app/fields/controllerPresets.ts']);
    expect(repositoryOnly('File: `src/sim/control/PidController.ts`, in phaser/src/physics/matter-js/lib.')).toEqual([]);
    expect(unshippedPages('see [challenges.md](challenges.md) and [guidance.md](guidance.md)', 'docs/')).toEqual([
      'challenges.md',
      'challenges.md',
    ]);
  });

  it.each(SHIPPED_DOCS)('docs/%s', (page) => {
    const text = read(`docs/${page}`);
    expect(text).not.toContain("in the project's repository");
    expect(repositoryOnly(text)).toEqual([]);
    expect(unshippedPages(text, 'docs/')).toEqual([]);
  });

  it.each(['lib/README.md', 'lib/CHANGELOG.md'])('%s', (path) => {
    const text = read(path);
    expect(text).not.toContain("in the project's repository");
    // The README says how the package is built from a clone, since it is on no registry yet.
    expect(repositoryOnly(text, ['npm run pack:lib'])).toEqual([]);
    expect(unshippedPages(text, '')).toEqual([]);
  });
});
