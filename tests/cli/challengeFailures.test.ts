import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_LEVELS } from '../../src/sim/challenges/challengeLevels';

const root = join(__dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');

/** Runs `npm run challenge`'s entry point with one controller file holding `code`. */
function runChallenge(code: string, ...flags: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'pid-challenge-fail-'));
  const file = join(dir, 'controller.js');
  writeFileSync(file, code);
  const started = Date.now();
  const result = spawnSync(tsx, [join(root, 'src/cli/challenge.ts'), file, ...flags], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, seconds: (Date.now() - started) / 1000 };
}

/** Controllers that fail in every way the sandbox knows, each soon enough to fail on every level. */
const FAILING: Readonly<Record<string, string>> = {
  'an endless loop': 'function update() { while (true) {} }',
  'a throw': 'function update() { throw new Error("boom"); }',
  'NaN': 'function update() { return NaN; }',
  'a late throw': 'function update(input) { if (input.time > 0.3) throw new Error("late"); return -60 * input.headingError - 14 * input.angularVelocity; }',
  // A built-in that never reaches QuickJS's interrupt check: only terminating its Worker stops it.
  'an uninterruptible built-in after 20 good calls': 'let calls = 0;\nfunction update(input) {\n  if (++calls > 20) return Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 1);\n  return -60 * input.headingError - 14 * input.angularVelocity;\n}',
};

describe('npm run challenge on code that fails', () => {
  for (const [what, code] of Object.entries(FAILING)) {
    it(`${what}: every level FAIL (your code failed), 0 passed, JSON passed: false with the failure`, () => {
      const table = runChallenge(code);
      expect(table.stderr).toBe('');
      expect(table.status).toBe(0);
      expect(table.stdout).toContain(`0 of ${CHALLENGE_LEVELS.length} passed`);
      for (const level of CHALLENGE_LEVELS) expect(table.stdout).toMatch(new RegExp(`^${level.name}\\s+FAIL \\(your code failed\\)`, 'm'));
      expect(table.stdout).not.toMatch(/\bpass\b/);
      const json = runChallenge(code, '--json', '--level', 'figure-eight');
      const report = JSON.parse(json.stdout) as { levels: { name: string; passed: boolean; failure: string | null }[] };
      expect(report.levels.map((level) => [level.name, level.passed])).toEqual([['figure-eight', false]]);
      expect(report.levels[0]?.failure).toMatch(/^at \d+\.\d\d s: .+; the level is failed there \(the time-optimal controller took over the body\)$/);
    });
  }

  it('the uninterruptible built-in is stopped by its deadline after its 20 good calls, not waited for', () => {
    const run = runChallenge(FAILING['an uninterruptible built-in after 20 good calls'] as string, '--level', 'figure-eight', '--json');
    const report = JSON.parse(run.stdout) as { levels: { failure: string }[] };
    expect(report.levels[0]?.failure).toMatch(/^at 0\.33 s: update did not return within \d+ ms and was stopped/);
  });
});
