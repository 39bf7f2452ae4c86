/**
 * The ports read a memory's JSON text by one grammar, safely: C++'s ControllerMemory::from_json,
 * built under AddressSanitizer and UBSan, C#'s TryParseJson and GDScript's PidSteeringMemoryJson.parse
 * read a PID's own saved memory, every truncation of it, seeded random damage to it, edge cases
 * (duplicate keys, escaped keys, leading zeros, 1e400, trailing text, deep nesting) and seeded
 * random numbers of up to 900 digits, and each gives the reference's verdict (JSON.parse, then one
 * object of finite numbers, booleans and lists of at most 1000 finite numbers, keys of letters,
 * digits and underscores) and the same memory back, every number to the bit.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PidController } from '../../src/sim/control/PidController';
import { sfc32 } from './conformanceCases';
import { numberOfHex } from './conformanceProtocol';
import { csharpLibrary, gdscriptAddon } from './portDrivers';
import { compileCpp, compileCsharp, cppToolchain, csharpToolchain, gdscriptToolchain, inCi, missingMessage, portsDir, repoRoot, run, tempDir } from './toolchain';

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

/** A PID's own memory after some steps (`steps`, with a window of `maxHistory`), as the game saves it. */
function savedPidMemory(maxHistory = 12, steps = 20): string {
  const pid = new PidController({ maxHistory, derivativeFilterTime: 0.05 });
  for (let i = 0; i < steps; i++) pid.update({ headingError: Math.cos(i) * 0.8, angularVelocity: Math.sin(i), dt: 1 / 60, maxAngularAcceleration: 4 * Math.PI, inertia: 1 });
  return JSON.stringify(pid.saveState());
}

/** The texts read: edge cases, every truncation of a saved memory, and seeded damage to it. */
function texts(): string[] {
  const saved = savedPidMemory();
  const cases = [
    saved,
    // A full window: 1000 errors, the most max_history keeps.
    savedPidMemory(1000, 1500),
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
    // Duplicate keys: JSON.parse keeps the first place and the last value, whatever its kind.
    '{"errors":[1],"sum":2,"errors":[3,4]}',
    '{"fresh":true,"sum":1,"fresh":0.5}',
    '{"sum":1,"sum":1e400}',
    // Escapes, in a key or anywhere ('{"\\u0065rrors":[1]}' above).
    '{"sum\\"":1}',
    '{"s\\u0000um":1}',
    // Leading zeros and other numbers JSON has not.
    '{"sum":00}',
    '{"sum":-01.5}',
    '{"sum":0x10}',
    '{"sum":1e}',
    '{"sum":1e+}',
    '{"sum":-}',
    '{"sum":--1}',
    '{"sum":Infinity}',
    '{"sum":NaN}',
    '{"sum":0.1e1}',
    '{"sum":1E+2}',
    '{"sum":-0.0e-0}',
    // The edges of a double: the largest, the first beyond it, the smallest, half of it.
    '{"sum":1.7976931348623157e308}',
    '{"sum":1.7976931348623158e308}',
    '{"sum":1.7976931348623159e308}',
    '{"sum":-1e309}',
    '{"sum":5e-324}',
    '{"sum":2.4703282292062328e-324}',
    '{"sum":2.4703282292062327e-324}',
    '{"sum":2.2250738585072011e-308}',
    '{"sum":1e-99999999999}',
    '{"sum":1e99999999999}',
    '{"sum":0e99999999999}',
    // Ties and near-ties: 2^53 + 1 rounds to even, a digit far behind the tie rounds it up.
    '{"sum":9007199254740993}',
    `{"sum":9007199254740993.${'0'.repeat(1000)}1}`,
    `{"sum":123456789012345678901234567890${'0'.repeat(200)}}`,
    // Trailing text, a second object, a closing brace too many, white space JSON has not.
    '{"a":1} {"b":2}',
    '{"a":1}}',
    '{"a":1},',
    '\t{\n"sum" : 1 ,\r"b" :[ 1 , 2 ] }\n',
    '{"sum":1}\u00a0',
    '\u00a0{"sum":1}',
    // Deeply nested input.
    '['.repeat(100_000),
    `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  ];
  const numbers = sfc32(67);
  for (let i = 0; i < 300; i++) {
    const digits = (count: number): string => Array.from({ length: count }, () => String(Math.floor(numbers() * 10))).join('');
    const whole = numbers() < 0.3 ? '0' : `${1 + Math.floor(numbers() * 9)}${digits(Math.floor(numbers() * 25))}`;
    const fraction = numbers() < 0.3 ? '' : `.${digits(1 + Math.floor(numbers() * (numbers() < 0.1 ? 900 : 25)))}`;
    const exponent = numbers() < 0.4 ? '' : `e${numbers() < 0.5 ? '-' : ''}${Math.floor(numbers() * 340)}`;
    cases.push(`{"sum":${numbers() < 0.3 ? '-' : ''}${whole}${fraction}${exponent}}`);
  }
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
  {
    language: 'GDScript',
    toolchain: gdscriptToolchain(),
    build: (): string => join(repoRoot, 'tests', 'ports', 'drivers', 'memory_text.gd'),
    run: (script: string, input: string, output: string) => run('godot3-server', ['--no-window', '-s', script, gdscriptAddon, input, output]),
  },
];

/** A port's answer as a memory: the GDScript driver writes each number as the 16 hex digits of its bits. */
function memoryOf(line: string): Record<string, unknown> {
  const read = JSON.parse(line.slice(2)) as Record<string, unknown>;
  const bitsOf = (value: unknown): unknown => (typeof value === 'string' ? numberOfHex(value) : value);
  return Object.fromEntries(Object.entries(read).map(([key, value]) => [key, Array.isArray(value) ? value.map(bitsOf) : bitsOf(value)]));
}

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

    it(`gives the reference's verdict and memory on each of ${all.length} texts (a saved PID memory, every truncation, 400 damaged copies, edge cases, 300 random numbers)`, () => {
      expect(lines).toHaveLength(all.length);
      const differences: string[] = [];
      all.forEach((text, i) => {
        const want = referenceRead(text);
        const line = lines[i] as string;
        // A Godot String cannot hold a byte 0: the GDScript driver says so, and the reference refuses each such text.
        if (line === 'nul' && text.includes('\u0000') && want === null) return;
        const got = line === '0' ? null : memoryOf(line);
        const same = want === null || got === null ? want === got : JSON.stringify(got) === JSON.stringify(want) && Object.entries(want).every(([key, value]) => (Array.isArray(value) ? value.every((item, j) => Object.is(item, (got[key] as unknown[])[j])) : Object.is(value, got[key])));
        if (!same) differences.push(`${JSON.stringify(text.slice(0, 60))}: reference ${want === null ? 'refuses' : 'reads'}, port ${line.slice(0, 60)}`);
      });
      expect(differences).toEqual([]);
      // The cases the issue names: 1e999 and the port's own memory.
      expect(lines[all.indexOf('{"errors":[1e999]}')]).toBe('0');
      expect(lines[0]?.startsWith('1 ')).toBe(true);
    });
  });
}
