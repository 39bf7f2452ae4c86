import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { EntityState } from '../../../src/app/model/EntityState';
import { addPlayerEntity } from '../../../src/app/model/playerEntities';
import { SceneModel } from '../../../src/app/model/SceneModel';
import { defaultSessionSettings } from '../../../src/app/model/SessionSettings';
import { EntityDefaults } from '../../../src/app/model/EntityDefaults';
import { DT, run } from '../helpers';

describe('SceneModel, through the demo: Track mode faces the moving target', () => {
  it('Track mode never counts hits and follows a moving target each step', () => {
    const demo = new Demo();
    demo.apply({ kind: 'setMode', mode: 'track' });
    expect(demo.apply({ kind: 'setTargetMotion', changes: { type: 'linear', speed: 6 }, scope: 'selected' }).ok).toBe(true);
    run(demo, 3);
    // Read after the run: the playground rebuilds its records at each history checkpoint.
    const record = demo.view.findRecord('missile-1')!;
    // It faces the target itself (read each step, like a chase), not a point copied from it.
    expect(record.entity.targetId).toBe(record.target.id);
    expect(record.entity.target).toEqual(record.target.position);
    expect(Math.hypot(record.target.velocity.x, record.target.velocity.y)).toBeCloseTo(6, 6);
    expect(Math.abs(record.entity.measureHeadingError())).toBeLessThan(0.05);
    expect(demo.view.hits.total).toBe(0);
  });
});

/**
 * A scene model with a missile and a character, each with its own target, and a second missile
 * that shares the first one's target (as racers do); nothing selected, no command given.
 */
function modelWithSharedTarget() {
  const defaults = new EntityDefaults();
  const model = new SceneModel(defaultSessionSettings(), DT);
  const missile = addPlayerEntity(model, defaults, { type: 'missile', position: { x: -20, y: 0 }, angle: 0, target: { x: 20, y: 0 } }, 0)!;
  const character = addPlayerEntity(
    model,
    defaults,
    { type: 'character', position: { x: -20, y: 10 }, angle: 0, target: { x: 20, y: 10 } },
    1,
  )!;
  const entity = model.world.addEntity({
    id: 'missile-shared',
    type: 'missile',
    position: { x: -20, y: -10 },
    angle: 0,
    settings: defaults.settingsFor('missile'),
  });
  const sharer = new EntityState({ entity, colorIndex: 2, target: missile.target, hitLog: model.hits });
  model.records.push(sharer);
  return { model, missile, character, sharer };
}

describe('SceneModel', () => {
  it('targetsOf lists a shared target once, in the order of the entities', () => {
    const { model, missile, character, sharer } = modelWithSharedTarget();
    expect(model.targets.map((t) => t.id)).toEqual([missile.target.id, character.target.id]);
    expect(model.targetsOf([sharer, missile])).toEqual([missile.target]);
    expect(model.targetsOf([character, sharer])).toEqual([character.target, missile.target]);
    expect(model.targetsOf([])).toEqual([]);
  });

  it("recordsIn('selected') is empty with no selection (a change for the selected one reaches nobody), the one selected otherwise", () => {
    const { model, missile, character, sharer } = modelWithSharedTarget();
    expect(model.selectedId).toBeNull();
    expect(model.recordsIn('selected')).toEqual([]);
    expect(model.recordsIn('all')).toEqual([missile, character, sharer]);
    model.selectedId = 'nobody';
    expect(model.recordsIn('selected')).toEqual([]);
    model.selectedId = character.entity.id;
    expect(model.recordsIn('selected')).toEqual([character]);
  });

  it('with no entity selected, a panel change for the selected one changes no entity', () => {
    const demo = new Demo();
    demo.editor.entities.select(null);
    const before = demo.view.records.map((r) => r.entity.getSettings());
    expect(demo.apply({ kind: 'setEntitySetting', key: 'maxSpeed', value: 20, scope: 'selected' }).ok).toBe(true);
    expect(demo.apply({ kind: 'setControllerSettings', changes: { kp: 33 }, scope: 'selected' }).ok).toBe(true);
    expect(demo.view.records.map((r) => r.entity.getSettings())).toEqual(before);
  });

  it('applyMode in Track stops the body and turns it toward its own target', () => {
    const { model, missile } = modelWithSharedTarget();
    model.applyMode(missile);
    for (let i = 0; i < 30; i++) model.world.step();
    expect(Math.hypot(missile.entity.velocity.x, missile.entity.velocity.y)).toBeGreaterThan(1);
    model.mode = 'track';
    model.applyMode(missile);
    expect(missile.entity.mode).toBe('turnTowards');
    expect(missile.entity.target).toEqual(missile.target.position);
    expect(Math.hypot(missile.entity.velocity.x, missile.entity.velocity.y)).toBe(0);
  });

  it('applyMode in Seek chases its own target, and the time-to-hit counts from now', () => {
    const { model, character, sharer, missile } = modelWithSharedTarget();
    for (let i = 0; i < 30; i++) model.world.step();
    expect(model.mode).toBe('seek');
    model.applyMode(character);
    model.applyMode(sharer);
    expect(character.entity.mode).toBe('seek');
    expect(character.entity.targetId).toBe(character.target.id);
    expect(character.launchTime).toBeCloseTo(0.5, 9);
    expect(sharer.entity.targetId).toBe(missile.target.id);
  });

  it('applyMode in Path follows the drawn path, or a looping demo path when none was drawn', () => {
    const { model, missile, character } = modelWithSharedTarget();
    model.mode = 'path';
    character.path = [
      { x: 0, y: 10 },
      { x: 10, y: 10 },
    ];
    model.applyMode(missile);
    model.applyMode(character);
    expect(missile.entity.mode).toBe('followPath');
    expect(missile.path.length).toBeGreaterThan(2);
    expect(missile.entity.path).toEqual(missile.path);
    expect(character.entity.mode).toBe('followPath');
    expect(character.entity.path).toEqual([
      { x: 0, y: 10 },
      { x: 10, y: 10 },
    ]);
  });
});
