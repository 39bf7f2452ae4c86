/**
 * Each port restores its own save at the largest window a setting accepts: a PID (corrected, and
 * as published) with max_history 1000 runs 1,500 steps, so its saved memory holds 1000 errors; the
 * same port saves it, a new controller of that port restores it (C++ and C# from their own JSON
 * text, GDScript from its Dictionary), and the next 500 outputs are the reference's, bit for bit.
 * The smallest window, 3, and one between run the same way.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MEMORY_LIST } from '../../src/sim/control/controllerMemory';
import { clampToMotor } from '../../src/sim/control/turnTorque';
import { sfc32, type Expected } from './conformanceCases';
import { inputFields, numbersLine, referenceController, settingsLine, type PortedType } from './conformanceProtocol';
import { cppPort, csharpPort, gdscriptPort, type Driver, type Port } from './portDrivers';
import { compareRun, inCi, memoryTextKeepingNegativeZero, missingMessage, tempDir, type OutputLine } from './toolchain';

const ports: readonly Port[] = [cppPort(), csharpPort, gdscriptPort];
const missing = ports.filter((port) => port.toolchain.missing.length > 0);
const STEPS_BEFORE = 1_500;
const STEPS_AFTER = 500;

/** `count` update lines from `seed` for `type` with `maxHistory`, run on `controller`: the lines and the reference's outputs. */
function steps(
  type: PortedType,
  maxHistory: number,
  seed: number,
  count: number,
  controller = referenceController(type, { maxHistory }),
): { lines: string[]; expected: Expected[]; controller: ReturnType<typeof referenceController> } {
  const random = sfc32(seed);
  const lines: string[] = [];
  const expected: Expected[] = [];
  for (let i = 0; i < count; i++) {
    const input = {
      headingError: (random() * 2 - 1) * Math.PI,
      angularVelocity: (random() * 2 - 1) * 10,
      dt: 1 / 60,
      maxAngularAcceleration: 4 * Math.PI,
      inertia: 1 + random(),
    };
    const command = controller.update(input);
    lines.push(numbersLine('u', inputFields(input)));
    expected.push({ kind: 'numbers', values: [command, clampToMotor(command, input.maxAngularAcceleration) * input.inertia] });
  }
  return { lines, expected, controller };
}

describe.skipIf(missing.length > 0 && !inCi)(
  `each port restores its own save at max_history ` +
    `1000${missing.length > 0 ? `: ${missing.map((port) => missingMessage(port.toolchain)).join('; ')}` : ''}`,
  () => {
    const temp = missing.length === 0 ? tempDir('pid-steering-full-window-') : null;
    const drivers = new Map<string, Driver>();
    beforeAll(() => {
      if (temp) for (const port of ports) drivers.set(port.toolchain.language, port.build(temp.dir));
    });
    afterAll(() => temp?.remove());

    for (const type of ['pid', 'published-pid'] as const) {
      for (const maxHistory of [3, 57, MAX_MEMORY_LIST]) {
        it(
          `${type}, max_history ${maxHistory}: saved after ${STEPS_BEFORE} steps, restored, the next ${STEPS_AFTER} outputs ` +
            `the reference's`,
          () => {
            expect(missing.map((port) => port.toolchain.language)).toEqual([]);
            const newLine = settingsLine(`new ${type}`, { maxHistory });
            const before = steps(type, maxHistory, 71, STEPS_BEFORE);
            const memory = before.controller.saveState?.() ?? {};
            expect((memory.errors as number[]).length).toBe(maxHistory);
            const restored = referenceController(type, { maxHistory });
            restored.restoreState?.(memory);
            const after = steps(type, maxHistory, 72, STEPS_AFTER, restored);
            for (const port of ports) {
              const language = port.toolchain.language;
              const driver = drivers.get(language) as Driver;
              const name = `${type}-${maxHistory}-${language}`.replace(/[^\w-]/g, '_');
              const saved = driver([newLine, ...before.lines, 's'], [...before.expected, { kind: 'memory', memory }], `${name}-save`);
              const savedMemory = saved.at(-1) as OutputLine;
              if (savedMemory.kind !== 'memory') throw new Error(`${language}: no memory saved`);
              expect(
                compareRun([...before.expected, { kind: 'memory', memory }], saved).mismatches,
                `${language}: the run and the save`,
              ).toEqual([]);
              const want: Expected[] = [{ kind: 'restored', value: true }, ...after.expected];
              // C++ and C#: the very text the port wrote (its output's last line); GDScript's driver speaks binary, its Dictionary as it
              // saved it.
              const text =
                language === 'GDScript'
                  ? memoryTextKeepingNegativeZero(savedMemory.memory)
                  : (readFileSync(join((temp as { dir: string }).dir, `${name}-save.out`), 'utf8')
                      .trimEnd()
                      .split('\n')
                      .at(-1) as string);
              const output = driver([newLine, `l ${text}`, ...after.lines], want, `${name}-restore`);
              const differences = compareRun(want, output);
              expect(differences.mismatches, `${language}: restored`).toEqual([]);
              expect(differences.identical, language).toBe(differences.count);
            }
          },
        );
      }
    }
  },
);
