/**
 * No line of a formatted file is over the line width (Prettier's printWidth): what Prettier cannot
 * wrap (a long literal, a comment) is wrapped by `npm run format`'s codemod or by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINE_WIDTH } from '../../scripts/lineWidth';

const ROOT = join(__dirname, '..', '..');

/** The files Prettier formats (.prettierignore): the code, styles, pages and JSON of the repository. */
const FORMATTED = /\.(ts|mts|cts|js|mjs|cjs|css|html|json)$/;

/** Folders no one formats: installed, built, the ports and native code (not Prettier's languages), fixtures read byte for byte. */
const SKIPPED = new Set(['node_modules', 'ports', 'native', 'tests/data', 'public']);

/**
 * Files read byte for byte or written by a tool: the lock file, and the article's page, whose sentences
 * the build fills with numbers and the tests read one a line (.prettierignore leaves it as written).
 */
const SKIPPED_FILES = new Set(['package-lock.json', 'article.html']);

/**
 * Lines that may be longer, each kind with its reason: a JSON string value (JSON has no way to split
 * a string: a scenario's name, the package's description) and an HTML attribute alone on its line
 * (its value is one string: a content security policy, a description, an accessible name).
 */
const EXEMPT: readonly [RegExp, string][] = [
  [/^\s*"[^"]*": "(?:[^"\\]|\\.)*",?$/, 'a JSON string value'],
  [/^\s*[a-z-]+="[^"]*"\/?>?$/, 'an HTML attribute alone on its line'],
];

function formattedFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const name = relative(ROOT, path).split('\\').join('/');
    if (entry.isDirectory()) {
      if (
        !entry.name.startsWith('.') &&
        !entry.name.startsWith('dist') &&
        !SKIPPED.has(name) &&
        !/^(test-results|playwright-report|e2e-artifacts)/.test(name)
      ) {
        formattedFiles(path, out);
      }
    } else if (FORMATTED.test(entry.name) && !SKIPPED_FILES.has(name)) out.push(name);
  }
  return out;
}

describe('one line width', () => {
  it(`no line of a formatted file is over ${LINE_WIDTH} characters (file:line, its length)`, () => {
    const files = formattedFiles(ROOT);
    expect(files.length).toBeGreaterThan(500);
    const over = files.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          line.length > LINE_WIDTH && !EXEMPT.some(([pattern]) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.length}`] : [],
        ),
    );
    expect(over).toEqual([]);
  });

  it('the width is the one Prettier formats to', () => {
    const config = JSON.parse(readFileSync(join(ROOT, '.prettierrc.json'), 'utf8')) as { printWidth: number };
    expect(config.printWidth).toBe(LINE_WIDTH);
  });
});
