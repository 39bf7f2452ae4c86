import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../../src/app/actionCatalog';
import { Demo } from '../../../src/app/Demo';
import { PLAYS } from '../../../src/app/plays/playList';

describe('the list of the ways of playing (playList.ts)', () => {
  it('holds each kind once, under its own name, with a label of its own and an action that exists', () => {
    const descriptors = Object.entries(PLAYS);
    for (const [kind, descriptor] of descriptors) expect(descriptor.kind).toBe(kind);
    expect(new Set(descriptors.map(([, d]) => d.label)).size).toBe(descriptors.length);
    const actionIds = new Set(ACTIONS.map((action) => action.id));
    for (const [, descriptor] of descriptors) if (descriptor.action !== null) expect(actionIds.has(descriptor.action)).toBe(true);
  });

  it('the demo enters and leaves every scene that takes another over the same way, back to the playground', () => {
    const demo = new Demo();
    for (const kind of ['hunt', 'race'] as const) {
      expect(demo.plays.play(kind).ok).toBe(true);
      expect(demo.plays.kind).toBe(kind);
      demo.plays.leave(kind);
      expect(demo.plays.kind).toBe('playground');
    }
    expect(demo.plays.play('challenge', { levelName: 'no-such-level', controller: { settings: demo.tuning.comparisonController('pid') } }).ok).toBe(false);
    expect(demo.plays.kind).toBe('playground');
  });
});
