/**
 * The ports read a memory's JSON text by one grammar, safely: C++'s ControllerMemory::from_json,
 * built under AddressSanitizer and UBSan, and C#'s TryParseJson read a PID's own saved memory, every
 * truncation of it, seeded random damage to it and a list of edge cases, and each gives the
 * reference's verdict (JSON.parse, then one object of finite numbers, booleans and lists of at most
 * 1000 finite numbers, keys of letters, digits and underscores) and the same memory back.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PidController } from '../../src/sim/control/PidController';
import { sfc32 } from './conformanceCases';
import { csharpLibrary } from './portDrivers';
import { compileCpp, compileCsharp, cppToolchain, csharpToolchain, inCi, missingMessage, portsDir, repoRoot, run, tempDir } from './toolchain';

/** The reference's reading of a memory text: the memory, or null when refused. */
function referenceRead(text: string): Record<string, unknown> | null {
  // Keys are plain names: no escapes (a backslash anywhere is refused).
  if (text.includes('\\')) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const finite = (item: unknown): boolean => typeof item === 'number' && Number.isFinite(item);
  for (const [key, item] of Object.entries(value)) {
    if (!/^[A-Za-z0-9_]{0,64}$/.test(key)) return null;
    if (typeof item === 'boolean' || finite(item)) continue;
    if (Array.isArray(item) && item.length <= 1000 && item.every(finite)) continue;
    return null;
  }
  return value as Record<string, unknown>;
}

/** A PID's own memory after some steps, as the game saves it. */
function savedPidMemory(): string {
  const pid = new PidController({ maxHistory: 12, derivativeFilterTime: 0.05 });
  for (let i = 0; i < 20; i++) pid.update({ headingError: Math.cos(i) * 0.8, angularVelocity: Math.sin(i), dt: 1 / 60, maxAngularAcceleration: 4 * Math.PI, inertia: 1 });
  return JSON.stringify(pid.saveState());
}

/** The texts read: edge cases, every truncation of a saved memory, and seeded damage to it. */
function texts(): string[] {
  const saved = savedPidMemory();
  const cases = [
    saved,
    '{}',
    ' { } ',
    '{"errors":[1e999]}',
    '{"sum":1e400}',
    '{"sum":-1e-400}',
    `{"sum":1${'0'.repeat(400)}}`,
    `{"sum":0.${'3'.repeat(100_000)}}`,
    '{"sum":01}',
    '{"sum":-0}',
    '{"sum":1.}',
    '{"sum":.5}',
    '{"sum":+1}',
    '{"sum":null}',
    '{"sum":"1"}',
    '{"fresh":true,"fresh":false}',
    '{"\\u0065rrors":[1]}',
    '{"errors":[1,2,]}',
    '{"errors":[[1]]}',
    `{"errors":[${Array.from({ length: 1000 }, () => '0.5').join(',')}]}`,
    `{"errors":[${Array.from({ length: 1001 }, () => '0.5').join(',')}]}`,
    `{"${'k'.repeat(64)}":1}`,
    `{"${'k'.repeat(65)}":1}`,
    '{"é":1}',
    '{}\u0000',
    '{"sum":1}x',
    '{"a":tru}',
    '{"a":truex}',
    '{"a":fals',
    '',
    '[1]',
    'null',
  ];
  for (let length = 0; length < saved.length; length++) cases.push(saved.slice(0, length));
  const random = sfc32(66);
  for (let i = 0; i < 400; i++) {
    const chars = [...saved];
    for (let edits = 1 + Math.floor(random() * 3); edits > 0; edits--) chars[Math.floor(random() * chars.length)] = String.fromCharCode(Math.floor(random() * 256));
    cases.push(chars.join(''));
  }
  return cases;
}

/** One hex line per text, a byte per character (every text here is Latin-1). */
function hexLines(all: readonly string[]): string {
  return all.map((text) => Buffer.from(text, 'latin1').toString('hex')).join('\n') + '\n';
}

const all = texts();
const ports = [
  {
    language: 'C++ (AddressSanitizer, UBSan)',
    toolchain: cppToolchain(),
    build(dir: string): string {
      const exe = join(dir, 'memory_text');
      compileCpp([join(repoRoot, 'tests', 'ports', 'drivers', 'memory_text.cpp')], exe, [join(portsDir, 'cpp')], { flags: ['-g', '-O1', '-fsanitize=address,undefined', '-fno-sanitize-recover=all', '-fno-omit-frame-pointer'] });
      return exe;
    },
    run: (exe: string, input: string, output: string) => run(exe, [input, output]),
  },
  {
    language: 'C#',
    toolchain: csharpToolchain(),
    build(dir: string): string {
      const exe = join(dir, 'MemoryText.exe');
      compileCsharp([...csharpLibrary(), join(repoRoot, 'tests', 'ports', 'drivers', 'MemoryText.cs')], exe);
      return exe;
    },
    run: (exe: string, input: string, output: string) => run('mono', [exe, input, output]),
  },
];

for (const port of ports) {
  const available = port.toolchain.missing.length === 0;
  describe.skipIf(!available && !inCi)(`${port.language} reads memory texts by the reference's grammar${available ? '' : `: ${missingMessage(port.toolchain)}`}`, () => {
    const temp = available ? tempDir('pid-steering-memory-text-') : null;
    let lines: string[] = [];
    beforeAll(() => {
      if (!temp) throw new Error(missingMessage(port.toolchain));
      const exe = port.build(temp.dir);
      const input = join(temp.dir, 'texts.hex');
      const output = join(temp.dir, 'texts.out');
      writeFileSync(input, hexLines(all));
      // A read past a text's end aborts the run (AddressSanitizer), a throw ends the C# one: run() then fails.
      port.run(exe, input, output);
      lines = readFileSync(output, 'utf8').split('\n').slice(0, -1);
    });
    afterAll(() => temp?.remove());

    it(`gives the reference's verdict and memory on each of ${all.length} texts (a saved PID memory, every truncation, 400 damaged copies, edge cases)`, () => {
      expect(lines).toHaveLength(all.length);
      const differences: string[] = [];
      all.forEach((text, i) => {
        const want = referenceRead(text);
        const line = lines[i] as string;
        const got = line === '0' ? null : (JSON.parse(line.slice(2)) as Record<string, unknown>);
        const same = want === null || got === null ? want === got : JSON.stringify(got) === JSON.stringify(want) && Object.entries(want).every(([key, value]) => !Object.is(value, -0) || Object.is(got[key], -0));
        if (!same) differences.push(`${JSON.stringify(text.slice(0, 60))}: reference ${want === null ? 'refuses' : 'reads'}, port ${line.slice(0, 60)}`);
      });
      expect(differences).toEqual([]);
      // The cases the issue names: 1e999 and the port's own memory.
      expect(lines[all.indexOf('{"errors":[1e999]}')]).toBe('0');
      expect(lines[0]?.startsWith('1 ')).toBe(true);
    });
  });
}
