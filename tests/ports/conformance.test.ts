/**
 * Issue 30, item 5: the C++ and C# ports of the corrected PID and the time-optimal controller give
 * the TypeScript reference's outputs to 1e-12 on the same hidden input sequences (10,000 steps
 * each, from a seeded generator: tests/ports/conformanceCases.ts). Each port's driver is compiled
 * into a temporary directory, fed the sequences and its outputs compared number by number; the test
 * prints the worst absolute and relative difference per controller and language.
 *
 * The bound holds both ways: the worst absolute difference and the worst relative difference are
 * each at most 1e-12. With commands up to 1e4 rad/s² (the time-optimal controller's (s − ω)/dt) an
 * absolute 1e-12 is within a few units in the last place, so in practice the ports must do the
 * reference's operations in its order: they only use +, −, ×, ÷, sqrt, floor and abs, all exactly
 * rounded by IEEE 754, and they are bit-identical today (the test prints how many outputs are).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSequences, STEPS_PER_SEQUENCE, type Sequences } from './conformanceCases';
import {
  compareOutputs,
  compileCpp,
  compileCsharp,
  cppToolchain,
  csharpToolchain,
  inCi,
  missingMessage,
  portsDir,
  run,
  tempDir,
  type Toolchain,
} from './toolchain';

const TOLERANCE = 1e-12;
const SEQUENCES_PER_CONTROLLER = 4;

/** How a language's driver is built and run. */
interface Port {
  readonly toolchain: Toolchain;
  /** Compiles the driver in `dir` and returns how to run it on an input and an output file. */
  build(dir: string): (input: string, output: string) => void;
}

const ports: readonly Port[] = [
  {
    toolchain: cppToolchain(),
    build(dir) {
      const exe = join(dir, 'conformance');
      compileCpp([join(portsDir, 'cpp', 'conformance.cpp')], exe, [join(portsDir, 'cpp')]);
      return (input, output) => void run(exe, [input, output]);
    },
  },
  {
    toolchain: csharpToolchain(),
    build(dir) {
      const exe = join(dir, 'Conformance.exe');
      const sources = ['PidSteering.cs', 'PidController.cs', 'Conformance.cs'].map((name) => join(portsDir, 'csharp', name));
      compileCsharp(sources, exe);
      return (input, output) => void run('mono', [exe, input, output]);
    },
  },
];

const cases: readonly Sequences[] = [generateSequences('pid', 30_5, SEQUENCES_PER_CONTROLLER), generateSequences('time-optimal', 30_4, SEQUENCES_PER_CONTROLLER)];

function report(line: string): void {
  process.stdout.write(`${line}\n`);
}

for (const port of ports) {
  const { toolchain } = port;
  const available = toolchain.missing.length === 0;
  if (!available && !inCi) {
    report(missingMessage(toolchain));
    describe.skip(`${toolchain.language} port conformance (${missingMessage(toolchain)})`, () => {
      it('skipped', () => {});
    });
    continue;
  }

  describe(`${toolchain.language} port conformance`, () => {
    const temp = available ? tempDir('pid-steering-ports-') : null;
    let runDriver: ((input: string, output: string) => void) | null = null;

    beforeAll(() => {
      if (!temp) return;
      const started = performance.now();
      runDriver = port.build(temp.dir);
      report(`${toolchain.language}: driver compiled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    });
    afterAll(() => temp?.remove());

    it('has its compiler (CI installs it with scripts/install-compilers.sh)', () => {
      expect(toolchain.missing, missingMessage(toolchain)).toEqual([]);
    });

    for (const sequences of cases) {
      it(`${sequences.controller}: ${SEQUENCES_PER_CONTROLLER} sequences of ${STEPS_PER_SEQUENCE} steps agree with the TypeScript reference to ${TOLERANCE}`, () => {
        if (!temp || !runDriver) throw new Error(missingMessage(toolchain));
        const input = join(temp.dir, `${sequences.controller}.in`);
        const output = join(temp.dir, `${sequences.controller}.${toolchain.language === 'C++' ? 'cpp' : 'cs'}.out`);
        writeFileSync(input, sequences.text);
        runDriver(input, output);
        const differences = compareOutputs(sequences.reference, readFileSync(output, 'utf8'));
        report(
          `${toolchain.language} ${sequences.controller}: ${differences.count} outputs, ${differences.identical} bit-identical; ` +
            `worst absolute difference ${differences.worstAbsolute.toExponential(2)}, worst relative ${differences.worstRelative.toExponential(2)}`,
        );
        expect(differences.worstAbsolute, `worst at output ${differences.worstIndex}`).toBeLessThanOrEqual(TOLERANCE);
        expect(differences.worstRelative, `worst at output ${differences.worstIndex}`).toBeLessThanOrEqual(TOLERANCE);
      });
    }
  });
}
