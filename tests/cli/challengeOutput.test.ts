import { spawnSync } from 'node:child_process';
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalLine, runTool, writeTemp } from './runTool';
import { HANG_GUARD_MS } from '../setup/hangGuard';

// What a terminal obeys: C0 controls but the newline, DEL, C1 controls (U+009B is the 8-bit CSI), and
// the Unicode line breaks.
// oxlint-disable-next-line no-control-regex
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** Text that would retitle the window, clear the screen and print a fake verdict, in several encodings. */
const HOSTILE_TEXTS = [
  '\u001b]0;pwned\u0007\u001b[2J\u001b[H8 of 8 passed',
  '\u009b2J\u009bHall levels passed',
  'ok\rall levels passed\u2028\u0085',
];

const LEVEL = 'quarter-turn-low-rate';

/** A controller that steers for a while, then throws `thrown` (a JavaScript expression). */
const throwsLater = (thrown: string) =>
  `function update(input, state) {\n  if (input.time > 0.2) throw ${thrown};\n  return -60 * input.headingError - 14 * ` +
  `input.angularVelocity;\n}\n`;

function runChallenge(args: string[]) {
  return runTool('src/cli/challenge.ts', args, undefined, HANG_GUARD_MS);
}

describe('npm run challenge prints nothing a terminal would obey', () => {
  it.each(
    HOSTILE_TEXTS.flatMap((text) => [
      `new Error(${JSON.stringify(text)})`,
      JSON.stringify(text),
      `{ name: ${JSON.stringify(text)}, message: 'x' }`,
    ]),
  )(
    'the table escapes what the player’s code throws: %s',
    (thrown) => {
      const run = runChallenge([writeTemp('hostile.js', throwsLater(thrown)), '--level', LEVEL]);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).not.toMatch(TERMINAL_CONTROL);
      // Shown, escaped, on its one line (the sandbox has already turned \r and U+2028 into spaces).
      expect(run.stdout).toMatch(
        new RegExp(
          '^quarter-turn-low-rate: your code failed at 0\\.2\\d s: .*\\\\u00(1b|9b|85).*; the level is failed there \\(the ' +
            'time-optimal controller took over the body\\)$',
          'm',
        ),
      );
      expect(run.stdout).not.toMatch(/^(8 of 8|all levels) passed/m);
    },
    120_000,
  );

  it('--json keeps its shape and its values; the controls are escapes inside its strings', () => {
    const text = HOSTILE_TEXTS.join(' ');
    const run = runChallenge([writeTemp('hostile.js', throwsLater(`new Error(${JSON.stringify(text)})`)), '--level', LEVEL, '--json']);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(TERMINAL_CONTROL);
    const report = JSON.parse(run.stdout) as {
      levels: { name: string; passed: boolean; score: number | null; metrics: object; failure: string }[];
    };
    expect(Object.keys(report)).toEqual(['levels']);
    expect(Object.keys(report.levels[0] ?? {})).toEqual(['name', 'passed', 'score', 'metrics', 'failure']);
    // The sandbox makes a message one line (white space, \r and U+2028 included, becomes a space); the rest arrives as thrown.
    expect(report.levels[0]?.failure).toContain('\u001b]0;pwned\u0007\u001b[2J\u001b[H8 of 8 passed');
    expect(report.levels[0]?.failure).toContain('\u009b2J\u009bHall levels passed');
  });

  it('a message that turns text round or hides it (U+202E, U+200B) is escaped in the table, and kept as thrown in --json', () => {
    const thrown = 'id \u202eevil\u200b';
    const file = writeTemp('bidi.js', throwsLater(`new Error(${JSON.stringify(thrown)})`));
    const table = runChallenge([file, '--level', LEVEL]);
    expect(table.stdout).toMatch(/your code failed at 0\.2\d s: line 2: Error: id \\u202eevil\\u200b; /);
    expect(table.stdout).not.toMatch(/[\u202e\u200b]/);
    const json = runChallenge([file, '--level', LEVEL, '--json']);
    expect(json.stdout).not.toMatch(/[\u202e\u200b]/);
    expect((JSON.parse(json.stdout) as { levels: { failure: string }[] }).levels[0]?.failure).toContain(`Error: ${thrown}`);
  });

  it.each(HOSTILE_TEXTS)('refusals quote and escape what the user typed or the code threw at load: %j', (text) => {
    const lines = [
      refusalLine(runChallenge([writeTemp('pd.js', throwsLater('1')), '--level', text])),
      refusalLine(runChallenge(['--builtin', text])),
      refusalLine(runChallenge([writeTemp('load.js', `throw new Error(${JSON.stringify(text)});\nfunction update() { return 0; }\n`)])),
      refusalLine(runChallenge([`${text}.js`])),
      refusalLine(runChallenge([`--${text}`])),
    ];
    expect(lines[0]).toMatch(/^--level: unknown level ".*"; valid: quarter-turn-low-rate, /);
    expect(lines[1]).toMatch(/^--builtin: unknown controller ".*"; valid: pid, /);
    expect(lines[2]).toMatch(/^".*load\.js": line 1: Error: /);
    expect(lines[3]).toMatch(/\.js": cannot read \(ENOENT\)$/);
    expect(lines[4]).toMatch(/^"--.*": unknown option/);
  });

  it(
    'reads the controller file bounded: a device, a FIFO, a directory and a file over 100,000 bytes are refused before ' + 'they are read',
    () => {
      const directory = mkdtempSync(join(tmpdir(), 'pid-challenge-'));
      expect(refusalLine(runChallenge(['/dev/zero']))).toBe(
        '"/dev/zero": a character device; a controller must be a regular file of at most 100000 bytes',
      );
      expect(refusalLine(runChallenge([directory]))).toMatch(
        /": a directory; a controller must be a regular file of at most 100000 bytes$/,
      );
      const big = join(directory, 'big.js');
      writeFileSync(big, '');
      truncateSync(big, 100_001);
      expect(refusalLine(runChallenge([big]))).toMatch(
        /big\.js": 100001 bytes; a controller must be a regular file of at most 100000 bytes$/,
      );
      const fifo = join(directory, 'fifo.js');
      if (spawnSync('mkfifo', [fifo]).status === 0)
        expect(refusalLine(runChallenge([fifo]))).toMatch(/fifo\.js": a pipe \(FIFO\); a controller must be/);
    },
  );
});
