import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolEntry } from '../setup/toolBundles';

const root = join(__dirname, '../..');
const runTune = (...args: string[]) =>
  spawnSync(process.execPath, [...toolEntry('src/cli/tune.ts'), ...args], { cwd: root, encoding: 'utf8' });

describe('npm run tune', () => {
  it('prints the best settings as JSON with --json', () => {
    const { status, stdout } = runTune('--controller', 'stable-pd', '--iterations', '10', '--angles', '45,90', '--json');
    expect(status).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.best.type).toBe('stable-pd');
    expect(result.score.cost).toBeLessThanOrEqual(result.startScore.cost);
  });

  it.each([
    [['--controller', 'lqr'], /^--controller: must be one of "pid"/],
    [['--iterations', '0'], /^--iterations: must be an integer ≥ 1 and ≤ 10000/],
    [['--max-angular-acceleration', 'fast'], /^--max-angular-acceleration: must be a number ≥ 0.1 and ≤ 10000/],
    [['--angles', '30,200'], /^--angles\[1\]: must be a number > 0 and < 180/],
    [['--wat'], /^--wat: unknown option/],
  ])('refuses %j with exit 2 and a line naming the flag', (args, message) => {
    const { status, stdout, stderr } = runTune(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.split('\n')).toEqual([expect.any(String), '']);
  });
});
