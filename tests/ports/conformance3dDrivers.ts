/**
 * How each port's 3D conformance driver is built and run (tests/ports/drivers/conformance3d.cpp,
 * Conformance3d.cs, conformance3d.gd): C++ as C++14 with -fno-exceptions, C# with Mono, GDScript by
 * Godot 3's headless runtime through a binary wire (gdscript3dWire.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAnswers3d, type PortAnswer3d } from './conformance3dCompare';
import { decodeGdscript3d, encodeForGdscript3d } from './gdscript3dWire';
import { csharpLibrary, gdscriptAddon } from './portDrivers';
import {
  compileCpp,
  compileCsharp,
  cppToolchain,
  csharpToolchain,
  gdscriptToolchain,
  portsDir,
  repoRoot,
  run,
  type Toolchain,
} from './toolchain';

/** Runs a driver on the 3D lines (`name` names its files) and reads its answers. */
export type Driver3d = (lines: readonly string[], name: string) => PortAnswer3d[];

/** A language's 3D driver: its toolchain and how it is built into a folder. */
export interface Port3d {
  readonly toolchain: Toolchain;
  build(dir: string): Driver3d;
}

const drivers = join(repoRoot, 'tests', 'ports', 'drivers');

/** A driver that reads the lines as text and writes text. */
function textDriver(dir: string, command: (input: string, output: string) => void): Driver3d {
  return (lines, name) => {
    const input = join(dir, `${name}.in`);
    const output = join(dir, `${name}.out`);
    writeFileSync(input, `${lines.join('\n')}\n`);
    command(input, output);
    return parseAnswers3d(readFileSync(output, 'utf8'));
  };
}

export const cpp3d: Port3d = {
  toolchain: cppToolchain(),
  build(dir) {
    const exe = join(dir, 'conformance3d');
    compileCpp([join(drivers, 'conformance3d.cpp')], exe, [join(portsDir, 'cpp')]);
    return textDriver(dir, (input, output) => void run(exe, [input, output]));
  },
};

export const csharp3d: Port3d = {
  toolchain: csharpToolchain(),
  build(dir) {
    const exe = join(dir, 'Conformance3d.exe');
    compileCsharp([...csharpLibrary(), join(drivers, 'Conformance3d.cs'), join(drivers, 'ConformanceLaws.cs')], exe);
    return textDriver(dir, (input, output) => void run('mono', [exe, input, output]));
  },
};

export const gdscript3d: Port3d = {
  toolchain: gdscriptToolchain(),
  build(dir) {
    return (lines, name) => {
      const input = join(dir, `${name}.bin`);
      const output = join(dir, `${name}.gdout`);
      writeFileSync(input, encodeForGdscript3d(lines));
      run('godot3-server', ['--no-window', '-s', join(drivers, 'conformance3d.gd'), gdscriptAddon, input, output]);
      return decodeGdscript3d(readFileSync(output));
    };
  },
};

/** The three ports' 3D drivers. */
export function port3dDrivers(): readonly Port3d[] {
  return (process.env.PORTS_3D ?? 'cpp,csharp,gdscript')
    .split(',')
    .map((name) => ({ cpp: cpp3d, csharp: csharp3d, gdscript: gdscript3d })[name] as Port3d);
}
