import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { minimumTurnSteps } from '../../../src/sim/metrics/fewestTurnSteps';
import { screen } from '../settings/comparisonScreen';
import { bodiesTouch, exactText } from './historyState';

// A comparison written before worlds settled by themselves (by the game at commit df5a2f6, whose
// history settled the world at each snapshot, dropping its contacts): the entities seek a target
// behind a wall and press on it and on crates, the target is dragged, the turn rate toggled 200
// steps back. With it,
// what that game showed once it had opened the file, at each of the 300 steps it played on (past
// the runs' end into steps nobody recorded, where it settled again at a snapshot), and at moments
// shown again and played on, as a hash of the screen's exact text (comparisonScreen.ts). This
// version plays it in a world that settles only when told (WorldSettling.settleOnlyWhenTold),
// where its history settles as that one did; in a world settling by itself, it differs at once.

// That game stated a turn's limit as the exact fewest steps into the settled box from the same
// inputs (error, spin, motor, step, box) that the one rule (turnLimitSeconds) now takes: the screens
// are read with that version's limit, every other figure as this version computes it.
vi.mock('../../../src/sim/metrics/turnLimit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/sim/metrics/turnLimit')>()),
  turnLimitSeconds: (error: number, rate: number, a: number, dt: number, box: { error: number; rate: number }) => {
    const steps = minimumTurnSteps(error, rate, a, dt, box);
    return steps === null ? Number.NaN : steps * dt;
  },
}));

const FILE = 'tests/data/comparison-before-world-settling.json';
const SCREENS = 'tests/data/comparison-before-world-settling.screens.json';

/**
 * The screen's text as the game that wrote the screens showed it. Turns have since been counted
 * while a target moves: a body behind a dragged target now reads "turning" in a chase turn where
 * that game's meter read "moving", and the card says whether each turn began so (`chase`, false
 * for every turn of this file: held to that). The bodies, the targets and every figure are as they were.
 */
function screenThen(demo: Demo): string {
  const shown = JSON.parse(screen(demo)) as {
    entities: { turn: { phase: string } }[];
    card: { entities: { runs: { turn: { chase?: boolean } | null }[] }[] } | null;
  };
  for (const [i, record] of demo.view.records.entries()) {
    const turn = (shown.entities[i] as (typeof shown.entities)[number]).turn;
    if (record.turns.chase && turn.phase === 'turning') turn.phase = 'moving';
  }
  for (const run of (shown.card?.entities ?? []).flatMap((entity) => entity.runs)) {
    expect(run.turn?.chase ?? false, 'a card turn begun while its target moved').toBe(false);
    delete run.turn?.chase;
  }
  return exactText(shown);
}

/** The first 16 hex digits of the SHA-256 of `text` (as the screens were written). */
function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

describe('a comparison written before worlds settled by themselves', () => {
  test('opens, plays on and shows its moments again as the game that wrote it did, bit for bit, bodies in contact', () => {
    const text = readFileSync(FILE, 'utf8');
    const { screens, shown } = JSON.parse(readFileSync(SCREENS, 'utf8')) as {
      screens: string[];
      shown: { step: number; touching: boolean; screens: string[] }[];
    };
    expect(JSON.parse(text).comparison.worldSettles).toBeUndefined();
    const demo = new Demo();
    expect(demo.apply({ kind: 'openScene', text })).toEqual({ ok: true });
    expect(demo.view.world.settling.settlesByItself).toBe(false);
    expect(hashOf(screenThen(demo)), 'as opened').toBe(screens[0]);
    for (let i = 1; i < screens.length; i++) {
      demo.clock.singleStep();
      expect(hashOf(screenThen(demo)), `step ${demo.view.world.steps}`).toBe(screens[i]);
    }
    for (const moment of shown) {
      expect(demo.history.show(moment.step)).toEqual({ ok: true });
      expect(bodiesTouch(demo), `step ${moment.step}`).toBe(moment.touching);
      for (const [i, expected] of moment.screens.entries()) {
        if (i > 0) demo.clock.singleStep();
        expect(hashOf(screenThen(demo)), `shown at ${moment.step}, step ${demo.view.world.steps}`).toBe(expected);
      }
    }
    // Not vacuous: the moments shown again in the runs have bodies pressed on the wall and the crates.
    expect(shown.filter((moment) => moment.touching).length).toBeGreaterThan(2);
  });
});
