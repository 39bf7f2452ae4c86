import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

/** The docs people read: the READMEs, the changelog and docs/. */
const pages = [
  'README.md',
  'CHANGELOG.md',
  'lib/README.md',
  'lib/CHANGELOG.md',
  'ports/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/**
 * The folder a page's links are read from: the package's README (lib/README.md) is the README at
 * the root of the packed library, where `npm run pack:lib` puts the docs it links (docs/…), so its
 * links are read from the repository's root, as in the package.
 */
function linkBase(page: string): string {
  return page === 'lib/README.md' ? '' : dirname(page);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a page's headings (a repeated heading gets -1, -2…, as on GitHub). */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of text.replace(/^```[\s\S]*?^```$/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(heading as string);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

describe('links between the docs', () => {
  it('reach a file that exists and, with an anchor, a heading it has', () => {
    const broken: string[] = [];
    for (const page of pages.filter((path) => existsSync(join(root, path)))) {
      const text = readFileSync(join(root, page), 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target as string)) continue;
        const [path, anchor] = (target as string).split('#') as [string, string | undefined];
        const file = path === '' ? join(root, page) : join(root, linkBase(page), path);
        if (!existsSync(file)) broken.push(`${page}: ${target} (no ${relative(root, file)})`);
        else if (anchor && file.endsWith('.md') && !anchorsOf(readFileSync(file, 'utf8')).has(anchor))
          broken.push(`${page}: ${target} (no heading #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('read anchors as GitHub makes them', () => {
    expect(anchorOf('A crowd that keeps flowing: `npm run bench:flow`')).toBe('a-crowd-that-keeps-flowing-npm-run-benchflow');
    expect(anchorOf('The ratio at 1,000 entities')).toBe('the-ratio-at-1000-entities');
  });
});
