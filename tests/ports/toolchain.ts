/**
 * Finding, running and comparing the ports' compilers for the tests in tests/ports.
 *
 * A missing compiler fails the test in CI (CI set and not "0" or "false": `.ci/run` installs them
 * with scripts/install-compilers.sh, and Godot 3's headless runtime with apt-get) and skips it
 * elsewhere, with a message saying what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ControllerMemory } from '../../src/sim/control/controllerMemory';
import type { Expected } from './conformanceCases';
import { numberOfHex } from './conformanceProtocol';

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

/** The tools one language needs, what is missing of them, and what installs it. */
export interface Toolchain {
  readonly language: 'C++' | 'C#' | 'GDScript' | 'GDScript 2.0 grammar';
  readonly missing: readonly string[];
  readonly installer: string;
}

export function cppToolchain(): Toolchain {
  return { language: 'C++', missing: hasCommand('g++') ? [] : ['g++'], installer: 'bash scripts/install-compilers.sh' };
}

export function csharpToolchain(): Toolchain {
  const missing: string[] = [];
  if (!hasCommand('mcs')) missing.push('mcs (Debian package mono-mcs)');
  if (!hasCommand('mono')) missing.push('mono (Debian package mono-runtime)');
  return { language: 'C#', missing, installer: 'bash scripts/install-compilers.sh' };
}

/** Godot 3's headless runtime (Debian's godot3-server), which runs the GDScript port's driver. */
export function gdscriptToolchain(): Toolchain {
  return {
    language: 'GDScript',
    missing: hasCommand('godot3-server', ['--version']) ? [] : ['godot3-server (Debian package godot3-server)'],
    installer: 'apt-get install godot3-server',
  };
}

/** The message for a missing toolchain: why the test skips, or why it fails in CI. */
export function missingMessage(toolchain: Toolchain): string {
  return `${toolchain.language} port not checked: ${toolchain.missing.join(' and ')} missing (${toolchain.installer} installs it)`;
}

/** A C library locale that writes numbers with a decimal comma, and the environment that finds it. */
export interface CommaLocale {
  /** The locale's name for setlocale (de_DE.UTF-8), or null when there is none: `missing` says why. */
  readonly name: string | null;
  /** Added to a program's environment: LOCPATH when the locale was made for the tests. */
  readonly env: Readonly<Record<string, string>>;
  readonly missing: string;
}

let commaLocaleFound: CommaLocale | undefined;

/**
 * German's locale, de_DE.UTF-8 (a decimal comma), as Qt and GTK programs set it from the
 * environment: the system's when it has it (scripts/install-compilers.sh makes it in CI), else made
 * with localedef into a temporary folder that LOCPATH points to (Debian's locales package holds its
 * source), else none, with what to install. Found once per test process.
 */
export function commaLocale(): CommaLocale {
  if (commaLocaleFound) return commaLocaleFound;
  const name = 'de_DE.UTF-8';
  const listed = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  if (listed.error === undefined && /^de_DE\.utf-?8$/im.test(listed.stdout)) {
    commaLocaleFound = { name, env: {}, missing: '' };
    return commaLocaleFound;
  }
  const missing =
    `no comma-decimal locale: ${name} is not installed and localedef cannot make it (Debian packages locales and libc-bin; bash ` +
    `scripts/install-compilers.sh installs and makes it)`;
  if (!hasCommand('localedef', ['--help']) || !existsSync('/usr/share/i18n/locales/de_DE')) {
    commaLocaleFound = { name: null, env: {}, missing };
    return commaLocaleFound;
  }
  const dir = mkdtempSync(join(tmpdir(), 'pid-steering-locale-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const made = spawnSync('localedef', ['-i', 'de_DE', '-f', 'UTF-8', join(dir, name)], { encoding: 'utf8' });
  commaLocaleFound =
    made.status === 0 ? { name, env: { LOCPATH: dir }, missing: '' } : { name: null, env: {}, missing: `${missing}: ${made.stderr}` };
  return commaLocaleFound;
}

/** A memory as JavaScript's JSON.stringify writes it, but −0 kept as -0 (JSON.stringify writes 0), as the C++ and C# ports write it. */
export function memoryTextKeepingNegativeZero(memory: Readonly<Record<string, unknown>>): string {
  const number = (value: number): string => (Object.is(value, -0) ? '-0' : String(value));
  const parts = Object.entries(memory).map(([key, value]) => {
    const text = Array.isArray(value)
      ? `[${(value as number[]).map(number).join(',')}]`
      : typeof value === 'number'
        ? number(value)
        : String(value);
    return `${JSON.stringify(key)}:${text}`;
  });
  return `{${parts.join(',')}}`;
}

/** A fresh temporary directory, and a function that removes it. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs a command (with `env` added to the environment) and returns its stdout; throws with its stderr when it fails. */
export function run(command: string, args: readonly string[], cwd = repoRoot, env: Readonly<Record<string, string>> = {}): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...env },
    });
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${failure.stderr ?? ''}${failure.stdout ?? ''}${failure.message}`, {
      cause: error,
    });
  }
}

/** How a C++ build differs from the default (C++14, -fno-exceptions). */
export interface CppBuild {
  /** The language standard. [default: c++14] */
  readonly std?: 'c++14' | 'c++17' | 'c++20';
  /** Flags added after the default ones, e.g. ['-ffast-math']. [default: none] */
  readonly flags?: readonly string[];
}

/**
 * Compiles C++ sources into `exe`: C++14 with -fno-exceptions unless `build` says otherwise, every
 * warning an error. -ffp-contract=off keeps a·b + c as two roundings (as in JavaScript) on CPUs
 * with fused multiply-add.
 */
export function compileCpp(sources: readonly string[], exe: string, includeDirs: readonly string[], build: CppBuild = {}): void {
  const flags = ['-O2', '-ffp-contract=off', '-fno-exceptions', '-Wall', '-Wextra', '-Wpedantic', '-Werror', ...(build.flags ?? [])];
  run('g++', [`-std=${build.std ?? 'c++14'}`, ...flags, ...includeDirs.map((dir) => `-I${dir}`), '-o', exe, ...sources]);
}

/** Compiles C# sources into the console program `exe` (run with mono), with the preprocessor symbols `defines`. */
export function compileCsharp(sources: readonly string[], exe: string, defines: readonly string[] = []): void {
  run('mcs', ['-optimize+', '-warnaserror+', '-nologo', ...defines.map((symbol) => `-define:${symbol}`), `-out:${exe}`, ...sources]);
}

/** The largest differences between the reference's outputs and a port's. */
export interface Differences {
  /** How many numbers were compared. */
  readonly count: number;
  /** How many of them are bit for bit the reference's (any NaN equals any NaN). */
  readonly identical: number;
  /** Largest |port − reference|. */
  readonly worstAbsolute: number;
  /** Largest |port − reference| / max(|port|, |reference|). */
  readonly worstRelative: number;
  /** Largest |port − reference| / max(1, |reference|): relative for large values, absolute near 0. */
  readonly worstScaled: number;
  /** The output line of the worst scaled difference (-1: none). */
  readonly worstLine: number;
  /** How many numbers are NaN or infinite on one side only. */
  readonly nonFinite: number;
  /** Saved memories and restore answers compared; how many memories and answers differ, and the first few. */
  readonly records: number;
  readonly memoryMismatches: number;
  readonly restoreMismatches: number;
  readonly mismatches: readonly string[];
}

/** Whether two numbers are the same bits, any NaN equal to any NaN. */
function sameNumber(a: number, b: number): boolean {
  return Object.is(a, b) || (Number.isNaN(a) && Number.isNaN(b));
}

/** Whether a saved memory is the reference's: the same keys in the same order, every value bit for bit. */
function sameMemory(got: Readonly<Record<string, unknown>>, want: ControllerMemory): boolean {
  const keys = Object.keys(want);
  if (JSON.stringify(Object.keys(got)) !== JSON.stringify(keys)) return false;
  return keys.every((key) => {
    const a = got[key];
    const b = want[key];
    if (Array.isArray(b))
      return (
        Array.isArray(a) && a.length === b.length && b.every((value, i) => typeof a[i] === 'number' && sameNumber(a[i] as number, value))
      );
    return typeof b === 'number' ? typeof a === 'number' && sameNumber(a, b) : a === b;
  });
}

/** One line of a driver's output, read. */
export type OutputLine =
  | { readonly kind: 'numbers'; readonly values: readonly number[] }
  | { readonly kind: 'memory'; readonly memory: Readonly<Record<string, unknown>> }
  | { readonly kind: 'restored'; readonly value: boolean };

/** A driver's text output (tests/ports/conformanceProtocol.ts) read line by line, in the shape of the reference's outputs. */
export function parseDriverOutput(output: string, expected: readonly Expected[]): OutputLine[] {
  const lines = output.split('\n').filter((line) => line !== '');
  if (lines.length !== expected.length) throw new Error(`the port wrote ${lines.length} lines, the reference ${expected.length}`);
  return lines.map((line, index): OutputLine => {
    const want = expected[index] as Expected;
    if (want.kind === 'numbers') return { kind: 'numbers', values: line.split(' ').map(numberOfHex) };
    if (want.kind === 'restored') return { kind: 'restored', value: line === '1' };
    return { kind: 'memory', memory: JSON.parse(line) as Record<string, unknown> };
  });
}

/** Compares a driver's output (text, or already read) with the reference's, line by line. */
export function compareRun(expected: readonly Expected[], output: string | readonly OutputLine[]): Differences {
  const lines = typeof output === 'string' ? parseDriverOutput(output, expected) : output;
  if (lines.length !== expected.length) throw new Error(`the port wrote ${lines.length} lines, the reference ${expected.length}`);
  let count = 0;
  let identical = 0;
  let worstAbsolute = 0;
  let worstRelative = 0;
  let worstScaled = 0;
  let worstLine = -1;
  let nonFinite = 0;
  let records = 0;
  let memoryMismatches = 0;
  let restoreMismatches = 0;
  const mismatches: string[] = [];
  expected.forEach((want, index) => {
    const line = lines[index] as OutputLine;
    if (want.kind === 'numbers') {
      if (line.kind !== 'numbers') throw new Error(`output line ${index} is not numbers`);
      const values = line.values;
      if (values.length !== want.values.length)
        throw new Error(`output line ${index}: ${values.length} numbers, the reference ${want.values.length}`);
      values.forEach((got, i) => {
        const reference = want.values[i] as number;
        count++;
        if (sameNumber(got, reference)) {
          identical++;
          return;
        }
        if (Number.isFinite(got) !== Number.isFinite(reference)) nonFinite++;
        const absolute = Number.isNaN(got - reference) ? Number.POSITIVE_INFINITY : Math.abs(got - reference);
        const relative = absolute === 0 ? 0 : absolute / Math.max(Math.abs(got), Math.abs(reference));
        const scaled = absolute / Math.max(1, Math.abs(reference));
        worstAbsolute = Math.max(worstAbsolute, absolute);
        worstRelative = Math.max(worstRelative, Number.isNaN(relative) ? Number.POSITIVE_INFINITY : relative);
        if (!(scaled <= worstScaled)) {
          worstScaled = Number.isNaN(scaled) ? Number.POSITIVE_INFINITY : scaled;
          worstLine = index;
        }
      });
      return;
    }
    records++;
    const same =
      want.kind === 'memory'
        ? line.kind === 'memory' && sameMemory(line.memory, want.memory)
        : line.kind === 'restored' && line.value === want.value;
    if (same) return;
    if (want.kind === 'memory') memoryMismatches++;
    else restoreMismatches++;
    if (mismatches.length < 5)
      mismatches.push(`output line ${index}: ${JSON.stringify(line).slice(0, 200)}, the reference ${JSON.stringify(want).slice(0, 200)}`);
  });
  return {
    count,
    identical,
    worstAbsolute,
    worstRelative,
    worstScaled,
    worstLine,
    nonFinite,
    records,
    memoryMismatches,
    restoreMismatches,
    mismatches,
  };
}
