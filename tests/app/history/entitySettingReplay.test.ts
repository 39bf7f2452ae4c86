import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { ENTITY_SETTING_FIELDS } from '../../../src/app/fields/entitySettingFields';
import type { ComparisonJson, RunJson } from '../../../src/app/history/comparisonFile';
import { writeComparison } from '../../../src/app/settings/writeComparison';
import { otherValue } from '../fields/entitySettingSamples';
import { screen, stepOnAlike, steps } from '../settings/comparisonScreen';
import { exactText, stateOf } from './historyState';

/**
 * Every entity setting of the panel's table through the history: its intent applied at a recorded
 * step (for all, then for one entity) comes back bit for bit when an earlier moment is shown and
 * played again, and a comparison written with it (writeComparison.ts) opens the same. A setting
 * the scene file carries needs nothing more; one whose state the snapshot misses fails here.
 */

/** What new entities of each type get, as exact text. */
function newEntities(demo: Demo): string {
  return exactText([demo.tuning.defaults.settingsFor('missile'), demo.tuning.defaults.settingsFor('character')]);
}

/** The scene's complete state and what new entities get, as exact text. */
function everything(demo: Demo): string {
  return `${stateOf(demo)}\n${newEntities(demo)}`;
}

describe.each(ENTITY_SETTING_FIELDS.map((field) => [field.key, field] as const))('entity setting %s in the history', (key, field) => {
  it('applied at recorded steps, for all and for one entity, plays again from an earlier moment bit for bit', () => {
    const demo = new Demo();
    const kept = new Map<number, string>([[0, everything(demo)]]);
    const play = (n: number): void => {
      for (let i = 0; i < n; i++) {
        demo.clock.singleStep();
        kept.set(demo.view.world.steps, everything(demo));
      }
    };
    play(60);
    const original = demo.tuning.view()[key];
    const value = otherValue(field, original);
    expect(demo.apply({ kind: 'setEntitySetting', key, value, scope: 'all' })).toEqual({ ok: true });
    play(40);
    const one = demo.view.records[1]!.entity.id;
    expect(demo.apply({ kind: 'setEntitySetting', key, value: original, scope: { entity: one } })).toEqual({ ok: true });
    play(40);
    expect(demo.view.records.map((record) => record.entity.getSettings()[key])).toEqual(
      demo.view.records.map((record) => (record.entity.id === one ? original : value)),
    );

    const present = demo.history.presentStep;
    expect(demo.history.show(30).ok).toBe(true);
    expect(everything(demo), 'shown at step 30').toBe(kept.get(30));
    for (let step = 31; step <= present; step++) {
      demo.clock.singleStep();
      expect(everything(demo), `played again from 30: step ${step}`).toBe(kept.get(step));
    }
    expect(demo.history.comparing).toBe(false);
  });

  it('a comparison written with it, in the recorded run and as the what-if, opens the same, bit for bit', () => {
    const sharer = new Demo();
    steps(sharer, 100);
    const value = otherValue(field, sharer.tuning.view()[key]);
    expect(sharer.apply({ kind: 'setEntitySetting', key, value, scope: 'all' })).toEqual({ ok: true });
    steps(sharer, 60);
    // What if the first entity alone had it, earlier: the recorded run's change is the ghost's.
    expect(sharer.history.show(70).ok).toBe(true);
    expect(sharer.apply({ kind: 'setEntitySetting', key, value, scope: { entity: sharer.view.records[0]!.entity.id } })).toEqual({
      ok: true,
    });
    steps(sharer, 50);
    expect(sharer.history.comparing).toBe(true);
    const written = writeComparison(sharer);
    if (!written.ok) throw new Error(written.reason);
    const comparison = written.scene.comparison as ComparisonJson;
    const logged = (run: RunJson) => run.log.filter(([, intent]) => intent.kind === 'setEntitySetting').length;
    expect([logged(comparison.recorded), logged(comparison.whatIfs[0]!)]).toEqual([1, 1]);
    const opened = new Demo();
    expect(opened.apply({ kind: 'openScene', text: JSON.stringify(written.scene) })).toEqual({ ok: true });
    expect(screen(opened)).toBe(screen(sharer));
    expect(newEntities(opened)).toBe(newEntities(sharer));
    stepOnAlike(sharer, opened, 20);
  });
});
