import { describe, expect, it } from 'vitest';
import { Demo, MAX_ENTITIES } from '../../../src/app/Demo';
// These tests always ran the loose variant (it may run one step more than run): see runUntil.
import { runUntil as run } from '../helpers';

describe('Entity roster: add, remove, select, Next Type', () => {
  it('adds, selects and removes entities, with a cap', () => {
    const demo = new Demo();
    expect(demo.apply({ kind: 'addEntity', type: 'character' }).ok).toBe(true);
    expect(demo.editor.entities.selectedId).toBe('character-2');
    expect(demo.view.selected?.entity.mode).toBe('seek');
    expect(demo.apply({ kind: 'removeEntity' })).toMatchObject({ ok: true });
    expect(demo.view.records.map((r) => r.entity.id)).toEqual(['missile-1', 'missile-2', 'character-1']);
    expect(demo.view.world.entities.length).toBe(3);
    while (demo.view.records.length < MAX_ENTITIES) expect(demo.apply({ kind: 'addEntity', type: 'missile' }).ok).toBe(true);
    const refusedAdd = demo.apply({ kind: 'addEntity', type: 'missile' });
    expect(refusedAdd.ok).toBe(false);
    // The refusal says why there is a limit, not only that there is one.
    if (!refusedAdd.ok)
      expect(refusedAdd.message).toBe(
        'at most 10 entities on screen, each with a colour and a label of its own (the palette has 10); remove one first, or run ' +
          'a bigger scene headless with npm run sim',
      );
    expect(new Set(demo.view.records.map((r) => r.colorIndex)).size).toBe(MAX_ENTITIES);
  });

  it('Next Type replaces the selected entity by the other type in place, with its colour and target', () => {
    const demo = new Demo();
    run(demo, 1);
    const old = demo.view.findRecord('missile-1')!;
    const position = { ...old.entity.position };
    const targetPosition = { ...old.target.position };
    expect(demo.apply({ kind: 'nextType' })).toEqual({ ok: true });
    expect(demo.view.findRecord('missile-1')).toBeUndefined();
    const replaced = demo.view.selected!;
    expect(replaced.entity.type).toBe('character');
    expect(replaced.entity.position.x).toBeCloseTo(position.x, 9);
    expect(replaced.entity.position.y).toBeCloseTo(position.y, 9);
    expect(replaced.colorIndex).toBe(old.colorIndex);
    expect(replaced.target.entityId).toBe(replaced.entity.id);
    expect(replaced.target.position).toEqual(targetPosition);
    expect(replaced.entity.mode).toBe('seek');
    expect(demo.view.records.length).toBe(3);
    expect(demo.view.world.entities.length).toBe(3);
    // The opening's shared target stays: the others still chase it.
    expect(demo.view.world.targets.map((t) => t.id)).toEqual(['target-missile-1']);
    expect(demo.view.records.every((r) => r.entity.targetId === 'target-missile-1')).toBe(true);
  });

  it('Next Type says why it is refused: in a race (not “select an entity first” with one selected), or with nothing selected', () => {
    const demo = new Demo();
    expect(demo.editor.entities.selectedId).not.toBeNull();
    expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
    const selected = demo.editor.entities.selectedId;
    expect(selected).not.toBeNull();
    const types = demo.view.records.map((r) => r.entity.type);
    expect(demo.apply({ kind: 'nextType' })).toEqual({
      ok: false,
      field: 'entities',
      message: 'leave race mode (K) to change a body’s type: a race lines up one racer per controller, each of the type it races as',
    });
    expect(demo.view.records.map((r) => r.entity.type)).toEqual(types);
    demo.apply({ kind: 'leave', play: 'race' });
    demo.editor.entities.select(null);
    expect(demo.apply({ kind: 'nextType' })).toEqual({ ok: false, field: 'entities', message: 'select an entity first (click or tap it)' });
  });

  it('selectNext cycles through the entities', () => {
    const demo = new Demo();
    demo.editor.entities.selectNext();
    expect(demo.editor.entities.selectedId).toBe('missile-2');
    demo.editor.entities.selectNext();
    expect(demo.editor.entities.selectedId).toBe('character-1');
    demo.editor.entities.selectNext();
    expect(demo.editor.entities.selectedId).toBe('missile-1');
  });
});
