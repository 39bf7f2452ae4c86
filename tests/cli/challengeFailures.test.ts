import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_LEVELS } from '../../src/sim/challenges/challengeLevels';
import { toolEntry } from '../setup/toolBundles';
import { HANG_GUARD_MS } from '../setup/hangGuard';

const root = join(__dirname, '../..');

/** Runs `npm run challenge`'s entry point with one controller file holding `code`. */
function runChallenge(code: string, ...flags: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'pid-challenge-fail-'));
  const file = join(dir, 'controller.js');
  writeFileSync(file, code);
  const result = spawnSync(process.execPath, [...toolEntry('src/cli/challenge.ts'), file, ...flags], {
    cwd: root,
    encoding: 'utf8',
    timeout: HANG_GUARD_MS,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Controllers that fail in every way the sandbox knows, each soon enough to fail on every level. */
const FAILING: Readonly<Record<string, string>> = {
  'an endless loop': 'function update() { while (true) {} }',
  'a throw': 'function update() { throw new Error("boom"); }',
  NaN: 'function update() { return NaN; }',
  'a late throw':
    'function update(input) { if (input.time > 0.3) throw new Error("late"); return -60 * input.headingError - 14 * ' +
    'input.angularVelocity; }',
  // A built-in that never reaches QuickJS's interrupt check: only terminating its Worker stops it.
  'an uninterruptible built-in after 20 good calls':
    'let calls = 0;\nfunction update(input) {\n  if (++calls > 20) return Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, ' +
    '1);\n  return -60 * input.headingError - 14 * input.angularVelocity;\n}',
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
      expect(report.levels[0]?.failure).toMatch(
        /^at \d+\.\d\d s: .+; the level is failed there \(the time-optimal controller took over the body\)$/,
      );
    });
  }

  it('the uninterruptible built-in is stopped by its deadline after its 20 good calls, not waited for', () => {
    const run = runChallenge(FAILING['an uninterruptible built-in after 20 good calls'] as string, '--level', 'figure-eight', '--json');
    const report = JSON.parse(run.stdout) as { levels: { failure: string }[] };
    expect(report.levels[0]?.failure).toMatch(/^at 0\.33 s: update did not return within \d+ ms and was stopped/);
  });
});

// Issue 40, finding 2: code keeping a 4 MiB ArrayBuffer each call took `npm run challenge` to a
// peak of 2.2 GB, each level failing after 8.5 s with "it used more than 8 MiB" (it held far more):
// QuickJS's limit did not count them, and the WebAssembly memory they grew was kept for the next
// level. Each code now lives in a memory of its own, bounded, in a Worker of its own.
describe('npm run challenge on code that holds memory', () => {
  const ALL = new RegExp(
    '^".*controller\\.js": line 2: it used (\\d\\d(\\.\\d)?) MiB of memory and asked for more than the 32 MiB it may use ' +
      '\\(ArrayBuffers and typed arrays included\\)$',
  );
  // What the code holds is made at its top level: a few hundred calls and loop turns, far inside the
  // load's budget of work, so memory runs out first on any machine, however busy (the budget counts
  // work, not time). Kept call after call: tests/sandbox/WorkerSandboxController.test.ts. (The
  // 4 MiB ArrayBuffers a call of the report: there too.)
  it.each([
    [
      'ArrayBuffers',
      'var keep = [];\nfor (var i = 0; i < 16; i++) keep.push(new ArrayBuffer(7 << 20));\nfunction update() { return 0; }',
      ALL,
    ],
    [
      'typed arrays',
      'var keep = [];\nfor (var i = 0; i < 16; i++) keep.push(new Float64Array(7 << 17));\nfunction update() { return 0; }',
      ALL,
    ],
    // One array past the limit of one allocation; many smaller ones kept call after call:
    // tests/sandbox/WorkerSandboxController.test.ts.
    [
      'a large array',
      'var big = new Array(1 << 20).fill(1.5);\nfunction update() { return 0; }',
      new RegExp(
        '^".*controller\\.js": line 1: it asked for more than 8 MiB of memory at once, the most one array, string or buffer may ' +
          'take \\(16 MiB in use\\)$',
      ),
    ],
  ])('holding %s: refused in one line with the memory it used, the process peaking under 600 MB', (_what, code, message) => {
    const dir = mkdtempSync(join(tmpdir(), 'pid-challenge-memory-'));
    const file = join(dir, 'controller.js');
    const peakFile = join(dir, 'peak');
    writeFileSync(file, code);
    const result = spawnSync(
      process.execPath,
      ['--require', join(__dirname, 'peakMemory.cjs'), ...toolEntry('src/cli/challenge.ts'), file],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: HANG_GUARD_MS,
        env: { ...process.env, PEAK_MEMORY_FILE: peakFile },
      },
    );
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
    expect(result.stderr.trimEnd()).toMatch(message);
    const peakKb = Number(readFileSync(peakFile, 'utf8'));
    expect(peakKb).toBeGreaterThan(0);
    expect(peakKb * 1024).toBeLessThan(600 * 1024 * 1024);
  });
});
