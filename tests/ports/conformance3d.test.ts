/**
 * The ports' 3D attitude controllers (C++, C#, GDScript) give the TypeScript reference's answers:
 * the same sequences (tests/ports/conformance3dCases.ts: every 2D law along the axis and the
 * article's two corrected controllers, random axes and angles, per-axis torque limits, principal
 * frames turned within the body, near 180° with noise, a moving set-point, resets, saves and
 * restores through each port's JSON, damaged memories and refused inputs) drive the reference and
 * each port's driver, and every torque, axis, angle, acceleration, budget, memory, answer and refusal
 * is compared, with the helpers (faceDirection, lookRotation, inertiaFromMatrix and the inertia
 * tensor's) besides.
 *
 * Bit for bit where no call of the C library's atan2, sin, cos or exp lies on the path (sequence 0 of
 * each law, updateFromError with the set-point at rest; the helpers but lookRotation): those differ
 * from V8's in the last bit (V8 computes them with fdlibm; glibc's atan2 differs from it about one
 * call in six), so update(), whose error angle is 2·atan2(|v|, |w|), and lookRotation agree within
 * TOLERANCE_3D (scaled: |port − reference| / max(1, |reference|)); the stable PD and SPD tuned by
 * natural frequency within the 2D test's LIBM_TOLERANCE. The test prints the worst.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareAnswers3d, type Comparison3d } from './conformance3dCompare';
import {
  generateHelpers3d,
  generateSequences3d,
  LAWS_3D,
  SEQUENCES_3D,
  STEPS_3D,
  type Law3d,
  type Sequences3d,
} from './conformance3dCases';
import { port3dDrivers, type Driver3d } from './conformance3dDrivers';
import { LIBM_TOLERANCE, report } from './portDrivers';
import { inCi, missingMessage, repoRoot, tempDir } from './toolchain';

/** The bound on the answers that go through atan2, sin or cos, scaled. */
export const TOLERANCE_3D = 1e-11;

/** The bound for the laws tuned by natural frequency, whose gains come from exp and cos besides (as in 2D: LIBM_TOLERANCE). */
const LAW_TOLERANCE: Partial<Record<Law3d, number>> = { 'stable-pd': LIBM_TOLERANCE, spd: LIBM_TOLERANCE };

const cache = new Map<string, Sequences3d>();
function sequencesOf(law: Law3d | 'helpers'): Sequences3d {
  let sequences = cache.get(law);
  if (!sequences) {
    sequences = law === 'helpers' ? generateHelpers3d(47_000) : generateSequences3d(law, 47_001 + LAWS_3D.indexOf(law));
    cache.set(law, sequences);
  }
  return sequences;
}

for (const port of port3dDrivers()) {
  const { toolchain } = port;
  const available = toolchain.missing.length === 0;
  describe.skipIf(!available && !inCi)(
    `${toolchain.language} port, 3D conformance${available ? '' : `: ${missingMessage(toolchain)}`}`,
    () => {
      const temp = available ? tempDir('pid-steering-ports-3d-') : null;
      let driver: Driver3d | null = null;
      let worst = 0;
      let exactCount = 0;

      beforeAll(() => {
        if (temp) driver = port.build(temp.dir);
      });
      afterAll(() => {
        if (driver)
          report(
            `${toolchain.language} 3D: worst difference ${worst.toExponential(2)} (scaled) but the laws tuned by natural ` +
              `frequency; ${exactCount} numbers bit for bit where the reference marks them exact`,
          );
        temp?.remove();
      });

      it('has its toolchain (CI installs it)', () => {
        expect(toolchain.missing, missingMessage(toolchain)).toEqual([]);
      });

      const check = (name: string, sequences: Sequences3d, tolerance: number): Comparison3d => {
        if (!driver) throw new Error(missingMessage(toolchain));
        const comparison = compareAnswers3d(sequences.answers, driver(sequences.lines, name));
        if (tolerance === TOLERANCE_3D) worst = Math.max(worst, comparison.worstScaled);
        exactCount += comparison.exactCount;
        report(
          `${toolchain.language} 3D ${name}: ${comparison.count} numbers, ${comparison.identical} bit for bit ` +
            `(${comparison.exactCount} marked exact, ${comparison.exactDiffering} of them differ); ` +
            `worst difference elsewhere ${comparison.worstScaled.toExponential(2)}; ${comparison.records} memories, restores and refusals`,
        );
        expect(comparison.mismatches).toEqual([]);
        expect(comparison.exactDiffering).toBe(0);
        expect(comparison.worstScaled, `worst at answer ${comparison.worstAnswer}`).toBeLessThanOrEqual(tolerance);
        return comparison;
      };

      for (const law of LAWS_3D) {
        const tolerance = LAW_TOLERANCE[law] ?? TOLERANCE_3D;
        it(
          `${law} along the axis: ${SEQUENCES_3D} sequences of ${STEPS_3D} steps give the reference's answers (bit for bit without ` +
            `atan2, else within ${tolerance})`,
          () => {
            const comparison = check(law, sequencesOf(law), tolerance);
            expect(comparison.records).toBeGreaterThan(20);
          },
        );
      }

      it(
        "faceDirection, lookRotation, inertiaFromMatrix, the inertia tensor's helpers and torqueBudget give the reference's " +
          'answers and refusals',
        () => {
          check('helpers', sequencesOf('helpers'), TOLERANCE_3D);
        },
      );

      it('is the worst difference ports/README.md states', () => {
        if (!driver) throw new Error(missingMessage(toolchain));
        expect(readFileSync(join(repoRoot, 'ports', 'README.md'), 'utf8')).toContain(`3D, measured ${worst.toExponential(1)}`);
      });
    },
  );
}
