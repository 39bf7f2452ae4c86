import { describe, expect, it } from 'vitest';
import { HUNT_TABLE_MOTIONS, huntHits } from '../../../scripts/controllerTables';

/**
 * The Hunt, headless, 60 s, the opening's two missiles with the default PID, every target moving
 * the same way. Before issue 29 proportional navigation scored 0 and 2 hits at π rad/s² against
 * pursuit's 10 and 8: its heading, integrated without bound, ran away from the missile.
 */
describe('the Hunt: proportional navigation through the turn rate scores like pursuit', () => {
  for (const [name, limit] of [
    ['π', Math.PI],
    ['4π', 4 * Math.PI],
  ] as const) {
    it.each(HUNT_TABLE_MOTIONS)(`at ${name} rad/s², %s targets: both missiles hit again and again, PN within one hit of pursuit`, (motion) => {
      const [pursuit1, pursuit2] = huntHits(limit, motion, 'pursuit');
      const [pn1, pn2] = huntHits(limit, motion, 'proportional-navigation');
      expect(pn1).toBeGreaterThanOrEqual(4);
      expect(pn2).toBeGreaterThanOrEqual(4);
      // Not more: these targets are slow (5 m/s, half the missile's speed) and bounce or turn,
      // where pursuit with the target's rate fed forward is as good as PN (docs/controllers.md).
      expect(pn1 + pn2).toBeGreaterThanOrEqual(pursuit1 + pursuit2 - 1);
    });
  }
});
