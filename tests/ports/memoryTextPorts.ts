/**
 * The memory-text drivers of the three ports, built and run as the memory-text tests need them: one
 * driver per language reads either a 2D controller's memory or an attitude controller's, in the C
 * locale or in German (tests/ports/memoryText.test.ts, attitudeMemoryText.test.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { csharpLibrary, gdscriptAddon } from './portDrivers';
import {
  commaLocale,
  compileCpp,
  compileCsharp,
  cppToolchain,
  csharpToolchain,
  gdscriptToolchain,
  missingMessage,
  portsDir,
  repoRoot,
  run,
  type Toolchain,
} from './toolchain';

/** Which memory a driver reads: a 2D controller's, or an attitude controller's ({"turn":{…},"axis":[…],"angle":…}). */
export type MemoryKind = '2d' | 'attitude';

/** One port's memory-text driver in one locale. */
export interface PortRun {
  readonly language: string;
  readonly toolchain: Toolchain;
  /** The prefix of its refusals. */
  readonly owner: string;
  /** Whether it writes a memory back as JSON text (C++, C#), or as each number's bits (GDScript). */
  readonly writesJson: boolean;
  /** Why it cannot run here besides its toolchain (the German locale missing), or ''. */
  readonly missing: string;
  build(dir: string): string;
  run(exe: string, input: string, output: string): void;
}

/** The German locale the runs in German use (made in a temporary folder when the system lacks it). */
export const locale = commaLocale();
/** The environment of a program run in German: the C library's locale from it, as Qt and GTK programs take it. */
const germanEnv = { ...locale.env, LC_ALL: locale.name ?? '', LANG: locale.name ?? '' };
const drivers = join(repoRoot, 'tests', 'ports', 'drivers');

/** C++'s driver under AddressSanitizer and UBSan, in `std`, in German (its locale set by setlocale) or not. */
export function cppRun(kind: MemoryKind, std: 'c++14' | 'c++17', german: boolean): PortRun {
  const attitude = kind === 'attitude';
  return {
    language: `C++ (${std}${german ? `, in ${locale.name ?? 'de_DE.UTF-8'}` : ''}, AddressSanitizer, UBSan)`,
    toolchain: cppToolchain(),
    owner: attitude ? 'pid_steering::AttitudeMemory: ' : 'pid_steering::ControllerMemory: ',
    writesJson: true,
    missing: german ? locale.missing : '',
    build(dir) {
      const exe = join(dir, `memory_text${attitude ? '3d' : ''}_${std}`);
      const flags = [
        ...(attitude ? ['-DPID_STEERING_ATTITUDE_MEMORY'] : []),
        '-g',
        '-O1',
        '-fsanitize=address,undefined',
        '-fno-sanitize-recover=all',
        '-fno-omit-frame-pointer',
      ];
      compileCpp([join(drivers, 'memory_text.cpp')], exe, [join(portsDir, 'cpp')], { std, flags });
      return exe;
    },
    // glibc's setlocale keeps 48 bytes LeakSanitizer reports as leaked: leaks are looked for in the C locale's run.
    run: (exe, input, output) =>
      void (german
        ? run(exe, [input, output, locale.name ?? ''], repoRoot, { ...locale.env, ASAN_OPTIONS: 'detect_leaks=0' })
        : run(exe, [input, output])),
  };
}

/** C#'s driver on Mono, its culture de-DE or the invariant one. */
export function csharpRun(kind: MemoryKind, german: boolean): PortRun {
  const attitude = kind === 'attitude';
  return {
    language: `C#${german ? ' (in de-DE)' : ''}`,
    toolchain: csharpToolchain(),
    owner: attitude ? 'PidSteering.AttitudeMemory: ' : 'PidSteering.ControllerMemory: ',
    writesJson: true,
    missing: '',
    build(dir) {
      const exe = join(dir, attitude ? 'MemoryText3d.exe' : 'MemoryText.exe');
      compileCsharp([...csharpLibrary(), join(drivers, 'MemoryText.cs')], exe, attitude ? ['ATTITUDE_MEMORY'] : undefined);
      return exe;
    },
    run: (exe, input, output) => void run('mono', [exe, input, output, ...(german ? ['de-DE'] : [])]),
  };
}

/** GDScript's driver in godot3-server, its process in German or not. */
export function gdscriptRun(kind: MemoryKind, german: boolean): PortRun {
  const attitude = kind === 'attitude';
  return {
    language: `GDScript${german ? ` (in ${locale.name ?? 'de_DE.UTF-8'})` : ''}`,
    toolchain: gdscriptToolchain(),
    owner: attitude ? 'PidSteeringAttitudeMemory: ' : 'PidSteeringMemoryJson: ',
    writesJson: false,
    missing: german ? locale.missing : '',
    build: () => join(drivers, 'memory_text.gd'),
    run: (script, input, output) =>
      void run(
        'godot3-server',
        ['--no-window', '-s', script, gdscriptAddon, input, output, ...(attitude ? ['attitude'] : [])],
        repoRoot,
        german ? germanEnv : {},
      ),
  };
}

/** Why `port` cannot run here (its toolchain, the German locale), each reason once; empty when it can. */
export function whyMissing(port: PortRun): string[] {
  return [
    ...new Set([...port.toolchain.missing.map(() => missingMessage(port.toolchain)), ...(port.missing === '' ? [] : [port.missing])]),
  ];
}

/**
 * Builds `port`'s driver in `dir` and has it read `texts` (one hex line each, a byte per character:
 * every text here is Latin-1); answers its lines: "1 <memory>" for a text read, "0 <refusal>" for one
 * refused. A read past a text's end aborts the run (AddressSanitizer), a throw ends the C# one: the
 * run then fails.
 */
export function readTexts(port: PortRun, texts: readonly string[], dir: string): string[] {
  const exe = port.build(dir);
  const input = join(dir, 'texts.hex');
  const output = join(dir, 'texts.out');
  writeFileSync(input, texts.map((text) => Buffer.from(text, 'latin1').toString('hex')).join('\n') + '\n');
  port.run(exe, input, output);
  return readFileSync(output, 'utf8').split('\n').slice(0, -1);
}
