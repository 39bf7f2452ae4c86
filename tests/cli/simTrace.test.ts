import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, lstatSync, mkdtempSync, openSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildScenarioWorld } from '../../src/sim/scenario/runScenario';
import type { Scenario } from '../../src/sim/scenario/schema';
import { MAX_STEP_COUNT } from '../../src/sim/validation/quantities';
import { toolEntry } from '../setup/toolBundles';
import { refusalLine, root, runTool, writeTemp } from './runTool';

const HEADER = 'time_s,entity,x_m,y_m,angle_rad,angular_velocity_rad_per_s,heading_error_rad,commanded_angular_acceleration_rad_per_s2';

/** A missile turning and flying towards a point, a character seeking one, and an idle missile whose id needs CSV quoting. */
const SCENARIO = {
  duration: 1,
  entities: [
    { id: 'missile', type: 'missile', position: [0, 0], speed: 4, command: { type: 'turnTowards', target: [0, 20] } },
    { id: 'walker', type: 'character', position: [10, 0], command: { type: 'seek', target: [14, 6] } },
    { id: 'odd, "quoted" id', type: 'missile', position: [-10, 0], command: { type: 'idle' } },
  ],
};

/** Splits one CSV line into fields (RFC 4180 quoting). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i] as string;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

function newDirectory(): string {
  return mkdtempSync(join(tmpdir(), 'pid-trace-'));
}

describe('npm run sim -- FILE --trace out.csv', () => {
  it(
    'writes a header with units and one row per entity per fixed step, ending in the final state the report gives; the report ' +
      'is unchanged',
    () => {
      const scenarioFile = writeTemp('scene.json', JSON.stringify(SCENARIO));
      const directory = newDirectory();
      const tracePath = join(directory, 'out.csv');
      const plain = runTool('src/cli/sim.ts', [scenarioFile]);
      const traced = runTool('src/cli/sim.ts', [scenarioFile, '--trace', tracePath]);
      expect(traced.stderr).toBe('');
      expect(traced.status).toBe(0);
      expect(traced.stdout).toBe(plain.stdout);
      expect(readdirSync(directory)).toEqual(['out.csv']);

      const report = JSON.parse(traced.stdout);
      const lines = readFileSync(tracePath, 'utf8').split('\n');
      expect(lines.pop()).toBe('');
      expect(lines[0]).toBe(HEADER);
      const rows = lines.slice(1).map(csvFields);
      const ids = SCENARIO.entities.map((entity) => entity.id);
      expect(report.steps).toBe(60);
      expect(rows).toHaveLength(report.steps * ids.length);
      for (const [index, row] of rows.entries()) {
        expect(row).toHaveLength(8);
        expect(row[1]).toBe(ids[index % ids.length]);
        expect(Number(row[0])).toBeCloseTo((Math.floor(index / ids.length) + 1) * report.dt, 12);
        for (const field of [row[0], ...row.slice(2)]) expect(Number.isFinite(Number(field))).toBe(true);
      }

      const lastRows = rows.slice(-ids.length);
      for (const [i, entity] of report.entities.entries()) {
        const row = lastRows[i] as string[];
        expect(row[1]).toBe(entity.id);
        expect(Number(row[2])).toBe(entity.final.position[0]);
        expect(Number(row[3])).toBe(entity.final.position[1]);
        expect(Number(row[4])).toBe(entity.final.angle);
        expect(Number(row[5])).toBe(entity.final.angularVelocity);
      }
      // The turning missile's heading error ends where the report's turn figures say, and the
      // command saturated at the motor's limit (4π rad/s²) on the first step.
      expect(Math.abs(Number(lastRows[0]?.[6])) * (180 / Math.PI)).toBeCloseTo(report.entities[0].turn.finalErrorDeg, 9);
      expect(Math.abs(Number(rows[0]?.[7]))).toBeCloseTo(4 * Math.PI, 9);
      // The idle missile never turns.
      expect(lastRows[2]?.slice(4)).toEqual(['0', '0', '0', '0']);
    },
  );

  it('refuses a trace path that cannot be written: one line naming --trace, exit 2, nothing written', () => {
    const scenarioFile = writeTemp('scene.json', JSON.stringify(SCENARIO));
    const directory = newDirectory();
    const missingDirectory = join(directory, 'no-such-directory', 'out.csv');
    expect(refusalLine(runTool('src/cli/sim.ts', [scenarioFile, '--trace', missingDirectory]))).toMatch(
      /^--trace: ".*out\.csv": cannot write \(ENOENT\)$/,
    );
    expect(refusalLine(runTool('src/cli/sim.ts', [scenarioFile, '--trace', directory]))).toMatch(
      /^--trace: ".*" is a directory; the trace writes a new file or replaces a regular file, never a link, a device or a directory$/,
    );
    // A link, even to a file of its own directory, is refused and left as it was (before, it was replaced by the trace).
    const linkDirectory = newDirectory();
    const victim = join(linkDirectory, 'victim.csv');
    writeFileSync(victim, 'keep me');
    const link = join(linkDirectory, 'link.csv');
    symlinkSync(victim, link);
    expect(refusalLine(runTool('src/cli/sim.ts', [scenarioFile, '--trace', link]))).toMatch(/^--trace: ".*link\.csv" is a symbolic link; /);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(readdirSync(linkDirectory).sort()).toEqual(['link.csv', 'victim.csv']);
    expect(refusalLine(runTool('src/cli/sim.ts', [scenarioFile, '--trace', scenarioFile]))).toMatch(
      /^--trace: ".*scene\.json" is the scenario file; choose another path$/,
    );
    expect(refusalLine(runTool('src/cli/sim.ts', [scenarioFile, '--trace']))).toBe('--trace: needs a value');
    expect(readdirSync(directory)).toEqual([]);
    expect(existsSync(missingDirectory)).toBe(false);
  });

  it('writes no trace when the scenario itself is refused', () => {
    const directory = newDirectory();
    const tracePath = join(directory, 'out.csv');
    const bad = writeTemp('bad.json', JSON.stringify({ ...SCENARIO, duration: -1 }));
    expect(refusalLine(runTool('src/cli/sim.ts', [bad, '--trace', tracePath]))).toMatch(/^duration: /);
    expect(readdirSync(directory)).toEqual([]);
  });

  it('neutralises ids a spreadsheet would run as formulas with a leading single quote; numbers, negative ones too, stay numbers', () => {
    const ids = ['=HYPERLINK("http://example.invalid","x")', '+1+1', '-2+3', '@SUM(A1:A9)', '\t=1', '\r=cmd|x', '-1.5'];
    const scenario = {
      duration: 0.05,
      entities: ids.map((id, i) => ({ id, type: 'missile', position: [-20 * (i + 1) - 0.25, -3.5], command: { type: 'idle' } })),
    };
    const tracePath = join(newDirectory(), 'out.csv');
    const run = runTool('src/cli/sim.ts', [writeTemp('scene.json', JSON.stringify(scenario)), '--trace', tracePath]);
    expect(run.status).toBe(0);
    // Split on the CSV's own line ends (a quoted \r inside a field is not one).
    const rows = readFileSync(tracePath, 'utf8').trimEnd().split('\n').slice(1).map(csvFields);
    expect(rows.slice(0, ids.length).map((row) => row[1])).toEqual(ids.map((id) => `'${id}`));
    for (const row of rows) {
      expect(row[1]?.startsWith("'")).toBe(true);
      expect(row[2]).toMatch(/^-\d+\.25$/);
      expect(row[3]).toBe('-3.5');
      for (const field of [row[0], ...row.slice(2)]) expect(Number.isFinite(Number(field))).toBe(true);
    }
  });

  it.each([
    ['254 characters', 'x'.repeat(250) + '.csv'],
    ['255 characters', 'y'.repeat(251) + '.csv'],
    ['254 bytes of two-byte characters', 'é'.repeat(125) + '.csv'],
  ])('traces to a valid file name of %s: the temporary name is never the longer one', (_what, name) => {
    const directory = newDirectory();
    const run = runTool('src/cli/sim.ts', [writeTemp('scene.json', JSON.stringify(SCENARIO)), '--trace', join(directory, name)]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readdirSync(directory)).toEqual([name]);
  });

  it('a name longer than the directory allows is refused in one line, nothing written', () => {
    const directory = newDirectory();
    expect(
      refusalLine(
        runTool('src/cli/sim.ts', [writeTemp('scene.json', JSON.stringify(SCENARIO)), '--trace', join(directory, 'z'.repeat(256))]),
      ),
    ).toMatch(/^--trace: ".*zzz… \(\d+ characters\)": cannot write \(ENAMETOOLONG\)$/);
    expect(readdirSync(directory)).toEqual([]);
  });

  it(
    'a trace that fills the space it may use in the middle of the run is ' + 'refused in one line (exit 2), and no partial file is left',
    () => {
      // The file size limit (ulimit -f, in KiB) fails a write the way a full disk does: with EFBIG instead of ENOSPC.
      if (spawnSync('bash', ['-c', 'ulimit -f 64']).status !== 0) return;
      const directory = newDirectory();
      const tracePath = join(directory, 'out.csv');
      const scenarioFile = writeTemp('scene.json', JSON.stringify({ ...SCENARIO, duration: 30 }));
      const result = spawnSync(
        'bash',
        ['-c', 'ulimit -f 64; exec "$0" "$@"', process.execPath, ...toolEntry('src/cli/sim.ts'), scenarioFile, '--trace', tracePath],
        { cwd: root, encoding: 'utf8' },
      );
      expect(refusalLine({ status: result.status, stdout: result.stdout, stderr: result.stderr })).toMatch(
        /^--trace: ".*out\.csv": cannot write \(EFBIG\)$/,
      );
      expect(readdirSync(directory)).toEqual([]);
    },
  );
});

describe('every tool: a stdout that cannot be written is one line and exit status 2, not a stack trace', () => {
  it.each([
    ['src/cli/sim.ts', ['scenarios/missile-turn-90.json']],
    ['src/cli/challenge.ts', ['--builtin', 'pid', '--level', 'quarter-turn-low-rate']],
    ['src/cli/tune.ts', ['--help']],
  ])('%s %j > /dev/full', (file, args) => {
    if (!existsSync('/dev/full')) return;
    const full = openSync('/dev/full', 'w');
    try {
      const result = spawnSync(process.execPath, [...toolEntry(file), ...args], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', full, 'pipe'],
      });
      expect(refusalLine({ status: result.status, stdout: '', stderr: result.stderr })).toBe('stdout: cannot write (ENOSPC)');
    } finally {
      closeSync(full);
    }
  });

  it('at the most steps a saved world may have run (2^40), the time column strictly increases, by dt each step', () => {
    // The largest dt, where the time is largest (1.1e11 s); the smallest and the others are stepped headless
    // (tests/sim/scenario/stepCount.test.ts).
    const dt = 0.1;
    const scene = {
      dt,
      duration: 60 * dt,
      entities: [{ id: 'm', type: 'missile', position: [0, 0], speed: 5, command: { type: 'turnTowards', target: [0, 20] } }],
    } as Scenario;
    const file = writeTemp(
      'late.json',
      JSON.stringify({ ...scene, state: { ...buildScenarioWorld(scene).saveMemory(), steps: MAX_STEP_COUNT } }),
    );
    const tracePath = join(newDirectory(), 'out.csv');
    const traced = runTool('src/cli/sim.ts', [file, '--trace', tracePath]);
    expect(traced.stderr).toBe('');
    expect(traced.status).toBe(0);
    const times = readFileSync(tracePath, 'utf8')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => Number(csvFields(line)[0]));
    expect(times).toHaveLength(60);
    let previous = MAX_STEP_COUNT * dt;
    for (const time of times) {
      expect(time).toBeGreaterThan(previous);
      expect(Math.abs(time - previous - dt)).toBeLessThanOrEqual(dt * 2 ** -11);
      previous = time;
    }
  });
});
