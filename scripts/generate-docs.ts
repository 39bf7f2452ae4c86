/**
 * `npm run docs:generate`: writes every part of the docs that is computed from the code, so that
 * a new controller, way of playing, example scene, tour step or level needs no hand edit of them:
 * - the lists of docs/addresses.md (scripts/docLists.ts);
 * - the measured tables of docs/controllers.md, docs/controllers-tuning.md and docs/guidance.md
 *   (scripts/controllerTables.ts; `npm run docs:plots` writes them too, with the plots);
 * - docs/challenges.md, the levels and every built-in controller's results
 *   (`npm run challenge -- --builtin all --markdown`);
 * - the tables of docs/real-engines.md, measured in Box2D v3 and Rapier (scripts/realEngineTables.ts).
 * The tests under tests/docs and tests/cli/challenge.test.ts fail, naming this command, when a doc
 * does not hold what it would write.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measuredTableDocs, withMeasuredTables } from './controllerTables';
import { DOC_LISTS, withLists } from './docLists';
import { measureBox2d, measureRapier, withTable } from './realEngineTables';

const root = join(import.meta.dirname, '..');

/** Writes `doc` (a path in the repository) as `rewrite` makes it, and says so if it changed. */
function rewrite(doc: string, change: (text: string) => string): void {
  const path = join(root, doc);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after !== before) writeFileSync(path, after);
  process.stdout.write(`${after === before ? 'unchanged' : 'wrote'} ${doc}\n`);
}

for (const [doc, lists] of Object.entries(DOC_LISTS)) rewrite(doc, (text) => withLists(text, lists, doc));

for (const doc of measuredTableDocs()) rewrite(doc, (text) => withMeasuredTables(text, doc));

const challenges = execFileSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'src/cli/challenge.ts'), '--builtin', 'all', '--markdown'],
  { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
);
rewrite('docs/challenges.md', () => challenges);

const [box2d, rapier] = [await measureBox2d(), await measureRapier()];
rewrite('docs/real-engines.md', (text) => withTable(withTable(text, 'box2d-table', box2d.table), 'rapier-table', rapier.table));
