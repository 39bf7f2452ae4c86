import { describe, expect, test } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { steps } from '../settings/comparisonScreen';

/** The opening compared with itself at the other turn rate: 2 s in, back 1 s, T, played again 0.5 s. */
function comparing(): Demo {
  const demo = new Demo();
  steps(demo, 120);
  expect(demo.history.show(60).ok).toBe(true);
  demo.apply({ kind: 'toggleTurnRate' });
  steps(demo, 30);
  expect(demo.history.comparing).toBe(true);
  return demo;
}

describe('nothing lost without a word: the door asks before ending a comparison', () => {
  test('starting another play is refused once, saying what it ends (the timeline shows it); the same again goes through', () => {
    const demo = comparing();
    const asked = demo.apply({ kind: 'play', play: 'hunt' });
    expect(asked).toMatchObject({ ok: false, field: 'comparison' });
    expect(!asked.ok && asked.message).toMatch(/^This would end the comparison of 2 runs on screen .* do the same again to go on\.$/);
    expect(demo.history.takeNotices()).toEqual([!asked.ok && asked.message]);
    expect(demo.plays.kind).toBe('playground');
    steps(demo, 1);
    expect(demo.history.comparing, 'the comparison stays').toBe(true);
    expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
    steps(demo, 1);
    expect(demo.plays.kind).toBe('hunt');
    expect(demo.history.comparing).toBe(false);
  });

  test('each ending intent asks (a reset, a scene closed, the time base); another intent between asks again', () => {
    for (const ending of [{ kind: 'reset' }, { kind: 'closeScene' }, { kind: 'setTimeBase', base: 'original' }] as const) {
      const demo = comparing();
      expect(demo.apply(ending)).toMatchObject({ ok: false, field: 'comparison' });
      // Something else in between: the question is asked again.
      expect(demo.apply({ kind: 'setMaxAngularAcceleration', value: 5, scope: 'all' }).ok).toBe(true);
      expect(demo.apply(ending)).toMatchObject({ ok: false, field: 'comparison' });
      expect(demo.apply(ending).ok, ending.kind).toBe(true);
    }
  });

  test('without a comparison nothing is asked', () => {
    const demo = new Demo();
    steps(demo, 60);
    expect(demo.history.show(30).ok).toBe(true);
    expect(demo.apply({ kind: 'play', play: 'hunt' }).ok).toBe(true);
  });
});
