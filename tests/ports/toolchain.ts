/**
 * Finding, running and comparing the ports' compilers for the tests in tests/ports.
 *
 * A missing compiler fails the test in CI (CI set and not "0" or "false": `.ci/run` installs them
 * with scripts/install-compilers.sh) and skips it elsewhere, with a message saying what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');
export const portsDir = join(repoRoot, 'ports');

/** Whether this run is CI, where a missing compiler is a failure rather than a skip. */
export const inCi = ((): boolean => {
  const value = (process.env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
})();

/** Whether `command` runs (it is on the PATH). */
export function hasCommand(command: string, versionArgs: readonly string[] = ['--version']): boolean {
  const result = spawnSync(command, versionArgs, { stdio: 'ignore' });
  return result.error === undefined;
}

/** The tools one language needs, and what is missing of them. */
export interface Toolchain {
  readonly language: 'C++' | 'C#';
  readonly missing: readonly string[];
}

export function cppToolchain(): Toolchain {
  return { language: 'C++', missing: hasCommand('g++') ? [] : ['g++'] };
}

export function csharpToolchain(): Toolchain {
  const missing: string[] = [];
  if (!hasCommand('mcs')) missing.push('mcs (Debian package mono-mcs)');
  if (!hasCommand('mono')) missing.push('mono (Debian package mono-runtime)');
  return { language: 'C#', missing };
}

/** The message for a missing toolchain: why the test skips, or why it fails in CI. */
export function missingMessage(toolchain: Toolchain): string {
  return `${toolchain.language} port not checked: ${toolchain.missing.join(' and ')} missing (bash scripts/install-compilers.sh installs it)`;
}

/** A fresh temporary directory, and a function that removes it. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs a command and returns its stdout; throws with its stderr when it fails. */
export function run(command: string, args: readonly string[], cwd = repoRoot): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${failure.stderr ?? ''}${failure.stdout ?? ''}${failure.message}`, { cause: error });
  }
}

/**
 * Compiles C++17 sources into `exe`. -ffp-contract=off keeps a·b + c as two roundings (as in
 * JavaScript) on CPUs with fused multiply-add.
 */
export function compileCpp(sources: readonly string[], exe: string, includeDirs: readonly string[]): void {
  run('g++', ['-std=c++17', '-O2', '-ffp-contract=off', '-Wall', '-Wextra', '-Werror', ...includeDirs.map((dir) => `-I${dir}`), '-o', exe, ...sources]);
}

/** Compiles C# sources into the console program `exe` (run with mono). */
export function compileCsharp(sources: readonly string[], exe: string): void {
  run('mcs', ['-optimize+', '-warnaserror+', '-nologo', `-out:${exe}`, ...sources]);
}

/** Parses a number as the ports print it: C's %.17g ("nan", "-nan", "inf") or .NET's G17 ("NaN", "Infinity", "∞"). */
export function parsePortNumber(text: string): number {
  const lower = text.toLowerCase();
  if (lower === 'nan' || lower === '-nan') return Number.NaN;
  if (lower === 'inf' || lower === 'infinity' || lower === '∞') return Number.POSITIVE_INFINITY;
  if (lower === '-inf' || lower === '-infinity' || lower === '-∞') return Number.NEGATIVE_INFINITY;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`not a number: ${text}`);
  return value;
}

/** The largest differences between the reference and a port's outputs. */
export interface Differences {
  readonly count: number;
  /** Largest |port − reference|. */
  readonly worstAbsolute: number;
  /** Largest |port − reference| / max(|port|, |reference|). */
  readonly worstRelative: number;
  /** Largest |port − reference| / max(1, |reference|): what the 1e-12 bound applies to. */
  readonly worstScaled: number;
  /** How many outputs are bit-for-bit the reference's (NaN equals NaN). */
  readonly identical: number;
  /** The first output index with the worst scaled difference. */
  readonly worstIndex: number;
}

export function compareOutputs(reference: Float64Array, portText: string): Differences {
  const values = portText.split(/\s+/).filter((token) => token !== '').map(parsePortNumber);
  if (values.length !== reference.length) throw new Error(`the port wrote ${values.length} numbers, the reference ${reference.length}`);
  let worstAbsolute = 0;
  let worstRelative = 0;
  let worstScaled = 0;
  let worstIndex = -1;
  let identical = 0;
  for (let i = 0; i < values.length; i++) {
    const want = reference[i] as number;
    const got = values[i] as number;
    if (Object.is(want, got) || (Number.isNaN(want) && Number.isNaN(got))) {
      identical++;
      continue;
    }
    const absolute = want === got ? 0 : Math.abs(got - want);
    const difference = Number.isNaN(absolute) ? Number.POSITIVE_INFINITY : absolute;
    const relative = difference === 0 ? 0 : difference / Math.max(Math.abs(want), Math.abs(got));
    const scaled = difference / Math.max(1, Math.abs(want));
    worstAbsolute = Math.max(worstAbsolute, difference);
    worstRelative = Math.max(worstRelative, Number.isNaN(relative) ? Number.POSITIVE_INFINITY : relative);
    if (scaled > worstScaled) {
      worstScaled = scaled;
      worstIndex = i;
    }
  }
  return { count: values.length, worstAbsolute, worstRelative, worstScaled, identical, worstIndex };
}
