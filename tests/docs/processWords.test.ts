import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
].filter((page) => existsSync(join(root, page)));

/**
 * Words of how the project was made rather than what it is: work sessions, issue numbers, rounds,
 * attempts told as a story. The docs describe the project as it is; its history is in
 * CHANGELOG.md (by commit) and git.
 */
const PROCESS_WORDS = /\b(sessions? \d+|(last|this|next) (session|round)|issues? \d+|the issue[’']s\b|we tried|we measured|this round)/i;

/** Places in docs that may say it, with what they say (none: the test below fails for a place that no longer does). */
const KNOWN: readonly string[] = [];

function findings(): string[] {
  return pages.flatMap((page) =>
    readFileSync(join(root, page), 'utf8')
      .split('\n')
      .flatMap((line) => {
        const match = PROCESS_WORDS.exec(line);
        if (!match) return [];
        const around = line.slice(Math.max(0, match.index - 7), match.index + match[0].length);
        return [`${page}: ${around}`];
      }),
  );
}

/** Whether `found` is the known place `known` ("page: words"). */
function isKnown(found: string, known: string): boolean {
  const [page, words] = [known.slice(0, known.indexOf(': ')), known.slice(known.indexOf(': ') + 2)];
  return found.startsWith(`${page}: `) && found.includes(words);
}

describe('the docs describe the project as it is', () => {
  it('with no words of how it was made (sessions, issue numbers, rounds, "we tried")', () => {
    expect(findings().filter((found) => !KNOWN.some((known) => isKnown(found, known)))).toEqual([]);
  });

  it('the known places still say it (else take them off the list)', () => {
    const found = findings();
    expect(KNOWN.filter((known) => !found.some((line) => isKnown(line, known)))).toEqual([]);
  });

  it('sees such words', () => {
    for (const words of ['as session 14 found', 'since issue 17', 'We tried a spread start', 'this round', 'The issue’s numbers'])
      expect(PROCESS_WORDS.test(words), words).toBe(true);
    for (const words of ['the sessionStorage', 'a sensor issue', 'round the target']) expect(PROCESS_WORDS.test(words), words).toBe(false);
  });
});
