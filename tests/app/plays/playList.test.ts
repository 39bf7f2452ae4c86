import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../../src/app/actionList';
import { Demo } from '../../../src/app/Demo';
import { PLAYS, TOGGLED_PLAYS } from '../../../src/app/plays/playList';

describe('the list of the ways of playing (playList.ts)', () => {
  it('gives each way of playing a label of its own, and its action a place in the list of actions', () => {
    const definitions = Object.values(PLAYS);
    expect(new Set(definitions.map((definition) => definition.label)).size).toBe(definitions.length);
    // Its entry's words and key, with what the action does made from the play: it enters and leaves it, or opens the part it is entered
    // from.
    for (const { action } of definitions)
      if (action !== null) expect(ACTIONS.find((listed) => listed.id === action.id)).toMatchObject(action);
  });

  it('the demo enters and leaves every way of playing an action switches, the same way, back to the playground', () => {
    const demo = new Demo();
    for (const { kind } of TOGGLED_PLAYS) {
      expect(demo.apply({ kind: 'play', play: kind }).ok, kind).toBe(true);
      expect(demo.plays.kind).toBe(kind);
      demo.apply({ kind: 'leave', play: kind });
      expect(demo.plays.kind, kind).toBe('playground');
    }
    expect(
      demo.apply({
        kind: 'play',
        play: 'challenge',
        args: { levelName: 'no-such-level', controller: { settings: demo.tuning.comparisonController('pid') } },
      }).ok,
    ).toBe(false);
    expect(demo.plays.kind).toBe('playground');
  });

  it('each button ends its play wherever it is in the stack: the Hunt under Intercept too, back to the race under it', () => {
    const demo = new Demo();
    for (const kind of ['race', 'hunt', 'intercept'] as const) expect(demo.apply({ kind: 'play', play: kind }).ok, kind).toBe(true);
    expect(demo.plays.isPlaying('hunt')).toBe(true);
    // The Hunt's button shows it on: pressed, it ends it (and Intercept over it), back to the race.
    demo.apply({ kind: 'leave', play: 'hunt' });
    expect([demo.plays.kind, demo.plays.isPlaying('hunt'), demo.plays.isPlaying('intercept')]).toEqual(['race', false, false]);
  });
});
