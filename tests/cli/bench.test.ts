import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolEntry } from '../setup/toolBundles';

const root = join(__dirname, '../..');

/** Runs `npm run bench`'s entry point as npm does (node --expose-gc), bundled (tests/setup/toolBundles.ts), without npm's noise. */
function runBench(...args: string[]) {
  const result = spawnSync(process.execPath, ['--expose-gc', ...toolEntry('src/cli/bench.ts'), ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// These runs are tiny: they check what the benchmark prints, not how fast anything is.
describe('npm run bench', () => {
  it('--json prints one object with a result per count, the same motion in both worlds, and progress on stderr', () => {
    const { status, stdout, stderr } = runBench('--entities', '6,12', '--steps', '50', '--heap-steps', '100', '--json');
    expect(status).toBe(0);
    const report = JSON.parse(stdout) as { collisionShape: string; results: Record<string, unknown>[] };
    expect(report.collisionShape).toBe('hull');
    expect(report.results.map((r) => r.entities)).toEqual([6, 12]);
    for (const result of report.results) {
      for (const key of ['msPerStep', 'planckInOursMsPerStep', 'planckOnlyMsPerStep', 'overheadRatio', 'heapGrowthBytes'] as const) {
        expect(Number.isFinite(result[key]), `${key} is a finite number`).toBe(true);
      }
      expect(result.msPerStep as number).toBeGreaterThan(0);
      // planck's step inside our world is part of our step.
      expect(result.planckInOursMsPerStep as number).toBeGreaterThan(0);
      expect(result.planckInOursMsPerStep as number).toBeLessThan(result.msPerStep as number);
      expect(result.ratioOfTotals as number).toBeCloseTo((result.msPerStep as number) / (result.planckOnlyMsPerStep as number), 9);
      // The median block ratio lies within its own quartiles.
      const [q1, q3] = result.overheadRatioSpread as [number, number];
      expect(q1).toBeLessThanOrEqual(result.overheadRatio as number);
      expect(result.overheadRatio as number).toBeLessThanOrEqual(q3);
      // The bare planck world replaying our recorded controls ended in the same state, bit for bit.
      expect(result.replayMatches).toBe(true);
    }
    expect(stderr).toMatch(/6 entities: recording/);
    expect(stderr).toMatch(/12 entities: .* ms\/step against .* \(median block ratio [\d.]+\); heap over 100 steps/);
  });

  it('--collision-shape detailed times the detailed bodies, whose replay also matches bit for bit', () => {
    const { status, stdout } = runBench('--entities', '8', '--steps', '20', '--heap-steps', '0', '--collision-shape', 'detailed', '--json');
    expect(status).toBe(0);
    const report = JSON.parse(stdout) as { collisionShape: string; results: { replayMatches: boolean }[] };
    expect(report.collisionShape).toBe('detailed');
    expect(report.results[0]?.replayMatches).toBe(true);
  });

  it("--processes 3 measures in three fresh processes and reports the median of each figure, with every process's ratio", () => {
    const { status, stdout, stderr } = runBench('--entities', '6', '--steps', '20', '--heap-steps', '0', '--processes', '3', '--json');
    expect(status).toBe(0);
    const report = JSON.parse(stdout) as {
      processes: number;
      results: { entities: number; overheadRatio: number; processRatios: number[]; replayMatches: boolean }[];
    };
    expect(report.processes).toBe(3);
    const [result] = report.results;
    expect(result?.entities).toBe(6);
    expect(result?.processRatios).toHaveLength(3);
    // The reported ratio is the middle one of the three.
    expect(result?.overheadRatio).toBe([...(result?.processRatios ?? [])].sort((a, b) => a - b)[1]);
    expect(result?.replayMatches).toBe(true);
    expect(stderr.match(/6 entities: recording/g)).toHaveLength(3);
    expect(stderr).toMatch(/process 3 of 3/);
  });

  it('prints a table without --json', () => {
    const { status, stdout } = runBench('--entities', '4', '--steps', '20', '--heap-steps', '0');
    expect(status).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(
        'entities\\s+ms\\/step \\(ours\\)\\s+of which planck\\s+ms\\/step \\(planck only\\)\\s+planck in ours \\/ bare\\s+our code ' +
          '\\/ bare\\s+ratio: median of blocks \\(IQR\\)\\s+ratio of totals\\s+heap growth \\/ 0 steps\\s+same motion',
      ),
    );
    const row = /^\s*4\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+[\d.]+ \([\d.]+–[\d.]+\)\s+([\d.]+)\s+n\/a\s+yes$/.exec(
      lines[1] ?? '',
    );
    expect(row, lines[1]).not.toBeNull();
    // The two parts are the ratio of totals split: planck's step in our world, and the rest of ours, each over the bare step.
    const [planckInOurs, ourCode, ratioOfTotals] = [row?.[4], row?.[5], row?.[6]].map(Number) as [number, number, number];
    expect(planckInOurs + ourCode).toBeCloseTo(ratioOfTotals, 2);
  });

  it.each([
    [['--entities', '0'], /^--entities\[0\]: must be an integer ≥ 1/],
    [['--entities', '10,x'], /^--entities\[1\]: /],
    [['--steps', '5'], /^--steps: must be an integer ≥ 10/],
    [['--heap-steps=-1'], /^--heap-steps: must be an integer ≥ 0/],
    [['--frobnicate'], /^--frobnicate: unknown option/],
    [['--collision-shape', 'round'], /^--collision-shape: must be one of detailed, hull/],
    [['--processes', '0'], /^--processes: must be an integer ≥ 1 and ≤ 50/],
  ])('refuses %j: one line naming the flag and its range, exit 2', (args, message) => {
    const { status, stdout, stderr } = runBench(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.split('\n')).toEqual([expect.any(String), '']);
  });
});
