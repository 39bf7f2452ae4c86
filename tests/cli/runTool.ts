import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toolEntry } from '../setup/toolBundles';

/** The repository root. */
export const root = join(__dirname, '../..');

/** What a tool printed and how it ended. */
export interface ToolRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript tool as its npm script does, without npm's own noise: bundled (tests/setup/toolBundles.ts)
 * when it is one the tests run most, else through tsx. With
 * `timeoutMs`, a tool still running then is killed (its status is null): a hang fails the test.
 * `nodeFlags` go to Node before the tool (`--max-old-space-size=512`: a heap of 512 MB).
 */
export function runTool(
  file: string,
  args: readonly string[],
  input?: string,
  timeoutMs?: number,
  nodeFlags: readonly string[] = [],
): ToolRun {
  const result = spawnSync(process.execPath, [...nodeFlags, '--expose-gc', ...toolEntry(file), ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    maxBuffer: 64 * 1024 * 1024,
    timeout: timeoutMs,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Writes `text` to a new temporary file and returns its path. */
export function writeTemp(name: string, text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pid-cli-')), name);
  writeFileSync(file, text);
  return file;
}

/** The one-line refusal contract: exit 2, nothing on stdout, exactly one line on stderr, no control characters in it. */
export function refusalLine(run: ToolRun): string {
  if (run.status !== 2) throw new Error(`expected exit status 2, got ${run.status}: ${run.stderr}`);
  if (run.stdout !== '') throw new Error(`expected nothing on stdout, got ${JSON.stringify(run.stdout.slice(0, 200))}`);
  if (!run.stderr.endsWith('\n') || run.stderr.indexOf('\n') !== run.stderr.length - 1)
    throw new Error(`expected exactly one line on stderr, got ${JSON.stringify(run.stderr.slice(0, 400))}`);
  const line = run.stderr.slice(0, -1);
  // oxlint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(line)) throw new Error(`control character in ${JSON.stringify(line)}`);
  return line;
}
