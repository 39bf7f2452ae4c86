import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAYS } from '../../src/app/plays/playList';
import { countInWords, countInWordsCapitalised, listInWords } from '../../src/app/presentation/countWords';
import { CHALLENGE_LEVELS } from '../../src/sim/challenges/challengeLevels';
import { CONTROLLER_SPECS } from '../../src/sim/control/registry/controllerSpecs';

const ROOT = join(__dirname, '..', '..');

/** What a counted noun counts: its list's length. */
const LISTS: Readonly<Record<string, number>> = {
  controller: CONTROLLER_SPECS.length,
  level: CHALLENGE_LEVELS.length,
  play: Object.keys(PLAYS).length,
  'way of playing': Object.keys(PLAYS).length,
};

const WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/**
 * A count written before a counted noun: "six controllers", "eight challenge levels", "the
 * six-controller comparison", "seven ways of playing".
 */
const COUNTED = new RegExp(
  `\\b(${WORDS.join('|')})(?:\\s+|-)(?:turn\\s+|built-in\\s+|challenge\\s+)?(controllers?|levels?|plays?|ways of playing)\\b`,
  'gi',
);

/** Counts of other lists, each with its reason. */
const OTHER_LISTS: readonly string[] = [
  // The ports in ports/ (C++ and C#), not the registry.
  'Two controllers are ported',
];

/** The files people read: the README, the docs and the sources. */
function proseFiles(): string[] {
  const files = [join(ROOT, 'README.md')];
  const walk = (dir: string, ext: RegExp): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, ext);
      else if (ext.test(name)) files.push(path);
    }
  };
  walk(join(ROOT, 'docs'), /\.md$/);
  walk(join(ROOT, 'src'), /\.ts$/);
  return files;
}

function nounOf(word: string): string {
  const noun = word.toLowerCase();
  if (noun.startsWith('way')) return 'way of playing';
  return noun.endsWith('s') ? noun.slice(0, -1) : noun;
}

describe('counts in prose come from their lists', () => {
  it('no README, doc or source file writes a count of controllers, levels or plays that disagrees with its list', () => {
    const wrong: string[] = [];
    for (const file of proseFiles()) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(COUNTED)) {
        const around = text.slice(Math.max(0, (match.index ?? 0) - 5), (match.index ?? 0) + match[0].length + 20);
        if (OTHER_LISTS.some((phrase) => around.includes(phrase))) continue;
        const expected = LISTS[nounOf(match[2] as string)] as number;
        if (WORDS.indexOf((match[1] as string).toLowerCase()) + 2 !== expected)
          wrong.push(`${relative(ROOT, file)}: "${match[0]}" (the list has ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the check sees a wrong count (the help once said "Six controllers" beside seven)', () => {
    expect('Six controllers.'.match(COUNTED)).not.toBeNull();
    expect('the six-controller comparison'.match(COUNTED)).not.toBeNull();
    expect(CONTROLLER_SPECS.length).not.toBe(6);
  });

  it('a derived count reads as prose: the help’s "Seven controllers" and its list of names', () => {
    expect(countInWordsCapitalised(7)).toBe('Seven');
    expect(countInWords(8)).toBe('eight');
    expect(countInWords(15)).toBe('15');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listInWords(['a'])).toBe('a');
  });
});
