import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_LEVELS } from '../../src/sim/challenges/challengeLevels';
import { ChallengeRun } from '../../src/sim/challenges/ChallengeRun';
import { builtinControllers } from '../../src/sim/challenges/builtinControllers';
import { toolEntry } from '../setup/toolBundles';
import { HANG_GUARD_MS } from '../setup/hangGuard';

const root = join(__dirname, '../..');

/** Runs `npm run challenge`'s entry point, bundled (tests/setup/toolBundles.ts), in `cwd`, without npm's own noise. */
function runChallenge(args: string[], cwd = root) {
  const result = spawnSync(process.execPath, [...toolEntry('src/cli/challenge.ts'), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: HANG_GUARD_MS,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeTemp(name: string, text: string): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pid-challenge-'));
  const file = join(dir, name);
  writeFileSync(file, text);
  return { dir, file };
}

/** The forward PD with fixed gains, damping the error's rate and feeding the set-point's acceleration forward. */
const PD =
  'function update(input, state) {\n  return input.desiredHeadingAcceleration - 60 * input.headingError - 14 * ' +
  '(input.angularVelocity - input.desiredHeadingRate);\n}\n';

describe('npm run challenge', () => {
  it('--json prints one object with every level: name, passed, score, metrics (and why the code stopped, if it did)', () => {
    const { file } = writeTemp('pd.js', PD);
    const { status, stdout, stderr } = runChallenge([file, '--json']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const report = JSON.parse(stdout) as {
      levels: { name: string; passed: boolean; score: number | null; metrics: Record<string, unknown>; failure: string | null }[];
    };
    expect(report.levels.map((l) => l.name)).toEqual(CHALLENGE_LEVELS.map((l) => l.name));
    for (const level of report.levels) {
      expect(typeof level.passed).toBe('boolean');
      expect(level.score === null || Number.isFinite(level.score)).toBe(true);
      expect(typeof level.metrics).toBe('object');
      expect(level.failure).toBeNull();
    }
    // The same spring-damper as the built-in forward PD with fixed gains (no scaling, no braking curve): the same verdicts.
    const pd = builtinControllers().find((b) => b.name === 'pd');
    if (!pd) throw new Error('no built-in pd');
    const fixed = { ...pd.settings, scaleWithTurnRate: false, brakingCurve: false };
    const builtin = CHALLENGE_LEVELS.map((level) => new ChallengeRun(level, { settings: fixed }).runToEnd());
    expect(report.levels.map((l) => [l.name, l.passed, l.score])).toEqual(builtin.map((l) => [l.name, l.passed, l.score]));
  });

  it('prints a table for one level; hostile code is stopped, the level still runs, the exit code and the file system are ours', () => {
    const hostile = `function update(input, state) {
  if (input.time > 0.5) { try { require('node:fs').writeFileSync('pwned.txt', 'x'); } catch (e) {} process.exit(7); }
  return -60 * input.headingError - 14 * input.angularVelocity;
}`;
    const { dir, file } = writeTemp('hostile.js', hostile);
    const before = readdirSync(dir);
    const { status, stdout, stderr } = runChallenge([file, '--level', 'quarter-turn-low-rate'], dir);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^level\s+result\s+score\s+decided at\s+how it went/);
    // Decided where the code stopped, as the game's card says it ("decided at"; issue 50, case 7).
    expect(stdout).toMatch(/quarter-turn-low-rate\s+FAIL \(your code failed\)\s+\S+\s+0\.5\d s\s/);
    expect(stdout).toMatch(
      new RegExp(
        'your code failed at 0\\.5\\d s: line 2: ReferenceError: process is not defined; the level is failed there \\(the ' +
          'time-optimal controller took over the body\\)',
      ),
    );
    expect(readdirSync(dir)).toEqual(before);
    expect(existsSync(join(root, 'pwned.txt'))).toBe(false);
  });

  it('an endless loop ends that level’s use of the code with a message, not a hang', () => {
    const { file } = writeTemp('loop.js', 'function update(input) {\n  for (;;) {}\n}\n');
    // Not a hang: the level's failure names the budget of work it broke (the same on any machine).
    const { status, stdout } = runChallenge([file, '--level', 'hold-against-torque', '--json']);
    expect(status).toBe(0);
    const [level] = (JSON.parse(stdout) as { levels: { failure: string }[] }).levels;
    expect(level?.failure).toMatch(/^at 0\.00 s: line \d: update ran more than 200,000 calls and loop turns \(an endless loop\?\)/);
  });

  it('refuses, with exactly one line on stderr, nothing on stdout and status 2: an unreadable file, code without update, bad flags', () => {
    const { file: noUpdate } = writeTemp('no-update.js', 'var x = 1;\n');
    const { file: syntax } = writeTemp('syntax.js', 'function update(input) {\n  return 1 +;\n}\n');
    const { file: pd } = writeTemp('pd.js', PD);
    const cases: [string[], RegExp][] = [
      [[join(tmpdir(), 'no-such-controller.js')], /no-such-controller\.js": cannot read \(ENOENT\)$/],
      [[noUpdate], /no-update\.js": the code defines no function update\(input, state\)$/],
      [[syntax], /syntax\.js": line 2: SyntaxError: /],
      [[pd, '--level', 'nope'], /^--level: unknown level "nope"; valid: quarter-turn-low-rate, turn-sequence, /],
      [[pd, '--frobnicate'], /^--frobnicate: unknown option \(--level, --json, --markdown, --builtin, --help\)$/],
      [[pd, '--level', 'figure-eight', '--level', 'noisy-sensor'], /^--level: given twice$/],
      [[pd, '--json', '--json'], /^--json: given twice$/],
      [['--builtin', 'nope'], /^--builtin: unknown controller "nope"; valid: pid, /],
    ];
    for (const [args, message] of cases) {
      const { status, stdout, stderr } = runChallenge(args);
      expect(status, args.join(' ')).toBe(2);
      expect(stdout, args.join(' ')).toBe('');
      expect(stderr.split('\n'), args.join(' ')).toHaveLength(2); // one line and its newline
      expect(stderr.trim(), args.join(' ')).toMatch(message);
    }
  });

  it('--builtin all --markdown prints the page docs/challenges.md holds (the docs are up to date)', () => {
    const { status, stdout } = runChallenge(['--builtin', 'all', '--markdown']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^# Challenge levels/);
    for (const level of CHALLENGE_LEVELS) expect(stdout).toContain(`\`${level.name}\``);
    expect(stdout, 'regenerate with: npm run challenge --silent -- --builtin all --markdown > docs/challenges.md').toBe(
      readFileSync(join(root, 'docs/challenges.md'), 'utf8'),
    );
  });
});
