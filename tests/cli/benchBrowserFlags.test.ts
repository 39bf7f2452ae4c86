import { describe, expect, it } from 'vitest';
import { refusalLine, runTool } from './runTool';

// The flags that choose where the crowd is simulated, on which engine, how often each case runs and how long it warms up. (Driving
// Chromium is the browser tests' job; these only check the refusals, which stop before any build.)
describe('npm run bench:browser --thread, --engine, --runs and --warmup', () => {
  it.each([
    [['--thread', 'gpu'], /^--thread: must be worker, main or both \(comma-separated\); got "gpu"$/],
    [['--thread', 'worker,'], /^--thread: must be worker, main or both \(comma-separated\); got ""$/],
    [['--engine', 'rapier'], /^--engine: must be planck, box2d or both \(comma-separated\); got "rapier"$/],
    [['--runs', '0'], /^--runs: must be an integer ≥ 1 and ≤ 20$/],
    [['--runs', '1.5'], /^--runs: must be an integer ≥ 1 and ≤ 20$/],
    [['--warmup', '-1'], /^--warmup: must be a number of seconds ≥ 0 and ≤ 600$/],
    [['--warmup', 'abc'], /^--warmup: must be a number of seconds ≥ 0 and ≤ 600$/],
  ])('refuses %j in one line naming the flag', (args, message) => {
    expect(refusalLine(runTool('scripts/bench-browser.ts', args))).toMatch(message);
  });

  it('--help names the four flags', () => {
    const run = runTool('scripts/bench-browser.ts', ['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('[--thread worker,main] [--engine planck,box2d] [--runs 1] [--warmup 2]');
  });
});
