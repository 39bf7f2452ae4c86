import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const tools = readFileSync(join(root, 'docs/tools.md'), 'utf8');
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const scripts = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);

/** The scripts a table row's first cell names: `npm run NAME`, and `npm test`. */
function scriptsNamedIn(cell: string): string[] {
  return [...cell.matchAll(/`npm (?:run ([a-z0-9:-]+)|(test))\b[^`]*`/g)].map((match) => (match[1] ?? match[2]) as string);
}

/** Every folder under `dir` (repository paths, forward slashes). */
function foldersUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [];
    return [relative(root, path).split(sep).join('/'), ...foldersUnder(path)];
  });
}

describe('docs/tools.md', () => {
  it('names every npm script of package.json, and no other', () => {
    const rows = [...tools.matchAll(/^\| (`npm [^|]*?) \|/gm)].map((match) => match[1] as string);
    const named = rows.flatMap(scriptsNamedIn);
    expect([...new Set(named)].sort()).toEqual([...scripts].sort());
  });

  it('shows every folder at the top of the repository', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
    const folders = [...new Set(tracked.filter((path) => path.includes('/')).map((path) => path.slice(0, path.indexOf('/'))))];
    const tree = tools.slice(tools.indexOf('## Where things are'));
    const missing = folders.filter((folder) => !new RegExp(`^${folder.replace('.', '\\.')}/`, 'm').test(tree.replace(/^```$/gm, '')));
    expect(missing).toEqual([]);
  });
});

describe('docs/architecture.md: one line per folder', () => {
  it('names every folder of src/ in its table of folders', () => {
    const rows = architecture.split('\n').filter((line) => line.startsWith('| `src/'));
    const missing = foldersUnder(join(root, 'src')).filter((folder) => {
      if (rows.some((row) => row.includes(`\`${folder}/\``))) return false;
      // A row may name several folders of one parent: "`src/sim/steering/`, `targets/`, …".
      const parent = folder.slice(0, folder.lastIndexOf('/') + 1);
      const name = folder.slice(folder.lastIndexOf('/') + 1);
      return !rows.some((row) => row.split('|')[1]?.includes(`\`${parent}`) && row.split('|')[1]?.includes(`\`${name}/\``));
    });
    expect(missing).toEqual([]);
  });
});
