/**
 * The ports (C++, C#, GDScript) give the TypeScript reference's outputs, bit for bit, for all seven
 * controllers of the registry (the PID in both arithmetics): the same hidden sequences
 * (tests/ports/conformanceCases.ts: random settings and no settings, resets, hand-overs, live
 * setting changes, saved and restored memories, damaged memories refused, NaN and infinite inputs
 * through the guarded turn_torque) drive the reference and each port's driver, and every command,
 * torque, memory and answer is compared. The C++ driver is built as C++14 with -fno-exceptions.
 *
 * Bit for bit, except the stable PD and SPD tuned by natural frequency: their gains come from exp
 * and cos, whose last bit differs between V8 and the C library, and the
 * pole formulas subtract numbers close to each other, so the commands agree to about 1e-10
 * (bounded here by 1e-9, scaled); the test prints how many outputs are bit for bit the same.
 * The GDScript port runs on Godot 3's headless runtime (Debian's godot3-server).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTED_TYPES } from './conformanceProtocol';
import {
  cppPort,
  csharpPort,
  gdscriptPort,
  LIBM_TOLERANCE,
  LIBM_TYPES,
  report,
  sequencesOf,
  SEQUENCES_PER_TYPE,
  type Driver,
  type Port,
} from './portDrivers';
import { compareRun, inCi, missingMessage, repoRoot, tempDir } from './toolchain';
import { STEPS_PER_SEQUENCE } from './conformanceCases';

const ports: readonly Port[] = [cppPort(), csharpPort, gdscriptPort];

for (const port of ports) {
  const { toolchain } = port;
  const available = toolchain.missing.length === 0;
  describe.skipIf(!available && !inCi)(`${toolchain.language} port conformance${available ? '' : `: ${missingMessage(toolchain)}`}`, () => {
    const temp = available ? tempDir('pid-steering-ports-') : null;
    let driver: Driver | null = null;
    let worst = 0;

    beforeAll(() => {
      if (!temp) return;
      driver = port.build(temp.dir);
    });
    afterAll(() => {
      if (driver)
        report(
          `${toolchain.language}: worst difference over all controllers ${worst.toExponential(2)} (scaled: |port − reference| / ` +
            `max(1, |reference|))`,
        );
      temp?.remove();
    });

    it('has its toolchain (CI installs it)', () => {
      expect(toolchain.missing, missingMessage(toolchain)).toEqual([]);
    });

    for (const type of PORTED_TYPES) {
      const exact = !LIBM_TYPES.includes(type);
      it(
        `${type}: ${SEQUENCES_PER_TYPE} sequences of ${STEPS_PER_SEQUENCE} steps give the reference's ` +
          `outputs${exact ? ', bit for bit' : ` within ${LIBM_TOLERANCE}`}`,
        () => {
          if (!driver) throw new Error(missingMessage(toolchain));
          const sequences = sequencesOf(type);
          const differences = compareRun(sequences.expected, driver(sequences.lines, sequences.expected, type));
          worst = Math.max(worst, differences.worstScaled);
          report(
            `${toolchain.language} ${type}: ${differences.count} numbers, ${differences.identical} bit for bit; worst difference ` +
              `${differences.worstScaled.toExponential(2)} ` +
              (`(relative ${differences.worstRelative.toExponential(2)}); ${differences.records} memories and restores, ` +
                `${differences.memoryMismatches + differences.restoreMismatches} differ`),
          );
          expect(differences.mismatches).toEqual([]);
          expect(differences.nonFinite).toBe(0);
          if (exact) expect(differences.identical, `worst at output line ${differences.worstLine}`).toBe(differences.count);
          else expect(differences.worstScaled, `worst at output line ${differences.worstLine}`).toBeLessThanOrEqual(LIBM_TOLERANCE);
        },
      );
    }

    it('is the worst difference ports/README.md and the guide state', () => {
      if (!driver) throw new Error(missingMessage(toolchain));
      const stated = `measured ${worst.toExponential(1)}`;
      for (const doc of [join(repoRoot, 'ports', 'README.md'), join(repoRoot, 'docs', 'use-in-your-game.md')])
        expect(readFileSync(doc, 'utf8'), doc).toContain(stated);
      expect(readFileSync(join(repoRoot, 'ports', 'README.md'), 'utf8').replaceAll(/\s+/g, ' ')).toContain(
        `${SEQUENCES_PER_TYPE} sequences of ${STEPS_PER_SEQUENCE.toLocaleString('en')} steps`,
      );
    });
  });
}
