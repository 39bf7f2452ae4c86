/**
 * Each deliberately broken build of `npm run mutants` still applies: its text is found once in its file, so a reformat or an edit cannot
 * switch one off unseen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTANTS } from '../../scripts/mutants/mutantList';

const root = join(__dirname, '../..');

describe('the mutants of scripts/mutants/mutantList.ts', () => {
  it('each finds its text exactly once in its file, and changes it', () => {
    const stale = MUTANTS.filter(
      (mutant) => readFileSync(join(root, mutant.file), 'utf8').split(mutant.find).length !== 2 || mutant.find === mutant.replace,
    ).map((mutant) => `${mutant.id}: ${mutant.file}`);
    expect(stale).toEqual([]);
    expect(new Set(MUTANTS.map((mutant) => mutant.id)).size).toBe(MUTANTS.length);
  });
});
