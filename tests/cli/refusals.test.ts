import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalLine, runTool, writeTemp } from './runTool';

const missile = (id: string, x = 0) => ({ id, type: 'missile', position: [x, 0], command: { type: 'idle' } });

// Every tool, every kind of bad input: exactly one line on stderr naming the field and its range,
// control characters escaped, nothing on stdout, exit status 2.
describe('every refusal from every command-line tool is one clean line', () => {
  it.each([
    [
      'an id with a newline',
      JSON.stringify({ duration: 1, entities: [missile('a\nb'), missile('a\nb', 50)] }),
      /^entities\[1\]\.id: must be unique \("a\\nb" is used twice\)$/,
    ],
    ['text that is not JSON, with newlines and an escape sequence', 'not\njson\n\u001b[31mred\nmore', /^scenario: not valid JSON \(/],
    [
      'a raw escape sequence in the text (not JSON)',
      `{"duration":1,"\u001b[2J":1,"entities":[]}`,
      /^scenario: not valid JSON \(Bad control character/,
    ],
    [
      'an escape sequence in a key',
      JSON.stringify({ duration: 1, '\u001b[2J': 1, entities: [missile('m')] }),
      /^\["\\u001b\[2J"\]: unknown key$/,
    ],
    [
      'a 1 MB unknown key',
      JSON.stringify({ duration: 1, ['k'.repeat(1 << 20)]: 1, entities: [missile('m')] }),
      /^\["k{40}… \(1048576 characters\)"\]: unknown key$/,
    ],
    [
      'a max turn rate of 5e-324',
      JSON.stringify({ duration: 1, entities: [{ ...missile('m'), maxAngularAcceleration: 5e-324 }] }),
      /^entities\[0\]\.maxAngularAcceleration: must be a number ≥ 0\.1 and ≤ 10000 \(below 0\.1 a 180° turn would take more than 11 s\)$/,
    ],
    [
      'an id that reads reversed (U+202E), used twice',
      JSON.stringify({ duration: 1, entities: [missile('t\u202e1'), missile('t\u202e1', 50)] }),
      /^entities\[1\]\.id: must be unique \("t\\u202e1" is used twice\)$/,
    ],
    [
      'an unknown key with a zero-width space',
      JSON.stringify({ duration: 1, 'durat\u200bion': 1, entities: [missile('m')] }),
      /^\["durat\\u200bion"\]: unknown key$/,
    ],
    [
      'a thrust on a character',
      JSON.stringify({ duration: 1, entities: [{ ...missile('c'), type: 'character', thrust: 'toward-target' }] }),
      /^entities\[0\]\.thrust: only missiles have "thrust" \(this entity is a character; leave it out\)$/,
    ],
    [
      'a comparison that is a text',
      JSON.stringify({ duration: 1, entities: [missile('m')], comparison: 'x' }),
      /^comparison: must be an object with "start", "shown", "recorded" and "whatIfs" \(and a "title"\)$/,
    ],
    [
      '250 entities at one point',
      JSON.stringify({ duration: 60, entities: Array.from({ length: 250 }, (_, i) => missile(`e${i}`)) }),
      /^entities\[3\]: would start overlapping more than 2 other bodies \(entities\[\d\] "e\d", .*\): move them apart$/,
    ],
  ])('npm run sim refuses %s', (_what, text, message) => {
    expect(refusalLine(runTool('src/cli/sim.ts', [writeTemp('bad.json', text)]))).toMatch(message);
  });

  it('npm run sim reads a file saved with a byte order mark as without it (it was refused as an invisible "Unexpected token")', () => {
    const text = JSON.stringify({ duration: 0.1, entities: [missile('m')] });
    const run = runTool('src/cli/sim.ts', [writeTemp('bom.json', `\ufeff${text}`)]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(runTool('src/cli/sim.ts', [writeTemp('plain.json', text)]).stdout);
  });

  it('npm run sim writes ids that hide or turn text escaped in its JSON report, the same JSON value', () => {
    const id = 'm\u202e\u200b';
    const run = runTool('src/cli/sim.ts', [writeTemp('ids.json', JSON.stringify({ duration: 0.1, entities: [missile(id)] })), '--compact']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('m\\u202e\\u200b');
    expect(run.stdout).not.toMatch(/[\u202e\u200b]/);
    expect(JSON.stringify(JSON.parse(run.stdout))).toContain(id);
  });

  it('npm run sim refuses a file name with control characters, a missing file and a missing argument', () => {
    expect(refusalLine(runTool('src/cli/sim.ts', ['no\nsuch\u001bfile.json']))).toBe('"no\\nsuch\\u001bfile.json": cannot read (ENOENT)');
    expect(refusalLine(runTool('src/cli/sim.ts', []))).toMatch(/^expected exactly one scenario file, got 0 \(usage: npm run sim/);
  });

  it.each([
    ['tune', ['--iterations', '0x10'], /^--iterations: must be an integer ≥ 1 and ≤ 10000$/],
    ['tune', ['--max-angular-acceleration', '1e-300'], /^--max-angular-acceleration: must be a number ≥ 0\.1 and ≤ 10000 \(below 0\.1/],
    ['tune', ['--angles', '30,,60'], /^--angles\[1\]: must be a number > 0 and < 180$/],
    ['tune', ['--seed', ' '], /^--seed: must be an integer ≥ 0 and ≤ 4294967295$/],
    ['tune', ['--controller'], /^--controller: needs a value$/],
    ['tune', ['--json=yes'], /^--json: takes no value$/],
    ['tune', ['--wat'], /^--wat: unknown option \(--controller, .*--help\)$/],
    ['tune', ['--a\u001b[31m'], /^"--a\\u001b\[31m": unknown option/],
    ['tune', ['stray'], /^unexpected argument "stray" \(see --help\)$/],
    ['tune', ['--iterations', '5', '--iterations=500'], /^--iterations: given twice$/],
    ['sim', ['--compact', 'scene.json', '--compact'], /^--compact: given twice$/],
    ['bench', ['--entities', '10', '--steps', '5', '--entities', '20'], /^--entities: given twice$/],
    ['soak', ['--seconds', '1', '--seconds', '2'], /^--seconds: given twice$/],
    ['bench', ['--entities', '-1'], /^--entities\[0\]: must be an integer ≥ 1 and ≤ 20000$/],
    ['bench', ['--entities', '0x10'], /^--entities\[0\]: must be an integer ≥ 1/],
    ['bench', ['--steps', '1e1'], null],
    ['soak', ['--entities', '0x10'], /^--entities: must be an integer ≥ 1 and ≤ 5000$/],
    ['soak', ['--seconds', '0'], /^--seconds: must be a number > 0 and ≤ 86400$/],
    ['soak', ['--seconds'], /^--seconds: needs a value$/],
  ])('npm run %s %j', (tool, args, message) => {
    // "--steps 1e1" is the grammar's 10, accepted; pair it with a bad flag to stop before the run.
    const run = runTool(`src/cli/${tool}.ts`, message === null ? [...args, '--heap-steps', 'x'] : args);
    expect(refusalLine(run)).toMatch(message ?? /^--heap-steps: must be an integer ≥ 0/);
  });

  it('npm run size reads the build through the bounded reader: a build file that is not a regular file is refused', () => {
    const dir = dirname(writeTemp('placeholder', ''));
    mkdirSync(join(dir, 'index.html'));
    expect(refusalLine(runTool('scripts/bundle-size.ts', ['--dir', dir]))).toMatch(
      /^".*index\.html": a directory; a file of the build must be a regular file of at most 67108864 bytes$/,
    );
  });

  it.each([
    ['scripts/bench-browser.ts', ['--entities', '0x10'], /^--entities\[0\]: must be an integer ≥ 1 and ≤ 10000$/],
    ['scripts/bench-browser.ts', ['--port', '80'], /^--port: must be an integer ≥ 1024 and ≤ 65535$/],
    [
      'scripts/bench-browser.ts',
      ['--renderer', 'vul\nkan'],
      /^--renderer: must be canvas, webgl or both \(comma-separated\); got "vul\\nkan"$/,
    ],
    [
      'scripts/bundle-size.ts',
      ['--dir', 'no-such-build'],
      /^--dir: no build in ".*no-such-build" \(no index\.html\): run `npm run build` first$/,
    ],
    ['scripts/bundle-size.ts', ['--frobnicate'], /^--frobnicate: unknown option \(--dir, --json, --help\)$/],
    ['scripts/bundle-size.ts', ['--json', '--json'], /^--json: given twice$/],
    ['scripts/bench-browser.ts', ['--port', '5000', '--port', '5001'], /^--port: given twice$/],
  ])('%s %j', (file, args, message) => {
    expect(refusalLine(runTool(file, args))).toMatch(message);
  });

  it.each([
    'src/cli/sim.ts',
    'src/cli/challenge.ts',
    'src/cli/tune.ts',
    'src/cli/bench.ts',
    'src/cli/soak.ts',
    'scripts/bench-browser.ts',
    'scripts/bundle-size.ts',
  ])('%s --help prints the usage on stdout and exits 0', (file) => {
    const run = runTool(file, ['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage: npm run [\w:]+ -- .*\n$/);
    expect(run.stderr).toBe('');
  });
});
