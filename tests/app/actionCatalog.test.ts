import { describe, expect, it } from 'vitest';
import { ACTIONS, actionForKey } from '../../src/app/actionCatalog';

describe('the list of actions (actionCatalog.ts, with the ways of playing’s own)', () => {
  it('gives every action an id of its own', () => {
    const ids = ACTIONS.map((action) => action.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('refuses a key that two actions share: the first would silently shadow the other', () => {
    const owners = new Map<string, string[]>();
    for (const action of ACTIONS) for (const key of action.keys) owners.set(key.toLowerCase(), [...(owners.get(key.toLowerCase()) ?? []), action.id]);
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
