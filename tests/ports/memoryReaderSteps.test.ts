/**
 * The ports read a memory's JSON text in time linear in the text: each reader, built with a counter
 * of its work (C++ and C# with PID_STEERING_COUNT_READER_STEPS; GDScript's reader state), reads
 * texts of n and 2n keys, list items, repeated keys and spaces, and its work at most doubles (plus
 * 5%). The work counted: the characters its cursor passed and the keys it placed (a lookup in an
 * index of the keys; the readers placed each key by a search through the keys before, quadratic:
 * 40,000 keys took 1.8 s in C++ and 9 s in C#). Past a cap it stops: 1,000 keys and 2,000 are
 * refused after the same work, at the 65th key; 430 KB and 860 KB before reading a character.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csharpLibrary, gdscriptAddon, report } from './portDrivers';
import {
  compileCpp,
  compileCsharp,
  cppToolchain,
  csharpToolchain,
  gdscriptToolchain,
  inCi,
  missingMessage,
  portsDir,
  repoRoot,
  run,
  tempDir,
  type Toolchain,
} from './toolchain';

/** `count` members "k0":[0.5,-1.25,3], "k1":…, as an object's text. */
const keys = (count: number): string => `{${Array.from({ length: count }, (_, i) => `"k${i}":[0.5,-1.25,3]`).join(',')}}`;
/** A list of `count` numbers of 17 digits. */
const list = (count: number): string =>
  `{"errors":[${Array.from({ length: count }, (_, i) => (i % 2 === 0 ? '-' : '') + `0.${String(1234567890123456 + i)}7`).join(',')}]}`;
/** `count` members of one key, given again and again (its last value kept). */
const repeated = (count: number): string => `{${Array.from({ length: count }, (_, i) => `"sum":${i}.25`).join(',')}}`;
/** An empty object after `count` spaces. */
const spaces = (count: number): string => `${' '.repeat(count)}{}`;

/** Families of texts: the text of size n and of 2n; whether the reader takes both (else it refuses both). */
const FAMILIES: readonly (readonly [name: string, small: string, large: string, read: boolean])[] = [
  ['32 and 64 keys of lists', keys(32), keys(64), true],
  ['500 and 1000 numbers in a list', list(500), list(1000), true],
  ['32 and 64 members of one key', repeated(32), repeated(64), true],
  ['30,000 and 60,000 spaces', spaces(30_000), spaces(60_000), true],
  ['1,000 and 2,000 keys (past the cap of 64)', keys(1000), keys(2000), false],
  ['a list of 1,500 and 3,000 numbers (past the cap of 1000)', list(1500), list(3000), false],
  [
    "the issue's 40,000 keys and 80,000 (past the text's cap)",
    `{${Array.from({ length: 40_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
    `{${Array.from({ length: 80_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
    false,
  ],
];

interface StepsRun {
  readonly language: string;
  readonly toolchain: Toolchain;
  build(dir: string): string;
  run(exe: string, input: string, output: string): void;
}

const runs: readonly StepsRun[] = [
  {
    language: 'C++',
    toolchain: cppToolchain(),
    build(dir) {
      const exe = join(dir, 'memory_text_steps');
      compileCpp([join(repoRoot, 'tests', 'ports', 'drivers', 'memory_text.cpp')], exe, [join(portsDir, 'cpp')], {
        flags: ['-DPID_STEERING_COUNT_READER_STEPS'],
      });
      return exe;
    },
    run: (exe, input, output) => void run(exe, [input, output]),
  },
  {
    language: 'C#',
    toolchain: csharpToolchain(),
    build(dir) {
      const exe = join(dir, 'MemoryTextSteps.exe');
      compileCsharp([...csharpLibrary(), join(repoRoot, 'tests', 'ports', 'drivers', 'MemoryText.cs')], exe, [
        'PID_STEERING_COUNT_READER_STEPS',
      ]);
      return exe;
    },
    run: (exe, input, output) => void run('mono', [exe, input, output]),
  },
  {
    language: 'GDScript',
    toolchain: gdscriptToolchain(),
    build: () => join(repoRoot, 'tests', 'ports', 'drivers', 'memory_text.gd'),
    run: (script, input, output) => void run('godot3-server', ['--no-window', '-s', script, gdscriptAddon, input, output, 'steps']),
  },
];

for (const port of runs) {
  const available = port.toolchain.missing.length === 0;
  describe.skipIf(!available && !inCi)(
    `${port.language} reads a memory text in linear time${available ? '' : `: ${missingMessage(port.toolchain)}`}`,
    () => {
      const temp = available ? tempDir('pid-steering-reader-steps-') : null;
      /** Per text (small, large, small, large…): the reader's work and whether it read the text. */
      let answers: { steps: number; read: boolean }[] = [];
      beforeAll(() => {
        if (!temp) throw new Error(missingMessage(port.toolchain));
        const exe = port.build(temp.dir);
        const input = join(temp.dir, 'texts.hex');
        const output = join(temp.dir, 'texts.out');
        const hex = FAMILIES.flatMap(([, small, large]) => [small, large].map((text) => Buffer.from(text, 'latin1').toString('hex')));
        writeFileSync(input, `${hex.join('\n')}\n`);
        port.run(exe, input, output);
        answers = readFileSync(output, 'utf8')
          .split('\n')
          .slice(0, -1)
          .map((line) => {
            const [steps, verdict] = line.split(' ');
            return { steps: Number(steps), read: verdict === '1' };
          });
      });
      afterAll(() => temp?.remove());

      it('does at most twice the work (and 5%) on a text twice as long, and stops at a cap', () => {
        expect(answers).toHaveLength(FAMILIES.length * 2);
        FAMILIES.forEach(([name, small, large, read], i) => {
          const [a, b] = [answers[2 * i], answers[2 * i + 1]] as [{ steps: number; read: boolean }, { steps: number; read: boolean }];
          expect([a.read, b.read], name).toEqual([read, read]);
          report(`${port.language} ${name}: ${small.length} and ${large.length} characters, ${a.steps} and ${b.steps} steps`);
          if (read) {
            expect(a.steps, name).toBeGreaterThanOrEqual(small.length);
            expect(b.steps / a.steps, name).toBeLessThanOrEqual(2 * 1.05);
          } else {
            // Refused at the cap: the same work however much text follows it.
            expect(b.steps, name).toBe(a.steps);
          }
        });
      });
    },
  );
}
