import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalLine, runTool, writeTemp } from './runTool';

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
  it('writes a header with units and one row per entity per fixed step, ending in the final state the report gives; the report is unchanged', () => {
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
  }, 60_000);

  it('refuses a trace path that cannot be written: one line naming --trace, exit 2, nothing written', () => {
    const scenarioFile = writeTemp('scene.json', JSON.stringify(SCENARIO));
    const directory = newDirectory();
    const missingDirectory = join(directory, 'no-such-directory', 'out.csv');
    expect(refusalLine(runTool('src/cli/sim.ts', [scenarioFile, '--trace', missingDirectory]))).toMatch(/^--trace: ".*out\.csv": cannot write \(ENOENT\)$/);
    expect(refusalLine(runTool('src/cli/sim.ts', [scenarioFile, '--trace', directory]))).toMatch(/^--trace: ".*" is not a regular file$/);
    expect(refusalLine(runTool('src/cli/sim.ts', [scenarioFile, '--trace', scenarioFile]))).toMatch(/^--trace: ".*scene\.json" is the scenario file; choose another path$/);
    expect(refusalLine(runTool('src/cli/sim.ts', [scenarioFile, '--trace']))).toBe('--trace: needs a value');
    expect(readdirSync(directory)).toEqual([]);
    expect(existsSync(missingDirectory)).toBe(false);
  }, 60_000);

  it('writes no trace when the scenario itself is refused', () => {
    const directory = newDirectory();
    const tracePath = join(directory, 'out.csv');
    const bad = writeTemp('bad.json', JSON.stringify({ ...SCENARIO, duration: -1 }));
    expect(refusalLine(runTool('src/cli/sim.ts', [bad, '--trace', tracePath]))).toMatch(/^duration: /);
    expect(readdirSync(directory)).toEqual([]);
  }, 60_000);
});
