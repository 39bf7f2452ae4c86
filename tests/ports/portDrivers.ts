/**
 * How each port's conformance driver is built and run (tests/ports/drivers/), and the sequences
 * every language is fed: one set per controller type, generated once and shared by the tests.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSequences, type Expected, type Sequences } from './conformanceCases';
import { PORTED_TYPES, type PortedType } from './conformanceProtocol';
import { decodeGdscriptOutput, encodeForGdscript } from './gdscriptWire';
import {
  compileCpp,
  compileCsharp,
  cppToolchain,
  csharpToolchain,
  gdscriptToolchain,
  parseDriverOutput,
  portsDir,
  repoRoot,
  run,
  type CppBuild,
  type OutputLine,
  type Toolchain,
} from './toolchain';

/** Sequences per controller type (4 of 10,000 steps each). */
export const SEQUENCES_PER_TYPE = 4;

const cache = new Map<string, Sequences>();

/**
 * The sequences of `type`, from its own seed (the same for every language and every test). With
 * `absurdUpdates` false, update() is never given inputs beyond what physics can mean (generateSequences):
 * for a build under -ffast-math, which may assume the infinities they overflow to away.
 */
export function sequencesOf(type: PortedType, absurdUpdates = true): Sequences {
  const key = `${type} ${absurdUpdates}`;
  let sequences = cache.get(key);
  if (!sequences) {
    sequences = generateSequences(type, 43_000 + PORTED_TYPES.indexOf(type), SEQUENCES_PER_TYPE, undefined, absurdUpdates);
    cache.set(key, sequences);
  }
  return sequences;
}

/** Runs a driver on conformance lines and reads its output in the shape of `expected`. */
export type Driver = (lines: readonly string[], expected: readonly Expected[], name: string) => OutputLine[];

/** A language's port: its toolchain and how its driver is built into `dir`. */
export interface Port {
  readonly toolchain: Toolchain;
  build(dir: string): Driver;
}

/** A driver that reads the lines as text and writes text (C++ and C#). */
function textDriver(dir: string, command: (input: string, output: string) => void): Driver {
  return (lines, expected, name) => {
    const input = join(dir, `${name}.in`);
    const output = join(dir, `${name}.out`);
    writeFileSync(input, `${lines.join('\n')}\n`);
    command(input, output);
    return parseDriverOutput(readFileSync(output, 'utf8'), expected);
  };
}

/** A C library locale a driver runs in: its name and the environment that finds it (toolchain.ts's commaLocale). */
export interface RunLocale {
  readonly name: string;
  readonly env: Readonly<Record<string, string>>;
}

/**
 * The C++ port's driver, built with `build` (C++14 and -fno-exceptions unless it says otherwise),
 * run in the C locale, or in `locale` (setlocale and the global C++ locale, as a Qt program does).
 */
export function cppPort(build: CppBuild = {}, locale?: RunLocale): Port {
  return {
    toolchain: cppToolchain(),
    build(dir) {
      const exe = join(dir, `conformance${build.std ?? ''}${locale ? '-locale' : ''}`);
      compileCpp([join(repoRoot, 'tests', 'ports', 'drivers', 'conformance.cpp')], exe, [join(portsDir, 'cpp')], build);
      return textDriver(
        dir,
        (input, output) => void (locale ? run(exe, [input, output, locale.name], repoRoot, locale.env) : run(exe, [input, output])),
      );
    },
  };
}

/** Every library source of the C# port (what a game copies: ports/csharp/*.cs). */
export function csharpLibrary(): string[] {
  const dir = join(portsDir, 'csharp');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.cs'))
    .map((name) => join(dir, name));
}

/** The C# port's driver, run in the invariant culture, or with `culture` (de-DE) as CurrentCulture. */
export function csharpPortIn(culture?: string): Port {
  return {
    toolchain: csharpToolchain(),
    build(dir) {
      const exe = join(dir, 'Conformance.exe');
      compileCsharp(
        [
          ...csharpLibrary(),
          join(repoRoot, 'tests', 'ports', 'drivers', 'Conformance.cs'),
          join(repoRoot, 'tests', 'ports', 'drivers', 'ConformanceLaws.cs'),
        ],
        exe,
      );
      return textDriver(dir, (input, output) => void run('mono', [exe, input, output, ...(culture ? [culture] : [])]));
    },
  };
}

export const csharpPort: Port = csharpPortIn();

/** The GDScript port: the Godot add-on a game copies into its project as res://addons/pid_steering. */
export const gdscriptAddon = join(portsDir, 'godot', 'addons', 'pid_steering');

/** The GDScript port run by Godot 3's headless runtime, through its binary wire (gdscriptWire.ts). */
export const gdscriptPort: Port = {
  toolchain: gdscriptToolchain(),
  build(dir) {
    return (lines, expected, name) => {
      const input = join(dir, `${name}.bin`);
      const output = join(dir, `${name}.gdout`);
      writeFileSync(input, encodeForGdscript(lines));
      run('godot3-server', [
        '--no-window',
        '-s',
        join(repoRoot, 'tests', 'ports', 'drivers', 'conformance.gd'),
        gdscriptAddon,
        input,
        output,
      ]);
      return decodeGdscriptOutput(readFileSync(output), expected);
    };
  },
};

/** The controller types whose gains come from Math.exp and Math.cos (tuned by natural frequency): their last bits follow the C library. */
export const LIBM_TYPES: readonly PortedType[] = ['stable-pd', 'spd'];

/** The bound on those types' differences, scaled (|d| / max(1, |reference|)). */
export const LIBM_TOLERANCE = 1e-9;

/** Prints a line of the report (vitest shows a test's stdout). */
export function report(line: string): void {
  process.stdout.write(`${line}\n`);
}
