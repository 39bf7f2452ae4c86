// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { builtinControllers } from '../../../src/sim/challenges/builtinControllers';
import { findChallengeLevel } from '../../../src/sim/challenges/challengeLevels';
import { ChallengeRun } from '../../../src/sim/challenges/ChallengeRun';
import { ChallengeCard } from '../../../src/ui/challenge/ChallengeCard';
import { DT } from '../../app/helpers';

const LEVEL = findChallengeLevel('quarter-turn-low-rate');

/** The card's numbers as a player reads them: label → value. */
function figures(card: ChallengeCard): Map<string, string> {
  const terms = [...card.element.querySelectorAll('#challenge-metrics dt')].map((cell) => cell.textContent ?? '');
  const values = [...card.element.querySelectorAll('#challenge-metrics dd')].map((cell) => cell.textContent ?? '');
  return new Map(terms.map((term, i) => [term, values[i] ?? '']));
}

describe('a level’s verdict names the moment it describes (issue 50, case 7)', () => {
  it(
    'the quarter turn failed by an overshoot: the card gives the error when decided, at the time decided, while the body comes ' +
      'to rest after',
    () => {
      if (!LEVEL) throw new Error('no quarter-turn-low-rate level');
      const settings = builtinControllers().find((c) => c.name === 'pid-fixed')?.settings;
      if (!settings) throw new Error('no pid-fixed');
      const demo = new Demo();
      expect(
        demo.apply({ kind: 'play', play: 'challenge', args: { levelName: LEVEL.name, controller: { settings }, label: 'pid-fixed' } }).ok,
      ).toBe(true);
      for (let t = 0; t < LEVEL.duration + 1 && !demo.plays.challenge?.result; t += DT) demo.clock.advance(DT);
      const result = demo.plays.challenge?.result;
      if (!result) throw new Error('the level was not decided');
      expect(result.passed).toBe(false);
      // Decided before its time was up (an overshoot), so the figure is not the run's last.
      expect(result.time).toBeLessThan(LEVEL.duration);
      const card = new ChallengeCard({ runAgain: () => undefined, edit: () => undefined, leave: () => undefined });
      card.showResult(LEVEL, result, null);
      expect(card.element.querySelector('#challenge-result')?.textContent).toMatch(/^✗ Failed: overshot by/);
      const shown = figures(card);
      expect(shown.get('decided at')).toBe(`${result.time.toFixed(2)} s`);
      expect([...shown.keys()].some((label) => /final/.test(label))).toBe(false);
      // The error at the step the level was decided: what the same run, stopped there, measures.
      const headless = new ChallengeRun(LEVEL, { settings });
      while (!headless.done) headless.step();
      const atDecision = Math.abs((headless.entity.measureHeadingError() * 180) / Math.PI);
      expect(shown.get('error when decided')).toBe(`${atDecision.toFixed(2)}°`);
      expect(atDecision).toBeGreaterThan(0.5);
      // The scene steps on: the body's error (the status box's) is no longer the card's figure.
      for (let i = 0; i < 3 / DT; i++) demo.clock.advance(DT);
      const now = Math.abs((demo.view.records[0]?.entity.measureHeadingError() ?? NaN) * (180 / Math.PI));
      expect(Math.abs(now - atDecision)).toBeGreaterThan(0.5);
      expect(figures(card).get('error when decided')).toBe(`${atDecision.toFixed(2)}°`);
    },
  );
});
