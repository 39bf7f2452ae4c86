/**
 * The limit's one rule (src/sim/metrics/turnLimit.ts) against what the game and the 3D lab do: every
 * turn the game's turn meter times in its opening, in every way of playing a key enters and in
 * every scene file of scenarios/, and the 3D lab's opening turn on both motors, settles no sooner
 * than its limit, recomputed here from the parameters the game states (the turn's start state, the
 * motor, the 60 Hz step, the 1° band and 0.05 rad/s).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import type { MeasuredTurn } from '../../../src/sim/metrics/TurnMeter';
import { LabScene, openingSettings, type LabTurnRate } from '../../../src/lab3d/scene/LabScene';
import { degToRad } from '../../../src/sim/math/angle';
import { turnLimitSeconds } from '../../../src/sim/metrics/turnLimit';

const SCENES = join(__dirname, '../../../scenarios');
/** The game's settled box and step, as the card's note states them. */
const BOX = { error: degToRad(1), rate: 0.05 };

/** Steps `demo` `steps` times; returns every turn a meter settled, each once, with the motor it had. */
function settledTurns(demo: Demo, steps: number): { turn: MeasuredTurn; a: number; dt: number }[] {
  const seen = new Map<string, MeasuredTurn | null>();
  const turns: { turn: MeasuredTurn; a: number; dt: number }[] = [];
  for (let i = 0; i < steps; i++) {
    demo.clock.singleStep();
    for (const record of demo.view.records) {
      const last = record.turns.last;
      if (last !== null && last !== seen.get(record.entity.id))
        turns.push({ turn: last, a: record.entity.maxAngularAcceleration, dt: demo.clock.dt });
      seen.set(record.entity.id, last);
    }
  }
  return turns;
}

/**
 * Checks each turn against the rule recomputed from its start (the angle and spin the meter reports, toward the target positive); returns
 * how many had a limit.
 */
function holds(what: string, turns: { turn: MeasuredTurn; a: number; dt: number }[]): number {
  let limited = 0;
  for (const { turn, a, dt } of turns) {
    if (turn.limitSeconds === null) continue;
    limited++;
    const limit = turnLimitSeconds(degToRad(turn.angleDeg), -degToRad(turn.startRateDegPerS), a, dt, BOX);
    expect(turn.limitSeconds, `${what}: the limit the meter gives is the rule's`).toBeCloseTo(limit, 9);
    expect(turn.seconds, `${what}: a ${turn.angleDeg.toFixed(1)}° turn settled under its limit`).toBeGreaterThanOrEqual(
      turn.limitSeconds - 1e-12,
    );
  }
  return limited;
}

beforeAll(() => RAPIER.init());

describe('no turn of the game or the 3D lab settles under its limit, the rule as stated', () => {
  it(
    'the opening (as it plays, and in Track, turning in place toward its hopping targets), the race, the Hunt and ' +
      'Intercept, 20 s each',
    () => {
      let limited = 0;
      for (const play of [null, 'track', 'race', 'hunt', 'intercept'] as const) {
        const demo = new Demo();
        if (play === 'track') expect(demo.apply({ kind: 'setMode', mode: 'track' }).ok).toBe(true);
        else if (play) expect(demo.apply({ kind: 'play', play }).ok, play).toBe(true);
        limited += holds(play ?? 'the opening', settledTurns(demo, 1200));
      }
      // Most of the game's turns are flown, not turned in place: those have no limit (the meter says why).
      expect(limited).toBeGreaterThanOrEqual(3);
    },
  );

  it('each scene file of scenarios/, 15 s each', () => {
    let limited = 0;
    for (const file of readdirSync(SCENES).filter((name) => name.endsWith('.json'))) {
      const demo = new Demo();
      expect(demo.apply({ kind: 'openScene', text: readFileSync(join(SCENES, file), 'utf8') }).ok, file).toBe(true);
      limited += holds(file, settledTurns(demo, 900));
    }
    expect(limited).toBeGreaterThanOrEqual(7);
  });

  it.each(['slow', 'fast'] as LabTurnRate[])(
    'the 3D lab’s opening turn on the %s motor (Rapier): its turn card’s limit is the rule’s along the turn’s axis',
    (turnRate) => {
      const scene = new LabScene(RAPIER, { ...openingSettings(), turnRate });
      let turn: MeasuredTurn | null = null;
      for (let k = 0; k < 300 && turn === null; k++) {
        scene.step();
        turn = scene.turnMeter.last;
      }
      const a = scene.maxAngularAcceleration;
      scene.dispose();
      expect(turn).not.toBeNull();
      expect(holds(`the lab, ${turnRate}`, [{ turn: turn!, a, dt: 1 / 60 }])).toBe(1);
    },
  );
});
