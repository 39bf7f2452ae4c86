import { describe, expect, it } from 'vitest';
import { TURN_RATE_ACTION } from '../../src/app/actionCatalog';
import { ACTIONS, actionForKey } from '../../src/app/actionList';
import { Demo } from '../../src/app/Demo';
import { intentDefinition } from '../../src/app/intents/Intent';
import { defaultViewOptions } from '../../src/app/presentation/viewOptions';

describe('the list of actions (actionCatalog.ts, with the ways of playing’s own)', () => {
  it('gives every action an id of its own', () => {
    const ids = ACTIONS.map((action) => action.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('refuses a key that two actions share: the first would silently shadow the other', () => {
    const owners = new Map<string, string[]>();
    for (const action of ACTIONS)
      for (const key of action.keys) owners.set(key.toLowerCase(), [...(owners.get(key.toLowerCase()) ?? []), action.id]);
    const shared = [...owners].filter(([, ids]) => ids.length > 1).map(([key, ids]) => `${JSON.stringify(key)}: ${ids.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('each key runs its own action, whatever its case, and a key hint says every key that has one', () => {
    for (const action of ACTIONS) {
      for (const key of action.keys) {
        expect(actionForKey(key)?.id, key).toBe(action.id);
        expect(actionForKey(key.toUpperCase())?.id, key).toBe(action.id);
      }
      expect(action.keyHint === '', action.id).toBe(action.keys.length === 0);
    }
  });
});

describe('the keys players know', () => {
  it('Space pauses, as P does, and T switches the turn rate: the keys the help and the first-visit hint name', () => {
    expect([' ', 'p', 'P', 't', 'T'].map((key) => actionForKey(key)?.id)).toEqual([
      'pause',
      'pause',
      'pause',
      TURN_RATE_ACTION.id,
      TURN_RATE_ACTION.id,
    ]);
  });
});

describe('what each action of the catalogue declares', () => {
  const view = {
    zoomBy: () => undefined,
    fit: () => undefined,
    placementPoint: (out: { x: number; y: number }) => out,
    letGo: () => undefined,
  };

  it('asks first while runs are compared exactly when its intent would end them (the door asks; the timeline shows the question)', () => {
    const demo = new Demo();
    const context = { demo, options: defaultViewOptions(), view };
    for (const action of ACTIONS) {
      const does = action.does;
      if (!('intent' in does)) {
        expect(action.when?.comparing, action.id).toBeUndefined();
        continue;
      }
      const asked = does.intent(context);
      // Clear with no obstacles says so instead of asking for a change.
      if ('say' in asked) continue;
      expect(action.when?.comparing === 'asks', action.id).toBe(intentDefinition(asked.kind)?.endsHistory === true);
    }
  });

  it('gives the embed’s bar only actions an embed runs, each at a place of its own', () => {
    const places = ACTIONS.flatMap((action) => (action.embedBar === undefined ? [] : [action.embedBar]));
    expect(places.length).toBeGreaterThan(0);
    expect(new Set(places).size).toBe(places.length);
    for (const action of ACTIONS) if (action.embedBar !== undefined) expect(action.when?.embed, action.id).toBe(true);
  });

  it('has one Turn rate toggle, whose button shows the rate: the toolbar, the embed, the help and the 3D lab read it', () => {
    expect(ACTIONS.filter((action) => action.face === 'turn-rate').map((action) => action.id)).toEqual([TURN_RATE_ACTION.id]);
  });
});
