import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_TOOLS, root } from '../setup/toolBundles';
import { HANG_GUARD_MS } from '../setup/hangGuard';

/**
 * The other CLI tests run the tools from bundles (tests/setup/toolBundles.ts); this one runs each
 * through its npm script, the way the README says, so that the script, tsx and every import of the
 * tool's sources are proven as a user meets them.
 */
describe('each command-line tool, run through its npm script', () => {
  const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  /** The npm script that runs `file` (its command names the file). */
  const scriptOf = (file: string): string => {
    const found = Object.entries(scripts).find(([, command]) => command.split(/\s+/).includes(file));
    if (!found) throw new Error(`no npm script runs ${file}`);
    return found[0];
  };

  it.each(BUNDLED_TOOLS.map((file) => [scriptOf(file), file]))('npm run %s (%s) -- --help prints its usage and exits 0', (tool) => {
    const result = spawnSync('npm', ['run', '--silent', tool, '--', '--help'], { cwd: root, encoding: 'utf8', timeout: HANG_GUARD_MS });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^usage: npm run ${tool} -- `));
  });
});
