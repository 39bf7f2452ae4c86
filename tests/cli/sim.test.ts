import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolEntry } from '../setup/toolBundles';

const root = join(__dirname, '../..');

/** Runs `npm run sim`'s entry point, bundled (tests/setup/toolBundles.ts), without npm's own noise. */
function runSim(...args: string[]) {
  const result = spawnSync(process.execPath, [...toolEntry('src/cli/sim.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeTemp(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pid-sim-'));
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('npm run sim', () => {
  it('prints one JSON report on stdout and exits 0 for a valid scenario', () => {
    const { status, stdout, stderr } = runSim(join(root, 'scenarios/missile-turn-90.json'));
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.entities[0].turn.initialErrorDeg).toBeCloseTo(90, 9);
  });

  it.each([
    ['invalid JSON', '{ "duration": 1, ', /^scenario: not valid JSON/],
    [
      'an out-of-range field',
      JSON.stringify({
        duration: 1,
        entities: [{ id: 'm', type: 'missile', position: [0, 0], maxAngularAcceleration: 0, command: { type: 'idle' } }],
      }),
      /^entities\[0\]\.maxAngularAcceleration: must be a number ≥ 0.1 and ≤ 10000 \(below 0.1 a 180° turn/,
    ],
    [
      'an unknown field',
      JSON.stringify({ duration: 1, speed: 3, entities: [{ id: 'm', type: 'missile', position: [0, 0], command: { type: 'idle' } }] }),
      /^speed: unknown key/,
    ],
    [
      'a missing field',
      JSON.stringify({ entities: [{ id: 'm', type: 'missile', position: [0, 0], command: { type: 'idle' } }] }),
      /^duration: is required/,
    ],
  ])('refuses %s: one line on stderr naming the field, nothing on stdout, exit 2', (_what, text, message) => {
    const { status, stdout, stderr } = runSim(writeTemp('bad.json', text));
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(message);
  });

  it('refuses a missing file and a missing argument with exit 2', () => {
    const missing = runSim(join(root, 'scenarios/no-such-file.json'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read \(ENOENT\)/);
    const none = runSim();
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/usage: npm run sim/);
  });

  it('prints ids holding controls a terminal obeys as JSON escapes: the same report, nothing raw on the terminal', () => {
    const ids = ['\u009b2J\u009bH', 'tab\there', 'line\u2028break', 'del\u007f', '\u001b]0;title\u0007'];
    const scenario = {
      duration: 0.1,
      entities: ids.map((id, i) => ({ id, type: 'missile', position: [20 * i, 0], command: { type: 'idle' } })),
    };
    for (const compact of [[], ['--compact']]) {
      const { status, stdout } = runSim(writeTemp('ids.json', JSON.stringify(scenario)), ...compact);
      expect(status).toBe(0);
      // oxlint-disable-next-line no-control-regex
      expect(stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
      expect(JSON.parse(stdout).entities.map((entity: { id: string }) => entity.id)).toEqual(ids);
    }
  });
});

describe('npm run sim: reports and runs that scale', () => {
  it('a report of 3,000 entities (over 1 MB of JSON) reaches a pipe whole: the process drains stdout before it ends', () => {
    const entities = Array.from({ length: 3000 }, (_, i) => ({
      id: `e${i}`,
      type: 'missile',
      position: [(i % 60) * 12, Math.floor(i / 60) * 12],
      command: { type: 'idle' },
    }));
    const { status, stdout, stderr } = runSim(writeTemp('many.json', JSON.stringify({ duration: 1 / 60, entities })));
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout.length).toBeGreaterThan(1 << 20);
    expect(JSON.parse(stdout).entities).toHaveLength(3000);
  });

  it(
    'a looping path for a simulated 10 minutes reports a bounded summary of its visits, and nothing on stderr when it is ' +
      'not a terminal',
    () => {
      const scenario = {
        duration: 600,
        entities: [
          {
            id: 'c',
            type: 'character',
            position: [0, 0],
            command: {
              type: 'followPath',
              path: [
                [3, 0],
                [3, 3],
                [0, 3],
              ],
              loop: true,
            },
          },
        ],
      };
      const { status, stdout, stderr } = runSim(writeTemp('loop.json', JSON.stringify(scenario)), '--compact');
      expect(status).toBe(0);
      expect(stderr).toBe('');
      const visits = JSON.parse(stdout).entities[0].waypointsReached;
      expect(visits.count).toBeGreaterThan(100);
      expect(visits.first).toHaveLength(20);
      expect(visits.first.slice(0, 4).map((v: { index: number }) => v.index)).toEqual([0, 1, 2, 0]);
      expect(visits.last.time).toBeGreaterThan(590);
      expect(stdout.length).toBeLessThan(8000);
    },
  );
});
