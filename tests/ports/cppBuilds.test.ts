/**
 * The C++ port under the builds a game uses: C++14, 17 and 20, with and without exceptions, give
 * the same outputs bit for bit; under -ffast-math (which lets the compiler assume no NaN and no
 * infinity) the NaN and infinity guards still hold, because they read the numbers' bits, and the
 * outputs stay within 1e-8 (scaled) of the reference. And one NaN reading (a heading error, then an
 * angular velocity) does not poison a running-integral PID with a derivative filter: the guarded
 * call gives 0 for that step and the reference's torques after it.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapAngle } from '../../src/sim/math/angle';
import { PidController } from '../../src/sim/control/PidController';
import { turnTorque } from '../../src/sim/control/turnTorque';
import type { Expected } from './conformanceCases';
import { numbersLine, PORTED_TYPES, settingsLine } from './conformanceProtocol';
import { cppPort, report, sequencesOf, type Driver } from './portDrivers';
import { compareRun, cppToolchain, inCi, missingMessage, repoRoot, tempDir, type OutputLine } from './toolchain';

const toolchain = cppToolchain();
const FAST_MATH_TOLERANCE = 1e-8;

/**
 * 600 steps of a running-integral PID with a derivative filter turning a body 90°, through the guarded call, one NaN heading error at step
 * 100 and one NaN angular velocity at step 200.
 */
function poisonCase(): { lines: string[]; expected: Expected[]; torques: number[] } {
  const settings = { integral: 'running', derivativeFilterTime: 0.05, ki: 8 } as const;
  const controller = new PidController(settings);
  const lines = [settingsLine('new pid', { integral: 1, derivativeFilterTime: 0.05, ki: 8 })];
  const expected: Expected[] = [];
  const torques: number[] = [];
  let heading = 0;
  let omega = 0;
  const dt = 1 / 60;
  const limit = 4 * Math.PI;
  const inertia = 2;
  for (let step = 0; step < 600; step++) {
    const error = step === 100 ? Number.NaN : wrapAngle(heading - Math.PI / 2);
    const rate = step === 200 ? Number.NaN : omega;
    const torque = turnTorque(controller, error, rate, dt, limit, inertia);
    lines.push(numbersLine('g', [error, rate, dt, limit, inertia, 0, 0]));
    expected.push({ kind: 'numbers', values: [torque] });
    torques.push(torque);
    omega += (torque / inertia) * dt;
    heading += omega * dt;
  }
  return { lines, expected, torques };
}

describe.skipIf(toolchain.missing.length > 0 && !inCi)(
  `C++ port builds${toolchain.missing.length > 0 ? `: ${missingMessage(toolchain)}` : ''}`,
  () => {
    const temp = toolchain.missing.length === 0 ? tempDir('pid-steering-cpp-builds-') : null;
    const drivers = new Map<string, Driver>();
    const builds = {
      'c++14 -fno-exceptions': {},
      'c++17': { std: 'c++17', flags: ['-fexceptions'] },
      'c++20': { std: 'c++20', flags: ['-fexceptions'] },
      'c++14 -ffast-math -fno-exceptions': { flags: ['-ffast-math'] },
    } as const;

    beforeAll(() => {
      if (!temp) return;
      for (const [index, [name, build]] of Object.entries(builds).entries()) {
        const dir = join(temp.dir, `build${index}`);
        mkdirSync(dir);
        drivers.set(name, cppPort(build).build(dir));
      }
    });
    afterAll(() => temp?.remove());

    it('gives the same outputs, bit for bit, as C++14, 17 and 20, with and without exceptions', () => {
      expect(toolchain.missing, missingMessage(toolchain)).toEqual([]);
      for (const type of PORTED_TYPES) {
        const { lines, expected } = sequencesOf(type);
        const outputs = ['c++14 -fno-exceptions', 'c++17', 'c++20'].map((name) =>
          JSON.stringify((drivers.get(name) as Driver)(lines, expected, `${type}-${name.replaceAll(' ', '')}`)),
        );
        expect(outputs[1], `${type}: C++17`).toBe(outputs[0]);
        expect(outputs[2], `${type}: C++20`).toBe(outputs[0]);
      }
      report('C++14 -fno-exceptions, C++17 and C++20: the same outputs for every controller');
    });

    it(
      `stays guarded and within ${FAST_MATH_TOLERANCE} of the reference under -ffast-math (a finite default limit; NaN and ` +
        `infinity tested on the bits)`,
      () => {
        const driver = drivers.get('c++14 -ffast-math -fno-exceptions') as Driver;
        let worst = 0;
        for (const type of PORTED_TYPES) {
          // Without update() given inputs beyond what physics can mean: they overflow to the infinities
          // -ffast-math assumes away (turn_torque's guard, on the bits, is still given them).
          const { lines, expected } = sequencesOf(type, false);
          const differences = compareRun(expected, driver(lines, expected, `${type}-fast`));
          worst = Math.max(worst, differences.worstScaled);
          report(
            `C++ -ffast-math ${type}: ${differences.identical} of ${differences.count} bit for bit, worst ` +
              `${differences.worstScaled.toExponential(2)}, ${differences.nonFinite} NaN or infinite where the reference is not (or ` +
              `the reverse)`,
          );
          // A saved memory may differ in its last bits (the arithmetic does); whether a memory is restored may not.
          expect(differences.restoreMismatches, type).toBe(0);
          expect(differences.nonFinite, type).toBe(0);
          expect(differences.worstScaled, `${type}: worst at output line ${differences.worstLine}`).toBeLessThanOrEqual(
            FAST_MATH_TOLERANCE,
          );
        }
        report(`C++ -ffast-math: worst difference over all controllers ${worst.toExponential(2)}`);
        expect(readFileSync(join(repoRoot, 'ports', 'README.md'), 'utf8').replaceAll(/\s+/g, ' ')).toContain(
          `within ${worst.toExponential(1)} (scaled`,
        );
      },
    );

    it('is not poisoned by a NaN heading error or a NaN angular velocity: 0 torque for that step, then the reference', () => {
      const { lines, expected, torques } = poisonCase();
      for (const name of ['c++14 -fno-exceptions', 'c++14 -ffast-math -fno-exceptions']) {
        const output = (drivers.get(name) as Driver)(lines, expected, `poison-${name.replaceAll(' ', '')}`);
        const got = output.map((line: OutputLine) => (line.kind === 'numbers' ? (line.values[0] as number) : Number.NaN));
        expect(got[100], name).toBe(0);
        expect(got[200], name).toBe(0);
        const after = got.slice(101).filter((torque, index) => index !== 99 && torque !== 0).length;
        report(`C++ (${name}): after the NaN readings ${after} of 498 steps give a torque (a poisoned integral would give none)`);
        expect(after).toBeGreaterThan(400);
        if (name === 'c++14 -fno-exceptions') expect(got).toEqual(torques);
      }
    });
  },
);
