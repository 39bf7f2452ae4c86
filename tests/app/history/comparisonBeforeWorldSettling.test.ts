import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { screen } from '../settings/comparisonScreen';
import { bodiesTouch } from './historyState';

// A comparison written before worlds settled by themselves (by the game at commit df5a2f6, whose
// history settled the world at each snapshot, dropping its contacts): the entities seek a target
// behind a wall and press on it and on crates, the target is dragged, the turn rate toggled 200
// steps back. With it,
// what that game showed once it had opened the file, at each of the 300 steps it played on (past
// the runs' end into steps nobody recorded, where it settled again at a snapshot), and at moments
// shown again and played on, as a hash of the screen's exact text (comparisonScreen.ts). This
// version plays it in a world that settles only when told (WorldSettling.settleOnlyWhenTold),
// where its history settles as that one did; in a world settling by itself, it differs at once.

const FILE = 'tests/data/comparison-before-world-settling.json';
const SCREENS = 'tests/data/comparison-before-world-settling.screens.json';

/** The first 16 hex digits of the SHA-256 of `text` (as the screens were written). */
function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

describe('a comparison written before worlds settled by themselves', () => {
  test('opens, plays on and shows its moments again as the game that wrote it did, bit for bit, bodies in contact', () => {
    const text = readFileSync(FILE, 'utf8');
    const { screens, shown } = JSON.parse(readFileSync(SCREENS, 'utf8')) as { screens: string[]; shown: { step: number; touching: boolean; screens: string[] }[] };
    expect(JSON.parse(text).comparison.worldSettles).toBeUndefined();
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text })).toEqual({ ok: true });
    expect(demo.view.world.settling.settlesByItself).toBe(false);
    expect(hashOf(screen(demo)), 'as opened').toBe(screens[0]);
    for (let i = 1; i < screens.length; i++) {
      demo.clock.singleStep();
      expect(hashOf(screen(demo)), `step ${demo.view.world.steps}`).toBe(screens[i]);
    }
    for (const moment of shown) {
      expect(demo.history.show(moment.step)).toEqual({ ok: true });
      expect(bodiesTouch(demo), `step ${moment.step}`).toBe(moment.touching);
      for (const [i, expected] of moment.screens.entries()) {
        if (i > 0) demo.clock.singleStep();
        expect(hashOf(screen(demo)), `shown at ${moment.step}, step ${demo.view.world.steps}`).toBe(expected);
      }
    }
    // Not vacuous: the moments shown again in the runs have bodies pressed on the wall and the crates.
    expect(shown.filter((moment) => moment.touching).length).toBeGreaterThan(2);
  });
});
