import { describe, expect, it } from 'vitest';
import { Demo } from '../../../src/app/Demo';
import { DT } from '../helpers';

/** Runs the current step: waits, presses its action (twice for the as-published step: switch, then move), runs until it has a result. */
function playStep(demo: Demo): Record<string, number> {
  const id = demo.tour.view()?.id;
  for (let i = 0; i < 120; i++) demo.clock.advance(DT);
  demo.tour.act();
  if (id === 'as-published') {
    for (let i = 0; i < 30; i++) demo.clock.advance(DT);
    demo.tour.act();
  }
  for (let i = 0; i < 60 * 40 && !demo.tour.view()?.result; i++) demo.clock.advance(DT);
  const result = demo.tour.view()?.result;
  if (!result) throw new Error(`step ${id} gave no result`);
  return { ...result.values };
}

describe('the guided tour', () => {
  it('runs every step start to end with its own action, each with a measured result that tells its story', () => {
    const demo = new Demo();
    demo.tour.start();
    const results: Record<string, Record<string, number>> = {};
    do {
      const view = demo.tour.view()!;
      expect(view.result).toBeNull(); // it waits for the player
      results[view.id] = playStep(demo);
    } while (demo.tour.next());
    expect(Object.keys(results)).toEqual(['torque', 'turn-rate', 'pid-terms', 'as-published', 'time-optimal', 'character', 'guidance']);
    const torque = results.torque!;
    // No controller beats the limit from the body's state at the start, in the simulation's own steps.
    expect(torque.turnSeconds).toBeGreaterThanOrEqual(torque.turnLimitSeconds!);
    expect(results['turn-rate']!.slowOvershootDeg).toBeGreaterThan(10);
    expect(results['turn-rate']!.fastOvershootDeg).toBeLessThan(3);
    expect(results['pid-terms']!.peakProportional).not.toBe(0);
    expect(Math.sign(results['pid-terms']!.peakBrake!)).toBe(-Math.sign(results['pid-terms']!.peakProportional!));
    // The article's arithmetic as published: 600·Ki·e for a steady error.
    expect(results['as-published']!.integralRatio).toBeGreaterThan(580);
    expect(results['as-published']!.integralRatio).toBeLessThan(610);
    const fastest = results['time-optimal']!;
    expect(fastest.optimalSeconds).toBeLessThan(fastest.pidSeconds!);
    expect(fastest.optimalSeconds).toBeGreaterThanOrEqual(fastest.optimalLimitSeconds!);
    expect(fastest.optimalSeconds).toBeLessThan(fastest.optimalLimitSeconds! * 1.1);
    expect(fastest.pidSeconds).toBeGreaterThanOrEqual(fastest.pidLimitSeconds!);
    expect(results.character!.characterSeconds).toBeLessThan(results.character!.missileSeconds!);
    expect(results.guidance!.pursuitHits! + results.guidance!.navigationHits!).toBeGreaterThan(0);
  });

  it(
    'a step done by hand through the panel leaks nothing into the next: the steps after it measure what they measure after the ' +
      "card's button",
    () => {
      const after = (byHand: boolean): Record<string, Record<string, number>> => {
        const demo = new Demo();
        demo.tour.start(3);
        expect(demo.tour.view()?.id).toBe('as-published');
        if (byHand) {
          // The panel with "apply changes to: all": the arithmetic, and more the player may touch by hand.
          expect(demo.apply({ kind: 'setControllerSettings', changes: { arithmetic: 'as-published' }, scope: 'all' }).ok).toBe(true);
          expect(demo.apply({ kind: 'setMaxAngularAcceleration', value: Math.PI, scope: 'all' }).ok).toBe(true);
          expect(demo.clock.setTimeScale(0.25).ok).toBe(true);
          expect(demo.apply({ kind: 'setDisturbance', changes: { torqueOn: true, angularAcceleration: 3 } }).ok).toBe(true);
        } else demo.tour.act();
        for (let i = 0; i < 120; i++) demo.clock.advance(DT);
        const results: Record<string, Record<string, number>> = {};
        while (demo.tour.next()) results[demo.tour.view()!.id] = playStep(demo);
        return results;
      };
      const withButton = after(false);
      expect(Object.keys(withButton)).toEqual(['time-optimal', 'character', 'guidance']);
      expect(after(true)).toEqual(withButton);
    },
  );

  it('proportional navigation out-hits pursuit on crossing targets over a minute', () => {
    const demo = new Demo();
    demo.tour.start(6);
    for (let i = 0; i < 60 * 60; i++) demo.clock.advance(DT);
    const values = demo.tour.view()!.result!.values;
    expect(values.navigationHits).toBeGreaterThan(values.pursuitHits!);
  });

  it('back, next and leave move between steps; the scene of a step is its own', () => {
    const demo = new Demo();
    demo.tour.start(1);
    expect(demo.view.records.map((r) => r.entity.id)).toEqual(['missile-1', 'missile-2']);
    expect(demo.editor.entities.mode).toBe('track');
    demo.tour.back();
    expect(demo.tour.index).toBe(0);
    expect(demo.view.records.map((r) => r.entity.id)).toEqual(['missile-1']);
    demo.tour.start(99);
    expect(demo.tour.index).toBe(6);
    expect(demo.plays.isPlaying('hunt')).toBe(true);
    expect(demo.tour.next()).toBe(false);
    demo.tour.leave();
    expect(demo.tour.active).toBe(false);
    expect(demo.tour.view()).toBeNull();
  });

  it('leaving puts back exactly the player’s scene and settings, whichever entity was selected', () => {
    for (const selected of ['missile-1', 'missile-2', 'character-1', null]) {
      const demo = new Demo();
      for (let i = 0; i < 90; i++) demo.clock.advance(DT);
      demo.editor.entities.select(selected);
      demo.apply({ kind: 'setEntitySetting', key: 'maxSpeed', value: 7, scope: 'all' });
      demo.apply({ kind: 'moveTarget', target: 'target-missile-1', position: { x: -12, y: 9 } });
      for (let i = 0; i < 30; i++) demo.clock.advance(DT);
      const before = sceneState(demo);
      demo.tour.start();
      for (let step = 0; step < 7; step++) {
        for (let i = 0; i < 40; i++) demo.clock.advance(DT);
        demo.tour.act();
        demo.tour.next();
      }
      demo.tour.leave();
      expect(sceneState(demo), `with ${selected ?? 'nothing'} selected`).toEqual(before);
    }
  });

  it('starts whatever scene the player is in: a scene file without the opening’s entities, a race', () => {
    const demo = new Demo();
    const scene = {
      name: 'two characters',
      duration: 10,
      entities: [
        { id: 'a', type: 'character', position: [-5, 0], command: { type: 'seek', target: [10, 10] } },
        { id: 'b', type: 'character', position: [5, 0], command: { type: 'idle' } },
      ],
    };
    expect(demo.apply({ kind: 'openScene', text: JSON.stringify(scene) }).ok).toBe(true);
    const before = sceneState(demo);
    demo.tour.start();
    expect(demo.view.records.map((r) => r.entity.id)).toEqual(['missile-1']);
    demo.tour.leave();
    expect(sceneState(demo)).toEqual(before);
    expect(demo.plays.openedSceneName).toBe('two characters');
    demo.apply({ kind: 'closeScene' });
    demo.editor.entities.select('missile-1');
    expect(demo.apply({ kind: 'play', play: 'race' }).ok).toBe(true);
    const race = sceneState(demo);
    demo.tour.start(4);
    demo.tour.leave();
    expect(demo.plays.isPlaying('race')).toBe(true);
    expect(sceneState(demo)).toEqual(race);
  });
});

/**
 * Everything a player would see of the scene and the settings: entities with their state and settings, targets, mode, selection, time,
 * defaults.
 */
function sceneState(demo: Demo): unknown {
  return {
    time: demo.clock.time,
    mode: demo.editor.entities.mode,
    selected: demo.editor.entities.selectedId,
    paused: demo.clock.paused,
    timeScale: demo.clock.timeScale,
    scene: demo.plays.kind,
    entities: demo.view.records.map(({ entity }) => ({
      id: entity.id,
      position: { ...entity.position },
      angle: entity.angle,
      velocity: { ...entity.velocity },
      settings: entity.getSettings(),
      mode: entity.mode,
    })),
    targets: demo.view.targets.map((target) => ({ id: target.id, position: { ...target.position } })),
    defaults: demo.tuning.view(),
    newEntity: demo.tuning.defaults.settingsFor('missile'),
    scoped: demo.tuning.defaults.settingsFor('character'),
  };
}
