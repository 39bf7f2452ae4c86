import { describe, expect, it } from 'vitest';
import { runTool } from './runTool';

// Tiny runs: they check what `npm run bench:flow` prints, not how the crowd flows (tests/app/bench/crowdFlow.test.ts).
describe('npm run bench:flow', () => {
  it('--json prints the crowd at each time asked for, the same figures on every run (no clock)', () => {
    const run = () => runTool('scripts/crowd-flow.ts', ['--entities', '30', '--seconds', '2', '--at', '1,2', '--json']);
    const first = run();
    expect(first.status).toBe(0);
    const report = JSON.parse(first.stdout) as {
      entities: number;
      samples: { time: number; contacts: number; touching: number; offLoop: number; offLoopP90: number; slow: number }[];
      touchingGrowth: number;
    };
    expect(report.entities).toBe(30);
    expect(report.samples.map((s) => s.time)).toEqual([1, 2]);
    for (const sample of report.samples) {
      expect(sample.touching).toBeLessThanOrEqual(sample.contacts);
      expect(sample.offLoop).toBeLessThanOrEqual(30);
      expect(Number.isFinite(sample.offLoopP90)).toBe(true);
    }
    expect(run().stdout).toBe(first.stdout);
  });

  it('refuses a time past the run, naming the flag', () => {
    const { status, stdout, stderr } = runTool('scripts/crowd-flow.ts', ['--seconds', '10', '--at', '5,20']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe('--at: every time must be ≤ --seconds (10), got 20');
  });
});
