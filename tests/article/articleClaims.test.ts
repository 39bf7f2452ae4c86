import RAPIER from '@dimforge/rapier3d-compat';
import { describe, expect, test } from 'vitest';
import { measureOpeningTurn } from '../../src/lab3d/scene/openingTurn';
import { ARTICLE_SECTIONS, sectionById } from '../../src/article/scene/articleSections';
import type { ArticleSection } from '../../src/article/scene/sectionTypes';
import { claimKey, claimText, measureSection } from '../../src/article/scene/claimNumbers';
import { fromCommand } from '../../src/article/scene/turn3dFigure';
import { sayText } from '../../src/article/scene/sectionWords';
import { SETTLED } from '../../src/sim/metrics/TurnMeter';
import { restTurnLimitSeconds } from '../../src/sim/metrics/turnLimit';

/** The section `id` (the test fails if the page lost it). */
function section(id: string): ArticleSection {
  const found = sectionById(id);
  if (!found) throw new Error(`no section "${id}"`);
  return found;
}

/** The choice `id` of `s`. */
function choice(s: ArticleSection, id: string) {
  const found = s.choices.find((c) => c.id === id);
  if (!found) throw new Error(`no choice "${id}" in ${s.id}`);
  return found;
}

// Each claim of the article's text, computed from its figure's own run (the page shows the same numbers), and its direction checked.
describe('the article’s claims, measured from their figures', () => {
  test('P alone overshoots more than P and D, and does not settle; P and D settles', () => {
    const numbers = measureSection(section('p-and-d'), choice(section('p-and-d'), 'p-alone'));
    expect(numbers.whatIf.overshoot!).toBeGreaterThan(numbers.recorded.overshoot! + 20);
    expect(numbers.recorded.settled).not.toBeNull();
    expect(numbers.whatIf.settled).toBeNull();
  });

  test('every turn from rest is a 90° turn from rest at the section’s motor, its limit the formula from rest', () => {
    for (const id of ['p-and-d', 'turn-rate', 'published', 'limit']) {
      const numbers = measureSection(section(id));
      for (const run of [numbers.recorded, numbers.whatIf]) {
        expect(run.angle, id).toBeCloseTo(90, 9);
        expect(run.startRate, id).toBe(0);
        expect(run.limit!, id).toBeCloseTo(restTurnLimitSeconds(Math.PI / 2, run.maxAngularAcceleration, 1 / 60, SETTLED), 12);
      }
    }
  });

  test('less damping overshoots more, more damping settles later without overshoot', () => {
    const s = section('p-and-d');
    const half = measureSection(s, choice(s, 'kd-7'));
    const twice = measureSection(s, choice(s, 'kd-28'));
    expect(half.whatIf.overshoot!).toBeGreaterThan(half.recorded.overshoot! + 5);
    expect(twice.whatIf.overshoot!).toBeLessThan(1);
    expect(twice.whatIf.settled!).toBeGreaterThan(twice.recorded.settled!);
  });

  test('against a steady push, the integral removes the offset that P and D leave', () => {
    const numbers = measureSection(section('integral'));
    expect(numbers.recorded.offset).toBeLessThan(0.1);
    expect(numbers.recorded.settled).not.toBeNull();
    expect(numbers.whatIf.offset).toBeGreaterThan(1);
    expect(numbers.whatIf.settled).toBeNull();
  });

  test(
    'by the same law, the character (which walks any way it faces) reaches its heading no later than the missile (which flies ' +
      'along its nose)',
    () => {
      const numbers = measureSection(section('character'));
      const missile = numbers.recorded;
      const character = numbers.companionRecorded!;
      expect(character.reached!).toBeLessThanOrEqual(missile.reached!);
      // On the slow motor: the character still reaches its heading, later; the missile reaches it later still, or never before its target.
      expect(numbers.companionWhatIf!.reached!).toBeGreaterThan(character.reached!);
      expect(numbers.whatIf.reached ?? Infinity).toBeGreaterThan(numbers.companionWhatIf!.reached!);
    },
  );

  test('a figure without a companion has no companion claims: asking for one names the figure', () => {
    expect(() => claimText(measureSection(section('p-and-d')), 'companionRecorded', 'reached')).toThrow(/p-and-d/);
  });

  test('with the same fixed gains, the slow missile overshoots and the default one does not; slower overshoots more', () => {
    const s = section('turn-rate');
    const slow = measureSection(s, choice(s, 'slow'));
    const slower = measureSection(s, choice(s, 'slower'));
    expect(slow.recorded.overshoot!).toBeLessThan(1);
    expect(slow.whatIf.overshoot!).toBeGreaterThan(10);
    expect(slower.whatIf.overshoot!).toBeGreaterThan(slow.whatIf.overshoot!);
  });

  test('the corrected PID settles where the one as published does not', () => {
    const numbers = measureSection(section('published'));
    expect(numbers.recorded.settled).toBeNull();
    expect(numbers.recorded.offset).toBeGreaterThan(10);
    expect(numbers.whatIf.settled).not.toBeNull();
  });

  test('with stiff gains the stable PD holds still where the forward PD with the same gains swings for ever', () => {
    const numbers = measureSection(section('stable-pd'), choice(section('stable-pd'), 'forward'));
    expect(numbers.recorded.swing).toBeLessThan(0.1);
    expect(numbers.whatIf.swing).toBeGreaterThan(1);
  });

  test(
    'a frequency/damping pair swings past by what its damping ratio predicts, e^(−πζ/√(1−ζ²)) of the quarter turn, within 0.5°; ζ ' +
      '1 does not swing past; the continuous gains kp = ω², kd = 2·ζ·ω do not match it',
    () => {
      const continuous = measureSection(section('tuning'), choice(section('tuning'), 'zeta-0.5-continuous'));
      expect(90 * Math.exp((-Math.PI * 0.5) / Math.sqrt(0.75)) - continuous.whatIf.overshoot).toBeGreaterThan(2);
      const s = section('tuning');
      const ratios: Record<string, number> = { 'zeta-0.5': 0.5, 'zeta-0.7': 0.7, 'zeta-0.3': 0.3 };
      for (const c of s.choices.filter((listed) => listed.id in ratios)) {
        const zeta = ratios[c.id]!;
        const numbers = measureSection(s, c);
        const predicted = 90 * Math.exp((-Math.PI * zeta) / Math.sqrt(1 - zeta * zeta));
        expect(numbers.whatIf.overshoot!, c.id).toBeCloseTo(predicted, 0);
        expect(Math.abs(numbers.whatIf.overshoot! - predicted), c.id).toBeLessThan(0.5);
        expect(numbers.recorded.overshoot!, 'ζ 1').toBeLessThan(0.1);
      }
    },
  );

  test('with stiff gains SPD holds still where the forward PD with the continuous gains of the same ω swings for ever', () => {
    const numbers = measureSection(section('spd'), choice(section('spd'), 'forward'));
    expect(numbers.recorded.settled).not.toBeNull();
    expect(numbers.recorded.swing).toBeLessThan(0.1);
    expect(numbers.whatIf.swing).toBeGreaterThan(1);
    expect(numbers.whatIf.offset).toBeGreaterThan(1);
  });

  test('no turn is faster than its limit; the time-optimal turn settles nearer it than the PD', () => {
    const s = section('limit');
    for (const c of s.choices) {
      const numbers = measureSection(s, c);
      for (const run of [numbers.recorded, numbers.whatIf]) expect(run.settled!).toBeGreaterThanOrEqual(run.limit! - 1e-9);
      if (c.id === 'time-optimal')
        expect(numbers.whatIf.settled! - numbers.whatIf.limit!).toBeLessThan(numbers.recorded.settled! - numbers.recorded.limit!);
    }
  });

  test(
    'every figure branches with every what-if: the what-if run differs from the recorded one, and no turn that settled ' + 'beat its limit',
    () => {
      for (const s of ARTICLE_SECTIONS) {
        for (const c of s.choices) {
          const numbers = measureSection(s, c);
          // A what-if that turns as the recorded run does is said to in the text (SPD and the stable PD from the same poles).
          if (numbers.sameAsRecorded) expect(sayText(numbers, 'whatIf'), `${s.id} ${c.id}`).toMatch(/the same turn as/);
          else expect(numbers.whatIf, `${s.id} ${c.id}`).not.toEqual(numbers.recorded);
          for (const run of [numbers.recorded, numbers.whatIf])
            if (run.settled !== null && run.limit !== null) expect(run.settled, `${s.id} ${c.id}`).toBeGreaterThanOrEqual(run.limit - 1e-9);
        }
      }
    },
  );

  test('the text’s keys name measured figures, worded with their units; an unknown key is refused', () => {
    const numbers = measureSection(section('p-and-d'));
    expect(claimText(numbers, 'whatIf', 'overshoot')).toMatch(/^\d+\.\d°$/);
    expect(claimText(numbers, 'whatIf', 'settled')).toBe('not within 4 s');
    expect(claimText(numbers, 'recorded', 'settled')).toMatch(/^\d\.\d\d s$/);
    expect(claimText(numbers, 'recorded', 'limit')).toMatch(/^\d\.\d\d s$/);
    expect(claimKey('whatIf.overshoot')).toEqual({ run: 'whatIf', field: 'overshoot' });
    expect(claimKey('ghost.overshoot')).toBeNull();
    expect(claimKey('whatIf.speed')).toBeNull();
  });

  test(
    'the turn in 3D (the lab’s craft, Rapier), timed from the command: no turn is faster than the limit’s rule from rest at its ' +
      'angle and motor; the slow motor swings past further than the fast one',
    async () => {
      await RAPIER.init();
      const slow = measureOpeningTurn(RAPIER, 'slow');
      const fast = measureOpeningTurn(RAPIER, 'fast');
      // Both motors start from the same rest, and the lab's meter times the turn from there: its angle is the one before the first step.
      expect(slow.angles[0]).toBe(fast.angles[0]);
      for (const turn of [slow, fast]) {
        const timed = fromCommand(turn);
        expect(timed.angleDeg).toBeGreaterThan(90);
        expect(turn.angleDeg).toBeCloseTo(timed.angleDeg, 9);
        expect(timed.limit).toBeCloseTo(
          restTurnLimitSeconds((timed.angleDeg * Math.PI) / 180, turn.maxAngularAcceleration, 1 / 60, SETTLED),
          12,
        );
        expect(timed.settled!).toBeGreaterThanOrEqual(timed.limit);
        expect(timed.reached!).toBeLessThanOrEqual(timed.settled!);
      }
      expect(slow.overshootDeg).toBeGreaterThan(fast.overshootDeg + 10);
      expect(slow.settled!).toBeGreaterThan(fast.settled!);
    },
  );
});
