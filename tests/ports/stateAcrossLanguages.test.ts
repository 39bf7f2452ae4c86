/**
 * A controller's memory saved in one language restores in another: mid-run, a port saves its
 * controller's memory (the TypeScript's saveState keys), a new controller of another port with the
 * same settings restores it, carries on through the rest of the sequence (up to 3,000 lines), and gives the reference's
 * outputs bit for bit, as if it had been the saved controller all along. Every pair of C++, C# and
 * GDScript, for each controller that keeps a memory (the PID in both arithmetics, the naive snippet,
 * Stolk's pid1), at three save points each. (The conformance test restores the TypeScript's own
 * memories, written by JSON.stringify, into each port.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkpoint, Expected } from './conformanceCases';
import type { PortedType } from './conformanceProtocol';
import { cppPort, csharpPort, gdscriptPort, report, sequencesOf, type Driver, type Port } from './portDrivers';
import { compareRun, inCi, memoryTextKeepingNegativeZero, missingMessage, tempDir, type OutputLine } from './toolchain';

const TYPES_WITH_MEMORY: readonly PortedType[] = ['pid', 'published-pid', 'naive-snippet', 'stolk'];
const SAVE_POINTS = 3;
/** How many lines after a save point the restored controller runs (the rest of its sequence, at most this). */
const CARRY_ON_LINES = 3_000;
const ports: readonly Port[] = [cppPort(), csharpPort, gdscriptPort];
const missing = ports.filter((port) => port.toolchain.missing.length > 0);

/** The lines a driver answers (conformanceProtocol.ts). */
const OUTPUT_OPS = new Set(['u', 'g', 's', 'l']);

/** The save points used: spread over the sequences, in order. */
function chosenPoints(checkpoints: readonly Checkpoint[]): Checkpoint[] {
  return Array.from({ length: SAVE_POINTS }, (_, i) => checkpoints[Math.floor(((i + 0.5) * checkpoints.length) / SAVE_POINTS)]).filter(
    (point): point is Checkpoint => point !== undefined,
  );
}

describe.skipIf(missing.length > 0 && !inCi)(
  `memories restored across languages${missing.length > 0 ? `: ${missing.map((port) => missingMessage(port.toolchain)).join('; ')}` : ''}`,
  () => {
    const temp = missing.length === 0 ? tempDir('pid-steering-state-') : null;
    const drivers = new Map<string, Driver>();
    /** Each language's full run of each type (its saved memories are read from it). */
    const runs = new Map<string, OutputLine[]>();

    beforeAll(() => {
      if (!temp) return;
      for (const port of ports) {
        const driver = port.build(temp.dir);
        drivers.set(port.toolchain.language, driver);
        for (const type of TYPES_WITH_MEMORY) {
          // The sequences up to the last save point used: the memories saved there.
          const { lines, expected, checkpoints } = sequencesOf(type);
          const last = chosenPoints(checkpoints).at(-1) as Checkpoint;
          runs.set(
            `${port.toolchain.language} ${type}`,
            driver(lines.slice(0, last.saveLine + 1), expected.slice(0, last.saveOutput + 1), `${type}-saved`),
          );
        }
      }
    });
    afterAll(() => temp?.remove());

    for (const type of TYPES_WITH_MEMORY) {
      it(`${type}: saved by each language, restored by each other one, the rest of the run is the reference's`, () => {
        expect(missing.map((port) => port.toolchain.language)).toEqual([]);
        const { lines, expected, checkpoints } = sequencesOf(type);
        const chosen = chosenPoints(checkpoints);
        expect(chosen.length).toBe(SAVE_POINTS);
        let carried = 0;
        for (const from of ports) {
          for (const to of ports) {
            if (from === to) continue;
            for (const point of chosen) {
              const saved = (runs.get(`${from.toolchain.language} ${type}`) as OutputLine[])[point.saveOutput] as OutputLine;
              if (saved.kind !== 'memory') throw new Error('a checkpoint that is no saved memory');
              const rest = lines.slice(point.saveLine + 1, Math.min(point.endLine, point.saveLine + 1 + CARRY_ON_LINES));
              const outputs = rest.filter((line) => OUTPUT_OPS.has(line.split(' ')[0] as string)).length;
              const want: Expected[] = [
                { kind: 'restored', value: true },
                ...expected.slice(point.saveOutput + 1, point.saveOutput + 1 + outputs),
              ];
              const name = `${type}-${from.toolchain.language}-${to.toolchain.language}-${point.saveLine}`.replace(/[^\w-]/g, '_');
              const output = (drivers.get(to.toolchain.language) as Driver)(
                [point.newLine, `l ${memoryTextKeepingNegativeZero(saved.memory)}`, ...rest],
                want,
                name,
              );
              const differences = compareRun(want, output);
              expect(differences.mismatches, `${from.toolchain.language} → ${to.toolchain.language}`).toEqual([]);
              expect(
                differences.identical,
                `${from.toolchain.language} → ${to.toolchain.language}: worst at line ${differences.worstLine}`,
              ).toBe(differences.count);
              carried += differences.count;
            }
          }
        }
        report(
          `${type}: memories saved at ${SAVE_POINTS} points, restored across 6 language pairs; ${carried} outputs after them, ` +
            `all bit for bit the reference's`,
        );
      });
    }
  },
);
