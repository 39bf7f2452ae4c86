import { describe, expect, it } from 'vitest';
import { HUNT_TABLE_MOTIONS, huntHits } from '../../../scripts/controllerTables';

/**
 * The Hunt, headless, 60 s, the opening's two missiles with the default PID, every target moving
 * the same way. Before issue 29 proportional navigation scored 0 and 2 hits at π rad/s² against
 * pursuit's 10 and 8: its heading, integrated without bound, ran away from the missile. Then,
 * through the turn rate, it trailed pursuit by a hit in five of these eight cells: it assumed the
 * targets fly straight (they bounce, zig-zag and circle), started every flight on the line of
 * sight, and steered its centre, not its nose, onto the target (docs/controllers.md).
 */
describe('the Hunt: proportional navigation scores at least as many hits as pursuit', () => {
  for (const [name, limit] of [
    ['π', Math.PI],
    ['4π', 4 * Math.PI],
  ] as const) {
    it.each(HUNT_TABLE_MOTIONS)(
      `at ${name} rad/s², %s targets: both missiles hit again and again, PN at least as often as pursuit`,
      (motion) => {
        const [pursuit1, pursuit2] = huntHits(limit, motion, 'pursuit');
        const [pn1, pn2] = huntHits(limit, motion, 'proportional-navigation');
        expect(pn1).toBeGreaterThanOrEqual(4);
        expect(pn2).toBeGreaterThanOrEqual(4);
        expect(pn1 + pn2).toBeGreaterThanOrEqual(pursuit1 + pursuit2);
      },
    );
  }
});
