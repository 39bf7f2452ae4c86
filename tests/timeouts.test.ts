import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANG_GUARD_MS } from './setup/hangGuard';

/**
 * No verdict of the suite may depend on the machine's load (issue 66): beside four CPU hogs a test
 * takes three times as long as alone, and a timeout set from its time alone failed CI there. So a
 * test's timeout, a hook's and a spawned process's only guard against a hang: none of the test files
 * sets one shorter than HANG_GUARD_MS (vite.config.ts gives every test that one).
 */

const testsDir = __dirname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** A timeout written as a number: a test's or a hook's last argument (`}, 60_000);`), or an option (`timeout: 60_000`). */
const WRITTEN_TIMEOUT = /(?:^\s*\}, |\btimeout: )([\d_]+)\b/gm;

describe('timeouts in the tests', () => {
  it('none is shorter than the hang guard: each guards a hang, never the machine’s speed', () => {
    const short: string[] = [];
    for (const file of files(testsDir).filter((path) => path !== __filename)) {
      for (const match of readFileSync(file, 'utf8').matchAll(WRITTEN_TIMEOUT)) {
        const ms = Number((match[1] as string).replaceAll('_', ''));
        if (ms < HANG_GUARD_MS) short.push(`${relative(testsDir, file)}: ${match[0].trim()}`);
      }
    }
    expect(short).toEqual([]);
  });

  it('the rule finds what it looks for', () => {
    const sample = "it('x', () => {\n  run();\n}, 60_000);\nspawnSync(a, b, { timeout: 120_000 });\n";
    expect([...sample.matchAll(WRITTEN_TIMEOUT)].map((match) => match[1])).toEqual(['60_000', '120_000']);
  });
});
